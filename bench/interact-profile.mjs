// Where an interaction's script time goes: the self time of each function (Chromium's sampling
// profiler through the DevTools protocol) over REPS (default 6) of one interaction of
// bench/interact.js, on solved (6,4) K4WEAK at W×H (default 1920×1080); the top 25 per interaction.
// Usage: node bench/interact-profile.mjs [checkout, default .] [port, default 8131] [interaction, default "node click"]
import { chromium } from "@playwright/test";
import { spawn } from "node:child_process";
import { resolve } from "node:path";
const dir = resolve(process.argv[2] ?? ".");
const port = Number(process.argv[3] ?? 8131);
const name = process.argv[4] ?? "node click";
const reps = Number(process.env.REPS || 6);
const url = process.env.URL_Q || "?game=clique&n=6&k=4&preset=K4WEAK&it=337";
// This checkout's interactions, whichever checkout is served.
const { timed, INTERACTIONS } = await import("./interact.js");
const server = spawn("node", [`${dir}/scripts/serve.mjs`, String(port)], { stdio: "ignore" });
await new Promise((r) => setTimeout(r, 800));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--disable-background-networking", "--no-first-run"] });
try {
  const page = await browser.newPage({ viewport: { width: Number(process.env.W || 1920), height: Number(process.env.H || 1080) } });
  await page.goto(`http://127.0.0.1:${port}/${url}`);
  await page.waitForFunction(() => window.pnlab?.ctrl.view?.result === "draw", null, { timeout: 600_000 });
  await page.locator("input[name=speed]").fill("5");
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
  const self = new Map();
  const { before, act, type } = INTERACTIONS[name];
  const paints = [];
  for (let i = 0; i < reps; i++) {
    if (before) await before(page, i);
    await page.waitForTimeout(400);
    await cdp.send("Profiler.start");
    const r = await timed(page, () => act(page, i), { type });
    paints.push(r.paint);
    const { profile } = await cdp.send("Profiler.stop");
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    for (let s = 0; s < profile.samples.length; s++) {
      const n = byId.get(profile.samples[s]);
      const f = n.callFrame;
      const key = `${f.functionName || "(anon)"} ${f.url.split("/").pop()}:${f.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + (dt[s] ?? 0) / 1000);
    }
  }
  console.log(`${dir} ${name}: paints ${paints.map((p) => p.toFixed(0)).join(" ")}`);
  for (const [k, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${(ms / reps).toFixed(2)} ms  ${k}`);
} finally {
  await browser.close();
  server.kill();
}
