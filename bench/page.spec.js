// Benchmark: one step plus rendering in real Chromium, over the whole (6,4) K4WEAK solve
// (1,241 nodes at the end). Each step is timed from the request to the worker until the DOM is
// updated and laid out (animations off). Asserts the answer and the node count, prints the
// median, and holds the median under 16 ms. Run: npm run bench:page
import { test, expect } from "@playwright/test";

test("(6,4) K4WEAK: step + render median under 16 ms", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?game=clique&n=6&k=4&preset=K4WEAK");
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await page.locator("input[name=speed]").fill("5");
  const times = await page.evaluate(async () => {
    const vis = window.pnlab;
    const out = [];
    for (;;) {
      const t = performance.now();
      const stepped = await vis.ctrl.step();
      if (!stepped) break;
      vis.dag.svg.getBBox(); // forces style and layout of the updated SVG
      document.body.offsetHeight;
      out.push(performance.now() - t);
    }
    return out;
  });
  const result = await page.evaluate(() => ({ ...window.pnlab.ctrl.view, snapshot: null }));
  expect(result.result).toBe("draw");
  expect(result.iteration).toBe(337);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBe(1242);
  expect(await page.locator(".dag .nodes > g").count()).toBe(1242);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const p90 = sorted[Math.floor(sorted.length * 0.9)];
  console.log(`(6,4) K4WEAK, ${times.length} steps up to 1,242 nodes: step + render median ${median.toFixed(2)} ms, p90 ${p90.toFixed(2)} ms, max ${sorted[sorted.length - 1].toFixed(2)} ms`);
  expect(median).toBeLessThan(16);
});

// Issue 14: "with a solved (7,4) DAG (66,650 nodes) on screen, a step plus its rendering takes
// < 16 ms median". The last 40 iterations of (7,4) K4WEAK are stepped with the DAG at 66,000
// nodes and more on screen, timed as above; the answer and the final node count are asserted.
test("(7,4) K4WEAK: step + render median under 16 ms with 66,000+ nodes on screen", async ({ page }) => {
  test.setTimeout(600_000);
  const last = 16722;
  const steps = 40;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/?game=clique&n=7&k=4&preset=K4WEAK&it=${last - steps}`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view, null, { timeout: 300_000 });
  await page.locator("input[name=speed]").fill("5");
  const { times, worker } = await page.evaluate(async () => {
    const vis = window.pnlab;
    const out = [];
    // The share of the worker: from the request until its view (the step's delta) arrives;
    // work the page left to the next frames (panels, the address) delays it too.
    const worker = [];
    const engine = vis.ctrl.engine;
    const stepView = engine.stepView.bind(engine);
    engine.stepView = async (args) => {
      const t = performance.now();
      const v = await stepView(args);
      worker.push(performance.now() - t);
      return v;
    };
    for (;;) {
      const t = performance.now();
      const stepped = await vis.ctrl.step();
      if (!stepped) break;
      vis.dag.svg.getBBox();
      document.body.offsetHeight;
      out.push(performance.now() - t);
    }
    return { times: out, worker };
  });
  const result = await page.evaluate(() => ({ ...window.pnlab.ctrl.view, snapshot: null, rootHistory: null }));
  expect(result.result).toBe("draw");
  expect(result.iteration).toBe(last);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBe(66651);
  expect(times.length).toBe(steps);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const workerMedian = [...worker].sort((a, b) => a - b)[Math.floor(worker.length / 2)];
  console.log(
    `(7,4) K4WEAK, the last ${times.length} steps at 66,000+ nodes: step + render median ${median.toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms; ` +
      `of which the worker's reply (step + delta) median ${workerMedian.toFixed(1)} ms`,
  );
  expect(median).toBeLessThan(16);
});
