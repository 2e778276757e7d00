// The proof view over the DAG (proofview.js): opened from the toolbar for the solved search or
// from the inspector for one solved node, closed when the search shown is no longer solved.
import { ProofView } from "./proofview.js";

export class ProofPanel {
  /** `vis`: the Visualiser; it tells the page "proof" events. */
  constructor(vis) {
    this.vis = vis;
    this.host = vis.$(".proof-host");
    /** The ProofView shown, or null. */
    this.view = null;
    vis.onAct({ proof: () => vis.guard(this.open()) });
    vis.el.addEventListener("click", (e) => {
      const nodeProof = e.target.closest("[data-node-proof]");
      if (nodeProof) vis.guard(this.open(Number(nodeProof.dataset.nodeProof)));
    });
    vis.ctrl.addEventListener("change", ({ detail }) => {
      if (detail.reason === "run-start" || detail.reason === "stopped") return;
      const v = vis.ctrl.view;
      if (v && vis.ctrl.config && v.status !== "solved") this.close();
    });
  }

  /** Opens the proof view: of the solved search, or with `node` of that solved node; rejects
   *  when it is not solved. */
  async open(node = null) {
    const vis = this.vis;
    const data = await vis.ctrl.proofView(node);
    this.view = new ProofView(this.host, { game: vis.game, name: vis.ctrl.gameName, view: data, onClose: () => this.close() });
    this.host.hidden = false;
    vis.el.classList.add("proof-open");
    vis.dispatchEvent(new CustomEvent("proof", { detail: { open: true, trees: data.trees.length } }));
    return this.view;
  }

  close() {
    if (this.host.hidden) return;
    this.host.hidden = true;
    this.host.textContent = "";
    this.view = null;
    this.vis.el.classList.remove("proof-open");
    this.vis.dispatchEvent(new CustomEvent("proof", { detail: { open: false } }));
  }
}
