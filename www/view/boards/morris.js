// A Morris board: points on a size × size grid joined by lines (Three Men's Morris's 3×3 grid,
// the squares of Six and Nine Men's Morris); the first player's stones white and the second's
// black, as the game names them (CSS `.first-white`); a mill closed by the last move is drawn as a
// completed set (`setPath`). Pure.
export { rawCell, relabelText } from "./cells.js";
import { f, ring, lineThrough, setMarks } from "./cells.js";

export const playersOf = () => ["", "white stones (white, rimmed black)", "black stones (solid black)"];

export const classOf = () => "pieces-stones first-white";

function geometry(board, r) {
  const step = (2 * r * 0.9) / Math.max(1, board.size - 1);
  const at = board.coords.map(([x, y]) => [(x - (board.size - 1) / 2) * step, (y - (board.size - 1) / 2) * step]);
  const q = Math.max(1.2, Math.min(step * 0.38, r / 5));
  return { q, centre: (i) => at[i] };
}

export function paths(board, cells, lastCell, r) {
  const { q, centre } = geometry(board, r);
  let free = board.edges.map((e) => lineThrough(e, centre)).join("");
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    const [cx, cy] = centre(i);
    if (!c) {
      free += ring(cx, cy, q * 0.3);
      return;
    }
    d[c] += ring(cx, cy, q);
    if (i === lastCell) last = ring(cx, cy, q * 1.25);
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0 };
}

/** A mill as a line through its points. */
export const setPath = (board, set, r) => lineThrough(set, geometry(board, r).centre);

/** The large drawing: the point names beside the points, and a mill a player needs one more
 *  stone for (`marks`, by its index in the board's mills) dashed, with a ring on that point. */
export function extras(board, marks, r) {
  const { q, centre } = geometry(board, r);
  const labels = board.coords
    .map((_, i) => `<text class="cl coord" text-anchor="start" x="${f(centre(i)[0] + q * 0.6)}" y="${f(centre(i)[1] - q * 0.6)}">${cellName(board, i)}</text>`)
    .join("");
  return setMarks(board, marks, centre, q * 1.5) + labels;
}

/** Click targets, one disc per point. */
export function hits(board, r) {
  const { q, centre } = geometry(board, r);
  return board.coords
    .map((_, i) => {
      const [x, y] = centre(i);
      return `<circle class="hit" data-cell="${i}" cx="${f(x)}" cy="${f(y)}" r="${f(q * 1.2)}"><title>${cellName(board, i)}</title></circle>`;
    })
    .join("");
}

/** A point's name: its column letter and its row counted from the bottom (`d2`). */
export const cellName = (board, c) => `${String.fromCharCode(97 + board.coords[c][0])}${board.size - board.coords[c][1]}`;
