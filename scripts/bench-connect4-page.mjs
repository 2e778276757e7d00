// Connect-4 7×6 on the play page's engine, in headless Chromium: how long the seven values of a
// position take on positions from real play. The engine is the page's (pkg-play/, a PnPlay
// with the book the page fetches, worked in the same slices as the page's worker, on the main
// thread of a blank page). A game: a random opening of 0..MAX_PLIES plies (uniform length,
// uniform legal columns, redrawn when a random disc wins; a fixed seed), then the engine's
// perfect reply. Each game gets a fresh engine (its table empty) and times two positions: the
// opening's, where the engine is to move (also the time until the engine's move is decided),
// and the one after its reply, where the person is. Times, for each: every move's value known
// (win, draw or loss: the weak values, shown before the distances), every move's exact value
// (the report done), and the engine's move decided. Prints each position's times and then the
// median and p95 of each and the machine's load (uptime); a time past CAP_S counts as CAP_S
// and is marked ">". `d d` and
// `d d c` are timed too. Run after scripts/build-wasm.sh:
//   node scripts/bench-connect4-page.mjs [GAMES] [CAP_S]
import { loadavg } from "node:os";
import { openBenchPage } from "./bench-page.mjs";

const GAMES = Number(process.argv[2] ?? 20);
const CAP_S = Number(process.argv[3] ?? 30);
const MAX_PLIES = 20;
const SEED = 2026;
const ITERATIONS = 20_000; // per slice, as www/play/worker.js

if (!(GAMES >= 1 && CAP_S > 0)) throw new Error(`usage: bench-connect4-page.mjs [GAMES >= 1] [CAP_S > 0], got ${process.argv.slice(2).join(" ")}`);

/** Uniform integers below `n` from a fixed linear congruential generator. */
function random(seed) {
  let s = BigInt(seed);
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(n));
  };
}

const pct = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

const loadAtStart = loadavg();
const load = (l) => l.map((x) => x.toFixed(1)).join(", ");
const { page, close } = await openBenchPage();
try {
  await page.evaluate(async () => {
    const { default: init, PnPlay } = await import("/pkg-play/pnlab.js");
    await init();
    const config = { game: "connect4", cols: 7, rows: 6 };
    const probe = new PnPlay(config);
    const book = await (await fetch(`/${probe.bookFile}`)).text();
    probe.free();
    globalThis.c4 = {
      fresh() {
        globalThis.c4.play?.free();
        const p = new PnPlay(config);
        p.setBook(book);
        globalThis.c4.play = p;
      },
      /** The position's report in slices up to `capMs`: its time, the time every move had
       *  a value (exact or weak), the time its move was recommended, and the report (null
       *  past the cap). */
      time(line, capMs, iterations) {
        const p = globalThis.c4.play;
        const t = performance.now();
        let progress = p.beginReport(line);
        const valued = (r) => r.moves.every((m) => m.value != null);
        // The move the page's worker plays at once (`decided`; an older engine's is the
        // recommended move).
        const decides = (pr) => (pr.decided ?? pr.report.recommended) != null;
        let decided = decides(progress) ? 0 : null;
        let weak = valued(progress.report) ? 0 : null;
        for (;;) {
          const slice = p.advance(iterations);
          const ms = performance.now() - t;
          if (slice.report) return { ms, weak: weak ?? ms, decided: decided ?? ms, report: slice.report };
          progress = slice.progress;
          if (decided == null && decides(progress)) decided = ms;
          if (weak == null && valued(progress.report)) weak = ms;
          if (ms > capMs) return { ms, weak, decided, report: null, done: progress.done };
        }
      },
      legal(line) {
        return globalThis.c4.play.beginReport(line).report.moves.map((m) => m.label);
      },
    };
  });
  const next = random(SEED);
  const rows = [];
  const timed = async (name, line) => {
    const r = await page.evaluate(([l, cap, it]) => globalThis.c4.time(l, cap, it), [line, CAP_S * 1000, ITERATIONS]);
    const s = r.report ? r.ms / 1000 : CAP_S;
    const d = r.decided != null ? r.decided / 1000 : CAP_S;
    const w = r.weak != null ? r.weak / 1000 : CAP_S;
    rows.push({ name, line: line.join(""), s, d, w, over: !r.report });
    const secs = (ms, v) => (ms != null ? v.toFixed(2) : `>${CAP_S}`);
    console.log(
      `${name} ${line.join("") || "(start)"} [${line.length} plies]: values ${secs(r.weak, w)} s, exact ${r.report ? s.toFixed(2) : `>${CAP_S}`} s, move decided ${secs(r.decided, d)} s`,
    );
    return r.report;
  };
  for (const line of [["d", "d"], ["d", "d", "c"]]) {
    await page.evaluate(() => globalThis.c4.fresh());
    await timed("named", line);
  }
  for (let g = 0; g < GAMES; g++) {
    await page.evaluate(() => globalThis.c4.fresh());
    const plies = next(MAX_PLIES + 1);
    let line = [];
    // A random opening that does not end the game: redrawn from its start when it would.
    for (;;) {
      line = [];
      let over = false;
      for (let i = 0; i < plies && !over; i++) {
        const moves = await page.evaluate((l) => globalThis.c4.legal(l), line);
        const mv = moves[next(moves.length)];
        const r = await page.evaluate((l) => globalThis.c4.play.beginReport(l).report, [...line, mv]);
        line.push(mv);
        over = r.over != null;
      }
      if (!over) break;
    }
    const r = await timed(`game ${g + 1} engine`, line);
    if (!r?.recommended) continue;
    // The engine's perfect reply: the report's recommended move (the fastest win).
    await timed(`game ${g + 1} person`, [...line, r.recommended]);
  }
  const sample = rows.filter((r) => r.name !== "named");
  const all = sample.map((r) => r.s);
  const weak = sample.map((r) => r.w);
  const engine = sample.filter((r) => r.name.endsWith("engine")).map((r) => r.d);
  const over = sample.filter((r) => r.over).length;
  console.log(
    `${sample.length} positions from ${GAMES} games (seed ${SEED}, openings of 0..${MAX_PLIES} plies, cap ${CAP_S} s, ${over} past it): ` +
      `all seven values (win/draw/loss) median ${pct(weak, 0.5).toFixed(2)} s, p95 ${pct(weak, 0.95).toFixed(2)} s; ` +
      `all seven exact values median ${pct(all, 0.5).toFixed(2)} s, p95 ${pct(all, 0.95).toFixed(2)} s; ` +
      `the engine's move decided median ${pct(engine, 0.5).toFixed(2)} s, p95 ${pct(engine, 0.95).toFixed(2)} s; ` +
      `load (1, 5, 15 min) ${load(loadAtStart)} at the start, ${load(loadavg())} at the end`,
  );
} finally {
  await close();
}
