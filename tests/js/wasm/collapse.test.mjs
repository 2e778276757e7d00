// Collapsed subtrees: exactly the nodes created below a collapsed node are hidden, the path
// never is, and each collapsed node's badge counts what it hides.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { collapseFrame } from "../../../www/view/collapse.js";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../../pkg-node/pnlab.js");

test("collapsing a son of the root hides its creations, keeps the path, counts the hidden", () => {
  const s = new PnSearch({ game: "clique", n: 6, k: 4, preset: "K4WEAK" });
  s.run({ maxIterations: 120 });
  const snap = s.snapshot();
  s.free();
  const n = snap.level.length;
  const path = Array.from(snap.path);
  const frame = { snap, visible: null, path: [], developed: null, stops: [] };
  // The creators' tree: a node's descendants by creation.
  const below = (top) => {
    const out = new Set();
    for (let id = 1; id < n; id++) if (snap.creator[id] === top || out.has(snap.creator[id])) out.add(id);
    return out;
  };
  for (const top of [1, 2, path[1]]) {
    const out = collapseFrame(frame, new Set([top]));
    const hide = [...below(top)].filter((id) => !path.includes(id) && id !== 0);
    for (let id = 0; id < n; id++) assert.equal(out.visible[id], hide.includes(id) ? 0 : 1, `node ${id} with ${top} collapsed`);
    assert.deepEqual(out.stops, [{ node: top, text: `+${hide.length}` }]);
    for (const p of path) assert.equal(out.visible[p], 1);
  }
  assert.equal(collapseFrame(frame, new Set()), frame, "nothing collapsed: the frame as it was");
});
