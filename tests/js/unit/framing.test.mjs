// The recorder's framing: every node a range shows lands inside the frame, whatever the frame's
// shape, and fills it along one side.
import { test } from "node:test";
import assert from "node:assert/strict";
import { EMPTY_BOX, framing, isEmpty, placedBox, union } from "../../../www/view/framing.js";
import { GEOMETRY } from "../../../www/view/layout.js";

/** A layout as layout.js returns it: `widths[l]` nodes on level l, centred. */
function placed(widths) {
  const x = [], y = [], levels = [];
  let id = 0;
  widths.forEach((w, l) => {
    levels[l] = [];
    for (let i = 0; i < w; i++, id++) {
      levels[l].push(id);
      x[id] = (i - (w - 1) / 2) * GEOMETRY.dx;
      y[id] = l * GEOMETRY.dy;
    }
  });
  return { x, y, levels };
}

const screen = (t, px, py) => [t.k * px + t.x, t.k * py + t.y];

test("a placed box holds every node's square with its labels", () => {
  const p = placed([1, 3, 7]);
  const b = placedBox(p);
  const h = GEOMETRY.size / 2;
  for (let id = 0; id < p.x.length; id++) {
    assert.ok(b.x0 <= p.x[id] - h - 8 && p.x[id] + h <= b.x1, `node ${id} across`);
    // The numbers' baseline is 15 px below the square.
    assert.ok(b.y0 <= p.y[id] - h - 14 && p.y[id] + h + 19 <= b.y1, `node ${id} down`);
  }
  // Level summaries beside the nodes widen it to their right end.
  assert.equal(placedBox(p, { right: 900 }).x1, 900);
  assert.ok(isEmpty(placedBox({ x: [], y: [], levels: [] })));
});

test("the union of a range's boxes holds each of them", () => {
  const a = placedBox(placed([1, 2]));
  const b = placedBox(placed([1, 9, 4]));
  const u = union(union(EMPTY_BOX, a), b);
  for (const box of [a, b]) assert.ok(u.x0 <= box.x0 && u.y0 <= box.y0 && u.x1 >= box.x1 && u.y1 >= box.y1);
  assert.deepEqual(union(EMPTY_BOX, a), a);
});

test("the framing puts the whole box inside any frame, centred, filling one side", () => {
  const box = placedBox(placed([1, 9, 30, 12]));
  for (const [w, hgt] of [[480, 256], [640, 356], [960, 536], [300, 900], [1600, 200]]) {
    const t = framing(box, w, hgt);
    const [x0, y0] = screen(t, box.x0, box.y0);
    const [x1, y1] = screen(t, box.x1, box.y1);
    assert.ok(x0 >= 0 && y0 >= 0 && x1 <= w && y1 <= hgt, `${w}×${hgt}: inside`);
    assert.ok(Math.abs((x0 + x1) / 2 - w / 2) < 1e-6 && Math.abs((y0 + y1) / 2 - hgt / 2) < 1e-6, `${w}×${hgt}: centred`);
    // One side is filled up to the margin: the DAG fills the frame, not a third of it.
    const fill = Math.max((x1 - x0) / w, (y1 - y0) / hgt);
    assert.ok(fill > 0.9, `${w}×${hgt}: fills ${fill}`);
  }
});

test("a tiny range is not blown up, and an empty box or view gives no framing", () => {
  const one = placedBox(placed([1]));
  assert.equal(framing(one, 960, 536).k, 1.6);
  assert.equal(framing(one, 960, 536, { maxScale: 1 }).k, 1);
  assert.equal(framing(EMPTY_BOX, 640, 400), null);
  assert.equal(framing(one, 0, 400), null);
});
