// The visualiser: settings, controls, the DAG with its three-phase animation, the inspector and
// the panels, wired to a Controller. Mounted into any element or shadow root, so the page and
// the <pn-search> element are the same code.
import { Controller } from "./controller.js";
import { DagView } from "./dagview.js";
import { frameFor, describePhase, updateGroups } from "./phases.js";
import { template, LABELS, opt } from "./template.js";
import { loadSchema, gameOf, algorithmOf } from "./schema.js";
import { gameFields, readGameFields } from "./gamefields.js";
import { fillStart, readStart, dropStart } from "./startfield.js";
import { describe } from "./glyph.js";
import { count, num, bytesText, resultText, limitText, questionText, QUESTION_WORDS } from "./format.js";
import { PSEUDOCODE, litTags } from "./pseudocode.js";
import { renderLevels } from "./levels.js";
import { renderChart } from "./chart.js";
import { renderInspector, clearInspector, dagOf } from "./inspector.js";
import { svgText, pngBlob, download } from "./exporter.js";
import { ProofView } from "./proofview.js";
import { judge, judgeNumbers, numbersForm, scoreText } from "./predict.js";
import { renderOverview } from "./overview.js";
import { recordGif, recordWebm } from "./recorder.js";
import { collapseFrame } from "./collapse.js";

export const ALL_PANELS = ["settings", "dag", "inspector", "pseudocode", "chart", "levels"];

/** Animation time per phase, by speed 1..5 (5: no animation). */
const PACE = [2.2, 1.3, 0.7, 0.3, 0];
const SPEED_WORDS = ["very slow", "slow", "normal", "fast", "instant"];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

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
    this.dag = new DagView(this.$(".dag-host"), { onSelect: (id) => this.select(id) });
    this.selected = null;
    this.token = 0;
    this.playing = false;
    this.lastConfig = null;
    this.#buildCode();
    this.#wire();
    this.panels = panels;
    this.controls = "auto";
    this.scoreKept = { points: 0, tries: 0 };
    /** Nodes whose subtrees are collapsed (collapse.js); cleared with a new search. */
    this.collapsed = new Set();
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

  /* ---------- public API ---------- */

  /** Loads a configuration; rejects (and shows the message) when the engine refuses it. */
  async load(config, { iteration = 0, phase = "done", node = null } = {}) {
    this.pause();
    this.showError(null);
    let short = null;
    try {
      await this.#buildSettings();
      ({ short } = await this.ctrl.load(config, { iteration, phase }));
    } catch (err) {
      this.showError(err);
      throw err;
    }
    this.#short(short);
    this.lastConfig = config;
    this.collapsed = new Set();
    this.#resetScore();
    this.#fillSettings(config);
    this.selected = node !== null && node < this.ctrl.view.snapshot.level.length ? node : null;
    this.#present("load");
    if (this.selected !== null) this.select(this.selected);
  }

  step() {
    // Predict mode: a new iteration waits for the student's click on a node.
    if (this.predict && this.ctrl.phase === "done" && !this.ctrl.solved) {
      this.#askPrediction();
      return Promise.resolve(true);
    }
    // By phase, before the update: the student may first type the parent's new numbers.
    if (this.predict && this.by === "phase" && this.ctrl.phase === "develop" && !this.numbersAsked) {
      if (this.#askNumbers()) return Promise.resolve(true);
    }
    this.numbersAsked = false;
    this.#dropNumbers();
    return this.#stepNow();
  }
  #stepNow() {
    return this.by === "phase" ? this.ctrl.stepPhase() : this.ctrl.step();
  }
  back() {
    // A prediction asked for is withdrawn: the node clicked next is a plain selection again.
    this.awaiting = false;
    this.el.classList.remove("predicting");
    this.numbersAsked = false;
    this.#dropNumbers();
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
    this.#resetScore();
    return this.ctrl.reset();
  }
  run() {
    this.pause();
    return this.ctrl.run();
  }

  /** The status line's memory: what the byte budget counts (the search, the page's copy of its
   *  DAG and the root's history), and the budget too once that is over half of it, so a memory
   *  stop shows it full (the budget always would widen the line past 1280 pixels for some
   *  games: the tooltip has it). */
  #memoryText(p) {
    const max = this.ctrl.maxBytes;
    if (!max) return bytesText(p.bytes);
    return p.budgetBytes * 2 > max ? `${bytesText(p.budgetBytes)} of ${bytesText(max)}` : bytesText(p.budgetBytes);
  }

  #memoryTitle(p, wasmBytes) {
    const budget = this.ctrl.maxBytes
      ? `What the memory budget of ${bytesText(this.ctrl.maxBytes)} counts: the search's ${bytesText(p.bytes)}, and ${bytesText(p.budgetBytes - p.bytes)} for the page's copy of its DAG and the root's history (the chart)`
      : `The search's memory`;
    return wasmBytes ? `${budget}; the wasm module holds ${bytesText(wasmBytes)} in all` : budget;
  }

  /** Progress of a run, a jump or a replay: the status line follows it, and the bar shows how
   *  far a move to an iteration has come. */
  #progress(p) {
    this.$(".st-iteration").textContent = count(p.iteration);
    this.$(".jump input").value = String(p.iteration);
    // The banner says a run is under way (it still showed the view the run started from).
    this.$(".phase-title").textContent = p.target === undefined ? "Running" : `To iteration ${count(p.target)}`;
    this.$(".phase-text").textContent = `Iteration ${count(p.iteration)}, ${count(p.createdNodes + 1)} nodes so far. Cancel stops it where it is.`;
    this.$(".st-nodes").textContent = count(p.createdNodes + 1);
    this.$(".st-root").textContent = `${num(p.rootPn)} / ${num(p.rootDn)}`;
    this.$(".st-memory").textContent = this.#memoryText(p);
    this.$(".st-memory").title = this.#memoryTitle(p, p.wasmBytes);
    const bar = this.$(".progress");
    if (p.target) bar.value = p.iteration / p.target;
    else bar.removeAttribute("value");
    this.dispatchEvent(new CustomEvent("progress", { detail: p }));
  }
  cancel() {
    this.ctrl.cancel();
  }

  /** Step over: many iterations as one step, through the next most-proving node's parent. */
  stepOver() {
    return this.#leap(null, "Step over");
  }

  /** Step out: iterations while the path passes through `node` (default: the selected node, or
   *  the last developed node's grandparent); it must be on the current path. */
  stepOut(node = this.selected) {
    const snap = this.ctrl.view.snapshot;
    const path = Array.from(snap.path ?? []);
    const target = node ?? path[Math.max(0, path.length - 3)] ?? 0;
    if (!path.includes(target)) {
      return Promise.reject(new Error(`node ${target} is not on the current path (${path.join(" → ")}): step out runs while the path passes through a node of it`));
    }
    return this.#leap(target, "Step out");
  }

  async #leap(node, what) {
    this.pause();
    this.leapWhat = what;
    const bar = this.$(".progress");
    bar.hidden = false;
    bar.removeAttribute("value");
    try {
      return await this.ctrl.leap({
        node,
        onProgress: (p) => {
          this.$(".st-iteration").textContent = count(p.iteration);
          this.dispatchEvent(new CustomEvent("progress", { detail: p }));
        },
      });
    } finally {
      bar.hidden = true;
    }
  }

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
    this.$(".phase-title").textContent = title;
    this.$(".phase-text").textContent = text;
    this.lastLeap = { ...leap, text, banner: { title, text } };
  }

  get by() {
    return this.$("input[name=by]:checked").value;
  }
  set by(v) {
    const r = this.$(`input[name=by][value=${v}]`);
    if (r) r.checked = true;
  }
  /** The parts shown, a subset of ALL_PANELS; the toolbar and status line are always there. */
  get panels() {
    return ALL_PANELS.filter((p) => !this.$(`[data-panel=${p}]`).hidden);
  }
  set panels(list) {
    const unknown = list.filter((p) => !ALL_PANELS.includes(p));
    if (unknown.length) throw new Error(`unknown panel "${unknown[0]}": the panels are ${ALL_PANELS.join(", ")}`);
    for (const p of ALL_PANELS) this.$(`[data-panel=${p}]`).hidden = !list.includes(p);
    // Without a side panel the DAG takes the whole width.
    this.el.classList.toggle("no-side", !this.el.querySelector(".side > :not([hidden])"));
    if (this.ctrl.view) {
      this.#panels();
      requestAnimationFrame(() => this.#redraw());
    }
  }

  /** Projector mode: large type, thick lines, strong contrast. */
  get projector() {
    return this.el.classList.contains("projector");
  }
  set projector(on) {
    this.el.classList.toggle("projector", Boolean(on));
    this.dag.setProjector(Boolean(on));
    if (this.ctrl.view) requestAnimationFrame(() => this.#redraw());
  }

  get speed() {
    return Number(this.$("input[name=speed]").value);
  }
  set speed(v) {
    const s = Math.max(1, Math.min(5, Math.round(v)));
    this.$("input[name=speed]").value = String(s);
    this.$("input[name=speed]").setAttribute("aria-valuetext", SPEED_WORDS[s - 1]);
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

  async play() {
    // Predict mode steps at the student's pace, one click per iteration.
    if (this.playing || this.ctrl.solved || this.predict) return;
    this.playing = true;
    this.#playButton();
    while (this.playing && !this.ctrl.solved) {
      const t = performance.now();
      try {
        await this.step();
        await this.animation;
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

  async select(id) {
    if (this.awaiting) return this.#predicted(id);
    this.selected = id;
    this.$(".pick input").value = String(id);
    this.#redraw();
    await this.#inspect();
    this.#changed();
  }

  dispose() {
    this.pause();
    this.ctrl.dispose();
    this.el.remove();
  }

  /* ---------- drawing ---------- */

  #present(reason, extra = {}) {
    const view = this.ctrl.view;
    const token = ++this.token;
    const snap = view.snapshot;
    const newGame = reason === "load";
    if (newGame) {
      this.game = describe(this.ctrl.config.game, this.ctrl.board, this.ctrl.config);
      this.dag.setGame(this.game);
    }
    // The inspector follows its node: gone from the DAG, or the DAG another, it clears.
    const gone = this.selected !== null && this.selected >= snap.level.length;
    if ((!newGame && dagOf(view) !== this.inspectedDag) || gone) this.selected = null;
    this.inspectedDag = dagOf(view);
    this.#status();
    // A leap (step over / out) slides its new layout in as one step.
    const animate = this.speed < 5 && !newGame && (reason === "step" || reason === "phase" || reason === "leap");
    if (reason === "step" && animate && view.record) {
      this.animation = this.#playIteration(token);
    } else if (reason === "phase" && animate && this.ctrl.phase === "update") {
      this.animation = this.#playUpdate(token);
    } else {
      this.#draw(this.ctrl.phase, Infinity, { slide: animate });
      this.animation = Promise.resolve();
    }
    if (newGame || reason === "jump") {
      requestAnimationFrame(() => this.dag.showRoot());
    }
    this.#panels();
    if (this.selected !== null) this.#inspect();
    else clearInspector(this.$(".inspector"));
    this.#changed();
    this.dispatchEvent(new CustomEvent("step", { detail: { reason, iteration: view.iteration, record: view.record, ...extra } }));
    if (view.status === "solved" && (view.record?.solved || (extra.ran && !view.record))) {
      this.dispatchEvent(new CustomEvent("solved", { detail: { result: view.result, iteration: view.iteration } }));
    }
  }

  async #playIteration(token) {
    const pace = PACE[this.speed - 1];
    const r = this.ctrl.view.record;
    this.#draw("select");
    await sleep(pace * (250 + 90 * r.path.length));
    if (token !== this.token) return;
    this.#draw("develop", Infinity, { slide: true });
    await sleep(pace * 550);
    if (token !== this.token) return;
    await this.#playUpdate(token);
    if (token !== this.token) return;
    this.#draw("done");
  }

  async #playUpdate(token) {
    const pace = PACE[this.speed - 1];
    const groups = updateGroups(this.ctrl.view.record).length;
    for (let g = 1; g <= groups; g++) {
      this.#draw("update", g);
      await sleep(pace * 320);
      if (token !== this.token) return;
    }
    this.#draw("update", Infinity);
    await sleep(pace * 500);
  }

  #draw(phase, groupsShown = Infinity, { slide = false } = {}) {
    const view = this.ctrl.view;
    // A solve that asks a second question starts a new DAG: node ids mean other nodes there.
    if (view.question !== this.drawnQuestion) {
      this.dag.clear();
      this.drawnQuestion = view.question;
    }
    // Focus: only the path, its sons and the selected node's neighbourhood, at any size.
    const limit = this.$("input[name=focus]").checked ? 0 : undefined;
    const frame = collapseFrame(frameFor(view, phase, { groupsShown, adj: this.ctrl.adj, selected: this.selected, limit }), this.collapsed);
    const placed = this.dag.render(frame, { slide });
    // A leap's summary stays the banner of the view it leapt to, through redraws (focus, panels).
    const leap = this.lastLeap;
    const banner = leap && leap.to === view.iteration && phase === "done" ? leap.banner : describePhase(view, phase, groupsShown, { cancelled: this.cancelled });
    // Only what changed: each write lays the banner out again.
    if (this.$(".phase-title").textContent !== banner.title) this.$(".phase-title").textContent = banner.title;
    if (this.$(".phase-text").textContent !== banner.text) this.$(".phase-text").textContent = banner.text;
    const shownPhase = view.record ? phase : "done";
    if (this.el.dataset.phase !== shownPhase) this.el.dataset.phase = shownPhase;
    this.#lightCode(phase);
    // The camera follows the developed node while an iteration plays, and when it ends.
    if (this.$("input[name=follow]").checked && view.record && (phase !== "done" || slide)) {
      this.#follow(view.record.developed, placed);
    }
  }

  #redraw() {
    if (this.ctrl.view) this.#draw(this.ctrl.phase);
  }

  #follow(id, placed = null) {
    this.dag.follow(id, { duration: this.speed === 5 ? 0 : 350, placed });
  }

  /** The status line and the buttons. Each field is written only when it changes: a step
   *  of a large DAG changes two or three of them, and every write costs layout. */
  #status() {
    const v = this.ctrl.view;
    const c = this.ctrl.config;
    if (!v || !c) return; // a first load still under way
    const game = this.ctrl.gameName;
    const algorithm = c.algorithm ? ` · ${c.algorithm}` : "";
    const put = (sel, key, value) => {
      const e = (this.statusEls ??= {})[sel] ??= this.$(sel);
      if (e[key] !== value) e[key] = value;
    };
    put(".st-search", "textContent", `${game}, ${(c.preset ?? "K4WEAK").toUpperCase()}${algorithm}`);
    put(".st-iteration", "textContent", count(v.iteration));
    put(".st-nodes", "textContent", count(v.snapshot.level.length));
    put(".st-root", "textContent", `${num(v.snapshot.pn[0])} / ${num(v.snapshot.dn[0])}`);
    put(".st-memory", "textContent", this.#memoryText(v));
    put(".st-memory", "title", this.#memoryTitle(v));
    // A cancelled run stays "cancelled" until the next move, not the engine's "unknown".
    put(".st-result", "textContent", this.cancelled && v.status !== "solved" ? "cancelled" : resultText(v.status, v.result, limitText(v.stats, c)));
    const question = questionText(v);
    put(".st-question", "textContent", question);
    put(".st-question", "title", question);
    put(
      ".st-result",
      "title",
      (v.answers ?? []).map((a) => `${QUESTION_WORDS[a.question]} ${a.answer} (${count(a.iterations)} iterations)`).join("\n"),
    );
    put(".jump input", "value", String(v.iteration));
    put("[data-act=step]", "disabled", this.ctrl.solved && this.ctrl.phase === "done");
    put("[data-act=back]", "disabled", v.iteration === 0 && (this.ctrl.phase === "done" || this.ctrl.phase === "select"));
    put("[data-act=run]", "disabled", this.ctrl.solved);
    put("[data-act=stepover]", "disabled", this.ctrl.solved);
    put("[data-act=stepout]", "disabled", this.ctrl.solved);
    put("[data-act=proof]", "disabled", v.status !== "solved");
    if (v.status !== "solved") this.closeProof();
  }

  /* ---------- predict mode ---------- */

  /** Predict mode: before each iteration the student clicks the node they think is most-proving. */
  get predict() {
    return this.$("input[name=predict]").checked;
  }
  set predict(on) {
    this.$("input[name=predict]").checked = Boolean(on);
    this.#predictChanged();
  }

  /** The running score, {points, tries}; reset with the search. */
  get score() {
    return { ...this.scoreKept };
  }

  #predictChanged() {
    const on = this.predict;
    if (on) this.pause();
    this.awaiting = false;
    this.$(".predict-line").hidden = !on;
    this.el.classList.toggle("predicting", false);
    if (on) this.#showScore("Step, then click the node you think is most-proving.");
  }

  /** Withdraws a numbers prediction still asked for. */
  #dropNumbers() {
    this.numbersPending = null;
    this.$(".predict-numbers")?.remove();
    this.$(".inspector")?.classList.remove("hide-numbers");
  }

  #resetScore() {
    this.#dropNumbers();
    this.scoreKept = { points: 0, tries: 0 };
    this.awaiting = false;
    this.el.classList.remove("predicting");
    if (this.predict) this.#showScore("Step, then click the node you think is most-proving.");
  }

  #showScore(text) {
    this.$(".predict-score").textContent = scoreText(this.scoreKept);
    this.$(".predict-text").textContent = text;
  }

  #askPrediction() {
    this.awaiting = true;
    this.el.classList.add("predicting");
    this.$(".phase-title").textContent = `Iteration ${this.ctrl.iteration + 1} · your turn`;
    this.$(".phase-text").textContent = "Click the node you think is most-proving: from the root, the son with the smallest pn at each OR node (square), the smallest dn at each AND node (circle), the leftmost of ties.";
    this.#showScore("Click the most-proving node.");
  }

  /** Asks for the new pn / dn of the developed node's parent, in the inspector (the parent is
   *  selected so its panel shows); false when it has none. */
  #askNumbers() {
    const r = this.ctrl.view.record;
    const parent = r?.path[r.path.length - 1]?.node;
    const u = r?.updates.find((x) => x.node === parent);
    if (!u) return false;
    this.numbersAsked = true;
    this.numbersPending = u;
    this.$(".predict-line").classList.remove("right", "wrong");
    const where = this.$("[data-panel=inspector]").hidden ? "below" : "in the inspector";
    this.#showScore(`Before the update: type node ${parent}'s new pn and dn ${where}.`);
    this.select(parent);
    return true;
  }

  /** The numbers form for the pending prediction, in the inspector when it shows the parent,
   *  otherwise in the predict line. */
  #numbersForm() {
    const u = this.numbersPending;
    if (!u) return;
    const inInspector = !this.$("[data-panel=inspector]").hidden && this.selected === u.node;
    const host = inInspector ? this.$(".inspector") : this.$(".predict-text");
    this.$(".predict-numbers")?.remove();
    host.insertAdjacentHTML(inInspector ? "afterbegin" : "beforeend", numbersForm(u));
    const form = this.$(".predict-numbers");
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      const verdict = judgeNumbers(u, form.elements.pn.value, form.elements.dn.value);
      this.numbersPending = null;
      this.$(".inspector").classList.remove("hide-numbers");
      this.scoreKept.tries++;
      if (verdict.right) this.scoreKept.points++;
      form.remove();
      this.$(".predict-line").classList.toggle("right", verdict.right);
      this.$(".predict-line").classList.toggle("wrong", !verdict.right);
      this.#showScore(verdict.text);
      this.dispatchEvent(new CustomEvent("predict", { detail: { node: u.node, pn: form.elements.pn.value, dn: form.elements.dn.value, truth: [u.newPn, u.newDn], right: verdict.right, score: this.score } }));
      this.step();
    });
    form.querySelector("[data-skip]").addEventListener("click", () => {
      this.#dropNumbers();
      this.step();
    });
    form.elements.pn.focus();
  }

  async #predicted(id) {
    this.awaiting = false;
    this.el.classList.remove("predicting");
    await this.#stepNow();
    const record = this.ctrl.view.record;
    if (!record) return;
    const verdict = judge(record, id);
    this.scoreKept.tries++;
    if (verdict.right) this.scoreKept.points++;
    this.#showScore(verdict.text);
    this.$(".predict-line").classList.toggle("right", verdict.right);
    this.$(".predict-line").classList.toggle("wrong", !verdict.right);
    this.dispatchEvent(new CustomEvent("predict", { detail: { guess: id, truth: record.developed, right: verdict.right, score: this.score } }));
  }

  /* ---------- collapsed subtrees ---------- */

  /** Collapses node `id`'s subtree (the nodes it created, and theirs), or expands it again. */
  toggleCollapsed(id) {
    if (this.collapsed.has(id)) this.collapsed.delete(id);
    else this.collapsed.add(id);
    this.#redraw();
    if (this.selected === id) this.#inspect();
  }

  /* ---------- recording ---------- */

  /** Draws `phase` of the iteration shown, without animation; returns its banner {title, text}. */
  drawPhase(phase) {
    this.#draw(phase);
    return { title: this.$(".phase-title").textContent, text: this.$(".phase-text").textContent };
  }

  /** Records iterations from..to as a GIF, encoded in a worker (see recorder.js); resolves
   *  its bytes. cancelRecording() rejects it at once. */
  recordGif(options) {
    return this.#record(recordGif, options);
  }

  /** Records iterations from..to as a WebM video with the browser's MediaRecorder, in real
   *  time; rejects with a message where the browser cannot. */
  recordWebm(options) {
    return this.#record(recordWebm, options);
  }

  /** Stops a recording under way; its promise rejects at once. */
  cancelRecording() {
    this.recording?.abort();
  }

  async #record(recorder, options) {
    this.pause();
    const speed = this.speed;
    this.speed = 5;
    this.recording = new AbortController();
    try {
      return await recorder(this, { ...options, signal: this.recording.signal });
    } finally {
      this.recording = null;
      this.speed = speed;
    }
  }

  async #recordFromForm() {
    const f = this.$(".record-form");
    const [width, height] = f.elements.size.value.split("x").map(Number);
    const bar = f.querySelector("progress");
    const webm = f.elements.format.value === "webm";
    this.showError(null);
    // The bar shows while a recording runs: empty before one, it looked stuck.
    bar.value = 0;
    bar.hidden = false;
    try {
      const bytes = await (webm ? this.recordWebm.bind(this) : this.recordGif.bind(this))({
        from: Number(f.elements.from.value),
        to: Number(f.elements.to.value),
        width,
        height,
        delay: Number(f.elements.delay.value),
        onProgress: ({ frame, frames }) => (bar.value = frame / frames),
      });
      const name = `pn-lab-${this.ctrl.gameName.replace(/[^A-Za-z0-9]+/g, "-")}-${f.elements.from.value}-${f.elements.to.value}`;
      download(`${name}.${webm ? "webm" : "gif"}`, new Blob([bytes], { type: webm ? "video/webm" : "image/gif" }));
    } catch (err) {
      this.showError(err);
    } finally {
      bar.hidden = true;
    }
  }

  /* ---------- the overview ---------- */

  /** Level bands of the whole DAG over the view; a click on a band shows that level. */
  openOverview() {
    const host = this.$(".overview-host");
    const close = () => {
      host.hidden = true;
      host.textContent = "";
    };
    renderOverview(host, this.ctrl.view.snapshot, {
      onClose: close,
      onLevel: (level) => {
        close();
        this.dag.showLevel(level);
      },
    });
    host.hidden = false;
  }

  /* ---------- the proof view ---------- */

  /** Opens the proof view over the DAG: of the solved search, or with `node` of that solved
   *  node (from the inspector); rejects when it is not solved. */
  async openProof(node = null) {
    const data = await this.ctrl.proofView(node);
    const host = this.$(".proof-host");
    this.proofView = new ProofView(host, { game: this.game, name: this.ctrl.gameName, view: data, onClose: () => this.closeProof() });
    host.hidden = false;
    this.el.classList.add("proof-open");
    this.dispatchEvent(new CustomEvent("proof", { detail: { open: true, trees: data.trees.length } }));
    return this.proofView;
  }

  closeProof() {
    const host = this.$(".proof-host");
    if (!host || host.hidden) return;
    host.hidden = true;
    host.textContent = "";
    this.proofView = null;
    this.el.classList.remove("proof-open");
    this.dispatchEvent(new CustomEvent("proof", { detail: { open: false } }));
  }

  /** The side panels follow the DAG once per frame at most, and closed panels not at all, so
   *  fast play spends its time on the DAG. */
  #panels() {
    if (this.panelsQueued) return;
    this.panelsQueued = requestAnimationFrame(() => {
      this.panelsQueued = 0;
      const v = this.ctrl.view;
      if (this.$(".levels").closest("details").open) renderLevels(this.$(".levels"), v.stats);
      if (this.$(".chart").closest("details").open) this.#chart(v);
    });
  }

  /** The chart is redrawn at most every 200 ms, its last state always: a step clicked by hand
   *  shows at once, fast play updates it five times a second. Redrawing it cost 2–5 ms a frame
   *  (16,000 iterations, or the axes alone), a third of a step's budget. */
  #chart(v) {
    clearTimeout(this.chartTimer);
    const wait = (this.chartAt ?? -Infinity) + 200 - performance.now();
    if (wait > 0) {
      this.chartTimer = setTimeout(() => this.#panels(), wait);
      return;
    }
    this.chartAt = performance.now();
    renderChart(this.$(".chart"), v.rootChart, v.iteration);
  }

  async #inspect() {
    const id = this.selected;
    if (id === null) return;
    const view = this.ctrl.view;
    try {
      const [info, rules] = await Promise.all([this.ctrl.node(id), this.ctrl.rules(id).catch(() => null)]);
      // A later move or choice shows its own state.
      if (id !== this.selected || view !== this.ctrl.view) return;
      renderInspector(this.$(".inspector"), {
        info,
        view: this.ctrl.view,
        adj: this.ctrl.adj,
        game: this.game,
        rule: this.ctrl.options.rule,
        rules,
        algorithm: algorithmOf(this.schema, this.ctrl.config),
      });
      const proofWord = { proved: "proof", disproved: "disproof" }[info.value];
      this.$(".inspector").insertAdjacentHTML(
        "afterbegin",
        `<div class="inspector-tools"><button type="button" class="collapse-toggle" data-collapse="${id}">${this.collapsed.has(id) ? "Expand" : "Collapse"} node ${id}'s subtree</button>` +
          (proofWord ? ` <button type="button" data-node-proof="${id}">Show its ${proofWord}</button>` : "") +
          `</div>`,
      );
      // The engine's numbers are already the updated ones: hidden until the student answers.
      this.$(".inspector").classList.toggle("hide-numbers", this.numbersPending?.node === id);
      if (this.numbersPending?.node === id) this.#numbersForm();
    } catch (err) {
      this.$(".inspector").innerHTML = `<p class="muted"></p>`;
      this.$(".inspector p").textContent = err.message;
    }
  }

  #buildCode() {
    const ol = this.$(".code");
    for (const [text, tag, kind] of PSEUDOCODE) {
      const li = document.createElement("li");
      li.textContent = text;
      if (kind) li.className = kind;
      if (tag) li.dataset.tag = tag;
      ol.appendChild(li);
    }
  }

  #lightCode(phase) {
    const v = this.ctrl.view;
    const tags = litTags(v.record ? phase : "done", { solved: this.ctrl.solved, iteration: v.iteration, rule: this.ctrl.options?.rule });
    // Most steps light the same lines as the last one: nothing to touch then.
    const key = [...tags].join(" ");
    if (key === this.litKey) return;
    this.litKey = key;
    for (const li of this.$(".code").children) li.classList.toggle("lit", tags.has(li.dataset.tag));
  }

  /** Shows a message in the error line (null clears it). */
  showError(err) {
    const p = this.$(".error");
    p.hidden = !err;
    p.textContent = err ? err.message : "";
  }

  #playButton() {
    const b = this.$("[data-act=play]");
    b.textContent = this.playing ? "■ Pause" : "▶ Play";
    b.setAttribute("aria-pressed", String(this.playing));
  }

  #changed() {
    this.dispatchEvent(new CustomEvent("statechange", { detail: this.state() }));
  }

  /* ---------- settings ---------- */

  /** Fills the settings form from the engine's schema, once: games, presets, algorithms,
   *  questions, options and algorithm parameters. */
  async #buildSettings() {
    if (this.schema) return;
    const schema = await loadSchema();
    this.schema = schema;
    const f = this.$(".settings");
    const label = (v) => LABELS[v] ?? v;
    f.elements.game.innerHTML = opt(schema.games.map((g) => [g.name, g.title]), schema.games[0].name);
    f.elements.preset.innerHTML = opt(schema.presets.map((p) => [p.name, p.algorithm === "pns" ? p.name : `${p.name} (${label(p.algorithm)})`]), "K4WEAK");
    f.elements.algorithm.innerHTML = `<option value="">preset's choice</option>${opt(schema.algorithms.map((a) => [a, label(a)]), null)}`;
    f.elements.question.innerHTML = opt(schema.questions.map((q) => [q, label(q)]), "auto");
    const choice = (s) => (s.type === "bool" ? [["true", "on"], ["false", "off"]] : s.values.map((v) => [String(v), LABELS[s.name]?.[1]?.[v] ?? String(v)]));
    this.$(".enh .options").innerHTML = schema.options
      .map((s) => {
        const values = choice(s).map(([v, t]) => [v, LABELS[s.name]?.[1]?.[v] ?? t]);
        return `<label>${LABELS[s.name]?.[0] ?? s.name}<select name="${s.name}"><option value="">preset's choice</option>${opt(values, null)}</select></label>`;
      })
      .join("");
    this.$(".algo-params").innerHTML = schema.params
      .map((s) => {
        const field = s.type === "bool" || s.type === "choice"
          ? `<select name="p.${s.name}"><option value="">default</option>${opt(choice(s), null)}</select>`
          : `<input name="p.${s.name}" type="number" min="${s.min}" max="${s.max}" step="${s.type === "int" ? 1 : "any"}" placeholder="default">`;
        return `<label data-algorithms="${s.algorithms.join(" ")}">${s.name} <small>(${s.algorithms.join(", ")})</small>${field}</label>`;
      })
      .join("");
    this.$(".limits").innerHTML = schema.limits
      .map((s) => `<label>${LABELS[s.name] ?? s.name}<input name="l.${s.name}" type="number" min="${s.min}" max="${s.max}" step="1" placeholder="none"></label>`)
      .join("");
    this.#gameFields(schema.games[0].name);
  }

  /** The fields of the chosen game's own parameters, from the schema. */
  #gameFields(name, values = {}) {
    const game = gameOf(this.schema, name);
    this.$(".game-params").innerHTML = gameFields(game, values);
    this.el.dataset.game = name;
    // Options built on winning sets mean nothing for a game without them (the engine refuses them).
    const f = this.$(".settings");
    for (const s of this.schema.options.filter((o) => o.winningSets)) {
      const field = f.elements[s.name];
      field.disabled = !game.winningSets;
      if (!game.winningSets) field.value = "";
      field.closest("label").title = game.winningSets ? "" : `${game.title} has no winning sets: this option does not apply`;
    }
  }

  /** The configuration the settings form describes. */
  settings() {
    const f = this.$(".settings");
    const v = (name) => f.elements[name].value;
    const config = { game: v("game"), ...readGameFields(f, gameOf(this.schema, v("game"))) };
    config.preset = v("preset");
    if (v("algorithm")) config.algorithm = v("algorithm");
    if (v("question") !== "auto") config.question = v("question");
    const options = {};
    for (const s of this.schema.options) {
      const x = v(s.name);
      if (x) options[s.name] = x === "true" ? true : x === "false" ? false : x;
    }
    if (Object.keys(options).length) config.options = options;
    const params = {};
    for (const s of this.schema.params) {
      const x = v(`p.${s.name}`);
      if (x !== "" && (!config.algorithm || s.algorithms.includes(config.algorithm))) {
        params[s.name] = s.type === "bool" ? x === "true" : s.type === "choice" ? x : Number(x);
      }
    }
    if (Object.keys(params).length) config.params = params;
    const limits = {};
    for (const s of this.schema.limits) if (v(`l.${s.name}`) !== "") limits[s.name] = Number(v(`l.${s.name}`));
    if (Object.keys(limits).length) config.limits = limits;
    const start = readStart(f);
    if (start) config.start = start;
    return config;
  }

  #fillSettings(config) {
    const f = this.$(".settings");
    f.elements.game.value = config.game;
    this.#gameFields(config.game, config);
    fillStart(f, config);
    f.elements.preset.value = (config.preset ?? "K4WEAK").toUpperCase();
    f.elements.algorithm.value = config.algorithm ?? "";
    f.elements.question.value = config.question ?? "auto";
    for (const s of this.schema.options) {
      const x = config.options?.[s.name];
      f.elements[s.name].value = x === undefined ? "" : String(x);
    }
    for (const [list, prefix, key] of [[this.schema.params, "p.", "params"], [this.schema.limits, "l.", "limits"]]) {
      for (const s of list) {
        const x = config[key]?.[s.name];
        f.elements[`${prefix}${s.name}`].value = x === undefined ? "" : String(x);
      }
    }
  }

  /* ---------- events ---------- */

  #wire() {
    const on = (sel, type, fn) => this.$(sel).addEventListener(type, fn);
    const guard = (p) => p?.catch?.((err) => this.showError(err));
    const acts = {
      step: () => guard(this.step()),
      back: () => guard(this.back()),
      reset: () => guard(this.reset()),
      play: () => (this.playing ? this.pause() : this.play()),
      run: () => guard(this.run()),
      stepover: () => guard(this.stepOver()),
      stepout: () => guard(this.stepOut()),
      cancel: () => this.cancel(),
      fit: () => this.dag.fit({ duration: 300, widthOnly: this.$("input[name=focus]").checked }),
      "zoom-in": () => this.dag.zoomBy(1.5),
      "zoom-out": () => this.dag.zoomBy(1 / 1.5),
      proof: () => guard(this.openProof()),
      overview: () => this.openOverview(),
      record: () => (this.$(".record-form").hidden = !this.$(".record-form").hidden),
      svg: () => download("pn-lab-dag.svg", svgText(this.dag.svg), "image/svg+xml"),
      png: async () => download("pn-lab-dag.png", await pngBlob(this.dag.svg), "image/png"),
    };
    this.el.addEventListener("click", (e) => {
      const b = e.target.closest("[data-act]");
      if (b && !b.disabled) acts[b.dataset.act]?.();
      const nodeProof = e.target.closest("[data-node-proof]");
      if (nodeProof) guard(this.openProof(Number(nodeProof.dataset.nodeProof)));
      const fold = e.target.closest("[data-collapse]");
      if (fold) this.toggleCollapsed(Number(fold.dataset.collapse));
      const link = e.target.closest("[data-node]");
      if (link) this.select(Number(link.dataset.node));
    });
    on(".settings", "submit", (e) => {
      e.preventDefault();
      try {
        guard(this.load(this.settings()));
      } catch (err) {
        this.showError(err);
      }
    });
    on(".settings select[name=game]", "change", (e) => {
      dropStart(this.$(".settings"), gameOf(this.schema, this.el.dataset.game).title);
      this.#gameFields(e.target.value);
    });
    on(".jump", "submit", (e) => {
      e.preventDefault();
      const n = Number(this.$(".jump input").value);
      if (!Number.isInteger(n) || n < 0) return this.showError(new Error(`iteration ${this.$(".jump input").value} is out of range: it must be a whole number ≥ 0`));
      this.showError(null);
      guard(this.goto(n));
    });
    on(".pick", "submit", (e) => {
      e.preventDefault();
      const n = Number(this.$(".pick input").value);
      const total = this.ctrl.view?.snapshot.level.length ?? 0;
      if (!Number.isInteger(n) || n < 0 || n >= total) {
        return this.showError(new Error(`node ${this.$(".pick input").value} is out of range: there are nodes 0 to ${total - 1}`));
      }
      this.showError(null);
      this.select(n);
    });
    on("input[name=speed]", "input", () => (this.speed = this.speed));
    on("input[name=follow]", "change", () => this.#redraw());
    on("input[name=predict]", "change", () => this.#predictChanged());
    on("input[name=focus]", "change", () => {
      this.#redraw();
      this.dag.refit(300);
    });
    on(".record-form", "submit", (e) => {
      e.preventDefault();
      this.#recordFromForm();
    });
    on(".record-form [data-rec=cancel]", "click", () => (this.recording ? this.recording.abort() : (this.$(".record-form").hidden = true)));
    for (const d of this.el.querySelectorAll("details.panel")) d.addEventListener("toggle", () => this.ctrl.view && this.#panels());
    this.el.addEventListener("keydown", (e) => this.#key(e));
    this.ctrl.addEventListener("change", ({ detail }) => {
      if (detail.reason === "run-start" || detail.reason === "run-end") return this.#running(detail.reason === "run-start");
      if (detail.reason === "stopped") return this.#stopped(detail);
      // Whether the view shown is where a cancel stopped a run or a move: the banner and the
      // status line say so until the next move.
      this.cancelled = Boolean(detail.cancelled);
      if (detail.reason !== "leap") this.lastLeap = null;
      this.#present(detail.reason, detail);
      if (detail.reason === "leap") this.#leapSummary(detail.leap);
    });
    this.ctrl.addEventListener("progress", ({ detail }) => this.#progress(detail));
  }

  /** The worker has answered a run or a move: Cancel goes off at once, and a cancelled one
   *  says so on the status line (with the iteration its last progress showed) at once. The
   *  view where it stopped follows: on a large DAG its snapshot takes seconds to build, cross
   *  and draw (`docs/performance-browser.md`), and the page must not look busy meanwhile. */
  #stopped({ cancelled }) {
    this.$("[data-act=cancel]").disabled = true;
    if (!cancelled) return;
    this.$(".progress").hidden = true;
    this.$(".st-result").textContent = "cancelled";
  }

  #running(on) {
    const bar = this.$(".progress");
    bar.hidden = !on;
    bar.removeAttribute("value");
    this.$("[data-act=cancel]").disabled = !on;
    for (const act of ["step", "back", "reset", "run", "play", "stepover", "stepout"]) this.$(`[data-act=${act}]`).disabled = on;
    this.el.classList.toggle("running", on);
    if (on) {
      this.$(".phase-title").textContent = "Running";
      this.$(".phase-text").textContent = "The search runs in the background. Cancel stops it where it is.";
    }
    if (!on) this.#status();
  }

  /** → step, ← back, space play / pause — only while focus is inside the widget, and not
   *  while typing in a field (there the keys edit the field). */
  #key(e) {
    const t = e.composedPath?.()[0] ?? e.target;
    if (t.closest?.("input, select, textarea, summary") || e.altKey || e.ctrlKey || e.metaKey) return;
    if (this.ctrl.running) return;
    const guard = (p) => p?.catch?.((err) => this.showError(err));
    if (e.key === "ArrowRight") guard(this.step());
    else if (e.key === "ArrowLeft") guard(this.back());
    else if (e.key === " " && !t.closest?.("button")) this.playing ? this.pause() : this.play();
    else return;
    e.preventDefault();
    // A key the visualiser used is not also a slide change in the page around it.
    e.stopPropagation();
  }
}
