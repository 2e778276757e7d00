// The DAG's layout: layered by level, each level ordered by (position of the creating parent in
// the level above, creation id), each level centred. This is d3-dag's sugiyama with longest-path
// layering, that order-preserving decross and coordCenter (see ../shared/TOOLCHAIN.md), computed
// directly: in a placement game every edge goes exactly one level down, so the layering is the
// level itself and the decross is one sort per level. Same result (tests/js/wasm/layout.test.mjs
// checks it against d3-dag), ~20× faster, which the 16 ms per step budget needs.
// Existing nodes keep their relative order as the DAG grows: a new node sorts after its
// creator's older sons, and creators keep their order by induction.

/** Pixel geometry: node size, gaps between node centres. */
export const GEOMETRY = { size: 40, dx: 58, dy: 92 };

/**
 * @param {object} snap  a snapshot (level, creator, edgeParent, edgeSon arrays)
 * @param {Uint8Array|null} visible  1 for nodes to place; all when null
 * @returns {{x: Float64Array, y: Float64Array, levels: number[][], order: Int32Array}}
 *   levels[l] lists level l's placed nodes left to right; order[id] is the index within it.
 */
export function layout(snap, visible = null, { dx = GEOMETRY.dx, dy = GEOMETRY.dy, ids = null, adj = null, reuse = null } = {}) {
  const n = snap.level.length;
  // A few visible nodes of a large DAG (`ids`, ascending, with the adjacency): only they are read.
  const sparse = Boolean(ids && adj && visible);
  // `reuse`: an earlier result whose buffers this one may take over (it is then overwritten):
  // five new arrays of every node per step were 2 MB of garbage a step at 66,000 nodes.
  const anchor = sparse ? sparseAnchors(snap, visible, ids, adj, reuse?.buffers?.anchor) : anchors(snap, visible);
  const levels = [];
  if (sparse) for (const id of ids) (levels[snap.level[id]] ??= []).push(id);
  else
    for (let id = 0; id < n; id++) {
      if (visible && !visible[id]) continue;
      (levels[snap.level[id]] ??= []).push(id);
    }
  const buffers = { anchor: sparse ? anchor : reuse?.buffers?.anchor };
  const order = (buffers.order = buffer(reuse?.buffers?.order, Int32Array, n)).fill(-1);
  const x = (buffers.x = buffer(reuse?.buffers?.x, Float64Array, n)).fill(0);
  const y = (buffers.y = buffer(reuse?.buffers?.y, Float64Array, n)).fill(0);
  const key = (buffers.key = buffer(reuse?.buffers?.key, Float64Array, n));
  for (let l = 0; l < levels.length; l++) {
    const ids = (levels[l] ??= []);
    for (const id of ids) {
      const a = anchor[id];
      // Nodes whose anchor is not placed go last, in creation order.
      key[id] = a >= 0 && order[a] >= 0 ? order[a] : 1e9;
    }
    ids.sort((p, q) => key[p] - key[q] || p - q);
    const mid = (ids.length - 1) / 2;
    ids.forEach((id, i) => {
      order[id] = i;
      x[id] = (i - mid) * dx;
      y[id] = l * dy;
    });
  }
  return { x, y, levels, order, buffers };
}

/** A `Type` array of n entries: a view of `old`'s memory when it has room, else new memory
 *  with room to grow (a DAG grows by a few nodes a step). */
function buffer(old, Type, n) {
  if (old && old.buffer.byteLength >= n * Type.BYTES_PER_ELEMENT) return new Type(old.buffer, 0, n);
  return new Type(new ArrayBuffer(Math.ceil(n * 1.25 + 64) * Type.BYTES_PER_ELEMENT), 0, n);
}

/** anchors() for the visible `ids` only: the first placed parent in edge order is the smallest
 *  placed parent (edges are grouped by parent, in id order), found in the adjacency's lists. */
function sparseAnchors(snap, visible, ids, adj, old) {
  const anchor = buffer(old, Int32Array, snap.level.length).fill(-1);
  for (const id of ids) {
    const c = snap.creator[id];
    if (c !== 0xffffffff && visible[c]) {
      anchor[id] = c;
      continue;
    }
    for (const p of adj.parentIds(id)) if (visible[p] && (anchor[id] < 0 || p < anchor[id])) anchor[id] = p;
  }
  return anchor;
}

/** Each node's anchor: its creating parent when placed, else its first placed parent. */
function anchors(snap, visible) {
  const n = snap.level.length;
  const anchor = Int32Array.from(snap.creator, (c) => (c === 0xffffffff ? -1 : c));
  if (!visible) return anchor;
  for (let id = 0; id < n; id++) if (anchor[id] >= 0 && !visible[anchor[id]]) anchor[id] = -1;
  for (let e = 0; e < snap.edgeSon.length; e++) {
    const son = snap.edgeSon[e];
    const parent = snap.edgeParent[e];
    if (anchor[son] < 0 && visible[parent]) anchor[son] = parent;
  }
  return anchor;
}
