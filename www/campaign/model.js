// A distributed campaign as the campaign page reads it: a coordinator's checkpoint (state.json,
// format "pnlab-campaign") or its status file (status.json, "pnlab-campaign-status"), both
// written by src/distributed/ (docs/distributed.md, "Watching a campaign"). Pure: no document,
// so the Node tests read it too.

/** The formats the page opens, and what each file is. */
export const FORMATS = { "pnlab-campaign": "checkpoint", "pnlab-campaign-status": "status file" };
/** The coordinator's infinity (2^62 - 1): numbers at or above 2^61 are shown as ∞. */
export const CAMPAIGN_INF = 2 ** 62 - 1;
/** What a leaf in flight adds to both its numbers (src/distributed/tree.rs VIRTUAL). */
export const VIRTUAL = 2 ** 32;
const isInf = (v) => v >= 2 ** 61;

/** A number as the page shows it: ∞, or grouped thousands. */
export const numText = (v) => (isInf(v) ? "∞" : new Intl.NumberFormat("en-US").format(v));

/** A number that may hold virtual numbers: "V + 25" when it counts at least one 2^32. */
export function virtualText(v) {
  if (isInf(v) || v < VIRTUAL) return numText(v);
  const k = Math.floor(v / VIRTUAL);
  return `${k > 1 ? `${k}V` : "V"} + ${numText(v - k * VIRTUAL)}`;
}

/** The kinds of node the page draws, each with its own look (campaign.css, the legend). */
export const KINDS = ["flight", "proved", "disproved", "open", "leaf"];

function fail(name, why) {
  throw new Error(`${name}: ${why}`);
}

const allowed = `the page opens a checkpoint (state.json, format "pnlab-campaign") or a status file (status.json, format "pnlab-campaign-status") of pnlab distribute`;

/** Checks one master tree's shape; throws naming the first bad node. */
function checkTree(name, t, i) {
  if (!t || !Array.isArray(t.nodes) || t.nodes.length === 0) fail(name, `trees[${i}] has no nodes`);
  if (t.question !== "first-wins" && t.question !== "first-avoids-loss") fail(name, `trees[${i}].question is ${JSON.stringify(t.question)}; allowed: "first-wins", "first-avoids-loss"`);
  t.nodes.forEach((n, id) => {
    const bad = (why) => fail(name, `trees[${i}].nodes[${id}] ${why}`);
    if (!n || typeof n !== "object") bad("is not an object");
    if (!Number.isFinite(n.pn) || !Number.isFinite(n.dn)) bad("has no pn / dn");
    if (!["leaf", "in-flight", "expanded", "proof", "over"].includes(n.state)) bad(`has state ${JSON.stringify(n.state)}; allowed: leaf, in-flight, expanded, proof, over`);
    for (const s of n.sons ?? []) if (!Number.isInteger(s) || s <= id || s >= t.nodes.length) bad(`names son ${JSON.stringify(s)}, not a later node of the tree`);
  });
}

/**
 * The campaign in `text` (a file's contents), named `name` in messages. Throws an Error that
 * names the file, what is wrong and what the page opens.
 */
export function parseCampaign(text, name = "the file") {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    fail(name, `not JSON (${e.message}); ${allowed}`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) fail(name, `not a campaign: a JSON ${Array.isArray(data) ? "array" : typeof data}; ${allowed}`);
  const kind = FORMATS[data.format];
  if (!kind) fail(name, `not a campaign: its format is ${JSON.stringify(data.format ?? null)}; ${allowed}`);
  if (!Array.isArray(data.trees) || data.trees.length === 0) fail(name, "has no master trees (trees)");
  data.trees.forEach((t, i) => checkTree(name, t, i));
  const history = Array.isArray(data.history) ? data.history : [];
  return {
    kind,
    config: data.config ?? {},
    jobNodes: data.jobNodes ?? null,
    trees: data.trees,
    counts: data.counts ?? {},
    history,
    result: data.result ?? null,
    // A checkpoint does not say; a finished one has its result.
    running: kind === "status file" ? data.running === true : null,
    updated: data.updated ?? null,
    coordinatorPeakRss: Number.isFinite(data.coordinatorPeakRss) ? data.coordinatorPeakRss : null,
  };
}

/** Whether the question holds at node `id`, when known (tree.rs Tree::value). */
function value(tree, id) {
  const n = tree.nodes[id];
  if (n.state === "proof") return n.proved === true;
  if (n.state === "over") return tree.question === "first-avoids-loss" ? n.outcome !== "second-wins" : n.outcome === "first-wins";
  if (n.state === "expanded" && n.pn === 0) return true;
  if (n.state === "expanded" && n.dn === 0) return false;
  return null;
}

/** Each node's kind: in flight, proved, disproved (by a job's proof, the rules, or its sons),
 *  open (developed, not solved) or a leaf waiting to be sent. */
export function kindOf(tree, id) {
  const v = value(tree, id);
  if (v === true) return "proved";
  if (v === false) return "disproved";
  return tree.nodes[id].state === "in-flight" ? "flight" : tree.nodes[id].state === "leaf" ? "leaf" : "open";
}

/** Every node's numbers without virtual ones (history.rs real_root_numbers): sons come after
 *  their parent, so one backward pass settles the tree. */
export function realNumbers(tree) {
  const add = (a, b) => Math.min(a + b, CAMPAIGN_INF);
  const nums = new Array(tree.nodes.length);
  for (let id = tree.nodes.length - 1; id >= 0; id--) {
    const n = tree.nodes[id];
    const v = value(tree, id);
    if (v === true) nums[id] = [0, CAMPAIGN_INF];
    else if (v === false) nums[id] = [CAMPAIGN_INF, 0];
    else if (n.state === "expanded" && n.sons?.length) {
      const sons = n.sons.map((s) => nums[s]);
      const min = (k) => Math.min(...sons.map((x) => x[k]));
      const sum = (k) => sons.reduce((a, x) => add(a, x[k]), 0);
      nums[id] = n.or ? [min(0), sum(1)] : [sum(0), min(1)];
    } else nums[id] = [n.pn, n.dn];
  }
  return nums;
}

/** A status file shows the top of a large tree: each node's `id` is its index in the master
 *  tree, the history's `node` too. Node index → master-tree id (the same in a checkpoint). */
export const masterId = (tree, i) => tree.nodes[i].id ?? i;

/** Master-tree id → node index, for the nodes shown. */
export const shownIndex = (tree) => new Map(tree.nodes.map((n, i) => [n.id ?? i, i]));

/** The whole tree's node count and its leaves waiting: a status file says them, since it
 *  leaves out the nodes under a cut node (one with `hidden` nodes under it). */
export function treeCounts(tree) {
  const k = kindCounts(tree);
  return { size: tree.size ?? tree.nodes.length, waiting: tree.waiting ?? k.leaf, kinds: k };
}

/** The jobs merged at each node of tree `t`, from the history: master id → [{job, nodes, status}]. */
export function jobsByNode(history, t) {
  const m = new Map();
  for (const h of history) {
    if (h.tree !== t) continue;
    if (!m.has(h.node)) m.set(h.node, []);
    m.get(h.node).push({ job: h.job, nodes: h.nodes, status: h.status });
  }
  return m;
}

/** The chart's points of tree `t`: [{merged, wall, pn, dn}] in the history's order; `wall` (the
 *  campaign's seconds when the job merged, its runs end to end) is null in a sample without it. */
export const chartPoints = (history, t) =>
  history.filter((h) => h.tree === t).map((h) => ({ merged: h.merged, wall: Number.isFinite(h.wall) ? h.wall : null, pn: h.pn, dn: h.dn }));

/** Whether points can be drawn over time: each has its time (a checkpoint written before the
 *  times were kept has none; a campaign resumed from one, some). */
export const timed = (points) => points.length > 0 && points.every((p) => p.wall !== null);

/** The unit a time axis reaching `seconds` is read in. */
export function timeUnit(seconds) {
  if (seconds >= 2 * 3600) return { name: "h", per: 3600 };
  if (seconds >= 120) return { name: "min", per: 60 };
  if (seconds >= 1) return { name: "s", per: 1 };
  return { name: "ms", per: 0.001 };
}

/** A duration as a person says it: "0.027 s", "42 s", "4 min 07 s", "3 h 05 min". */
export function durationText(seconds) {
  if (!Number.isFinite(seconds) || seconds < 0) return "—";
  if (seconds < 1) return `${Number(seconds.toPrecision(2))} s`;
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  const s = Math.round(seconds);
  const pad = (n) => String(n).padStart(2, "0");
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}

/** Bytes as MiB or GiB. */
export const bytesText = (b) => (b >= 2 ** 30 ? `${(b / 2 ** 30).toFixed(2)} GiB` : `${(b / 2 ** 20).toFixed(1)} MiB`);

/** How many nodes of each kind tree `tree` has, and its jobs in flight. */
export function kindCounts(tree) {
  const c = Object.fromEntries(KINDS.map((k) => [k, 0]));
  tree.nodes.forEach((_, id) => c[kindOf(tree, id)]++);
  return c;
}

/** How much wider than a waiting leaf a leaf of each kind is drawn: the jobs in flight share
 *  about a quarter of the tree's width however many leaves wait (one job alone a fifth), so
 *  each stays visible and labelled. */
export function leafWeights(tree) {
  const sonless = tree.nodes.filter((n) => !(n.sons?.length > 0));
  const leaves = sonless.reduce((a, n) => a + (n.leaves ?? 1), 0);
  const flights = sonless.filter((n) => n.state === "in-flight").length;
  return { flight: Math.max(1, Math.round(leaves / Math.max(5, 4 * flights))), proved: 2, disproved: 2, open: 1, leaf: 1 };
}

/** The tree as d3.hierarchy's input: {id, weight, children}; a leaf's weight is its width. */
export function hierarchyOf(tree) {
  const w = leafWeights(tree);
  const build = (id) => {
    const sons = tree.nodes[id].sons ?? [];
    if (sons.length) return { id, weight: 0, children: sons.map(build) };
    // A cut node is as wide as the leaves under it.
    return { id, weight: tree.nodes[id].leaves ?? w[kindOf(tree, id)], children: [] };
  };
  return build(0);
}

/** A node's line as words: "the start" for the root, else its moves. */
export const lineText = (line) => (line.length === 0 ? "the start" : line.join(" "));
