// The DAG drawn in SVG (and, for a large one, on canvases): squares for OR nodes, circles for AND
// nodes, pn / dn under each and its number beside it, edges with symmetric moves drawn once with
// their count, zoom and pan with d3-zoom, drawings simplified when zoomed out. This class holds
// the view's state and puts its parts together, d3's way:
//   dagscene.js    what is drawn and where (pure; tested in Node)
//   dagsvg.js      the nodes in SVG, culled near the viewport
//   dagedges.js    edges, "×N" counts, the path, the marks and level summaries
//   canvaslayer.js the canvas renderer for many edges and nodes
//   dagcamera.js   camera moves;  daginteract.js  zoom, pointer, keyboard, accessibility
import d3 from "./d3.js";
import { DAG_CSS, DAG_DEFS } from "./dagstyle.js";
import { layout } from "./layout.js";
import { num, stateOf, count } from "./format.js";
import { shownKeys } from "./outcome.js";
import { CanvasLayer } from "./canvaslayer.js";
import { describeNode, FIT_MIN_SCALE } from "./dagscene.js";
import { el, cull, hover, labelsShown, paintCanvas, syncNodes } from "./dagsvg.js";
import { buildPath, drawLabels, drawSummary, moveTo } from "./dagedges.js";
import * as camera from "./dagcamera.js";
import { attachInput, attachZoom, canvasCursor, reveal } from "./daginteract.js";

export class DagView {
  /** @param {HTMLElement} host  the element the SVG fills
   *  @param {{onSelect?: (id:number)=>void, onWalk?: (id:number)=>void, open?: (id:number)=>boolean}} hooks
   *  onSelect: a node clicked or chosen with Enter; onWalk: the keyboard's cursor moved to a
   *  node; open: whether a node's sons are shown (not a collapsed subtree). */
  constructor(host, { onSelect, onWalk, open } = {}) {
    this.host = host;
    this.onSelect = onSelect ?? (() => {});
    this.onWalk = onWalk ?? (() => {});
    this.open = open ?? (() => true);
    // Focusable, so the keyboard walks the nodes (daginteract.js): the nodes drawn on the canvas as well.
    // A screen reader passes it the arrow keys (role "application"): the rest of the page stays
    // readable in its own browse mode.
    this.svg = el("svg", { class: "dag lod-2", role: "application", "aria-roledescription": "game DAG", tabindex: "0", "aria-label": "Game DAG" }, host);
    /** The node the keyboard is on (the selected one, unless predict mode awaits a click),
     *  and the parent the walk came from (its ← → run along that parent's sons). */
    this.cursor = null;
    this.walkFrom = null;
    /** What the keyboard's node is, said when the cursor moves. */
    this.said = document.createElement("p");
    this.said.className = "visually-hidden";
    this.said.setAttribute("aria-live", "polite");
    host.appendChild(this.said);
    this.svg.innerHTML = `<style>${DAG_CSS}</style><defs>${DAG_DEFS}</defs>`;
    this.camera = el("g", { class: "camera" }, this.svg);
    this.layers = {};
    for (const name of ["summary", "edges", "mults", "path", "nodes", "marks", "hover"]) {
      this.layers[name] = el("g", { class: name }, this.camera);
    }
    // In drawing order, here and on the canvas: the edges back up of a game whose positions
    // repeat (the point of its search) last, over the bands of transpositions.
    this.edgePaths = {
      deleted: el("path", { class: "e-deleted" }, this.layers.edges),
      first: el("path", { class: "e-first" }, this.layers.edges),
      trans: el("path", { class: "e-trans" }, this.layers.edges),
      cycle: el("path", { class: "e-cycle" }, this.layers.edges),
    };
    this.canvas = new CanvasLayer(host, this.edgePaths);
    /** The "×N" labels drawn: {g, x, y, far, out}, culled as the nodes are, and those kept
     *  for later. */
    this.multAt = [];
    this.spareMults = [];
    /** id → {g, shape, text, glyph, x, y, label, cls} of drawn nodes. */
    this.drawn = new Map();
    /** Nodes drawn before and hidden now (focus, a collapsed subtree), their elements kept for
     *  when they show again: making a thousand nodes' elements and drawings anew took half a
     *  second of (6,4)'s focus switch. */
    this.spare = new Map();
    /** Per son, the parent whose run of edges last reached it, and its entry among the edges
     *  drawn for several moves (dagscene.js buildEdges). */
    this.seen = null;
    this.info = null;
    this.pos = { x: new Float64Array(0), y: new Float64Array(0) };
    this.tween = null;
    this.lod = 2;
    this.textScale = 1;
    this.minFit = FIT_MIN_SCALE;
    attachZoom(this);
    attachInput(this);
  }

  /** Projector mode: its labels are larger (widget.css), so the tags around them are widened
   *  to match, and the camera shows the whole DAG only at a scale where they still read from
   *  the back of a hall (its 18 px numbers at 0.7× are 12.6 px on screen). */
  setProjector(on) {
    this.textScale = on ? 1.3 : 1;
    this.minFit = on ? 0.7 : FIT_MIN_SCALE;
    // The marks and summary rows are sized from their text: made again at the new size.
    this.marksKey = null;
    this.numsVars = null;
    this.layers.summary.replaceChildren();
    // The edges' look follows the projector's stylesheet, applied by the caller after this.
    this.canvas.restyle();
    requestAnimationFrame(() => {
      labelsShown(this);
      paintCanvas(this);
    });
  }

  /** Node numbers beside the nodes (the full page shows them; compact embeds leave them out),
   *  so every node a message names can be found. */
  showIds(on) {
    this.svg.classList.toggle("ids", Boolean(on));
    labelsShown(this);
    paintCanvas(this);
  }

  /** The game whose positions are drawn ({game, board}: glyph.js describe()); clears the view. */
  setGame(info) {
    this.info = info;
    this.userMoved = false;
    this.clear();
  }

  /** Removes everything drawn. */
  clear() {
    for (const layer of Object.values(this.layers)) if (layer !== this.layers.edges) layer.replaceChildren();
    this.marksKey = null;
    for (const p of Object.values(this.edgePaths)) p.setAttribute("d", "");
    this.canvas.begin();
    this.canvas.show(false);
    this.canvas.showNodes(null);
    this.canvas.showLabels(null);
    this.svg.classList.remove("nodes-canvas", "labels-canvas");
    this.multAt = [];
    this.spareMults = [];
    this.drawn.clear();
    this.spare.clear();
    this.frame = null;
    this.edgesDrawn = null;
  }

  /**
   * Draws a frame: {snap, visible (Uint8Array|null), summary, shown(id) → [pn, dn],
   * hideSonsOf (id|null), path: [{node, son, reason}], oldPath (bool), developed, born: Set,
   * flash: Map(id → text), stops: [{node, text}], selected}. `slide` animates moves.
   */
  render(frame, { slide = false } = {}) {
    const { snap } = frame;
    const n = snap.level.length;
    const visible = frame.visible ?? new Uint8Array(n).fill(1);
    // The last layout's buffers are taken over: nothing reads it after this render.
    const placed = layout(snap, visible, { ids: frame.ids, adj: frame.adj, reuse: this.placed });
    this.placed = placed;
    this.frame = frame;
    // The cursor follows a node clicked; a node gone back past is no longer there to be on.
    if (frame.selected !== null && frame.selected !== undefined) this.cursor = frame.selected;
    else if (this.cursor !== null && this.cursor >= n) this.cursor = null;
    canvasCursor(this);
    // Ids with more digits may no longer fit at this zoom.
    labelsShown(this);
    syncNodes(this, frame, visible, placed);
    buildPath(this);
    moveTo(this, placed, slide);
    drawLabels(this, frame, placed);
    drawSummary(this, frame, placed);
    cull(this);
    // The stand-in follows its node's new place and numbers.
    if (this.hoverG?.isConnected) hover(this, this.canvas.nodes ? Number(this.hoverG.dataset.id) : null);
    const [pn, dn] = frame.shown(0);
    // The looks this DAG can show, for the legend beside it (template.js lists only those).
    const keys = shownKeys(frame.view, stateOf(pn, dn)).join(" ");
    if (this.host.dataset.outcomes !== keys) this.host.dataset.outcomes = keys;
    this.svg.setAttribute(
      "aria-label",
      `Game DAG: ${count(n)} nodes; root pn ${num(pn)}, dn ${num(dn)}. Arrow keys walk the nodes, Home goes to the root`,
    );
    return placed;
  }

  /** Node `id` in words: its kind, level, numbers, state and position. */
  describe(id) {
    const text = describeNode(this.frame, this.info, id);
    // The "×N" counts into it not drawn: the zoom too far out to draw them legibly, or no room.
    const all = !this.layers.mults.classList.contains("fit");
    const into = (this.multInto?.get(id) ?? []).filter(([p]) => all || this.multOff?.has(`${p} ${id}`));
    return into.length ? `${text}\n${into.map(([p, n]) => `×${n}: ${n} moves of node ${p} lead here`).join("\n")}` : text;
  }

  /** The drawn position of a node, or null. */
  where(id) {
    const d = this.drawn.get(id);
    return d ? { x: d.x, y: d.y } : null;
  }

  /** Pans the camera to node `id` when it is out of the view or near its edge. */
  reveal(id) {
    reveal(this, id);
  }

  /** Centres node `id`, or shows the whole DAG while it fits (dagcamera.js). */
  follow(id, options) {
    camera.follow(this, id, options);
  }

  /** Shows one level of the drawn DAG (the overview's bands). */
  showLevel(level, options) {
    camera.showLevel(this, level, options);
  }

  /** Fits the drawing into the view; `widthOnly`: its width, from its top. */
  fit(options) {
    camera.fit(this, options);
  }

  /** A new view's first camera: the whole DAG, or its top levels. */
  showRoot(options) {
    camera.showRoot(this, options);
  }

  /** The camera's last move of its own again (none when the viewer moved it). */
  refit(duration = 0) {
    camera.refit(this, duration);
  }

  zoomBy(factor) {
    camera.zoomBy(this, factor);
  }

  /** The current zoom transform {k, x, y}. */
  transform() {
    return d3.zoomTransform(this.svg);
  }

  /** Puts the camera at `t` ({k, x, y}) at once, stopping any move under way. Whether the
   *  viewer holds the camera is left as it was: a recording frames its range and then gives
   *  the view back. */
  setTransform({ k, x, y }) {
    d3.select(this.svg).call(this.zoom.transform, d3.zoomIdentity.translate(x, y).scale(k));
  }
}
