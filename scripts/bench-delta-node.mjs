// Two wasm builds (web target dirs) against each other in Node, paired, in CPU time: the page's
// deltas on a large DAG ((7,4) K4WEAK, 66,000+ nodes). Each round, per build (alternating which
// goes first): a search run to iteration N, its first (whole) delta, then 40 steps each followed
// by its delta (Deltas::after_step: what the step touched), then 5 moves back by one each
// followed by a plain delta (Deltas::since: a pass over the DAG against the base). Prints the
// median of the rounds' B/A for the steps and for the backs; asserts equal deltas.
//
//   node scripts/bench-delta-node.mjs DIR_A DIR_B [rounds = 9] [N = 20000]
import { median } from "./bench-page.mjs";
import { cpuMs, loadBuild } from "./node-build.mjs";
const [a, b] = process.argv.slice(2, 4);
if (!a || !b) throw new Error("usage: node scripts/bench-delta-node.mjs DIR_A DIR_B [rounds] [N]");
const rounds = Number(process.argv[4] ?? 9), at = Number(process.argv[5] ?? 20000);
const builds = { a: (await loadBuild(a)).PnSearch, b: (await loadBuild(b)).PnSearch };
const sizes = (d) => [d.full ? "full" : d.changed.length, d.nodeCount ?? d.full.level.length].join("/");
function round(w) {
  const s = new builds[w]({ game: "clique", n: 7, k: 4, preset: "K4WEAK" });
  s.goto(at);
  let v = s.delta(undefined).version;
  const seen = [];
  let t = process.cpuUsage();
  for (let i = 0; i < 40; i++) { s.step(); const d = s.delta(v); v = d.version; seen.push(sizes(d)); }
  const steps = cpuMs(t);
  t = process.cpuUsage();
  for (let i = 0; i < 5; i++) { s.back(1); const d = s.delta(v); v = d.version; seen.push(sizes(d)); }
  const backs = cpuMs(t);
  const nodes = s.nodeCount;
  s.free();
  return { steps, backs, seen: seen.join(" "), nodes };
}
const r = { steps: [], backs: [] };
for (let i = 0; i < rounds + 1; i++) {
  const order = i % 2 ? ["b", "a"] : ["a", "b"];
  const x = {};
  for (const w of order) x[w] = round(w);
  if (x.a.seen !== x.b.seen) throw new Error(`the deltas differ: ${x.a.seen} vs ${x.b.seen}`);
  if (i === 0) { console.log(`${x.a.nodes} nodes`); continue; } // a warm-up round
  r.steps.push(x.b.steps / x.a.steps);
  r.backs.push(x.b.backs / x.a.backs);
  console.log(`round ${i}: steps A ${x.a.steps.toFixed(1)} ms B ${x.b.steps.toFixed(1)} ms; backs A ${x.a.backs.toFixed(1)} ms B ${x.b.backs.toFixed(1)} ms`);
}
const f = (xs) => xs.map((x) => x.toFixed(2)).join(" ");
console.log(`40 steps with deltas, B/A ${median(r.steps).toFixed(3)} [${f(r.steps)}]`);
console.log(`5 backs with deltas, B/A ${median(r.backs).toFixed(3)} [${f(r.backs)}]`);
