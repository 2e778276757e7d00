// The DAG's nodes in SVG: squares for OR nodes, circles for AND nodes, a solved node's look by what
// it establishes about the game (outcome.js), pn / dn under each node and its number beside it,
// each node's position drawn inside it (what they say: dagscene.js). Only what changed is touched
// per render, and nodes away from the viewport leave the layout, so a step costs little even at
// thousands of nodes. The edges and marks: dagedges.js; the canvas used for many nodes:
// canvaslayer.js.
import d3 from "./d3.js";
import { GEOMETRY } from "./layout.js";
import { glyphPaths, boardClass, positionText } from "./glyph.js";
import { isOrKind } from "./format.js";
import { CANVAS_NODES } from "./canvaslayer.js";
import { idLook, multLook, nearBox, nodeScene } from "./dagscene.js";

const NS = "http://www.w3.org/2000/svg";
/** Hidden nodes whose elements are kept (the view's `spare`). */
const SPARE = 4000;

/** A new SVG element `name` with `attrs`, appended to `parent` if given. */
export function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent?.appendChild(e);
  return e;
}

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

/** The SVG's size, read once and kept until it is resized: read after a render's writes it
 *  would force a layout in the middle of the step. */
export function viewSize(v) {
  // Layout sizes, not the on-screen box: inside a scaled slide (reveal.js) the box is scaled
  // too, while the camera's transform works in the SVG's own, unscaled pixels.
  return v.size ?? (v.size = { width: v.host.clientWidth, height: v.host.clientHeight });
}

/** Which labels show at zoom `k` (the current zoom if none): numbers from level of detail 1, ids
 *  where they fit (dagscene.js idLook) at a size that keeps them legible; the same on the canvas.
 *  Whether their sizes changed (the labels placed around them are then placed again). */
export function labelsShown(v, k = v.transform().k) {
  const n = v.frame?.snap.level.length ?? 1;
  // The size steps as the numbers' does (stage.js --zoom), each step rounded down: never smaller.
  const z = Math.max(0.025, Math.floor(k * 40) / 40);
  const ids = idLook(z, String(Math.max(0, n - 1)).length, v.textScale);
  const fit = v.lod > 0 && ids.fits;
  if (v.svg.classList.contains("ids-fit") !== fit) v.svg.classList.toggle("ids-fit", fit);
  const font = `${ids.font.toFixed(2)}px`;
  const changed = v.idFont !== font || v.labelZ !== z;
  v.labelZ = z;
  if (v.idFont !== font) {
    v.idFont = font;
    v.svg.style.setProperty("--nid-size", font);
  }
  v.canvas.idFont = ids.font;
  // Set on the counts' layer, not the SVG: a class or a variable changed on the SVG has the style
  // of every element it holds recomputed (a (6,4)'s 1,242 nodes at each zoom step).
  const mults = multLook(z, v.textScale);
  const layer = v.layers.mults;
  if (layer.classList.contains("fit") !== mults.fits) layer.classList.toggle("fit", mults.fits);
  if (v.multScale !== mults.scale) {
    v.multScale = mults.scale;
    layer.style.setProperty("--mult-scale", mults.scale.toFixed(3));
  }
  // The canvas writes the numbers at the size the SVG's would have (its style was read once),
  // at most as large as keeps five characters ("10/17") within a column: a large DAG's nodes
  // stand side by side all along a level.
  v.canvas.numsFont = Math.min(numsFont(v, k), (GEOMETRY.dx - 4) / (0.6 * 5));
  v.canvas.shownLabels = { nums: v.lod > 0, ids: fit && v.svg.classList.contains("ids") };
  return changed;
}

/** The numbers' size in camera px at the current zoom, as dagstyle.js sets it (its variables,
 *  which projector mode raises, read once per look). */
export function numsFont(v, k = v.transform().k) {
  if (!v.numsVars) {
    const cs = getComputedStyle(v.svg);
    const px = (name, or) => parseFloat(cs.getPropertyValue(name)) || or;
    v.numsVars = { min: px("--nums", 12), screen: px("--nums-screen", 12), max: px("--nums-max", 17) };
  }
  const { min, screen, max } = v.numsVars;
  const z = Math.max(0.025, Math.floor(k * 40) / 40);
  return Math.min(max, Math.max(min, screen / z));
}

/** Paints the canvases once the current task's changes are made: a render and the camera
 *  move after it (a refit, a follow) cost one painting, not two. */
export function paintCanvas(v, { labelsOnly = false } = {}) {
  // The edges' canvas too, unless every request this task was for the labels only.
  v.paintEdges ||= !labelsOnly;
  if (v.painting) return;
  v.painting = true;
  queueMicrotask(() => {
    v.painting = false;
    const t = v.transform();
    if (v.paintEdges) v.canvas.draw(t);
    v.paintEdges = false;
    v.canvas.drawLabels(t);
  });
}

/** Zoomed out until they carry neither numbers nor drawings, many nodes are painted on the
 *  canvas: as SVG shapes with patterns, each camera move rasterised them all again. */
export function nodesOnCanvas(v) {
  const many = v.drawn.size > CANVAS_NODES;
  const all = { [Symbol.iterator]: () => v.drawn.values() };
  if (many !== Boolean(v.canvas.labels)) {
    v.canvas.showLabels(many ? all : null);
    v.svg.classList.toggle("labels-canvas", many);
  }
  const on = v.lod === 0 && many;
  if (on === Boolean(v.canvas.nodes)) return;
  v.canvas.showNodes(on ? all : null);
  v.svg.classList.toggle("nodes-canvas", on);
  if (!on) hover(v, null);
}

/** Makes the drawn nodes those `visible` in `frame`, with their numbers, names and classes. */
export function syncNodes(v, frame, visible, placed) {
  const { snap } = frame;
  const n = snap.level.length;
  // Whether the set of drawn nodes changes (moveTo then draws the edges again).
  v.drawnChanged = false;
  for (const [id, d] of v.drawn) {
    if (id >= n || !visible[id]) {
      v.drawnChanged = true;
      d.g.remove();
      v.drawn.delete(id);
      if (id < n) v.spare.set(id, d);
    }
  }
  // A node gone back past keeps no elements: its id will name a new node. At most SPARE kept,
  // the longest hidden dropped first.
  if (n < v.lastN) for (const id of v.spare.keys()) if (id >= n) v.spare.delete(id);
  v.lastN = n;
  for (const id of v.spare.keys()) {
    if (v.spare.size <= SPARE) break;
    v.spare.delete(id);
  }
  const each = frame.ids && frame.adj ? frame.ids : null;
  for (let i = 0, end = each ? each.length : n; i < end; i++) {
    const id = each ? each[i] : i;
    if (!visible[id]) continue;
    let d = v.drawn.get(id);
    if (!d) {
      d = createNode(v, id, snap, placed);
      v.drawnChanged = true;
    }
    const look = nodeScene(frame, id, v.cursor);
    if (look.label !== d.label) {
      d.text.textContent = look.label;
      d.label = look.label;
      d.g.setAttribute("aria-label", look.aria);
    }
    d.base = look.base;
    d.look = look.look;
    d.selected = look.selected;
    d.tx = placed.x[id];
    d.ty = placed.y[id];
    classify(v, d);
  }
  nodesOnCanvas(v);
}

/** Writes a node's classes: its look, and "far" while away from the viewport. */
export function classify(v, d) {
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

/** Node `id`'s elements: kept from when it was hidden, or made (at its creator's place). */
export function createNode(v, id, snap, placed) {
  const kept = v.spare.get(id);
  if (kept) {
    v.spare.delete(id);
    kept.x = placed.x[id];
    kept.y = placed.y[id];
    if (!kept.far) kept.g.setAttribute("transform", `translate(${kept.x},${kept.y})`);
    // In the SVG once cull() finds it near (or the DAG small).
    kept.out = true;
    v.drawn.set(id, kept);
    return kept;
  }
  const or = isOrKind(snap.kind[id]);
  const h = GEOMETRY.size / 2;
  const g = el("g", { "data-id": id, role: "group" });
  const shape = or
    ? el("rect", { class: "shape", x: -h, y: -h, width: 2 * h, height: 2 * h, rx: 3 }, g)
    : el("circle", { class: "shape", r: h + 1.5 }, g);
  // Centred above the node (where dagscene.js idBox says), clear of its neighbours' ids.
  const nid = el("text", { class: "nid", y: -h - 5 }, g);
  nid.textContent = String(id);
  const text = el("text", { class: "nums", y: h + 15 }, g);
  // A new node starts where its creator is, so it visibly comes out of it.
  const c = snap.creator[id];
  const from = c !== 0xffffffff && v.drawn.has(c) ? v.drawn.get(c) : null;
  // The drawing comes when the node first shows near the viewport (cull()): most new nodes of a
  // large DAG are far from it, and their drawings were most of a step's new elements.
  const d = { id, or, g, shape, text, nid, glyph: null, x: from ? from.x : placed.x[id], y: from ? from.y : placed.y[id], label: "", cls: "", base: "", far: false, out: true };
  g.setAttribute("transform", `translate(${d.x},${d.y})`);
  v.drawn.set(id, d);
  return d;
}

/** A node's position drawing, between its shape and its numbers. */
export function drawGlyphOf(v, d, snap) {
  const h = GEOMETRY.size / 2;
  const per = snap.cellsPerNode;
  d.glyph = drawGlyph(d.g, v.info, snap.cells.subarray(d.id * per, (d.id + 1) * per), snap.lastCell[d.id], d.or ? h - 5 : h - 6);
  d.g.insertBefore(d.glyph, d.text);
}

/** The part of the drawing near the viewport, in the camera's units: within two columns, or
 *  over CANVAS_NODES drawn nodes (culled at every camera move, in its frame) within a node's
 *  size, which is what a node and its labels reach beyond its centre. */
export function near(v) {
  return nearBox(d3.zoomTransform(v.svg), viewSize(v), v.drawn.size > CANVAS_NODES ? GEOMETRY.size : 2 * GEOMETRY.dx);
}

/** Nodes away from the viewport (by more than two columns) are not displayed ("far"): the
 *  browser then lays out and paints only what can be seen, which keeps a step cheap at
 *  thousands of nodes (painting the far nodes' shapes was a third of a (6,4) step). Over
 *  CANVAS_NODES drawn, a far node, and every node while the canvas paints them, leaves the
 *  SVG altogether ("out"): hidden ones still have their styles recomputed whenever the zoom's
 *  level of detail changes, thousands of elements on a (6,4) Overview click. */
export function cull(v) {
  const { x0, x1, y0, y1 } = near(v);
  const snap = v.frame?.snap;
  const detach = v.drawn.size > CANVAS_NODES;
  // The canvas paints every node (zoomed far out): none is needed in the SVG.
  const painted = Boolean(v.canvas.nodes);
  const layer = v.layers.nodes;
  for (const m of v.multAt) cullMult(v, m, x0, x1, y0, y1);
  for (const d of v.drawn.values()) {
    const far = d.tx < x0 || d.tx > x1 || d.ty < y0 || d.ty > y1;
    if (far !== d.far) {
      d.far = far;
      classify(v, d);
      if (!far) d.g.setAttribute("transform", `translate(${d.x},${d.y})`);
    }
    const out = (far || painted) && detach;
    if (out !== d.out) {
      d.out = out;
      if (out) d.g.remove();
      else layer.appendChild(d.g);
    }
    if (!out && !far && !d.glyph && snap) drawGlyphOf(v, d, snap);
  }
}

/** A "×N" label away from the viewport is not displayed, as a far node is not; over
 *  CANVAS_NODES drawn nodes it leaves the SVG. Moved only while near. */
export function cullMult(v, m, x0, x1, y0, y1) {
  const far = m.x < x0 || m.x > x1 || m.y < y0 || m.y > y1;
  if (far !== m.far) {
    m.far = far;
    m.g.classList.toggle("far", far);
  }
  const out = far && v.drawn.size > CANVAS_NODES;
  if (out !== m.out) {
    m.out = out;
    if (out) m.g.remove();
    else v.layers.mults.appendChild(m.g);
  }
  if (!out && m.moved) {
    m.moved = false;
    m.g.setAttribute("transform", `translate(${m.x},${m.y})`);
  }
}

/** Culls in the next frame, once. */
export function cullSoon(v) {
  if (v.culling) return;
  v.culling = requestAnimationFrame(() => {
    v.culling = 0;
    cull(v);
  });
}

/** Every drawn node in the SVG, where it is now, for an export or a recording's frame (which
 *  show the nodes the view culls too); the view culls them again after. */
export function attachAll(v) {
  let any = false;
  for (const d of v.drawn.values()) {
    if (!d.out) continue;
    d.g.setAttribute("transform", `translate(${d.x},${d.y})`);
    v.layers.nodes.appendChild(d.g);
    d.out = false;
    any = true;
  }
  for (const m of v.multAt) {
    if (!m.out) continue;
    m.g.setAttribute("transform", `translate(${m.x},${m.y})`);
    v.layers.mults.appendChild(m.g);
    m.out = false;
    any = true;
  }
  if (any) queueMicrotask(() => cull(v));
}

/** Puts the stand-in for canvas-painted node `id` over it (null: none): a transparent shape
 *  with the node's tooltip and accessible name, which a click selects as a node's own. */
export function hover(v, id) {
  let g = v.hoverG;
  if (id === null || !v.drawn.has(id)) {
    if (g?.isConnected) g.remove();
    return;
  }
  const d = v.drawn.get(id);
  if (!g) {
    g = v.hoverG = el("g", { class: "node hit", role: "group" });
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
  title(v, g);
  if (!g.isConnected) v.layers.hover.appendChild(g);
}

/** Writes node `g`'s tooltip: when the pointer comes over it, so a step writes none. */
export function title(v, g) {
  const id = Number(g.dataset.id);
  const snap = v.frame?.snap;
  const d = v.drawn.get(id);
  if (!snap || !d) return;
  const text = v.describe(id);
  const t = g.querySelector(":scope > title") ?? el("title", {}, null);
  if (!t.parentNode) g.prepend(t);
  if (t.textContent !== text) t.textContent = text;
}
