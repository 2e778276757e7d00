// The DAG view's scene (www/view/dagscene.js), without a browser: a small snapshot
//        0            OR, level 0
//      /  \\\
//     1    2          AND, level 1 (0 → 2 by three symmetric moves)
//      \  /  ^
//       3  --'        OR, level 2 (created by 1; 2 → 3 a transposition; 3 → 2 a move back up)
// plus an edge 1 → 4 deleted from 1's list (4 solved).
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  acrossOf,
  boxTransform,
  buildEdges,
  describeNode,
  drawingBox,
  EDGE_GAP,
  fittingTransform,
  levelTransform,
  lodOf,
  LOD_DRAWINGS,
  LOD_NUMBERS,
  markScene,
  multAt,
  nearBox,
  nodeAt,
  nodeScene,
  onCurve,
  rootTransform,
  summaryScene,
} from "../../../www/view/dagscene.js";
import { GEOMETRY } from "../../../www/view/layout.js";

const snap = {
  level: Uint32Array.from([0, 1, 1, 2, 2]),
  kind: Uint8Array.from([0, 1, 1, 0, 0]),
  creator: Uint32Array.from([0xffffffff, 0, 0, 1, 1]),
  edgeParent: Uint32Array.from([0, 0, 0, 0, 1, 1, 2, 3]),
  edgeSon: Uint32Array.from([1, 2, 2, 2, 3, 4, 3, 2]),
  edgeListed: Uint8Array.from([1, 1, 1, 1, 1, 0, 1, 1]),
  cellsPerNode: 0,
  cells: new Uint8Array(0),
};
const at = { 0: { x: 0, y: 0 }, 1: { x: -30, y: 92 }, 2: { x: 30, y: 92 }, 3: { x: 0, y: 184 }, 4: { x: 60, y: 184 } };
const numbers = { 0: [2, 1], 1: [1, 1], 2: [0, Infinity], 3: [Infinity, 0], 4: [1, 1] };
const frame = (extra = {}) => ({ snap, shown: (id) => numbers[id], view: { question: "first-wins" }, selected: null, ...extra });

/** Two boxes {x, y, w, h} (centred) overlap. */
const overlap = (a, b) => Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;

test("the level of detail drops numbers below LOD_NUMBERS and drawings below LOD_DRAWINGS", () => {
  assert.equal(lodOf(LOD_NUMBERS - 0.01), 0);
  assert.equal(lodOf(LOD_NUMBERS), 1);
  assert.equal(lodOf(LOD_DRAWINGS - 0.01), 1);
  assert.equal(lodOf(LOD_DRAWINGS), 2);
  assert.equal(lodOf(4), 2);
});

test("each edge is pushed once in its style; symmetric moves once, with their count", () => {
  const pushed = [];
  const { multi } = buildEdges(frame(), (id) => at[id], (kind, x1, y1, x2, y2) => pushed.push({ kind, x1, y1, x2, y2 }));
  assert.deepEqual(
    pushed.map((e) => e.kind),
    ["first", "first", "first", "deleted", "trans", "cycle"],
  );
  assert.deepEqual(multi, [{ p: 0, s: 2, count: 3 }]);
  // From the parent's bottom to the son's top.
  assert.deepEqual(pushed[0], { kind: "first", x1: 0, y1: EDGE_GAP, x2: -30, y2: 92 - EDGE_GAP });
});

test("a node not drawn, and the sons of a collapsed node, get no edges", () => {
  const pushed = [];
  const { multi } = buildEdges(frame({ hideSonsOf: 0 }), (id) => (id === 4 ? undefined : at[id]), (kind) => pushed.push(kind));
  assert.deepEqual(pushed, ["first", "trans", "cycle"]);
  assert.deepEqual(multi, []);
});

test("the scratch arrays are reused and grown, and a second build gives the same counts", () => {
  const first = buildEdges(frame(), (id) => at[id], () => {});
  const again = buildEdges(frame(), (id) => at[id], () => {}, first.scratch);
  assert.equal(again.scratch, first.scratch);
  assert.deepEqual(again.multi, first.multi);
  const small = { parent: new Int32Array(1), slot: new Int32Array(1) };
  assert.ok(buildEdges(frame(), (id) => at[id], () => {}, small).scratch.parent.length >= snap.level.length);
});

test("a ×N sits on its edge's curve, below the middle (where the path's tag goes)", () => {
  const [x, y] = multAt(at[0], at[2]);
  assert.deepEqual([x, y], onCurve(0, EDGE_GAP, 30, 92 - EDGE_GAP, 0.72));
  assert.ok(y > 46 && y < 92 - EDGE_GAP);
  assert.ok(x > 15 && x < 30);
});

test("a node's label, name and classes say its numbers and what it establishes", () => {
  const proved = nodeScene(frame({ selected: 2 }), 2, 3);
  assert.equal(proved.label, "0/∞");
  assert.match(proved.aria, /^node 2, AND, pn 0, dn ∞, proved/);
  assert.match(proved.base, /^node and s-proved o-\S+ selected$/);
  assert.equal(proved.selected, true);
  const open = nodeScene(frame(), 1, 1);
  assert.equal(open.look, "open");
  assert.equal(open.base, "node and s-unknown cursor");
  assert.match(describeNode(frame(), null, 3), /^Node 3: OR, level 2, pn ∞, dn 0, disproved/);
});

test("the near box is the viewport in the camera's units, widened by the margin", () => {
  assert.deepEqual(nearBox({ k: 2, x: 100, y: -50 }, { width: 400, height: 300 }, 10), { x0: -60, x1: 160, y0: 15, y1: 185 });
});

test("a point inside a node's square finds it, the nearest when two are near; empty space none", () => {
  const nodes = Object.entries(at).map(([id, p]) => ({ id: Number(id), ...p }));
  assert.equal(nodeAt(nodes, 25, 90), 2);
  assert.equal(nodeAt(nodes, 12, 90), 2);
  assert.equal(nodeAt(nodes, -25, 90), 1);
  assert.equal(nodeAt(nodes, 0, 46), null);
});

test("marks: the ring round the developed node, a flash above a changed node, the root's stop beside it", () => {
  const place = (id) => at[id] ?? null;
  const marks = markScene(frame({ developed: 1, flash: new Map([[2, "1/1 → 0/∞"]]), stops: [{ node: 0, text: "stop" }, { node: 9, text: "x" }] }), place);
  assert.deepEqual(
    marks.map((m) => m.kind),
    ["ring", "flash", "stop"],
  );
  const [ring, flash, stop] = marks;
  assert.deepEqual([ring.x, ring.y], [at[1].x, at[1].y]);
  assert.ok(flash.y + flash.h / 2 < at[2].y - GEOMETRY.size / 2, "the flash sits above its node");
  assert.ok(stop.x - stop.w / 2 > at[0].x + GEOMETRY.size / 2, "the root's stop sits right of it");
  // Projector mode's larger text widens the boxes.
  const big = markScene(frame({ flash: new Map([[2, "1/1 → 0/∞"]]) }), place, 1.3)[0];
  assert.ok(big.w > flash.w && big.h > flash.h);
});

test("a summary row sits right of its level's last node and is as wide as its longer line", () => {
  const placed = { levels: [[0], [1, 2]], x: [0, -30, 30], y: [0, 92, 92] };
  const [row] = summaryScene({ summary: [{ level: 1, hidden: 5, proved: 1, disproved: 2, open: 2 }], view: { question: "first-wins" } }, placed);
  assert.equal(row.x, 30 + GEOMETRY.dx);
  assert.equal(row.y, GEOMETRY.dy);
  assert.equal(row.head, "+5 more at level 1:");
  assert.match(row.tail, /^1 .* · 2 .* · 2 open$/);
  assert.equal(row.width, 20 + Math.max(row.head.length, row.tail.length) * 6.9);
  assert.deepEqual(acrossOf(placed, row.x + row.width), [-30 - GEOMETRY.size / 2, row.x + row.width]);
});

test("the fitting transform shows every placed node inside the view, at most 1.2×", () => {
  const placed = { levels: [[0], [1, 2], [3, 4]], x: [0, -300, 300, -600, 600], y: [0, 92, 92, 184, 184] };
  const size = { width: 800, height: 600 };
  const t = fittingTransform(placed, size);
  for (let id = 0; id < 5; id++) {
    const sx = placed.x[id] * t.k + t.x;
    const sy = placed.y[id] * t.k + t.y;
    assert.ok(sx > 0 && sx < 800 && sy > 0 && sy < 600, `node ${id} at ${sx},${sy}`);
  }
  assert.ok(t.k <= 1.2);
  assert.equal(fittingTransform({ levels: [[0]], x: [0], y: [0] }, size).k, 1.2);
  assert.equal(fittingTransform(placed, { width: 0, height: 600 }), null);
});

test("a level too wide to fit is shown from its middle at the level scale", () => {
  const nodes = Array.from({ length: 100 }, (_, i) => ({ id: i, x: i * GEOMETRY.dx, y: 92 }));
  const levels = { level: new Uint32Array(100).fill(1) };
  const t = levelTransform(nodes, levels, 1, { width: 800, height: 600 });
  assert.equal(t.k, 0.75);
  assert.equal(t.x + t.k * (99 * GEOMETRY.dx) / 2, 400);
  assert.equal(t.y + t.k * 92, 300);
  assert.equal(levelTransform(nodes, levels, 2, { width: 800, height: 600 }), null);
});

test("a deep drawing fitted by width shows its top; the root's camera puts the root near the top", () => {
  const box = drawingBox([{ x: 0, y: 0 }, { x: 100, y: 2000 }]);
  assert.deepEqual(box, { x: -20, y: -20, width: 140, height: 2060 });
  const t = boxTransform(box, { width: 800, height: 600 }, true);
  assert.equal(t.k, 1.2);
  assert.equal(t.y + t.k * box.y, 30);
  assert.equal(boxTransform({ x: 0, y: 0, width: 0, height: 0 }, { width: 800, height: 600 }), null);
  const wide = { levels: [[0], Array.from({ length: 200 }, (_, i) => i + 1)], x: [0, ...Array.from({ length: 200 }, (_, i) => (i - 100) * 58)], y: [0, ...new Array(200).fill(92)] };
  const r = rootTransform(wide, { width: 800, height: 600 });
  assert.equal(r.k, 0.75);
  const rootY = r.y + r.k * wide.y[0];
  assert.ok(rootY > 0 && rootY < 60, `root at ${rootY}`);
  assert.equal(r.x + r.k * wide.x[0], 400);
});
