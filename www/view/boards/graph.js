// A graph board: K_N with vertices on a circle, each cell an edge (the first player's, the
// second's, or uncoloured), vertex 0 at the top. Pure.

const f = (v) => Math.round(v * 10) / 10;

/** Vertex positions of K_N on a circle of radius r, vertex 0 at the top, clockwise. */
export function vertices(n, r) {
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
    return [r * Math.cos(a), r * Math.sin(a)];
  });
}

/** The engine's edge order: (hi, lo) for hi = 1 .. N−1, lo = 0 .. hi−1. */
export function edgeList(n) {
  const edges = [];
  for (let hi = 1; hi < n; hi++) for (let lo = 0; lo < hi; lo++) edges.push([hi, lo]);
  return edges;
}

export const playersOf = () => ["", "red", "blue"];

export function paths(board, cells, lastCell, r) {
  const v = vertices(board.vertices, r);
  const d = ["", "", ""];
  let last = "";
  edgeList(board.vertices).forEach(([a, b], i) => {
    const seg = `M${f(v[a][0])} ${f(v[a][1])}L${f(v[b][0])} ${f(v[b][1])}`;
    d[cells[i]] += seg;
    if (i === lastCell) last = seg;
  });
  return { free: d[0], first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0, dots: v };
}

/** A winning set (a K_K's edges) as segments. */
export function setPath(board, set, r) {
  const v = vertices(board.vertices, r);
  const edges = edgeList(board.vertices);
  return set.map((c) => `M${f(v[edges[c][0]][0])} ${f(v[edges[c][0]][1])}L${f(v[edges[c][1]][0])} ${f(v[edges[c][1]][1])}`).join("");
}

/** Marks for the large drawing: threatened edges as lines, vertex numbers. */
export function extras(board, marks, r) {
  const edges = edgeList(board.vertices);
  const v = vertices(board.vertices, r);
  let out = "";
  for (const pl of [1, 2]) {
    for (const c of marks.threats?.[pl] ?? []) {
      const [a, b] = edges[c];
      out += `<line class="threat p${pl}" x1="${v[a][0]}" y1="${v[a][1]}" x2="${v[b][0]}" y2="${v[b][1]}"/>`;
    }
  }
  return out + v.map(([x, y], i) => `<circle class="vx" cx="${x}" cy="${y}" r="9"/><text class="vl" x="${x}" y="${y + 4}">${i}</text>`).join("");
}

/** Click targets, a wide line along each edge, for a board a person plays on. */
export function hits(board, r) {
  const v = vertices(board.vertices, r);
  return edgeList(board.vertices)
    .map(([a, b], i) => `<line class="hit" data-cell="${i}" x1="${f(v[a][0])}" y1="${f(v[a][1])}" x2="${f(v[b][0])}" y2="${f(v[b][1])}"><title>${a}-${b}</title></line>`)
    .join("");
}

export function cellName(board, c) {
  const [a, b] = edgeList(board.vertices)[c];
  return `${a}-${b}`;
}

/** The cell as played: the relabelling maps vertices, so an edge maps through both ends. */
export function rawCell(board, cell, relabelling) {
  const [a, b] = edgeList(board.vertices)[cell];
  const inv = [];
  relabelling.forEach((to, from) => (inv[to] = from));
  const [x, y] = [inv[a], inv[b]];
  const [hi, lo] = x > y ? [x, y] : [y, x];
  return (hi * (hi - 1)) / 2 + lo;
}

export function relabelText(relabelling) {
  return `relabelling of the vertices, played → stored: ${relabelling.map((to, from) => `${from}→${to}`).join(", ")}`;
}
