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
  idBox,
  idLook,
  labelScene,
  levelTransform,
  lodOf,
  LOD_DRAWINGS,
  LOD_NUMBERS,
  markScene,
  multAt,
  multWidth,
  nearBox,
  nodeAt,
  nodeScene,
  onCurve,
  rootTransform,
  summaryScene,
} from "../../../www/view/dagscene.js";
import { GEOMETRY } from "../../../www/view/layout.js";
import { overlaps, place } from "../../../www/view/placement.js";

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
const at = { 0: { x: 0, y: 0 }, 1: { x: -29, y: 92 }, 2: { x: 29, y: 92 }, 3: { x: 0, y: 184 }, 4: { x: 58, y: 184 } };
const numbers = { 0: [2, 1], 1: [1, 1], 2: [0, Infinity], 3: [Infinity, 0], 4: [1, 1] };
const frame = (extra = {}) => ({ snap, shown: (id) => numbers[id], view: { question: "first-wins" }, selected: null, ...extra });

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
  assert.deepEqual(pushed[0], { kind: "first", x1: 0, y1: EDGE_GAP, x2: -29, y2: 92 - EDGE_GAP });
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
  assert.deepEqual([x, y], onCurve(0, EDGE_GAP, 29, 92 - EDGE_GAP, 0.72));
  assert.ok(y > 46 && y < 92 - EDGE_GAP);
  assert.ok(x > 14.5 && x < 29);
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

test("marks: the ring round the developed node, a flash above a changed node; a badge has eight spots", () => {
  const place = (id) => at[id] ?? null;
  const marks = markScene(frame({ developed: 1, flash: new Map([[2, "1/1 → 0/∞"]]), stops: [{ node: 0, text: "stop" }, { node: 9, text: "x" }] }), place);
  assert.deepEqual(
    marks.map((m) => m.kind),
    ["ring", "flash", "stop"],
  );
  const [ring, flash, stop] = marks;
  assert.deepEqual([ring.x, ring.y], [at[1].x, at[1].y]);
  assert.ok(flash.y + flash.h / 2 < at[2].y - GEOMETRY.size / 2, "the flash sits above its node");
  assert.equal(stop.spots.length, 8);
  assert.ok(stop.spots[0][0] - stop.w / 2 > at[0].x + GEOMETRY.size / 2, "the root's first spot is right of it");
  assert.ok(flash.spots[1][0] - flash.w / 2 > at[2].x + GEOMETRY.size / 2, "another node's second spot is right of it");
  // Projector mode's larger text widens the boxes.
  const big = markScene(frame({ flash: new Map([[2, "1/1 → 0/∞"]]) }), place, 1.3)[0];
  assert.ok(big.w > flash.w && big.h > flash.h);
});

/** The drawn nodes of the small DAG, with their numbers' labels. */
const nodes = Object.entries(at).map(([id, p]) => ({ id: Number(id), ...p, label: numbers[id].map((v) => (v === Infinity ? "∞" : v)).join("/") }));
/** Every box a labelScene leaves: nodes, numbers, ids, badges and counts. */
function boxesOf(f, scene, font) {
  const labels = scene.marks.filter((m) => m.kind !== "ring").map((m) => ({ ...m, what: `${m.kind} ${m.text}` }));
  const counts = buildEdges(f, (id) => at[id], () => {}).multi.map(({ p, s, count }, i) => {
    const [x, y] = multAt(at[p], at[s], scene.multT[i]);
    return { x, y, w: multWidth(`×${count}`), h: 14, what: `×${count} ${p}→${s}` };
  });
  const ids = nodes.map((d) => ({ ...idBox(d.x, d.y, font, String(d.id).length), what: `id ${d.id}` }));
  return [...labels, ...counts, ...ids];
}

test("one rule places badges and counts: none overlaps another, nor an id", () => {
  const f = frame({ developed: 2, flash: new Map([[2, "1/1 → 0/∞"], [0, "1/1 → 2/1"]]), stops: [{ node: 0, text: "stop" }, { node: 3, text: "+12" }] });
  const font = idLook(1, 1).font;
  const scene = labelScene(f, nodes, buildEdges(f, (id) => at[id], () => {}).multi, { ids: { font } });
  const boxes = boxesOf(f, scene, font);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) assert.ok(!overlaps(boxes[i], boxes[j]), `${boxes[i].what} overlaps ${boxes[j].what}`);
  // The root's first badge goes beside it, clear of the top of the drawing.
  const rootFlash = scene.marks.find((m) => m.kind === "flash" && m.id === 0);
  assert.ok(rootFlash.x - rootFlash.w / 2 > at[0].x + GEOMETRY.size / 2);
});

test("a count moves along or beside its edge off its son's id, and a badge off the count", () => {
  const multi = [{ p: 0, s: 2, count: 3 }];
  const straight = nodes.map((d) => (d.id === 2 ? { ...d, x: 0 } : d));
  const font = 12;
  assert.deepEqual(labelScene(frame(), straight, multi).multT[0], { t: 0.72, dx: 0 }, "without ids, on it three quarters down");
  const scene = labelScene(frame({ stops: [{ node: 2, text: "stop" }] }), straight, multi, { ids: { font } });
  const spot = scene.multT[0];
  assert.notDeepEqual(spot, { t: 0.72, dx: 0 });
  const [x, y] = multAt({ x: 0, y: 0 }, { x: 0, y: 92 }, spot);
  const count = { x, y, w: multWidth("×3"), h: 14 };
  assert.ok(!overlaps(count, idBox(0, 92, font, 1)));
  const stop = scene.marks.find((m) => m.kind === "stop");
  assert.ok(!overlaps(count, stop) && !overlaps(stop, idBox(0, 92, font, 1)));
});

test("ids keep legible on screen as the zoom shrinks them, and are dropped where they cannot fit", () => {
  const near = idLook(1, 2);
  assert.equal(near.font, 12);
  assert.ok(near.fits);
  const out = idLook(0.75, 5);
  assert.equal(out.font * 0.75, 12);
  assert.ok(out.fits, "five digits at the big DAGs' 0.75×");
  assert.ok(!idLook(0.45, 5).fits, "five digits at 0.45× would overlap");
  assert.ok(!idLook(0.2, 1).fits, "too tall for the room above a node");
  assert.ok(idLook(1, 3, 1.3).font > near.font, "projector mode's are larger");
  // Two neighbours' ids, at the widest that fits, do not touch.
  for (const k of [0.5, 0.75, 1, 2]) {
    for (const digits of [1, 2, 3, 4, 5]) {
      const look = idLook(k, digits);
      if (!look.fits) continue;
      assert.ok(!overlaps(idBox(0, 0, look.font, digits), idBox(GEOMETRY.dx, 0, look.font, digits)), `k ${k}, ${digits} digits`);
    }
  }
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

test("placement: first free spot; else one clear of labels (over a node); else the first", () => {
  const node = { x: 0, y: 0, w: 40, h: 40 };
  const labels = [
    { w: 10, h: 10, spots: [[0, 0], [100, 0]] },
    { w: 10, h: 10, spots: [[100, 0], [200, 0]] },
    { w: 10, h: 10, spots: [[100, 0], [0, 0]] },
    { w: 10, h: 10, spots: [[100, 0], [200, 0]] },
  ];
  assert.deepEqual(place([node], labels).chosen, [1, 1, 1, 0]);
  // Far apart, in negative and positive coordinates: the grid finds no false hits.
  assert.deepEqual(place([{ x: -5000, y: -5000, w: 10, h: 10 }], [{ w: 10, h: 10, spots: [[5000, 5000]] }]).chosen, [0]);
  // A label with nowhere else to go covers a node's id before another label, and says so.
  const id = { x: 300, y: 0, w: 10, h: 10, kind: "id" };
  const other = { x: 400, y: 0, w: 10, h: 10, kind: "label" };
  const { chosen, covered } = place([id, other], [{ w: 10, h: 10, spots: [[400, 0], [300, 0]] }]);
  assert.deepEqual(chosen, [1]);
  assert.deepEqual([...covered], [id]);
});

test("a ×N count is at least 12 px on screen at every zoom it is drawn at, its scale in few steps", async () => {
  const { multLook, MULT_TEXT } = await import("../../../www/view/dagscene.js");
  const scales = new Set();
  for (const ts of [1, 1.4]) {
    for (let k = 0.3; k <= 3; k += 0.01) {
      const { scale, fits } = multLook(k, ts);
      assert.ok(scale >= ts, `scale ${scale} at k ${k}`);
      if (fits) assert.ok(MULT_TEXT.min * scale * k >= MULT_TEXT.screen * ts - 1e-9, `${MULT_TEXT.min * scale * k} px at k ${k}, text scale ${ts}`);
      scales.add(scale);
    }
  }
  // Zoomed far out no count fits; close in they all do, at their smallest size times the text scale.
  assert.equal(multLook(0.3).fits, false);
  assert.deepEqual(multLook(2), { scale: 1, fits: true });
  assert.ok(scales.size < 20, `${scales.size} scales`);
});
