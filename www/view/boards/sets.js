// A positional game given by its winning sets: cells at the definition's coordinates (x, y in
// 0..1), or on a circle when it has none; the first player's cells filled, the second's ringed;
// the winning sets drawn faintly, a completed set (`setPath`) and the threatened ones
// highlighted. Pure.
export { rawCell, relabelText } from "./cells.js";
import { f, ring, lineThrough, setMarks } from "./cells.js";

/** Glyphs draw the sets faintly only while there are few enough to read at that size. */
const GLYPH_SETS = 24;

export const playersOf = () => ["", "filled cells", "ringed cells"];

export const classOf = () => "pieces-stones";

function geometry(board, r) {
  const n = board.cells;
  const at = board.coords?.length === n
    ? board.coords.map(([x, y]) => [(x - 0.5) * 2 * r * 0.9, (y - 0.5) * 2 * r * 0.9])
    : Array.from({ length: n }, (_, i) => {
        const a = -Math.PI / 2 + (2 * Math.PI * i) / n;
        return [r * 0.85 * Math.cos(a), r * 0.85 * Math.sin(a)];
      });
  const q = Math.max(1.2, Math.min(r / 6, (1.6 * r) / Math.sqrt(n) / 2.6));
  return { q, centre: (i) => at[i] };
}

export function paths(board, cells, lastCell, r) {
  const { q, centre } = geometry(board, r);
  const sets = board.sets ?? [];
  let free = sets.length <= GLYPH_SETS ? sets.map((s) => lineThrough(s, centre)).join("") : "";
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    const [cx, cy] = centre(i);
    if (!c) {
      free += ring(cx, cy, q * 0.35);
      return;
    }
    const mark = ring(cx, cy, q);
    d[c] += mark;
    if (i === lastCell) last = ring(cx, cy, q * 1.25);
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0 };
}

/** A winning set as a line through its cells. */
export const setPath = (board, set, r) => lineThrough(set, geometry(board, r).centre);

/** The large drawing: every winning set faintly, the threatened ones dashed, and the cell
 *  numbers the moves are named by, each centred on its cell (haloed, so it reads on a stone). */
export function extras(board, marks, r) {
  const { q, centre } = geometry(board, r);
  const labels = board.cells <= 16
    ? Array.from({ length: board.cells }, (_, i) => `<text class="cl coord" text-anchor="middle" stroke="#fff" stroke-width="2" paint-order="stroke" font-weight="600" x="${f(centre(i)[0])}" y="${f(centre(i)[1] + 2.5)}">${i}</text>`).join("")
    : "";
  return setMarks(board, marks, centre, q * 1.5, { faint: true }) + labels;
}

/** Click targets, one disc per cell, for a board a person plays on. */
export function hits(board, r) {
  const { q, centre } = geometry(board, r);
  return Array.from({ length: board.cells }, (_, i) => {
    const [x, y] = centre(i);
    return `<circle class="hit" data-cell="${i}" cx="${f(x)}" cy="${f(y)}" r="${f(q * 1.2)}"><title>${i}</title></circle>`;
  }).join("");
}

export const cellName = (board, c) => String(c);
