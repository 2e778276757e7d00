// Two wasm builds' replies against each other in Node, paired, in CPU time: each round makes
// 3,000 step() replies with a node() and a stats() after each, on clique (6,4) BEST, with each
// build first in turn; the figure is the median of the rounds' B/A after 3 warm-up rounds.
// Asserts equal replies (their key counts). bench-ab-node.mjs times run(), which replies once.
//
//   node scripts/bench-replies-node.mjs DIR_A DIR_B [rounds = 15]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [a, b] = process.argv.slice(2, 4);
const rounds = Number(process.argv[4] ?? 15);
async function load(dir) {
  const m = await import(pathToFileURL(`${dir}/pnlab.js`).href + `?${dir}`);
  m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
  return m;
}
const M = { a: await load(a), b: await load(b) };
function once(w) {
  const s = new M[w].PnSearch({ game: "clique", n: 6, k: 4, preset: "BEST" });
  const t = process.cpuUsage();
  let keys = 0;
  for (let i = 0; i < 3000; i++) {
    const r = s.step(); if (!r) break;
    keys += Object.keys(s.node(r.developed)).length + Object.keys(s.stats()).length + r.path.length;
  }
  const u = process.cpuUsage(t);
  s.free();
  return { ms: (u.user + u.system) / 1000, keys };
}
const r = [];
for (let i = 0; i < 3 + rounds; i++) {
  const order = i % 2 ? ["b", "a"] : ["a", "b"];
  const got = {};
  for (const w of order) got[w] = once(w);
  if (got.a.keys !== got.b.keys) throw new Error("replies differ");
  if (i >= 3) r.push(got.b.ms / got.a.ms);
}
r.sort((x, y) => x - y);
console.log(`step+node+stats replies: B/A median ${r[r.length >> 1].toFixed(3)} [${r.map((x) => x.toFixed(2)).join(" ")}]`);
