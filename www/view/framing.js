// Framing a recording: the box around everything a range of iterations shows, and the camera
// transform that fits it into a frame. Pure, so the recorder's framing is tested without a page.
import { GEOMETRY } from "./layout.js";

/** Room around a node's centre for what is drawn with it: its number on the left, a changed
 *  number's tag above, pn / dn below. */
const ROOM = { side: GEOMETRY.size / 2 + 30, above: GEOMETRY.size / 2 + 30, below: GEOMETRY.size / 2 + 24 };

/** An empty box: the union's neutral element. */
export const EMPTY_BOX = Object.freeze({ x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity });

export const isEmpty = (b) => !(b.x1 >= b.x0 && b.y1 >= b.y0);

/** The smallest box holding `a` and `b` ({x0, y0, x1, y1}). */
export function union(a, b) {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

/** The box of a layout's placed nodes (layout.js: `levels` lists each level's nodes left to
 *  right), with their labels; `right`: where the level summaries drawn beside them end. */
export function placedBox(placed, { right = -Infinity } = {}) {
  let box = EMPTY_BOX;
  for (const ids of placed?.levels ?? []) {
    if (!ids?.length) continue;
    const first = ids[0];
    const last = ids[ids.length - 1];
    box = union(box, {
      x0: placed.x[first] - ROOM.side,
      x1: Math.max(placed.x[last] + ROOM.side, right),
      y0: placed.y[first] - ROOM.above,
      y1: placed.y[first] + ROOM.below,
    });
  }
  return box;
}

/** The transform {k, x, y} (screen = k · drawing + (x, y)) that shows `box` whole and centred in
 *  a `width` × `height` view, filling it less a small margin, at most `maxScale`: a range of one
 *  or two nodes is not blown up to the frame's size. Null for an empty box or view. */
export function framing(box, width, height, { margin = 0.03, maxScale = 1.6 } = {}) {
  if (isEmpty(box) || !(width > 0) || !(height > 0)) return null;
  const bw = Math.max(box.x1 - box.x0, 1);
  const bh = Math.max(box.y1 - box.y0, 1);
  const k = Math.min(maxScale, ((1 - 2 * margin) * width) / bw, ((1 - 2 * margin) * height) / bh);
  return { k, x: width / 2 - k * (box.x0 + box.x1) / 2, y: height / 2 - k * (box.y0 + box.y1) / 2 };
}
