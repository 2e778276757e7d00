// A row of cells with stones (1D Clobber): the first player's stones filled, the second's
// rings. Pure.
export { rawCell, relabelText } from "./cells.js";

const f = (v) => Math.round(v * 10) / 10;

export const playersOf = () => ["", "the filled stones", "the ringed stones"];

function geometry(board, r) {
  const s = (2 * r) / Math.max(board.len, 3);
  const w = s * board.len;
  return { s, w, centre: (i) => [-w / 2 + i * s + s / 2, 0] };
}

const ring = (cx, cy, q) => `M${f(cx + q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx - q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx + q)} ${f(cy)}`;

export function paths(board, cells, lastCell, r) {
  const { s, w, centre } = geometry(board, r);
  let free = `M${f(-w / 2)} ${f(-s / 2)}H${f(w / 2)}V${f(s / 2)}H${f(-w / 2)}Z`;
  for (let i = 1; i < board.len; i++) free += `M${f(-w / 2 + i * s)} ${f(-s / 2)}V${f(s / 2)}`;
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    if (!c) return;
    const [cx, cy] = centre(i);
    const q = s * 0.32;
    const mark = c === 1 ? ring(cx, cy, q) + ring(cx, cy, q * 0.5) + ring(cx, cy, q * 0.1) : ring(cx, cy, q);
    d[c] += mark;
    if (i === lastCell) last = mark;
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0, dots: [] };
}

export function extras() {
  return "";
}

export const cellName = (board, c) => String(c + 1);
