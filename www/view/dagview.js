// The DAG drawn in SVG: squares for OR nodes, circles for AND nodes, a solved node's look by what
// it establishes about the game (outcome.js), pn / dn under each node and its number beside it,
// each node's position drawn inside it, creation edges solid and transposition edges dashed,
// symmetric moves (parallel edges) drawn once with their count. Zoom and pan with d3-zoom;
// drawings simplify when zoomed out.
// Only what changed is touched per render, so a step costs little even at 2,000 nodes.
import d3 from "./d3.js";
import { DAG_CSS, DAG_DEFS } from "./dagstyle.js";
import { GEOMETRY, layout } from "./layout.js";
import { glyphPaths, boardClass, positionText } from "./glyph.js";
import { num, stateOf, isOrKind, count } from "./format.js";
import { nodeMask, outcomeOf, questionMask, shownKeys } from "./outcome.js";
import { CanvasLayer, CANVAS_EDGES, CANVAS_NODES } from "./canvaslayer.js";
import { BEFORE_EXPORT } from "./exporter.js";
import { reducedMotion } from "./motion.js";
import { walk, WALK_KEYS } from "./dagwalk.js";

const NS = "http://www.w3.org/2000/svg";
const STATE_CLASS = ["s-unknown", "s-proved", "s-disproved"];
/** A node's state and what it establishes, in words (its tooltip and label). */
const stateWords = (view, id, state) => {
  if (state === 0) return "open";
  const o = outcomeOf(nodeMask(view, id, state));
  return `${state === 1 ? "proved" : "disproved"}${o ? `: ${o.words}` : ""}`;
};
const SLIDE_MS = 320;
/** Hidden nodes whose elements are kept (DagView.spare). */
const SPARE = 4000;

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent?.appendChild(e);
  return e;
}

/** Zoom levels below which numbers (LOD_NUMBERS) and position drawings (LOD_DRAWINGS) are
 *  dropped. The camera shows the whole DAG rather than following while it fits with drawings. */
const LOD_NUMBERS = 0.2;
const LOD_DRAWINGS = 0.45;
const FIT_MIN_SCALE = LOD_DRAWINGS;
/** The smallest scale at which the overview shows a level: drawings and numbers read well. */
const LEVEL_SCALE = 0.75;

/** A position's drawing (glyph.js) as SVG paths in a new group under `parent`; `info` is the
 *  game's drawing info (none: an empty group). Shared with the proof view. */
export function drawGlyph(parent, info, cells, lastCell, r) {
  const glyph = el("g", { class: info ? `glyph ${boardClass(info)}` : "glyph" }, parent);
  if (!info) return glyph;
  // The drawing's text alternative: each player's cells by name.
  glyph.setAttribute("role", "img");
  glyph.setAttribute("aria-label", positionText(info, cells));
  const p = glyphPaths(info, cells, lastCell, r);
  el("path", { class: "g-free", d: p.free }, glyph);
  if (p.won) el("path", { class: `g-won p${p.wonPlayer}`, d: p.won }, glyph);
  if (p.first) el("path", { class: "g-first", d: p.first }, glyph);
  if (p.second) el("path", { class: "g-second", d: p.second }, glyph);
  if (p.last) el("path", { class: `g-last p${p.lastPlayer}`, d: p.last }, glyph);
  return glyph;
}

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
    // Focusable, so the keyboard walks the nodes (#walk): the nodes drawn on the canvas as well.
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
    this.edgePaths = {
      first: el("path", { class: "e-first" }, this.layers.edges),
      trans: el("path", { class: "e-trans" }, this.layers.edges),
      cycle: el("path", { class: "e-cycle" }, this.layers.edges),
      deleted: el("path", { class: "e-deleted" }, this.layers.edges),
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
     *  drawn for several moves (#drawEdges). */
    this.seen = { parent: new Int32Array(0), slot: new Int32Array(0) };
    this.info = null;
    this.pos = { x: new Float64Array(0), y: new Float64Array(0) };
    this.tween = null;
    this.lod = 2;
    this.textScale = 1;
    this.minFit = FIT_MIN_SCALE;
    this.zoom = d3
      .zoom()
      .scaleExtent([0.01, 4])
      // The view's layout size: d3's own reading of the SVG's width throws once the SVG has
      // left the page (a demo removed while its camera moves).
      .extent(() => {
        const { width, height } = this.#viewSize();
        return [[0, 0], [width || 1, height || 1]];
      })
      .on("zoom", (e) => {
        // A move computed while the view had no size; the next real move replaces it.
        if (!Number.isFinite(e.transform.k) || !Number.isFinite(e.transform.x)) return;
        // A wheel, pinch or drag means the viewer holds the camera: it stops fitting by itself.
        if (e.sourceEvent) this.userMoved = true;
        this.camera.setAttribute("transform", e.transform.toString());
        this.#setLod(e.transform.k);
        this.#paintCanvas();
        // A large drawing's camera jumps (#camera), and its nodes come near in the same frame
        // as its canvases: a frame later, the view showed the edges first and its nodes after.
        if (this.drawn.size > CANVAS_NODES) this.#cull();
        else this.#cullSoon();
      });
    d3.select(this.svg).call(this.zoom).on("dblclick.zoom", null);
    // The SVG takes the host's size in pixels, not the stylesheet's 100%: Chromium lays a
    // percentage-sized SVG out again, with all it holds, whenever anything beside it is laid
    // out (2–3 ms a step for the banner's new text at 1280×800, docs/visualiser.md "Speed").
    new ResizeObserver(([entry]) => {
      const { width, height } = entry.contentRect;
      const before = this.observed;
      this.observed = { width, height };
      this.svg.style.width = `${width}px`;
      this.svg.style.height = `${height}px`;
      this.size = null;
      this.canvas.resize(width, height);
      this.#paintCanvas();
      // A panel that grew or shrank (a window moved to the projector, a line above the DAG, a
      // demo's column) shows the drawing as the camera last chose to, unless the viewer took it.
      // Animated: a banner that changes its height mid-step would otherwise cut the camera's
      // glide to the developed node short.
      if (before && width && height && (before.width !== width || before.height !== height)) this.refit(200);
      this.#cullSoon();
    }).observe(host);
    // Messages name nodes by number ("the most-proving node is 3"): a node's tooltip gives its
    // number, numbers and position. Written when the pointer comes over it, so a step writes none.
    this.svg.addEventListener("pointerover", (e) => {
      const g = e.target.closest?.(".node");
      if (g) this.#title(g);
    });
    // A node painted on the canvas gets the same tooltip and name from a stand-in put over it.
    this.svg.addEventListener("pointermove", (e) => {
      if (this.canvas.nodes) this.#hover(this.#nodeAt(e));
    });
    this.svg.addEventListener("pointerleave", () => this.#hover(null));
    this.svg.addEventListener(BEFORE_EXPORT, () => {
      if (this.svgEdgesStale) this.#writeSvgEdges();
      this.#attachAll();
    });
    // The keyboard walks the DAG when it brought the focus there (Tab), not when a pointer did:
    // a DAG clicked keeps → and ← for stepping. (Chrome's :focus-visible turns on at any key.)
    this.svg.addEventListener("pointerdown", () => (this.pointed = true));
    this.svg.addEventListener("focus", () => {
      this.svg.classList.toggle("walking", !this.pointed);
      this.pointed = false;
      this.#canvasCursor();
    });
    this.svg.addEventListener("blur", () => {
      this.svg.classList.remove("walking");
      this.#canvasCursor();
    });
    this.svg.addEventListener("keydown", (e) => this.#walk(e));
    this.svg.addEventListener("click", (e) => {
      const g = e.target.closest?.(".node");
      if (g) this.onSelect(Number(g.dataset.id));
      else if (this.canvas.nodes) {
        const id = this.#nodeAt(e);
        if (id !== null) this.onSelect(id);
      }
    });
  }

  /** Projector mode: its labels are larger (widget.css), so the tags around them are widened
   *  to match, and the camera shows the whole DAG only at a scale where they still read from
   *  the back of a hall (its 18 px numbers at 0.7× are 12.6 px on screen). */
  setProjector(on) {
    this.textScale = on ? 1.3 : 1;
    this.minFit = on ? 0.7 : FIT_MIN_SCALE;
    // The marks and summary rows are sized from their text: made again at the new size.
    this.marksKey = null;
    this.layers.summary.replaceChildren();
    // The edges' look follows the projector's stylesheet, applied by the caller after this.
    this.canvas.restyle();
    requestAnimationFrame(() => this.#paintCanvas());
  }

  /** Node numbers beside the nodes (the full page shows them; compact embeds leave them out),
   *  so every node a message names can be found. */
  showIds(on) {
    this.svg.classList.toggle("ids", Boolean(on));
    this.#labelsShown();
    this.#paintCanvas();
  }

  /** The game whose positions are drawn ({game, board}: glyph.js describe()); clears the view. */
  setGame(info) {
    this.info = info;
    this.userMoved = false;
    this.clear();
  }

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
  }

  #setLod(k) {
    const lod = k < LOD_NUMBERS ? 0 : k < LOD_DRAWINGS ? 1 : 2;
    if (lod !== this.lod) {
      this.svg.classList.replace(`lod-${this.lod}`, `lod-${lod}`);
      this.lod = lod;
      this.#labelsShown();
    }
    this.#nodesOnCanvas();
  }

  /** What the numbers' canvas writes: what the SVG's texts would show at this zoom. */
  #labelsShown() {
    this.canvas.shownLabels = { nums: this.lod > 0, ids: this.lod > 0 && this.svg.classList.contains("ids") };
  }

  /** Paints the canvases once the current task's changes are made: a render and the camera
   *  move after it (a refit, a follow) cost one painting, not two. */
  #paintCanvas() {
    if (this.painting) return;
    this.painting = true;
    queueMicrotask(() => {
      this.painting = false;
      const t = this.transform();
      this.canvas.draw(t);
      this.canvas.drawLabels(t);
    });
  }

  /** Zoomed out until they carry neither numbers nor drawings, many nodes are painted on the
   *  canvas: as SVG shapes with patterns, each camera move rasterised them all again. */
  #nodesOnCanvas() {
    const many = this.drawn.size > CANVAS_NODES;
    const all = { [Symbol.iterator]: () => this.drawn.values() };
    if (many !== Boolean(this.canvas.labels)) {
      this.canvas.showLabels(many ? all : null);
      this.svg.classList.toggle("labels-canvas", many);
    }
    const on = this.lod === 0 && many;
    if (on === Boolean(this.canvas.nodes)) return;
    this.canvas.showNodes(on ? all : null);
    this.svg.classList.toggle("nodes-canvas", on);
    if (!on) this.#hover(null);
  }

  /** The node under a click while the canvas paints the nodes, or null. */
  #nodeAt(e) {
    const box = this.svg.getBoundingClientRect();
    const [x, y] = this.transform().invert([e.clientX - box.left, e.clientY - box.top]);
    const h = GEOMETRY.size / 2 + 1.5;
    let best = null;
    let bestDist = Infinity;
    for (const d of this.drawn.values()) {
      const dist = Math.max(Math.abs(d.x - x), Math.abs(d.y - y));
      if (dist <= h && dist < bestDist) {
        best = d.id;
        bestDist = dist;
      }
    }
    return best;
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
    this.#canvasCursor();
    this.#syncNodes(frame, visible, placed);
    this.#buildPath();
    this.#moveTo(placed, slide);
    this.#drawMarks(frame, placed);
    this.#drawSummary(frame, placed);
    this.#cull();
    // The stand-in follows its node's new place and numbers.
    if (this.hoverG?.isConnected) this.#hover(this.canvas.nodes ? Number(this.hoverG.dataset.id) : null);
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

  #syncNodes(frame, visible, placed) {
    const { snap } = frame;
    const n = snap.level.length;
    for (const [id, d] of this.drawn) {
      if (id >= n || !visible[id]) {
        d.g.remove();
        this.drawn.delete(id);
        if (id < n) this.spare.set(id, d);
      }
    }
    // A node gone back past keeps no elements: its id will name a new node. At most SPARE kept,
    // the longest hidden dropped first.
    if (n < this.lastN) for (const id of this.spare.keys()) if (id >= n) this.spare.delete(id);
    this.lastN = n;
    for (const id of this.spare.keys()) {
      if (this.spare.size <= SPARE) break;
      this.spare.delete(id);
    }
    const each = frame.ids && frame.adj ? frame.ids : null;
    for (let i = 0, end = each ? each.length : n; i < end; i++) {
      const id = each ? each[i] : i;
      if (!visible[id]) continue;
      let d = this.drawn.get(id);
      if (!d) d = this.#createNode(id, snap, placed);
      const [pn, dn] = frame.shown(id);
      const label = `${num(pn)}/${num(dn)}`;
      if (label !== d.label) {
        d.text.textContent = label;
        d.label = label;
        const or = isOrKind(snap.kind[id]);
        d.g.setAttribute(
          "aria-label",
          `node ${id}, ${or ? "OR" : "AND"}, pn ${num(pn)}, dn ${num(dn)}, ${stateWords(frame.view, id, stateOf(pn, dn))}`,
        );
      }
      const state = stateOf(pn, dn);
      const o = state ? outcomeOf(nodeMask(frame.view, id, state)) : null;
      d.base = `node ${isOrKind(snap.kind[id]) ? "or" : "and"} ${STATE_CLASS[state]}${o ? ` o-${o.key}` : ""}${
        frame.selected === id ? " selected" : ""
      }${this.cursor === id ? " cursor" : ""}${frame.born?.has(id) ? " born" : ""}`;
      d.look = o ? o.key : "open";
      d.selected = frame.selected === id;
      d.tx = placed.x[id];
      d.ty = placed.y[id];
      this.#classify(d);
    }
    this.#nodesOnCanvas();
  }

  #classify(d) {
    // The keyboard's ring, made the first time the keyboard is on the node (dagstyle.js shows
    // it while the DAG has the keyboard's focus).
    if (!d.ring && d.base.includes(" cursor")) {
      const h = GEOMETRY.size / 2 + 4;
      d.ring = el("rect", { class: "cursor-ring", x: -h, y: -h, width: 2 * h, height: 2 * h, rx: 5 });
      d.g.prepend(d.ring);
    }
    const cls = d.far ? `${d.base} far` : d.base;
    if (cls !== d.cls) {
      d.g.setAttribute("class", cls);
      d.cls = cls;
    }
  }

  /** The SVG's size, read once and kept until it is resized: read after a render's writes it
   *  would force a layout in the middle of the step. */
  #viewSize() {
    // Layout sizes, not the on-screen box: inside a scaled slide (reveal.js) the box is scaled
    // too, while the camera's transform works in the SVG's own, unscaled pixels.
    return this.size ?? (this.size = { width: this.host.clientWidth, height: this.host.clientHeight });
  }

  /** The camera's last move of its own, made again for the view's new size or a drawing
   *  that changed its extent (focus on or off); none when the viewer moved the camera. */
  refit(duration = 0) {
    if (this.userMoved || !this.autoCamera) return;
    this.autoCamera(duration);
  }

  /** Nodes away from the viewport (by more than two columns) are not displayed ("far"): the
   *  browser then lays out and paints only what can be seen, which keeps a step cheap at
   *  thousands of nodes (painting the far nodes' shapes was a third of a (6,4) step). Over
   *  CANVAS_NODES drawn, a far node, and every node while the canvas paints them, leaves the
   *  SVG altogether ("out"): hidden ones still have their styles recomputed whenever the zoom's
   *  level of detail changes, thousands of elements on a (6,4) Overview click. */
  #cull() {
    const { x0, x1, y0, y1 } = this.#near();
    const snap = this.frame?.snap;
    const detach = this.drawn.size > CANVAS_NODES;
    // The canvas paints every node (zoomed far out): none is needed in the SVG.
    const painted = Boolean(this.canvas.nodes);
    const layer = this.layers.nodes;
    for (const m of this.multAt) this.#cullMult(m, x0, x1, y0, y1);
    for (const d of this.drawn.values()) {
      const far = d.tx < x0 || d.tx > x1 || d.ty < y0 || d.ty > y1;
      if (far !== d.far) {
        d.far = far;
        this.#classify(d);
        if (!far) d.g.setAttribute("transform", `translate(${d.x},${d.y})`);
      }
      const out = (far || painted) && detach;
      if (out !== d.out) {
        d.out = out;
        if (out) d.g.remove();
        else layer.appendChild(d.g);
      }
      if (!out && !far && !d.glyph && snap) this.#drawGlyphOf(d, snap);
    }
  }

  /** Every drawn node in the SVG, where it is now, for an export or a recording's frame (which
   *  show the nodes the view culls too); the view culls them again after. */
  #attachAll() {
    let any = false;
    for (const d of this.drawn.values()) {
      if (!d.out) continue;
      d.g.setAttribute("transform", `translate(${d.x},${d.y})`);
      this.layers.nodes.appendChild(d.g);
      d.out = false;
      any = true;
    }
    for (const m of this.multAt) {
      if (!m.out) continue;
      m.g.setAttribute("transform", `translate(${m.x},${m.y})`);
      this.layers.mults.appendChild(m.g);
      m.out = false;
      any = true;
    }
    if (any) queueMicrotask(() => this.#cull());
  }

  /** The part of the drawing near the viewport, in the camera's units: within two columns, or
   *  over CANVAS_NODES drawn nodes (culled at every camera move, in its frame) within a node's
   *  size, which is what a node and its labels reach beyond its centre. */
  #near() {
    const t = d3.zoomTransform(this.svg);
    const { width, height } = this.#viewSize();
    const margin = this.drawn.size > CANVAS_NODES ? GEOMETRY.size : 2 * GEOMETRY.dx;
    return { x0: -t.x / t.k - margin, x1: (width - t.x) / t.k + margin, y0: -t.y / t.k - margin, y1: (height - t.y) / t.k + margin };
  }

  /** A "×N" label away from the viewport is not displayed, as a far node is not; over
   *  CANVAS_NODES drawn nodes it leaves the SVG. Moved only while near. */
  #cullMult(m, x0, x1, y0, y1) {
    const far = m.x < x0 || m.x > x1 || m.y < y0 || m.y > y1;
    if (far !== m.far) {
      m.far = far;
      m.g.classList.toggle("far", far);
    }
    const out = far && this.drawn.size > CANVAS_NODES;
    if (out !== m.out) {
      m.out = out;
      if (out) m.g.remove();
      else this.layers.mults.appendChild(m.g);
    }
    if (!out && m.moved) {
      m.moved = false;
      m.g.setAttribute("transform", `translate(${m.x},${m.y})`);
    }
  }

  /** A node's position drawing, between its shape and its numbers. */
  #drawGlyphOf(d, snap) {
    const h = GEOMETRY.size / 2;
    const per = snap.cellsPerNode;
    d.glyph = drawGlyph(d.g, this.info, snap.cells.subarray(d.id * per, (d.id + 1) * per), snap.lastCell[d.id], d.or ? h - 5 : h - 6);
    d.g.insertBefore(d.glyph, d.text);
  }

  #cullSoon() {
    if (this.culling) return;
    this.culling = requestAnimationFrame(() => {
      this.culling = 0;
      this.#cull();
    });
  }

  /** Node `id` in words: its kind, level, numbers, state and position. */
  describe(id) {
    const snap = this.frame.snap;
    const [pn, dn] = this.frame.shown(id);
    const per = snap.cellsPerNode;
    const position = positionText(this.info, snap.cells.subarray(id * per, (id + 1) * per));
    const or = isOrKind(snap.kind[id]);
    return `Node ${id}: ${or ? "OR" : "AND"}, level ${snap.level[id]}, pn ${num(pn)}, dn ${num(dn)}, ${stateWords(this.frame.view, id, stateOf(pn, dn))}${position ? `\n${position}` : ""}`;
  }

  /** An arrow key or Home on the DAG moves the cursor (dagwalk.js), Enter selects its node:
   *  while the keyboard has brought the focus to the DAG ("walking"). Clicked with the pointer,
   *  → and ← keep stepping the search, as the lecture's keys hint says. */
  #walk(e) {
    if (!this.frame || e.altKey || e.ctrlKey || e.metaKey || !this.svg.classList.contains("walking")) return;
    const n = this.frame.snap.level.length;
    if (WALK_KEYS.includes(e.key)) {
      const at = this.cursor ?? this.frame.selected;
      const x = (id) => this.drawn.get(id)?.x ?? this.placed?.x[id] ?? 0;
      const to = at === null || at >= n ? { id: 0, parent: null } : walk(this.frame.adj, at, e.key, { from: this.walkFrom, x, open: this.open });
      if (to) {
        this.walkFrom = to.parent;
        this.#setCursor(to.id);
        this.onWalk(to.id);
        this.said.textContent = this.describe(to.id).replace("\n", "; ");
        this.#reveal(to.id);
      }
    } else if (e.key === "Enter" && this.cursor !== null && this.cursor < n) {
      this.onSelect(this.cursor);
    } else return;
    e.preventDefault();
    // The keys are the DAG's here, not a step (keys.js) nor a slide change around the element.
    e.stopPropagation();
  }

  /** The keyboard's ring on the canvas's nodes, shown as the SVG's is (dagstyle.js). */
  #canvasCursor() {
    const on = this.svg.classList.contains("walking") && this.cursor !== null;
    const id = on ? this.cursor : null;
    if (this.canvas.cursor === id) return;
    this.canvas.cursor = id;
    if (this.canvas.nodes) this.#paintCanvas();
  }

  /** Puts the stand-in for canvas-painted node `id` over it (null: none): a transparent shape
   *  with the node's tooltip and accessible name, which a click selects as a node's own. */
  #hover(id) {
    let g = this.hoverG;
    if (id === null || !this.drawn.has(id)) {
      if (g?.isConnected) g.remove();
      return;
    }
    const d = this.drawn.get(id);
    if (!g) {
      g = this.hoverG = el("g", { class: "node hit", role: "group" });
      el("title", {}, g);
    }
    if (g.dataset.id !== String(id) || g.dataset.or !== String(d.or)) {
      const h = GEOMETRY.size / 2;
      g.dataset.id = id;
      g.dataset.or = d.or;
      g.querySelector(".shape")?.remove();
      g.append(d.or ? el("rect", { class: "shape", x: -h, y: -h, width: 2 * h, height: 2 * h, rx: 3 }) : el("circle", { class: "shape", r: h + 1.5 }));
    }
    g.setAttribute("transform", `translate(${d.x},${d.y})`);
    g.setAttribute("aria-label", d.g.getAttribute("aria-label") ?? "");
    this.#title(g);
    if (!g.isConnected) this.layers.hover.appendChild(g);
  }

  #setCursor(id) {
    const old = this.drawn.get(this.cursor);
    this.cursor = id;
    this.#canvasCursor();
    if (old) {
      old.base = old.base.replace(" cursor", "");
      this.#classify(old);
    }
    const d = this.drawn.get(id);
    if (d && !d.base.includes(" cursor")) {
      d.base += " cursor";
      this.#classify(d);
    }
  }

  /** Pans the camera to node `id` when it is out of the view (or near its edge). */
  #reveal(id) {
    const p = this.where(id) ?? (this.placed ? { x: this.placed.x[id], y: this.placed.y[id] } : null);
    if (!p) return;
    const [sx, sy] = this.transform().apply([p.x, p.y]);
    const { width, height } = this.#viewSize();
    const m = GEOMETRY.size;
    if (sx > m && sy > m && sx < width - m && sy < height - m) return;
    this.#camera(d3.select(this.svg), 250).call(this.zoom.translateTo, p.x, p.y);
  }

  #title(g) {
    const id = Number(g.dataset.id);
    const snap = this.frame?.snap;
    const d = this.drawn.get(id);
    if (!snap || !d) return;
    const text = this.describe(id);
    const title = g.querySelector(":scope > title") ?? el("title", {}, null);
    if (!title.parentNode) g.prepend(title);
    if (title.textContent !== text) title.textContent = text;
  }

  #createNode(id, snap, placed) {
    const kept = this.spare.get(id);
    if (kept) {
      this.spare.delete(id);
      kept.x = placed.x[id];
      kept.y = placed.y[id];
      if (!kept.far) kept.g.setAttribute("transform", `translate(${kept.x},${kept.y})`);
      // In the SVG once #cull finds it near (or the DAG small).
      kept.out = true;
      this.drawn.set(id, kept);
      return kept;
    }
    const or = isOrKind(snap.kind[id]);
    const h = GEOMETRY.size / 2;
    const g = el("g", { "data-id": id, role: "group" });
    const shape = or
      ? el("rect", { class: "shape", x: -h, y: -h, width: 2 * h, height: 2 * h, rx: 3 }, g)
      : el("circle", { class: "shape", r: h + 1.5 }, g);
    // Left of the top corner, clear of the ring that marks the developed node.
    el("text", { class: "nid", x: -h - 8, y: -h + 6 }, g).textContent = String(id);
    const text = el("text", { class: "nums", y: h + 15 }, g);
    // A new node starts where its creator is, so it visibly comes out of it.
    const c = snap.creator[id];
    const from = c !== 0xffffffff && this.drawn.has(c) ? this.drawn.get(c) : null;
    // The drawing comes when the node first shows near the viewport (#cull): most new nodes of a
    // large DAG are far from it, and their drawings were most of a step's new elements.
    const d = { id, or, g, shape, text, glyph: null, x: from ? from.x : placed.x[id], y: from ? from.y : placed.y[id], label: "", cls: "", base: "", far: false, out: true };
    g.setAttribute("transform", `translate(${d.x},${d.y})`);
    this.drawn.set(id, d);
    return d;
  }

  #moveTo(placed, slide) {
    cancelAnimationFrame(this.tween ?? 0);
    const targets = [];
    for (const [id, d] of this.drawn) {
      const tx = placed.x[id];
      const ty = placed.y[id];
      if (d.x !== tx || d.y !== ty) targets.push([d, d.x, d.y, tx, ty]);
    }
    const apply = (f) => {
      for (const [d, x0, y0, tx, ty] of targets) {
        d.x = x0 + (tx - x0) * f;
        d.y = y0 + (ty - y0) * f;
        // A far node (not displayed) is moved when it comes near (#cull).
        if (!d.far) d.g.setAttribute("transform", `translate(${d.x},${d.y})`);
      }
      this.#drawEdges();
    };
    if (!slide || targets.length === 0 || reducedMotion()) {
      apply(1);
      return;
    }
    const start = performance.now();
    const tick = (now) => {
      const t = Math.min(1, (now - start) / SLIDE_MS);
      apply(t < 1 ? 1 - (1 - t) ** 3 : 1);
      if (t < 1) this.tween = requestAnimationFrame(tick);
    };
    this.tween = requestAnimationFrame(tick);
  }

  /** The edges between drawn nodes (each drawn in the style edgeKind() gives it). Parallel edges (symmetric moves: several moves of one
   *  parent to one position) are drawn once, with their count beside the son. A snapshot lists
   *  edges grouped by parent, so a son reached again within its parent's run is such a move. */
  #drawEdges() {
    const { snap, hideSonsOf, ids, adj } = this.frame;
    const h = GEOMETRY.size / 2 + 2;
    const canvas = this.canvas;
    canvas.begin();
    const n = snap.level.length;
    if (this.seen.parent.length < n) this.seen = { parent: new Int32Array(n), slot: new Int32Array(n) };
    const { parent: seenBy, slot } = this.seen;
    seenBy.fill(-1, 0, n);
    /** {p, s, count} of each edge drawn for several moves. */
    const multi = [];
    // Few drawn nodes of many: their own son lists only, in the same edge order.
    const edges = ids && adj ? [] : null;
    if (edges) for (const p of ids) for (let e = adj.sonStart[p]; e < adj.sonStart[p + 1]; e++) edges.push(e);
    for (let i = 0, end = edges ? edges.length : snap.edgeSon.length; i < end; i++) {
      const e = edges ? edges[i] : i;
      const p = snap.edgeParent[e];
      const s = snap.edgeSon[e];
      if (p === hideSonsOf) continue;
      const a = this.drawn.get(p);
      const b = this.drawn.get(s);
      if (!a || !b) continue;
      if (seenBy[s] === p) {
        if (slot[s] < 0) slot[s] = multi.push({ p, s, count: 1 }) - 1;
        multi[slot[s]].count++;
        continue;
      }
      seenBy[s] = p;
      slot[s] = -1;
      const kind = edgeKind(snap, e);
      canvas.push(kind, a.x, a.y + h, b.x, b.y - h);
    }
    const onCanvas = Object.values(canvas.curves).reduce((sum, c) => sum + c.length / 4, 0) > CANVAS_EDGES;
    // While the canvas draws the edges, the SVG's paths, not displayed, are written only when
    // the SVG is exported (exporter.js asks first): thousands of curves' text was a tenth of
    // a large DAG's render.
    this.svgEdgesStale = onCanvas;
    if (!onCanvas) this.#writeSvgEdges();
    canvas.show(onCanvas);
    if (this.svg.classList.contains("edges-canvas") !== onCanvas) this.svg.classList.toggle("edges-canvas", onCanvas);
    this.#paintCanvas();
    // The legend names the style of an edge back up only while one is drawn (template.js).
    const cycles = canvas.curves.cycle.length > 0;
    if (this.host.hasAttribute("data-cycles") !== cycles) this.host.toggleAttribute("data-cycles", cycles);
    this.#drawMultiplicities(multi, h);
    this.#placePath();
  }

  /** The edges, as the canvas holds them, into the SVG's paths. */
  #writeSvgEdges() {
    this.svgEdgesStale = false;
    for (const [kind, c] of Object.entries(this.canvas.curves)) {
      const parts = [];
      for (let i = 0; i < c.length; i += 4) parts.push(curve(c.xy[i], c.xy[i + 1], c.xy[i + 2], c.xy[i + 3]));
      this.edgePaths[kind].setAttribute("d", parts.join(""));
    }
  }

  /** "×7" on each edge that stands for several moves, near its son: kept from call to call and
   *  moved, as the edges are redrawn on every frame of a slide. */
  #drawMultiplicities(multi, h) {
    // Labels no longer needed are kept for when they are again (focus off): making 400 of
    // them anew was a third of (6,4)'s focus switch.
    for (const m of this.multAt.splice(multi.length)) {
      m.g.remove();
      m.out = true;
      this.spareMults.push(m);
    }
    const near = this.#near();
    for (let i = 0; i < multi.length; i++) {
      const { p, s, count: times } = multi[i];
      const a = this.drawn.get(p);
      const b = this.drawn.get(s);
      let m = this.multAt[i];
      if (!m) {
        m = this.spareMults.pop();
        if (!m) {
          const g = el("g", { class: "mult" });
          el("rect", { x: -12, y: -8, width: 24, height: 14 }, g);
          el("text", { y: 3 }, g);
          m = { g, x: 0, y: 0, far: false, out: true };
        }
        this.multAt[i] = m;
      }
      const g = m.g;
      const text = `×${times}`;
      const label = g.lastChild;
      if (label.textContent !== text) {
        label.textContent = text;
        g.firstChild.setAttribute("width", 8 + 6.5 * text.length);
        g.firstChild.setAttribute("x", -(4 + 3.25 * text.length));
      }
      // Written when they change: a slide redraws the edges on every frame.
      if (m.p !== p || m.s !== s || m.count !== times) {
        Object.assign(m, { p, s, count: times });
        Object.assign(g.dataset, { parent: p, son: s, count: times });
      }
      // Three quarters of the way down the curve, clear of the path's "min pn" tag at its middle.
      [m.x, m.y] = onCurve(a.x, a.y + h, b.x, b.y - h, 0.72);
      m.moved = true;
      this.#cullMult(m, near.x0, near.x1, near.y0, near.y1);
    }
  }

  /** Creates the highlighted path's segments and "min pn / min dn" tags, once per render. */
  #buildPath() {
    const layer = this.layers.path;
    const { path = [], oldPath } = this.frame;
    // The last path, drawn faint and still: its segments are kept and moved (a new element per
    // segment and step was layout work for nothing). The selected path is built afresh, so its
    // reveal plays.
    const kept = oldPath ? [...layer.children].filter((c) => c.getAttribute("class") === "e-path old") : [];
    if (oldPath && kept.length === layer.children.length) {
      for (const seg of kept.slice(path.length)) seg.remove();
      this.pathParts = path.map((step, i) => ({ step, seg: kept[i] ?? el("path", { class: "e-path old" }, layer), tag: null }));
      return;
    }
    layer.replaceChildren();
    this.pathParts = path.map((step, i) => {
      const seg = el("path", { class: `e-path${oldPath ? " old" : " reveal"}` }, layer);
      let tag = null;
      if (!oldPath) {
        seg.style.animationDelay = `${i * 90}ms`;
        tag = el("g", { class: "reason reveal" }, layer);
        tag.style.animationDelay = `${i * 90}ms`;
        const ts = this.textScale;
        el("rect", { x: -25 * ts, y: -10 * ts, width: 50 * ts, height: 17 * ts }, tag);
        el("text", { y: 3 }, tag).textContent = step.reason === "min-pn" ? "min pn" : "min dn";
      }
      return { step, seg, tag };
    });
  }

  /** Puts the path where the nodes are now (called on every frame of a slide). */
  #placePath() {
    const h = GEOMETRY.size / 2 + 2;
    for (const { step, seg, tag } of this.pathParts ?? []) {
      const a = this.drawn.get(step.node);
      const b = this.drawn.get(step.son);
      const display = a && b ? "" : "none";
      if (seg.style.display !== display) seg.style.display = display;
      if (tag && tag.style.display !== display) tag.style.display = display;
      if (!a || !b) continue;
      seg.setAttribute("d", curve(a.x, a.y + h, b.x, b.y - h));
      tag?.setAttribute("transform", `translate(${(a.x + b.x) / 2},${(a.y + b.y) / 2 + 4})`);
    }
  }

  #drawMarks(frame, placed) {
    const layer = this.layers.marks;
    const at = (id) => (this.drawn.has(id) ? { x: placed.x[id], y: placed.y[id] } : null);
    // The same marks at the same places as last time (a step that leaves them): kept as they are.
    const where = (id) => {
      const d = at(id);
      return d ? `${d.x},${d.y}` : "-";
    };
    const key = [
      where(frame.developed),
      ...[...(frame.flash ?? [])].map(([id, text]) => `${where(id)} ${text}`),
      ...(frame.stops ?? []).map(({ node, text }) => `${where(node)} ${text}`),
    ].join("|");
    if (key === this.marksKey && layer.isConnected) return;
    this.marksKey = key;
    layer.replaceChildren();
    const h = GEOMETRY.size / 2;
    if (frame.developed !== null && frame.developed !== undefined && at(frame.developed)) {
      const d = at(frame.developed);
      el("rect", { class: "ring", x: d.x - h - 6, y: d.y - h - 6, width: 2 * h + 12, height: 2 * h + 12, rx: 8 }, layer);
    }
    for (const [id, text] of frame.flash ?? []) {
      const d = at(id);
      if (!d) continue;
      const g = el("g", { class: "flash", transform: `translate(${d.x},${d.y - h - 14})` }, layer);
      const w = 8 + text.length * 7 * this.textScale;
      el("rect", { x: -w / 2, y: -11 * this.textScale, width: w, height: 19 * this.textScale }, g);
      el("text", { y: 3 }, g).textContent = text;
    }
    for (const { node, text } of frame.stops ?? []) {
      const d = at(node);
      if (!d) continue;
      // On the node's corner it covered the neighbour beside it. A stop is an unchanged node, so
      // the place above it, where a changed node's flash goes, is free; the root, alone on its
      // level, takes its tag beside it (its flash is above).
      const ts = this.textScale;
      const w = 10 + text.length * 6.2 * ts;
      const spot = node === 0 ? `${d.x + h + 8 + w / 2},${d.y}` : `${d.x},${d.y - h - 14}`;
      const g = el("g", { class: "stop", transform: `translate(${spot})` }, layer);
      el("rect", { x: -w / 2, y: -10 * ts, width: w, height: 17 * ts }, g);
      el("text", { y: 3 }, g).textContent = text;
    }
  }

  /** The hidden nodes' rows, one per level: kept from render to render and rewritten only
   *  where their text or place changed (re-creating them cost 1.7 ms of text layout a step). */
  #drawSummary(frame, placed) {
    const layer = this.layers.summary;
    const rows = frame.summary ?? [];
    this.summaryRight = -Infinity;
    while (layer.children.length > rows.length) layer.lastChild.remove();
    rows.forEach((row, i) => {
      const ids = placed.levels[row.level] ?? [];
      const right = ids.length ? placed.x[ids[ids.length - 1]] + GEOMETRY.dx : 0;
      const y = row.level * GEOMETRY.dy;
      // Two short lines rather than one long one, which ran off the view's right edge.
      const head = `+${count(row.hidden)} more at level ${row.level}:`;
      const q = frame.view?.question;
      const tail = `${count(row.proved)} ${outcomeOf(questionMask(q, 1)).words} · ${count(row.disproved)} ${outcomeOf(questionMask(q, 2)).words} · ${count(row.open)} open`;
      const ts = this.textScale;
      let g = layer.children[i];
      if (!g) {
        g = el("g", {}, layer);
        el("rect", { x: 0, y: -20 * ts, height: 40 * ts }, g);
        const text = el("text", {}, g);
        el("tspan", { x: 10, y: -3 * ts }, text);
        el("tspan", { x: 10, y: 13 * ts }, text);
      }
      const transform = `translate(${right},${y})`;
      if (g.getAttribute("transform") !== transform) g.setAttribute("transform", transform);
      const [a, b] = g.lastChild.children;
      if (a.textContent !== head || b.textContent !== tail) {
        a.textContent = head;
        b.textContent = tail;
        g.firstChild.setAttribute("width", 20 + Math.max(head.length, tail.length) * 6.9 * ts);
      }
      this.summaryRight = Math.max(this.summaryRight, right + 20 + Math.max(head.length, tail.length) * 6.9 * ts);
    });
  }

  /** The drawn position of a node, or null. */
  where(id) {
    const d = this.drawn.get(id);
    return d ? { x: d.x, y: d.y } : null;
  }

  /** Moves the camera so `id` is centred (keeping the zoom). While the whole DAG fits at a
   *  readable scale and the viewer has not moved the camera, shows the whole DAG instead: a
   *  small demo should never cut off the root. */
  follow(id, { duration = 400, placed = null } = {}) {
    const p = placed ? { x: placed.x[id], y: placed.y[id] } : this.where(id);
    if (!p) return;
    this.autoCamera = (d) => this.follow(id, { duration: d, placed: this.placed });
    const sel = d3.select(this.svg);
    const whole = placed && !this.userMoved ? this.#fitting(placed) : null;
    if (whole && whole.k >= this.minFit) {
      this.#camera(sel, duration).call(this.zoom.transform, whole);
      return;
    }
    // A drawing as narrow as the view (the focus view, its summaries beside it) stays centred
    // across: centring the node ran the summaries off the right edge.
    const across = placed ? this.#across(placed) : null;
    const k = d3.zoomTransform(this.svg).k;
    const x = across && (across[1] - across[0]) * k <= 0.96 * this.#viewSize().width ? (across[0] + across[1]) / 2 : p.x;
    this.#camera(sel, duration).call(this.zoom.translateTo, x, p.y);
  }

  /** The placed drawing's extent across [x0, x1], its nodes and summary rows. */
  #across(placed) {
    let x0 = Infinity, x1 = -Infinity;
    for (const ids of placed.levels) {
      if (!ids?.length) continue;
      x0 = Math.min(x0, placed.x[ids[0]]);
      x1 = Math.max(x1, placed.x[ids[ids.length - 1]]);
    }
    if (!(x1 >= x0)) return null;
    const h = GEOMETRY.size / 2;
    return [x0 - h, Math.max(x1 + h, this.summaryRight ?? -Infinity)];
  }

  /** A camera move: animated, unless it has no time or the SVG has no size yet (hidden, or
   *  being laid out), where d3's zoom interpolation would divide by the zero width. Over many
   *  drawn nodes it jumps: each frame of a glide repaints the whole view, and a glide of a few
   *  slow frames showed the answer later than the jump does. */
  #camera(sel, duration) {
    const { width, height } = this.#viewSize();
    return duration && !reducedMotion() && width > 0 && height > 0 && this.drawn.size <= CANVAS_NODES ? sel.transition().duration(duration) : sel;
  }

  /** The transform that shows every placed node and the level summaries (at most 1.2×), or
   *  null before layout. */
  #fitting(placed) {
    const { width, height } = this.#viewSize();
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    for (const ids of placed.levels) {
      if (!ids?.length) continue;
      x0 = Math.min(x0, placed.x[ids[0]]);
      x1 = Math.max(x1, placed.x[ids[ids.length - 1]]);
      y0 = Math.min(y0, placed.y[ids[0]]);
      y1 = Math.max(y1, placed.y[ids[0]]);
    }
    if (!width || !height || !(x1 >= x0)) return null;
    const pad = GEOMETRY.size;
    // The level summaries beside the nodes are part of the drawing: a tall panel fitted the
    // nodes alone at a scale that ran them off the right edge.
    x1 = Math.max(x1, (this.summaryRight ?? -Infinity) - pad);
    const bw = x1 - x0 + 2 * pad, bh = y1 - y0 + 2 * pad;
    const k = Math.min(1.2, (0.92 * width) / bw, (0.9 * height) / bh);
    return d3.zoomIdentity.translate(width / 2, height / 2).scale(k).translate(-(x0 + x1) / 2, -(y0 + y1) / 2);
  }

  /** Shows one level of the drawn DAG (the overview's bands): the whole level if it fits at a
   *  scale where positions and numbers read well (0.75×), else its middle at that scale. */
  showLevel(level, { duration = 300 } = {}) {
    let x0 = Infinity, x1 = -Infinity, y = null;
    const snap = this.frame?.snap;
    if (!snap) return;
    for (const [id, d] of this.drawn) {
      if (snap.level[id] !== level) continue;
      x0 = Math.min(x0, d.tx);
      x1 = Math.max(x1, d.tx);
      y = d.ty;
    }
    const { width, height } = this.#viewSize();
    if (y === null || !width || !height) return;
    this.userMoved = true;
    const k = Math.max(LEVEL_SCALE, Math.min(1.2, (0.92 * width) / (x1 - x0 + 2 * GEOMETRY.size)));
    const t = d3.zoomIdentity.translate(width / 2, height / 2).scale(k).translate(-(x0 + x1) / 2, -y);
    this.#camera(d3.select(this.svg), duration).call(this.zoom.transform, t);
  }

  /** Zooms to show the whole drawing (at most 1.2×). */
  /** Fits the drawing into the view. `widthOnly`: fits its width and shows its top, however
   *  deep it is (the focus view: a long path in a short panel would shrink to specks). */
  fit({ duration = 0, widthOnly = false } = {}) {
    this.userMoved = false;
    this.autoCamera = (d) => this.fit({ duration: d, widthOnly });
    const box = this.#drawingBox();
    const { width, height } = this.#viewSize();
    // Nothing to fit, or no room yet (a hidden or collapsing element): a zero scale would stick.
    if (!box.width || !box.height || !width || !height) return;
    const byWidth = Math.min(1.2, (0.92 * width) / box.width);
    const k = widthOnly ? byWidth : Math.min(byWidth, (0.9 * height) / box.height);
    const deep = box.height * k > 0.9 * height;
    const t = d3.zoomIdentity
      .translate(width / 2, deep ? 0.05 * height : height / 2)
      .scale(k)
      .translate(-(box.x + box.width / 2), -(deep ? box.y : box.y + box.height / 2));
    const sel = d3.select(this.svg);
    this.#camera(sel, duration).call(this.zoom.transform, t);
  }

  /** A new view's first camera (a load, a jump, a run to the end): the whole DAG while it fits
   *  at a scale where drawings show, else its top levels with the root near the top edge, as
   *  wide as they fit between 0.75× and 1× (centring the root left the panel's top half empty
   *  and the tree running off its bottom). */
  showRoot({ duration = 0 } = {}) {
    this.userMoved = false;
    this.autoCamera = (d) => this.showRoot({ duration: d });
    const placed = this.placed;
    const { width, height } = this.#viewSize();
    if (!placed || !width || !height) return;
    const sel = d3.select(this.svg);
    const whole = this.#fitting(placed);
    if (whole && whole.k >= this.minFit) {
      this.#camera(sel, duration).call(this.zoom.transform, whole);
      return;
    }
    const [x0, x1] = this.#across(placed) ?? [placed.x[0], placed.x[0]];
    const pad = GEOMETRY.size;
    const k = Math.max(LEVEL_SCALE, Math.min(1, (0.92 * width) / (x1 - x0 + pad)));
    // Centred across when it fits the width (summary rows included), else on the root.
    const x = (x1 - x0) * k <= 0.96 * width ? (x0 + x1) / 2 : placed.x[0];
    const t = d3.zoomIdentity
      .translate(width / 2, Math.min(0.04 * height, 16) + (pad / 2 + 8) * k)
      .scale(k)
      .translate(-x, -placed.y[0]);
    this.#camera(sel, duration).call(this.zoom.transform, t);
  }

  /** The box of everything drawn: the SVG's own box misses the far nodes (not displayed), so
   *  every drawn node's square, with its numbers below, is added to it. */
  #drawingBox() {
    const b = this.camera.getBBox();
    let x0 = b.width ? b.x : Infinity, y0 = b.height ? b.y : Infinity;
    let x1 = b.width ? b.x + b.width : -Infinity, y1 = b.height ? b.y + b.height : -Infinity;
    const h = GEOMETRY.size / 2;
    for (const d of this.drawn.values()) {
      x0 = Math.min(x0, d.x - h);
      x1 = Math.max(x1, d.x + h);
      y0 = Math.min(y0, d.y - h);
      y1 = Math.max(y1, d.y + h + 20);
    }
    return x1 > x0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : { x: 0, y: 0, width: 0, height: 0 };
  }

  zoomBy(factor) {
    this.userMoved = true;
    this.#camera(d3.select(this.svg), 200).call(this.zoom.scaleBy, factor);
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

/** The point at `t` (0..1) of curve()'s Bézier. */
function onCurve(x1, y1, x2, y2, t) {
  const my = (y1 + y2) / 2;
  const u = 1 - t;
  const bx = u * u * u * x1 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x2;
  const by = u * u * u * y1 + 3 * u * u * t * my + 3 * u * t * t * my + t * t * t * y2;
  return [bx, by];
}

/** A vertical S-curve from a parent's bottom to a son's top. */
function curve(x1, y1, x2, y2) {
  const my = (y1 + y2) / 2;
  return `M${x1} ${y1}C${x1} ${my} ${x2} ${my} ${x2} ${y2}`;
}

/** How an edge is drawn: "deleted" (a son deleted from the list as solved), "cycle" (to a son
 *  whose level is not below its parent's: in a game whose positions repeat, a move back to a
 *  position met higher up or beside, which may close a cycle), "first" (to the son its parent
 *  created) or "trans" (a transposition: a son created by another parent, further down). */
export function edgeKind(snap, e) {
  const p = snap.edgeParent[e];
  const s = snap.edgeSon[e];
  if (!snap.edgeListed[e]) return "deleted";
  if (snap.level[s] <= snap.level[p]) return "cycle";
  return snap.creator[s] === p ? "first" : "trans";
}
