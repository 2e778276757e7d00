// Recording a run: iterations a..b as an animated GIF or a WebM video, each iteration's select,
// develop and update phases one frame each, with the phase's caption under the DAG. Frames are
// the DAG's own SVG rasterised by the browser (exporter.js), drawn on the page one at a time
// with a yield between them. A GIF is encoded by gifenc (vendored from npm by
// scripts/vendor.mjs) in a worker (gifworker.js), so a long range never freezes the page; a
// WebM is the browser's own MediaRecorder on the canvas's captureStream, which encodes off the
// page's thread and records in real time (a frame per `delay`). A cancel (an AbortSignal)
// answers at once: the promise rejects, the GIF worker is terminated, the video dropped.
import { svgText } from "./exporter.js";


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

/** A promise that rejects when `signal` aborts, for racing against the work. */
function aborted(signal) {
  return new Promise((_, reject) => {
    const fail = () => reject(new Error("the recording was cancelled"));
    if (signal?.aborted) fail();
    signal?.addEventListener("abort", fail, { once: true });
  });
}

/** Goes to the range (checking it against where the solve ends), then calls `frame(ctx)` for
 *  each phase of each iteration once drawn, with the canvas's context. */
async function drawFrames(vis, { from, to, width, height, signal, willRead }, frame) {
  await vis.goto(to);
  const reached = vis.ctrl.iteration;
  if (reached < to) {
    await vis.goto(from <= reached ? from : 0);
    checkRange(from, to, reached);
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: willRead });
  const caption = 64;
  // Paint one frame at once, so a video's first frame is not blank.
  ctx.fillStyle = "#fbfaf7";
  ctx.fillRect(0, 0, width, height);
  await frame.begin?.(canvas);
  for (let it = from; it <= to; it++) {
    await vis.goto(it);
    for (const phase of PHASE_FRAMES) {
      if (signal?.aborted) return;
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
      await frame(ctx);
    }
  }
}

/** Frames the page may draw ahead of the GIF worker: bounds the pixels waiting in memory. */
const AHEAD = 4;

/**
 * Records iterations `from`..`to` of the visualiser `vis` as a GIF: resolves a Uint8Array.
 * `width`, `height`: the frame's size in pixels; `delay`: milliseconds per frame.
 * `onProgress({frame, frames})` as frames are encoded; `signal` an AbortSignal (aborting
 * rejects at once).
 */
export async function recordGif(vis, { from, to, width = 640, height = 420, delay = 700, onProgress, signal } = {}) {
  checkRange(from, to);
  const frames = (to - from + 1) * PHASE_FRAMES.length;
  const worker = new Worker(new URL("./gifworker.js", import.meta.url), { type: "module" });
  let encoded = 0;
  let wake = null;
  const done = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => {
      if (data.error) reject(new Error(`the GIF encoder failed: ${data.error}`));
      else if (data.bytes) resolve(data.bytes);
      else {
        encoded = data.encoded;
        onProgress?.({ frame: encoded, frames });
        wake?.();
      }
    };
    worker.onerror = (e) => reject(new Error(`the GIF encoder failed: ${e.message ?? "could not load"}`));
  });
  done.catch(() => {});
  const work = (async () => {
    worker.postMessage({ type: "start", width, height, delay });
    let sent = 0;
    await drawFrames(vis, { from, to, width, height, signal, willRead: true }, async (ctx) => {
      while (sent - encoded >= AHEAD) await new Promise((r) => (wake = r));
      const { data } = ctx.getImageData(0, 0, width, height);
      worker.postMessage({ type: "frame", data: data.buffer }, [data.buffer]);
      sent++;
      await new Promise((r) => setTimeout(r, 0));
    });
    worker.postMessage({ type: "finish" });
    return done;
  })();
  work.catch(() => {});
  try {
    return await Promise.race([work, done.then(() => work), aborted(signal)]);
  } finally {
    worker.terminate();
  }
}

/** Why WebM cannot be recorded here, or null when it can: the message names what is missing. */
export function webmSupport() {
  if (typeof MediaRecorder === "undefined") return "this browser has no MediaRecorder, so it cannot record WebM: record a GIF instead";
  if (typeof HTMLCanvasElement === "undefined" || !HTMLCanvasElement.prototype.captureStream) return "this browser cannot stream a canvas (captureStream), so it cannot record WebM: record a GIF instead";
  if (!WEBM_TYPES.some((t) => MediaRecorder.isTypeSupported(t))) return `this browser's MediaRecorder writes none of ${WEBM_TYPES.join(", ")}: record a GIF instead`;
  return null;
}

const WEBM_TYPES = ["video/webm;codecs=vp9", "video/webm;codecs=vp8", "video/webm"];

/**
 * Records iterations `from`..`to` as a WebM video with the browser's MediaRecorder: resolves a
 * Uint8Array. Real time: each frame is held `delay` milliseconds. Rejects with a clear message
 * where the browser cannot (see webmSupport), on a bad range, and at once on a cancel.
 */
export async function recordWebm(vis, { from, to, width = 640, height = 420, delay = 700, onProgress, signal } = {}) {
  checkRange(from, to);
  const missing = webmSupport();
  if (missing) throw new Error(missing);
  const mimeType = WEBM_TYPES.find((t) => MediaRecorder.isTypeSupported(t));
  const frames = (to - from + 1) * PHASE_FRAMES.length;
  let recorder = null;
  let track = null;
  const chunks = [];
  let frame = 0;
  const hold = (ms) => new Promise((r) => setTimeout(r, ms));
  const draw = async () => {
    track.requestFrame();
    onProgress?.({ frame: ++frame, frames });
    await hold(delay);
  };
  draw.begin = (canvas) => {
    const stream = canvas.captureStream(0);
    track = stream.getVideoTracks()[0];
    recorder = new MediaRecorder(stream, { mimeType });
    recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    recorder.start();
  };
  const work = (async () => {
    await drawFrames(vis, { from, to, width, height, signal, willRead: false }, draw);
    if (signal?.aborted) return null;
    const stopped = new Promise((r) => (recorder.onstop = r));
    recorder.stop();
    await stopped;
    return new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
  })();
  work.catch(() => {});
  try {
    return await Promise.race([work, aborted(signal)]);
  } finally {
    if (recorder?.state === "recording") recorder.stop();
    track?.stop();
  }
}
