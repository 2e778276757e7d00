// The inspector's formulas compute what the engine computed: on every developed node of real
// solves, under both rules, combining the listed sons' numbers gives the node's pn and dn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { combine, explain, sonNumbers } from "../../../www/view/formula.js";
import { adjacency } from "../../../www/view/graph.js";
import { isOrKind } from "../../../www/view/format.js";
import { loadAlgorithms } from "../../../www/view/algorithms.js";

const require = createRequire(import.meta.url);
const { PnSearch, schema } = require("../../../pkg-node/pnlab.js");
await loadAlgorithms(schema());

for (const config of [
  { game: "clique", n: 6, k: 4, preset: "K4WEAK" },
  { game: "clique", n: 5, k: 3, preset: "BASIC" },
  { game: "tictactoe", preset: "BASIC", options: { deleteSolvedSons: false } },
  // SNDA: sons that share a source count once; the page finds the sources from the snapshot.
  { game: "clique", n: 6, k: 4, preset: "BASIC", options: { rule: "snda" } },
  { game: "tictactoe", preset: "BASIC", options: { rule: "snda", deleteSolvedSons: false } },
]) {
  test(`formulas agree with the engine: ${JSON.stringify(config)}`, () => {
    const s = new PnSearch(config);
    const rule = s.options().rule;
    let checked = 0;
    for (const stop of [5, 20, 60, 100000]) {
      s.goto(stop);
      const snap = s.snapshot();
      const adj = adjacency(snap);
      for (let id = 0; id < snap.level.length; id++) {
        if (!snap.expanded[id]) continue;
        const info = s.node(id);
        if (info.decided) continue;
        const sons = sonNumbers(snap, adj, id, rule);
        assert.deepEqual(combine(isOrKind(snap.kind[id]), rule, sons), { pn: snap.pn[id], dn: snap.dn[id] }, `node ${id} at ${stop}`);
        const ex = explain(info, sons, rule);
        assert.ok(ex.agrees, `node ${id}: ${ex.lines.join("; ")}`);
        checked++;
      }
    }
    assert.ok(checked > 50, `${checked} nodes checked`);
    s.free();
  });
}

test("df-pn's inspector shows the stored numbers and says why its sons give others", () => {
  // df-pn writes a node's numbers when it leaves it: on the path it is searching, a node keeps
  // the numbers it was entered with while its sons' move.
  const s = new PnSearch({ game: "clique", n: 5, k: 3, preset: "DFPN" });
  const rule = s.options().rule;
  let found = null;
  for (let it = 1; it < 40 && !found; it++) {
    s.goto(it);
    const snap = s.snapshot();
    const adj = adjacency(snap);
    for (let id = 0; id < snap.level.length && !found; id++) {
      if (!snap.expanded[id]) continue;
      const info = s.node(id);
      const sons = sonNumbers(snap, adj, id, rule);
      const c = combine(isOrKind(snap.kind[id]), rule, sons);
      if (!info.decided && (c.pn !== info.pn || c.dn !== info.dn)) found = { info, sons, c };
    }
  }
  s.free();
  assert.ok(found, "some df-pn node stores numbers its sons no longer give");
  const { info, sons, c } = found;
  const ex = explain(info, sons, rule, 0, "dfpn");
  assert.equal(ex.agrees, false);
  assert.deepEqual([ex.pn, ex.dn], [c.pn, c.dn], "the recomputation is the sons'");
  assert.equal(ex.lines[0], "recomputed from its sons now:");
  const last = ex.lines[ex.lines.length - 1];
  assert.ok(last.startsWith(`stored: pn ${info.pn}, dn ${info.dn}, not what its sons give now: `), last);
  assert.match(last, /df-pn stores a node's numbers when it leaves it/);
  // Numbers that agree get no such words.
  const or = { kind: "or", expanded: true, decided: false, pn: 2, dn: 7 };
  assert.ok(!explain(or, [[3, 4], [5, 1], [2, 2]], "standard", 0, "dfpn").lines.some((l) => l.includes("stored")));
});
