// CPU time per step in Chromium, from a performance trace: the page's main thread and the
// engine's worker, per step clicked as bench/page.spec.js clicks them (Step, the "step" event,
// the painted frame). Thread time, unlike wall time, holds up on a shared, loaded machine, so two
// checkouts can be compared in one session (docs/visualiser.md "Speed").
// Usage: node bench/step-cpu.mjs [checkout, default .] [port, default 8163]
//   (7,4) K4WEAK's last 40 steps; with SIX=<iteration>, (6,4) K4WEAK from that iteration on.
// The checkout needs pkg/ built (scripts/build-wasm.sh).
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { median } from "../scripts/bench-page.mjs";

const dir = resolve(process.argv[2] ?? ".");
const port = Number(process.argv[3] ?? 8163);
const six = process.env.SIX;
const server = spawn("node", [`${dir}/scripts/serve.mjs`, String(port)], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-background-networking", "--no-first-run"] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const query = six ? `game=clique&n=6&k=4&preset=K4WEAK&it=${six}` : "game=clique&n=7&k=4&preset=K4WEAK&it=16682";
  await page.goto(`http://127.0.0.1:${port}/?${query}`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view, null, { timeout: 300_000 });
  await page.locator("input[name=speed]").fill("5");
  await page.waitForTimeout(300);
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "toplevel"] });
  // Each step: a mark, a click, and after its painted frame a mark; 30 ms apart, so one step's
  // deferred work is not counted in the next.
  await page.evaluate(
    () =>
      new Promise((done) => {
        const vis = window.pnlab;
        const button = vis.el.querySelector("[data-act=step]");
        const next = () => {
          if (vis.ctrl.solved) return done();
          performance.mark("step-start");
          button.click();
        };
        vis.addEventListener("step", () =>
          requestAnimationFrame(() => {
            const ch = new MessageChannel();
            ch.port1.onmessage = () => {
              performance.mark("step-painted");
              setTimeout(next, 30);
            };
            ch.port2.postMessage(null);
          }),
        );
        next();
      }),
  );
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const threads = new Map(events.filter((e) => e.name === "thread_name").map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const key = (e) => `${e.pid}:${e.tid}`;
  const main = [...threads].find(([k, name]) => name === "CrRendererMain" && events.some((e) => key(e) === k && e.name === "UpdateLayoutTree"))[0];
  const pid = main.split(":")[0];
  const workers = [...threads].filter(([k, name]) => k.startsWith(`${pid}:`) && /Worker/.test(name)).map(([k]) => k);
  const marks = (name) => events.filter((e) => e.name === name).map((e) => e.ts).sort((a, b) => a - b);
  const starts = marks("step-start");
  const ends = marks("step-painted");
  if (starts.length !== ends.length) throw new Error(`${starts.length} steps started but ${ends.length} painted`);
  if (process.env.DEBUG) console.log(starts.map((t, i) => ((ends[i] - t) / 1000).toFixed(0)).join(" "));
  // Top-level tasks of a thread (task events nest), with their thread time (tdur).
  const tasks = (k) => {
    const list = events.filter((e) => key(e) === k && e.ph === "X" && e.tdur !== undefined && (e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask")).sort((a, b) => a.ts - b.ts);
    const top = [];
    let end = -1;
    for (const e of list) if (e.ts >= end) top.push(e), (end = e.ts + e.dur);
    return top;
  };
  const within = (list, i) => list.filter((e) => e.ts >= starts[i] - 200 && e.ts < ends[i]).reduce((a, e) => a + e.tdur, 0) / 1000;
  const mainTasks = tasks(main);
  const workerTasks = workers.flatMap(tasks);
  const steps = starts.map((_, i) => i);
  const inMain = (name) => median(steps.map((i) => within(events.filter((e) => key(e) === main && e.ph === "X" && e.name === name && e.tdur !== undefined), i)));
  const load = readFileSync("/proc/loadavg", "utf8").split(" ")[0];
  console.log(
    `${dir}, ${six ? `(6,4) from iteration ${six}` : "(7,4) last 40"}: ${steps.length} steps, load ${load}; CPU per step, median: ` +
      `main thread ${median(steps.map((i) => within(mainTasks, i))).toFixed(1)} ms (of which script ${inMain("FunctionCall").toFixed(1)}, ` +
      `layout ${inMain("Layout").toFixed(1)}, paint ${(inMain("PrePaint") + inMain("Paint") + inMain("Layerize")).toFixed(1)}), worker ${median(steps.map((i) => within(workerTasks, i))).toFixed(1)} ms; ` +
      `wall to painted ${median(steps.map((i) => (ends[i] - starts[i]) / 1000)).toFixed(1)} ms`,
  );
} finally {
  await browser.close();
  server.kill();
}
