// Recording a run: iterations a..b as an animated GIF, each iteration's select, develop and
// update phases one frame each, with the phase's caption under the DAG. Frames are the DAG's
// own SVG rasterised by the browser (exporter.js); encoding is gifenc (vendored from npm by
// scripts/vendor.mjs), a small, maintained GIF encoder. Frames are drawn on the page (they are
// the page's SVG) one at a time with a yield between them, so the page stays responsive and a
// cancel takes effect at the next frame.
import { svgText } from "./exporter.js";

let gifenc = null;
const loadGifenc = async () => (gifenc ??= await import(new URL("../vendor/gifenc.esm.js", import.meta.url)));

/** Checks a range of iterations; `Error` names what is wrong. `end` is the last iteration the
 *  solve has (Infinity while unknown). */
export function checkRange(from, to, end = Infinity) {
  for (const [name, v] of [["from", from], ["to", to]]) {
    if (!Number.isInteger(v) || v < 1) throw new Error(`${name} = ${v} is out of range: it must be a whole number ≥ 1 (an iteration)`);
  }
  if (from > to) throw new Error(`from = ${from} is after to = ${to}: the range must run forwards`);
  if (to > end) throw new Error(`to = ${to} is beyond the end of the solve: it ends at iteration ${end}`);
}

const PHASE_FRAMES = ["select", "develop", "update"];

function wrap(ctx, text, maxWidth) {
  const words = text.split(" ");
  const lines = [];
  let line = "";
  for (const w of words) {
    const next = line ? `${line} ${w}` : w;
    if (ctx.measureText(next).width > maxWidth && line) {
      lines.push(line);
      line = w;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

async function rasterise(svg, width, height) {
  // A rasterised SVG starts its CSS animations at 0: a new son would be caught invisible.
  const text = svgText(svg).replace("</style>", " .dag *, .dag .born > * { animation: none !important; }</style>");
  const url = URL.createObjectURL(new Blob([text], { type: "image/svg+xml" }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return img;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Records iterations `from`..`to` of the visualiser `vis` as a GIF: resolves a Uint8Array.
 * `width`, `height`: the frame's size in pixels; `delay`: milliseconds per frame.
 * `onProgress({frame, frames})`; `signal` an AbortSignal (aborting rejects).
 */
export async function recordGif(vis, { from, to, width = 640, height = 420, delay = 700, onProgress, signal } = {}) {
  checkRange(from, to);
  const { GIFEncoder, quantize, applyPalette } = await loadGifenc();
  await vis.goto(to);
  const reached = vis.ctrl.iteration;
  if (reached < to) {
    await vis.goto(from <= reached ? from : 0);
    checkRange(from, to, reached);
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  const gif = GIFEncoder();
  const caption = 64;
  const frames = (to - from + 1) * PHASE_FRAMES.length;
  let frame = 0;
  for (let it = from; it <= to; it++) {
    await vis.goto(it);
    for (const phase of PHASE_FRAMES) {
      if (signal?.aborted) throw new Error("the recording was cancelled");
      const banner = vis.drawPhase(phase);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      const img = await rasterise(vis.dag.svg, width, height - caption);
      ctx.fillStyle = "#fbfaf7";
      ctx.fillRect(0, 0, width, height);
      const box = vis.dag.svg.getBoundingClientRect();
      const k = Math.min(width / box.width, (height - caption) / box.height);
      ctx.drawImage(img, (width - box.width * k) / 2, 0, box.width * k, box.height * k);
      ctx.fillStyle = "#1d2330";
      ctx.fillRect(0, height - caption, width, caption);
      ctx.fillStyle = "#ffffff";
      ctx.font = "bold 15px system-ui, sans-serif";
      ctx.fillText(banner.title, 10, height - caption + 20);
      ctx.font = "13px system-ui, sans-serif";
      wrap(ctx, banner.text, width - 20).slice(0, 2).forEach((l, i) => ctx.fillText(l, 10, height - caption + 38 + 16 * i));
      const { data } = ctx.getImageData(0, 0, width, height);
      const palette = quantize(data, 256);
      gif.writeFrame(applyPalette(data, palette), width, height, { palette, delay });
      onProgress?.({ frame: ++frame, frames });
      await new Promise((r) => setTimeout(r, 0));
    }
  }
  gif.finish();
  return gif.bytes();
}
