// The page's copy of the DAG, patched in place with the engine's deltas (PnSearch.delta, see
// src/session/delta.rs): a step on a 66,000-node DAG sends a few dozen entries, not the whole
// snapshot again. The arrays live in buffers with room to grow; the snapshot handed out views
// them at their current length, so every reader sees an ordinary snapshot. A snapshot handed
// out earlier shares the node arrays: it sees the new numbers (read the step record for the old
// ones); its edges stay as they were until the delta after next (the edge arrays are rebuilt
// into a second set of buffers, swapped at every delta). Pure (no DOM).
import { adjacency } from "./graph.js";

const NODE_FIELDS = [
  ["level", Uint8Array],
  ["kind", Uint8Array],
  ["pn", Uint32Array],
  ["dn", Uint32Array],
  ["value", Uint8Array],
  ["expanded", Uint8Array],
  ["creator", Uint32Array],
  ["lastCell", Uint8Array],
];
/** Fields given for new nodes only (pn, dn, value, expanded come in `changed`). */
const NEW_FIELDS = ["level", "kind", "creator", "lastCell"];
const EDGE_FIELDS = [
  ["edgeParent", Uint32Array],
  ["edgeSon", Uint32Array],
  ["edgeListed", Uint8Array],
];

/** A typed array of `Type` with room for `need` entries, keeping `keep` entries of `old`. */
function room(old, Type, need, keep) {
  if (old && old.length >= need) return old;
  const grown = new Type(Math.max(need, Math.ceil((old?.length ?? 0) * 1.5), 64));
  if (old && keep) grown.set(old.subarray(0, keep));
  return grown;
}

export class SnapshotStore {
  /** The version of the delta last applied (what the next request names), or undefined. */
  version = undefined;
  snap = null;
  #node = {};
  #edge = {};
  /** The other set of edge buffers: each delta's edges are written there, then the two swap,
   *  so a step allocates nothing (a new 2.3 MB of edges per step at 66,000 nodes fed the
   *  garbage collector, whose pauses reached 27 ms). */
  #spare = {};
  #spareSonStart = null;
  #cells = null;
  /** Edges of node p: sonStart[p] .. sonStart[p + 1] (the snapshot groups them by parent). */
  #sonStart = new Uint32Array(1);
  /** Nodes per level and value: counts[3 * level + value] (0 open, 1 proved, 2 disproved), so
   *  the overview's bands and the hidden nodes' summary cost no pass over the DAG. */
  counts = new Int32Array(0);
  /** Each node's parents, one entry per edge, kept up to date by each delta (graph.js's
   *  adjacency() is a pass over every edge: 4–30 ms at 66,000 nodes, on every step). */
  #parents = null;
  /** The adjacency of `snap` (graph.js's interface), kept up to date by each delta. */
  adj = null;

  /**
   * Applies a delta and returns {snap, touched}: `touched` is null after a whole snapshot, else
   * {changed: ids whose numbers changed (new nodes included), firstNew, before: the node count
   * before, parents: ids whose son lists changed}.
   */
  apply(delta) {
    this.version = delta.version;
    if (delta.full) {
      this.#whole(delta.full);
      return { snap: this.snap, touched: null };
    }
    const n = delta.nodeCount;
    const keep = delta.firstNew;
    const before = this.snap.level.length;
    // Counts: the removed nodes and the old values of the changed ones out, the new ones in.
    for (let id = keep; id < before; id++) this.counts[3 * this.snap.level[id] + this.snap.value[id]]--;
    for (const [k, Type] of NODE_FIELDS) this.#node[k] = room(this.#node[k], Type, n, keep);
    const per = this.snap.cellsPerNode;
    this.#cells = room(this.#cells, Uint8Array, n * per, keep * per);
    for (const k of NEW_FIELDS) this.#node[k].set(delta[k], keep);
    this.#cells.set(delta.cells, keep * per);
    const { pn, dn, value, expanded, level } = this.#node;
    const ch = delta.changed;
    this.#grow(delta.level);
    for (let i = 0; i < ch.length; i++) {
      const id = ch[i];
      if (id < keep) this.counts[3 * level[id] + value[id]]--;
      this.counts[3 * level[id] + delta.value[i]]++;
      pn[id] = delta.pn[i];
      dn[id] = delta.dn[i];
      value[id] = delta.value[i];
      expanded[id] = delta.expanded[i];
    }
    this.#patchEdges(delta, n, keep);
    this.#publish(n, per, delta.path);
    return { snap: this.snap, touched: { changed: ch, firstNew: keep, before, parents: delta.parents } };
  }

  /** Room in `counts` for every level in `levels`. */
  #grow(levels) {
    let top = 0;
    for (let i = 0; i < levels.length; i++) if (levels[i] > top) top = levels[i];
    if (3 * (top + 1) <= this.counts.length) return;
    const grown = new Int32Array(3 * (top + 1));
    grown.set(this.counts);
    this.counts = grown;
  }

  #whole(full) {
    const n = full.level.length;
    this.counts = new Int32Array(0);
    this.#grow(full.level);
    for (let id = 0; id < n; id++) this.counts[3 * full.level[id] + full.value[id]]++;
    for (const [k, Type] of NODE_FIELDS) {
      this.#node[k] = room(null, Type, n, 0);
      this.#node[k].set(full[k]);
    }
    this.#cells = room(null, Uint8Array, full.cells.length, 0);
    this.#cells.set(full.cells);
    const m = full.edgeSon.length;
    for (const [k, Type] of EDGE_FIELDS) {
      this.#edge[k] = room(null, Type, m, 0);
      this.#edge[k].set(full[k]);
    }
    this.#spare = {};
    this.#spareSonStart = null;
    this.#sonStart = new Uint32Array(n + 1);
    for (let e = 0; e < m; e++) this.#sonStart[full.edgeParent[e] + 1]++;
    for (let i = 0; i < n; i++) this.#sonStart[i + 1] += this.#sonStart[i];
    this.edgeCount = m;
    // Parent lists are made at the first delta: a whole snapshot (after a long run, or a cancel)
    // of hundreds of thousands of nodes is shown at once with graph.js's typed-array lists.
    this.#parents = null;
    this.#publish(n, full.cellsPerNode, full.path);
    this.adj = adjacency(this.snap);
  }

  /** Rebuilds the edge arrays: old runs copied whole between the replaced son lists. */
  #patchEdges(delta, n, keep) {
    const old = this.#sonStart;
    const oldEnd = old[Math.min(keep, old.length - 1)];
    const ps = delta.parents;
    const starts = delta.edgeStart;
    let m = oldEnd + delta.edgeSon.length;
    for (let i = 0; i < ps.length && ps[i] < keep; i++) m -= old[ps[i] + 1] - old[ps[i]];
    const src = this.#edge;
    const dst = {};
    // The spare buffers (a memcpy of the old runs): the snapshot handed out last keeps its edges.
    for (const [k, Type] of EDGE_FIELDS) dst[k] = room(this.#spare[k], Type, m, 0);
    let out = 0;
    let pos = 0;
    const copyOld = (to) => {
      if (to <= pos) return;
      for (const [k] of EDGE_FIELDS) dst[k].set(src[k].subarray(pos, to), out);
      out += to - pos;
      pos = to;
    };
    // Parent lists: the old edges of the replaced and the removed lists out, the new ones in.
    this.#parents ??= Array.from({ length: old.length - 1 }, (_, id) => this.adj.parentIds(id));
    const parents = this.#parents;
    const unlink = (p, a, b) => {
      for (let e = a; e < b; e++) {
        const s = src.edgeSon[e];
        if (s >= keep) continue;
        const list = parents[s];
        const at = list.indexOf(p);
        if (at >= 0) list.splice(at, 1);
      }
    };
    for (let p = keep; p + 1 < old.length; p++) unlink(p, old[p], old[p + 1]);
    for (let i = 0; i < ps.length && ps[i] < keep; i++) unlink(ps[i], old[ps[i]], old[ps[i] + 1]);
    parents.length = keep;
    for (let id = keep; id < n; id++) parents.push([]);
    for (let i = 0; i < ps.length; i++) for (let e = starts[i]; e < starts[i + 1]; e++) parents[delta.edgeSon[e]].push(ps[i]);
    const sonStart = room(this.#spareSonStart, Uint32Array, n + 1, 0).subarray(0, n + 1);
    // Son counts first, then prefix sums: the old counts, except the replaced lists.
    sonStart[0] = 0;
    for (let p = 0; p < keep; p++) sonStart[p + 1] = old[p + 1] - old[p];
    sonStart.fill(0, keep + 1);
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      copyOld(p < keep ? old[p] : oldEnd);
      if (p < keep) pos = old[p + 1];
      const a = starts[i];
      const b = starts[i + 1];
      dst.edgeSon.set(delta.edgeSon.subarray(a, b), out);
      dst.edgeListed.set(delta.edgeListed.subarray(a, b), out);
      dst.edgeParent.fill(p, out, out + b - a);
      out += b - a;
      sonStart[p + 1] = b - a;
    }
    copyOld(oldEnd);
    for (let p = 0; p < n; p++) sonStart[p + 1] += sonStart[p];
    this.#spareSonStart = old.buffer.byteLength > old.byteLength ? new Uint32Array(old.buffer) : old;
    this.#sonStart = sonStart;
    this.#spare = src;
    this.#edge = dst;
    this.edgeCount = m;
  }

  #publish(n, per, path) {
    const s = { cellsPerNode: per, path: Uint32Array.from(path) };
    for (const [k] of NODE_FIELDS) s[k] = this.#node[k].subarray(0, n);
    s.cells = this.#cells.subarray(0, n * per);
    for (const [k] of EDGE_FIELDS) s[k] = this.#edge[k].subarray(0, this.edgeCount);
    // Not enumerable: a snapshot's fields stay its typed arrays (a test compares them).
    Object.defineProperty(s, "levelCounts", { value: this.counts, enumerable: false });
    this.snap = s;
    if (!this.#parents) return;
    const sonStart = this.#sonStart;
    const parents = this.#parents;
    const list = (p, listed) => {
      const out = [];
      for (let e = sonStart[p]; e < sonStart[p + 1]; e++) if (Boolean(s.edgeListed[e]) === listed) out.push(s.edgeSon[e]);
      return out;
    };
    this.adj = {
      sonStart,
      sons: (p) => list(p, true),
      deletedSons: (p) => list(p, false),
      /** Parents of s, one per edge, in no order. */
      parentIds: (id) => parents[id],
      parents(id) {
        const c = s.creator[id];
        return [...parents[id]].sort((a, b) => (a === c ? -1 : b === c ? 1 : a - b));
      },
    };
  }
}
