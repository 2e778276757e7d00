// Boards of W×H cells listed row by row from the top: X and O marks (tic-tac-toe), discs that
// fall in columns (Connect-4), pawns that step forward (Hexapawn: the first player's start at
// the bottom and point up). Pure.
export { rawCell, relabelText } from "./cells.js";
import { threatRings } from "./cells.js";

const f = (v) => Math.round(v * 10) / 10;

const PLAYERS = { marks: ["", "X", "O"], discs: ["", "the filled discs", "the other discs"], pawns: ["", "the pawns pointing up (▲)", "the pawns pointing down (▼)"] };

export const playersOf = (board) => PLAYERS[board.pieces] ?? ["", "first player", "second player"];

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
    // A chevron pointing the way the pawn moves: up for the first player, down for the second.
    const dir = player === 1 ? -1 : 1;
    return `M${f(cx - q)} ${f(cy - dir * q * 0.6)}L${f(cx)} ${f(cy + dir * q)}L${f(cx + q)} ${f(cy - dir * q * 0.6)}Z`;
  }
  // Discs: two rings, so a small drawing reads as a filled disc.
  return ring(cx, cy, q) + ring(cx, cy, q * 0.45);
}

function ring(cx, cy, q) {
  return `M${f(cx + q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx - q)} ${f(cy)}A${f(q)} ${f(q)} 0 1 0 ${f(cx + q)} ${f(cy)}`;
}

export function paths(board, cells, lastCell, r) {
  const { s, w, h, centre } = geometry(board, r);
  let free = `M${f(-w / 2)} ${f(-h / 2)}H${f(w / 2)}V${f(h / 2)}H${f(-w / 2)}Z`;
  for (let c = 1; c < board.cols; c++) free += `M${f(-w / 2 + c * s)} ${f(-h / 2)}V${f(h / 2)}`;
  for (let row = 1; row < board.rows; row++) free += `M${f(-w / 2)} ${f(-h / 2 + row * s)}H${f(w / 2)}`;
  const d = ["", "", ""];
  let last = "";
  cells.forEach((c, i) => {
    if (!c) return;
    const [cx, cy] = centre(i);
    const mark = piece(board.pieces, c, cx, cy, s);
    d[c] += mark;
    if (i === lastCell) last = mark;
  });
  return { free, first: d[1], second: d[2], last, lastPlayer: cells[lastCell] ?? 0, dots: [] };
}

export function extras(board, threats, r) {
  const { s, centre } = geometry(board, r);
  return threatRings(threats, centre, s * 0.42);
}

export function cellName(board, c) {
  const col = String.fromCharCode(97 + (c % board.cols));
  return `${col}${board.rows - Math.floor(c / board.cols)}`;
}
