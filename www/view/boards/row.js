// A row of cells with stones: black stones filled, white stones ringed. The first player is the
// colour that moves first (the board's `first`, or the configuration's; black when neither
// says), and the large drawing says which. Pure.
export { rawCell, relabelText } from "./cells.js";
import { f, ring } from "./cells.js";

const COLOUR_WORDS = { black: "black (filled, B)", white: "white (ringed, W)" };

/** The board with the colour of the first player's stones. */
export function prepare(board, config) {
  const first = (board.first ?? config.first) === "white" ? "white" : "black";
  return { ...board, first };
}

const colours = (board) => (board.first === "white" ? ["white", "black"] : ["black", "white"]);

export const playersOf = (board) => ["", ...colours(board).map((c) => COLOUR_WORDS[c])];

/** Which player's stones are black decides the fill (CSS `.first-black`, `.first-white`). */
export const classOf = (board) => `first-${colours(board)[0]}`;

function geometry(board, r) {
  const s = (2 * r) / Math.max(board.len, 3);
  const w = s * board.len;
  return { s, w, centre: (i) => [-w / 2 + i * s + s / 2, 0] };
}

export function paths(board, cells, lastCell, r) {
  const { s, w, centre } = geometry(board, r);
  let free = `M${f(-w / 2)} ${f(-s / 2)}H${f(w / 2)}V${f(s / 2)}H${f(-w / 2)}Z`;
  for (let i = 1; i < board.len; i++) free += `M${f(-w / 2 + i * s)} ${f(-s / 2)}V${f(s / 2)}`;
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    const [cx, cy] = centre(i);
    if (c) d[c] += ring(cx, cy, s * 0.38);
    // The last move: a ring around the cell the moving stone went to.
    if (i === lastCell) last = ring(cx, cy, s * 0.5);
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0 };
}

/** The large drawing says which colour moves first, under the row. */
/** The large drawing says which colour moves first, under the row, and numbers the cells
 *  above it as the move labels do (1 to len, "1>2"). */
export function extras(board, marks, r) {
  const { s, centre } = geometry(board, r);
  const [first] = colours(board);
  const numbers = Array.from({ length: board.len }, (_, i) => `<text class="cl coord" text-anchor="middle" x="${f(centre(i)[0])}" y="${f(-s / 2 - 3)}">${i + 1}</text>`).join("");
  return `<text class="caption" x="0" y="${f(s / 2 + 14)}">${first} (${first[0].toUpperCase()}) moves first</text>${numbers}`;
}

/** Click targets, one square per cell, for a board a person plays on. */
export function hits(board, r) {
  const { s, centre } = geometry(board, r);
  return Array.from({ length: board.len }, (_, i) => {
    const [x, y] = centre(i);
    return `<rect class="hit" data-cell="${i}" x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}"><title>${i + 1}</title></rect>`;
  }).join("");
}

export const cellName = (board, c) => String(c + 1);
