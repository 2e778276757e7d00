// Walking the DAG from the keyboard: ↑ a parent, ↓ the first son, ← → the sons beside it under
// the same parent, Home the root. Pure: the caller keeps the node and the parent it came from.

export const WALK_KEYS = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home"];

/**
 * Where `key` leads from node `id`: {id, parent} (`parent`: the one the walk reached it from,
 * for ← → and the next ↑), or null when there is nowhere to go.
 * `adj`: the DAG's lists (graph.js); `from`: the parent `id` was reached from, if any;
 * `x(id)`: where a node is drawn across, so ← → follow the picture; `open(id)`: whether a
 * node's sons are shown (a collapsed subtree's are not).
 */
export function walk(adj, id, key, { from = null, x = () => 0, open = () => true } = {}) {
  if (key === "Home") return id === 0 ? null : { id: 0, parent: null };
  const parents = adj.parents(id);
  const parent = from !== null && parents.includes(from) ? from : parents[0] ?? null;
  if (key === "ArrowUp") return parent === null ? null : { id: parent, parent: adj.parents(parent)[0] ?? null };
  if (key === "ArrowDown") {
    if (!open(id)) return null;
    const sons = byX(sonsOf(adj, id), x);
    return sons.length ? { id: sons[0], parent: id } : null;
  }
  if (parent === null) return null;
  const row = byX(sonsOf(adj, parent), x);
  const next = row[row.indexOf(id) + (key === "ArrowRight" ? 1 : -1)];
  return next === undefined ? null : { id: next, parent };
}

/** Every son the DAG draws below `p`: listed, and deleted from the list as solved. */
const sonsOf = (adj, p) => [...new Set([...adj.sons(p), ...(adj.deletedSons?.(p) ?? [])])];
const byX = (ids, x) => ids.sort((a, b) => x(a) - x(b) || a - b);
