// The visualiser: one Controller (the engine's worker and the view shown) and the feature
// controllers that follow it — the settings form, the status line, the transport, the stage (the
// DAG and its animation), the inspector, predict mode, the recorder, the proof view and the side
// panels — each listening to the Controller's events. Mounted into any element or shadow root,
// so the page and the <pn-search> element are the same code.
import { Controller } from "./controller.js";
import { template } from "./template.js";
import { count } from "./format.js";
import { SettingsForm } from "./settingsform.js";
import { StatusLine } from "./statusline.js";
import { Transport } from "./transport.js";
import { RecorderPanel } from "./recorderpanel.js";
import { ProofPanel } from "./proofpanel.js";
import { PredictPanel } from "./predictpanel.js";
import { SidePanels, ALL_PANELS } from "./panels.js";
import { Stage } from "./stage.js";
import { InspectorPanel } from "./inspectorpanel.js";
import { dagOf } from "./inspector.js";
import { wireKeys } from "./keys.js";
import { Narrator } from "./narration.js";

export { ALL_PANELS };

/** The Controller's events that are not a new view: a run starting or ending, the worker's answer. */
const RUNNING = ["run-start", "run-end", "stopped"];

export class Visualiser extends EventTarget {
  constructor(root, { panels = ALL_PANELS, workerUrl } = {}) {
    super();
    this.root = root;
    const holder = document.createElement("div");
    holder.innerHTML = template({ panels: new Set(panels) });
    this.el = holder.firstElementChild;
    root.appendChild(this.el);
    this.$ = (sel) => this.el.querySelector(sel);
    this.ctrl = new Controller({ workerUrl });
    this.selected = null;
    this.lastConfig = null;
    /** Nodes whose subtrees are collapsed (collapse.js); cleared with a new search. */
    this.collapsed = new Set();
    /** The node each configuration given to load() selects once it is shown. */
    this.nodeFor = new WeakMap();
    // The Controller's listeners run in the order they were added: first the view's own state,
    // then the controllers that draw it (the inspector after the DAG), last the page's events.
    this.ctrl.addEventListener("change", ({ detail }) => {
      if (RUNNING.includes(detail.reason)) return;
      // Whether the view shown is where a cancel stopped a run or a move: the banner and the
      // status line say so until the next move.
      this.cancelled = Boolean(detail.cancelled);
      if (detail.reason === "load") this.#loaded();
      else this.#follow();
      this.inspectedDag = dagOf(this.ctrl.view);
    });
    this.form = new SettingsForm(this);
    this.statusLine = new StatusLine(this);
    this.transport = new Transport(this);
    this.recorder = new RecorderPanel(this);
    this.proof = new ProofPanel(this);
    this.predictPanel = new PredictPanel(this);
    this.sidePanels = new SidePanels(this);
    this.stage = new Stage(this);
    this.inspector = new InspectorPanel(this);
    this.narrator = new Narrator(this);
    this.ctrl.addEventListener("change", ({ detail }) => {
      if (!RUNNING.includes(detail.reason)) this.#announce(detail.reason, detail);
    });
    wireKeys(this);
    this.panels = panels;
    this.controls = "auto";
    new ResizeObserver(() => this.#fitControls()).observe(this.el);
  }

  /** "auto" (compact when narrower than 34rem), "full", "compact", or "none". */
  get controls() {
    return this.controlsMode;
  }
  set controls(mode) {
    const modes = ["auto", "full", "compact", "none"];
    if (!modes.includes(mode)) throw new Error(`controls "${mode}" is not one of ${modes.join(", ")}`);
    this.controlsMode = mode;
    this.el.classList.toggle("no-controls", mode === "none");
    this.#fitControls();
  }

  #fitControls() {
    const narrow = this.el.clientWidth > 0 && this.el.clientWidth < 34 * 16;
    this.el.classList.toggle("compact", this.controlsMode === "compact" || (this.controlsMode === "auto" && narrow));
    // Below 27rem of height every line above the DAG costs it a good part of its room.
    this.el.classList.toggle("short", this.el.clientHeight > 0 && this.el.clientHeight < 27 * 16);
  }

  /* ---------- moves ---------- */

  /** Loads a configuration; rejects (and shows the message) when the engine refuses it. */
  async load(config, { iteration = 0, phase = "done", node = null } = {}) {
    this.pause();
    this.showError(null);
    let short = null;
    try {
      await this.form.build();
      this.nodeFor.set(config, node);
      ({ short } = await this.ctrl.load(config, { iteration, phase }));
    } catch (err) {
      this.showError(err);
      throw err;
    }
    this.#short(short);
    if (this.selected !== null) this.select(this.selected);
  }

  /** A new search is shown: its configuration, no collapsed subtrees, the node asked for. */
  #loaded() {
    const config = this.ctrl.config;
    const node = this.nodeFor.get(config) ?? null;
    this.lastConfig = config;
    this.collapsed = new Set();
    this.selected = node !== null && node < this.ctrl.view.snapshot.level.length ? node : null;
  }

  /** The inspector follows its node: gone from the DAG, or the DAG another (a second
   *  question's), the selection clears. */
  #follow() {
    const view = this.ctrl.view;
    const gone = this.selected !== null && this.selected >= view.snapshot.level.length;
    if (gone || dagOf(view) !== this.inspectedDag) this.selected = null;
  }

  step() {
    // Predict mode may ask for a prediction first.
    if (this.predictPanel.beforeStep()) return Promise.resolve(true);
    return this.stepNow();
  }
  /** A step (by iteration or phase), without predict mode's questions. */
  stepNow() {
    return this.by === "phase" ? this.ctrl.stepPhase() : this.ctrl.step();
  }
  back() {
    this.predictPanel.withdraw();
    return this.by === "phase" ? this.ctrl.backPhase() : this.ctrl.back();
  }
  /** Jumps to iteration n; says so on the page when the search stopped short of it. */
  async goto(n) {
    const { short } = await this.ctrl.goto(n);
    this.#short(short);
  }

  /** A move that stopped short of the iteration asked for is refused with a message. */
  #short(short) {
    if (!short || short.cancelled) return;
    this.showError(new Error(`iteration ${count(short.asked)} is out of reach: the search stopped at iteration ${count(short.reached)} (${short.why})`));
  }
  reset() {
    this.pause();
    this.predictPanel.resetScore();
    return this.ctrl.reset();
  }
  run() {
    this.pause();
    return this.ctrl.run();
  }
  cancel() {
    this.ctrl.cancel();
  }

  /** Step over: many iterations as one step, through the next most-proving node's parent. */
  stepOver() {
    return this.transport.stepOver();
  }

  /** Step out: iterations while the path passes through `node` (default: the selected node, or
   *  the last developed node's grandparent); it must be on the current path. */
  stepOut(node = this.selected) {
    return this.transport.stepOut(node);
  }

  play() {
    return this.transport.play();
  }
  pause() {
    this.transport.pause();
  }
  get playing() {
    return this.transport.playing;
  }

  async select(id) {
    if (this.predictPanel.awaiting) return this.predictPanel.predicted(id);
    this.selected = id;
    this.$(".pick input").value = String(id);
    this.stage.redraw();
    await this.inspector.inspect();
    this.#changed();
  }

  /** Collapses node `id`'s subtree (the nodes it created, and theirs), or expands it again. */
  toggleCollapsed(id) {
    if (this.collapsed.has(id)) this.collapsed.delete(id);
    else this.collapsed.add(id);
    this.stage.redraw();
    this.stage.dag.refit(300);
    if (this.selected === id) this.inspector.inspect();
  }

  /* ---------- how it shows ---------- */

  /** Step by "iteration" or "phase". */
  get by() {
    return this.transport.by;
  }
  set by(v) {
    this.transport.by = v;
  }

  /** 1..5 (5: no animation). */
  get speed() {
    return this.transport.speed;
  }
  set speed(v) {
    this.transport.speed = v;
  }

  /** The parts shown, a subset of ALL_PANELS; the toolbar and status line are always there. */
  get panels() {
    return ALL_PANELS.filter((p) => !this.$(`[data-panel=${p}]`).hidden);
  }
  set panels(list) {
    const unknown = list.filter((p) => !ALL_PANELS.includes(p));
    if (unknown.length) throw new Error(`unknown panel "${unknown[0]}": the panels are ${ALL_PANELS.join(", ")}`);
    for (const p of ALL_PANELS) this.$(`[data-panel=${p}]`).hidden = !list.includes(p);
    // Without the settings their summary on the status line is only the search's name.
    this.$(".settings-toggle").disabled = !list.includes("settings");
    // Without a side panel the DAG takes the whole width.
    this.el.classList.toggle("no-side", !this.el.querySelector(".side > :not([hidden])"));
    if (this.ctrl.view) {
      this.sidePanels.update();
      requestAnimationFrame(() => this.stage.redraw());
    }
  }

  /** Projector mode: large type, thick lines, strong contrast. */
  get projector() {
    return this.el.classList.contains("projector");
  }
  set projector(on) {
    this.el.classList.toggle("projector", Boolean(on));
    this.dag.setProjector(Boolean(on));
    if (this.ctrl.view) requestAnimationFrame(() => this.stage.redraw());
  }

  /** Predict mode: before each iteration the student clicks the node they think is most-proving. */
  get predict() {
    return this.predictPanel.on;
  }
  set predict(on) {
    this.predictPanel.on = on;
  }

  /** The running score, {points, tries}; reset with the search. */
  get score() {
    return this.predictPanel.score;
  }

  /** The DAG's view (dagview.js). */
  get dag() {
    return this.stage.dag;
  }
  /** The drawings of the game's positions (glyph.js). */
  get game() {
    return this.stage.game;
  }
  /** Resolves when the move shown has played its phases. */
  get animation() {
    return this.stage.animation;
  }
  /** The last leap's summary while its view is shown, or null. */
  get lastLeap() {
    return this.transport.lastLeap;
  }

  /** The state a link should carry. */
  state() {
    return {
      config: this.lastConfig,
      iteration: this.ctrl.iteration,
      phase: this.ctrl.phase,
      node: this.selected,
    };
  }

  /** The configuration the settings form describes. */
  settings() {
    return this.form.read();
  }

  /* ---------- recording, the proof, the overview ---------- */

  /** Draws `phase` of the iteration shown, without animation; returns its banner {title, text}. */
  drawPhase(phase) {
    this.stage.draw(phase);
    return { title: this.$(".phase-title").textContent, text: this.$(".phase-text").textContent };
  }

  /** Records iterations from..to as a GIF (see recorderpanel.js); resolves its bytes. */
  recordGif(options) {
    return this.recorder.gif(options);
  }

  /** Records iterations from..to as a WebM video; resolves its bytes. */
  recordWebm(options) {
    return this.recorder.webm(options);
  }

  /** Stops a recording under way; its promise rejects at once. */
  cancelRecording() {
    this.recorder.cancel();
  }

  /** Opens the proof view over the DAG: of the solved search, or with `node` of that solved
   *  node (from the inspector); rejects when it is not solved. */
  openProof(node = null) {
    return this.proof.open(node);
  }

  closeProof() {
    this.proof.close();
  }

  /** The proof view shown (proofview.js), or null. */
  get proofView() {
    return this.proof.view;
  }

  /** Level bands of the whole DAG over the view; a click on a band shows that level. */
  openOverview() {
    this.sidePanels.openOverview();
  }

  /* ---------- for the controllers ---------- */

  /** Runs `acts[name]` on a click on an enabled `[data-act=name]` button. */
  onAct(acts) {
    this.el.addEventListener("click", (e) => {
      const b = e.target.closest("[data-act]");
      if (b && !b.disabled) acts[b.dataset.act]?.();
    });
  }

  /** Shows a rejection of `p` (a promise, or anything else) in the error line. */
  guard(p) {
    return p?.catch?.((err) => this.showError(err));
  }

  /** Shows a message in the error line (null clears it). */
  showError(err) {
    const p = this.$(".error");
    p.hidden = !err;
    p.textContent = err ? err.message : "";
  }

  /** Tells the page of a move shown: the state a link carries, the step, a solve. */
  #announce(reason, extra) {
    const view = this.ctrl.view;
    this.#changed();
    this.dispatchEvent(new CustomEvent("step", { detail: { reason, iteration: view.iteration, record: view.record, ...extra } }));
    if (view.status === "solved" && (view.record?.solved || (extra.ran && !view.record))) {
      this.dispatchEvent(new CustomEvent("solved", { detail: { result: view.result, iteration: view.iteration } }));
    }
  }

  #changed() {
    this.dispatchEvent(new CustomEvent("statechange", { detail: this.state() }));
  }

  dispose() {
    this.pause();
    this.ctrl.dispose();
    this.el.remove();
  }
}
