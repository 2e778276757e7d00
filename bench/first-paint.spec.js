// Benchmark: each page's first paint and its time until usable, in Chromium on an emulated
// 10 Mbit/s link (Network.emulateNetworkConditions over CDP: 10 Mbit/s down, 5 up, 20 ms latency),
// each run in a fresh browser context (an empty cache). Served by scripts/serve.mjs, which does
// not compress: a host that gzips the wasm (pkg/ is 40 % of its size gzipped) sends less.
// Prints per page the median of RUNS runs: first contentful paint, usable (the page's engine
// answered: the DAG drawn, the moves listed, the element ready), and the bytes the page and its
// workers received.
// Run: PW_PORT=<port> [RUNS=5] npx playwright test -c playwright.bench.config.mjs bench/first-paint.spec.js
import { test, expect } from "@playwright/test";
import { loadavg } from "node:os";

const RUNS = Number(process.env.RUNS || 5);
const LINK = { offline: false, latency: 20, downloadThroughput: 10e6 / 8, uploadThroughput: 5e6 / 8 };
const PAGES = [
  { name: "visualiser, clique (5,3)", url: "/?game=clique&n=5&k=3", usable: () => Boolean(window.pnlab?.ctrl.view) },
  { name: "visualiser, Three Men's Morris", url: "/?game=morris&men=3", usable: () => Boolean(window.pnlab?.ctrl.view) },
  { name: "play, tic-tac-toe", url: "/play.html?game=tictactoe&side1=person&side2=person", usable: () => document.querySelectorAll("#moves button").length === 9 },
  { name: "play, Three Men's Morris", url: "/play.html?game=morris&men=3&side1=person&side2=person", usable: () => document.querySelectorAll("#moves button").length === 9 },
  { name: "compare", url: "/compare.html", usable: () => [...document.querySelectorAll("pn-search")].every((e) => e.state) && document.querySelector("pn-search") !== null },
  { name: "element, course notes", url: "/examples/course-notes.html", usable: () => [...document.querySelectorAll("pn-search")].every((e) => e.state) && document.querySelector("pn-search") !== null },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test("first paint and time to usable on an emulated 10 Mbit/s link", async ({ browser }) => {
  test.setTimeout(RUNS * PAGES.length * 60_000);
  const rows = [];
  for (const p of PAGES) {
    const runs = [];
    for (let r = 0; r < RUNS; r++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", LINK);
      let bytes = 0;
      cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
      const wasm = [];
      context.on("request", (q) => q.url().endsWith(".wasm") && wasm.push(new URL(q.url()).pathname));
      await page.goto(p.url, { waitUntil: "commit" });
      await page.waitForFunction(p.usable, null, { polling: "raf", timeout: 60_000 });
      const usable = await page.evaluate(() => performance.now());
      const fcp = await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null);
      expect(fcp).not.toBeNull();
      runs.push({ fcp, usable, bytes, wasm: [...new Set(wasm)].join(" ") });
      await context.close();
    }
    rows.push({
      page: p.name,
      fcp: Math.round(median(runs.map((x) => x.fcp))),
      usable: Math.round(median(runs.map((x) => x.usable))),
      kB: Math.round(median(runs.map((x) => x.bytes)) / 1000),
      wasm: runs[0].wasm,
    });
  }
  console.log(`\n10 Mbit/s down, 20 ms latency, median of ${RUNS} fresh contexts, load average ${loadavg()[0].toFixed(2)}`);
  console.log("| page | first contentful paint | usable | received | wasm |\n|---|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.page} | ${r.fcp} ms | ${r.usable} ms | ${r.kB} kB | ${r.wasm} |`);
});
