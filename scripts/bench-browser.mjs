// (7,4) under BEST solved in real headless Chromium (wasm, main thread of a page) and natively,
// paired: each round runs the browser once and the native program once, so both see the same
// load on this shared machine, and the figure is the median of the rounds' ratios. Warm-up
// rounds come first and are not counted: the first wasm solves run 3–5× slower than the steady
// state while the engine's tiers compile. Asserts both created the same number of nodes; the
// ratio is reported, a figure rather than a target. Run after scripts/build-wasm.sh and
// `cargo build --release`.
//
// Each round is also timed in CPU time, which the load of this shared machine disturbs far less
// than wall time: the page's renderer processes' CPU (every thread's of this run's own browser, from
// /proc/PID/task/TID/schedstat, in ns) around the solve alone (the handle made and freed in
// calls of their own), against the CLI's solve path in the same binary build with the CLI's
// allocator, `examples/browser_paths.rs`'s `direct` (the thread's CPU around `run(None)`). It
// needs `cargo build --release --example browser_paths`; without it only wall time is shown.
// A third figure pairs the page with the same work natively (`session`: the page's session with
// its undo journal, which the CLI does not keep) to tell the engine's code apart from the page's
// extra work.
// The wall-time ratio is the headline figure: it is what a user waits.
//
// `--large`: (8,4) BEST instead, the lecture solve (minutes natively), in fewer rounds
// (one warm-up (7,4) solve, then `--rounds N`, default 1), under the browser's largest memory
// budget; it also checks the disproof in the page and reports the peak of the wasm memory.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { median, openBenchPage, pnlabBin } from "./bench-page.mjs";
import { descendants, processParents } from "./proc-tree.mjs";

const LARGE = process.argv.includes("--large");
const arg = (name, d) => {
  const i = process.argv.indexOf(name);
  return i < 0 ? d : Number(process.argv[i + 1]);
};
const N = LARGE ? 8 : 7;
const WARM_UP = LARGE ? 0 : 3;
const ROUNDS = LARGE ? arg("--rounds", 1) : 15;
// The browser's largest budget is the page's default cap (www/engine/budget.js), 3.25 GiB; (8,4)
// BEST no longer fits in 3 GiB once the root's history is counted with the view.
const CONFIG = { game: "clique", n: N, k: 4, preset: "BEST", ...(LARGE ? { limits: { maxBytes: 3.25 * 2 ** 30 } } : {}) };

function native() {
  const out = execFileSync(pnlabBin, ["solve", "clique", "--n", String(N), "--k", "4", "--preset", "BEST", "--json"], {
    maxBuffer: 1 << 26,
  });
  const r = JSON.parse(out);
  return { ms: r.seconds * 1000, created: r.createdNodes };
}

// A native path's solve in CPU time (`direct`: the CLI's; `session`: the page's work, journal
// included, natively), or null without the example's binary.
const pathsBin = pnlabBin.replace(/pnlab$/, "examples/browser_paths");
function nativeCpu(path) {
  if (LARGE || !existsSync(pathsBin)) return null;
  const out = execFileSync(pathsBin, [String(N), "1", path]).toString();
  const m = out.match(/median\s+([\d.]+) ms CPU over 1 rounds \((\d+) nodes\)/);
  if (!m) throw new Error(`browser_paths said: ${out}`);
  return { ms: Number(m[1]), created: Number(m[2]) };
}

// Nanoseconds on CPU of every thread of this benchmark's own Chromium's renderer processes (the
// page's): the descendants of the browser it launched, not another program's Chromium.
function rendererNs(browserPid) {
  let ns = 0;
  for (const pid of descendants(processParents(), browserPid)) {
    let cmd;
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (!cmd.includes("--type=renderer")) continue;
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]);
      }
    } catch {
      // A thread or process that ended meanwhile.
    }
  }
  return ns;
}

const { page, close, browser } = await openBenchPage();
const browserPid = browser.process().pid;
try {
  await page.evaluate(async () => {
    const { default: init, PnSearch } = await import("/pkg/pnlab.js");
    const exports = await init();
    globalThis.wasmMemoryBytes = () => exports.memory.buffer.byteLength;
    globalThis.make = (config) => {
      globalThis.handle = new PnSearch(config);
    };
    globalThis.solveOnce = (config, check) => {
      const s = globalThis.handle ?? new PnSearch(config);
      globalThis.handle = null;
      const t = performance.now();
      const p = s.run();
      const ms = performance.now() - t;
      const out = { ms, created: p.createdNodes, result: p.result, status: p.status, bytes: p.bytes };
      if (check) {
        const c = performance.now();
        out.positions = s.verify().positions;
        out.checkMs = performance.now() - c;
      }
      globalThis.done = s;
      return out;
    };
    globalThis.freeDone = () => globalThis.done.free();
  });
  if (LARGE) {
    // One (7,4) solve first, so the engine's code is compiled at its top tier.
    await page.evaluate(() => globalThis.solveOnce({ game: "clique", n: 7, k: 4, preset: "BEST" }, false));
  }
  const rounds = [];
  for (let i = 0; i < WARM_UP + ROUNDS; i++) {
    await page.evaluate((config) => globalThis.make(config), CONFIG);
    const before = rendererNs(browserPid);
    const wasm = await page.evaluate(([config, check]) => globalThis.solveOnce(config, check), [CONFIG, LARGE]);
    wasm.cpu = (rendererNs(browserPid) - before) / 1e6;
    await page.evaluate(() => globalThis.freeDone());
    if (wasm.status !== "solved") throw new Error(`the browser's solve ended ${wasm.status} (${wasm.result})`);
    const nat = native();
    const natCpu = nativeCpu("direct");
    const natSession = nativeCpu("session");
    for (const c of [natCpu, natSession]) {
      if (c && c.created !== wasm.created) {
        throw new Error(`created nodes differ: wasm ${wasm.created}, browser_paths ${c.created}`);
      }
    }
    if (LARGE) {
      const wasmMemory = await page.evaluate(() => globalThis.wasmMemoryBytes());
      console.log(
        `(8,4) BEST in Chromium: ${wasm.result}, ${wasm.created} nodes, ${(wasm.ms / 1000).toFixed(1)} s, ` +
          `search ${(wasm.bytes / 2 ** 20).toFixed(0)} MiB` +
          (wasmMemory ? `, wasm memory ${(wasmMemory / 2 ** 20).toFixed(0)} MiB` : "") +
          `; disproof checked in the page: ${wasm.positions} positions in ${(wasm.checkMs / 1000).toFixed(1)} s; ` +
          `native ${(nat.ms / 1000).toFixed(1)} s`,
      );
    }
    if (wasm.created !== nat.created) throw new Error(`created nodes differ: wasm ${wasm.created}, native ${nat.created}`);
    if (i >= WARM_UP) {
      rounds.push({ wasm: wasm.ms, nat: nat.ms, ratio: wasm.ms / nat.ms, created: nat.created, wasmCpu: wasm.cpu, natCpu, natSession });
    }
  }
  const ratio = median(rounds.map((r) => r.ratio));
  const w = median(rounds.map((r) => r.wasm));
  const n = median(rounds.map((r) => r.nat));
  console.log(
    `(${N},4) BEST, ${rounds[0].created} nodes, median of ${ROUNDS} paired rounds after ${WARM_UP} warm-up: ` +
      `native ${n.toFixed(1)} ms, Chromium wasm ${w.toFixed(1)} ms, ratio ${ratio.toFixed(2)} ` +
      `(rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(", ")})`,
  );
  if (rounds[0].natCpu) {
    const cpuRatio = median(rounds.map((r) => r.wasmCpu / r.natCpu.ms));
    console.log(
      `in CPU time: native (browser_paths direct) ${median(rounds.map((r) => r.natCpu.ms)).toFixed(1)} ms, ` +
        `Chromium renderer ${median(rounds.map((r) => r.wasmCpu)).toFixed(1)} ms, ratio ${cpuRatio.toFixed(2)} ` +
        `(rounds: ${rounds.map((r) => (r.wasmCpu / r.natCpu.ms).toFixed(2)).join(", ")})`,
    );
    // The same work on both sides: the page's session (undo journal, root's numbers) natively.
    console.log(
      `the same work natively (browser_paths session) ${median(rounds.map((r) => r.natSession.ms)).toFixed(1)} ms, ` +
        `ratio ${median(rounds.map((r) => r.wasmCpu / r.natSession.ms)).toFixed(2)}`,
    );
  }
} finally {
  await close();
}
