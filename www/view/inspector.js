// The inspector: one node large — the position as played beside the normalised one with the
// relabelling between them, threats and free winning sets marked — its pn / dn written out
// from its sons, what its value establishes about the game, its parents (transpositions) and its
// sons, each with how many of the node's moves lead there (symmetric moves).
import { glyphPaths, boardOf, boardClass, positionText } from "./glyph.js";
import { explain, sonNumbers } from "./formula.js";
import { num, stateOf, VALUE_NAMES, QUESTION_WORDS } from "./format.js";
import { nodeMask, outcomeOf, cssBackground, longWords } from "./outcome.js";
import { winningSets, analyse } from "./wins.js";

/** A large drawing of a position (SVG markup), with the board's own marks (vertex numbers,
 *  winning sets, threats, a completed set). `marks` is `analyse`'s result (wins.js); `title`
 *  names the drawing, and its text alternative adds each player's cells. */
export function drawPosition(info, cells, lastCell, { marks = {}, title = "" } = {}) {
  const r = 58;
  const p = glyphPaths(info, cells, lastCell, r);
  const extra = boardOf(info).extras(info.board, {
    threats: { 1: marks[1]?.threats ?? [], 2: marks[2]?.threats ?? [] },
    threatSets: { 1: marks[1]?.threatSets ?? [], 2: marks[2]?.threatSets ?? [] },
  }, r);
  return `<svg class="position ${boardClass(info)}" viewBox="-72 -72 144 144" role="img" aria-label="${title ? `${title}: ` : ""}${positionText(info, cells)}">
    <path class="g-free" d="${p.free}"/>${p.won ? `<path class="g-won p${p.wonPlayer}" d="${p.won}"/>` : ""}
    <path class="g-first" d="${p.first}"/><path class="g-second" d="${p.second}"/>
    <path class="g-last p${p.lastPlayer}" d="${p.last}"/>${extra}</svg>`;
}

/** The cell of the creating move as played: the node's last cell mapped back through the relabelling. */
export function rawLastCell(info, lastCell, relabelling) {
  if (lastCell === 255 || !relabelling?.length) return lastCell;
  return boardOf(info).rawCell(info.board, lastCell, relabelling);
}

/** A node's button with its numbers, and `times` (×7) when several moves lead to it. */
const nodeButton = (id, snap, times = 1) =>
  `<button type="button" class="nodelink" data-node="${id}"><span class="visually-hidden">Inspect node </span>${id} <small>${num(
    snap.pn[id],
  )}/${num(snap.dn[id])}</small>${times > 1 ? ` <b class="times" title="${times} moves lead here: symmetric moves">×${times}</b>` : ""}</button>`;

/** Ids in first-seen order, each with how often it occurs: [[id, times], …]. */
function tally(ids) {
  const counts = new Map();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts];
}

/** What the inspector shows with no node chosen (as the page first shows it). */
export function clearInspector(root) {
  if (!root) return;
  root.classList.remove("hide-numbers");
  root.innerHTML = `<p class="muted">Click a node, or type its number.</p>`;
}

/** Which DAG a view shows: a solve's second question starts a new one, whose ids name other
 *  nodes. */
export const dagOf = (view) => `${view.question} ${view.answers?.length ?? 0}`;

/** Fills `root` with node `info` (from the engine) in the context of the current view. */
export function renderInspector(root, { info, view, adj, game, rule, rules = null, algorithm = null, naive = false }) {
  const snap = view.snapshot;
  const per = snap.cellsPerNode;
  const cells = Array.from(snap.cells.subarray(info.id * per, (info.id + 1) * per));
  const lastCell = snap.lastCell[info.id];
  const sons = adj.sons(info.id);
  const deleted = adj.deletedSons(info.id);
  const ex = explain(info, sonNumbers(snap, adj, info.id, rule), rule, deleted.length, algorithm);
  const stored = ex.agrees ? "" : " (stored)";
  const a = analyse(winningSets(game), cells);
  const names = boardOf(game).playersOf(game.board);
  const or = info.kind === "or";
  const state = VALUE_NAMES[stateOf(info.pn, info.dn)];
  const outcome = outcomeOf(nodeMask(view, info.id, stateOf(info.pn, info.dn)));
  const sonTally = tally(sons);
  // The engine lists each parent once; the page's edges say how many moves each has here.
  const perParent = new Map(tally(adj.parentIds(info.id)));
  const parentTally = info.parents.map((p) => [p, perParent.get(p) ?? 1]);
  const symmetric = sons.length - sonTally.length;
  let positions = `<figure><figcaption>${info.via ? "normalised (as stored)" : "the start position"}</figcaption>${drawPosition(game, cells, lastCell, {
    marks: a,
    title: `node ${info.id} as stored`,
  })}</figure>`;
  let relabel = "";
  if (info.via) {
    const raw = info.via.rawCells;
    const rawLast = rawLastCell(game, lastCell, info.via.relabelling);
    const ra = analyse(winningSets(game), raw);
    positions =
      `<figure><figcaption>as played: move ${info.via.mv} from node ${info.via.parent}</figcaption>${drawPosition(game, raw, rawLast, {
        marks: ra,
        title: `node ${info.id} as played`,
      })}</figure>` + positions;
    relabel = `<p class="relabel">${boardOf(game).relabelText(info.via.relabelling)}</p>`;
  }
  const threatText = (p) =>
    a[p].won
      ? "a winning set completed"
      : a[p].threats.length
      ? `${a[p].threats.length} threat${a[p].threats.length > 1 ? "s" : ""} (${a[p].threats.map((c) => boardOf(game).cellName(game.board, c)).join(", ")})`
      : "no threat";
  root.innerHTML = `
    <h3>Node ${info.id} <span class="badge ${state}${outcome ? ` o-${outcome.key}` : ""}"${
      outcome ? ` style="background:${cssBackground(outcome)};border-color:${outcome.line};border-style:${outcome.dashed ? "dashed" : "solid"}"` : ""
    }>${state}</span></h3>
    <p class="meta">${or ? "OR node (square): the first player" : "AND node (circle): the second player"} to move · level ${info.level}
      ${info.decided ? "· decided by a rule" : ""}</p>
    ${state === "unknown" ? "" : `<p class="meta answer">${state}: from here the answer to “${QUESTION_WORDS[view.question] ?? view.question}” is ${state === "proved" ? "yes" : "no"}${
      outcome ? `, so <b class="outcome">${longWords(outcome)}</b>` : ""
    }</p>`}
    ${info.repetition ? `<p class="meta repetition"><b>${
      naive ? "Value from the naive table" : "Value from a repetition"
    }</b>, not from its sons: ${
      naive
        ? "a son on the search's path counted as a draw of this position (not trusted: compare with repetition = exact)"
        : "the closed set found that the side that only has to avoid losing can keep the play among positions already met"
    }.</p>` : ""}
    <div class="numbers"><div><span>pn${stored}</span><b>${num(info.pn)}</b></div><div><span>dn${stored}</span><b>${num(info.dn)}</b></div></div>
    <ul class="formula">${ex.lines.map((l) => `<li><code>${l}</code></li>`).join("")}</ul>
    ${rules ? rulesTable(rules, rule) : ""}
    <div class="positions">${positions}</div>${relabel}
    ${winningSets(game).length ? `<ul class="wins ${boardClass(game)}">
      <li><span class="sw p1"></span>first player (${names[1]}): ${a[1].free} free winning set${a[1].free === 1 ? "" : "s"}, ${threatText(1)}</li>
      <li><span class="sw p2"></span>second player (${names[2]}): ${a[2].free} free winning set${a[2].free === 1 ? "" : "s"}, ${threatText(2)}</li>
    </ul>` : `<p class="meta">${names[1] === names[2] ? `Both players move ${names[1]}: they belong to neither.` : `The first player moves ${names[1]}, the second ${names[2]}.`}</p>`}
    <h4>Parents (${parentTally.length})${parentTally.length > 1 ? " — a transposition" : ""}${
      parentTally.some(([, k]) => k > 1) ? " — reached by symmetric moves (several moves of one parent)" : ""
    }</h4>
    <div class="links">${parentTally.map(([p, k]) => nodeButton(p, snap, k)).join("") || "<span class=muted>the root has none</span>"}</div>
    <h4>Sons (${sons.length}${symmetric ? `, ${sonTally.length} positions: ${symmetric} symmetric move${symmetric === 1 ? "" : "s"}` : ""})</h4>
    <div class="links">${sonTally.map(([s, k]) => nodeButton(s, snap, k)).join("") || `<span class=muted>${info.expanded ? "none listed" : "not developed yet"}</span>`}</div>
    ${deleted.length ? `<h4>Deleted as solved (${deleted.length})</h4><div class="links">${deleted.map((s) => nodeButton(s, snap)).join("")}</div>` : ""}`;
  return ex;
}

/** Overcounting on a DAG: the node's numbers if its sub-DAG were counted by each rule, and
 *  the true smallest proof and disproof (leaves to prove), where small enough to compute. */
function rulesTable(r, rule) {
  const row = (name, key, x) =>
    `<tr${key === rule ? ' class="current"' : ""}><th scope="row">${name}</th><td>${num(x.pn)}</td><td>${num(x.dn)}</td></tr>`;
  const exact = (v) => (v === null ? "—" : num(v));
  return `<details class="rules"${r.minProof !== null && (r.minProof !== r.standard.pn || r.minDisproof !== r.standard.dn) ? " open" : ""}>
    <summary>Overcounting: this node under each rule</summary>
    <table><thead><tr><th></th><th>pn</th><th>dn</th></tr></thead><tbody>
      ${row("standard (sum)", "standard", r.standard)}${row("weak (max + k − 1)", "weak", r.weak)}${row("SNDA", "snda", r.snda)}
      <tr class="exact"><th scope="row">exact: smallest set</th><td>${exact(r.minProof)}</td><td>${exact(r.minDisproof)}</td></tr>
    </tbody></table>
    <p class="muted">Recomputed over the node's sub-DAG as it stands (${r.subDagNodes} nodes, ${r.leaves} leaves)${
      r.minProof === null || r.minDisproof === null ? "; — : too many sets to enumerate here" : ""
    }. The sum counts a leaf once per path to it.</p></details>`;
}
