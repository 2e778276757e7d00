// A large DAG answers at once: on solved (6,4) (1,242 nodes, every one drawn, only those near the
// viewport in the SVG) at 1920×1080, a click on an Overview band paints within 100 ms
// (bench/interact.js: from the click to the third frame after it, which waits for the answer's
// tiles), asserted with a margin for a loaded machine: under 250 ms, where SVG edges take
// 12–40 s. As SVG paths, the edges cost seconds of rasterisation per camera move; they are on a
// canvas under the SVG, and an export writes them, and the nodes away from the viewport, into
// the SVG. Zoomed out, the nodes are painted on the canvas and keep their tooltip, name and walk.
import { test, expect } from "@playwright/test";
import { timed, INTERACTIONS } from "../../bench/interact.js";

test("(6,4) solved: an Overview band click paints at once (100 ms, 250 ms asserted)", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 120_000 });
  // Every node is drawn, but only the ones near the viewport are in the SVG.
  expect(await page.evaluate(() => window.pnlab.dag.drawn.size)).toBe(1242);
  const inSvg = await page.locator(".dag .nodes > g").count();
  expect(inSvg).toBeGreaterThan(10);
  expect(inSvg).toBeLessThan(600);
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
      nodes: doc.querySelectorAll(".nodes > g").length,
      mults: doc.querySelectorAll(".mults > g").length,
      drawnMults: window.pnlab.dag.multAt.length,
    };
  });
  expect(exported.svg).toEqual(exported.canvas);
  expect(exported.canvas[0] + exported.canvas[1]).toBeGreaterThan(1000);
  expect(exported.cls).not.toMatch(/canvas/);
  // And every node and "×N" label, those away from the viewport too (out of the page's SVG again after).
  expect(exported.nodes).toBe(1242);
  expect(exported.mults).toBe(exported.drawnMults);
  expect(exported.mults).toBeGreaterThan(0);
  expect(await page.locator(".dag .nodes > g").count()).toBeLessThan(1242);
  // Small DAGs keep their edges in the SVG: the teaching view and its exports as they are.
  await page.goto("/?game=clique&n=5&k=3&it=3");
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await expect(page.locator("svg.dag")).not.toHaveClass(/edges-canvas/);
  await expect(page.locator("svg.dag path.e-first")).toBeVisible();
});

test("nodes painted on the canvas keep their tooltip, name, click and keyboard walk", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK&it=337");
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 120_000 });
  // Zoomed out until the nodes carry no numbers: they are painted on the canvas, and only the
  // nodes near the viewport were ever in the SVG.
  await page.evaluate(() => window.pnlab.dag.fit());
  await expect(page.locator("svg.dag")).toHaveClass(/nodes-canvas/);
  await expect(page.locator("svg.dag .nodes")).toBeHidden();
  // A node of level 3, where the hovered place is, in the page's pixels.
  const spot = await page.evaluate(() => {
    const dag = window.pnlab.dag;
    const snap = window.pnlab.ctrl.view.snapshot;
    const id = [...snap.level.keys()].find((i) => snap.level[i] === 3);
    const p = dag.where(id);
    const [x, y] = dag.transform().apply([p.x, p.y]);
    const box = dag.svg.getBoundingClientRect();
    return { id, x: box.left + x, y: box.top + y, said: dag.describe(id) };
  });
  await page.mouse.move(spot.x, spot.y);
  const hit = page.locator("svg.dag .hover .hit");
  await expect(hit).toHaveAttribute("data-id", String(spot.id));
  // The same tooltip an SVG node has (its <title>), and the same accessible name.
  await expect(hit.locator("title")).toHaveText(spot.said);
  await expect(hit).toHaveAttribute("aria-label", new RegExp(`^node ${spot.id}, `));
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest(".hit")?.dataset.id, spot)).toBe(String(spot.id));
  // A click on it selects the node.
  await page.mouse.click(spot.x, spot.y);
  await expect(page.locator(".inspector h3")).toContainText(`Node ${spot.id}`);
  await page.mouse.move(5, 5);
  await expect(hit).toHaveCount(0);
  // The keyboard walks the canvas's nodes: the ring is painted on the canvas, and the node said.
  const ringInk = () =>
    page.evaluate(() => {
      const dag = window.pnlab.dag;
      const canvas = dag.canvas.canvas;
      const p = dag.where(0);
      const [x, y] = dag.transform().apply([p.x, p.y]);
      const dpr = canvas.width / canvas.clientWidth;
      const r = Math.ceil(40 * dag.transform().k * dpr);
      return Array.from(canvas.getContext("2d").getImageData(Math.round(x * dpr) - r, Math.round(y * dpr) - r, 2 * r, 2 * r).data).join();
    });
  await page.evaluate(() => window.pnlab.select(1));
  const before = await ringInk();
  // Focus given without a pointer, as Tab gives it (the click above focused it by pointer).
  await page.evaluate(() => {
    const svg = window.pnlab.dag.svg;
    svg.blur();
    svg.focus();
  });
  await expect(page.locator("svg.dag")).toHaveClass(/walking/);
  await page.keyboard.press("Home");
  await expect(page.locator(".dag-host .visually-hidden")).toContainText("Node 0:");
  await expect.poll(() => page.evaluate(() => window.pnlab.dag.canvas.cursor)).toBe(0);
  await expect.poll(ringInk).not.toBe(before);
});
