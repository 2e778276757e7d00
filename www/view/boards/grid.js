// Boards of W×H cells listed row by row from the top, with the pieces the board names: X and O
// marks, discs that fall in columns (the first player's red, the second's yellow), pawns that
// step forward (the first player's start at the bottom and point up), or stones that belong to
// neither player (a cell's 1 is a stone). Pure.
export { rawCell, relabelText } from "./cells.js";
import { f, ring, lineThrough, setMarks } from "./cells.js";

const PLAYERS = {
  marks: ["", "X", "O"],
  discs: ["", "the red discs", "the yellow discs"],
  pawns: ["", "the pawns pointing up (▲, from the bottom row)", "the pawns pointing down (▼, from the top row)"],
  // Neutral: the same words for both players (inspector.js, glyph.js's positionText).
  stones: ["", "the stones", "the stones"],
};

export const playersOf = (board) => PLAYERS[board.pieces] ?? ["", "first player", "second player"];

/** Discs are filled in their own colours (CSS `.pieces-discs`), stones in a neutral one
 *  (`.pieces-stones`); marks and pawns are lines. */
export const classOf = (board) => `pieces-${board.pieces}`;

function geometry(board, r) {
  const s = (2 * r) / Math.max(board.cols, board.rows);
  const w = s * board.cols;
  const h = s * board.rows;
  const centre = (i) => [-w / 2 + (i % board.cols) * s + s / 2, -h / 2 + Math.floor(i / board.cols) * s + s / 2];
  return { s, w, h, centre };
}

function piece(kind, player, cx, cy, s) {
  const q = s * 0.3;
  if (kind === "marks") {
    return player === 1
      ? `M${f(cx - q)} ${f(cy - q)}L${f(cx + q)} ${f(cy + q)}M${f(cx + q)} ${f(cy - q)}L${f(cx - q)} ${f(cy + q)}`
      : ring(cx, cy, q);
  }
  if (kind === "pawns") {
    // A triangle pointing the way the pawn moves: up for the first player, down for the second.
    const dir = player === 1 ? -1 : 1;
    return `M${f(cx - q)} ${f(cy - dir * q * 0.6)}L${f(cx)} ${f(cy + dir * q)}L${f(cx + q)} ${f(cy - dir * q * 0.6)}Z`;
  }
  // Discs and stones: one circle, filled by the drawing's style.
  return ring(cx, cy, s * 0.36);
}

export function paths(board, cells, lastCell, r) {
  const { s, w, h, centre } = geometry(board, r);
  let free = `M${f(-w / 2)} ${f(-h / 2)}H${f(w / 2)}V${f(h / 2)}H${f(-w / 2)}Z`;
  for (let c = 1; c < board.cols; c++) free += `M${f(-w / 2 + c * s)} ${f(-h / 2)}V${f(h / 2)}`;
  for (let row = 1; row < board.rows; row++) free += `M${f(-w / 2)} ${f(-h / 2 + row * s)}H${f(w / 2)}`;
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    const [cx, cy] = centre(i);
    // A move that took pieces away (Nim's) left its cell empty: a ring marks it.
    if (!c) {
      if (i === lastCell) last = ring(cx, cy, s * 0.42);
      return;
    }
    const mark = piece(board.pieces, c, cx, cy, s);
    d[c] += mark;
    if (i === lastCell) last = mark;
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0 };
}

/** A winning line through its cells' centres. */
export const setPath = (board, set, r) => lineThrough(set, geometry(board, r).centre);

/** The large drawing: the threats, and the coordinates the move labels use (cellName) — files
 *  a, b, … under the board, ranks 1, 2, … from the bottom on its left; boards whose moves name
 *  only a column (falling discs) get the files alone. */
export function extras(board, marks, r) {
  const { s, w, h, centre } = geometry(board, r);
  let coords = "";
  for (let c = 0; c < board.cols; c++) {
    coords += `<text class="cl coord" text-anchor="middle" x="${f(-w / 2 + c * s + s / 2)}" y="${f(h / 2 + 8)}">${String.fromCharCode(97 + c)}</text>`;
  }
  if (board.pieces !== "discs") {
    for (let row = 0; row < board.rows; row++) {
      coords += `<text class="cl coord" text-anchor="end" x="${f(-w / 2 - 3)}" y="${f(-h / 2 + row * s + s / 2 + 2.5)}">${board.rows - row}</text>`;
    }
  }
  return setMarks(board, marks, centre, s * 0.42) + coords;
}

/** Click targets, one square per cell, for a board a person plays on. */
export function hits(board, r) {
  const { s, centre } = geometry(board, r);
  return Array.from({ length: board.cols * board.rows }, (_, i) => {
    const [x, y] = centre(i);
    return `<rect class="hit" data-cell="${i}" x="${f(x - s / 2)}" y="${f(y - s / 2)}" width="${f(s)}" height="${f(s)}"><title>${cellName(board, i)}</title></rect>`;
  }).join("");
}

export function cellName(board, c) {
  const col = String.fromCharCode(97 + (c % board.cols));
  return `${col}${board.rows - Math.floor(c / board.cols)}`;
}
