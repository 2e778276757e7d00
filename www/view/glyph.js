// A position drawn small: the clique game as K_N with vertices on a circle and red / blue /
// uncoloured edges, tic-tac-toe as a 3×3 board. Returns SVG path data, so a node costs a few
// <path> elements however many edges it has. Pure.

/** Which game the cells belong to, from the number of cells: K_N has N(N−1)/2 edges. */
export function describe(game, cellsPerNode) {
  if (game === "tictactoe") return { game, cells: 9 };
  const n = Math.round((1 + Math.sqrt(1 + 8 * cellsPerNode)) / 2);
  return { game: "clique", n, cells: cellsPerNode };
}

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

const f = (v) => Math.round(v * 10) / 10;

/**
 * Path data of one position: {free, first, second, last, lastPlayer} — `first` holds the first
 * player's marks (red edges / X), `second` the second player's (blue / O), `last` the last move.
 */
export function glyphPaths(info, cells, lastCell, r) {
  return info.game === "clique" ? cliquePaths(info.n, cells, lastCell, r) : boardPaths(cells, lastCell, r);
}

function cliquePaths(n, cells, lastCell, r) {
  const v = vertices(n, r);
  const d = ["", "", ""];
  let last = "";
  edgeList(n).forEach(([a, b], i) => {
    const seg = `M${f(v[a][0])} ${f(v[a][1])}L${f(v[b][0])} ${f(v[b][1])}`;
    d[cells[i]] += seg;
    if (i === lastCell) last = seg;
  });
  return { free: d[0], first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0, dots: v };
}

function boardPaths(cells, lastCell, r) {
  const s = (2 * r) / 3;
  const grid = [1, 2].map((i) => `M${f(-r + i * s)} ${f(-r)}V${f(r)}M${f(-r)} ${f(-r + i * s)}H${f(r)}`).join("");
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    if (!c) return;
    const cx = -r + (i % 3) * s + s / 2;
    const cy = -r + Math.floor(i / 3) * s + s / 2;
    const q = s * 0.3;
    const mark =
      c === 1
        ? `M${f(cx - q)} ${f(cy - q)}L${f(cx + q)} ${f(cy + q)}M${f(cx + q)} ${f(cy - q)}L${f(cx - q)} ${f(cy + q)}`
        : `M${f(cx + q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx - q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx + q)} ${f(cy)}`;
    d[c] += mark;
    if (i === lastCell) last = mark;
  });
  return { free: grid, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0, dots: [] };
}
