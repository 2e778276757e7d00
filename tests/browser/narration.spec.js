// The live region that tells each move in words: after a step it names the iteration, the
// most-proving node as the DAG numbers it, its level, the sons created and the root's numbers,
// as the engine has them; while playing fast it is not rewritten at every step.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const region = (page) => page.locator(".pnl > .narration");
const num = (v) => (v >= 2 ** 30 ? "∞" : String(v));

test("a step is narrated in words with the engine's numbers", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await expect(region(page)).toHaveAttribute("aria-live", "polite");
  await expect(region(page)).toHaveText("Iteration 0: the root alone, root 1 / 1.");
  for (let i = 0; i < 12; i++) await page.getByRole("button", { name: "Step ▶" }).click();
  await expect(page.locator(".st-iteration")).toHaveText("12");
  const e = await page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    const r = ctrl.view.record;
    const root = await ctrl.node(0);
    return { developed: r.developed, level: (await ctrl.node(r.developed)).level, created: r.sons.filter((s) => s.created).length, pn: root.pn, dn: root.dn };
  });
  const sons = `${e.created} son${e.created === 1 ? "" : "s"} created`;
  await expect(region(page)).toHaveText(
    new RegExp(`^Iteration 12: most-proving node ${e.developed} at level ${e.level}, ${sons}(, \\d+ sons? already in the DAG)?, root ${num(e.pn)} / ${num(e.dn)}\\.$`),
  );
  // The node it names carries that number in the DAG.
  await expect(page.locator(`.dag .nodes > g[data-id="${e.developed}"] .nid`)).toHaveText(String(e.developed));
});

for (const [w, h] of [[1280, 800], [1920, 1080]]) {
  test(`the narration beside the DAG it tells of, at ${w}×${h} (a screenshot with SHOTS set)`, async ({ page }) => {
    test.skip(!process.env.SHOTS, "screenshots only");
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=11");
    await ready(page);
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(region(page)).toHaveText(/^Iteration 12: most-proving node \d+ at level \d+/);
    await page.waitForFunction(() => window.pnlab.animation.then(() => true));
    // What a screen reader hears, drawn over the page for the picture only.
    await page.addStyleTag({
      content: ".pnl > .narration { position: fixed; inset: auto 1rem 1rem auto; width: auto; height: auto; clip: auto; margin: 0; padding: .5rem .8rem; background: #1d2330; color: #fff; border-radius: .4rem; z-index: 9; }",
    });
    await page.screenshot({ path: `${process.env.SHOTS}/narration-${w}x${h}.png` });
  });
}

test("playing fast narrates at a reader's pace, and says where it stopped", async ({ page }) => {
  await page.goto("/");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  const said = [];
  await page.exposeFunction("heard", (t) => said.push(t));
  await page.evaluate(() => {
    const r = document.querySelector(".pnl > .narration");
    new MutationObserver(() => window.heard(r.textContent)).observe(r, { childList: true, characterData: true, subtree: true });
  });
  await page.getByRole("button", { name: "▶ Play" }).click();
  await page.waitForFunction(() => window.pnlab.ctrl.iteration >= 30);
  await page.getByRole("button", { name: "■ Pause" }).click();
  // A step already on its way when Pause is pressed still lands: read where play stopped.
  await expect(page.getByRole("button", { name: "▶ Play" })).toBeVisible();
  // The step may land after the button shows: compare the region with the iteration play stands at.
  await expect
    .poll(async () => {
      const it = await page.evaluate(() => window.pnlab.ctrl.iteration);
      return new RegExp(`^Iteration ${it}[:,]`).test(await region(page).textContent());
    })
    .toBe(true);
  // At least 30 steps, and far fewer sentences: the first within 4 s, the one on pause.
  expect(said.length).toBeLessThanOrEqual(4);
});
