// prefers-reduced-motion: a step is drawn at once, finished, with no CSS animation and no
// camera glide; without it the same step plays its phases.
import { test, expect } from "@playwright/test";
import { failOnPageErrors } from "./errors.js";

failOnPageErrors();

const ready = (page) => page.waitForFunction(() => window.pnlab?.ctrl.view);
/** Steps once at the default speed; what is drawn as soon as the step is taken. */
const stepNow = (page) =>
  page.evaluate(async () => {
    const vis = window.pnlab;
    await vis.step();
    return { phase: vis.el.dataset.phase, animations: vis.dag.svg.getAnimations({ subtree: true }).length };
  });

test("reduced motion turns the animation off", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  await ready(page);
  expect(await page.locator("input[name=speed]").inputValue()).not.toBe("5");
  for (let i = 0; i < 3; i++) expect(await stepNow(page)).toEqual({ phase: "done", animations: 0 });
});

test("without reduced motion a step plays its phases", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  await page.goto("/");
  await ready(page);
  await stepNow(page);
  const second = await stepNow(page);
  expect(second.phase).toBe("select");
  expect(second.animations).toBeGreaterThan(0);
});
