// Two wasm builds (web target, e.g. www/.ab/a and pkg) against each other in Node, paired, in
// CPU time (process.cpuUsage), which the load on this shared machine disturbs far less than
// the wall time bench-ab.mjs sees in Chromium (same V8 engine, older). Each round solves
// clique (n,4) BEST once with each build, alternating which goes first; the figure is the
// median of the rounds' B/A ratios after 3 warm-up rounds. Asserts equal created nodes.
//
//   node scripts/bench-ab-node.mjs DIR_A DIR_B [n = 7] [rounds = 15]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { median as med } from "./bench-page.mjs";
const [a, b] = process.argv.slice(2, 4);
if (!a || !b) throw new Error("usage: node scripts/bench-ab-node.mjs DIR_A DIR_B [n] [rounds]");
const n = Number(process.argv[4] ?? 7), rounds = Number(process.argv[5] ?? 15);
async function load(dir) {
  const m = await import(pathToFileURL(`${dir}/pnlab.js`).href + `?${dir}`);
  m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
  return m.PnSearch;
}
const builds = { a: await load(a), b: await load(b) };
const cfg = { game: "clique", n, k: 4, preset: "BEST" };
function solve(w) {
  const s = new builds[w](cfg);
  const t = process.cpuUsage();
  const p = s.run();
  const u = process.cpuUsage(t);
  s.free();
  return { ms: (u.user + u.system) / 1000, created: p.createdNodes };
}
const ta = [], tb = [], r = [];
for (let i = 0; i < 3 + rounds; i++) {
  const order = i % 2 ? ["b", "a"] : ["a", "b"];
  const got = {};
  for (const w of order) got[w] = solve(w);
  if (got.a.created !== got.b.created) throw new Error("created differ");
  if (i < 3) continue;
  ta.push(got.a.ms); tb.push(got.b.ms); r.push(got.b.ms / got.a.ms);
}
console.log(`(${n},4) node CPU: A ${a} ${med(ta).toFixed(1)} ms, B ${b} ${med(tb).toFixed(1)} ms, B/A ${med(r).toFixed(3)} [${r.map((x) => x.toFixed(2)).join(" ")}]`);
