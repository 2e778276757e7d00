// The first whole snapshot after a long run, as the page's worker takes it: (8,4) BEST run to
// iteration N in a fresh Node process, then its first delta (the whole snapshot), timed in wall,
// user and system time, with how much the module grew for it. The first is what the page waits
// for: the module grows into fresh pages there, which later snapshots reuse (and which
// `bench-whole-node.mjs`, alternating two builds in one process, mostly does not see). One build
// per process: run it for two builds in turn, several times.
//
//   node scripts/bench-first-whole.mjs DIR [N = 1200000]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const dir = process.argv[2];
if (!dir) throw new Error("usage: node scripts/bench-first-whole.mjs DIR [N]");
const at = Number(process.argv[3] ?? 1200000);
const m = await import(pathToFileURL(`${dir}/pnlab.js`).href);
const exports = m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
const memory = () => exports.memory.buffer.byteLength;
const s = new m.PnSearch({ game: "clique", n: 8, k: 4, preset: "BEST" });
const v = s.delta(undefined).version;
s.run({ maxIterations: at });
const before = memory();
const t = process.cpuUsage();
const t0 = performance.now();
const d = s.delta(v);
const wall = performance.now() - t0;
const u = process.cpuUsage(t);
if (!d.full) throw new Error("the first delta after the run is not a whole snapshot");
console.log(
  `${dir}: ${d.full.level.length} nodes, wall ${wall.toFixed(0)} ms, user ${(u.user / 1000).toFixed(0)} ms, ` +
    `system ${(u.system / 1000).toFixed(0)} ms, module +${((memory() - before) / 2 ** 20).toFixed(0)} MiB`,
);
