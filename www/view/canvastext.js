// Text on a canvas as sprites: each character of a text style drawn once per zoom level into an
// atlas, each label made of them once, then copied where a label needs it. The DAG's numbers
// change every zoom step and every view, and the canvas's own text set each label anew (shaping
// new strings took up to 200 ms of a view's first frame).

/** A text style's characters as sprites at one scale, in one atlas: a halo (the SVG text's
 *  stroke) and a fill each, placed at each character's advance, as the canvas would set the text
 *  unkerned. Numbers hold digits, "/" and "∞"; another character gets its place when first met. */
export class Glyphs {
  constructor(style, scale) {
    this.style = style;
    this.scale = scale;
    this.chars = new Map();
    this.probe = document.createElement("canvas").getContext("2d");
    this.probe.font = style.font;
    const m = this.probe.measureText("0123456789/∞");
    this.pad = Math.ceil((style.width / 2 + 2) * scale);
    this.up = Math.ceil(Math.max(m.actualBoundingBoxAscent, m.fontBoundingBoxAscent ?? 0) * scale) + this.pad;
    this.cell = this.up + Math.ceil(Math.max(m.actualBoundingBoxDescent, m.fontBoundingBoxDescent ?? 0) * scale) + this.pad + 1;
    this.atlas = document.createElement("canvas");
    this.x = 0;
    /** Label sprites by text (make), and the pages they are in. */
    this.sprites = new Map();
    this.pages = 0;
    this.#grow(256);
    for (const c of "0123456789/∞") this.#char(c);
  }

  /** Makes the atlas at least `width` wide, keeping what it holds. */
  #grow(width) {
    const old = this.atlas.width > 1 ? this.atlas : null;
    const next = document.createElement("canvas");
    next.width = Math.max(width, 2 * (old?.width ?? 0));
    next.height = 2 * this.cell;
    const ctx = next.getContext("2d");
    if (old) ctx.drawImage(old, 0, 0);
    this.atlas = next;
    this.ctx = ctx;
  }

  #char(c) {
    let g = this.chars.get(c);
    if (g) return g;
    const { style, scale, pad, up, cell } = this;
    const m = this.probe.measureText(c);
    const left = Math.ceil(Math.max(0, m.actualBoundingBoxLeft) * scale) + pad;
    const w = left + Math.ceil(Math.max(m.actualBoundingBoxRight, m.width) * scale) + pad + 1;
    if (this.x + w > this.atlas.width) this.#grow(this.x + w);
    const x = this.ctx;
    x.setTransform(scale, 0, 0, scale, this.x + left, up);
    x.font = style.font;
    x.textBaseline = "alphabetic";
    x.lineJoin = "round";
    if (style.width) {
      x.strokeStyle = style.stroke;
      x.lineWidth = style.width;
      x.strokeText(c, 0, 0);
    }
    x.setTransform(scale, 0, 0, scale, this.x + left, up + cell);
    x.fillStyle = style.fill;
    x.fillText(c, 0, 0);
    g = { advance: m.width * scale, sx: this.x, w, left, halo: Boolean(style.width) };
    this.x += w;
    this.chars.set(c, g);
    return g;
  }

  /** The text's width in device pixels. */
  width(text) {
    let w = 0;
    for (const c of text) w += this.#char(c).advance;
    return w;
  }

  /** Each text's sprite, halo under fill: {page, sx, sy, w, h, dx, dy}, drawn at the
   *  baseline's start plus (dx, dy). Made once per text and zoom (`make`): a view's few hundred
   *  labels were eight copies each, a character and a layer at a time. */
  sprite(text) {
    return this.sprites.get(text);
  }

  /** Makes the sprites of `texts` not made yet, all in one new canvas (a page) that no later
   *  sprite changes: a copy from a canvas changed since its last copy snapshots all of it again,
   *  and a step's few new numbers made a shared atlas cost more than the labels it saved. */
  make(texts) {
    let todo = [...new Set(texts)].filter((t) => !this.sprites.has(t));
    if (!todo.length) return;
    // A long session's many small pages (one a step) are started again.
    if (++this.pages > 256) {
      this.sprites.clear();
      this.pages = 1;
      todo = [...new Set(texts)];
    }
    const WIDTH = 1024;
    const made = [];
    let x = 0, y = 0, right = 0;
    for (const text of todo) {
      let cx = 0, x0 = 0, x1 = 0;
      const at = [];
      for (const c of text) {
        const g = this.#char(c);
        at.push([g, cx - g.left]);
        x0 = Math.min(x0, cx - g.left);
        x1 = Math.max(x1, cx - g.left + g.w);
        cx += g.advance;
      }
      const w = Math.ceil(x1 - x0) + 1;
      if (x && x + w > WIDTH) {
        x = 0;
        y += this.cell;
      }
      made.push({ text, at, x0, sx: x, sy: y, w });
      x += w;
      right = Math.max(right, x);
    }
    const page = document.createElement("canvas");
    page.width = Math.max(1, right);
    page.height = y + this.cell;
    const ctx = page.getContext("2d");
    for (const { text, at, x0, sx, sy, w } of made) {
      for (const layer of [0, this.cell]) {
        for (const [g, gx] of at) {
          if (layer === 0 && !g.halo) continue;
          ctx.drawImage(this.atlas, g.sx, layer, g.w, this.cell, sx + Math.round(gx - x0), sy, g.w, this.cell);
        }
      }
      this.sprites.set(text, { page, sx, sy, w, h: this.cell, dx: x0, dy: -this.up });
    }
  }
}
