// Walking the DAG from the keyboard (dagwalk.js) on a small DAG with a transposition:
//        0
//      / | \
//     1  2  3      (drawn left to right in the order 2, 1, 3)
//      \ |
//        4         (sons of 1 and of 2; created by 1)
import { test } from "node:test";
import assert from "node:assert/strict";
import { walk } from "../../../www/view/dagwalk.js";

const SONS = { 0: [1, 2, 3], 1: [4], 2: [4, 4], 3: [], 4: [] };
const PARENTS = { 0: [], 1: [0], 2: [0], 3: [0], 4: [1, 2] };
const adj = { sons: (p) => SONS[p], deletedSons: () => [], parents: (s) => PARENTS[s] };
const X = { 0: 0, 1: 10, 2: -10, 3: 20, 4: 0 };
const x = (id) => X[id];

test("↓ goes to the first son as drawn, ↑ back to the parent", () => {
  assert.deepEqual(walk(adj, 0, "ArrowDown", { x }), { id: 2, parent: 0 });
  assert.deepEqual(walk(adj, 2, "ArrowUp", { from: 0, x }), { id: 0, parent: null });
  assert.equal(walk(adj, 0, "ArrowUp", { x }), null);
  assert.equal(walk(adj, 3, "ArrowDown", { x }), null);
});

test("← → run along the parent's sons in the order they are drawn, and stop at the ends", () => {
  assert.deepEqual(walk(adj, 2, "ArrowRight", { from: 0, x }), { id: 1, parent: 0 });
  assert.deepEqual(walk(adj, 1, "ArrowRight", { from: 0, x }), { id: 3, parent: 0 });
  assert.equal(walk(adj, 3, "ArrowRight", { from: 0, x }), null);
  assert.deepEqual(walk(adj, 1, "ArrowLeft", { from: 0, x }), { id: 2, parent: 0 });
  assert.equal(walk(adj, 2, "ArrowLeft", { from: 0, x }), null);
});

test("a transposition goes back up the parent it was reached from; by default its creator", () => {
  assert.deepEqual(walk(adj, 4, "ArrowUp", { from: 2, x }), { id: 2, parent: 0 });
  assert.deepEqual(walk(adj, 4, "ArrowUp", { x }), { id: 1, parent: 0 });
  // A son listed twice (symmetric moves) is one stop.
  assert.deepEqual(walk(adj, 2, "ArrowDown", { x }), { id: 4, parent: 2 });
  assert.equal(walk(adj, 4, "ArrowRight", { from: 2, x }), null);
});

test("Home is the root; a collapsed node is not entered", () => {
  assert.deepEqual(walk(adj, 4, "Home", { x }), { id: 0, parent: null });
  assert.equal(walk(adj, 0, "Home", { x }), null);
  assert.equal(walk(adj, 0, "ArrowDown", { x, open: (id) => id !== 0 }), null);
});

test("sons deleted from a list as solved are drawn, and walked to", () => {
  const solved = { ...adj, sons: (p) => (p === 0 ? [3] : SONS[p]), deletedSons: (p) => (p === 0 ? [1, 2] : []) };
  assert.deepEqual(walk(solved, 0, "ArrowDown", { x }), { id: 2, parent: 0 });
  assert.deepEqual(walk(solved, 1, "ArrowRight", { from: 0, x }), { id: 3, parent: 0 });
});
