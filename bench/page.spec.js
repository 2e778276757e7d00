// Benchmark: one step plus rendering in real Chromium at 1920×1080, over the whole (6,4) K4WEAK solve
// (1,241 nodes at the end) and over the last steps of (7,4) with 66,000+ nodes. Each step is a
// click on Step (animations off), timed until the frame that shows it is painted: the time until
// the step is drawn (the worker's reply included), plus the work of the next frame (the panels'
// and the page's frame callbacks, style, layout, paint), from that frame's start or the end of
// the step, whichever is later. Only the wait for the display's next frame (up to 16.7 ms of
// idle at 60 Hz) is left out. Asserts the answer and the node count, prints the median, and holds
// the median under 16 ms. Run: npm run bench:page; PAGE_BASE=http://127.0.0.1:<port> runs it on
// another checkout served there (a paired before / after).
import { test, expect } from "@playwright/test";

/** In the page: clicks Step until the search is solved; per step {busy, wall, worker} in ms (see
 *  above; `wall` counts the wait for the display's frame too, `worker` is the worker's reply). */
function stepAll() {
  const vis = window.pnlab;
  const button = vis.el.querySelector("[data-act=step]");
  const engine = vis.ctrl.engine;
  const stepView = engine.stepView.bind(engine);
  let worker = 0;
  engine.stepView = async (args) => {
    const t = performance.now();
    const v = await stepView(args);
    worker = performance.now() - t;
    return v;
  };
  // After the frame's rendering: a task queued from the frame's last callback runs after the
  // style, layout and paint of that frame.
  const painted = () =>
    new Promise((resolve) =>
      requestAnimationFrame((frameStart) => {
        const ch = new MessageChannel();
        ch.port1.onmessage = () => resolve({ frameStart, end: performance.now() });
        ch.port2.postMessage(null);
      }),
    );
  return new Promise((resolve) => {
    const out = [];
    const next = () => {
      if (vis.ctrl.solved) {
        vis.removeEventListener("step", onStep);
        resolve(out);
        return;
      }
      worker = 0;
      t0 = performance.now();
      button.click();
    };
    let t0 = 0;
    const onStep = async () => {
      const drawn = performance.now();
      const { frameStart, end } = await painted();
      out.push({ busy: drawn - t0 + (end - Math.max(frameStart, drawn)), wall: end - t0, worker });
      next();
    };
    vis.addEventListener("step", onStep);
    next();
  });
}

const BASE = process.env.PAGE_BASE ?? "";
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * p)];

test("(6,4) K4WEAK: step + render median under 16 ms", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${BASE}/?game=clique&n=6&k=4&preset=K4WEAK`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view);
  await page.locator("input[name=speed]").fill("5");
  const steps = await page.evaluate(stepAll);
  const times = steps.map((x) => x.busy);
  const result = await page.evaluate(() => ({ ...window.pnlab.ctrl.view, snapshot: null }));
  expect(result.result).toBe("draw");
  expect(result.iteration).toBe(337);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBe(1242);
  // Every node drawn (those near the viewport in the SVG, dagview.js #cull).
  expect(await page.evaluate(() => window.pnlab.dag.drawn.size)).toBe(1242);
  expect(times.length).toBe(337);
  console.log(
    `(6,4) K4WEAK, ${times.length} steps up to 1,242 nodes: step + render median ${median(times).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...times).toFixed(1)} ms; worker's reply median ${median(steps.map((x) => x.worker)).toFixed(1)} ms; ` +
      `click to painted frame (with the display's wait) median ${median(steps.map((x) => x.wall)).toFixed(1)} ms`,
  );
  expect(median(times)).toBeLessThan(16);
});

// Issue 14: "with a solved (7,4) DAG (66,650 nodes) on screen, a step plus its rendering takes
// < 16 ms median". The last 40 iterations of (7,4) K4WEAK are stepped with the DAG at 66,000
// nodes and more on screen, timed as above; the answer and the final node count are asserted.
test("(7,4) K4WEAK: step + render median under 16 ms with 66,000+ nodes on screen", async ({ page }) => {
  test.setTimeout(600_000);
  const last = 16722;
  const steps = 40;
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${BASE}/?game=clique&n=7&k=4&preset=K4WEAK&it=${last - steps}`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view, null, { timeout: 300_000 });
  await page.locator("input[name=speed]").fill("5");
  const stepped = await page.evaluate(stepAll);
  const times = stepped.map((x) => x.busy);
  const result = await page.evaluate(() => ({ ...window.pnlab.ctrl.view, snapshot: null, rootChart: null }));
  expect(result.result).toBe("draw");
  expect(result.iteration).toBe(last);
  expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBe(66651);
  expect(times.length).toBe(steps);
  console.log(
    `(7,4) K4WEAK, the last ${times.length} steps at 66,000+ nodes: step + render median ${median(times).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms, ` +
      `max ${Math.max(...times).toFixed(1)} ms; worker's reply median ${median(stepped.map((x) => x.worker)).toFixed(1)} ms; ` +
      `click to painted frame (with the display's wait) median ${median(stepped.map((x) => x.wall)).toFixed(1)} ms`,
  );
  expect(median(times)).toBeLessThan(16);
});
