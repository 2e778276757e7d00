// Connect-4 on the standard 7×6 board: the play page shows the start's seven move values (d
// wins, c and e draw, the rest lose) and, after d, the second player's seven losses with their
// distances, both from the opening book compiled into the engine (src/exact/connect4/book.rs),
// within a second each. The distances count the reply itself: the lecture slides' "L in 33"
// is "loss in 34" here (docs/play.md).
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const idle = (page) => page.waitForFunction(() => !document.getElementById("status").classList.contains("busy") && document.querySelectorAll("#moves button").length === 7);
const moveTexts = (page) => page.locator("#moves button").evaluateAll((bs) => bs.map((b) => b.querySelector(".v").textContent));

test("Connect-4 7×6: the start's values and the seven replies to d, each within a second", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/play.html?game=connect4&cols=7&rows=6&first=person&second=person");
  await expect(page.locator("#moves button")).toHaveCount(7, { timeout: 10_000 });
  await idle(page);
  expect(await moveTexts(page)).toEqual(["loss in 40", "loss in 42", "draw", "win in 41", "draw", "loss in 42", "loss in 40"]);
  const first = await page.evaluate(() => globalThis.pnlabPlay.millis);
  expect(first).toBeLessThan(1000);
  await page.screenshot({ path: "test-results/play-connect4-7x6.png" });

  const clicked = await page.evaluate(() => performance.now());
  await page.locator("#moves button[data-move='d']").click();
  await page.waitForFunction(() => globalThis.pnlabPlay.report?.movesPlayed === 1);
  await idle(page);
  const after = await page.evaluate((t) => performance.now() - t, clicked);
  expect(await moveTexts(page)).toEqual(["loss in 34", "loss in 38", "loss in 38", "loss in 40", "loss in 38", "loss in 38", "loss in 34"]);
  expect(after).toBeLessThan(1000);
  console.log(`connect4 7x6: start ${Math.round(first)} ms, after d ${Math.round(after)} ms`);
  await page.screenshot({ path: "test-results/play-connect4-7x6-d.png" });
});

// Past the book's sons: the book values d d c c itself, not its sons, so the seven moves are
// searched; the perfect engine's move is decided by the first one that reaches the book's value
// or the first whose win/draw/loss value is a win, and it plays it then, without waiting for the
// moves after it nor the distances.
test("Connect-4 7×6: the perfect engine moves once the book's value decides its move", async ({ page }) => {
  await page.addInitScript(() => {
    globalThis.seenEarly = [];
    const watch = () => {
      const s = globalThis.pnlabPlay;
      if (s?.line?.length === 4 && s.report?.decidedEarly) globalThis.seenEarly.push({ move: s.report.decided, done: s.report.moves.filter((m) => m.value).length, ms: performance.now() });
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await page.goto("/play.html?game=connect4&cols=7&rows=6&first=perfect&second=person&moves=d,d,c,c");
  await page.waitForFunction(() => globalThis.pnlabPlay.line?.length === 5, null, { timeout: 60_000 });
  const { early, line, ms } = await page.evaluate(() => ({ early: globalThis.seenEarly, line: globalThis.pnlabPlay.line, ms: performance.now() }));
  console.log(`connect4 7x6 d d c c: engine played ${line[4]} after ${Math.round(ms)} ms; decided with ${early[0]?.done} of 7 values`);
  expect(early.length).toBeGreaterThan(0);
  expect(early[0].done).toBeLessThan(7);
  expect(line[4]).toBe(early[0].move);
});
