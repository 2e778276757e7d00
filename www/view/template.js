// The visualiser's markup. One template for the page and the <pn-search> element; `panels`
// chooses which parts are shown.
import { startField } from "./startfield.js";
import { OUTCOMES, swatch } from "./outcome.js";

/** The legend's lines for the looks of solved nodes: what each establishes about the game. Only
 *  the looks the DAG can show now are listed (its question's two, and the root's): the DAG view
 *  names them in its host's `data-outcomes`. */
const outcomeStyle = () =>
  `<style>.pnl .legend .lg-outcome, .pnl .legend .lg-cycle-item { display: none; }
.pnl .dag-host[data-cycles] ~ .legend .lg-cycle-item { display: inline-flex; }\n${OUTCOMES.map(
    (o) => `.pnl .dag-host[data-outcomes~="${o.key}"] ~ .legend [data-outcome="${o.key}"] { display: inline-flex; }`,
  ).join("\n")}</style>`;

const outcomeLegend = () =>
  OUTCOMES.map(
    (o) =>
      `<li class="lg-outcome" data-outcome="${o.key}" title="A solved node drawn so: ${o.words}${o.detail ? ` (${o.detail}: the search's question left both open)` : ""}">${swatch(o)}<span>${o.words}${
        o.detail ? `<span class="long"> (${o.detail})</span>` : ""
      }</span></li>`,
  ).join("");

const opt = (values, selected) =>
  values.map(([v, label]) => `<option value="${v}"${v === selected ? " selected" : ""}>${label}</option>`).join("");

/** People's words for the engine's options and their values; the list of options and values
 *  itself comes from the engine's schema (schema.js). An algorithm's words are its module's
 *  (algorithms.js). */
export const LABELS = {
  transpositions: ["Transpositions (DAG)", { true: "on: a DAG", false: "off: a tree" }],
  rule: ["Numbers", { standard: "standard (sum)", weak: "weak (max + k − 1)", snda: "SNDA (shared sources once)" }],
  deleteSolvedSons: ["Delete solved sons", {}],
  parallelEdges: ["Parallel edges", { keep: "keep", "merge-at-root": "merge at the root", merge: "merge" }],
  selection: ["Selection starts", { "from-root": "from the root", "last-changed": "at the last changed node" }],
  freeWinningSet: ["No free winning set", { off: "off", "at-development": "tested at development", "at-creation": "tested at creation" }],
  forcedReplies: ["Forced replies to threats", {}],
  orderSons: ["Order sons by heuristic", {}],
  leafInit: ["Leaf numbers", { unit: "1 / 1", heuristic: "from the winning sets" }],
  lazySons: ["Lazy sons (thesis 3.1.4)", {}],
  repetition: ["Repetition", { exact: "exact: the positions' own values", naive: "naive table (wrong, for teaching)" }],
  auto: "auto: first wins? then avoids losing?",
  "first-wins": "does the first player win?",
  "first-avoids-loss": "does the first player avoid losing?",
  maxNodes: "nodes at most",
  maxIterations: "iterations at most",
  maxBytes: "memory at most (bytes)",
};

export { opt };

export function template({ panels }) {
  const show = (p) => ` data-panel="${p}"${panels.has(p) ? "" : " hidden"}`;
  return `
<div class="pnl" tabindex="0" role="region" aria-roledescription="proof-number search visualiser"
     aria-label="PN Lab — keys: right arrow steps, left arrow steps back, space plays or pauses">
  ${outcomeStyle()}
  <form class="settings"${show("settings")} aria-label="Search settings" novalidate>
    <label>Game<select name="game"></select></label>
    <span class="game-params"></span>
    ${startField()}
    <label>Preset<select name="preset"></select></label>
    <label>Algorithm<select name="algorithm"><option value="">preset's choice</option></select></label>
    <label>Question<select name="question"></select></label>
    <details class="more"><summary>Enhancements</summary><div class="enh"><div class="options"></div>
      <h5>Algorithm parameters</h5><div class="algo-params"></div><h5>Limits</h5><div class="limits"></div></div></details>
    <button type="submit" class="primary">New search</button>
  </form>
  <div class="toolbar" role="toolbar" aria-label="Search controls">
    <button type="button" data-act="reset" title="Back to iteration 0">Reset</button>
    <button type="button" data-act="back" title="Step back (←)">◀ Back</button>
    <button type="button" data-act="step" class="primary" title="Step (→)">Step ▶</button>
    <button type="button" data-act="stepover" title="Step over: run until the subtree below the next most-proving node's parent is solved or the search leaves it">Step over</button>
    <button type="button" data-act="stepout" title="Step out: run while the path passes through the selected node (or the developed node's grandparent)">Step out</button>
    <button type="button" data-act="play" aria-pressed="false" title="Play / pause (space)">▶ Play</button>
    <span class="by" role="radiogroup" aria-label="Step by">
      <label><input type="radio" name="by" value="iteration" checked> iteration</label>
      <label><input type="radio" name="by" value="phase"> phase</label>
    </span>
    <label class="predict-toggle" title="Before each iteration, click the node you think is most-proving"><input type="checkbox" name="predict"> predict</label>
    <label class="speed">Speed <input type="range" name="speed" min="1" max="5" value="3" aria-valuetext="normal"></label>
    <form class="jump" novalidate><label>Iteration <input type="number" name="it" min="0" value="0"></label><button type="submit">Go</button></form>
    <button type="button" data-act="run">Run to the end</button>
    <button type="button" data-act="cancel" disabled>Cancel</button>
    <progress class="progress" max="1" value="0" aria-label="Run progress" hidden></progress>
  </div>
  <p class="error" role="alert" hidden></p>
  <p class="untrusted" role="note" hidden><b>Naive table: this answer is not trusted.</b> This run scores a position met again on the search's path as a draw of the position itself, although the repetition belongs to that path (the graph-history-interaction error): compare with repetition = exact.</p>
  <p class="narration visually-hidden" role="status" aria-live="polite" aria-atomic="true"></p>
  <div class="status">
    <span><small>search</small> <button type="button" class="settings-toggle" aria-expanded="true" title="The search's settings: game, preset, question, enhancements"><b class="st-search">—</b><span class="st-changes"></span></button></span>
    <span><small>iteration</small> <b class="st-iteration">0</b></span>
    <span><small>nodes</small> <b class="st-nodes">1</b></span>
    <span><small>root pn / dn</small> <b class="st-root">1 / 1</b></span>
    <span><small>memory</small> <b class="st-memory">—</b></span>
    <span><small>result</small> <b class="st-result">unknown</b></span>
    <span class="st-question"></span>
    <span class="keys-hint" title="Keyboard shortcuts work while the visualiser has focus: → step, ← back, space play / pause"><span class="kh-word">keys:</span> → <span class="kh-word">step ·</span> ← <span class="kh-word">back ·</span> space<span class="kh-word"> play</span></span>
  </div>
  <div class="workspace">
    <section class="stage"${show("dag")} aria-label="The game DAG">
      <div class="banner"><p tabindex="0"><b class="phase-title">Ready</b> <span class="phase-text"></span></p>
      <div class="camera-tools">
        <label><input type="checkbox" name="follow" checked> follow the path</label>
        <label title="Draw only the path, its nodes' sons and the selected node with its parents and sons"><input type="checkbox" name="focus"> focus</label>
        <button type="button" data-act="fit" title="Show the whole DAG">Fit</button>
        <button type="button" data-act="overview" title="Nodes per level, solved and open: click a level to see it">Overview</button>
        <button type="button" data-act="zoom-in" aria-label="Zoom in">+</button>
        <button type="button" data-act="zoom-out" aria-label="Zoom out">−</button>
        <button type="button" data-act="proof" title="The proof or disproof of the solved root, on its own" disabled>Proof</button>
        <button type="button" data-act="record" title="Record iterations as an animated GIF or a WebM video">Record</button>
        <button type="button" data-act="svg" title="Download the view as SVG">SVG</button>
        <button type="button" data-act="png" title="Download the view as PNG">PNG</button>
      </div></div>
      <p class="predict-line" aria-live="polite" hidden><b class="predict-score"></b> <span class="predict-text"></span></p>
      <div class="dag-host"></div>
      <section class="proof-host" aria-label="The proof" hidden></section>
      <section class="overview-host" aria-label="Overview of the DAG" hidden></section>
      <form class="record-form" aria-label="Record a run" novalidate hidden>
        <label>As <select name="format"><option value="gif" selected>GIF</option><option value="webm">WebM video</option></select></label>
        <label>From iteration <input type="number" name="from" min="1" value="1"></label>
        <label>to <input type="number" name="to" min="1" value="20"></label>
        <label>Size <select name="size"><option value="480x320">480×320</option><option value="640x420" selected>640×420</option><option value="960x600">960×600</option></select></label>
        <label>Per phase <select name="delay"><option value="300">0.3 s</option><option value="700" selected>0.7 s</option><option value="1500">1.5 s</option></select></label>
        <button type="submit" class="primary">Record</button>
        <button type="button" data-rec="cancel">Cancel</button>
        <progress max="1" value="0" aria-label="Recording progress" hidden></progress>
      </form>
      <ul class="legend" aria-label="Legend">
        <li><svg viewBox="-9 -9 18 18"><rect x="-7" y="-7" width="14" height="14" class="lg-shape"/></svg><span>OR<span class="long">: first player to move</span></span></li>
        <li><svg viewBox="-9 -9 18 18"><circle r="7.5" class="lg-shape"/></svg><span>AND<span class="long">: second player</span></span></li>
        ${outcomeLegend()}
        <li class="lg-extra lg-plain"><b>3/2</b> pn / dn</li>
        <li class="lg-extra lg-plain"><svg viewBox="0 -5 24 10"><path d="M0 0H24" class="lg-first"/></svg>created here</li>
        <li class="lg-extra" title="A position reached from different parents"><svg viewBox="0 -5 24 10"><path d="M0 0H24" class="lg-trans"/></svg>transposition</li>
        <li class="lg-extra lg-cycle-item" title="A move back to a position met higher up or beside (its level is not below its parent's): in a game whose positions repeat, it may close a cycle"><svg viewBox="0 -5 24 10"><path d="M0 0H24" class="lg-cycle"/></svg>back up (repetition)</li>
        <li class="lg-extra" title="Several moves of one parent lead to the same position (symmetric moves): one edge, with how many moves it stands for"><b class="lg-mult">×3</b> symmetric moves</li>
        <li class="lg-extra"><svg viewBox="0 -5 24 10"><path d="M0 0H24" class="lg-path"/></svg>path</li>
      </ul>
    </section>
    <aside class="side">
      <section class="panel"${show("inspector")} aria-label="Inspector">
        <h2>Inspector</h2>
        <form class="pick" novalidate><label>Node <input type="number" name="node" min="0" value="0"></label><button type="submit">Inspect</button></form>
        <div class="inspector"><p class="muted">Click a node, or type its number.</p></div>
      </section>
      <details class="panel"${show("pseudocode")} open><summary>Pseudocode: <b class="code-name"></b> <small class="code-source"></small></summary><ol class="code"></ol></details>
      <details class="panel"${show("chart")} open><summary>Root pn and dn over iterations</summary>
        <svg class="chart" role="img" aria-label="Root proof and disproof numbers"></svg>
        <p class="chart-key"><span class="k-pn"></span>pn <span class="k-dn"></span>dn</p></details>
      <details class="panel"${show("levels")}><summary>Per level (thesis Tables 4.1, 4.2)</summary><div class="table-wrap"><table class="levels"></table></div></details>
    </aside>
  </div>
</div>`;
}
