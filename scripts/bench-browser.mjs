// (7,4) under BEST solved in real headless Chromium (wasm, main thread of a page) and natively,
// in the same run; prints both times and their ratio, and fails when the browser is more than
// 1.5× slower. Run after scripts/build-wasm.sh and `cargo build --release`.
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { serve } from "./serve.mjs";

const RUNS = 5;
const CONFIG = { game: "clique", n: 7, k: 4, preset: "BEST" };
const LIMIT = 1.5;

function native() {
  let best = Infinity;
  let created = 0;
  for (let i = 0; i < RUNS; i++) {
    const out = execFileSync("target/release/pnlab", ["solve", "clique", "--n", "7", "--k", "4", "--preset", "BEST", "--json"]);
    const r = JSON.parse(out);
    best = Math.min(best, r.seconds * 1000);
    created = r.createdNodes;
  }
  return { ms: best, created };
}

const { server, url } = await serve(0);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  const wasm = await page.evaluate(
    async ({ config, runs }) => {
      const { default: init, PnSearch } = await import("/pkg/pnlab.js");
      await init();
      let best = Infinity;
      let created = 0;
      for (let i = 0; i < runs; i++) {
        const s = new PnSearch(config);
        const t = performance.now();
        const p = s.run();
        best = Math.min(best, performance.now() - t);
        created = p.createdNodes;
        s.free();
      }
      return { ms: best, created };
    },
    { config: CONFIG, runs: RUNS },
  );
  const nat = native();
  const ratio = wasm.ms / nat.ms;
  console.log(`(7,4) BEST, best of ${RUNS}: native ${nat.ms.toFixed(1)} ms, Chromium wasm ${wasm.ms.toFixed(1)} ms, ratio ${ratio.toFixed(2)}`);
  if (wasm.created !== nat.created) throw new Error(`created nodes differ: wasm ${wasm.created}, native ${nat.created}`);
  if (ratio > LIMIT) {
    console.error(`the browser is ${ratio.toFixed(2)}× slower than native; the target is ${LIMIT}×`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.close();
}
