// Df-pn with a bounded table in real Chromium: once the table is full every step evicts nodes and
// reuses their ids, and the page still shows exactly the engine's DAG after each step and back.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);

/** Every drawn node: id, label and state, sorted. Without the view's own classes: "born" (just
 *  created) and "far" (outside the viewport, so not displayed), which depend on where the view
 *  is and on the step's transition, not on the DAG. */
const labels = (page) =>
  page.$$eval(".dag .nodes > g", (gs) =>
    gs.map((g) => `${g.dataset.id}:${g.querySelector("text").textContent}:${g.getAttribute("class").replace(/ (born|far)\b/g, "")}`).sort(),
  );

/** The engine's own view: iteration, node ids in use, nodes created, root numbers. */
const engine = (page) =>
  page.evaluate(async () => {
    const { ctrl } = window.pnlab;
    const root = await ctrl.node(0);
    const r = await ctrl.engine.result();
    const stats = await ctrl.engine.stats();
    return { iteration: r.iteration, ids: ctrl.view.snapshot.level.length, created: stats.created, root: `${root.pn}/${root.dn}` };
  });

test("a bounded df-pn table evicts and reuses ids, and the page steps forwards and back exactly", async ({ page }) => {
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&algorithm=dfpn&p.ttSize=150&it=40");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  await expect(page.locator(".st-iteration")).toHaveText("40");
  const views = [await labels(page)];
  for (let i = 41; i <= 46; i++) {
    await page.getByRole("button", { name: "Step ▶" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
    const e = await engine(page);
    expect(e.iteration).toBe(i);
    // The page draws the engine's snapshot, node for node.
    await expect(page.locator(".dag .nodes > g")).toHaveCount(e.ids);
    views.push(await labels(page));
  }
  const e = await engine(page);
  // The table is far smaller than what the run created: ids were reused.
  expect(e.ids).toBeLessThan(e.created);
  for (let i = 45; i >= 40; i--) {
    await page.getByRole("button", { name: "◀ Back" }).click();
    await expect(page.locator(".st-iteration")).toHaveText(String(i));
    await expect.poll(() => labels(page)).toEqual(views[i - 40]);
  }
  await page.screenshot({ path: "test-results/dfpn-table-back.png" });
});
