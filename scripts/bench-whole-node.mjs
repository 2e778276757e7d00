// Two wasm builds (web target dirs) against each other in Node, paired: the whole snapshot the
// page gets after a long run. Each round, per build (alternating which goes first): (8,4) BEST
// run to iteration N, then its first delta (a whole snapshot), timed in CPU time. Prints each
// round's times and the median of the rounds' B/A; asserts both builds' snapshots are equal.
//
//   node scripts/bench-whole-node.mjs DIR_A DIR_B [rounds = 5] [N = 400000]
import { median } from "./bench-page.mjs";
import { cpuMs, loadBuild } from "./node-build.mjs";
const [a, b] = process.argv.slice(2, 4);
if (!a || !b) throw new Error("usage: node scripts/bench-whole-node.mjs DIR_A DIR_B [rounds] [N]");
const rounds = Number(process.argv[4] ?? 5), at = Number(process.argv[5] ?? 400000);
const builds = { a: (await loadBuild(a)).PnSearch, b: (await loadBuild(b)).PnSearch };
// A checksum of every array of the snapshot, each up to its own length.
function digest(full) {
  let h = 0;
  for (const k of Object.keys(full).sort()) {
    const v = full[k];
    if (typeof v === "number") h = (h * 31 + v) >>> 0;
    else if (v?.length !== undefined) for (let i = 0; i < v.length; i++) h = (h * 31 + v[i]) >>> 0;
  }
  return h;
}
function round(w) {
  const s = new builds[w]({ game: "clique", n: 8, k: 4, preset: "BEST" });
  const v = s.delta(undefined).version;
  s.run({ maxIterations: at });
  const t = process.cpuUsage();
  const d = s.delta(v);
  const ms = cpuMs(t);
  const out = { ms, nodes: d.full.level.length, edges: d.full.edgeSon.length, digest: digest(d.full) };
  s.free();
  return out;
}
const ratios = [];
for (let r = 0; r < rounds; r++) {
  const order = r % 2 ? ["b", "a"] : ["a", "b"];
  const got = {};
  for (const w of order) got[w] = round(w);
  if (got.a.digest !== got.b.digest) throw new Error(`the snapshots differ: ${JSON.stringify(got)}`);
  ratios.push(got.b.ms / got.a.ms);
  console.log(`round ${r + 1}: A ${got.a.ms.toFixed(0)} ms, B ${got.b.ms.toFixed(0)} ms (${got.a.nodes} nodes, ${got.a.edges} edges)`);
}
console.log(`B/A median ${median(ratios).toFixed(3)} over ${rounds} rounds`);
