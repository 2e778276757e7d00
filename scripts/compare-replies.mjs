// Every reply of two wasm builds (web target dirs, e.g. main's pkg/ copied aside and today's)
// compared over 15 configurations (every game and algorithm, bad inputs), 5 play pages and 45
// positional definitions (every message of the definition's reader, symmetries given, found by
// search, too many), with proofs and levels of two of them: steps, nodes, rule comparisons, runs,
// checks, proof views, reports, levels, and the messages of what throws; then the configuration
// reader's messages for every section's key and every top-level key with a value of each kind,
// the range messages' floats, and lines of each kind; then the page's deltas after steps, backs,
// jumps, runs, step overs and leaps, node proof views, and the play page's reports, moves and
// levels after lines under three budgets (the PN-search fallback in slices). Prints the first differences and how many
// differ; exits 1 if any does. IGNORE names numeric keys left out of the comparison (a change to
// the DAG's memory changes every run's `bytes` and nothing else):
//
//   node scripts/compare-replies.mjs DIR_A DIR_B [IGNORE = key,key]
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [a, b] = process.argv.slice(2, 4);
const ignored = (process.argv[4] ?? "").split(",").filter(Boolean);
const without = (text) =>
  ignored.reduce((t, key) => t.replaceAll(new RegExp(`\\\\?"${key}\\\\?":-?[0-9.e+]+`, "g"), `"${key}":_`), text);
async function load(dir) {
  const m = await import(pathToFileURL(`${dir}/pnlab.js`).href + `?${dir}`);
  m.initSync({ module: readFileSync(`${dir}/pnlab_bg.wasm`) });
  return m;
}
const show = (v) => JSON.stringify(v, (k, x) => {
  if (x === undefined) return "<undef>";
  if (typeof x === "number" && !Number.isFinite(x)) return `<${x}>`;
  if (ArrayBuffer.isView(x)) return `<${x.constructor.name}:${Array.from(x).join(",")}>`;
  return x;
});
function trace(m) {
  const out = [];
  const call = (name, f) => { try { out.push([name, show(f())]); } catch (e) { out.push([name, "THROW " + String(e && e.message)]); } };
  call("schema", () => m.schema());
  const pos = readFileSync(new URL("../examples/games/tictactoe.json", import.meta.url), "utf8");
  const cfgs = [
    { game: "clique", n: 5, k: 3, preset: "BEST" }, { game: "clique", n: 5, k: 3, preset: "BASIC" },
    { game: "clique", n: 6, k: 4, preset: "DFPN" }, { game: "clique", n: 5, k: 3, algorithm: "pss" },
    { game: "clique", n: 5, k: 3, algorithm: "pn2" }, { game: "tictactoe" }, { game: "connect4", cols: 4, rows: 4 },
    { game: "hexapawn" }, { game: "clobber" }, { game: "positional", definition: JSON.parse(pos) },
    { game: "clique", n: 5, k: 3, preset: "BEST", question: "first-avoids-loss" },
    { game: "clique", n: 9, k: 4 }, { game: "nope" }, { game: "clique", n: 5, k: 3, limits: { maxNodes: 30 } },
    { game: "clique", n: 5, k: 3, params: { epsilon: 0.5 } },
  ];
  for (const c of cfgs) {
    let s;
    call("new " + show(c), () => { s = new m.PnSearch(c); return 1; });
    if (!s) continue;
    for (const f of ["board", "options", "stats", "answers", "question", "gameName"]) call(f, () => s[f]());
    for (let i = 0; i < 25; i++) call("step", () => s.step());
    for (let id = 0; id < Math.min(12, s.nodeCount); id++) { call("node", () => s.node(id)); call("rules", () => s.rules(id)); }
    call("node bad", () => s.node(1e9));
    call("run", () => { const p = s.run({ maxIterations: 100000 }); p.millis = 0; return p; });
    for (const f of ["stats", "answers", "verify", "verifyAll", "proofView", "result", "status"]) call(f, () => s[f]());
    for (let id = 0; id < Math.min(6, s.nodeCount); id++) call("nodeProofView", () => s.nodeProofView(id));
    call("snapshot", () => s.snapshot());
    call("back", () => { s.back(3); return s.step(); });
    s.free();
  }
  for (const c of [{ game: "tictactoe" }, { game: "connect4", cols: 4, rows: 4 }, { game: "hexapawn" }, { game: "clique", n: 5, k: 3 }, { game: "positional", definition: JSON.parse(pos) }]) {
    let p;
    call("play " + show(c), () => { p = new m.PnPlay(c); return 1; });
    if (!p) continue;
    call("board", () => p.board());
    call("report", () => p.report([]));
    call("levels", () => p.levels([], 20000));
    call("begin", () => p.beginReport([]));
    for (let i = 0; i < 30; i++) call("advance", () => p.advance(50));
    call("choose", () => p.choose([], "perfect", 1));
    call("report bad", () => p.report(["zz"]));
    p.free();
  }
  // The configuration reader's messages: every section's keys, and the top-level keys, with a
  // value of every kind (src/config.rs, src/wasm/json.rs).
  const values = [null, true, 0, 7, -3, 1.5, 2e-7, 1e21, 2 ** 60, "", "weak", "thesis", "BEST", "pss",
    "first-wins", 'we"ird\\\n\t\u0001é', [], [true], [null, "weak", true], {}, { weak: null }, { weak: 1 },
    { a: 1, b: 2 }];
  const sections = {
    options: ["transpositions", "rule", "deleteSolvedSons", "parallelEdges", "selection", "freeWinningSet",
      "forcedReplies", "orderSons", "leafInit", "lazySons", "maxNode"],
    params: ["epsilon", "ttSize", "keepSolved", "leavesFirst", "keepShared", "thresholdRule", "maxSetSize",
      "pn2Limit", "pn2Fraction", "size"],
    limits: ["maxNodes", "maxIterations", "maxBytes", "maxNode"],
  };
  const config = (c) => { new m.PnSearch({ game: "clique", n: 4, k: 3, ...c }).free(); return 1; };
  for (const [section, keys] of Object.entries(sections)) {
    for (const key of keys) for (const v of values) call(`config ${section}.${key} ${show(v)}`, () => config({ [section]: { [key]: v } }));
  }
  for (const key of ["game", "algorithm", "question", "preset", "start", "params", "options", "limits", "n"]) {
    for (const v of values) call(`config ${key} ${show(v)}`, () => config({ [key]: v }));
  }
  // The range messages write the float as Rust's `{}` does (config::plain_f64).
  for (const f of [20, -1e-7, 1e21, 1e300, 123456789.125, 0.1 + 0.2, -5e-324, 150.5, 1 / 3]) {
    call(`epsilon ${f}`, () => config({ algorithm: "dfpn", params: { epsilon: f } }));
    call(`pn2Fraction ${-f}`, () => config({ algorithm: "pn2", params: { pn2Fraction: -f } }));
  }
  for (const v of values) call(`line ${show(v)}`, () => new m.PnPlay({ game: "tictactoe" }).report(v));
  // Positional definitions: given symmetries (qubic's generate a group), automorphisms found
  // by search (k5's 120), maker-breaker, the identity normaliser, and every message of the
  // definition's reader, of the symmetries' check and of the group's cap.
  const ex = (f) => JSON.parse(readFileSync(new URL(`../examples/games/${f}.json`, import.meta.url), "utf8"));
  const defs = [
    ex("qubic-3x3x3"), ex("k5-triangles"), ex("maker-breaker-4x4"), ex("4x4-four-in-a-row"),
    [1, 2], "x".repeat(60), { cells: 3, sets: [[0]], foo: 1 }, { sets: [[0]] }, { cells: 0, sets: [[0]] },
    { cells: 65, sets: [[0]] }, { cells: "3", sets: [[0]] }, { cells: 2.5, sets: [[0]] },
    { cells: 3, sets: [[0]], variant: "weak" }, { cells: 3, sets: [[0]], variant: 3 },
    { cells: 3, sets: [[0]], name: 5 }, { cells: 3, sets: [[0]], name: "é".repeat(201) },
    { cells: 3, sets: [[0]], name: "é".repeat(200) },
    { cells: 2, sets: [[0]], coords: 1 }, { cells: 2, sets: [[0]], coords: [[0, 0]] },
    { cells: 2, sets: [[0]], coords: [[0, 0], [0]] }, { cells: 2, sets: [[0]], coords: [[0, 0], [0.5, 2]] },
    { cells: 2, sets: [[0]], coords: [[-0.1, 0], [0, 0]] }, { cells: 2, sets: [[0]], coords: [[0, 0], "ab".repeat(40)] },
    { cells: 3 }, { cells: 3, sets: {} }, { cells: 3, sets: [] }, { cells: 3, sets: [[0], 1] },
    { cells: 3, sets: [[0], [3]] }, { cells: 3, sets: [[0], [1, -1]] }, { cells: 3, sets: [[0, 1, 0]] },
    { cells: 3, sets: [[0], []] }, { cells: 3, sets: [[0, 1], [2], [1, 0]] },
    { cells: 64, sets: Array.from({ length: 4097 }, (_, i) => [i % 64, 1 + (i % 63) + (i % 2 ? 0 : 0)]) },
    { cells: 3, sets: [[0]], symmetries: 1 }, { cells: 3, sets: [[0]], symmetries: Array(257).fill([0, 1, 2]) },
    { cells: 3, sets: [[0]], symmetries: [7] }, { cells: 3, sets: [[0]], symmetries: [[0, 1]] },
    { cells: 3, sets: [[0]], symmetries: [[0, 1, 3]] }, { cells: 3, sets: [[0]], symmetries: [[0, 1, 1]] },
    { cells: 3, sets: [[0, 1], [2]], symmetries: [[1, 2, 0]] },
    { cells: 8, sets: [[0], [1], [2], [3], [4], [5], [6], [7]], symmetries: [[1, 0, 2, 3, 4, 5, 6, 7], [1, 2, 3, 4, 5, 6, 7, 0]] },
    { cells: 8, sets: [[0], [1], [2], [3], [4], [5], [6], [7]], symmetries: [[1, 0, 2, 3, 4, 5, 6, 7], [0, 2, 1, 3, 4, 5, 6, 7]] },
    { cells: 20, sets: [[0, 19], [1, 18]], name: "twenty" },
    { cells: 12, sets: Array.from({ length: 12 }, (_, i) => [i]) },
  ];
  for (const [i, d] of defs.entries()) {
    for (const normaliser of ["symmetric", "identity"]) {
      let s;
      call(`positional ${i} ${normaliser}`, () => { s = new m.PnSearch({ game: "positional", definition: d, normaliser }); return 1; });
      if (!s) continue;
      for (const f of ["board", "gameName", "options"]) call(f, () => s[f]());
      for (let k = 0; k < 12; k++) call("step", () => s.step());
      for (let id = 0; id < Math.min(8, s.nodeCount); id++) call("node", () => s.node(id));
      s.free();
    }
  }
  for (const d of [ex("k5-triangles"), ex("maker-breaker-k5-triangles")]) {
    let s;
    call("proofs " + d.name, () => { s = new m.PnSearch({ game: "positional", definition: d, preset: "BEST" }); return 1; });
    if (s) {
      call("run", () => { const p = s.run({ maxIterations: 100000 }); p.millis = 0; return p; });
      for (const f of ["result", "verify", "verifyAll", "proofView"]) call(f, () => s[f]());
      for (let id = 0; id < Math.min(8, s.nodeCount); id++) call("nodeProofView", () => s.nodeProofView(id));
      s.free();
    }
    let p;
    call("play " + d.name, () => { p = new m.PnPlay({ game: "positional", definition: d }); return 1; });
    if (!p) continue;
    call("report", () => p.report([]));
    call("levels", () => p.levels([], 20000));
    call("levels after", () => p.levels(["0", "1"], 20000));
    call("levels over", () => p.levels(["0", "5", "1", "6", "4"], 20000));
    p.free();
  }
  // The page's deltas (src/session/delta.rs): after steps (the touched nodes only), after going
  // back by the journal and by replay, after a jump, a run, a step over and a leap, a stale or
  // missing version (a whole snapshot), a second question's new DAG, df-pn's evictions.
  const deltaCfgs = [
    { game: "clique", n: 5, k: 3, preset: "BEST" }, { game: "clique", n: 6, k: 4, preset: "DFPN", params: { ttSize: 400 } },
    { game: "clique", n: 5, k: 3, algorithm: "pss" }, { game: "clique", n: 5, k: 3, algorithm: "pn2" },
    { game: "tictactoe", preset: "BASIC" }, { game: "connect4", cols: 4, rows: 4 },
    { game: "tictactoe", preset: "BEST", question: "auto" },
  ];
  for (const c of deltaCfgs) {
    let s;
    call("delta " + show(c), () => { s = new m.PnSearch(c); return 1; });
    if (!s) continue;
    let v;
    const d = (since) => call("delta", () => { const x = s.delta(since); v = x.version; return x; });
    d(undefined);
    for (let i = 0; i < 30; i++) { call("step", () => s.step()); d(v); }
    call("back 1", () => s.back(1)); d(v);
    call("back 7", () => s.back(7)); d(v);
    for (let i = 0; i < 3; i++) { call("step", () => s.step()); d(v); }
    call("step", () => s.step()); call("step", () => s.step()); d(v);
    call("goto 60", () => s.goto(60)); d(v);
    call("step", () => s.step()); d(v - 1);
    call("step", () => s.step()); d(undefined);
    call("goto 2", () => s.goto(2)); d(v);
    let t;
    call("stepOverTarget", () => (t = s.stepOverTarget())); d(v);
    if (t != null) { call("leap", () => s.leap(t, 5)); d(v); call("leap", () => s.leap(t, 100000)); d(v); }
    call("stepOverTarget", () => (t = s.stepOverTarget()));
    if (t != null) { call("leap", () => s.leap(t, 3)); d(v); }
    call("leap 0", () => s.leap(0, 400)); d(v);
    for (let i = 0; i < 70; i++) { call("step", () => s.step()); d(v); }
    call("run", () => { const p = s.run({ maxIterations: 100000 }); p.millis = 0; return p; }); d(v);
    call("step", () => s.step()); d(v);
    call("back 2", () => s.back(2)); d(v);
    for (const x of [-1, 1.5, 2 ** 53, "1", v + 1]) d(x);
    for (let id = 0; id < Math.min(40, s.nodeCount); id += 3) call("nodeProofView", () => s.nodeProofView(id));
    call("proofView", () => s.proofView());
    s.free();
  }
  // The analyst: reports, moves and levels after lines, and the PN-search fallback in slices
  // under a small budget (src/solution/).
  for (const [c, lines] of [
    [{ game: "tictactoe" }, [[], ["b2"], ["a3", "b2"], ["a3", "a2", "a1"], ["a3", "a2", "b3", "b2", "c3"]]],
    [{ game: "connect4", cols: 4, rows: 4 }, [[], ["a"], ["b", "c"]]],
    [{ game: "hexapawn" }, [[], ["a1-a2"]]],
    [{ game: "clique", n: 5, k: 3 }, [[], ["1-0"]]],
  ]) {
    let p;
    call("play " + show(c), () => { p = new m.PnPlay(c); return 1; });
    if (!p) continue;
    for (const budget of [3000000, 40, 1]) {
      call("setBudget", () => p.setBudget(budget));
      for (const l of lines) {
        call("report", () => p.report(l));
        call("levels", () => p.levels(l, 20000));
        call("levels small", () => p.levels(l, 30));
        for (const level of ["perfect", "just-win", "semi-strong"]) for (const seed of [1, 7]) call("choose", () => p.choose(l, level, seed));
        call("begin", () => p.beginReport(l));
        for (let i = 0; i < 12; i++) call("advance", () => p.advance(3));
      }
    }
    call("advance none", () => { const q = new m.PnPlay(c); try { return q.advance(5); } finally { q.free(); } });
    p.free();
  }
  return out;
}
const ta = trace(await load(a)), tb = trace(await load(b));
let diff = 0;
for (let i = 0; i < Math.max(ta.length, tb.length); i++) {
  if (without(String(show(ta[i]))) !== without(String(show(tb[i])))) { diff++; if (diff < 6) console.log("DIFF", i, String(show(ta[i])).slice(0, 400), "\n   vs", String(show(tb[i])).slice(0, 400)); }
}
console.log(`${ta.length} replies compared, ${diff} differ`);
if (diff) process.exitCode = 1;
