// Son and parent lists of a snapshot, and the part of a large DAG worth drawing. Pure.

/** Nodes of a DAG above this many are drawn as the current path's neighbourhood. */
export const FULL_LIMIT = 2500;

/**
 * CSR lists: sons of p are edge indices sonStart[p] .. sonStart[p+1] (the snapshot lists edges
 * grouped by parent, listed sons first); parents of s are parentOf[parentStart[s] ..], one per
 * edge (ids, not edges: the page's store keeps them as its parent lists' base, delta.js).
 */
export function adjacency(snap) {
  const n = snap.level.length;
  const m = snap.edgeSon.length;
  const sonStart = new Uint32Array(n + 1);
  for (let e = 0; e < m; e++) sonStart[snap.edgeParent[e] + 1]++;
  for (let i = 0; i < n; i++) sonStart[i + 1] += sonStart[i];
  const parentStart = new Uint32Array(n + 1);
  for (let e = 0; e < m; e++) parentStart[snap.edgeSon[e] + 1]++;
  for (let i = 0; i < n; i++) parentStart[i + 1] += parentStart[i];
  const fill = parentStart.slice(0, n);
  const parentOf = new Uint32Array(m);
  for (let e = 0; e < m; e++) parentOf[fill[snap.edgeSon[e]]++] = snap.edgeParent[e];
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
    /** Parents of s, one per edge, in no order. */
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
