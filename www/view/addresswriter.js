// The page's address follows the view, but not on every step: Chromium's history.replaceState
// costs 3–15 ms a call (measured in the page benchmark, docs/visualiser.md "Speed"), as much as
// a whole step of a 66,000-node DAG. So the latest state is written at most once per `every`
// ms, the last one always, and at once when something needs the address now (a copied link,
// the page going away). Pure apart from the `write`, `now` and timer functions it is given.

export class AddressWriter {
  /** @param {(state: any) => void} write  writes a state into the address
   *  @param {{every?: number, now?: () => number, setTimer?: Function, clearTimer?: Function}} opts */
  constructor(write, { every = 250, now = () => performance.now(), setTimer = (fn, ms) => setTimeout(fn, ms), clearTimer = (id) => clearTimeout(id) } = {}) {
    this.write = write;
    this.every = every;
    this.now = now;
    this.setTimer = setTimer;
    this.clearTimer = clearTimer;
    this.pending = undefined;
    this.timer = null;
    this.last = -Infinity;
  }

  /** The view changed to `state`: written now if the last write is `every` ms old, else when
   *  it is (the latest state then). */
  update(state) {
    this.pending = state;
    if (this.timer !== null) return;
    const wait = this.last + this.every - this.now();
    // Even a first change waits for a timer: the write never lands in the step that caused it.
    this.timer = this.setTimer(() => this.flush(), Math.max(0, wait));
  }

  /** Writes the latest state now, if one is waiting. */
  flush() {
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    if (this.pending === undefined) return;
    const state = this.pending;
    this.pending = undefined;
    this.last = this.now();
    this.write(state);
  }
}
