// The engine in a Web Worker, so long runs never block the page. One search per worker.
// Protocol: the page posts {id, type, ...args}; the worker answers {id, ok, value | error}, and
// while a run goes on it also posts {id, progress}. A "cancel" message stops a run between chunks.
import init, { PnSearch, schema } from "../pkg/pnlab.js";

/** A run works in slices of this many milliseconds, then yields so messages (cancel) get through. */
const SLICE_MS = 30;

const ready = init();
let search = null;
let cancelRequested = false;

const yieldToMessages = () => new Promise((resolve) => setTimeout(resolve, 0));

function need() {
  if (!search) throw new Error("no search yet: send {type: \"create\", config} first");
  return search;
}

async function run(id, { maxIterations } = {}) {
  const s = need();
  cancelRequested = false;
  const start = s.iteration;
  let progress = null;
  for (;;) {
    const left = maxIterations === undefined ? undefined : start + maxIterations - s.iteration;
    if (left !== undefined && left <= 0) break;
    progress = s.run(left === undefined ? { maxMillis: SLICE_MS } : { maxMillis: SLICE_MS, maxIterations: left });
    if (progress.status !== "running") break;
    postMessage({ id, progress });
    await yieldToMessages();
    if (cancelRequested) return { ...progress, cancelled: true };
  }
  progress ??= { iteration: s.iteration, status: s.status(), result: s.result() };
  return { ...progress, cancelled: false };
}

/** Step over (no `node`: through the parent of the next most-proving node) or step out
 *  (through `node`): a leap of many iterations, in slices with progress, cancelled between two.
 *  Resolves {from, to, iterations, created, target, end, value}; `end` is "solved", "left",
 *  "stopped" or "cancelled". */
async function leap(id, { node } = {}) {
  const s = need();
  cancelRequested = false;
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
 *  iteration 0 or past the end), the DAG, the per-level table and the root's history. */
function view(s, record) {
  return {
    iteration: s.iteration,
    record,
    snapshot: s.snapshot(),
    stats: s.stats(),
    status: s.status(),
    result: s.result(),
    question: s.question(),
    answers: s.answers(),
    rootHistory: s.rootHistory(),
  };
}

/** Iteration n with its own record: replay to n − 1, then step once. */
function show(s, n) {
  if (n <= 0) {
    s.goto(0);
    return view(s, null);
  }
  s.goto(n - 1);
  if (s.iteration < n - 1) return view(s, null);
  return view(s, s.step());
}

const handlers = {
  create: ({ config }) => {
    search?.free();
    search = null;
    search = new PnSearch(config);
    return { iteration: 0, options: search.options(), board: search.board(), name: search.gameName() };
  },
  step: () => need().step(),
  run: (args, id) => run(id, args),
  back: ({ k = 1 }) => (need().back(k), need().iteration),
  goto: ({ iteration }) => (need().goto(iteration), need().iteration),
  reset: () => (need().reset(), 0),
  node: ({ node }) => need().node(node),
  rules: ({ node }) => need().rules(node),
  stats: () => need().stats(),
  result: () => ({ result: need().result(), status: need().status(), iteration: need().iteration }),
  verify: () => need().verify(),
  snapshot: () => need().snapshot(),
  schema: () => schema(),
  stepView: () => {
    const s = need();
    const record = s.step();
    return view(s, record);
  },
  show: ({ iteration }) => show(need(), iteration),
  // Teaching tools.
  proofView: () => need().proofView(),
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
    await ready;
    const handler = handlers[type];
    if (!handler) throw new Error(`unknown request "${type}": allowed are ${Object.keys(handlers).join(", ")}, cancel`);
    const value = await handler(args, id);
    const transfer = buffersOf(value);
    postMessage({ id, ok: true, value }, transfer);
  } catch (err) {
    postMessage({ id, ok: false, error: String(err?.message ?? err) });
  }
};
