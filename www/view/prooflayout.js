// The proof view's pure parts (also used by the Node tests): which positions are shown when
// subtrees are collapsed, where they go, and the proof as Graphviz DOT.
//
// A proof's positions form a DAG (positions equal up to symmetry meet). It is drawn as the tree
// of first parents — the breadth-first walk that found each position — with the other parents'
// edges drawn dashed, as the main view draws transpositions. Ids are breadth first, so a node's
// first parent always has a smaller id.

/** The claim's side: 1 the first player, 2 the second. */
export const sideOf = (claim) => (claim === "first-wins" || claim === "first-avoids-loss" ? 1 : 2);

/** Each node's first parent (-1 for the start). */
export function firstParents(tree) {
  const parent = new Int32Array(tree.nodes.length).fill(-1);
  tree.nodes.forEach((n, id) => {
    for (const [son] of n.sons) if (parent[son] === -1 && son !== 0) parent[son] = id;
  });
  return parent;
}

/** Children in the tree of first parents, in move order. */
export function treeChildren(tree, parent = firstParents(tree)) {
  return tree.nodes.map((n, id) => n.sons.map(([son]) => son).filter((s) => parent[s] === id));
}

/** Positions below each node in the tree of first parents (the node itself excluded). */
export function subtreeSizes(kids) {
  const size = new Int32Array(kids.length);
  for (let id = kids.length - 1; id >= 0; id--) for (const k of kids[id]) size[id] += 1 + size[k];
  return size;
}

/** Open the shallowest levels whose positions, all shown, stay within `budget` nodes. */
export function initialOpen(tree, budget = 30) {
  const open = new Uint8Array(tree.nodes.length);
  let shown = 1;
  for (let level = 0; ; level++) {
    const next = tree.levels[level + 1] ?? 0;
    if (next === 0 || shown + next > budget) break;
    tree.nodes.forEach((n, id) => n.level === level && (open[id] = 1));
    shown += next;
  }
  return open;
}

/**
 * Places the shown nodes: leaves of the shown tree on consecutive slots, left to right in move
 * order, each parent centred over its children.
 * @returns {{ids: number[], x: Float64Array, y: Float64Array, width: number, depth: number}}
 *   x in slots, y in levels; `ids` the shown nodes in drawing order.
 */
export function placeTree(kids, open) {
  const n = kids.length;
  const x = new Float64Array(n).fill(NaN);
  const y = new Float64Array(n);
  const ids = [];
  let slot = 0;
  let depth = 0;
  // Iterative post-order: deep proofs must not overflow the stack.
  const stack = [[0, 0, 0]];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [id, level, i] = top;
    const shownKids = open[id] ? kids[id] : [];
    if (i < shownKids.length) {
      top[2]++;
      stack.push([shownKids[i], level + 1, 0]);
      continue;
    }
    stack.pop();
    ids.push(id);
    y[id] = level;
    depth = Math.max(depth, level);
    x[id] = shownKids.length ? (x[shownKids[0]] + x[shownKids[shownKids.length - 1]]) / 2 : slot++;
  }
  return { ids, x, y, width: slot, depth };
}

const escape = (s) => String(s).replace(/\\/g, "\\\\").replace(/"/g, '\\"');
const quote = (s) => `"${escape(s)}"`;
/** A DOT string of several lines: each line escaped, joined by DOT's own line break `\n`. */
const quoteLines = (lines) => `"${lines.map(escape).join("\\n")}"`;

/** The whole proof as Graphviz DOT: a box per position, the chosen moves bold, the replies
 *  thin, and the moves that end the game counted in the position's label. */
export function toDot(tree, { title = "proof", cellText = null } = {}) {
  const side = sideOf(tree.claim);
  const lines = [
    `digraph ${quote(title)} {`,
    `  label=${quote(`${title}: ${tree.claim}, ${tree.positions} positions, ${tree.strategyMoves} strategy moves`)};`,
    "  labelloc=t; rankdir=TB;",
    `  node [shape=box, style=filled, fillcolor=${quote(side === 1 ? "#f9d9bf" : "#d4e7f5")}, fontname="Helvetica"];`,
  ];
  tree.nodes.forEach((n, id) => {
    const mover = n.chooser ? side : 3 - side;
    const parts = [`${id}`, `level ${n.level}`, mover === 1 ? "first to move" : "second to move"];
    if (cellText) parts.push(cellText(n.cells));
    if (n.ends.length) parts.push(n.ends.length === 1 ? "1 move ends the game" : `${n.ends.length} moves end the game`);
    if (n.safe) parts.push("opponent cannot win");
    lines.push(`  n${id} [label=${quoteLines(parts)}${mover === 1 ? "" : ", shape=ellipse"}];`);
  });
  tree.nodes.forEach((n, id) => {
    for (const [son, labels] of n.sons) {
      lines.push(`  n${id} -> n${son} [label=${quote(labels.join(" / "))}${n.chooser ? ", penwidth=2.5" : ""}];`);
    }
  });
  lines.push("}");
  return lines.join("\n") + "\n";
}
