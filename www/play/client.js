// The page's side of the play worker: each call returns a promise of the worker's answer; a
// call that takes longer than a moment reports progress through `onBusy`.
export class PlayClient {
  constructor(onBusy = () => {}) {
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.pending = new Map();
    this.next = 1;
    this.onBusy = onBusy;
    this.worker.onmessage = ({ data }) => {
      const p = this.pending.get(data.id);
      if (!p) return;
      if (data.progress) {
        p.since = performance.now();
        this.onBusy(true);
        return;
      }
      this.pending.delete(data.id);
      if (!this.pending.size) this.onBusy(false);
      if (data.ok) p.resolve(data.value);
      else p.reject(new Error(data.error));
    };
  }

  call(type, args = {}) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, type, ...args });
    });
  }
}
