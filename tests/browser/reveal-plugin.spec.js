// The reveal.js plugin (www/pn-search-reveal.js) in the slides example: fragments step the
// slide's <pn-search> forwards and back, also when the deck jumps over several at once, and a
// demo that is playing pauses while its slide is away and plays again when it returns.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const stateOf = (page, i) => page.evaluate((n) => document.querySelectorAll("pn-search")[n].state, i);
const playing = (page, i) => page.evaluate((n) => document.querySelectorAll("pn-search")[n].playing, i);

test.beforeEach(async ({ page }) => {
  await page.goto("examples/slides.html");
  await page.waitForFunction(() => window.deck?.isReady());
  await page.evaluate(() => Promise.all([...document.querySelectorAll("pn-search")].map((e) => e.ready)));
});

test("fragments step the slide's demo phase by phase, forwards, back, and over several at once", async ({ page }) => {
  await page.evaluate(() => window.deck.slide(1, 0, 0)); // the first fragment: select
  await expect.poll(() => stateOf(page, 0)).toMatchObject({ iteration: 1, phase: "select" });
  await page.evaluate(() => window.deck.slide(1, 0, 4)); // five shown: iteration 2's select
  await expect.poll(() => stateOf(page, 0)).toMatchObject({ iteration: 2, phase: "select" });
  await page.evaluate(() => window.deck.prevFragment());
  await expect.poll(() => stateOf(page, 0)).toMatchObject({ iteration: 1, phase: "done" });
  await page.evaluate(() => window.deck.slide(1, 0, 1)); // back over two: develop
  await expect.poll(() => stateOf(page, 0)).toMatchObject({ iteration: 1, phase: "develop" });
  // The other slide's demo was not touched.
  expect(await stateOf(page, 1)).toMatchObject({ iteration: 0 });
});

test("a playing demo pauses while its slide is away and plays again when it returns", async ({ page }) => {
  await page.evaluate(() => window.deck.slide(2, 0, -1));
  await page.evaluate(() => document.querySelectorAll("pn-search")[1].play());
  await expect.poll(() => stateOf(page, 1).then((s) => s.iteration)).toBeGreaterThan(1);

  await page.evaluate(() => window.deck.slide(0));
  await expect.poll(() => playing(page, 1)).toBe(false);
  const left = (await stateOf(page, 1)).iteration;
  await page.waitForTimeout(1500); // it would take several steps in this time if it played on
  expect((await stateOf(page, 1)).iteration).toBe(left);

  await page.evaluate(() => window.deck.slide(2, 0, -1));
  await expect.poll(() => playing(page, 1)).toBe(true);
  await expect.poll(() => stateOf(page, 1).then((s) => s.iteration)).toBeGreaterThan(left);
  // A demo that was not playing when its slide left does not start on its return.
  await page.evaluate(() => window.deck.slide(1, 0, -1));
  expect(await playing(page, 0)).toBe(false);
});
