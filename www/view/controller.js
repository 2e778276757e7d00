// The stepping logic shared by the page and the <pn-search> element: one engine worker, the
// current view (DAG after the last step + its record) and the phase shown. Operations are
// queued so clicks never interleave; a run to the end, a jump and a replay back run in slices in
// the worker and can be cancelled. Emits "change" events with {reason, view, phase}, "progress"
// events during long work (a "change" with reason "run-start" once it has taken a slice,
// "stopped" as soon as the worker has answered — before the view, whose snapshot of a large DAG
// takes a while — and "run-end" after) and "error" events; never touches the DOM.
import { Engine } from "../engine/client.js";
import { SnapshotStore } from "./delta.js";
import { loadAlgorithms } from "./algorithms.js";
import { loadBoard } from "./glyph.js";
import { PHASES } from "./phases.js";
import { loadSchema } from "./schema.js";

export class Controller extends EventTarget {
  constructor({ workerUrl } = {}) {
    super();
    this.workerUrl = workerUrl;
    this.engine = null;
    this.config = null;
    this.options = null;
    this.view = null;
    this.adj = null;
    /** The DAG as the page holds it, patched with the worker's deltas (one per engine). */
    this.store = null;
    /** What the last move changed (SnapshotStore.apply's `touched`; null: everything). */
    this.touched = null;
    this.phase = "done";
    this.running = false;
    /** A worker being configured by load(), so a cancel reaches its first jump too. */
    this.loading = null;
    this.queue = Promise.resolve();
    /** Leaps taken (step over / out), {from, to}: one Back undoes each as one step. */
    this.leaps = [];
  }

  /** Runs `work(onProgress)`: quick work stays quiet; work that takes more than one slice
   *  reports progress and is announced as running (so the page offers Cancel) until it ends. */
  async #long(work, onProgress) {
    let announced = false;
    const progress = (p) => {
      if (!announced) {
        announced = true;
        this.running = true;
        this.#emit("run-start");
      }
      onProgress?.(p);
      this.dispatchEvent(new CustomEvent("progress", { detail: p }));
    };
    try {
      return await work(progress);
    } finally {
      if (announced) {
        this.running = false;
        this.#emit("run-end");
      }
    }
  }

  /** A move's reply: its view, or after a cancel (which the worker answers at once, without
   *  one) the view where it stopped, fetched next. Emits "stopped" as soon as the reply came. */
  async #settle(engine, reply, store = this.store) {
    this.#emit("stopped", { cancelled: Boolean(reply.cancelled) });
    if (!reply.cancelled || reply.delta) return reply;
    return { ...(await engine.view({ since: store.version })), cancelled: true };
  }

  /** When a move stopped short of iteration `asked`: why, for the page to say. */
  static #short(asked, view) {
    if (view.iteration >= asked) return null;
    const why = view.cancelled ? "cancelled" : view.status === "limit-reached" ? `limit reached: ${view.stats?.stoppedBy ?? "?"}` : "solved there";
    return { asked, reached: view.iteration, why, cancelled: Boolean(view.cancelled) };
  }

  #emit(reason, extra = {}) {
    this.dispatchEvent(new CustomEvent("change", { detail: { reason, view: this.view, phase: this.phase, ...extra } }));
  }

  /** Runs `op` after every queued operation; errors become "error" events and rejections. */
  #enqueue(op) {
    const next = this.queue.then(op, op);
    this.queue = next.catch(() => {});
    return next.catch((err) => {
      this.dispatchEvent(new CustomEvent("error", { detail: err }));
      throw err;
    });
  }

  /** Takes a view from the worker: its delta patches the page's DAG into `view.snapshot`. */
  #set(view, phase, store = this.store) {
    const { delta, ...rest } = view;
    const { snap, touched } = store.apply(delta);
    this.view = { ...rest, snapshot: snap, noDraws: this.noDraws };
    this.touched = touched;
    this.adj = store.adj;
    this.phase = phase;
  }

  /** Starts a search of `config` at `iteration`. A bad config rejects with the engine's
   *  message and leaves the current search as it was. */
  load(config, { iteration = 0, phase = "done" } = {}) {
    return this.#enqueue(async () => {
      const engine = new Engine(this.workerUrl);
      const store = new SnapshotStore();
      let options, board, name, maxBytes, ended, view, schema;
      this.loading = engine;
      try {
        [{ options, board, name, maxBytes, ended }, schema] = await Promise.all([engine.configure(config), loadSchema().then(loadAlgorithms)]);
        // The views draw the game's positions at once on "load" (glyph.js describe()).
        await loadBoard(board.shape);
        view = await this.#long(async (onProgress) => this.#settle(engine, await engine.show(iteration, { onProgress }), store));
      } catch (err) {
        engine.terminate();
        throw err;
      } finally {
        this.loading = null;
      }
      this.engine?.terminate();
      this.engine = engine;
      this.store = store;
      this.config = config;
      this.options = options;
      this.board = board;
      this.gameName = name;
      /** The memory budget in force: the configuration's, or the device's default. */
      this.maxBytes = maxBytes;
      /** {outcome, why} when the game is over at the start position (solved with no search). */
      this.ended = ended;
      /** Whether the game's rules promise no draw (the schema's `noDraws`): a "no" to "does the
       *  first player win?" is then the second player's win (outcome.js). */
      this.noDraws = schema.noDraws?.includes(config.game) ?? false;
      this.leaps = [];
      this.#set(view, view.record && PHASES.includes(phase) ? phase : "done", store);
      const short = Controller.#short(iteration, view);
      this.#emit("load", { short });
      return { short };
    });
  }

  get iteration() {
    return this.view?.iteration ?? 0;
  }

  get solved() {
    return this.view?.status !== "running";
  }

  /** One whole iteration (or the rest of the one shown mid-phase). Resolves false when there
   *  was nothing left to do. */
  step() {
    return this.#enqueue(async () => {
      if (this.view.record && this.phase !== "done") {
        this.phase = "done";
        this.#emit("phase");
        return true;
      }
      if (this.solved) return false;
      this.#set(await this.engine.stepView({ since: this.store.version }), "done");
      this.#emit("step");
      return true;
    });
  }

  /** One phase: select → develop → update → done, then the next iteration's select. */
  stepPhase() {
    return this.#enqueue(async () => {
      const i = PHASES.indexOf(this.phase);
      if (this.view.record && i < PHASES.length - 1) {
        this.phase = PHASES[i + 1];
        this.#emit("phase");
        return true;
      }
      if (this.solved) return false;
      this.#set(await this.engine.stepView({ since: this.store.version }), "select");
      this.#emit("phase");
      return true;
    });
  }

  /** Where one step back goes: before the leap that ended here, or one iteration back. */
  #backTo() {
    this.leaps = this.leaps.filter((l) => l.to <= this.iteration);
    const last = this.leaps[this.leaps.length - 1];
    if (last && last.to === this.iteration) return this.leaps.pop().from;
    return this.iteration - 1;
  }

  /** One iteration back (the previous iteration, shown done); a leap back as a whole. */
  back() {
    return this.#enqueue(async () => {
      if (this.iteration === 0) return false;
      await this.#show(this.#backTo(), "back");
      return true;
    });
  }

  /** Shows iteration n (a replay in cancellable slices when it goes back), as `reason`. */
  async #show(n, reason) {
    const since = this.store.version;
    const view = await this.#long(async (onProgress) => this.#settle(this.engine, await this.engine.show(n, { onProgress, since })));
    this.#set(view, "done");
    const short = Controller.#short(n, view);
    this.#emit(reason, { short, cancelled: Boolean(view.cancelled) });
    return short;
  }

  /** One phase back; from "select" to the previous iteration's "done". */
  backPhase() {
    return this.#enqueue(async () => {
      const i = PHASES.indexOf(this.phase);
      if (this.view.record && i > 0) {
        this.phase = PHASES[i - 1];
        this.#emit("back");
        return true;
      }
      if (this.iteration === 0) return false;
      await this.#show(this.#backTo(), "back");
      return true;
    });
  }

  /** Step over (no `node`) or step out through `node`: many iterations as one step, in the
   *  worker with progress; resolves the leap's summary (see Engine.leap). */
  leap({ node, onProgress } = {}) {
    return this.#enqueue(async () => {
      if (this.solved) return null;
      this.running = true;
      this.#emit("run-start");
      try {
        const leap = await this.engine.leap({ node, onProgress });
        this.#set(await this.engine.show(leap.to, { since: this.store.version }), "done");
        if (leap.iterations > 0) this.leaps.push({ from: leap.from, to: leap.to });
        this.#emit("leap", { leap });
        return leap;
      } finally {
        this.running = false;
        this.#emit("run-end");
      }
    });
  }

  /** Jumps to iteration n (as far as the search goes), in cancellable slices. Resolves
   *  {short}: null, or why it stopped before n ({asked, reached, why, cancelled}). */
  goto(n) {
    return this.#enqueue(async () => ({ short: await this.#show(n, "jump") }));
  }

  reset() {
    return this.goto(0);
  }

  /** Runs to the end (or `maxIterations` more) in the worker, reporting progress. */
  run({ maxIterations, onProgress } = {}) {
    return this.#enqueue(async () => {
      this.running = true;
      this.#emit("run-start");
      try {
        const end = await this.engine.run({
          maxIterations,
          onProgress: (p) => {
            onProgress?.(p);
            this.dispatchEvent(new CustomEvent("progress", { detail: p }));
          },
        });
        this.#emit("stopped", { cancelled: end.cancelled });
        // Where the run stands, without replaying to get the last iteration's record.
        this.#set(await this.engine.view({ since: this.store.version }), "done");
        this.#emit("jump", { cancelled: end.cancelled, ran: true });
        return end;
      } finally {
        this.running = false;
        this.#emit("run-end");
      }
    });
  }

  /** Stops a run, a jump or a replay between two slices. */
  cancel() {
    this.loading?.cancel();
    this.engine?.cancel();
  }

  /** What the inspector shows about a node (see NodeInfo in pkg/pnlab.d.ts). */
  node(id) {
    return this.engine.node(id);
  }

  /** Overcounting: the node's numbers under each rule and its exact smallest sets. */
  rules(id) {
    return this.engine.rules(id);
  }

  /** The solved search's proofs, as a file and as trees (queued: never mid-step); with a
   *  `node`, that solved node's proof only. */
  proofView(node = null) {
    return this.#enqueue(() => (node === null ? this.engine.proofView() : this.engine.nodeProofView(node)));
  }

  verify() {
    return this.#enqueue(() => this.engine.verify());
  }

  dispose() {
    this.engine?.terminate();
    this.engine = null;
  }
}
