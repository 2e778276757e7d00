// The DAG view's scene, computed without a document (d3-hierarchy's way: pure layouts, the drawing
// apart): what each node says, which level of detail a zoom shows, the edges and their "×N"
// counts, where the marks go, the level summaries, and the camera's transforms. The SVG
// (dagsvg.js, dagedges.js) and canvas (canvaslayer.js) renderers draw what this gives;
// tests/js/unit/dagscene.test.mjs runs it in Node.
import { GEOMETRY } from "./layout.js";
import { positionText } from "./glyph.js";
import { num, stateOf, isOrKind, count } from "./format.js";
import { nodeMask, outcomeOf } from "./outcome.js";
import { place } from "./placement.js";

/** Zoom levels below which numbers (LOD_NUMBERS) and position drawings (LOD_DRAWINGS) are
 *  dropped. The camera shows the whole DAG rather than following while it fits with drawings. */
export const LOD_NUMBERS = 0.2;
export const LOD_DRAWINGS = 0.45;
export const FIT_MIN_SCALE = LOD_DRAWINGS;
/** The smallest scale at which the overview shows a level: drawings and numbers read well. */
export const LEVEL_SCALE = 0.75;

/** The level of detail at zoom `k`: 0 shapes only, 1 with numbers, 2 with drawings too. */
export const lodOf = (k) => (k < LOD_NUMBERS ? 0 : k < LOD_DRAWINGS ? 1 : 2);

/** Node ids, written centred above their nodes: at least `min` camera px and `screen` px on
 *  screen (both times the text scale: projector mode's is larger). */
export const ID_TEXT = { min: 12, screen: 12 };
/** An id's text box in ems: a digit's width (tabular figures, semibold) and the side bearings. */
const ID_DIGIT_EM = 0.62;
const ID_SIDES_EM = 0.2;
/** The height an id may take above its node: the room left under the level above's numbers. */
const ID_ROOM = 28;

/**
 * The ids' look at zoom `k` with ids of up to `digits` digits: their `font` size in camera px
 * (as large as keeps them `screen` px on screen), their widest `width`, and whether they `fit`:
 * between two nodes side by side (GEOMETRY.dx apart) and in the room above a node. Where they do
 * not, none is drawn (they would overlap): the tooltip and the inspector name the node instead.
 */
export function idLook(k, digits, textScale = 1) {
  const font = Math.max(ID_TEXT.min * textScale, (ID_TEXT.screen * textScale) / k);
  const width = font * (ID_DIGIT_EM * digits + ID_SIDES_EM);
  return { font, width, fits: k > 0 && width <= GEOMETRY.dx - 2 && font <= ID_ROOM };
}

/** The "×N" counts on edges: 10 camera px, and at least 12 px on screen (both times the text
 *  scale). */
export const MULT_TEXT = { min: 10, screen: 12 };

/**
 * The counts' look at zoom `k`: how much their box and text are scaled up from MULT_TEXT.min
 * (`scale`, 1 or more, to keep them legible on screen) and whether they `fit`: a "×99" between two
 * nodes side by side and no taller than an id's room. Where they do not, none is drawn (a count
 * 7.5 px high read as a smudge): the son's tooltip and the inspector give it instead.
 */
export function multLook(k, textScale = 1) {
  const font = Math.max(MULT_TEXT.min * textScale, (MULT_TEXT.screen * textScale) / k);
  // Rounded up to a step of a quarter octave: a new scale restyles every count and has them placed
  // again, which each frame of a zoom did.
  const scale = 2 ** (Math.ceil(Math.log2(font / MULT_TEXT.min) * 4 - 1e-9) / 4);
  return { scale, fits: k > 0 && multWidth("×99") * scale <= GEOMETRY.dx - 2 && MULT_H * scale <= ID_ROOM };
}

/** An id's box ({x, y, w, h}, centred) above a node at (x, y) in ids' font `font`: its text's
 *  box, from the font's ascent (0.93 em above the baseline) to its descent (0.2 em below). */
export function idBox(x, y, font, digits) {
  const h = GEOMETRY.size / 2;
  return { x, y: y - h - 5 - 0.365 * font, w: font * (ID_DIGIT_EM * digits + ID_SIDES_EM), h: 1.13 * font };
}

const STATE_CLASS = ["s-unknown", "s-proved", "s-disproved"];

/** A node's state and what it establishes, in words (its tooltip and label). */
export function stateWords(view, id, state) {
  if (state === 0) return "open";
  const o = outcomeOf(nodeMask(view, id, state));
  return `${state === 1 ? "proved" : "disproved"}${o ? `: ${o.words}` : ""}`;
}

/** What node `id` shows in `frame`: its numbers' label, its accessible name, its classes
 *  (without the view's own "far"), its look (an outcome's key or "open"). `cursor`: the node the
 *  keyboard is on. */
export function nodeScene(frame, id, cursor) {
  const { snap } = frame;
  const [pn, dn] = frame.shown(id);
  const or = isOrKind(snap.kind[id]);
  const state = stateOf(pn, dn);
  const o = state ? outcomeOf(nodeMask(frame.view, id, state)) : null;
  return {
    label: `${num(pn)}/${num(dn)}`,
    aria: `node ${id}, ${or ? "OR" : "AND"}, pn ${num(pn)}, dn ${num(dn)}, ${stateWords(frame.view, id, state)}`,
    base: `node ${or ? "or" : "and"} ${STATE_CLASS[state]}${o ? ` o-${o.key}` : ""}${frame.selected === id ? " selected" : ""}${
      cursor === id ? " cursor" : ""
    }${frame.born?.has(id) ? " born" : ""}`,
    look: o ? o.key : "open",
    selected: frame.selected === id,
  };
}

/** Node `id` in words: its kind, level, numbers, state and position (`info`: glyph.js describe()). */
export function describeNode(frame, info, id) {
  const { snap } = frame;
  const [pn, dn] = frame.shown(id);
  const per = snap.cellsPerNode;
  const position = positionText(info, snap.cells.subarray(id * per, (id + 1) * per));
  const or = isOrKind(snap.kind[id]);
  return `Node ${id}: ${or ? "OR" : "AND"}, level ${snap.level[id]}, pn ${num(pn)}, dn ${num(dn)}, ${stateWords(frame.view, id, stateOf(pn, dn))}${
    position ? `\n${position}` : ""
  }`;
}

/** The part of the drawing within `margin` of a `width`×`height` viewport seen through the zoom
 *  transform `t` ({k, x, y}), in the camera's units. */
export function nearBox(t, { width, height }, margin) {
  return { x0: -t.x / t.k - margin, x1: (width - t.x) / t.k + margin, y0: -t.y / t.k - margin, y1: (height - t.y) / t.k + margin };
}

/** The node ({id, x, y}) of `nodes` whose square holds the point (x, y), the nearest if several, or null. */
export function nodeAt(nodes, x, y) {
  const h = GEOMETRY.size / 2 + 1.5;
  let best = null;
  let bestDist = Infinity;
  for (const d of nodes) {
    const dist = Math.max(Math.abs(d.x - x), Math.abs(d.y - y));
    if (dist <= h && dist < bestDist) {
      best = d.id;
      bestDist = dist;
    }
  }
  return best;
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

/** The gap between a node's centre and where its edges start or end. */
export const EDGE_GAP = GEOMETRY.size / 2 + 2;

/**
 * The edges between drawn nodes: each is handed to `push(kind, x1, y1, x2, y2)` (parent bottom,
 * son top) once, in the style edgeKind() gives it. Parallel edges (symmetric moves: several moves
 * of one parent to one position) are pushed once and returned with their count. A snapshot lists
 * edges grouped by parent, so a son reached again within its parent's run is such a move.
 * `at(id)`: a drawn node's {x, y}, or undefined; `scratch`: arrays kept between calls (returned).
 * @returns {{multi: {p: number, s: number, count: number}[], scratch: {parent: Int32Array, slot: Int32Array}}}
 */
export function buildEdges(frame, at, push, scratch = null) {
  const { snap, hideSonsOf, ids, adj } = frame;
  const h = EDGE_GAP;
  const n = snap.level.length;
  if (!scratch || scratch.parent.length < n) scratch = { parent: new Int32Array(n), slot: new Int32Array(n) };
  const { parent: seenBy, slot } = scratch;
  seenBy.fill(-1, 0, n);
  const multi = [];
  // Few drawn nodes of many: their own son lists only, in the same edge order.
  const edges = ids && adj ? [] : null;
  if (edges) for (const p of ids) for (let e = adj.sonStart[p]; e < adj.sonStart[p + 1]; e++) edges.push(e);
  for (let i = 0, end = edges ? edges.length : snap.edgeSon.length; i < end; i++) {
    const e = edges ? edges[i] : i;
    const p = snap.edgeParent[e];
    const s = snap.edgeSon[e];
    if (p === hideSonsOf) continue;
    const a = at(p);
    const b = at(s);
    if (!a || !b) continue;
    if (seenBy[s] === p) {
      if (slot[s] < 0) slot[s] = multi.push({ p, s, count: 1 }) - 1;
      multi[slot[s]].count++;
      continue;
    }
    seenBy[s] = p;
    slot[s] = -1;
    push(edgeKind(snap, e), a.x, a.y + h, b.x, b.y - h);
  }
  return { multi, scratch };
}

/** The point at `t` (0..1) of curve()'s Bézier. */
export function onCurve(x1, y1, x2, y2, t) {
  const my = (y1 + y2) / 2;
  const u = 1 - t;
  const bx = u * u * u * x1 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x2;
  const by = u * u * u * y1 + 3 * u * u * t * my + 3 * u * t * t * my + t * t * t * y2;
  return [bx, by];
}

/** A vertical S-curve from a parent's bottom to a son's top. */
export function curve(x1, y1, x2, y2) {
  const my = (y1 + y2) / 2;
  return `M${x1} ${y1}C${x1} ${my} ${x2} ${my} ${x2} ${y2}`;
}

/** Where the "×N" of an edge from `a` to `b` ({x, y}) goes: at `t` along its curve, `dx` beside it
 *  (labelScene chooses them; by default on it three quarters of the way down, clear of the path's
 *  tag at its middle). */
export function multAt(a, b, { t = MULT_T[0], dx = 0 } = {}) {
  const [x, y] = onCurve(a.x, a.y + EDGE_GAP, b.x, b.y - EDGE_GAP, t);
  return [x + dx, y];
}

/** The width of a "×N" label's box. */
export const multWidth = (text) => 8 + 6.5 * text.length;

/** The numbers' largest size in camera px (dagstyle.js --nums-max; times the text scale). */
const NUMS_MAX = 17;
/** Where along its edge a "×N" may go, best first: below the middle, clear of the path's tag. */
const MULT_T = [0.72, 0.6, 0.84, 0.5, 0.4, 0.3, 0.9];
const MULT_H = 14;
/** Where along its edge a "×N" may go beside it, when no spot on it is free. */
const BESIDE_T = [0.72, 0.6, 0.5];

/** The marks of a frame: the ring round the developed node, the flashes of changed numbers and the
 *  badges of the nodes where the update stopped or that are collapsed ("+N"), each
 *  {kind, id, x, y, w, h, text, spots} (a box centred on (x, y), its first spot), for the nodes
 *  `at(id)` places ({x, y}, or null for a node not drawn). A badge's spots, best first: above the
 *  node (above its id, `idTop` above its centre), right of it, left of it, below its numbers, then
 *  above and to one side, and beside it higher up; the root's right of it first. */
export function markScene(frame, at, textScale = 1, idTop = GEOMETRY.size / 2 + 2) {
  const h = GEOMETRY.size / 2;
  const ts = textScale;
  const marks = [];
  const dev = frame.developed;
  if (dev !== null && dev !== undefined && at(dev)) {
    const d = at(dev);
    marks.push({ kind: "ring", id: dev, x: d.x, y: d.y, w: 2 * h + 12, h: 2 * h + 12, text: "", spots: [[d.x, d.y]] });
  }
  const badge = (kind, id, text, w, bh) => {
    const d = at(id);
    if (!d) return;
    const above = d.y - idTop - 2 - bh / 2;
    const spots = [
      [d.x, above],
      [d.x + h + 5 + w / 2, d.y],
      [d.x - h - 5 - w / 2, d.y],
      [d.x, d.y + h + 17 + NUMS_MAX * ts * 0.2 + bh / 2],
      [d.x + w / 2 + 4, above],
      [d.x - w / 2 - 4, above],
      [d.x + h + 5 + w / 2, d.y - bh - 2],
      [d.x - h - 5 - w / 2, d.y - bh - 2],
    ];
    // The root, alone on its level at the top of the drawing, takes its badges beside it: above
    // it, a camera fitted to the nodes cut them off.
    if (id === 0) spots.unshift(spots.splice(1, 1)[0]);
    marks.push({ kind, id, x: spots[0][0], y: spots[0][1], w, h: bh, text, spots });
  };
  for (const [id, text] of frame.flash ?? []) badge("flash", id, text, 8 + text.length * 7 * ts, 19 * ts);
  for (const { node, text } of frame.stops ?? []) badge("stop", node, text, 10 + text.length * 6.2 * ts, 17 * ts);
  return marks;
}

/**
 * Every label over the drawn nodes placed by one rule (placement.js): the "×N" counts, the path's
 * "min pn" tags, then the step's badges, each where it hides no other label nor a node, its
 * numbers or its id.
 * `nodes`: the drawn nodes {id, x, y, label} at their places; `multi`: the edges drawn for several
 * moves ({p, s, count}, buildEdges); `ids`: {font} of the ids drawn, or null; `numsFont`: the
 * numbers' size in camera px.
 * `multScale`: how much the counts are scaled up (multLook).
 * `idsOff`: the ids a label had to cover (left out).
 * @returns {{marks: object[], idsOff: Set<number>, tagT: ({t: number, dx: number}|null)[], multT: ({t: number, dx: number}|null)[], multOff: Set<number>}}
 *   the marks (markScene) at their places, and where each of the path's tags and each count goes:
 *   at `t` along its edge (onCurve's), `dx` beside it (null: its edge is not drawn, or a label with
 *   no room); `multOff`: the counts (indices in `multi`) left out for want of room.
 */
export function labelScene(frame, nodes, multi, { textScale = 1, ids = null, numsFont = NUMS_MAX * textScale, multScale = 1 } = {}) {
  const h = GEOMETRY.size / 2;
  const byId = new Map();
  const fixed = [];
  const nf = numsFont;
  for (const d of nodes) {
    byId.set(d.id, d);
    fixed.push({ x: d.x, y: d.y, w: 2 * h + 4, h: 2 * h + 4 });
    if (d.label) fixed.push({ x: d.x, y: d.y + h + 15 - 0.35 * nf, w: d.label.length * 0.6 * nf, h: 0.85 * nf });
    if (ids) fixed.push({ ...idBox(d.x, d.y, ids.font, String(d.id).length), kind: "id", id: d.id });
  }
  const idTop = ids ? h + 5 + 0.93 * ids.font : h + 2;
  const marks = markScene(frame, (id) => byId.get(id) ?? null, textScale, idTop);
  const ring = marks.find((m) => m.kind === "ring");
  if (ring) fixed.push(ring);
  const badges = marks.filter((m) => m.kind !== "ring");
  // The path's "min pn" tags, drawn while it is selected (its group 4 px below the edge's point,
  // the box 1.5 px above that).
  // A tag that would cover another label is left out: the banner states the rule it names.
  const tags = (frame.oldPath ? [] : frame.path ?? []).map(({ node, son }) => ({
    ...edgeLabel(byId.get(node), byId.get(son), 50 * textScale, 17 * textScale, [0.5, 0.4, 0.6, 0.3], [0.5, 0.4, 0.6], 4 - 1.5 * textScale),
    optional: true,
  }));
  const ms = multScale;
  // A count with no spot clear of the counts placed before it is left out (its son's tooltip and
  // the inspector give it): drawn smaller it could not be read, drawn over another it hid it.
  const counts = multi.map(({ p, s, count }) => ({
    ...edgeLabel(byId.get(p), byId.get(s), multWidth(`×${count}`) * ms, MULT_H * ms, MULT_T, BESIDE_T, 0),
    optional: "label",
  }));
  // The counts first (each stays through the step, and is what the banner counts), then the
  // path's tags (the select phase's, wider, with more room beside their edges), then the badges.
  const { chosen, covered } = place(fixed, [...counts, ...tags, ...badges]);
  const at = (label, i) => (label.ts && chosen[i] >= 0 ? { t: label.ts[chosen[i]], dx: label.dxs[chosen[i]] } : null);
  badges.forEach((m, i) => ([m.x, m.y] = m.spots[chosen[counts.length + tags.length + i]]));
  // The ids a label had to cover are left out.
  const idsOff = new Set([...covered].map((box) => box.id));
  const multOff = new Set(counts.flatMap((c, i) => (c.ts && chosen[i] < 0 ? [i] : [])));
  return { marks, idsOff, multT: counts.map((c, i) => at(c, i)), multOff, tagT: tags.map((c, i) => at(c, counts.length + i)) };
}

/** A label of `w`×`h` on the edge from `a` to `b` ({x, y}; none: not drawn): its spots on the edge
 *  at each of `on` (onCurve's t), then beside it at each of `beside`, on the side the edge leans to
 *  and then the other, touching it and then further out; its box `dy` below the edge's point. */
function edgeLabel(a, b, w, h, on, beside, dy) {
  if (!a || !b) return { w: 0, h: 0, spots: [[0, 0]], ts: null, dxs: null };
  const side = b.x >= a.x ? 1 : -1;
  // Touching the edge, then clear of a count on it.
  const offsets = [w / 2 + 2, w / 2 + 16].flatMap((d) => [side * d, -side * d]);
  const ts = [...on, ...offsets.flatMap(() => beside)];
  const dxs = [...on.map(() => 0), ...offsets.flatMap((d) => beside.map(() => d))];
  const spots = ts.map((t, i) => {
    const [x, y] = onCurve(a.x, a.y + EDGE_GAP, b.x, b.y - EDGE_GAP, t);
    return [x + dxs[i], y + dy];
  });
  return { w, h, spots, ts, dxs };
}

/** The hidden nodes' rows, one per summarised level: {level, x, y, head, tail, width}, beside the
 *  level's rightmost placed node. */
export function summaryScene(frame, placed, textScale = 1) {
  // In the looks the DAG draws them with (a level below the root: its own answer's).
  const [yes, no] = [1, 2].map((state) => outcomeOf(nodeMask(frame.view, -1, state)).words);
  return (frame.summary ?? []).map((row) => {
    const ids = placed.levels[row.level] ?? [];
    const x = ids.length ? placed.x[ids[ids.length - 1]] + GEOMETRY.dx : 0;
    // Two short lines rather than one long one, which ran off the view's right edge.
    const head = `+${count(row.hidden)} more at level ${row.level}:`;
    const tail = `${count(row.proved)} ${yes} · ${count(row.disproved)} ${no} · ${count(row.open)} open`;
    return { level: row.level, x, y: row.level * GEOMETRY.dy, head, tail, width: 20 + Math.max(head.length, tail.length) * 6.9 * textScale };
  });
}

/** The placed drawing's extent across [x0, x1], its nodes and the summary rows up to
 *  `summaryRight`, or null when nothing is placed. */
export function acrossOf(placed, summaryRight = -Infinity) {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (const ids of placed.levels) {
    if (!ids?.length) continue;
    x0 = Math.min(x0, placed.x[ids[0]]);
    x1 = Math.max(x1, placed.x[ids[ids.length - 1]]);
  }
  if (!(x1 >= x0)) return null;
  const h = GEOMETRY.size / 2;
  return [x0 - h, Math.max(x1 + h, summaryRight)];
}

/** The zoom transform {k, x, y} that shows box {x0, x1, y0, y1} (camera units) centred in a
 *  `width`×`height` view at scale `k`. */
const centred = (k, cx, cy, width, height) => ({ k, x: width / 2 - k * cx, y: height / 2 - k * cy });

/** The transform that shows every placed node and the level summaries (at most 1.2×), or null
 *  before layout or while the view has no size. */
export function fittingTransform(placed, { width, height }, summaryRight = -Infinity) {
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
  x1 = Math.max(x1, summaryRight - pad);
  const bw = x1 - x0 + 2 * pad, bh = y1 - y0 + 2 * pad;
  const k = Math.min(1.2, (0.92 * width) / bw, (0.9 * height) / bh);
  return centred(k, (x0 + x1) / 2, (y0 + y1) / 2, width, height);
}

/** The transform that shows level `level` of the drawn nodes ({x, y} by id in `drawn`, levels in
 *  `snap`): the whole level if it fits at LEVEL_SCALE or more, else its middle at that scale. */
export function levelTransform(nodes, snap, level, { width, height }) {
  let x0 = Infinity, x1 = -Infinity, y = null;
  for (const d of nodes) {
    if (snap.level[d.id] !== level) continue;
    x0 = Math.min(x0, d.x);
    x1 = Math.max(x1, d.x);
    y = d.y;
  }
  if (y === null || !width || !height) return null;
  const k = Math.max(LEVEL_SCALE, Math.min(1.2, (0.92 * width) / (x1 - x0 + 2 * GEOMETRY.size)));
  return centred(k, (x0 + x1) / 2, y, width, height);
}

/** The transform that fits `box` ({x, y, width, height}) into the view (at most 1.2×);
 *  `widthOnly`: its width, with its top shown however deep it is. Null when either has no size. */
export function boxTransform(box, { width, height }, widthOnly = false) {
  if (!box.width || !box.height || !width || !height) return null;
  const byWidth = Math.min(1.2, (0.92 * width) / box.width);
  const k = widthOnly ? byWidth : Math.min(byWidth, (0.9 * height) / box.height);
  const deep = box.height * k > 0.9 * height;
  const cx = box.x + box.width / 2;
  return { k, x: width / 2 - k * cx, y: deep ? 0.05 * height - k * box.y : height / 2 - k * (box.y + box.height / 2) };
}

/** The top levels of a drawing too large to fit: the root near the top edge, as wide as they fit
 *  between LEVEL_SCALE and 1×, centred across when that fits the width, else on the root. */
export function rootTransform(placed, { width, height }, summaryRight = -Infinity) {
  const [x0, x1] = acrossOf(placed, summaryRight) ?? [placed.x[0], placed.x[0]];
  const pad = GEOMETRY.size;
  const k = Math.max(LEVEL_SCALE, Math.min(1, (0.92 * width) / (x1 - x0 + pad)));
  const x = (x1 - x0) * k <= 0.96 * width ? (x0 + x1) / 2 : placed.x[0];
  return { k, x: width / 2 - k * x, y: Math.min(0.04 * height, 16) + (pad / 2 + 8) * k - k * placed.y[0] };
}

/** The box round drawn nodes ({x, y}) with their numbers below, joined to `box` (the SVG's own
 *  box, which misses the nodes not displayed). */
export function drawingBox(nodes, box = { x: 0, y: 0, width: 0, height: 0 }) {
  let x0 = box.width ? box.x : Infinity, y0 = box.height ? box.y : Infinity;
  let x1 = box.width ? box.x + box.width : -Infinity, y1 = box.height ? box.y + box.height : -Infinity;
  const h = GEOMETRY.size / 2;
  for (const d of nodes) {
    x0 = Math.min(x0, d.x - h);
    x1 = Math.max(x1, d.x + h);
    y0 = Math.min(y0, d.y - h);
    y1 = Math.max(y1, d.y + h + 20);
  }
  return x1 > x0 ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : { x: 0, y: 0, width: 0, height: 0 };
}
