// The page's store taking a large whole snapshot (www/view/delta.js's SnapshotStore.apply of a
// delta's `full`: son starts, then graph.js's adjacency(), whose parent lists were most of the
// page's wait after "Run to the end" of (8,4)), two versions of www/view against each other in
// Node. The snapshot is real: clique (8,4) BEST from pkg-node's wasm run to N iterations
// (2.5M: 9.6M nodes, 38M edges, about 40 s), its first delta. Each round, alternating which
// version goes first: the store's apply, then adjacency() alone, each timed in wall and CPU
// time (the machine is shared: read the spread). Asserts equal son starts, parent starts and
// parent lists. A version is a directory holding graph.js and delta.js, or a git revision
// whose www/view is used.
//
//   node --expose-gc scripts/bench-adjacency.mjs [A = main] [B = www/view] [rounds = 7] [N = 2000000]
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median } from "./bench-page.mjs";

const [a = "main", b = "www/view"] = process.argv.slice(2, 4);
const rounds = Number(process.argv[4] ?? 7);
const iterations = Number(process.argv[5] ?? 2_000_000);
const root = resolve(import.meta.dirname, "..");

/** graph.js and delta.js of a directory, or of a revision's www/view copied out. */
async function load(version) {
  let dir = resolve(version);
  if (!existsSync(join(dir, "graph.js"))) {
    dir = mkdtempSync(join(tmpdir(), "bench-adjacency-"));
    for (const f of ["graph.js", "delta.js"]) {
      writeFileSync(join(dir, f), execFileSync("git", ["-C", root, "show", `${version}:www/view/${f}`]));
    }
  }
  const url = (f) => pathToFileURL(join(dir, f)).href;
  const loaded = { ...(await import(url("graph.js"))), ...(await import(url("delta.js"))) };
  if (dir !== resolve(version)) rmSync(dir, { recursive: true });
  return loaded;
}
const versions = { a: await load(a), b: await load(b) };

const { PnSearch } = createRequire(import.meta.url)(join(root, "pkg-node/pnlab.js"));
const t = performance.now();
const s = new PnSearch({ game: "clique", n: 8, k: 4, preset: "BEST" });
s.run({ maxIterations: iterations });
const delta = s.delta(undefined);
s.free();
const n = delta.full.level.length;
const m = delta.full.edgeSon.length;
const took = ((performance.now() - t) / 1000).toFixed(1);
console.log(`clique (8,4) BEST, ${iterations} iterations: ${n} nodes, ${m} edges (${took} s)`);

/** What `f` returns, with its wall and CPU milliseconds, after a collection (when exposed). */
function timed(f) {
  globalThis.gc?.();
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const value = f();
  const used = process.cpuUsage(cpu);
  return { value, wall: performance.now() - wall, cpu: (used.user + used.system) / 1000 };
}

function same(x, y, what) {
  for (const k of ["sonStart", "parentStart", "parentOf"]) {
    const p = x[k];
    const q = y[k];
    if (p.length !== q.length) throw new Error(`${what}: ${k}.length ${p.length} vs ${q.length}`);
    for (let i = 0; i < p.length; i++) if (p[i] !== q[i]) throw new Error(`${what}: ${k}[${i}] ${p[i]} vs ${q[i]}`);
  }
}

/** The store's apply of the whole snapshot, then adjacency() of the snapshot it holds. */
function round(w) {
  const { SnapshotStore, adjacency } = versions[w];
  const store = new SnapshotStore();
  const whole = timed(() => (store.apply(delta), store.adj));
  const snap = store.snap;
  const adj = timed(() => adjacency(snap));
  return { whole, adj };
}

const times = { whole: { a: [], b: [] }, adj: { a: [], b: [] } };
for (let i = 0; i <= rounds; i++) {
  const order = i % 2 ? ["b", "a"] : ["a", "b"];
  const r = {};
  for (const w of order) r[w] = round(w);
  same(r.a.whole.value, r.b.whole.value, `round ${i}, the store's`);
  same(r.a.adj.value, r.b.adj.value, `round ${i}, adjacency()`);
  same(r.a.whole.value, r.a.adj.value, `round ${i}, A's store against its adjacency()`);
  const ms = (x) => `${x.wall.toFixed(0)} (${x.cpu.toFixed(0)} CPU)`;
  const line = (k) => `A ${ms(r.a[k])} B ${ms(r.b[k])}`;
  // The first round warms both versions up.
  if (i === 0) continue;
  console.log(`round ${i} (${order.join(" then ").toUpperCase()}): store ${line("whole")} ms; adjacency() ${line("adj")} ms`);
  for (const k of ["whole", "adj"]) for (const w of ["a", "b"]) times[k][w].push(r[w][k]);
}
const spread = (xs) => `median ${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
for (const [k, what] of [["whole", "store's apply"], ["adj", "adjacency()"]]) {
  for (const w of ["a", "b"]) {
    const xs = times[k][w];
    console.log(`${what} ${w.toUpperCase()}: wall ${spread(xs.map((x) => x.wall))} ms, CPU ${spread(xs.map((x) => x.cpu))} ms`);
  }
  const ratios = times[k].b.map((x, i) => x.wall / times[k].a[i].wall);
  console.log(`${what} B/A wall ${median(ratios).toFixed(3)} [${ratios.map((x) => x.toFixed(2)).join(" ")}]`);
}
