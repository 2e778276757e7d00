// Son and parent lists of a snapshot, and the part of a large DAG worth drawing. Pure.

/** Nodes of a DAG above this many are drawn as the current path's neighbourhood. */
export const FULL_LIMIT = 2500;

/**
 * CSR lists: sons of p are edge indices sonStart[p] .. sonStart[p+1] (the snapshot lists edges
 * grouped by parent, listed sons first); parents of s are parentOf[parentStart[s] ..], one per
 * edge, in edge order (ids, not edges: the page's store keeps them as its parent lists' base,
 * delta.js). `sonStart`: the snapshot's, when the caller has made it already.
 */
export function adjacency(snap, sonStart = sonStarts(snap.edgeParent, snap.level.length)) {
  const { parentStart, parentOf } = parentLists(snap.edgeSon, snap.edgeParent, snap.level.length);
  return {
    sonStart,
    parentStart,
    parentOf,
    /** Listed sons of p, in list order. */
    sons(p) {
      const out = [];
      for (let e = sonStart[p]; e < sonStart[p + 1]; e++) if (snap.edgeListed[e]) out.push(snap.edgeSon[e]);
      return out;
    },
    /** Sons deleted from p's list as solved. */
    deletedSons(p) {
      const out = [];
      for (let e = sonStart[p]; e < sonStart[p + 1]; e++) if (!snap.edgeListed[e]) out.push(snap.edgeSon[e]);
      return out;
    },
    /** Parents of s, one per edge, in no order (here edge order; a delta's lists are not). */
    parentIds(s) {
      return parentOf.subarray(parentStart[s], parentStart[s + 1]);
    },
    /** Parents of s, the creating one first. */
    parents(s) {
      const out = Array.from(parentOf.subarray(parentStart[s], parentStart[s + 1]));
      const c = snap.creator[s];
      return out.sort((a, b) => (a === c ? -1 : b === c ? 1 : a - b));
    },
  };
}

/** Where each of the `n` nodes' edges start in `edgeParent` (grouped by parent), written into
 *  `into` (n + 1 zeros). */
export function sonStarts(edgeParent, n, into = new Uint32Array(n + 1)) {
  const m = edgeParent.length;
  for (let e = 0; e < m; e++) into[edgeParent[e] + 1]++;
  for (let i = 0; i < n; i++) into[i + 1] += into[i];
  return into;
}

/** Sons in a block of the parent lists' build: an id's low bits fit a Uint16Array, and a
 *  block's counts and lists stay in the caches. */
const BLOCK_BITS = 16;
/** Nodes up to which the parent lists are sorted in one go. */
const AT_ONCE = 1 << 18;

/**
 * Each node's parents, one per edge, in edge order: {parentStart, parentOf}. A counting sort of
 * the edges by son; past AT_ONCE nodes in two: the edges first split by their son's block (a
 * few hundred runs written in order), then each block sorted by son apart. Sorted in one go,
 * each edge's son was a cache miss on a counter and on its place (3.6 s in the page for (8,4)'s
 * 65.6M edges). The sorts are stable: each list is in edge order, as one pass made it.
 */
function parentLists(edgeSon, edgeParent, n) {
  if (n <= AT_ONCE) return sortedAtOnce(edgeSon, edgeParent, n);
  const blockStart = blockStarts(edgeSon, n);
  const low = new Uint16Array(edgeSon.length);
  const parentOf = new Uint32Array(edgeSon.length);
  split(edgeSon, edgeParent, blockStart, low, parentOf);
  const parentStart = new Uint32Array(n + 1);
  sortBlocks(blockStart, low, parentOf, parentStart);
  parentStart[n] = edgeSon.length;
  return { parentStart, parentOf };
}

/** parentLists() when the counters (a megabyte) and the lists fit the caches: there the split's
 *  passes cost 5–16 % more (66,651 to 607,761 nodes, 32 MB of L3; a win from about a million).
 *  Filled back to front, each son's start counted down into place. */
function sortedAtOnce(edgeSon, edgeParent, n) {
  const m = edgeSon.length;
  const parentStart = new Uint32Array(n + 1);
  for (let e = 0; e < m; e++) parentStart[edgeSon[e]]++;
  for (let i = 1; i < n; i++) parentStart[i] += parentStart[i - 1];
  parentStart[n] = m;
  const parentOf = new Uint32Array(m);
  for (let e = m - 1; e >= 0; e--) parentOf[--parentStart[edgeSon[e]]] = edgeParent[e];
  return { parentStart, parentOf };
}

/** Where each block's edges start once split, and where the last ends. */
function blockStarts(edgeSon, n) {
  const blocks = (n + (1 << BLOCK_BITS) - 1) >>> BLOCK_BITS;
  const start = new Uint32Array(blocks + 1);
  const m = edgeSon.length;
  for (let e = 0; e < m; e++) start[(edgeSon[e] >>> BLOCK_BITS) + 1]++;
  for (let b = 0; b < blocks; b++) start[b + 1] += start[b];
  return start;
}

/** Each edge, in order, to the end of its son's block: the son's low bits in `low`, the parent
 *  in `parentOf`. */
function split(edgeSon, edgeParent, blockStart, low, parentOf) {
  const at = blockStart.slice(0, -1);
  const mask = (1 << BLOCK_BITS) - 1;
  const m = edgeSon.length;
  for (let e = 0; e < m; e++) {
    const s = edgeSon[e];
    const i = at[s >>> BLOCK_BITS]++;
    low[i] = s & mask;
    parentOf[i] = edgeParent[e];
  }
}

/** Each block's parents in place sorted by son, and its sons' starts into `parentStart`. */
function sortBlocks(blockStart, low, parentOf, parentStart) {
  const n = parentStart.length - 1;
  const blocks = blockStart.length - 1;
  let most = 0;
  for (let b = 0; b < blocks; b++) most = Math.max(most, blockStart[b + 1] - blockStart[b]);
  const copy = new Uint32Array(most);
  const at = new Uint32Array(Math.min(n, 1 << BLOCK_BITS));
  for (let b = 0; b < blocks; b++) {
    const from = blockStart[b];
    const to = blockStart[b + 1];
    const first = b << BLOCK_BITS;
    const size = Math.min(at.length, n - first);
    at.fill(0);
    for (let i = from; i < to; i++) at[low[i]]++;
    let sum = from;
    for (let j = 0; j < size; j++) {
      const count = at[j];
      at[j] = sum;
      parentStart[first + j] = sum;
      sum += count;
    }
    copy.set(parentOf.subarray(from, to));
    for (let i = from; i < to; i++) parentOf[at[low[i]]++] = copy[i - from];
  }
}

/**
 * Which nodes to draw. Small DAGs: all. Large ones: the root, the current path, the sons of
 * every node on it, the last step's sons, and the selected node with its parents and sons;
 * every other node is counted in its level's summary (hidden, proved, disproved, open).
 */
export function focus(snap, adj, { path = [], stepSons = [], selected = null, limit = FULL_LIMIT } = {}) {
  const n = snap.level.length;
  if (n <= limit) return { visible: null, summary: [], ids: null };
  const visible = new Uint8Array(n);
  /** The visible nodes as a list, ascending: the drawing then never passes over every node. */
  const ids = [];
  const show = (id) => id >= 0 && id < n && !visible[id] && ((visible[id] = 1), ids.push(id));
  show(0);
  for (const p of path) {
    show(p);
    for (const s of adj.sons(p)) show(s);
  }
  for (const s of stepSons) show(s);
  if (selected !== null && selected < n) {
    show(selected);
    for (const p of adj.parents(selected)) show(p);
    for (const s of adj.sons(selected)) show(s);
  }
  ids.sort((a, b) => a - b);
  // With per-level counts kept by the page's store (delta.js), the hidden ones are the rest.
  const counts = snap.levelCounts;
  if (counts) {
    const rows = [];
    for (let l = 0; 3 * l < counts.length; l++) {
      const all = counts[3 * l] + counts[3 * l + 1] + counts[3 * l + 2];
      if (all) rows[l] = { level: l, hidden: all, proved: counts[3 * l + 1], disproved: counts[3 * l + 2], open: counts[3 * l] };
    }
    for (const id of ids) {
      const row = rows[snap.level[id]];
      row.hidden--;
      const v = snap.value[id];
      v === 1 ? row.proved-- : v === 2 ? row.disproved-- : row.open--;
    }
    return { visible, ids, summary: rows.filter((r) => r && r.hidden > 0) };
  }
  const summary = [];
  for (let id = 0; id < n; id++) {
    if (visible[id]) continue;
    const row = (summary[snap.level[id]] ??= { level: snap.level[id], hidden: 0, proved: 0, disproved: 0, open: 0 });
    row.hidden++;
    const v = snap.value[id];
    v === 1 ? row.proved++ : v === 2 ? row.disproved++ : row.open++;
  }
  return { visible, ids, summary: summary.filter(Boolean) };
}
