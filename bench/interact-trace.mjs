// Where an interaction's time goes: each interaction of bench/interact.js on solved (6,4)
// K4WEAK at 1920×1080, traced in Chromium, with the renderer's main-thread time per kind of work
// (style, layout, paint, script, the commit of canvases and layers) and the SVG's element count.
// The figures of docs/performance-browser.md, "The DAG view at scale".
// Usage: node bench/interact-trace.mjs [checkout, default .] [port, default 8131]
//   REPS (default 4) per interaction; ONLY=<name>[,<name>] to trace some of them.
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { timed, INTERACTIONS } from "./interact.js";

const dir = resolve(process.argv[2] ?? ".");
const port = Number(process.argv[3] ?? 8131);
const reps = Number(process.env.REPS || 4);
const only = (process.env.ONLY || "").split(",").filter(Boolean);
const KINDS = ["UpdateLayoutTree", "Layout", "PrePaint", "Paint", "Layerize", "Commit", "FunctionCall", "EventDispatch", "FireAnimationFrame"];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const server = spawn("node", [`${dir}/scripts/serve.mjs`, String(port)], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-background-networking", "--no-first-run"] });
try {
  const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
  await page.goto(`http://127.0.0.1:${port}/?game=clique&n=6&k=4&preset=K4WEAK&it=337`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 600_000 });
  await page.locator("input[name=speed]").fill("5");
  await page.waitForTimeout(1500);
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(`${dir}, load ${load}; SVG elements after loading: ${await page.evaluate(() => document.querySelectorAll("svg.dag *").length)}`);
  for (const [name, { before, act, type }] of Object.entries(INTERACTIONS)) {
    if (only.length && !only.includes(name)) continue;
    const paints = [];
    const sums = Object.fromEntries(KINDS.map((k) => [k, []]));
    const elements = [];
    for (let i = 0; i < reps; i++) {
      if (before) await before(page, i);
      await page.waitForTimeout(400);
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"] });
      const r = await timed(page, () => act(page, i), { type });
      const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
      paints.push(r.paint);
      elements.push(await page.evaluate(() => document.querySelectorAll("svg.dag *").length));
      const threads = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
      const main = (e) => threads.get(`${e.pid}:${e.tid}`) === "CrRendererMain";
      // Nested events (a style pass forced inside script) count in both kinds.
      for (const k of KINDS) sums[k].push(events.filter((e) => e.ph === "X" && e.name === k && main(e)).reduce((a, e) => a + e.dur, 0) / 1000);
    }
    const parts = KINDS.map((k) => `${k} ${median(sums[k]).toFixed(1)}`).join(", ");
    console.log(`${name} ×${reps}: paint median ${median(paints).toFixed(0)} ms; main thread per interaction, median ms: ${parts}; SVG elements after: ${median(elements)}`);
  }
} finally {
  await browser.close();
  server.kill();
}
