// The inspector panel: what the engine says about the selected node (inspector.js draws it),
// with its tools (collapse its subtree, show its proof), kept up to date as the view changes.
// Also the ways to select a node: a node link in a panel, and the node-number field.
import { renderInspector, clearInspector } from "./inspector.js";
import { algorithmOf } from "./schema.js";

export class InspectorPanel {
  /** `vis`: the Visualiser; `vis.selected` is the node inspected. */
  constructor(vis) {
    this.vis = vis;
    this.box = vis.$(".inspector");
    vis.el.addEventListener("click", (e) => {
      const fold = e.target.closest("[data-collapse]");
      if (fold) vis.toggleCollapsed(Number(fold.dataset.collapse));
      const link = e.target.closest("[data-node]");
      if (link) vis.select(Number(link.dataset.node));
    });
    vis.$(".pick").addEventListener("submit", (e) => {
      e.preventDefault();
      const n = Number(vis.$(".pick input").value);
      const total = vis.ctrl.view?.snapshot.level.length ?? 0;
      if (!Number.isInteger(n) || n < 0 || n >= total) {
        return vis.showError(new Error(`node ${vis.$(".pick input").value} is out of range: there are nodes 0 to ${total - 1}`));
      }
      vis.showError(null);
      // The node typed is brought into view: it may be far off, or off the panel's edge.
      vis.select(n).then(() => vis.dag.reveal(n));
    });
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (["run-start", "run-end", "stopped"].includes(detail.reason)) return;
      if (vis.selected !== null) this.inspect();
      else clearInspector(this.box);
    });
  }

  /** Shows the selected node (if any) as the engine has it now. */
  async inspect() {
    const vis = this.vis;
    const id = vis.selected;
    if (id === null) return;
    const view = vis.ctrl.view;
    try {
      const [info, rules] = await Promise.all([vis.ctrl.node(id), vis.ctrl.rules(id).catch(() => null)]);
      // A later move or choice shows its own state.
      if (id !== vis.selected || view !== vis.ctrl.view) return;
      renderInspector(this.box, {
        info,
        view: vis.ctrl.view,
        adj: vis.ctrl.adj,
        game: vis.game,
        rule: vis.ctrl.options.rule,
        rules,
        algorithm: algorithmOf(vis.form.schema, vis.ctrl.config),
        naive: vis.ctrl.options.repetition === "naive",
      });
      const proofWord = { proved: "proof", disproved: "disproof" }[info.value];
      this.box.insertAdjacentHTML(
        "afterbegin",
        `<div class="inspector-tools"><button type="button" class="collapse-toggle" data-collapse="${id}">${vis.collapsed.has(id) ? "Expand" : "Collapse"} node ${id}'s subtree</button>` +
          (proofWord ? ` <button type="button" data-node-proof="${id}">Show its ${proofWord}</button>` : "") +
          `</div>`,
      );
      vis.predictPanel.inspected(id);
    } catch (err) {
      this.box.innerHTML = `<p class="muted"></p>`;
      this.box.querySelector("p").textContent = err.message;
    }
  }
}
