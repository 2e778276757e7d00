// A large DAG answers at once: on solved (6,4) (1,242 nodes, every one drawn) at 1920×1080, a
// click on an Overview band paints within 100 ms (bench/interact.js: from the click to the third
// frame after it, which waits for the answer's tiles), asserted with a margin for a loaded
// machine: under 250 ms, where SVG edges take 12–40 s. As SVG paths, the edges cost seconds of
// rasterisation per camera move; they are on a canvas under the SVG, and an export writes them
// into the SVG.
import { test, expect } from "@playwright/test";
import { timed, INTERACTIONS } from "../../bench/interact.js";

test("(6,4) solved: an Overview band click paints at once (100 ms, 250 ms asserted)", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 120_000 });
  expect(await page.locator(".dag .nodes > g").count()).toBe(1242);
  // The edges are on the canvas, and the SVG keeps them for exports, not displayed.
  await expect(page.locator("svg.dag")).toHaveClass(/edges-canvas/);
  await expect(page.locator("svg.dag .edges")).toBeHidden();
  const { before, act } = INTERACTIONS["Overview band click"];
  const paints = [];
  // Best of three: the machine running the tests is shared, and one click landing on a busy
  // moment says nothing about the renderer.
  for (let i = 0; i < 3; i++) {
    await before(page, i);
    const r = await timed(page, () => act(page, i));
    paints.push(r.paint);
    await page.waitForTimeout(400);
  }
  // The camera went to the level clicked last (level 4 on even clicks): its nodes are shown.
  const shown = await page.evaluate(() => {
    const { k } = window.pnlab.dag.transform();
    return { k, level4: [...document.querySelectorAll(".dag .nodes > g:not(.far)")].filter((g) => window.pnlab.ctrl.view.snapshot.level[g.dataset.id] === 4).length };
  });
  expect(shown.k).toBeGreaterThanOrEqual(0.75);
  expect(shown.level4).toBeGreaterThan(10);
  console.log(`(6,4) Overview band clicks painted in ${paints.map((p) => p.toFixed(0)).join(", ")} ms`);
  expect(Math.min(...paints), `paints ${paints.map((p) => p.toFixed(0)).join(", ")} ms`).toBeLessThan(250);
});

test("the canvas strokes the edges the SVG holds", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 120_000 });
  // Where an edge crosses the middle of the view, the canvas has ink; it has none in an empty
  // corner above the root.
  const ink = await page.evaluate(() => {
    const canvas = document.querySelector(".dag-host canvas");
    const ctx = canvas.getContext("2d");
    const inked = (x, y, w, h) => {
      const d = ctx.getImageData(x, y, w, h).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i]) n++;
      return n;
    };
    return { middle: inked(0, canvas.height / 2 - 20, canvas.width, 40), corner: inked(0, 0, 40, 10) };
  });
  expect(ink.middle).toBeGreaterThan(20);
  expect(ink.corner).toBe(0);
  // An export holds every edge the canvas has, displayed.
  const exported = await page.evaluate(async () => {
    const { svgText } = await import("/view/exporter.js");
    const doc = new DOMParser().parseFromString(svgText(document.querySelector("svg.dag")), "image/svg+xml");
    const kinds = ["first", "trans", "deleted"];
    return {
      svg: kinds.map((k) => (doc.querySelector(`.e-${k}`).getAttribute("d").match(/M/g) ?? []).length),
      canvas: kinds.map((k) => window.pnlab.dag.canvas.curves[k].length / 4),
      cls: doc.documentElement.getAttribute("class"),
    };
  });
  expect(exported.svg).toEqual(exported.canvas);
  expect(exported.canvas[0] + exported.canvas[1]).toBeGreaterThan(1000);
  expect(exported.cls).not.toMatch(/canvas/);
  // Small DAGs keep their edges in the SVG: the teaching view and its exports as they are.
  await page.goto("/?game=clique&n=5&k=3&it=3");
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(page.locator("svg.dag")).not.toHaveClass(/edges-canvas/);
  await expect(page.locator("svg.dag path.e-first")).toBeVisible();
});
