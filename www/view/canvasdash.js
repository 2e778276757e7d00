// Dashed edge curves on a canvas, cut to the viewport: the DAG view's S-curves (a cubic Bézier
// from a parent's bottom to a son's top) dashed as SVG's stroke-dasharray dashes them.

/** A computed stroke-dasharray as an even list of lengths (an odd one is repeated, as SVG does),
 *  or [] for a solid line. */
export function dashes(text) {
  const list = text === "none" ? [] : text.split(/[\s,]+/).map(parseFloat).filter((v) => Number.isFinite(v) && v >= 0);
  if (!list.some((v) => v > 0)) return [];
  return list.length % 2 ? [...list, ...list] : list;
}

/**
 * Adds the dashes of one edge curve that fall inside `box` to the canvas's path, as the SVG's
 * stroke-dasharray lays them along the whole curve. The canvas's own dashing walks every curve
 * end to end on the main thread, off-screen parts included: a transposition edge across a wide
 * level is thousands of dashes, and (6,4)'s took 400 ms a frame. Here the curve is cut into short
 * chords (densest near its ends, where it bends), and a chord off the viewport only moves the
 * dash pattern on.
 */
export function dashCurve(ctx, ax, ay, bx, by, dash, box, k) {
  const my = (ay + by) / 2;
  const period = dash.reduce((a, b) => a + b, 0);
  const n = Math.min(128, Math.max(8, Math.ceil(((Math.abs(bx - ax) + Math.abs(by - ay)) * k) / 12)));
  let idx = 0;
  let left = dash[0];
  let px = ax;
  let py = ay;
  // The pen is at the end of a dash that goes on into the next chord.
  let down = false;
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const s = t * t * (3 - 2 * t);
    const u = 1 - t;
    const qx = ax + (bx - ax) * s;
    const qy = u * u * u * ay + 3 * u * t * my + t * t * t * by;
    const len = Math.hypot(qx - px, qy - py);
    const out = (px < box.x0 && qx < box.x0) || (px > box.x1 && qx > box.x1) || (py < box.y0 && qy < box.y0) || (py > box.y1 && qy > box.y1);
    if (out) {
      down = false;
      let rest = len;
      if (rest >= left) {
        rest -= left;
        idx = (idx + 1) % dash.length;
        left = dash[idx];
        rest %= period;
        while (rest >= left) {
          rest -= left;
          idx = (idx + 1) % dash.length;
          left = dash[idx];
        }
      }
      left -= rest;
    } else if (len > 0) {
      let at = 0;
      while (at < len) {
        const step = Math.min(left, len - at);
        // Even entries of the pattern are dashes, odd ones gaps.
        if (idx % 2 === 0) {
          if (!down) ctx.moveTo(px + ((qx - px) * at) / len, py + ((qy - py) * at) / len);
          ctx.lineTo(px + ((qx - px) * (at + step)) / len, py + ((qy - py) * (at + step)) / len);
          down = true;
        } else down = false;
        at += step;
        left -= step;
        if (left <= 0) {
          idx = (idx + 1) % dash.length;
          left = dash[idx];
        }
      }
    }
    px = qx;
    py = qy;
  }
}
