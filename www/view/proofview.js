// The proof view: the proof or disproof of a solved search on its own — for the winner's side
// one chosen move per position, for the other side every reply, positions equal up to symmetry
// met once (the engine's proofView(), walked as the checker walks it). Drawn as a compact tree
// with the board glyphs, click a position to collapse or expand it, counts per level above;
// downloads as the proof file (docs/proofs.md, accepted by `pnlab check`) and as Graphviz DOT.
import { DAG_CSS, DAG_DEFS } from "./dagstyle.js";
import { drawGlyph } from "./dagsvg.js";
import { count } from "./format.js";
import { download } from "./exporter.js";
import { claimMask, outcomeOf } from "./outcome.js";
import { sideOf, firstParents, treeChildren, subtreeSizes, initialOpen, placeTree, toDot } from "./prooflayout.js";

const NS = "http://www.w3.org/2000/svg";
const SIZE = 34;
const DX = 44;
const DY = 70;
/** Positions shown at first: the shallow levels that fit about one screen's width. */
const FIRST_LOOK = 30;

const CLAIM_WORDS = {
  "first-wins": "the first player wins",
  "first-avoids-loss": "the first player avoids losing",
  "second-wins": "the second player wins",
  "second-avoids-loss": "the second player avoids losing",
};

function el(name, attrs = {}, parent = null) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  parent?.appendChild(e);
  return e;
}

export class ProofView {
  /** @param {HTMLElement} host  the panel the view fills
   *  @param {{game: object, name: string, view: object, onClose: () => void}} opts  `game` is
   *  glyph.js describe()'s drawing info, `view` the engine's proofView() */
  constructor(host, { game, name, view, onClose }) {
    this.host = host;
    this.game = game;
    this.name = name;
    this.data = view;
    this.host.innerHTML = `
      <div class="pv-head">
        <p class="pv-title"></p>
        <span class="pv-tools">
          <select class="pv-which" aria-label="Which proof" hidden></select>
          <button type="button" data-pv="open-all" title="Show every position">Expand all</button>
          <button type="button" data-pv="close-all" title="Only the start">Collapse all</button>
          <button type="button" data-pv="json" title="The proof file, as pnlab solve --proof writes it; pnlab check reads it">JSON</button>
          <button type="button" data-pv="dot" title="The proof as a Graphviz graph">DOT</button>
          <button type="button" data-pv="close" aria-label="Close the proof view">✕ Close</button>
        </span>
      </div>
      <p class="pv-levels" aria-label="Positions per level"></p>
      <div class="pv-scroll" tabindex="0" role="group" aria-label="The proof drawn: arrow keys scroll it"></div>`;
    this.$ = (s) => this.host.querySelector(s);
    const which = this.$(".pv-which");
    which.innerHTML = view.trees.map((t, i) => `<option value="${i}">${CLAIM_WORDS[t.claim]}</option>`).join("");
    which.hidden = view.trees.length < 2;
    which.addEventListener("change", () => this.show(Number(which.value)));
    this.host.addEventListener("click", (e) => {
      const act = e.target.closest("[data-pv]")?.dataset.pv;
      if (act === "close") onClose();
      else if (act === "json") download(`${this.#fileName()}.json`, view.file, "application/json");
      else if (act === "dot") download(`${this.#fileName()}.dot`, toDot(this.tree, { title: `${this.name} ${this.tree.claim}` }), "text/vnd.graphviz");
      else if (act === "open-all") this.#openAll(true);
      else if (act === "close-all") this.#openAll(false);
      const node = e.target.closest(".pv-node");
      if (node) this.toggle(Number(node.dataset.id));
    });
    this.show(view.trees.length - 1);
    which.value = String(view.trees.length - 1);
  }

  #fileName() {
    const node = this.data.node === null || this.data.node === undefined ? "" : `-node-${this.data.node}`;
    return `pn-lab-proof-${this.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "")}${node}`;
  }

  /** Shows proof `i` of the view, its shallow levels open. */
  show(i) {
    const tree = this.data.trees[i];
    this.tree = tree;
    this.parent = firstParents(tree);
    this.kids = treeChildren(tree, this.parent);
    this.below = subtreeSizes(this.kids);
    this.open = initialOpen(tree, FIRST_LOOK);
    this.centre = true;
    const outcome = outcomeOf(claimMask(tree.claim));
    this.$(".pv-title").innerHTML = `<b></b> <span></span>`;
    const where = this.data.node === null || this.data.node === undefined ? "" : ` from node ${this.data.node}`;
    this.$(".pv-title b").textContent = `Proof that ${CLAIM_WORDS[tree.claim]}${where}`;
    this.$(".pv-title span").textContent =
      `${count(tree.positions)} positions, each drawn as what the proof establishes there: ${outcome?.words ?? tree.claim}; the ${sideOf(tree.claim) === 1 ? "first" : "second"} player's ${count(tree.strategyMoves)} chosen moves ` +
      `are the thick edges, every reply of the other player a thin one. Click a position to collapse or expand it.` +
      (where ? ` The start is node ${this.data.node}'s position, reached by ${this.data.start.join(" ")}; the JSON names that line as its start.` : "");
    this.$(".pv-levels").innerHTML = tree.levels
      .map((c, l) => `<span><small>level ${l}</small> <b>${count(c)}</b></span>`)
      .join("");
    this.$(".pv-levels").insertAdjacentHTML("afterbegin", `<span class="pv-total"><small>positions</small> <b class="pv-count">${count(tree.positions)}</b></span>`);
    this.#draw();
  }

  /** Collapses or expands position `id`. */
  toggle(id) {
    if (!this.kids[id].length) return;
    this.open[id] = this.open[id] ? 0 : 1;
    this.#draw();
  }

  #openAll(on) {
    this.open.fill(on ? 1 : 0);
    // The tree's width changes by orders of magnitude: the start is centred again.
    this.centre = true;
    this.#draw();
  }

  /** Positions drawn now. */
  get shown() {
    return this.placed?.ids.length ?? 0;
  }

  #draw() {
    const tree = this.tree;
    const placed = placeTree(this.kids, this.open);
    this.placed = placed;
    const w = Math.max(1, placed.width) * DX + 40;
    const h = (placed.depth + 1) * DY + 30;
    const scroll = this.$(".pv-scroll");
    scroll.textContent = "";
    const svg = el("svg", { class: "dag pv-svg", width: w, height: h, viewBox: `0 0 ${w} ${h}`, role: "group", "aria-label": "The proof's positions" }, scroll);
    svg.innerHTML = `<style>${DAG_CSS}
      .pv-chosen { stroke:var(--ink); stroke-width:3px; fill:none; }
      .pv-reply { stroke:var(--edge); stroke-width:1.2px; fill:none; }
      .pv-more { font-size:11px; font-weight:700; fill:var(--ink); text-anchor:middle; }
      .pv-mv { font-size:10px; fill:var(--muted); text-anchor:middle; paint-order:stroke; stroke:var(--paper); stroke-width:3px; }
      .pv-end { font-size:10px; fill:var(--muted); text-anchor:start; }</style><defs>${DAG_DEFS}</defs>`;
    const X = (id) => 20 + DX / 2 + placed.x[id] * DX;
    const Y = (id) => 20 + SIZE / 2 + placed.y[id] * DY;
    const shown = new Uint8Array(tree.nodes.length);
    for (const id of placed.ids) shown[id] = 1;
    let chosen = "";
    let reply = "";
    let trans = "";
    const labels = el("g", {}, null);
    for (const id of placed.ids) {
      const n = tree.nodes[id];
      for (const [son, mv] of n.sons) {
        if (!shown[son]) continue;
        const d = `M${X(id)},${Y(id) + SIZE / 2}C${X(id)},${Y(id) + DY / 2} ${X(son)},${Y(son) - DY / 2} ${X(son)},${Y(son) - SIZE / 2}`;
        if (this.parent[son] !== id) trans += d;
        else if (n.chooser) chosen += d;
        else reply += d;
        if (n.chooser) {
          const t = el("text", { class: "pv-mv", x: (X(id) + X(son)) / 2 + 4, y: (Y(id) + Y(son)) / 2 + 3 }, labels);
          t.textContent = mv.join(" / ");
        }
      }
    }
    el("path", { class: "pv-reply", d: reply }, svg);
    el("path", { class: "e-trans", d: trans }, svg);
    el("path", { class: "pv-chosen", d: chosen }, svg);
    svg.appendChild(labels);
    // A new proof opens with its start at the centre of the scroll area, however wide the tree.
    if (this.centre) {
      this.centre = false;
      requestAnimationFrame(() => (scroll.scrollLeft = Math.max(0, X(0) - scroll.clientWidth / 2)));
    }
    const side = sideOf(tree.claim);
    const state = `o-${outcomeOf(claimMask(tree.claim))?.key}`;
    const hs = SIZE / 2;
    for (const id of placed.ids) {
      const n = tree.nodes[id];
      const firstToMove = (n.chooser ? side : 3 - side) === 1;
      const g = el("g", { class: `node pv-node ${state}`, "data-id": id, transform: `translate(${X(id)},${Y(id)})`, role: "button" }, svg);
      const title = el("title", {}, g);
      title.textContent = `Position ${id}, level ${n.level}: ${firstToMove ? "first" : "second"} player to move` +
        (n.chooser ? `; the strategy plays ${n.sons.map(([, m]) => m.join("/")).concat(n.ends.map(([m]) => m)).join(", ")}` : `; all ${n.sons.reduce((s, [, m]) => s + m.length, 0) + n.ends.length} replies`) +
        (n.ends.length ? `; ${n.ends.length} end the game (${[...new Set(n.ends.map(([, o]) => o))].join(", ")})` : "") +
        (n.safe ? "; the opponent can no longer win" : "") +
        (this.kids[id].length ? `; ${count(this.below[id])} positions below (click to ${this.open[id] ? "collapse" : "expand"})` : "");
      if (firstToMove) el("rect", { class: "shape", x: -hs, y: -hs, width: SIZE, height: SIZE, rx: 3 }, g);
      else el("circle", { class: "shape", r: hs + 1 }, g);
      drawGlyph(g, this.game, n.cells, n.lastCell, firstToMove ? hs - 4 : hs - 5);
      if (this.kids[id].length && !this.open[id]) {
        const more = el("text", { class: "pv-more", y: hs + 13 }, g);
        more.textContent = `+${count(this.below[id])}`;
      } else if (n.ends.length && !n.sons.length) {
        const end = el("text", { class: "pv-more", y: hs + 13 }, g);
        end.textContent = n.chooser ? (n.ends[0][1] === "draw" ? "draws" : "wins") : `${n.ends.length} end`;
      } else if (n.safe) {
        const end = el("text", { class: "pv-more", y: hs + 13 }, g);
        end.textContent = "safe";
      }
    }
  }
}
