// The engine in a Web Worker, so long runs never block the page. One search per worker.
// Protocol: the page posts {id, type, ...args}; the worker answers {id, ok, value | error}, and
// while a run or a move (goto, back, show) goes on it also posts {id, progress}. A "cancel"
// message stops either between two slices.
// The wasm module is the visualiser's (pkg/, scripts/wasm-modules.mjs), loaded by the first request
// that needs the engine.
import { withBudget } from "./budget.js";
import { CHART_COLUMNS } from "../view/chart-size.js";

/** Long work (a run, a jump, a replay) goes in slices of this many milliseconds, then yields so
 *  messages (cancel) get through: a cancel answers within about one slice. */
const SLICE_MS = 30;

/** The module's exports once initialised (a promise), from the first request that needs them. */
let loaded = null;
let search = null;
let cancelRequested = false;
/** The record of the iteration the search stands at, when the last move made one (a step):
 *  `show` of that iteration then needs no replay. */
let last = null;

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

function need() {
  if (!search) throw new Error("no search yet: send {type: \"create\", config} first");
  return search;
}

/** The engine's exports ({PnSearch, schema, memory}), loading the module on first use. */
function engine() {
  loaded ??= import("../pkg/pnlab.js").then(async (m) => ({ ...m, memory: (await m.default()).memory }));
  return loaded;
}

/** The wasm module's whole memory, search and snapshot included (it never shrinks). */
async function wasmBytes() {
  return (await engine()).memory.buffer.byteLength;
}

/** Runs forwards in slices until solved, a limit, `maxIterations` more, or a cancel, posting
 *  progress (with `target` when the run is a move to an iteration) after each slice. */
async function slices(id, s, { maxIterations, target } = {}) {
  const start = s.iteration;
  let progress = null;
  for (;;) {
    const left = maxIterations === undefined ? undefined : start + maxIterations - s.iteration;
    if (left !== undefined && left <= 0) break;
    progress = s.run(left === undefined ? { maxMillis: SLICE_MS } : { maxMillis: SLICE_MS, maxIterations: left });
    if (progress.status !== "running") break;
    if (left !== undefined && progress.iteration >= start + maxIterations) break;
    postMessage({ id, progress: { ...progress, target, wasmBytes: await wasmBytes() } });
    await yieldToMessages();
    if (cancelRequested) return { ...progress, cancelled: true };
  }
  progress ??= { iteration: s.iteration, status: s.status(), result: s.result() };
  return { ...progress, cancelled: false };
}

async function run(id, { maxIterations } = {}) {
  const s = need();
  cancelRequested = false;
  last = null;
  return slices(id, s, { maxIterations });
}

/** To iteration n in pieces: rewind (cheap), then run forwards in cancellable slices. Resolves
 *  {iteration, status, cancelled, stoppedBy?}; short of n when the search ended, a limit
 *  stopped it, or it was cancelled. */
async function moveTo(id, s, n) {
  cancelRequested = false;
  if (n === s.iteration) return { iteration: n, status: s.status(), cancelled: false };
  last = null;
  s.rewindTo(n);
  const end = await slices(id, s, { maxIterations: n - s.iteration, target: n });
  return { iteration: s.iteration, status: s.status(), cancelled: end.cancelled, stoppedBy: s.stats().stoppedBy };
}

/** Step over (no `node`: through the parent of the next most-proving node) or step out
 *  (through `node`): a leap of many iterations, in slices with progress, cancelled between two.
 *  Resolves {from, to, iterations, created, target, end, value}; `end` is "solved", "left",
 *  "stopped" or "cancelled". */
async function leap(id, { node } = {}) {
  const s = need();
  cancelRequested = false;
  last = null;
  const from = s.iteration;
  const createdBefore = s.stats().created;
  const target = node ?? s.stepOverTarget() ?? null;
  let end = target === null ? "stopped" : null;
  while (end === null) {
    const t = performance.now();
    while (end === null && performance.now() - t < SLICE_MS) end = s.leap(target, 16);
    if (end !== null) break;
    postMessage({ id, progress: { iteration: s.iteration, createdNodes: s.stats().created, target } });
    await yieldToMessages();
    if (cancelRequested) end = "cancelled";
  }
  let value = null;
  if (target !== null && target < s.nodeCount) value = s.node(target).value;
  return { from, to: s.iteration, iterations: s.iteration - from, created: s.stats().created - createdBefore, target, end, value };
}

/** What the page draws after a move through the search: the last step's record (null at
 *  iteration 0, past the end, or after a run), what the DAG changed since the page's version
 *  `since` (deltaOf), the per-level table and the root's history as the chart draws it;
 *  `cancelled` when a move was cancelled short of where it was going. */
function view(s, record, cancelled = false, since = undefined) {
  return {
    iteration: s.iteration,
    record,
    delta: deltaOf(s, since),
    stats: s.stats(),
    status: s.status(),
    result: s.result(),
    question: s.question(),
    answers: s.answers(),
    rootChart: s.rootChart(CHART_COLUMNS),
    bytes: s.bytes,
    budgetBytes: s.budgetBytes,
    cancelled,
  };
}

/** Iteration n with its own record: to n − 1 in pieces, then one step. A cancelled move
 *  answers {iteration, cancelled: true} without the view. */
async function show(id, s, n, since) {
  // Checked here, before n − 1 reaches the engine, so a message names the iteration asked for.
  if (!Number.isInteger(n) || n < 0) throw new Error(`iteration ${n} is out of range: it must be a whole number ≥ 0`);
  if (last && last.iteration === n && s.iteration === n) return view(s, last.record, false, since);
  if (n <= 0) {
    await moveTo(id, s, 0);
    return view(s, null, false, since);
  }
  const to = await moveTo(id, s, n - 1);
  // Cancelled: answer at once; the page asks for the view next.
  if (to.cancelled) return to;
  if (s.iteration < n - 1) return view(s, null, false, since);
  return view(s, stepOnce(s), false, since);
}

/* ---------- deltas (the page patches its DAG: www/view/delta.js) ---------- */

/** What the DAG changed since the page's version `since` (undefined: it holds none), or the
 *  whole snapshot when the page's version is not the last one sent (PnSearch.delta). */
function deltaOf(s, since) {
  return s.delta(typeof since === "number" ? since : undefined);
}

function stepOnce(s) {
  const record = s.step();
  last = record ? { iteration: s.iteration, record } : null;
  return record;
}

const handlers = {
  create: async ({ config }) => {
    search?.free();
    search = null;
    last = null;
    const { PnSearch } = await engine();
    const budgeted = withBudget(config, self.navigator?.deviceMemory);
    search = new PnSearch(budgeted);
    const { maxBytes } = budgeted.limits;
    return { iteration: 0, options: search.options(), board: search.board(), name: search.gameName(), maxBytes, ended: search.ended() };
  },
  step: () => stepOnce(need()),
  run: (args, id) => run(id, args),
  back: async ({ k = 1 }, id) => (await moveTo(id, need(), Math.max(0, need().iteration - k))).iteration,
  goto: async ({ iteration }, id) => (await moveTo(id, need(), iteration)).iteration,
  reset: () => (need().reset(), (last = null), 0),
  node: ({ node }) => need().node(node),
  rules: ({ node }) => need().rules(node),
  stats: () => need().stats(),
  result: () => ({ result: need().result(), status: need().status(), iteration: need().iteration }),
  verify: () => need().verify(),
  snapshot: () => need().snapshot(),
  schema: async () => (await engine()).schema(),
  stepView: ({ since }) => {
    const s = need();
    return view(s, stepOnce(s), false, since);
  },
  show: ({ iteration, since }, id) => show(id, need(), iteration, since),
  /** The view where the search stands, without replaying for a record (after a run). */
  view: ({ since }) => {
    const s = need();
    return view(s, last && last.iteration === s.iteration ? last.record : null, false, since);
  },
  memory: async () => ({ bytes: need().bytes, budgetBytes: need().budgetBytes, wasmBytes: await wasmBytes() }),
  // Teaching tools.
  proofView: () => need().proofView(),
  nodeProofView: ({ node }) => need().nodeProofView(node),
  leap: (args, id) => leap(id, args),
};

/** The typed arrays' buffers (one level deep), moved to the page rather than copied. */
function buffersOf(value) {
  if (!value || typeof value !== "object") return [];
  return Object.values(value).flatMap((v) =>
    ArrayBuffer.isView(v) ? [v.buffer] : v && typeof v === "object" && !Array.isArray(v) ? buffersOf(v) : [],
  );
}

self.onmessage = async ({ data }) => {
  const { id, type, ...args } = data;
  if (type === "cancel") {
    cancelRequested = true;
    return;
  }
  try {
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown request "${type}": allowed are ${Object.keys(handlers).join(", ")}, cancel`);
    const value = await handler(args, id);
    const transfer = buffersOf(value);
    postMessage({ id, ok: true, value }, transfer);
  } catch (err) {
    postMessage({ id, ok: false, error: String(err?.message ?? err) });
  }
};
