// The DAG view's camera: d3-zoom's transform moved to show a node, a level, the root or the whole
// drawing. The transforms are computed by dagscene.js; this file moves the zoom to them.
import d3 from "./d3.js";
import { reducedMotion } from "./motion.js";
import { CANVAS_NODES } from "./canvaslayer.js";
import { acrossOf, boxTransform, drawingBox, fittingTransform, levelTransform, rootTransform } from "./dagscene.js";
import { viewSize } from "./dagsvg.js";

const zoomTo = ({ k, x, y }) => d3.zoomIdentity.translate(x, y).scale(k);

/** A camera move: animated, unless it has no time or the SVG has no size yet (hidden, or
 *  being laid out), where d3's zoom interpolation would divide by the zero width. Over many
 *  drawn nodes it jumps: each frame of a glide repaints the whole view, and a glide of a few
 *  slow frames showed the answer later than the jump does. */
export function move(v, duration) {
  const sel = d3.select(v.svg);
  const { width, height } = viewSize(v);
  return duration && !reducedMotion() && width > 0 && height > 0 && v.drawn.size <= CANVAS_NODES ? sel.transition().duration(duration) : sel;
}

/** Moves the camera so `id` is centred (keeping the zoom). While the whole DAG fits at a
 *  readable scale and the viewer has not moved the camera, shows the whole DAG instead: a
 *  small demo should never cut off the root. */
export function follow(v, id, { duration = 400, placed = null } = {}) {
  const p = placed ? { x: placed.x[id], y: placed.y[id] } : v.where(id);
  if (!p) return;
  v.autoCamera = (d) => v.follow(id, { duration: d, placed: v.placed });
  const whole = placed && !v.userMoved ? fittingTransform(placed, viewSize(v), v.summaryRight ?? -Infinity) : null;
  if (whole && whole.k >= v.minFit) {
    move(v, duration).call(v.zoom.transform, zoomTo(whole));
    return;
  }
  // A drawing as narrow as the view (the focus view, its summaries beside it) stays centred
  // across: centring the node ran the summaries off the right edge.
  const across = placed ? acrossOf(placed, v.summaryRight ?? -Infinity) : null;
  const k = d3.zoomTransform(v.svg).k;
  const x = across && (across[1] - across[0]) * k <= 0.96 * viewSize(v).width ? (across[0] + across[1]) / 2 : p.x;
  move(v, duration).call(v.zoom.translateTo, x, p.y);
}

/** Shows one level of the drawn DAG (the overview's bands): the whole level if it fits at a
 *  scale where positions and numbers read well, else its middle at that scale. */
export function showLevel(v, level, { duration = 300 } = {}) {
  const snap = v.frame?.snap;
  if (!snap) return;
  const targets = [...v.drawn.values()].map((d) => ({ id: d.id, x: d.tx, y: d.ty }));
  const t = levelTransform(targets, snap, level, viewSize(v));
  if (!t) return;
  v.userMoved = true;
  move(v, duration).call(v.zoom.transform, zoomTo(t));
}

/** Fits the drawing into the view (at most 1.2×). `widthOnly`: fits its width and shows its top,
 *  however deep it is (the focus view: a long path in a short panel would shrink to specks). */
export function fit(v, { duration = 0, widthOnly = false } = {}) {
  v.userMoved = false;
  v.autoCamera = (d) => v.fit({ duration: d, widthOnly });
  // The SVG's own box misses the far nodes (not displayed): every drawn node is added to it.
  const t = boxTransform(drawingBox(v.drawn.values(), v.camera.getBBox()), viewSize(v), widthOnly);
  // Nothing to fit, or no room yet (a hidden or collapsing element): a zero scale would stick.
  if (t) move(v, duration).call(v.zoom.transform, zoomTo(t));
}

/** A new view's first camera (a load, a jump, a run to the end): the whole DAG while it fits
 *  at a scale where drawings show, else its top levels with the root near the top edge, as
 *  wide as they fit between 0.75× and 1× (centring the root left the panel's top half empty
 *  and the tree running off its bottom). */
export function showRoot(v, { duration = 0 } = {}) {
  v.userMoved = false;
  v.autoCamera = (d) => v.showRoot({ duration: d });
  const placed = v.placed;
  const size = viewSize(v);
  if (!placed || !size.width || !size.height) return;
  const right = v.summaryRight ?? -Infinity;
  const whole = fittingTransform(placed, size, right);
  const t = whole && whole.k >= v.minFit ? whole : rootTransform(placed, size, right);
  move(v, duration).call(v.zoom.transform, zoomTo(t));
}

/** Zooms in (factor > 1) or out about the view's centre. */
export function zoomBy(v, factor) {
  v.userMoved = true;
  move(v, 200).call(v.zoom.scaleBy, factor);
}

/** The camera's last move of its own, made again for the view's new size or a drawing
 *  that changed its extent (focus on or off); none when the viewer moved the camera. */
export function refit(v, duration = 0) {
  if (v.userMoved || !v.autoCamera) return;
  v.autoCamera(duration);
}
