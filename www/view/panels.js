// The side panels that follow the view: the pseudocode with the phase's lines lit, the root's
// pn / dn chart and the per-level table; and the overview of the whole DAG over the view.
import { pseudocodeOf, litTags } from "./pseudocode.js";
import { algorithmOf } from "./schema.js";
import { renderLevels } from "./levels.js";
import { renderChart } from "./chart.js";
import { renderOverview } from "./overview.js";

/** The parts a visualiser can show; the toolbar and status line are always there. */
export const ALL_PANELS = ["settings", "dag", "inspector", "pseudocode", "chart", "levels"];

export class SidePanels {
  /** `vis`: the Visualiser whose view the panels follow. */
  constructor(vis) {
    this.vis = vis;
    vis.onAct({ overview: () => this.openOverview() });
    for (const d of vis.el.querySelectorAll("details.panel")) d.addEventListener("toggle", () => vis.ctrl.view && this.update());
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (!["run-start", "run-end", "stopped"].includes(detail.reason)) this.update();
    });
  }

  /** The side panels follow the DAG once per frame at most, and closed panels not at all, so
   *  fast play spends its time on the DAG; each in the task after the DAG's frame is painted,
   *  so a step is drawn without waiting for them (they cost a large DAG's step 7–14 ms). */
  update() {
    if (this.queued) return;
    const $ = this.vis.$;
    this.queued = requestAnimationFrame(() =>
      setTimeout(() => {
        this.queued = 0;
        const v = this.vis.ctrl.view;
        if (!v) return;
        if ($(".levels").closest("details").open) renderLevels($(".levels"), v.stats);
        if ($(".chart").closest("details").open) this.#chart(v);
      }),
    );
  }

  /** The chart is redrawn at most every 200 ms, its last state always: a step clicked by hand
   *  shows at once, fast play updates it five times a second. Redrawing it cost 2–5 ms a frame
   *  (16,000 iterations, or the axes alone), a third of a step's budget. */
  #chart(v) {
    clearTimeout(this.chartTimer);
    const wait = (this.chartAt ?? -Infinity) + 200 - performance.now();
    if (wait > 0) {
      this.chartTimer = setTimeout(() => this.update(), wait);
      return;
    }
    this.chartAt = performance.now();
    renderChart(this.vis.$(".chart"), v.rootChart, v.iteration);
  }

  /** Writes the pseudocode of the algorithm the view runs, when it is not the one shown. */
  #showCode(algorithm) {
    if (algorithm === this.codeOf) return;
    this.codeOf = algorithm;
    this.litKey = null;
    const code = pseudocodeOf(algorithm);
    const $ = this.vis.$;
    $(".code-name").textContent = code.label;
    $(".code-source").textContent = code.source;
    $(".code").classList.toggle("generic", code.generic);
    $(".code").replaceChildren(
      ...code.lines.map(([text, tag, kind]) => {
        const li = document.createElement("li");
        // One block per line, its indent kept as padding: a line too long for a narrow panel
        // (or projector-sized text) wraps under its own text, not under the margin.
        const lines = text.split("\n");
        li.append(
          ...lines.map((line, i) => {
            const span = document.createElement("span");
            const body = line.trimStart();
            span.textContent = i < lines.length - 1 ? `${body} ` : body;
            span.style.paddingLeft = `${line.length - body.length + 2}ch`;
            return span;
          }),
        );
        if (kind) li.className = kind;
        if (tag) li.dataset.tag = tag;
        return li;
      }),
    );
  }

  /** Lights the pseudocode's lines of `phase` of the view shown, in its algorithm's text. */
  lightCode(phase) {
    const { ctrl, form } = this.vis;
    const v = ctrl.view;
    const algorithm = algorithmOf(form.schema, ctrl.config);
    this.#showCode(algorithm);
    const tags = litTags(v.record ? phase : "done", {
      solved: ctrl.solved,
      iteration: v.iteration,
      rule: ctrl.options?.rule,
      algorithm,
      record: v.record,
      params: ctrl.config.params,
      options: ctrl.options ?? {},
    });
    // Most steps light the same lines as the last one: nothing to touch then.
    const key = [...tags].join(" ");
    if (key === this.litKey) return;
    this.litKey = key;
    for (const li of this.vis.$(".code").children) li.classList.toggle("lit", tags.has(li.dataset.tag));
  }

  /** Level bands of the whole DAG over the view; a click on a band shows that level. */
  openOverview() {
    const vis = this.vis;
    const host = vis.$(".overview-host");
    const close = () => {
      host.hidden = true;
      host.textContent = "";
    };
    renderOverview(host, vis.ctrl.view.snapshot, {
      view: vis.ctrl.view,
      onClose: close,
      onLevel: (level) => {
        close();
        vis.dag.showLevel(level);
      },
    });
    host.hidden = false;
  }
}
