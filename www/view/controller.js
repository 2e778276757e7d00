// The stepping logic shared by the page and the <pn-search> element: one engine worker, the
// current view (DAG after the last step + its record) and the phase shown. Operations are
// queued so clicks never interleave; a run to the end can be cancelled. Emits "change" events
// with {reason, view, phase} and "error" events; never touches the DOM.
import { Engine } from "../engine/client.js";
import { adjacency } from "./graph.js";
import { PHASES } from "./phases.js";

export class Controller extends EventTarget {
  constructor({ workerUrl } = {}) {
    super();
    this.workerUrl = workerUrl;
    this.engine = null;
    this.config = null;
    this.options = null;
    this.view = null;
    this.adj = null;
    this.phase = "done";
    this.running = false;
    this.queue = Promise.resolve();
    /** Leaps taken (step over / out), {from, to}: one Back undoes each as one step. */
    this.leaps = [];
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

  #set(view, phase) {
    this.view = view;
    this.adj = adjacency(view.snapshot);
    this.phase = phase;
  }

  /** Starts a search of `config` at `iteration`. A bad config rejects with the engine's
   *  message and leaves the current search as it was. */
  load(config, { iteration = 0, phase = "done" } = {}) {
    return this.#enqueue(async () => {
      const engine = new Engine(this.workerUrl);
      let options, board, name, view;
      try {
        ({ options, board, name } = await engine.configure(config));
        view = await engine.show(iteration);
      } catch (err) {
        engine.terminate();
        throw err;
      }
      this.engine?.terminate();
      this.engine = engine;
      this.config = config;
      this.options = options;
      this.board = board;
      this.gameName = name;
      this.leaps = [];
      this.#set(view, view.record && PHASES.includes(phase) ? phase : "done");
      this.#emit("load");
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
      this.#set(await this.engine.stepView(), "done");
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
      this.#set(await this.engine.stepView(), "select");
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
      this.#set(await this.engine.show(this.#backTo()), "done");
      this.#emit("back");
      return true;
    });
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
      this.#set(await this.engine.show(this.#backTo()), "done");
      this.#emit("back");
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
        this.#set(await this.engine.show(leap.to), "done");
        if (leap.iterations > 0) this.leaps.push({ from: leap.from, to: leap.to });
        this.#emit("leap", { leap });
        return leap;
      } finally {
        this.running = false;
        this.#emit("run-end");
      }
    });
  }

  /** Jumps to iteration n (as far as the search goes). */
  goto(n) {
    return this.#enqueue(async () => {
      this.#set(await this.engine.show(n), "done");
      this.#emit("jump");
    });
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
        const end = await this.engine.run({ maxIterations, onProgress });
        this.#set(await this.engine.show(end.iteration), "done");
        this.#emit("jump", { cancelled: end.cancelled });
        return end;
      } finally {
        this.running = false;
        this.#emit("run-end");
      }
    });
  }

  /** Stops a run between two slices. */
  cancel() {
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

  /** The solved search's proofs, as a file and as trees (queued: never mid-step). */
  proofView() {
    return this.#enqueue(() => this.engine.proofView());
  }

  verify() {
    return this.#enqueue(() => this.engine.verify());
  }

  dispose() {
    this.engine?.terminate();
    this.engine = null;
  }
}
