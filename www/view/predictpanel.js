// Predict mode: before each iteration the student clicks the node they think is most-proving
// and, stepping by phase, types the developed node's parent's new numbers before the update;
// each guess is judged (predict.js) and scored. The score starts again with each search.
import { judge, judgeNumbers, numbersForm, scoreText } from "./predict.js";

export class PredictPanel {
  /** `vis`: the Visualiser; it tells the page "predict" events. */
  constructor(vis) {
    this.vis = vis;
    this.box = vis.$("input[name=predict]");
    this.scoreKept = { points: 0, tries: 0 };
    /** A click on a node is a guess of the most-proving node. */
    this.awaiting = false;
    /** The update whose numbers the student is asked for, or null. */
    this.numbersPending = null;
    this.numbersAsked = false;
    this.box.addEventListener("change", () => this.#changed());
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (detail.reason === "load") this.resetScore();
    });
  }

  get on() {
    return this.box.checked;
  }
  set on(on) {
    this.box.checked = Boolean(on);
    this.#changed();
  }

  /** The running score, {points, tries}. */
  get score() {
    return { ...this.scoreKept };
  }

  /** Before a step: asks for a prediction instead when one is due (true: the step waits). */
  beforeStep() {
    const { ctrl } = this.vis;
    // A new iteration waits for the student's click on a node.
    if (this.on && ctrl.phase === "done" && !ctrl.solved) {
      this.#askPrediction();
      return true;
    }
    // By phase, before the update: the student may first type the parent's new numbers.
    if (this.on && this.vis.by === "phase" && ctrl.phase === "develop" && !this.numbersAsked) {
      if (this.#askNumbers()) return true;
    }
    this.numbersAsked = false;
    this.dropNumbers();
    return false;
  }

  /** A prediction asked for is withdrawn: the node clicked next is a plain selection again. */
  withdraw() {
    this.awaiting = false;
    this.vis.el.classList.remove("predicting");
    this.numbersAsked = false;
    this.dropNumbers();
  }

  #changed() {
    const on = this.on;
    if (on) this.vis.pause();
    this.awaiting = false;
    this.vis.$(".predict-line").hidden = !on;
    this.vis.el.classList.toggle("predicting", false);
    if (on) this.#showScore("Step, then click the node you think is most-proving.");
  }

  /** Withdraws a numbers prediction still asked for. */
  dropNumbers() {
    this.numbersPending = null;
    this.vis.$(".predict-numbers")?.remove();
    this.vis.$(".inspector")?.classList.remove("hide-numbers");
  }

  resetScore() {
    this.dropNumbers();
    this.scoreKept = { points: 0, tries: 0 };
    this.awaiting = false;
    this.vis.el.classList.remove("predicting");
    if (this.on) this.#showScore("Step, then click the node you think is most-proving.");
  }

  #showScore(text) {
    this.vis.$(".predict-score").textContent = scoreText(this.scoreKept);
    this.vis.$(".predict-text").textContent = text;
  }

  #judged(verdict) {
    this.scoreKept.tries++;
    if (verdict.right) this.scoreKept.points++;
    this.#showScore(verdict.text);
    this.vis.$(".predict-line").classList.toggle("right", verdict.right);
    this.vis.$(".predict-line").classList.toggle("wrong", !verdict.right);
  }

  #askPrediction() {
    const vis = this.vis;
    this.awaiting = true;
    vis.el.classList.add("predicting");
    vis.$(".phase-title").textContent = `Iteration ${vis.ctrl.iteration + 1} · your turn`;
    vis.$(".phase-text").textContent = "Click the node you think is most-proving: from the root, the son with the smallest pn at each OR node (square), the smallest dn at each AND node (circle), the leftmost of ties.";
    this.#showScore("Click the most-proving node.");
  }

  /** Asks for the new pn / dn of the developed node's parent, in the inspector (the parent is
   *  selected so its panel shows); false when it has none. */
  #askNumbers() {
    const vis = this.vis;
    const r = vis.ctrl.view.record;
    const parent = r?.path[r.path.length - 1]?.node;
    const u = r?.updates.find((x) => x.node === parent);
    if (!u) return false;
    this.numbersAsked = true;
    this.numbersPending = u;
    vis.$(".predict-line").classList.remove("right", "wrong");
    const where = vis.$("[data-panel=inspector]").hidden ? "below" : "in the inspector";
    this.#showScore(`Before the update: type node ${parent}'s new pn and dn ${where}.`);
    vis.select(parent);
    return true;
  }

  /** After the inspector drew node `id`: its numbers stay hidden, and the form asks for them,
   *  while they are the ones to predict (the engine's are already the updated ones). */
  inspected(id) {
    this.vis.$(".inspector").classList.toggle("hide-numbers", this.numbersPending?.node === id);
    if (this.numbersPending?.node === id) this.#numbersForm();
  }

  /** The numbers form for the pending prediction, in the inspector when it shows the parent,
   *  otherwise in the predict line. */
  #numbersForm() {
    const vis = this.vis;
    const u = this.numbersPending;
    if (!u) return;
    const inInspector = !vis.$("[data-panel=inspector]").hidden && vis.selected === u.node;
    const host = inInspector ? vis.$(".inspector") : vis.$(".predict-text");
    vis.$(".predict-numbers")?.remove();
    host.insertAdjacentHTML(inInspector ? "afterbegin" : "beforeend", numbersForm(u));
    const form = vis.$(".predict-numbers");
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const verdict = judgeNumbers(u, form.elements.pn.value, form.elements.dn.value);
      this.numbersPending = null;
      vis.$(".inspector").classList.remove("hide-numbers");
      form.remove();
      this.#judged(verdict);
      vis.dispatchEvent(new CustomEvent("predict", { detail: { node: u.node, pn: form.elements.pn.value, dn: form.elements.dn.value, truth: [u.newPn, u.newDn], right: verdict.right, score: this.score } }));
      vis.step();
    });
    form.querySelector("[data-skip]").addEventListener("click", () => {
      this.dropNumbers();
      vis.step();
    });
    form.elements.pn.focus();
  }

  /** The student clicked node `id` as the most-proving one: the iteration runs, and is judged. */
  async predicted(id) {
    const vis = this.vis;
    this.awaiting = false;
    vis.el.classList.remove("predicting");
    await vis.stepNow();
    const record = vis.ctrl.view.record;
    if (!record) return;
    const verdict = judge(record, id);
    this.#judged(verdict);
    vis.dispatchEvent(new CustomEvent("predict", { detail: { guess: id, truth: record.developed, right: verdict.right, score: this.score } }));
  }
}
