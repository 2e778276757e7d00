// The proof view's pure parts on a real proof: the tree of first parents covers every position
// once, collapsing hides exactly the subtree, the layout keeps parents over their children, and
// the DOT export holds every position and every move between positions.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { firstParents, treeChildren, subtreeSizes, initialOpen, placeTree, toDot, sideOf } from "../../../www/view/prooflayout.js";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../../pkg-node/pnlab.js");

function solvedProof(config) {
  const s = new PnSearch(config);
  s.run();
  const view = s.proofView();
  const report = s.verify();
  s.free();
  return { view, report };
}

test("the (6,4) disproof: tree of first parents, collapse, layout and DOT", () => {
  const { view, report } = solvedProof({ game: "clique", n: 6, k: 4, preset: "K4WEAK" });
  assert.equal(view.result, "draw");
  const tree = view.trees[0];
  assert.equal(tree.claim, "second-avoids-loss");
  assert.equal(sideOf(tree.claim), 2);
  assert.equal(tree.positions, report.positions);
  assert.deepEqual(tree.levels, report.levels);
  const parent = firstParents(tree);
  const kids = treeChildren(tree, parent);
  assert.equal(parent[0], -1);
  for (let id = 1; id < tree.nodes.length; id++) assert.ok(parent[id] >= 0 && parent[id] < id, `node ${id} has an earlier first parent`);
  const size = subtreeSizes(kids);
  assert.equal(size[0], tree.positions - 1);
  // All open: every position placed once; leaves on distinct slots; parents centred.
  const all = placeTree(kids, new Uint8Array(tree.nodes.length).fill(1));
  assert.equal(all.ids.length, tree.positions);
  assert.equal(new Set(all.ids).size, tree.positions);
  for (const id of all.ids) {
    assert.equal(all.y[id], tree.nodes[id].level);
    if (kids[id].length) assert.equal(all.x[id], (all.x[kids[id][0]] + all.x[kids[id].at(-1)]) / 2);
  }
  // Closing one position hides exactly what lies below it.
  const open = new Uint8Array(tree.nodes.length).fill(1);
  const big = kids[0][0];
  open[big] = 0;
  assert.equal(placeTree(kids, open).ids.length, tree.positions - size[big]);
  // The first look stays small.
  const first = placeTree(kids, initialOpen(tree, 30));
  assert.ok(first.ids.length > 1 && first.ids.length <= 30, `${first.ids.length} positions at first`);
  const dot = toDot(tree, { title: "clique(6,4)" });
  assert.equal(dot.match(/^ {2}n\d+ \[label=/gm).length, tree.positions);
  const edges = tree.nodes.reduce((s, n) => s + n.sons.length, 0);
  assert.equal(dot.match(/^ {2}n\d+ -> n\d+/gm).length, edges);
  // The file is the CLI's format.
  const file = JSON.parse(view.file);
  assert.equal(file.format, "pnlab-proof");
  assert.equal(file.proofs[0].positions, report.positions);
  assert.equal(file.proofs[0].moves.length, report.strategyMoves);
});

test("a proof view of an unsolved search is refused with a message", () => {
  const s = new PnSearch({ game: "clique", n: 6, k: 4, preset: "K4WEAK" });
  assert.throws(() => s.proofView(), /not solved/);
  s.free();
});
