// The page's handle on an engine worker: every request returns a promise; a failed request
// rejects with a JS Error carrying the engine's message (e.g. "n = 9 is out of range: ...").

const WORKER_URL = new URL("./worker.js", import.meta.url);

export class Engine {
  #worker;
  #next = 1;
  #pending = new Map();

  constructor(workerUrl = WORKER_URL) {
    this.#worker = new Worker(workerUrl, { type: "module" });
    this.#worker.onmessage = ({ data }) => this.#receive(data);
    this.#worker.onerror = (e) => {
      const err = new Error(`the engine worker failed: ${e.message ?? "could not load"}`);
      for (const p of this.#pending.values()) p.reject(err);
      this.#pending.clear();
    };
  }

  /** A new engine running a search of `config` (see PnSearch in pkg/pnlab.d.ts). */
  static async create(config, workerUrl) {
    const engine = new Engine(workerUrl);
    try {
      await engine.configure(config);
    } catch (err) {
      engine.terminate();
      throw err;
    }
    return engine;
  }

  #receive({ id, ok, value, error, progress }) {
    const p = this.#pending.get(id);
    if (!p) return;
    if (progress) {
      p.onProgress?.(progress);
      return;
    }
    this.#pending.delete(id);
    ok ? p.resolve(value) : p.reject(new Error(error));
  }

  #request(type, args = {}, onProgress) {
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject, onProgress });
      this.#worker.postMessage({ id, type, ...args });
    });
  }

  /** Starts a new search, replacing the current one. */
  configure(config) {
    return this.#request("create", { config });
  }
  /** Every game, preset, algorithm, option and parameter the engine accepts. */
  schema() {
    return this.#request("schema");
  }
  /** One iteration: its step record, or null when solved or stopped by a limit. */
  step() {
    return this.#request("step");
  }
  /** Runs until solved, a limit, `maxIterations` more iterations, or cancel(); reports progress. */
  run({ maxIterations, onProgress } = {}) {
    return this.#request("run", maxIterations === undefined ? {} : { maxIterations }, onProgress);
  }
  /** Stops a run or a move between two slices (within about 30 ms); the promise resolves with
   *  `cancelled: true`, at the iteration reached. */
  cancel() {
    this.#worker.postMessage({ type: "cancel" });
  }
  /** Back k iterations: at once through the undo journal, or replayed in cancellable slices with
   *  progress when the journal does not reach. Resolves the iteration reached. */
  back(k = 1, { onProgress } = {}) {
    return this.#request("back", { k }, onProgress);
  }
  /** To an iteration, in cancellable slices with progress. Resolves the iteration reached. */
  goto(iteration, { onProgress } = {}) {
    return this.#request("goto", { iteration }, onProgress);
  }
  reset() {
    return this.#request("reset");
  }
  node(node) {
    return this.#request("node", { node });
  }
  /** Node's sub-DAG under each numbers rule, beside its exact smallest proof / disproof sets. */
  rules(node) {
    return this.#request("rules", { node });
  }
  stats() {
    return this.#request("stats");
  }
  result() {
    return this.#request("result");
  }
  verify() {
    return this.#request("verify");
  }
  /** The whole DAG as typed arrays (transferred, not copied). */
  snapshot() {
    return this.#request("snapshot");
  }
  /** One iteration, then the view to draw: {iteration, record, delta, stats, status, result,
   *  rootChart}; `record` is null when there was nothing left to do. `delta` is what the
   *  DAG changed since the caller's version `since` (www/view/delta.js applies it). */
  stepView({ since } = {}) {
    return this.#request("stepView", { since });
  }
  /** Moves to iteration n (in cancellable slices with progress) and returns its view, with the
   *  record of iteration n itself; when a cancel stopped it short, only {iteration, status,
   *  cancelled: true} (ask view() for the rest). */
  show(iteration, { onProgress, since } = {}) {
    return this.#request("show", { iteration, since }, onProgress);
  }
  /** The view where the search stands, without a replay (its record only when known). */
  view({ since } = {}) {
    return this.#request("view", { since });
  }
  /** {bytes, budgetBytes, wasmBytes}: what the search holds, what its byte budget counts (the
   *  search, the page's view of its DAG and the root's history), the wasm module's whole memory. */
  memory() {
    return this.#request("memory");
  }
  /** Step over (no node) or step out through `node`, reporting progress; cancel() stops it. */
  leap({ node, onProgress } = {}) {
    return this.#request("leap", node === undefined || node === null ? {} : { node }, onProgress);
  }
  /** The checked proofs of the solved search: {file, result, trees} (PnSearch.proofView). */
  proofView() {
    return this.#request("proofView");
  }
  /** The checked proof of one solved node, from the line of moves to it (PnSearch.nodeProofView). */
  nodeProofView(node) {
    return this.#request("nodeProofView", { node });
  }
  terminate() {
    this.#worker.terminate();
    const err = new Error("the engine was terminated");
    for (const p of this.#pending.values()) p.reject(err);
    this.#pending.clear();
  }
}
