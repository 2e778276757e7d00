// A positional game given by its winning sets: cells at the definition's coordinates (or on a
// circle), the first player's cells filled, the second's rings. Pure.
export { rawCell, relabelText } from "./cells.js";
import { threatRings } from "./cells.js";

const f = (v) => Math.round(v * 10) / 10;

export const playersOf = () => ["", "first player", "second player"];

function geometry(board, r) {
  const n = board.cells;
  const at = board.coords?.length === n
    ? board.coords.map(([x, y]) => [(x - 0.5) * 2 * r * 0.9, (y - 0.5) * 2 * r * 0.9])
    : Array.from({ length: n }, (_, i) => {
        const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
        return [r * 0.85 * Math.cos(a), r * 0.85 * Math.sin(a)];
      });
  const q = Math.max(1.2, Math.min(r / 5, (1.6 * r) / Math.sqrt(n) / 2.2));
  return { q, centre: (i) => at[i] };
}

const ring = (cx, cy, q) => `M${f(cx + q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx - q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx + q)} ${f(cy)}`;

export function paths(board, cells, lastCell, r) {
  const { q, centre } = geometry(board, r);
  let free = "";
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    const [cx, cy] = centre(i);
    if (!c) {
      free += ring(cx, cy, q * 0.35);
      return;
    }
    const mark = c === 1 ? ring(cx, cy, q) + ring(cx, cy, q * 0.45) : ring(cx, cy, q);
    d[c] += mark;
    if (i === lastCell) last = mark;
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0, dots: [] };
}

/** The large drawing also shows each winning set faintly, as a path through its cells. */
export function extras(board, threats, r) {
  const { q, centre } = geometry(board, r);
  const sets = (board.sets ?? [])
    .map((set) => set.map((c, i) => `${i ? "L" : "M"}${f(centre(c)[0])} ${f(centre(c)[1])}`).join(""))
    .join("");
  return `<path class="set-lines" d="${sets}"/>` + threatRings(threats, centre, q * 1.4);
}

export const cellName = (board, c) => String(c);
