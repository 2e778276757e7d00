// Text on a canvas as sprites: each character of a text style drawn once per zoom level into an
// atlas, then copied where a label needs it. The DAG's numbers change every zoom step and every
// view, and the canvas's own text set each label anew (shaping new strings took up to 200 ms of
// a view's first frame).

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

  /** Draws the text's `layer` ("halo" or "fill") with its baseline's start at device (x, y). */
  draw(ctx, layer, text, x, y) {
    const sy = layer === "halo" ? 0 : this.cell;
    for (const c of text) {
      const g = this.#char(c);
      if (layer === "fill" || g.halo) {
        ctx.drawImage(this.atlas, g.sx, sy, g.w, this.cell, Math.round(x - g.left), Math.round(y - this.up), g.w, this.cell);
      }
      x += g.advance;
    }
  }
}
