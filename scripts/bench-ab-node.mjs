// Two wasm builds (web target, e.g. www/.ab/a and pkg) against each other in Node, paired, in
// CPU time (process.cpuUsage), which the load on this shared machine disturbs far less than
// the wall time bench-ab.mjs sees in Chromium (same V8 engine, older). Each round solves
// clique (n,4) BEST once with each build, alternating which goes first; the figure is the
// median of the rounds' B/A ratios after 3 warm-up rounds. Asserts equal created nodes.
// With `connect4` for n, each round is the play page's report of Connect-4 5x4's opening
// position instead (`new PnPlay({game: "connect4", cols: 5, rows: 4}).report([])`: the exact
// solver and the analyst, not PN-search); asserts equal reports.
//
// With a fifth argument, each timed solve stops after that many iterations (the first part of a
// large solve, such as (8,4)'s, whose DAG no longer fits in the caches), and the warm-up rounds
// solve (7,4) instead.
//
//   node scripts/bench-ab-node.mjs DIR_A DIR_B [n = 7 | connect4] [rounds = 15] [iterations]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { median as med } from "./bench-page.mjs";
const [a, b] = process.argv.slice(2, 4);
if (!a || !b) throw new Error("usage: node scripts/bench-ab-node.mjs DIR_A DIR_B [n] [rounds]");
const c4 = process.argv[4] === "connect4";
const n = c4 ? 0 : Number(process.argv[4] ?? 7), rounds = Number(process.argv[5] ?? 15);
const iterations = Number(process.argv[6] ?? 0);
async function load(dir) {
  const m = await import(pathToFileURL(`${dir}/pnlab.js`).href + `?${dir}`);
  m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
  return c4 ? m.PnPlay : m.PnSearch;
}
const builds = { a: await load(a), b: await load(b) };
const cfg = { game: "clique", n, k: 4, preset: "BEST" };
function solve(w, warm) {
  if (c4) return report(w);
  const s = new builds[w](warm && iterations ? { ...cfg, n: 7 } : cfg);
  const t = process.cpuUsage();
  const p = iterations && !warm ? s.run({ maxIterations: iterations }) : s.run();
  const u = process.cpuUsage(t);
  s.free();
  return { ms: (u.user + u.system) / 1000, created: p.createdNodes };
}
function report(w) {
  const p = new builds[w]({ game: "connect4", cols: 5, rows: 4 });
  const t = process.cpuUsage();
  const r = p.report([]);
  const u = process.cpuUsage(t);
  p.free();
  return { ms: (u.user + u.system) / 1000, created: JSON.stringify(r) };
}
const ta = [], tb = [], r = [];
for (let i = 0; i < 3 + rounds; i++) {
  const order = i % 2 ? ["b", "a"] : ["a", "b"];
  const got = {};
  for (const w of order) got[w] = solve(w, i < 3);
  if (got.a.created !== got.b.created) throw new Error(c4 ? "reports differ" : "created differ");
  if (i < 3) continue;
  ta.push(got.a.ms); tb.push(got.b.ms); r.push(got.b.ms / got.a.ms);
}
console.log(`${c4 ? "Connect-4 5x4 report" : `(${n},4)${iterations ? `, ${iterations} iterations` : ""}`} node CPU: A ${a} ${med(ta).toFixed(1)} ms, B ${b} ${med(tb).toFixed(1)} ms, B/A ${med(r).toFixed(3)} [${r.map((x) => x.toFixed(2)).join(" ")}]`);
