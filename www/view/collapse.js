// Collapsed subtrees of the DAG: a collapsed node stays drawn with a "+N" badge, and the nodes it
// created — directly or through its creations — are hidden, except those on the current path
// (the search's work is never hidden). Creators always have smaller ids than the nodes they
// create, so one pass in id order finds every hidden node. Pure.

/**
 * Applies `collapsed` (a Set of node ids) to a frame from phases.js frameFor(): returns the frame
 * with its `visible` mask narrowed and a badge per collapsed node in `stops`.
 */
export function collapseFrame(frame, collapsed) {
  if (!collapsed.size) return frame;
  const { snap } = frame;
  const n = snap.level.length;
  const keep = new Set([0, ...frame.path.map((p) => p.node), ...(frame.developed === null ? [] : [frame.developed]), ...Array.from(snap.path ?? [])]);
  const under = new Int32Array(n).fill(-1); // the collapsed ancestor that hides a node
  const hidden = new Map();
  const visible = frame.visible ? frame.visible.slice() : new Uint8Array(n).fill(1);
  for (let id = 1; id < n; id++) {
    const c = snap.creator[id];
    if (c === 0xffffffff || c >= n) continue;
    const top = collapsed.has(c) ? c : under[c];
    if (top < 0) continue;
    under[id] = top;
    if (keep.has(id)) continue;
    if (visible[id]) visible[id] = 0;
    hidden.set(top, (hidden.get(top) ?? 0) + 1);
  }
  const badges = [...collapsed].filter((id) => id < n).map((id) => ({ node: id, text: `+${hidden.get(id) ?? 0}` }));
  const ids = frame.ids ? frame.ids.filter((id) => visible[id]) : null;
  return { ...frame, visible, ids, stops: [...(frame.stops ?? []), ...badges] };
}
