// The transport: the toolbar's moves (step, back, reset, run, cancel, jump), play / pause at the
// chosen speed, step over / out with the leap's summary as the banner, and step by iteration or
// phase. The moves themselves are the Visualiser's (predict mode may ask before a step).
import { count } from "./format.js";

/** Animation time per phase, by speed 1..5 (5: no animation). */
export const PACE = [2.2, 1.3, 0.7, 0.3, 0];
const SPEED_WORDS = ["very slow", "slow", "normal", "fast", "instant"];
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export class Transport {
  /** `vis`: the Visualiser whose moves the toolbar makes. */
  constructor(vis) {
    this.vis = vis;
    this.playing = false;
    /** The last leap's summary while its view is shown ({...leap, text, banner}), or null. */
    this.lastLeap = null;
    const guard = (p) => vis.guard(p);
    vis.onAct({
      step: () => guard(vis.step()),
      back: () => guard(vis.back()),
      reset: () => guard(vis.reset()),
      play: () => (this.playing ? this.pause() : this.play()),
      run: () => guard(vis.run()),
      stepover: () => guard(this.stepOver()),
      stepout: () => guard(this.stepOut()),
      cancel: () => vis.cancel(),
    });
    vis.$(".jump").addEventListener("submit", (e) => {
      e.preventDefault();
      const n = Number(vis.$(".jump input").value);
      if (!Number.isInteger(n) || n < 0) return vis.showError(new Error(`iteration ${vis.$(".jump input").value} is out of range: it must be a whole number ≥ 0`));
      vis.showError(null);
      guard(vis.goto(n));
    });
    vis.$("input[name=speed]").addEventListener("input", () => (this.speed = this.speed));
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (["run-start", "run-end", "stopped"].includes(detail.reason)) return;
      // Before the DAG is drawn: its banner is the leap's summary while it shows where the leap went.
      if (detail.reason === "leap") this.#leapSummary(detail.leap);
      else this.lastLeap = null;
    });
  }

  get by() {
    return this.vis.$("input[name=by]:checked").value;
  }
  set by(v) {
    const r = this.vis.$(`input[name=by][value=${v}]`);
    if (r) r.checked = true;
  }

  get speed() {
    return Number(this.vis.$("input[name=speed]").value);
  }
  set speed(v) {
    const s = Math.max(1, Math.min(5, Math.round(v)));
    this.vis.$("input[name=speed]").value = String(s);
    this.vis.$("input[name=speed]").setAttribute("aria-valuetext", SPEED_WORDS[s - 1]);
  }

  async play() {
    const vis = this.vis;
    // Predict mode steps at the student's pace, one click per iteration.
    if (this.playing || vis.ctrl.solved || vis.predict) return;
    this.playing = true;
    this.#playButton();
    while (this.playing && !vis.ctrl.solved) {
      const t = performance.now();
      try {
        await vis.step();
        await vis.animation;
      } catch {
        break;
      }
      const gap = 900 * PACE[this.speed - 1] - (performance.now() - t);
      await sleep(Math.max(gap, this.speed === 5 ? 0 : 60));
    }
    this.playing = false;
    this.#playButton();
  }

  pause() {
    this.playing = false;
    this.#playButton();
  }

  #playButton() {
    const b = this.vis.$("[data-act=play]");
    b.textContent = this.playing ? "■ Pause" : "▶ Play";
    b.setAttribute("aria-pressed", String(this.playing));
    // Stopped: the narration says where, at once.
    if (!this.playing) this.vis.narrator?.flush();
  }

  /** Step over: many iterations as one step, through the next most-proving node's parent. */
  stepOver() {
    return this.#leap(null, "Step over");
  }

  /** Step out: iterations while the path passes through `node` (default: the selected node, or
   *  the last developed node's grandparent); it must be on the current path. */
  stepOut(node = this.vis.selected) {
    const snap = this.vis.ctrl.view.snapshot;
    const path = Array.from(snap.path ?? []);
    const target = node ?? path[Math.max(0, path.length - 3)] ?? 0;
    if (!path.includes(target)) {
      return Promise.reject(new Error(`node ${target} is not on the current path (${path.join(" → ")}): step out runs while the path passes through a node of it`));
    }
    return this.#leap(target, "Step out");
  }

  async #leap(node, what) {
    const vis = this.vis;
    this.pause();
    this.leapWhat = what;
    const bar = vis.$(".progress");
    bar.hidden = false;
    bar.removeAttribute("value");
    try {
      return await vis.ctrl.leap({
        node,
        onProgress: (p) => {
          vis.$(".st-iteration").textContent = count(p.iteration);
          vis.dispatchEvent(new CustomEvent("progress", { detail: p }));
        },
      });
    } finally {
      bar.hidden = true;
    }
  }

  /** The banner after a leap says what it did; it stays the banner of the view it leapt to. */
  #leapSummary(leap) {
    const plural = (n, w) => `${count(n)} ${w}${n === 1 ? "" : "s"}`;
    const end = {
      solved: `node ${leap.target} ${leap.value}`,
      left: `the next path leaves node ${leap.target}, still open`,
      stopped: leap.value && leap.value !== "unknown" ? `node ${leap.target} ${leap.value}` : "the search stopped",
      cancelled: "cancelled",
    }[leap.end];
    const text = `${plural(leap.iterations, "iteration")}, ${plural(leap.created, "node")} created, ${end}. Back undoes it as one step.`;
    const title = `${this.leapWhat ?? "Leap"} · iterations ${leap.from + 1}–${leap.to}`;
    this.vis.$(".phase-title").textContent = title;
    this.vis.$(".phase-text").textContent = text;
    this.lastLeap = { ...leap, text, banner: { title, text } };
  }
}
