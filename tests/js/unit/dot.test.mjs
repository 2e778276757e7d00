// The proof's DOT download: labels whose lines Graphviz breaks, not a printed "\n".
import { test } from "node:test";
import assert from "node:assert/strict";
import { toDot } from "../../../www/view/prooflayout.js";

test("a position's label breaks its lines with DOT's \\n, and a quote or backslash in a line is escaped", () => {
  const tree = {
    claim: "first-wins",
    positions: 2,
    strategyMoves: 1,
    nodes: [
      { chooser: true, level: 0, ends: [], safe: false, sons: [[1, ["b2"]]], cells: [] },
      { chooser: false, level: 1, ends: ["a1"], safe: false, sons: [], cells: [] },
    ],
  };
  const dot = toDot(tree, { title: "t", cellText: () => 'say "x\\y"' });
  // One backslash before each n in the file: DOT reads it as a line break.
  assert.ok(dot.includes('n0 [label="0\\nlevel 0\\nfirst to move\\nsay \\"x\\\\y\\""];'), dot);
  assert.ok(dot.includes('n1 [label="1\\nlevel 1\\nsecond to move\\nsay \\"x\\\\y\\"\\n1 move ends the game", shape=ellipse];'), dot);
  // No escaped backslash before an n: that prints "\n" in the picture.
  assert.doesNotMatch(dot, /\\\\n/);
});
