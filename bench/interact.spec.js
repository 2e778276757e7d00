// Benchmark: the DAG view's answer to interactions on large solved DAGs at 1920×1080: an Overview
// band click, the focus switch, a drag, a wheel turn and a collapse, each repeated, on solved
// (6,4) K4WEAK (1,242 nodes, all drawn) and solved (7,4) K4WEAK (66,651 nodes, the final path's
// neighbourhood drawn). Each is timed from its input to the paint (interact.js: `paint`, and
// `stall`, the longest gap between frames in the half second after). Prints median and p95 of
// each; asserts the answers and node counts, and `paint` p95 under 100 ms.
// With OLD_URL (another checkout served, e.g. main's), the same is run there in the same session,
// each case first here then there: a paired before / after.
// Run: PW_PORT=<port> [OLD_URL=http://127.0.0.1:<port2>/] npx playwright test -c playwright.bench.config.mjs bench/interact.spec.js
import { test, expect } from "@playwright/test";
import { loadavg } from "node:os";
import { timed, INTERACTIONS } from "./interact.js";

const REPS = Number(process.env.REPS || 12);
const CASES = [
  { name: "(6,4)", url: "?game=clique&n=6&k=4&preset=K4WEAK&it=337", nodes: 1242, it: 337 },
  { name: "(7,4)", url: "?game=clique&n=7&k=4&preset=K4WEAK&it=16722", nodes: 66651, it: 16722 },
];
const TARGETS = [{ label: "this checkout", base: "" }, ...(process.env.OLD_URL ? [{ label: "OLD_URL", base: process.env.OLD_URL }] : [])];

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const settle = (page, ms = 400) => page.evaluate((ms) => new Promise((ok) => setTimeout(() => requestAnimationFrame(() => ok()), ms)), ms);

for (const c of CASES) {
  for (const target of TARGETS) {
    test(`${c.name} solved, interactions at 1920×1080 (${target.label})`, async ({ page }) => {
      test.setTimeout(30 * 60_000);
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.goto(`${target.base || "/"}${c.url}`);
      await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 600_000 });
      await page.locator("input[name=speed]").fill("5");
      expect(await page.evaluate(() => window.pnlab.ctrl.view.iteration)).toBe(c.it);
      expect(await page.evaluate(() => window.pnlab.ctrl.view.snapshot.level.length)).toBe(c.nodes);
      await settle(page, 1500);
      const load = loadavg()[0];
      const failures = [];
      // The old renderer takes seconds per interaction: fewer repetitions there (OLD_REPS).
      const reps = target.base ? Number(process.env.OLD_REPS || 4) : REPS;
      for (const [name, { before, act, type }] of Object.entries(INTERACTIONS)) {
        const paint = [];
        const stall = [];
        for (let i = 0; i < reps; i++) {
          if (before) await before(page, i);
          await settle(page);
          const r = await timed(page, () => act(page, i), { type });
          paint.push(r.paint);
          stall.push(r.stall);
          await settle(page);
        }
        const p95 = pct(paint, 0.95);
        console.log(
          `${c.name} ${target.label}, ${name} ×${reps}: paint median ${pct(paint, 0.5).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ` +
            `longest frame gap median ${pct(stall, 0.5).toFixed(0)} ms, p95 ${pct(stall, 0.95).toFixed(0)} ms (load ${load.toFixed(1)})`,
        );
        if (p95 >= 100) failures.push(`${name} ${p95.toFixed(0)} ms`);
      }
      if (!target.base) expect(failures, "interactions painted at p95 over 100 ms").toEqual([]);
    });
  }
}
