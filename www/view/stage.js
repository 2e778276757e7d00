// The stage: the DAG (dagview.js) as each move of the Controller leaves it, played through its
// select, develop and update phases at the chosen speed, with the phase's banner; and the DAG's
// own tools (fit, zoom, focus, follow, SVG / PNG export).
import { DagView } from "./dagview.js";
import { frameFor, describePhase, updateGroups } from "./phases.js";
import { describe } from "./glyph.js";
import { collapseFrame } from "./collapse.js";
import { svgText, pngBlob, download } from "./exporter.js";
import { PACE, sleep } from "./transport.js";
import { reducedMotion } from "./motion.js";

export class Stage {
  /** `vis`: the Visualiser; a click on a node selects it there. */
  constructor(vis) {
    this.vis = vis;
    this.dag = new DagView(vis.$(".dag-host"), {
      onSelect: (id) => vis.select(id),
      // The inspector follows the keyboard's node; awaiting a prediction, Enter makes it.
      onWalk: (id) => vis.predictPanel.awaiting || vis.select(id),
      open: (id) => !vis.collapsed.has(id),
    });
    this.dag.zoom.on("zoom.labels", (e) => this.#labelZoom(e.transform.k));
    /** The drawings of the game's positions (glyph.js), set with each new search. */
    this.game = null;
    /** Resolves when the move shown has played its phases. */
    this.animation = Promise.resolve();
    this.token = 0;
    const $ = vis.$;
    vis.onAct({
      fit: () => this.dag.fit({ duration: 300, widthOnly: $("input[name=focus]").checked }),
      "zoom-in": () => this.dag.zoomBy(1.5),
      "zoom-out": () => this.dag.zoomBy(1 / 1.5),
      svg: () => download("pn-lab-dag.svg", svgText(this.dag.svg), "image/svg+xml"),
      png: async () => download("pn-lab-dag.png", await pngBlob(this.dag.svg), "image/png"),
    });
    $("input[name=follow]").addEventListener("change", () => this.redraw());
    $("input[name=focus]").addEventListener("change", () => {
      this.redraw();
      this.dag.refit(300);
    });
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (!["run-start", "run-end", "stopped"].includes(detail.reason)) this.#present(detail.reason);
    });
  }

  /** pn / dn keep 12 px on screen as the camera zooms out, up to a limit where they would run
   *  into their neighbours (dagstyle.js: the labels' font is 12 px over the zoom): a fitted
   *  30-node DAG is drawn at about 0.75×, where fixed 12 px labels were 9 px. Rounded down, so
   *  the labels are never smaller, and written only when that changes. */
  #labelZoom(k) {
    const z = Math.max(0.025, Math.floor(k * 40) / 40);
    if (z === this.labelZoom) return;
    this.labelZoom = z;
    this.dag.svg.style.setProperty("--zoom", String(z));
  }

  #present(reason) {
    const { ctrl } = this.vis;
    const view = ctrl.view;
    const token = ++this.token;
    const newGame = reason === "load";
    if (newGame) {
      this.game = describe(ctrl.config.game, ctrl.board, ctrl.config);
      this.dag.setGame(this.game);
    }
    // A leap (step over / out) slides its new layout in as one step.
    const speed = this.vis.speed;
    const animate = speed < 5 && !reducedMotion() && !newGame && (reason === "step" || reason === "phase" || reason === "leap");
    if (reason === "step" && animate && view.record) {
      this.animation = this.#playIteration(token);
    } else if (reason === "phase" && animate && ctrl.phase === "update") {
      this.animation = this.#playUpdate(token);
    } else {
      this.draw(ctrl.phase, Infinity, { slide: animate });
      this.animation = Promise.resolve();
    }
    if (newGame || reason === "jump") {
      requestAnimationFrame(() => this.dag.showRoot());
    }
  }

  async #playIteration(token) {
    const pace = PACE[this.vis.speed - 1];
    const r = this.vis.ctrl.view.record;
    this.draw("select");
    await sleep(pace * (250 + 90 * r.path.length));
    if (token !== this.token) return;
    this.draw("develop", Infinity, { slide: true });
    await sleep(pace * 550);
    if (token !== this.token) return;
    await this.#playUpdate(token);
    if (token !== this.token) return;
    this.draw("done");
  }

  async #playUpdate(token) {
    const pace = PACE[this.vis.speed - 1];
    const groups = updateGroups(this.vis.ctrl.view.record).length;
    for (let g = 1; g <= groups; g++) {
      this.draw("update", g);
      await sleep(pace * 320);
      if (token !== this.token) return;
    }
    this.draw("update", Infinity);
    await sleep(pace * 500);
  }

  /** Draws `phase` of the view shown, its first `groupsShown` update groups revealed. */
  draw(phase, groupsShown = Infinity, { slide = false } = {}) {
    const vis = this.vis;
    const { $, ctrl } = vis;
    const view = ctrl.view;
    // A solve that asks a second question starts a new DAG: node ids mean other nodes there.
    if (view.question !== this.drawnQuestion) {
      this.dag.clear();
      this.drawnQuestion = view.question;
    }
    // Focus: only the path, its sons and the selected node's neighbourhood, at any size.
    const limit = $("input[name=focus]").checked ? 0 : undefined;
    // With focus on, the path is what the view is about: drawn strong over the rest (dagstyle.js).
    if (this.dag.svg.classList.contains("focus") !== (limit === 0)) this.dag.svg.classList.toggle("focus", limit === 0);
    const frame = collapseFrame(frameFor(view, phase, { groupsShown, adj: ctrl.adj, selected: vis.selected, limit }), vis.collapsed);
    const placed = this.dag.render(frame, { slide });
    // A leap's summary stays the banner of the view it leapt to, through redraws (focus, panels).
    const leap = vis.lastLeap;
    const banner = leap && leap.to === view.iteration && phase === "done" ? leap.banner : describePhase(view, phase, groupsShown, { cancelled: vis.cancelled, ended: vis.ctrl.ended });
    // Only what changed: each write lays the banner out again.
    if ($(".phase-title").textContent !== banner.title) $(".phase-title").textContent = banner.title;
    if ($(".phase-text").textContent !== banner.text) $(".phase-text").textContent = banner.text;
    const shownPhase = view.record ? phase : "done";
    if (vis.el.dataset.phase !== shownPhase) vis.el.dataset.phase = shownPhase;
    vis.sidePanels.lightCode(phase);
    // The camera follows the developed node while an iteration plays, and when it ends.
    if ($("input[name=follow]").checked && view.record && (phase !== "done" || slide)) {
      this.dag.follow(view.record.developed, { duration: vis.speed === 5 || reducedMotion() ? 0 : 350, placed });
    }
  }

  redraw() {
    if (this.vis.ctrl.view) this.draw(this.vis.ctrl.phase);
  }
}
