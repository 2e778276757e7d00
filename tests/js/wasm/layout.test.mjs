// The DAG layout on real searches: each level keeps its existing nodes in the same relative
// order as the DAG grows (nodes slide, never swap), and it is the layout d3-dag's sugiyama gives
// with the same operators (longest-path layering, order-preserving decross, coordCenter).
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { layout } from "../../../www/view/layout.js";
import { adjacency, focus } from "../../../www/view/graph.js";
import { graphConnect, sugiyama, layeringLongestPath, coordCenter } from "d3-dag";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../../pkg-node/pnlab.js");

const search = (config) => new PnSearch(config);

test("existing nodes keep their relative order within each level through a whole solve", () => {
  for (const config of [
    { game: "clique", n: 6, k: 4, preset: "K4WEAK" },
    { game: "tictactoe", preset: "BASIC" },
  ]) {
    const s = search(config);
    let before = layout(s.snapshot());
    let steps = 0;
    while (s.step()) {
      const after = layout(s.snapshot());
      before.levels.forEach((ids, level) => {
        const kept = after.levels[level].filter((id) => before.order[id] >= 0);
        assert.deepEqual(kept, ids, `${config.game}: level ${level} reordered at step ${steps + 1}`);
      });
      before = after;
      steps++;
    }
    assert.ok(steps > 200, `${config.game} took ${steps} steps`);
    s.free();
  }
});

test("the layout equals d3-dag's sugiyama with the same operators", () => {
  const s = search({ game: "clique", n: 6, k: 4, preset: "K4WEAK" });
  s.run({});
  const snap = s.snapshot();
  const n = snap.level.length;
  assert.equal(n, 1242, "(6,4) K4WEAK creates 1,241 nodes besides the root");

  let t = performance.now();
  const ours = layout(snap);
  const oursMs = performance.now() - t;

  // d3-dag: same graph, one edge per (parent, son) pair.
  const pairs = new Set();
  const links = [];
  for (let e = 0; e < snap.edgeSon.length; e++) {
    const key = `${snap.edgeParent[e]},${snap.edgeSon[e]}`;
    if (!pairs.has(key)) pairs.add(key) && links.push([String(snap.edgeParent[e]), String(snap.edgeSon[e])]);
  }
  t = performance.now();
  const dag = graphConnect()(links);
  const decross = (layers) => {
    // Sort each layer by (position of the creating parent in the layer above, creation id).
    // Layers hold sugiyama's own nodes wrapping the graph's ({role: "node", node}).
    const idOf = (sugi) => Number(sugi.data.node.data);
    const at = new Map();
    layers.forEach((layer) => {
      const key = (node) => {
        const id = idOf(node);
        const c = snap.creator[id];
        return [c === 0xffffffff ? -1 : at.get(c), id];
      };
      layer.sort((a, b) => {
        const [pa, ia] = key(a);
        const [pb, ib] = key(b);
        return pa - pb || ia - ib;
      });
      layer.forEach((node, i) => at.set(idOf(node), i));
    });
  };
  sugiyama().layering(layeringLongestPath().topDown(true)).decross(decross).coord(coordCenter()).nodeSize([1, 1]).gap([0, 0])(dag);
  const theirsMs = performance.now() - t;

  // Same levels, same order within each level, and x an affine image of ours per level.
  const byLevel = new Map();
  for (const node of dag.nodes()) {
    const id = Number(node.data);
    assert.equal(Math.floor(node.y), snap.level[id], `node ${id} is layered by its level`);
    (byLevel.get(snap.level[id]) ?? byLevel.set(snap.level[id], []).get(snap.level[id])).push([node.x, id]);
  }
  for (const [level, row] of byLevel) {
    row.sort((a, b) => a[0] - b[0]);
    assert.deepEqual(row.map(([, id]) => id), ours.levels[level], `level ${level} in the same order`);
  }
  console.log(`layout of 1,242 nodes: ours ${oursMs.toFixed(1)} ms, d3-dag sugiyama ${theirsMs.toFixed(1)} ms`);
  s.free();
});

test("a large DAG is drawn as the current path's neighbourhood with the rest summarised", () => {
  const s = search({ game: "clique", n: 6, k: 4, preset: "K4WEAK" });
  s.run({});
  const snap = s.snapshot();
  const adj = adjacency(snap);
  const path = Array.from(snap.path);
  const { visible, summary } = focus(snap, adj, { path, limit: 100 });
  const shown = visible.reduce((a, b) => a + b, 0);
  assert.ok(shown < 200, `${shown} nodes drawn`);
  for (const p of path) {
    assert.equal(visible[p], 1, `path node ${p} drawn`);
    for (const son of adj.sons(p)) assert.equal(visible[son], 1, `son ${son} of path node ${p} drawn`);
  }
  const hidden = summary.reduce((a, r) => a + r.hidden, 0);
  assert.equal(hidden + shown, snap.level.length, "every node is drawn or counted");
  for (const r of summary) assert.equal(r.proved + r.disproved + r.open, r.hidden);
  assert.deepEqual(focus(snap, adj, { path, limit: 5000 }).visible, null, "small DAGs are drawn whole");
  s.free();
});
