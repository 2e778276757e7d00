// Each move told in words, in a polite live region, for screen readers: "Iteration 12:
// most-proving node 7 at level 3, 4 sons created, root 9 / 1". Nodes are named by the number
// the DAG draws beside them. What a phase did is said in the phase banner's own words
// (phases.js updateWords, noFreeSetText), from the same step record, so the two cannot differ. While playing or running, at most one sentence per MIN_GAP_MS (the
// latest move), and the move shown when it stops: a reader cannot keep up with every step.
import { num, count, RESULT_WORDS } from "./format.js";
import { noFreeSetText, solvedWords, sonCounts, updateWords } from "./phases.js";

const MIN_GAP_MS = 4000;
const plural = (n, word) => `${count(n)} ${word}${n === 1 ? "" : "s"}`;

/** The sons a development made, as the DAG draws them; the banner's rule when none is free. */
function sonsWords(r) {
  if (r.noFreeWinningSet) return `${noFreeSetText(r)}, its ${plural(r.sons.length, "son")} still listed`;
  const c = sonCounts(r);
  if (c.moves === 0) return "no sons";
  const old = c.transpositions ? `, ${plural(c.transpositions, "son")} already in the DAG` : "";
  return `${plural(c.created, "son")} created${old}`;
}

/** The sentence for the view shown at `phase`. */
export function narration(view, phase) {
  const snap = view.snapshot;
  const it = `Iteration ${count(view.iteration)}`;
  const root = `root ${num(snap.pn[0])} / ${num(snap.dn[0])}`;
  const end = view.status === "running" ? "" : view.status === "solved" ? ` ${solvedWords(view)}` : ` Stopped: ${RESULT_WORDS[view.result] ?? view.result}.`;
  const r = view.record;
  if (!r) return view.iteration === 0 ? `${it}: the root alone, ${root}.${end}` : `${it}: ${root}.${end}`;
  const node = `node ${r.developed} at level ${snap.level[r.developed]}`;
  if (phase === "select") return `${it}, select: most-proving ${node}.`;
  if (phase === "develop") return `${it}, develop: ${node}, ${sonsWords(r)}.`;
  if (phase === "update") {
    const u = updateWords(view, r);
    return `${it}, update: ${u.changed}. ${u.where}${u.solved ? ` ${u.solved}` : ""}`;
  }
  return `${it}: most-proving ${node}, ${sonsWords(r)}, ${root}.${end}`;
}

export class Narrator {
  /** `vis`: the Visualiser; its `.narration` element is the live region. */
  constructor(vis) {
    this.vis = vis;
    this.region = vis.$(".narration");
    this.last = 0;
    this.timer = null;
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (detail.reason === "run-end") this.flush();
      else if (!["run-start", "stopped"].includes(detail.reason)) this.#due();
    });
  }

  get #busy() {
    return this.vis.playing || this.vis.ctrl.running;
  }

  #due() {
    if (!this.#busy) return this.flush();
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), Math.max(0, this.last + MIN_GAP_MS - performance.now()));
  }

  /** Says the move shown now. */
  flush() {
    clearTimeout(this.timer);
    this.timer = null;
    const { view, phase } = this.vis.ctrl;
    if (!view) return;
    this.last = performance.now();
    const text = narration(view, phase);
    // The same words again (a redraw) are not said twice.
    if (this.region.textContent !== text) this.region.textContent = text;
  }
}
