// The edges of a large DAG, and its nodes when they are too small to carry numbers, painted on a
// <canvas> under the SVG; its nodes' numbers on a second canvas over it. Thousands of SVG edge
// curves, the transposition ones dashed, cost the browser seconds of rasterisation for every
// camera move (each tile clips and dashes every curve again), and every SVG text is laid out
// again whenever the zoom changes (Blink sets SVG text in a font scaled to the screen): hundreds
// of nodes' numbers were 100–600 ms a frame of a zoom. A canvas strokes and writes only what
// crosses the viewport, each style batched in one path. The curves keep the look of the SVG's
// edge paths and the numbers that of its texts (each read from the computed style of the element
// it stands for), the nodes the looks of outcome.js.
import { GEOMETRY } from "./layout.js";
import { OUTCOMES } from "./outcome.js";
import { Glyphs } from "./canvastext.js";
import { dashes, dashCurve } from "./canvasdash.js";

/** Edges drawn by the view above which they go on the canvas: a small DAG keeps every edge in
 *  its SVG (exports, tests and the teaching view see exactly what they always did). */
export const CANVAS_EDGES = 400;
/** Drawn nodes above which their numbers are written on the canvas over the SVG, and, once the
 *  zoom has dropped numbers and drawings (the view's level of detail 0), the nodes are painted on
 *  the canvas under it. */
export const CANVAS_NODES = 300;
/** Dashes of one style drawn at most per frame: beyond them, the dashes are drawn longer. */
const DASHES = 6000;

/** A growable list of curves, four coordinates each: parent bottom (x1, y1), son top (x2, y2). */
class Curves {
  constructor() {
    this.xy = new Float64Array(256);
    this.length = 0;
  }
  clear() {
    this.length = 0;
  }
  push(x1, y1, x2, y2) {
    if (this.length + 4 > this.xy.length) {
      const grown = new Float64Array(this.xy.length * 2);
      grown.set(this.xy);
      this.xy = grown;
    }
    const xy = this.xy;
    const i = this.length;
    xy[i] = x1;
    xy[i + 1] = y1;
    xy[i + 2] = x2;
    xy[i + 3] = y2;
    this.length = i + 4;
  }
}

export class CanvasLayer {
  /** @param {HTMLElement} host  the view's host; the canvas goes first in it, under the SVG
   *  @param {Record<string, SVGPathElement>} paths  each style's SVG path, whose look it copies */
  constructor(host, paths) {
    this.paths = paths;
    this.canvas = document.createElement("canvas");
    this.canvas.className = "dag-edges";
    this.canvas.setAttribute("aria-hidden", "true");
    // Inline: the host's stylesheet only places the SVG.
    Object.assign(this.canvas.style, { position: "absolute", left: "0", top: "0", pointerEvents: "none" });
    host.prepend(this.canvas);
    this.ctx = this.canvas.getContext("2d");
    this.top = this.canvas.cloneNode();
    this.top.className = "dag-labels";
    host.append(this.top);
    this.topCtx = this.top.getContext("2d");
    /** The nodes whose numbers the top canvas writes ({x, y, id, label}), or null. */
    this.labels = null;
    /** What the labels show now: {nums, ids} (the view's level of detail and its "ids" class). */
    this.shownLabels = { nums: true, ids: false };
    this.curves = Object.fromEntries(Object.keys(paths).map((k) => [k, new Curves()]));
    this.styles = null;
    this.on = false;
    /** Where in a style's list each curve crossing the viewport starts (reused per draw). */
    this.crossing = new Int32Array(64);
    /** The nodes to paint ({id, x, y, or, look, selected}; look: an outcome's key or "open"), or null. */
    this.nodes = null;
    /** The ids' and the numbers' sizes in camera px (dagsvg.js labelsShown). */
    this.idFont = 12;
    this.numsFont = null;
    /** The node the keyboard's ring is on (daginteract.js), or null. */
    this.cursor = null;
    this.width = 0;
    this.height = 0;
  }

  /** The curves of the next draw, per style: cleared, then pushed by the view. */
  begin() {
    for (const c of Object.values(this.curves)) c.clear();
  }

  push(kind, x1, y1, x2, y2) {
    this.curves[kind].push(x1, y1, x2, y2);
  }

  /** The view's size in CSS pixels; the canvas backs it at the device's pixel ratio. */
  resize(width, height) {
    const dpr = window.devicePixelRatio || 1;
    this.width = width;
    this.height = height;
    for (const c of [this.canvas, this.top]) {
      c.style.width = `${width}px`;
      c.style.height = `${height}px`;
      c.width = Math.max(1, Math.round(width * dpr));
      c.height = Math.max(1, Math.round(height * dpr));
    }
  }

  /** The nodes whose numbers the top canvas writes, or null (the SVG's texts show them). */
  showLabels(nodes) {
    this.labels = nodes;
    if (!nodes) this.topCtx.clearRect(0, 0, this.top.width, this.top.height);
  }

  /** Looks change with projector mode (widget.css): read again at the next draw. */
  restyle() {
    this.styles = null;
    this.glyphCache?.clear();
  }

  /** Whether the canvas draws the edges (else the SVG draws them). */
  show(on) {
    if (on === this.on) return;
    this.on = on;
    if (!on && !this.nodes) this.ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }

  /** The nodes the canvas paints (an iterable of the view's drawn nodes), or null: the SVG's. */
  showNodes(nodes) {
    this.nodes = nodes;
    if (!nodes && !this.on) this.ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }

  /** Each style as the SVG would stroke it: colour, width and dashes in the camera's units. */
  #readStyles() {
    const styles = {};
    for (const [kind, path] of Object.entries(this.paths)) {
      const cs = getComputedStyle(path);
      styles[kind] = { color: cs.stroke, width: parseFloat(cs.strokeWidth) || 1, dash: dashes(cs.strokeDasharray) };
    }
    const svg = this.paths.first.ownerSVGElement;
    const vars = getComputedStyle(svg);
    const stroke = parseFloat(vars.getPropertyValue("--stroke")) || 1;
    styles.nodes = {
      open: { fill: "#fff", line: vars.getPropertyValue("--ink").trim() || "#1d2330", width: 1.4 * stroke, dash: [] },
      selected: { line: vars.getPropertyValue("--focus").trim() || "#f2b134", width: 4 * stroke },
      cursor: { line: vars.getPropertyValue("--ink").trim() || "#1d2330", width: 3 * stroke },
    };
    for (const o of OUTCOMES) {
      styles.nodes[o.key] = { fill: o.pattern === "plain" ? o.fill : this.#pattern(o), line: o.line, width: 2.4 * stroke, dash: o.dashed ? [5, 2.5] : [] };
    }
    const text = (selector) => {
      const el = svg.querySelector(selector);
      if (!el) return null;
      const t = getComputedStyle(el);
      return { font: `${t.fontWeight} ${t.fontSize} ${t.fontFamily}`, fill: t.fill, stroke: t.stroke, width: parseFloat(t.strokeWidth) || 0 };
    };
    styles.nums = text(".nums");
    styles.nid = text(".nid");
    return styles;
  }

  /** An outcome's pattern (outcome.js svgPattern), in the camera's units. */
  #pattern(o) {
    const s = 6;
    const tile = document.createElement("canvas");
    tile.width = tile.height = s;
    const c = tile.getContext("2d");
    c.fillStyle = o.fill;
    c.fillRect(0, 0, s, s);
    c.fillStyle = o.alt;
    if (o.pattern === "dots") {
      c.beginPath();
      c.arc(s / 2, s / 2, 1.1, 0, 2 * Math.PI);
      c.fill();
    } else if (o.pattern === "vstripes") c.fillRect(0, 0, s / 2, s);
    else if (o.pattern === "hstripes") c.fillRect(0, 0, s, s / 2);
    else if (o.pattern === "hatch") {
      // A 2.4-wide line along the tile's left edge, as the SVG pattern's, wrapping round.
      c.fillRect(0, 0, 1.2, s);
      c.fillRect(s - 1.2, 0, 1.2, s);
    }
    const pattern = this.ctx.createPattern(tile, "repeat");
    if (o.pattern === "hatch") pattern.setTransform(new DOMMatrix().rotate(45));
    return pattern;
  }

  /** Fills and outlines the nodes inside the box [x0, x1] × [y0, y1], one path per look. */
  #drawNodes(x0, x1, y0, y1) {
    const ctx = this.ctx;
    const h = GEOMETRY.size / 2;
    const paths = new Map();
    const selected = new Path2D();
    let anySelected = false;
    let cursor = null;
    for (const d of this.nodes) {
      if (d.x < x0 - h || d.x > x1 + h || d.y < y0 - h || d.y > y1 + h) continue;
      const styles = this.styles.nodes;
      const look = styles[d.look] ? d.look : "open";
      let path = paths.get(look);
      if (!path) paths.set(look, (path = new Path2D()));
      for (const p of d.selected ? [path, selected] : [path]) {
        if (d.or) p.roundRect(d.x - h, d.y - h, 2 * h, 2 * h, 3);
        else {
          p.moveTo(d.x + h + 1.5, d.y);
          p.arc(d.x, d.y, h + 1.5, 0, 2 * Math.PI);
        }
      }
      anySelected ||= d.selected;
      if (d.id === this.cursor) {
        cursor = new Path2D();
        cursor.roundRect(d.x - h - 4, d.y - h - 4, 2 * h + 8, 2 * h + 8, 5);
      }
    }
    for (const [look, path] of paths) {
      const style = this.styles.nodes[look];
      ctx.fillStyle = style.fill;
      ctx.fill(path);
      ctx.strokeStyle = style.line;
      ctx.lineWidth = style.width;
      ctx.setLineDash(style.dash);
      ctx.stroke(path);
    }
    if (anySelected) {
      ctx.strokeStyle = this.styles.nodes.selected.line;
      ctx.lineWidth = this.styles.nodes.selected.width;
      ctx.setLineDash([]);
      ctx.stroke(selected);
    }
    if (cursor) {
      ctx.strokeStyle = this.styles.nodes.cursor.line;
      ctx.lineWidth = this.styles.nodes.cursor.width;
      ctx.setLineDash([]);
      ctx.stroke(cursor);
    }
  }

  /** Strokes the curves that cross the viewport under camera transform `t` ({k, x, y}). */
  draw(t) {
    if (!this.on && !this.nodes) return;
    const ctx = this.ctx;
    const dpr = this.canvas.width / (this.width || 1);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    if (!this.width || !this.height || !(t.k > 0)) return;
    this.styles ??= this.#readStyles();
    ctx.setTransform(dpr * t.k, 0, 0, dpr * t.k, dpr * t.x, dpr * t.y);
    ctx.lineCap = "butt";
    for (const [kind, curves] of this.on ? Object.entries(this.curves) : []) {
      const style = this.styles[kind];
      const pad = style.width;
      const x0 = -t.x / t.k - pad;
      const x1 = (this.width - t.x) / t.k + pad;
      const y0 = -t.y / t.k - pad;
      const y1 = (this.height - t.y) / t.k + pad;
      const xy = curves.xy;
      const box = { x0, x1, y0, y1 };
      // The curves that cross the viewport (a curve lies inside the box of its two ends, as its
      // control points do), and about how long they are in it.
      if (this.crossing.length < curves.length / 4) this.crossing = new Int32Array(curves.length / 2);
      let crossing = 0;
      let inView = 0;
      const across = x1 - x0 + y1 - y0;
      for (let i = 0; i < curves.length; i += 4) {
        const ax = xy[i], ay = xy[i + 1], bx = xy[i + 2], by = xy[i + 3];
        if ((ax < x0 && bx < x0) || (ax > x1 && bx > x1) || (ay < y0 && by < y0) || (ay > y1 && by > y1)) continue;
        this.crossing[crossing++] = i;
        inView += Math.min(Math.abs(bx - ax) + Math.abs(by - ay), across);
      }
      if (!crossing) continue;
      // So many dashes that they would cost more than a frame (a wide level crossed by a
      // thousand transposition edges) are drawn longer, as many as DASHES: still dashed lines.
      const period = style.dash.reduce((a, b) => a + b, 0);
      const stretch = period ? Math.max(1, inView / period / DASHES) : 1;
      const dash = stretch > 1 ? style.dash.map((v) => v * stretch) : style.dash;
      ctx.beginPath();
      for (let c = 0; c < crossing; c++) {
        const i = this.crossing[c];
        const ax = xy[i], ay = xy[i + 1], bx = xy[i + 2], by = xy[i + 3];
        if (dash.length) dashCurve(ctx, ax, ay, bx, by, dash, box, t.k);
        else {
          ctx.moveTo(ax, ay);
          ctx.bezierCurveTo(ax, (ay + by) / 2, bx, (ay + by) / 2, bx, by);
        }
      }
      ctx.strokeStyle = style.color;
      // A line at most a device pixel and a half wide is drawn one pixel wide: the rasteriser's
      // hairlines, many times faster for the thousands of dashes of a wide view.
      ctx.lineWidth = style.width * t.k * dpr < 1.5 ? 1 / (t.k * dpr) : style.width;
      ctx.setLineDash([]);
      ctx.stroke();
    }
    if (this.nodes) this.#drawNodes(-t.x / t.k, (this.width - t.x) / t.k, -t.y / t.k, (this.height - t.y) / t.k);
  }

  /** Writes the labels' numbers (and node ids) near the viewport under camera transform `t`,
   *  where the SVG would: pn / dn centred below the node, the id centred above it. Each
   *  label is a sprite made once per zoom from character sprites (Glyphs): canvas text set every
   *  label anew, and a view's first frame at a new place took up to 200 ms for its new strings. */
  drawLabels(t) {
    if (!this.labels) return;
    const ctx = this.topCtx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.top.width, this.top.height);
    const { nums, ids } = this.shownLabels;
    if (!this.width || !this.height || !(t.k > 0) || (!nums && !ids)) return;
    if (!this.styles?.nums) this.styles = this.#readStyles();
    const dpr = this.top.width / this.width;
    const scale = t.k * dpr;
    const h = GEOMETRY.size / 2;
    const x0 = -t.x / t.k - 3 * h, x1 = (this.width - t.x) / t.k + 3 * h;
    const y0 = -t.y / t.k - 3 * h, y1 = (this.height - t.y) / t.k + 3 * h;
    const near = [];
    for (const d of this.labels) if (d.x >= x0 && d.x <= x1 && d.y >= y0 && d.y <= y1) near.push(d);
    const sets = [];
    if (nums && this.styles.nums) sets.push({ glyphs: this.#glyphs("nums", scale, this.numsFont), align: 0.5, dx: 0, dy: h + 15, text: (d) => d.label });
    if (ids && this.styles.nid) sets.push({ glyphs: this.#glyphs("nid", scale, this.idFont), align: 0.5, dx: 0, dy: -h - 5, text: (d) => String(d.id), ids: true });
    // The ids written, as boxes in CSS pixels of the view ({x, y, w, h, font}: the figures' box,
    // `font` their size on screen): what a test reads to see they are legible and apart.
    this.idBoxes = [];
    // Each label's halo under its own figures: the labels of two nodes never overlap.
    for (const { glyphs, align, dx, dy, text, ids: isId } of sets) {
      const strs = near.map(text);
      glyphs.make(strs);
      near.forEach((d, i) => {
        // An id a label covers is left out (dagscene.js labelScene).
        if (isId && this.idsOff?.has(d.id)) return;
        const str = strs[i];
        const sp = glyphs.sprite(str);
        const X = (t.k * (d.x + dx) + t.x) * dpr - glyphs.width(str) * align;
        const Y = (t.k * (d.y + dy) + t.y) * dpr;
        ctx.drawImage(sp.page, sp.sx, sp.sy, sp.w, sp.h, Math.round(X + sp.dx), Math.round(Y + sp.dy), sp.w, sp.h);
        if (isId) {
          const font = this.idFont * t.k;
          this.idBoxes.push({ id: d.id, x: X / dpr, y: Y / dpr - 0.72 * font, w: glyphs.width(str) / dpr, h: 0.72 * font, font });
        }
      });
    }
  }

  /** The character sprites of text style `kind` at `scale` device pixels per camera unit, in
   *  `size` camera px when given (the ids' size follows the zoom: dagscene.js idLook). */
  #glyphs(kind, scale, size = null) {
    this.glyphCache ??= new Map();
    const key = `${kind} ${scale} ${size}`;
    let g = this.glyphCache.get(key);
    if (!g) {
      // The last few zooms' sprites are kept: the Overview's bands go back and forth between
      // levels shown at their own scales.
      const mine = [...this.glyphCache.keys()].filter((k) => k.startsWith(`${kind} `));
      for (const k of mine.slice(0, Math.max(0, mine.length - 3))) this.glyphCache.delete(k);
      const style = this.styles[kind];
      g = new Glyphs(size ? { ...style, font: style.font.replace(/\d+(\.\d+)?px/, `${size}px`) } : style, scale);
      this.glyphCache.set(key, g);
    }
    return g;
  }
}
