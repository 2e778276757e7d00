// The view follows what a collapse or an "Expand all" changes: the DAG refits to the nodes still
// drawn, and the proof view brings its start back into sight.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
const camera = (page) => page.locator(".dag .camera").getAttribute("transform");

/** Whether every drawn node of the DAG lies inside its panel. */
const allInView = (page) =>
  page.evaluate(() => {
    const panel = document.querySelector(".dag").getBoundingClientRect();
    return [...document.querySelectorAll(".dag .nodes > g")].every((g) => {
      const b = g.getBoundingClientRect();
      return b.left >= panel.left - 1 && b.right <= panel.right + 1 && b.top >= panel.top - 1 && b.bottom <= panel.bottom + 1;
    });
  });

test("the DAG refits after a subtree is collapsed and after it is expanded again", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=5&k=3&preset=K4WEAK&it=30");
  await ready(page);
  await page.locator("input[name=speed]").fill("5");
  await page.locator("[data-act=fit]").click();
  await page.waitForTimeout(500);
  const fitted = await camera(page);
  // The root's first son with sons of its own: collapsing it leaves a much smaller drawing.
  const target = await page.evaluate(() => {
    const s = window.pnlab.ctrl.view.snapshot;
    const created = Array.from(s.creator);
    return created.findIndex((c, id) => c === 0 && created.includes(id));
  });
  expect(target).toBeGreaterThan(0);
  await page.evaluate((id) => window.pnlab.select(id), target);
  await page.getByRole("button", { name: `Collapse node ${target}'s subtree` }).click();
  await expect.poll(() => camera(page)).not.toBe(fitted);
  await page.waitForTimeout(500);
  expect(await allInView(page)).toBe(true);
  await page.getByRole("button", { name: `Expand node ${target}'s subtree` }).click();
  // Back to the whole DAG's fit (the drawing's box differs by a label's width or so).
  const scale = (t) => Number(/scale\(([\d.]+)\)/.exec(t)[1]);
  await expect.poll(async () => Math.abs(scale(await camera(page)) / scale(fitted) - 1)).toBeLessThan(0.02);
  await page.waitForTimeout(500);
  expect(await allInView(page)).toBe(true);
});

test("the proof view shows its start after Expand all and after Collapse all", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK");
  await ready(page);
  await page.getByRole("button", { name: "Run to the end" }).click();
  await expect(page.locator("[data-act=proof]")).toBeEnabled({ timeout: 60_000 });
  await page.locator("[data-act=proof]").click();
  const view = page.locator(".proof-host");
  const startInSight = () =>
    page.evaluate(() => {
      // The proof view draws after its proof arrives from the worker: until then, not in sight.
      const scrollEl = document.querySelector(".proof-host .pv-scroll");
      const startEl = document.querySelector('.proof-host .pv-node[data-id="0"]');
      if (!scrollEl || !startEl) return false;
      const scroll = scrollEl.getBoundingClientRect();
      const start = startEl.getBoundingClientRect();
      return start.left >= scroll.left && start.right <= scroll.right;
    });
  await expect.poll(startInSight).toBe(true);
  await view.getByRole("button", { name: "Expand all" }).click();
  await expect.poll(startInSight).toBe(true);
  await view.getByRole("button", { name: "Collapse all" }).click();
  await expect.poll(startInSight).toBe(true);
  await view.getByRole("button", { name: "Expand all" }).click();
  await expect.poll(startInSight).toBe(true);
});
