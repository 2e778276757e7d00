// The inspector's formulas compute what the engine computed: on every developed node of real
// solves, under both rules, combining the listed sons' numbers gives the node's pn and dn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { combine, explain, sonNumbers } from "../../../www/view/formula.js";
import { adjacency } from "../../../www/view/graph.js";
import { isOrKind } from "../../../www/view/format.js";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../../pkg-node/pnlab.js");

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
