// (7,4) under BEST solved in real headless Chromium (wasm, main thread of a page) and natively,
// paired: each round runs the browser once and the native program once, so both see the same
// load on this shared machine, and the figure is the median of the rounds' ratios. Warm-up
// rounds come first and are not counted: the first wasm solves run 3–5× slower than the steady
// state while the engine's tiers compile. Asserts both created the same number of nodes, and
// fails when the browser is more than 1.5× slower. Run after scripts/build-wasm.sh and
// `cargo build --release`.
import { execFileSync } from "node:child_process";
import { chromium } from "@playwright/test";
import { serve } from "./serve.mjs";

const WARM_UP = 3;
const ROUNDS = 15;
const CONFIG = { game: "clique", n: 7, k: 4, preset: "BEST" };
const LIMIT = 1.5;

function native() {
  const out = execFileSync("target/release/pnlab", ["solve", "clique", "--n", "7", "--k", "4", "--preset", "BEST", "--json"]);
  const r = JSON.parse(out);
  return { ms: r.seconds * 1000, created: r.createdNodes };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

const { server, url } = await serve(0);
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate(async () => {
    const { default: init, PnSearch } = await import("/pkg/pnlab.js");
    await init();
    globalThis.solveOnce = (config) => {
      const s = new PnSearch(config);
      const t = performance.now();
      const p = s.run();
      const ms = performance.now() - t;
      s.free();
      return { ms, created: p.createdNodes };
    };
  });
  const rounds = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const wasm = await page.evaluate((config) => globalThis.solveOnce(config), CONFIG);
    const nat = native();
    if (wasm.created !== nat.created) throw new Error(`created nodes differ: wasm ${wasm.created}, native ${nat.created}`);
    if (i >= WARM_UP) rounds.push({ wasm: wasm.ms, nat: nat.ms, ratio: wasm.ms / nat.ms, created: nat.created });
  }
  const ratio = median(rounds.map((r) => r.ratio));
  const w = median(rounds.map((r) => r.wasm));
  const n = median(rounds.map((r) => r.nat));
  console.log(
    `(7,4) BEST, ${rounds[0].created} nodes, median of ${ROUNDS} paired rounds after ${WARM_UP} warm-up: ` +
      `native ${n.toFixed(1)} ms, Chromium wasm ${w.toFixed(1)} ms, ratio ${ratio.toFixed(2)} ` +
      `(rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(", ")})`,
  );
  if (ratio > LIMIT) {
    console.error(`the browser is ${ratio.toFixed(2)}× slower than native; the target is ${LIMIT}×`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.close();
}
