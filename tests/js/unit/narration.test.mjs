// The narration's sentences (narration.js) for a view the worker could send.
import { test } from "node:test";
import assert from "node:assert/strict";
import { narration } from "../../../www/view/narration.js";
import { INF } from "../../../www/view/format.js";

const snapshot = { pn: [9, 1, 1, 1, 1, 1, 1, 1], dn: [1, 1, 1, 1, 1, 1, 1, 1], level: [0, 1, 2, 2, 3, 3, 3, 3] };
const record = {
  developed: 3,
  path: [],
  updates: [
    { node: 3, changed: true },
    { node: 2, changed: false },
  ],
  sons: [4, 5, 6].map((node) => ({ node, created: true })).concat([{ node: 2, created: false }, { node: 6, created: false }]) };
const view = { iteration: 12, status: "running", snapshot, record };

test("an iteration: the developed node and its level, the sons created and those already there, the root", () => {
  assert.equal(narration(view, "done"), "Iteration 12: most-proving node 3 at level 2, 3 sons created, 1 son already in the DAG, root 9 / 1.");
});

test("each phase has its own sentence", () => {
  assert.equal(narration(view, "select"), "Iteration 12, select: most-proving node 3 at level 2.");
  assert.equal(narration(view, "develop"), "Iteration 12, develop: node 3 at level 2, 3 sons created, 1 son already in the DAG.");
  assert.equal(narration(view, "update"), "Iteration 12, update: 1 node changed. The update stopped at node 2: unchanged, so its parents are not visited.");
});

test("the start, a solve and a stop", () => {
  assert.equal(narration({ iteration: 0, status: "running", snapshot, record: null }, "done"), "Iteration 0: the root alone, root 9 / 1.");
  const solved = { iteration: 59, status: "solved", result: "first-wins", snapshot: { ...snapshot, pn: [0], dn: [INF] }, record: null };
  assert.equal(narration(solved, "done"), "Iteration 59: root 0 / ∞. The root is solved: first player wins.");
  const stopped = { iteration: 40, status: "limit-reached", result: "unknown", snapshot, record: null };
  assert.equal(narration(stopped, "done"), "Iteration 40: root 9 / 1. Stopped: unknown.");
});

test("an update that reaches the root says so, and a solve its result", () => {
  const updates = [{ node: 3, changed: true }, { node: 0, changed: true }];
  const solved = { ...view, status: "solved", result: "first-wins", record: { ...record, updates, solved: true } };
  assert.equal(narration(solved, "update"), "Iteration 12, update: 2 nodes changed. It reached the root. The root is solved: first player wins.");
});
