// The overview of a large DAG: one band per level (moves played), its width the level's share of
// the widest level, split into proved, disproved and open nodes in the DAG's own looks (what each
// establishes about the game under the search's question, outcome.js), with the counts in words. Click a band to see that level in the DAG. Instead of "Fit", whose whole
// (6,4) DAG is a flat sliver a few pixels high.

/** Per level: {level, nodes, proved, disproved, open}. Pure. From the counts the page's store
 *  keeps with each delta (delta.js) when the snapshot has them, else by a pass over the nodes. */
export function levelBands(snap) {
  const rows = [];
  const c = snap.levelCounts;
  if (c) {
    for (let l = 0; 3 * l < c.length; l++) {
      const nodes = c[3 * l] + c[3 * l + 1] + c[3 * l + 2];
      if (nodes) rows.push({ level: l, nodes, proved: c[3 * l + 1], disproved: c[3 * l + 2], open: c[3 * l] });
    }
    return rows;
  }
  for (let id = 0; id < snap.level.length; id++) {
    const r = (rows[snap.level[id]] ??= { level: snap.level[id], nodes: 0, proved: 0, disproved: 0, open: 0 });
    r.nodes++;
    const v = snap.value[id];
    if (v === 1) r.proved++;
    else if (v === 2) r.disproved++;
    else r.open++;
  }
  return rows.filter(Boolean);
}

import { outcomeOf, nodeMask, cssBackground } from "./outcome.js";

const pct = (a, b) => (b ? Math.round((100 * a) / b) : 0);
const fmt = (v) => Number(v).toLocaleString("en-US");

/** Fills `host` with the bands of `snap`, of the search `view`; `onLevel(level)` when a band is
 *  clicked. Each band's solved nodes are told in the looks the DAG draws them with (outcome.js
 *  nodeMask): the root's, at level 0, with what the earlier questions and the result add. */
export function renderOverview(host, snap, { view, onLevel, onClose }) {
  const looks = (level) => [1, 2].map((state) => outcomeOf(nodeMask(view, level === 0 ? 0 : -1, state)));
  const bands = levelBands(snap);
  const widest = Math.max(...bands.map((b) => b.nodes));
  const solved = bands.reduce((s, b) => s + b.proved + b.disproved, 0);
  host.innerHTML = `
    <div class="pv-head"><p class="pv-title"><b>Overview</b> <span></span></p>
      <span class="pv-tools"><button type="button" data-ov="close" aria-label="Close the overview">✕ Close</button></span></div>
    <ol class="ov-bands" aria-label="Nodes per level"></ol>`;
  host.querySelector(".pv-title span").textContent =
    `${fmt(snap.level.length)} nodes on ${bands.length} levels, ${pct(solved, snap.level.length)}% solved. ` +
    "Each band is one level; click one to see it in the DAG.";
  const list = host.querySelector(".ov-bands");
  for (const b of bands) {
    const [yes, no] = looks(b.level);
    const li = document.createElement("li");
    li.innerHTML = `<button type="button" class="ov-band" data-level="${b.level}">
      <span class="ov-label">level ${b.level}</span>
      <span class="ov-bar" style="width:${Math.max(0.6, (100 * b.nodes) / widest)}%">
        <span class="ov-proved o-${yes.key}" style="flex:${b.proved};background:${cssBackground(yes)}"></span><span class="ov-disproved o-${no.key}" style="flex:${b.disproved};background:${cssBackground(no)}"></span><span class="ov-open" style="flex:${b.open}"></span>
      </span>
      <span class="ov-count"></span></button>`;
    li.querySelector(".ov-count").textContent =
      `${fmt(b.nodes)} node${b.nodes === 1 ? "" : "s"} · ${pct(b.proved, b.nodes)}% ${yes.words} · ${pct(b.disproved, b.nodes)}% ${no.words} · ${pct(b.open, b.nodes)}% open`;
    li.querySelector("button").title = `${fmt(b.proved)} proved (${yes.words}), ${fmt(b.disproved)} disproved (${no.words}), ${fmt(b.open)} open`;
    list.appendChild(li);
  }
  host.onclick = (e) => {
    if (e.target.closest("[data-ov=close]")) return onClose();
    const band = e.target.closest(".ov-band");
    if (band) onLevel(Number(band.dataset.level));
  };
}
