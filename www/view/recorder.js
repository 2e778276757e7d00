// Recording a run: iterations a..b as an animated GIF or a WebM video, each iteration's select,
// develop and update phases one frame each, with the phase's caption under the DAG. Frames are
// the DAG's own SVG rasterised by the browser (exporter.js), drawn on the page one at a time
// with a yield between them, every frame through one camera: the one that fits everything the
// range shows into the frame (framing.js), whatever the window's size. A GIF is encoded by
// gifenc (vendored from npm by scripts/vendor.mjs) in a worker (gifworker.js), so a long range
// never freezes the page; a WebM is the browser's own MediaRecorder on the canvas's
// captureStream, which encodes off the page's thread and records in real time (a frame per
// `delay`). A cancel (an AbortSignal) answers at once: the promise rejects, the GIF worker is
// terminated, the video dropped.
import { svgText, BEFORE_EXPORT } from "./exporter.js";
import { EMPTY_BOX, framing, placedBox, union } from "./framing.js";

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

/** The DAG's SVG drawn through camera `t` into a `width` × `height` image, whatever the view's
 *  own camera and size: every node of the frame shows, the ones the view culls too. */
async function rasterise(svg, t, width, height) {
  // The view writes into its SVG what it keeps only on canvases (a large DAG's edges), so the
  // copy holds them.
  svg.dispatchEvent(new Event(BEFORE_EXPORT));
  const copy = svg.cloneNode(true);
  copy.style.removeProperty("width");
  copy.style.removeProperty("height");
  copy.querySelector(".camera").setAttribute("transform", `translate(${t.x},${t.y}) scale(${t.k})`);
  // The labels' size follows the frame's zoom, as on the page (stage.js).
  copy.style.setProperty("--zoom", String(t.k));
  for (const far of copy.querySelectorAll(".far")) far.classList.remove("far");
  // A rasterised SVG starts its CSS animations at 0: a new son would be caught invisible.
  const text = svgText(copy, { width, height }).replace("</style>", " .dag *, .dag .born > * { animation: none !important; }</style>");
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

const cancelled = () => new Error("the recording was cancelled");

/** A promise that rejects when `signal` aborts, for racing against the work. */
function aborted(signal) {
  return new Promise((_, reject) => {
    const fail = () => reject(cancelled());
    if (signal?.aborted) fail();
    signal?.addEventListener("abort", fail, { once: true });
  });
}

const nextFrame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/** The box (framing.js) of what the DAG view shows now: its placed nodes, the summaries beside
 *  them, and whatever else it drew (the marks over the nodes). */
function shownBox(dag) {
  const box = placedBox(dag.placed, { right: dag.summaryRight ?? -Infinity });
  const b = dag.camera?.getBBox?.();
  return b?.width && b?.height ? union(box, { x0: b.x, y0: b.y, x1: b.x + b.width, y1: b.y + b.height }) : box;
}

/** The box holding everything iterations from..to show, phase by phase: the frames' framing. */
async function rangeBox(vis, { from, to }, go) {
  let box = EMPTY_BOX;
  for (let it = from; it <= to; it++) {
    await go(it);
    for (const phase of PHASE_FRAMES) {
      vis.drawPhase(phase);
      box = union(box, shownBox(vis.dag));
    }
  }
  return box;
}

/** The caption's height under the DAG in each frame: the phase's title and three lines of its
 *  text (a select phase's text names the most-proving node on its third line at 640 px). */
export const CAPTION = 84;
const CAPTION_LINES = 3;

/**
 * The recording's frames: checks the range against where the solve ends, frames the union of
 * what the range shows, then calls `frame(ctx)` for each phase of each iteration once drawn,
 * with the canvas's context. Moves the view through the range: the caller gives it back
 * (viewstate.js), and once `signal` aborts no move of this one follows.
 */
async function drawFrames(vis, { from, to, width, height, signal, willRead }, frame) {
  const go = async (n) => {
    if (signal?.aborted) throw cancelled();
    const { short } = await vis.ctrl.goto(n);
    if (signal?.aborted || short?.cancelled) throw cancelled();
    return short;
  };
  const short = await go(to);
  if (short) checkRange(from, to, short.reached);
  const box = await rangeBox(vis, { from, to }, go);
  const shot = framing(box, width, height - CAPTION);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: willRead });
  // Paint one frame at once, so a video's first frame is not blank.
  ctx.fillStyle = "#fbfaf7";
  ctx.fillRect(0, 0, width, height);
  await frame.begin?.(canvas);
  // The page's view shows the frame's box too: what it culls and how much detail it draws
  // follow its camera.
  const live = framing(box, vis.dag.host.clientWidth, vis.dag.host.clientHeight);
  for (let it = from; it <= to; it++) {
    await go(it);
    for (const phase of PHASE_FRAMES) {
      if (signal?.aborted) throw cancelled();
      const banner = vis.drawPhase(phase);
      if (live) vis.dag.setTransform(live);
      await nextFrame();
      ctx.fillStyle = "#fbfaf7";
      ctx.fillRect(0, 0, width, height);
      if (shot) ctx.drawImage(await rasterise(vis.dag.svg, shot, width, height - CAPTION), 0, 0, width, height - CAPTION);
      ctx.fillStyle = "#1d2330";
      ctx.fillRect(0, height - CAPTION, width, CAPTION);
      ctx.fillStyle = "#ffffff";
      ctx.font = "bold 15px system-ui, sans-serif";
      ctx.fillText(banner.title, 10, height - CAPTION + 20);
      ctx.font = "13px system-ui, sans-serif";
      const lines = wrap(ctx, banner.text, width - 20);
      if (lines.length > CAPTION_LINES) lines[CAPTION_LINES - 1] += " …";
      lines.slice(0, CAPTION_LINES).forEach((l, i) => ctx.fillText(l, 10, height - CAPTION + 38 + 16 * i));
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
