// The page's side of the play worker: each call returns a promise of the worker's answer.
// `onBusy(true | false)` says whether the worker works; `onProgress(progress)` passes on a
// report's progress. `cancel()` answers at once: the worker is ended mid-slice (a wasm call
// cannot be interrupted), every pending call rejects with a `Cancelled` error, and a new worker
// gets the last game again (its memo of solved positions starts empty).
export class Cancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "Cancelled";
  }
}

export class PlayClient {
  constructor(onBusy = () => {}, onProgress = () => {}) {
    this.pending = new Map();
    this.next = 1;
    this.onBusy = onBusy;
    this.onProgress = onProgress;
    this.game = null; // the last create call's arguments that the worker took
    this.spawn();
  }

  spawn() {
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.worker.onmessage = ({ data }) => {
      const p = this.pending.get(data.id);
      if (!p) return;
      if ("progress" in data) {
        this.onBusy(true);
        if (data.progress) this.onProgress(data.progress);
        return;
      }
      this.pending.delete(data.id);
      if (!this.pending.size) this.onBusy(false);
      if (data.ok) {
        if (p.type === "create") this.game = p.args;
        p.resolve(data.value);
      } else p.reject(new Error(data.error));
    };
  }

  get busy() {
    return this.pending.size > 0;
  }

  call(type, args = {}) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, type, args });
      this.worker.postMessage({ id, type, ...args });
    });
  }

  /** Ends the work under way; the game stays (re-created in a new worker). */
  cancel() {
    this.worker.terminate();
    const pending = [...this.pending.values()];
    this.pending.clear();
    this.onBusy(false);
    this.spawn();
    if (this.game) this.call("create", this.game).catch(() => {});
    for (const p of pending) p.reject(new Cancelled());
  }
}
