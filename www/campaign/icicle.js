// The master tree as an icicle (d3.partition): the root across the top, each level a row below,
// each node as wide as the leaves under it (a job in flight and a solved leaf drawn wider). A node's look says its kind without colour alone:
// solved nodes take the visualiser's outcome patterns (view/outcome.js), a job in flight a thick
// dashed frame and "job N", a waiting leaf a dotted frame. Clicking a developed node (or Enter on
// it) zooms into its subtree; the crumbs above go back up.
import d3 from "../view/d3.js";
import { OUTCOME_DEFS, outcomeOf, questionMask } from "../view/outcome.js";
import { hierarchyOf, jobsByNode, kindOf, lineText, masterId, numText, realNumbers, virtualText } from "./model.js";

/** Words for each kind, in labels, names and the legend. */
export const KIND_WORDS = {
  flight: "job in flight",
  proved: "proved",
  disproved: "disproved",
  open: "developed, open",
  leaf: "leaf waiting for a worker",
};

/** The outcome look of a solved kind under `question`, else null. */
export function outcomeLook(kind, question) {
  if (kind === "proved") return outcomeOf(questionMask(question, 1));
  if (kind === "disproved") return outcomeOf(questionMask(question, 2));
  return null;
}

const plural = (n, w) => `${n.toLocaleString("en-US")} ${w}${n === 1 ? "" : "s"}`;

/** A node's text lines, longest first kept while they fit. */
function labels(tree, id, kind, nums, jobs) {
  const n = tree.nodes[id];
  const spent = (jobs ?? []).reduce((a, j) => a + j.nodes, 0);
  if (kind === "flight") return [`job ${n.job}`, "running"];
  const head = kind === "proved" || kind === "disproved" ? kind : `${numText(nums[0])} / ${numText(nums[1])}`;
  const lines = spent > 0 ? [head, `${numText(spent)} nodes`] : [head];
  return n.hidden ? [...lines, `+${numText(n.hidden)} below`] : lines;
}

/** Everything said about a node: its tooltip and its accessible name. */
function nodeWords(tree, id, kind, nums, jobs) {
  const n = tree.nodes[id];
  const parts = [`${lineText(n.line)} (${n.or ? "first player" : "second player"} to move)`, KIND_WORDS[kind]];
  if (kind === "flight") parts.push(`job ${n.job}; counted in its parents as pn ${virtualText(n.pn + 2 ** 32)}, dn ${virtualText(n.dn + 2 ** 32)}`);
  if (kind !== "proved" && kind !== "disproved") parts.push(`pn ${numText(nums[0])}, dn ${numText(nums[1])}`);
  for (const j of jobs ?? []) parts.push(`job ${j.job} ${j.status}, ${plural(j.nodes, "node")}`);
  if (n.sons?.length) parts.push(plural(n.sons.length, "son"));
  if (n.hidden) parts.push(`${plural(n.hidden, "node")} below it not in the status file`);
  return parts.join("; ");
}

/**
 * Draws tree `t` of `campaign` into `svg`, zoomed into node `focus` (an id); `onZoom(id)` is
 * called when a node is chosen. Returns the ids on the path from the root to the focus.
 */
export function drawIcicle(svg, campaign, t, focus, onZoom) {
  const tree = campaign.trees[t];
  const width = Math.max(200, svg.clientWidth || svg.parentElement.clientWidth);
  const height = Math.max(160, svg.clientHeight || 400);
  const font = parseFloat(getComputedStyle(svg).fontSize) || 15;
  const nums = realNumbers(tree);
  const jobs = jobsByNode(campaign.history, t);
  const root = d3.hierarchy(hierarchyOf(tree)).sum((d) => d.weight);
  const levels = root.height + 1;
  d3.partition().size([1, levels])(root);
  const byId = new Map(root.descendants().map((d) => [d.data.id, d]));
  const f = byId.get(focus) ?? root;
  const rowH = Math.min(height / (levels - f.depth), font * 5);
  const x = d3.scaleLinear().domain([f.x0, f.x1]).range([0, width]);
  const y = (depth) => (depth - f.depth) * rowH;
  const shown = f.descendants().filter((d) => x(d.x1) - x(d.x0) >= 0.5);

  const s = d3.select(svg).attr("viewBox", `0 0 ${width} ${height}`);
  s.selectAll("*").remove();
  s.append("defs").html(OUTCOME_DEFS);
  const g = s
    .append("g")
    .selectAll("g")
    .data(shown, (d) => d.data.id)
    .join("g")
    .attr("transform", (d) => `translate(${x(d.x0)},${y(d.depth)})`);
  g.each(function (d) {
    const id = d.data.id;
    const kind = kindOf(tree, id);
    const look = outcomeLook(kind, tree.question);
    const w = x(d.x1) - x(d.x0);
    const el = d3.select(this).attr("class", `cp-node k-${kind}${look ? ` o-${look.key}` : ""}`).attr("data-id", id).attr("data-kind", kind);
    const own = jobs.get(masterId(tree, id));
    const words = nodeWords(tree, id, kind, nums[id], own);
    el.append("title").text(words);
    el.append("rect").attr("x", 1).attr("y", 1).attr("width", Math.max(0, w - 2)).attr("height", rowH - 2).attr("rx", Math.min(4, w / 4));
    const zoomable = d.children && d !== f;
    if (zoomable || (d === f && f !== root)) el.classed("zoomable", true).on("click", () => onZoom(d === f ? (d.parent?.data.id ?? 0) : id));
    const shownText = [];
    let lineY = font * 1.25;
    const fits = (t) => t.length * font * 0.58 <= w - 6;
    for (const line of labels(tree, id, kind, nums[id], own)) {
      // A job in flight too narrow for "job N" still shows its number.
      const text = fits(line) || kind !== "flight" || shownText.length > 0 ? line : String(tree.nodes[id].job);
      if (lineY > rowH - 4 || !fits(text)) break;
      // The space keeps the lines apart in the text a screen reader or axe reads across them.
      el.append("text").attr("x", w / 2).attr("y", lineY).text(`${text} `);
      shownText.push(text);
      lineY += font * 1.2;
    }
    if (w >= font * 2.5) {
      // The name starts with the words drawn, so a voice command can say what it sees.
      const name = [...shownText, words].join("; ");
      el.attr("tabindex", 0).attr("role", zoomable ? "button" : "img").attr("aria-label", zoomable ? `${name}. Zoom in` : name);
      if (zoomable) el.on("keydown", (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), onZoom(id)));
    }
  });
  const path = f.ancestors().reverse().map((d) => d.data.id);
  return path;
}
