// (8,4) BEST run to the end in the page, in headless Chromium at 1280×800: prints the
// controller's events with their times in ms from the click on "Run to the end" ("stopped":
// the worker's search ended; "jump": the page applied the whole DAG's view) and when the frame
// after it was painted. With a second argument, also the page's CPU profile from "stopped" to
// "jump", by function. Serve the page first (`node scripts/serve.mjs PORT`).
//
//   node scripts/bench-after-run.mjs PORT [profile]
import { chromium } from "playwright-core";
const port = process.argv[2];
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
p.on("pageerror", (e) => console.log("PAGE ERROR", e.message));
await p.goto(`http://127.0.0.1:${port}/?game=clique&n=8&k=4&preset=BEST`);
await p.waitForFunction(() => window.pnlab?.ctrl.view);
await p.evaluate(() => {
  const { ctrl } = window.pnlab;
  window.marks = [];
  const t0 = performance.now();
  window.t0 = t0;
  ctrl.addEventListener("change", ({ detail }) => window.marks.push([detail.reason, Math.round(performance.now() - t0)]));
});
const cdp = process.argv[3] ? await p.context().newCDPSession(p) : null;
await p.getByRole("button", { name: /run to the end/i }).first().click();
await p.waitForFunction(() => window.marks.some((m) => m[0] === "stopped"), null, { timeout: 900000, polling: 200 });
if (cdp) { await cdp.send("Profiler.enable"); await cdp.send("Profiler.start"); }
await p.waitForFunction(() => window.marks.some((m) => m[0] === "jump"), null, { timeout: 900000, polling: 50 });
await p.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0))));
const painted = await p.evaluate(() => Math.round(performance.now() - window.t0));
console.log(JSON.stringify(await p.evaluate(() => window.marks)), "painted", painted);
if (cdp) {
  const { profile } = await cdp.send("Profiler.stop");
  const self = new Map(); const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, k) => { const f = byId.get(id).callFrame; const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[k] ?? 0) / 1000); });
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`  ${v.toFixed(0)} ms ${k}`);
}
await b.close();
