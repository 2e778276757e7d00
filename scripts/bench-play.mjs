// The play page's move information for the Connect-4 5×4 start position, in headless Chromium
// (wasm, a fresh PnPlay each round) and natively (`pnlab moves … --json`), paired: each round
// runs both, so both see the same load on this shared machine; medians of the rounds after a
// warm-up. Asserts both give the same value and distance for every move, and that the browser
// takes under 2 s. Run after scripts/build-wasm.sh and `cargo build --release`.
import { execFileSync } from "node:child_process";
import { median, openBenchPage, pnlabBin } from "./bench-page.mjs";

const WARM_UP = 2;
const ROUNDS = 7;
const CONFIG = { game: "connect4", cols: 5, rows: 4 };
const LIMIT_MS = 2000;

const shown = (r) => r.moves.map((m) => `${m.label}:${m.value}:${m.plies}`).join(" ");

function native() {
  const out = execFileSync(pnlabBin, ["moves", "connect4", "--cols", "5", "--rows", "4", "--json"]);
  const r = JSON.parse(out);
  return { ms: r.seconds * 1000, moves: shown(r) };
}

const { page, close } = await openBenchPage();
try {
  await page.evaluate(async () => {
    const { default: init, PnPlay } = await import("/pkg/pnlab.js");
    await init();
    globalThis.reportOnce = (config) => {
      const t = performance.now();
      const p = new PnPlay(config);
      const r = p.report([]);
      const ms = performance.now() - t;
      p.free();
      return { ms, r };
    };
  });
  const rounds = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    const { ms, r } = await page.evaluate((config) => globalThis.reportOnce(config), CONFIG);
    const nat = native();
    if (shown(r) !== nat.moves) throw new Error(`the move information differs: wasm ${shown(r)}, native ${nat.moves}`);
    if (i >= WARM_UP) rounds.push({ wasm: ms, nat: nat.ms, moves: nat.moves });
  }
  const w = median(rounds.map((r) => r.wasm));
  const n = median(rounds.map((r) => r.nat));
  console.log(
    `Connect-4 5×4 start, move information (${rounds[0].moves}), median of ${ROUNDS} paired rounds after ${WARM_UP} warm-up: ` +
      `native ${n.toFixed(0)} ms, Chromium wasm ${w.toFixed(0)} ms, ratio ${(w / n).toFixed(2)}`,
  );
  if (w > LIMIT_MS) {
    console.error(`the browser took ${w.toFixed(0)} ms: more than ${LIMIT_MS} ms`);
    process.exitCode = 1;
  }
} finally {
  await close();
}
