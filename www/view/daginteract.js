// What the DAG view answers: zoom and pan (d3-zoom), the level of detail they set, the panel's
// resizes, the pointer (tooltips, clicks, the stand-in over canvas-painted nodes) and the keyboard
// (a cursor walking the nodes, said aloud for a screen reader).
import d3 from "./d3.js";
import { GEOMETRY } from "./layout.js";
import { BEFORE_EXPORT } from "./exporter.js";
import { walk as walkFrom, WALK_KEYS } from "./dagwalk.js";
import { CANVAS_NODES } from "./canvaslayer.js";
import { lodOf, nodeAt as nodeUnder } from "./dagscene.js";
import { attachAll, classify, cull, cullSoon, hover, labelsShown, nodesOnCanvas, paintCanvas, title, viewSize } from "./dagsvg.js";
import { drawLabels, writeSvgEdges } from "./dagedges.js";
import { move } from "./dagcamera.js";

/** The view's d3-zoom, on its SVG: each move sets the camera, the level of detail, the canvases
 *  and what is culled. */
export function attachZoom(v) {
  v.zoom = d3
    .zoom()
    .scaleExtent([0.01, 4])
    // The view's layout size: d3's own reading of the SVG's width throws once the SVG has
    // left the page (a demo removed while its camera moves).
    .extent(() => {
      const { width, height } = viewSize(v);
      return [[0, 0], [width || 1, height || 1]];
    })
    .on("zoom", (e) => {
      // A move computed while the view had no size; the next real move replaces it.
      if (!Number.isFinite(e.transform.k) || !Number.isFinite(e.transform.x)) return;
      // A wheel, pinch or drag means the viewer holds the camera: it stops fitting by itself.
      if (e.sourceEvent) v.userMoved = true;
      v.camera.setAttribute("transform", e.transform.toString());
      // A large drawing's labels are placed near the viewport only (dagedges.js drawLabels).
      if (setLod(v, e.transform.k) || v.drawn.size > CANVAS_NODES) relabelSoon(v);
      paintCanvas(v);
      // A large drawing's camera jumps (dagcamera.js), and its nodes come near in the same frame
      // as its canvases: a frame later, the view showed the edges first and its nodes after.
      if (v.drawn.size > CANVAS_NODES) cull(v);
      else cullSoon(v);
    });
  d3.select(v.svg).call(v.zoom).on("dblclick.zoom", null);
}

/** The panel's size, the pointer and the keyboard. */
export function attachInput(v) {
  // The SVG takes the host's size in pixels, not the stylesheet's 100%: Chromium lays a
  // percentage-sized SVG out again, with all it holds, whenever anything beside it is laid
  // out (2–3 ms a step for the banner's new text at 1280×800, docs/visualiser.md "Speed").
  new ResizeObserver(([entry]) => {
    const { width, height } = entry.contentRect;
    const before = v.observed;
    v.observed = { width, height };
    v.svg.style.width = `${width}px`;
    v.svg.style.height = `${height}px`;
    // The observer's size is the layout's: read again from the host, it forced a layout.
    v.size = { width, height };
    v.canvas.resize(width, height);
    paintCanvas(v);
    // A panel that grew or shrank (a window moved to the projector, a line above the DAG, a
    // demo's column) shows the drawing as the camera last chose to, unless the viewer took it.
    // Animated: a banner that changes its height mid-step would otherwise cut the camera's
    // glide to the developed node short.
    if (before && width && height && (before.width !== width || before.height !== height)) v.refit(200);
    cullSoon(v);
  }).observe(v.host);
  const svg = v.svg;
  // Messages name nodes by number ("the most-proving node is 3"): a node's tooltip gives its
  // number, numbers and position. Written when the pointer comes over it, so a step writes none.
  svg.addEventListener("pointerover", (e) => {
    const g = e.target.closest?.(".node");
    if (g) title(v, g);
  });
  // A node painted on the canvas gets the same tooltip and name from a stand-in put over it.
  svg.addEventListener("pointermove", (e) => {
    if (v.canvas.nodes) hover(v, nodeAt(v, e));
  });
  svg.addEventListener("pointerleave", () => hover(v, null));
  svg.addEventListener(BEFORE_EXPORT, () => {
    if (v.svgEdgesStale) writeSvgEdges(v);
    attachAll(v);
  });
  // The keyboard walks the DAG when it brought the focus there (Tab), not when a pointer did:
  // a DAG clicked keeps → and ← for stepping. (Chrome's :focus-visible turns on at any key.)
  svg.addEventListener("pointerdown", () => (v.pointed = true));
  svg.addEventListener("focus", () => {
    svg.classList.toggle("walking", !v.pointed);
    v.pointed = false;
    canvasCursor(v);
  });
  svg.addEventListener("blur", () => {
    svg.classList.remove("walking");
    canvasCursor(v);
  });
  svg.addEventListener("keydown", (e) => walk(v, e));
  svg.addEventListener("click", (e) => {
    const g = e.target.closest?.(".node");
    if (g) v.onSelect(Number(g.dataset.id));
    else if (v.canvas.nodes) {
      const id = nodeAt(v, e);
      if (id !== null) v.onSelect(id);
    }
  });
}

/** The level of detail for zoom `k` (dagscene.js lodOf), as the SVG's class and the canvases';
 *  whether the labels' sizes changed with it. */
export function setLod(v, k) {
  const lod = lodOf(k);
  if (lod !== v.lod) {
    v.svg.classList.replace(`lod-${v.lod}`, `lod-${lod}`);
    v.lod = lod;
  }
  const resized = labelsShown(v, k);
  nodesOnCanvas(v);
  return resized;
}

/** The counts, tags and badges placed again, once, in the next frame: the ids and numbers they
 *  keep clear of grow in the drawing's units as the view zooms out (a camera that fits a grown DAG). */
function relabelSoon(v) {
  if (v.relabelling || !v.frame) return;
  v.relabelling = requestAnimationFrame(() => {
    v.relabelling = 0;
    if (v.frame && v.placed) drawLabels(v, v.frame, v.placed);
  });
}

/** The node under a pointer event while the canvas paints the nodes, or null. */
function nodeAt(v, e) {
  const box = v.svg.getBoundingClientRect();
  const [x, y] = v.transform().invert([e.clientX - box.left, e.clientY - box.top]);
  return nodeUnder(v.drawn.values(), x, y);
}

/** An arrow key or Home on the DAG moves the cursor (dagwalk.js), Enter selects its node:
 *  while the keyboard has brought the focus to the DAG ("walking"). Clicked with the pointer,
 *  → and ← keep stepping the search, as the lecture's keys hint says. */
function walk(v, e) {
  if (!v.frame || e.altKey || e.ctrlKey || e.metaKey || !v.svg.classList.contains("walking")) return;
  const n = v.frame.snap.level.length;
  if (WALK_KEYS.includes(e.key)) {
    const at = v.cursor ?? v.frame.selected;
    const x = (id) => v.drawn.get(id)?.x ?? v.placed?.x[id] ?? 0;
    const to = at === null || at >= n ? { id: 0, parent: null } : walkFrom(v.frame.adj, at, e.key, { from: v.walkFrom, x, open: v.open });
    if (to) {
      v.walkFrom = to.parent;
      setCursor(v, to.id);
      v.onWalk(to.id);
      v.said.textContent = v.describe(to.id).replace("\n", "; ");
      reveal(v, to.id);
    }
  } else if (e.key === "Enter" && v.cursor !== null && v.cursor < n) {
    v.onSelect(v.cursor);
  } else return;
  e.preventDefault();
  // The keys are the DAG's here, not a step (keys.js) nor a slide change around the element.
  e.stopPropagation();
}

/** The keyboard's ring on the canvas's nodes, shown as the SVG's is (dagstyle.js). */
export function canvasCursor(v) {
  const on = v.svg.classList.contains("walking") && v.cursor !== null;
  const id = on ? v.cursor : null;
  if (v.canvas.cursor === id) return;
  v.canvas.cursor = id;
  if (v.canvas.nodes) paintCanvas(v);
}

/** Puts the keyboard's cursor on node `id`. */
function setCursor(v, id) {
  const old = v.drawn.get(v.cursor);
  v.cursor = id;
  canvasCursor(v);
  if (old) {
    old.base = old.base.replace(" cursor", "");
    classify(v, old);
  }
  const d = v.drawn.get(id);
  if (d && !d.base.includes(" cursor")) {
    d.base += " cursor";
    classify(v, d);
  }
}

/** Pans the camera to node `id` when it is out of the view (or near its edge). */
export function reveal(v, id) {
  const p = v.where(id) ?? (v.placed ? { x: v.placed.x[id], y: v.placed.y[id] } : null);
  if (!p) return;
  const [sx, sy] = v.transform().apply([p.x, p.y]);
  const { width, height } = viewSize(v);
  const m = GEOMETRY.size;
  if (sx > m && sy > m && sx < width - m && sy < height - m) return;
  move(v, 250).call(v.zoom.translateTo, p.x, p.y);
}
