// The DAG's edges and what is drawn over them, in SVG: creation edges solid, transposition edges
// dashed, symmetric moves (parallel edges) once with their count, the path to the developed node,
// the marks of a step and the level summaries. Where each goes: dagscene.js; the nodes: dagsvg.js.
import { reducedMotion } from "./motion.js";
import { CANVAS_EDGES, CANVAS_NODES } from "./canvaslayer.js";
import { GEOMETRY } from "./layout.js";
import { buildEdges, curve, EDGE_GAP, labelScene, multAt, multWidth, summaryScene } from "./dagscene.js";
import { cullMult, el, near, numsFont, paintCanvas } from "./dagsvg.js";

const SLIDE_MS = 320;

/** Moves the drawn nodes to their places in `placed`, sliding them when `slide` (and motion is
 *  not reduced), with the edges redrawn on every frame. */
export function moveTo(v, placed, slide) {
  cancelAnimationFrame(v.tween ?? 0);
  const targets = [];
  for (const [id, d] of v.drawn) {
    const tx = placed.x[id];
    const ty = placed.y[id];
    if (d.x !== tx || d.y !== ty) targets.push([d, d.x, d.y, tx, ty]);
  }
  const apply = (f) => {
    for (const [d, x0, y0, tx, ty] of targets) {
      d.x = x0 + (tx - x0) * f;
      d.y = y0 + (ty - y0) * f;
      // A far node (not displayed) is moved when it comes near (dagsvg.js cull).
      if (!d.far) d.g.setAttribute("transform", `translate(${d.x},${d.y})`);
    }
    drawEdges(v);
  };
  // The same nodes at the same places over the same edges (a node clicked, the inspector
  // opened): the edges drawn last time stand. Drawing (6,4)'s again was a third of a click's script.
  const edges = { view: v.frame.view, snap: v.frame.snap, count: v.frame.snap.edgeSon.length, hide: v.frame.hideSonsOf, ts: v.textScale };
  const same = targets.length === 0 && !v.drawnChanged && v.edgesDrawn && Object.keys(edges).every((k) => v.edgesDrawn[k] === edges[k]);
  v.edgesDrawn = edges;
  if (same) {
    // The numbers may have changed; the nodes' looks too where the canvas paints the nodes.
    paintCanvas(v, { labelsOnly: !v.canvas.nodes });
    return;
  }
  if (!slide || targets.length === 0 || reducedMotion()) {
    apply(1);
    return;
  }
  const start = performance.now();
  const tick = (now) => {
    const t = Math.min(1, (now - start) / SLIDE_MS);
    apply(t < 1 ? 1 - (1 - t) ** 3 : 1);
    if (t < 1) v.tween = requestAnimationFrame(tick);
  };
  v.tween = requestAnimationFrame(tick);
}

/** The edges between drawn nodes, on the canvas and, for a small DAG, in the SVG's paths
 *  (dagscene.js buildEdges), with the "×N" of symmetric moves and the path. */
export function drawEdges(v) {
  const canvas = v.canvas;
  canvas.begin();
  const { multi, scratch } = buildEdges(v.frame, (id) => v.drawn.get(id), (kind, x1, y1, x2, y2) => canvas.push(kind, x1, y1, x2, y2), v.seen);
  v.seen = scratch;
  const onCanvas = Object.values(canvas.curves).reduce((sum, c) => sum + c.length / 4, 0) > CANVAS_EDGES;
  // While the canvas draws the edges, the SVG's paths, not displayed, are written only when
  // the SVG is exported (exporter.js asks first): thousands of curves' text was a tenth of
  // a large DAG's render.
  v.svgEdgesStale = onCanvas;
  if (!onCanvas) writeSvgEdges(v);
  canvas.show(onCanvas);
  if (v.svg.classList.contains("edges-canvas") !== onCanvas) v.svg.classList.toggle("edges-canvas", onCanvas);
  paintCanvas(v);
  // The legend names the style of an edge back up only while one is drawn (template.js).
  const cycles = canvas.curves.cycle.length > 0;
  if (v.host.hasAttribute("data-cycles") !== cycles) v.host.toggleAttribute("data-cycles", cycles);
  drawMultiplicities(v, multi);
  placePath(v);
}

/** The edges, as the canvas holds them, into the SVG's paths. */
export function writeSvgEdges(v) {
  v.svgEdgesStale = false;
  for (const [kind, c] of Object.entries(v.canvas.curves)) {
    const parts = [];
    for (let i = 0; i < c.length; i += 4) parts.push(curve(c.xy[i], c.xy[i + 1], c.xy[i + 2], c.xy[i + 3]));
    v.edgePaths[kind].setAttribute("d", parts.join(""));
  }
}

/** "×7" on each edge that stands for several moves, near its son: kept from call to call and
 *  moved, as the edges are redrawn on every frame of a slide. */
export function drawMultiplicities(v, multi) {
  // Labels no longer needed are kept for when they are again (focus off): making 400 of
  // them anew was a third of (6,4)'s focus switch.
  for (const m of v.multAt.splice(multi.length)) {
    m.g.remove();
    m.out = true;
    v.spareMults.push(m);
  }
  const box = near(v);
  for (let i = 0; i < multi.length; i++) {
    const { p, s, count: times } = multi[i];
    const a = v.drawn.get(p);
    const b = v.drawn.get(s);
    let m = v.multAt[i];
    if (!m) {
      m = v.spareMults.pop();
      if (!m) {
        const g = el("g", { class: "mult" });
        // Scaled as a whole to stay legible (dagsvg.js labelsShown sets --mult-scale).
        const inner = el("g", {}, g);
        el("rect", { x: -12, y: -7, width: 24, height: 14 }, inner);
        el("text", { y: 3 }, inner);
        m = { g, x: 0, y: 0, far: false, out: true };
      }
      v.multAt[i] = m;
    }
    const g = m.g;
    const text = `×${times}`;
    const [rect, label] = g.firstChild.children;
    if (label.textContent !== text) {
      label.textContent = text;
      const w = multWidth(text);
      rect.setAttribute("width", w);
      rect.setAttribute("x", -w / 2);
    }
    // Written when they change: a slide redraws the edges on every frame.
    if (m.p !== p || m.s !== s || m.count !== times) {
      Object.assign(m, { p, s, count: times });
      Object.assign(g.dataset, { parent: p, son: s, count: times });
    }
    [m.x, m.y] = multAt(a, b, v.multT?.get(`${p} ${s}`));
    m.moved = true;
    markOff(v, m);
    cullMult(v, m, box.x0, box.x1, box.y0, box.y1);
  }
}

/** A count the placement left out (drawLabels' `multOff`) is hidden. */
function markOff(v, m) {
  const off = v.multOff?.has(`${m.p} ${m.s}`) ?? false;
  if (off !== Boolean(m.off)) {
    m.off = off;
    m.g.classList.toggle("off", off);
  }
}

/** Creates the highlighted path's segments and "min pn / min dn" tags, once per render. */
export function buildPath(v) {
  const layer = v.layers.path;
  const { path = [], oldPath } = v.frame;
  // The last path, drawn faint and still: its segments are kept and moved (a new element per
  // segment and step was layout work for nothing). The selected path is built afresh, so its
  // reveal plays.
  const kept = oldPath ? [...layer.children].filter((c) => c.getAttribute("class") === "e-path old") : [];
  if (oldPath && kept.length === layer.children.length) {
    for (const seg of kept.slice(path.length)) seg.remove();
    v.pathParts = path.map((step, i) => ({ step, seg: kept[i] ?? el("path", { class: "e-path old" }, layer), tag: null }));
    return;
  }
  layer.replaceChildren();
  v.pathParts = path.map((step, i) => {
    const seg = el("path", { class: `e-path${oldPath ? " old" : " reveal"}` }, layer);
    let tag = null;
    if (!oldPath) {
      seg.style.animationDelay = `${i * 90}ms`;
      tag = el("g", { class: "reason reveal" }, layer);
      tag.style.animationDelay = `${i * 90}ms`;
      const ts = v.textScale;
      el("rect", { x: -25 * ts, y: -10 * ts, width: 50 * ts, height: 17 * ts }, tag);
      el("text", { y: 3 }, tag).textContent = step.reason === "min-pn" ? "min pn" : "min dn";
    }
    return { step, seg, tag };
  });
}

/** Puts the path where the nodes are now (called on every frame of a slide). */
export function placePath(v) {
  const h = EDGE_GAP;
  (v.pathParts ?? []).forEach(({ step, seg, tag }, i) => {
    const a = v.drawn.get(step.node);
    const b = v.drawn.get(step.son);
    const display = a && b ? "" : "none";
    if (seg.style.display !== display) seg.style.display = display;
    // Where the placement rule put the tag (dagscene.js labelScene); none where it had no room.
    const spot = v.tagT ? v.tagT[i] : { t: 0.5 };
    const tagDisplay = a && b && spot ? "" : "none";
    if (tag && tag.style.display !== tagDisplay) tag.style.display = tagDisplay;
    if (!a || !b) return;
    seg.setAttribute("d", curve(a.x, a.y + h, b.x, b.y - h));
    if (!tag || !spot) return;
    const [x, y] = multAt(a, b, spot);
    tag.setAttribute("transform", `translate(${x},${y + 4})`);
  });
}

/** Places the path's tags, the "×N" counts and the step's badges by one rule (dagscene.js labelScene) at the
 *  nodes' places in `placed`, and draws the badges. */
export function drawLabels(v, frame, placed) {
  // A large drawing's labels are placed near the viewport only (again as the camera moves:
  // daginteract.js): placing a (6,4)'s 410 counts among its 1,242 nodes took 8–25 ms a step.
  const many = v.drawn.size > CANVAS_NODES;
  const { x0, x1, y0, y1 } = near(v);
  const m = 2 * GEOMETRY.dy;
  const inView = (id) => !many || (placed.x[id] >= x0 - m && placed.x[id] <= x1 + m && placed.y[id] >= y0 - m && placed.y[id] <= y1 + m);
  const nodes = [];
  for (const d of v.drawn.values()) if (inView(d.id)) nodes.push({ id: d.id, x: placed.x[d.id], y: placed.y[d.id], label: d.label });
  // Only which edges are drawn counts here (nothing is pushed): one point stands for every node
  // drawn, where an object a node allocated tens of thousands per zoom.
  const HERE = { x: 0, y: 0 };
  const { multi: all, scratch } = buildEdges(frame, (id) => (v.drawn.has(id) ? HERE : undefined), () => {}, v.seen);
  v.seen = scratch;
  const multi = many ? all.filter(({ p, s }) => inView(p) || inView(s)) : all;
  const ids = v.svg.classList.contains("ids") && v.svg.classList.contains("ids-fit") ? { font: parseFloat(v.idFont) } : null;
  const { marks, multT, multOff, tagT, idsOff } = labelScene(frame, nodes, multi, { textScale: v.textScale, ids, numsFont: numsFont(v), multScale: v.multScale ?? 1 });
  // The counts into each son, for its tooltip when they are too small to draw or left out for want
  // of room (dagview.js describe).
  v.multInto = new Map();
  v.multOff = new Set();
  multi.forEach(({ p, s, count }, i) => {
    v.multInto.set(s, [...(v.multInto.get(s) ?? []), [p, count]]);
    if (multOff.has(i)) v.multOff.add(`${p} ${s}`);
  });
  // An id a label had to cover is left out (its tooltip and the inspector name the node).
  for (const d of v.drawn.values()) {
    const off = idsOff.has(d.id);
    if (Boolean(d.nidOff) !== off) {
      d.nidOff = off;
      d.nid.classList.toggle("off", off);
    }
  }
  v.canvas.idsOff = idsOff;
  v.multT = new Map(multi.map(({ p, s }, i) => [`${p} ${s}`, multT[i] ?? undefined]));
  v.tagT = tagT;
  placePath(v);
  // The counts drawn now move to their spots (a slide moves them on with their edges).
  for (const m of v.multAt) {
    const a = v.drawn.get(m.p);
    const b = v.drawn.get(m.s);
    if (a && b) [m.x, m.y] = multAt(a, b, v.multT.get(`${m.p} ${m.s}`));
    m.moved = true;
    markOff(v, m);
  }
  const box = near(v);
  for (const m of v.multAt) cullMult(v, m, box.x0, box.x1, box.y0, box.y1);
  drawMarks(v, marks);
}

/** The ring round the developed node, the changed numbers' flashes, the stop and "+N" badges. */
function drawMarks(v, marks) {
  const layer = v.layers.marks;
  // The same marks at the same places as last time (a step that leaves them): kept as they are.
  const key = marks.map((m) => `${m.kind} ${m.x},${m.y} ${m.text}`).join("|");
  if (key === v.marksKey && layer.isConnected) return;
  v.marksKey = key;
  layer.replaceChildren();
  for (const m of marks) {
    if (m.kind === "ring") {
      el("rect", { class: "ring", x: m.x - m.w / 2, y: m.y - m.h / 2, width: m.w, height: m.h, rx: 8 }, layer);
      continue;
    }
    // The text's baseline sits 3 px below the group's origin, which is 1.5 px (scaled) below the box's centre.
    const oy = 1.5 * v.textScale;
    const g = el("g", { class: m.kind, transform: `translate(${m.x},${m.y + oy})`, "data-node": m.id }, layer);
    el("rect", { x: -m.w / 2, y: -m.h / 2 - oy, width: m.w, height: m.h }, g);
    el("text", { y: 3 }, g).textContent = m.text;
  }
}

/** The hidden nodes' rows, one per level: kept from render to render and rewritten only
 *  where their text or place changed (re-creating them cost 1.7 ms of text layout a step). */
export function drawSummary(v, frame, placed) {
  const layer = v.layers.summary;
  const rows = frame.summary ?? [];
  v.summaryRight = -Infinity;
  while (layer.children.length > rows.length) layer.lastChild.remove();
  const ts = v.textScale;
  summaryScene(frame, placed, ts).forEach(({ x, y, head, tail, width }, i) => {
    let g = layer.children[i];
    if (!g) {
      g = el("g", {}, layer);
      el("rect", { x: 0, y: -20 * ts, height: 40 * ts }, g);
      const text = el("text", {}, g);
      el("tspan", { x: 10, y: -3 * ts }, text);
      el("tspan", { x: 10, y: 13 * ts }, text);
    }
    const transform = `translate(${x},${y})`;
    if (g.getAttribute("transform") !== transform) g.setAttribute("transform", transform);
    const [a, b] = g.lastChild.children;
    if (a.textContent !== head || b.textContent !== tail) {
      a.textContent = head;
      b.textContent = tail;
      g.firstChild.setAttribute("width", width);
    }
    v.summaryRight = Math.max(v.summaryRight, x + width);
  });
}
