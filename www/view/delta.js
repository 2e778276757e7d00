// The page's copy of the DAG, patched in place with the engine's deltas (PnSearch.delta, see
// src/session/delta.rs): a step on a 66,000-node DAG sends a few dozen entries, not the whole
// snapshot again. The arrays live in buffers with room to grow, patched in place; the snapshot
// handed out views them at their current length, so every reader sees an ordinary snapshot. A
// snapshot handed out earlier shares the arrays: it sees the new numbers and edges (read the
// step record for the old numbers), and is only right again at its own length. Pure (no DOM).
import { adjacency, sonStarts } from "./graph.js";

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
  const grown = new Type(Math.max(withSlack(need), Math.ceil((old?.length ?? 0) * 1.5)));
  if (old && keep) grown.set(old.subarray(0, keep));
  return grown;
}

/** Room for `need` entries and the steps after them: a sixteenth more, at least 1,024. (The
 *  pages of the room stay untouched until used.) */
function withSlack(need) {
  return need + Math.max(1024, Math.ceil(need / 16));
}

/** `a` with room after it: its whole buffer when the engine made it so (a delta's whole
 *  snapshot, src/wasm/delta.rs), else a copy with room. Copying (8,4)'s 16M nodes and 66M edges
 *  took 4 s and held them twice. */
function kept(a, Type, need) {
  if (a.byteOffset === 0 && a.buffer.byteLength > a.byteLength) return new Type(a.buffer);
  const copy = new Type(withSlack(need));
  copy.set(a);
  return copy;
}

const NO_PARENTS = new Uint32Array(0);

/** Each node's parents: the whole snapshot's lists (typed arrays, graph.js) and the lists the
 *  deltas since changed, which replace theirs. A JS array per node made at the first delta
 *  after a whole snapshot took 2.6 s at 8.9M nodes, and as many allocations. */
class ParentLists {
  #start;
  #of;
  /** Nodes below this id may still have their list in the base (a back truncates it). */
  #limit;
  #changed = new Map();

  constructor(adj) {
    this.#start = adj.parentStart;
    this.#of = adj.parentOf;
    this.#limit = adj.parentStart.length - 1;
  }

  /** The parents of `id` (not to be changed: see edit). */
  of(id) {
    const list = this.#changed.get(id);
    if (list) return list;
    return id < this.#limit ? this.#of.subarray(this.#start[id], this.#start[id + 1]) : NO_PARENTS;
  }

  /** The parents of `id` as an array the caller changes. */
  edit(id) {
    let list = this.#changed.get(id);
    if (!list) this.#changed.set(id, (list = Array.from(this.of(id))));
    return list;
  }

  /** Nodes from `keep` on, of `before`, are gone (a later node with such an id starts with
   *  no parents). */
  truncate(keep, before) {
    if (keep >= before) return;
    this.#limit = Math.min(this.#limit, keep);
    for (const id of this.#changed.keys()) if (id >= keep) this.#changed.delete(id);
  }
}

export class SnapshotStore {
  /** The version of the delta last applied (what the next request names), or undefined. */
  version = undefined;
  snap = null;
  #node = {};
  /** The edge arrays, patched in place with room to grow: a step allocates nothing (a new
   *  2.3 MB of edges per step at 66,000 nodes fed the garbage collector, whose pauses reached
   *  27 ms). */
  #edge = {};
  #cells = null;
  /** Edges of node p: sonStart[p] .. sonStart[p + 1] (the snapshot groups them by parent), a
   *  view of #sonBuf, which has room to grow. */
  #sonStart = new Uint32Array(1);
  #sonBuf = this.#sonStart;
  /** Nodes per level and value: counts[3 * level + value] (0 open, 1 proved, 2 disproved), so
   *  the overview's bands and the hidden nodes' summary cost no pass over the DAG. */
  counts = new Int32Array(0);
  /** Each node's parents, one entry per edge, kept up to date by each delta (graph.js's
   *  adjacency() is a pass over every edge: 4–30 ms at 66,000 nodes, on every step). */
  #parents = null;
  /** The parent lists of the whole snapshot, as graph.js's typed arrays (the base of
   *  #parents). */
  #wholeAdj = null;
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
    // With room for the steps after it: growing a (8,4)-sized array copies hundreds of MB.
    for (const [k, Type] of NODE_FIELDS) this.#node[k] = kept(full[k], Type, n);
    this.#cells = kept(full.cells, Uint8Array, n * full.cellsPerNode);
    const m = full.edgeSon.length;
    for (const [k, Type] of EDGE_FIELDS) this.#edge[k] = kept(full[k], Type, m);
    this.#sonBuf = new Uint32Array(withSlack(n + 1));
    this.#sonStart = sonStarts(full.edgeParent, n, this.#sonBuf.subarray(0, n + 1));
    this.edgeCount = m;
    // Parent lists are made at the first delta: a whole snapshot (after a long run, or a cancel)
    // of hundreds of thousands of nodes is shown at once with graph.js's typed-array lists.
    this.#parents = null;
    this.#publish(n, full.cellsPerNode, full.path);
    // The son starts made above (a second pass over (8,4)'s 65.6M edges otherwise).
    this.adj = adjacency(this.snap, this.#sonStart);
    this.#wholeAdj = this.adj;
  }

  /** Patches the edge arrays in place: the old runs between the replaced son lists move by
   *  what the lists before them grew or shrank, then the new lists are written in. (Copying
   *  into a second set of buffers took 1.6 s at the first delta after (8,4)'s whole snapshot,
   *  most of it the fresh buffers' first touch, and held the edges twice.) */
  #patchEdges(delta, n, keep) {
    const old = this.#sonStart;
    const oldEnd = old[keep];
    const ps = delta.parents;
    const starts = delta.edgeStart;
    const edge = this.#edge;
    // Parent lists: the old edges of the replaced and the removed lists out, the new ones in.
    if (!this.#parents) {
      this.#parents = new ParentLists(this.#wholeAdj);
      // Its typed arrays live on in the lists; the rest of that adjacency (and the snapshot it
      // holds) can go.
      this.#wholeAdj = null;
    }
    const parents = this.#parents;
    const unlink = (p, a, b) => {
      for (let e = a; e < b; e++) {
        const s = edge.edgeSon[e];
        if (s >= keep) continue;
        const list = parents.edit(s);
        const at = list.indexOf(p);
        if (at >= 0) list.splice(at, 1);
      }
    };
    for (let p = keep; p + 1 < old.length; p++) unlink(p, old[p], old[p + 1]);
    for (let i = 0; i < ps.length && ps[i] < keep; i++) unlink(ps[i], old[ps[i]], old[ps[i] + 1]);
    parents.truncate(keep, old.length - 1);
    for (let i = 0; i < ps.length; i++) for (let e = starts[i]; e < starts[i + 1]; e++) parents.edit(delta.edgeSon[e]).push(ps[i]);
    // The old runs kept, as (from, to, at) triples, and where each new list goes; the lists of
    // new nodes come after the last old run.
    const runs = [];
    const put = new Array(ps.length);
    let pos = 0;
    let out = 0;
    const keepTo = (end) => {
      if (end <= pos) return;
      runs.push(pos, end, out);
      out += end - pos;
      pos = end;
    };
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      keepTo(p < keep ? old[p] : oldEnd);
      if (p < keep) pos = old[p + 1];
      put[i] = out;
      out += starts[i + 1] - starts[i];
    }
    keepTo(oldEnd);
    const m = out;
    if (edge.edgeSon.length >= m) {
      // In place: runs moving left from the left, runs moving right from the right, so that
      // no run is written over before it moved.
      const move = (j) => {
        for (const [k] of EDGE_FIELDS) edge[k].copyWithin(runs[j + 2], runs[j], runs[j + 1]);
      };
      for (let j = 0; j < runs.length; j += 3) if (runs[j + 2] < runs[j]) move(j);
      for (let j = runs.length - 3; j >= 0; j -= 3) if (runs[j + 2] > runs[j]) move(j);
    } else {
      for (const [k, Type] of EDGE_FIELDS) {
        const grown = new Type(withSlack(m));
        for (let j = 0; j < runs.length; j += 3) grown.set(edge[k].subarray(runs[j], runs[j + 1]), runs[j + 2]);
        edge[k] = grown;
      }
    }
    for (let i = 0; i < ps.length; i++) {
      const a = starts[i];
      const b = starts[i + 1];
      edge.edgeSon.set(delta.edgeSon.subarray(a, b), put[i]);
      edge.edgeListed.set(delta.edgeListed.subarray(a, b), put[i]);
      edge.edgeParent.fill(ps[i], put[i], put[i] + b - a);
    }
    // Son counts in place (from the right, each from the old prefix sums), then the replaced
    // lists' counts, then prefix sums again.
    let buf = this.#sonBuf;
    if (buf.length < n + 1) {
      const grown = new Uint32Array(withSlack(n + 1));
      grown.set(buf.subarray(0, keep + 1));
      buf = grown;
    }
    for (let p = keep - 1; p >= 0; p--) buf[p + 1] -= buf[p];
    buf.fill(0, keep + 1, n + 1);
    for (let i = 0; i < ps.length; i++) buf[ps[i] + 1] = starts[i + 1] - starts[i];
    for (let p = 0; p < n; p++) buf[p + 1] += buf[p];
    this.#sonBuf = buf;
    this.#sonStart = buf.subarray(0, n + 1);
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
      parentIds: (id) => parents.of(id),
      parents(id) {
        const c = s.creator[id];
        return Array.from(parents.of(id)).sort((a, b) => (a === c ? -1 : b === c ? 1 : a - b));
      },
    };
  }
}
