// The benchmark's own processes (scripts/proc-tree.mjs): a browser's renderers and their
// children, not another program's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { descendants, parentOf } from "../../../scripts/proc-tree.mjs";

test("every descendant of the root, at any depth, and nothing else", () => {
  // 10 is our browser (renderers 11, 12; 13 a child of 12); 20 another browser with renderer 21.
  const parents = new Map([[10, 1], [11, 10], [12, 10], [13, 12], [20, 1], [21, 20]]);
  assert.deepEqual(descendants(parents, 10).sort(), [11, 12, 13]);
  assert.deepEqual(descendants(parents, 21), []);
});

test("the parent is read after the process name, which may hold spaces and parentheses", () => {
  assert.equal(parentOf("4242 (chrome (renderer) x) S 4200 4242 4242 0 -1"), 4200);
  assert.equal(parentOf("7 (sh) R 1 7 7 0"), 1);
});
