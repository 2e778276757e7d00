// A position drawn small, by the board module of its shape (boards/: graph, grid, morris, row, sets).
// Returns SVG path data, so a node costs a few <path> elements however many cells it has. Pure.
//
// A board module exports:
//   paths(board, cells, lastCell, r)  → {free, first, second, last, lastPlayer}
//   setPath(board, set, r)            → path data of one winning set (boards with sets)
//   extras(board, marks, r)           → SVG markup the large drawing adds (threats, labels)
//   playersOf(board)                  → ["", first player's pieces, second player's] in words
//                                       (one name twice: neutral pieces, marked 1)
//   cellName(board, cell), rawCell(board, cell, relabelling), relabelText(relabelling)
//   classOf(board)                    → a class for the drawing (optional: piece styles)
//   prepare(board, config)            → the board with what the drawing needs (optional)
//   hits(board, r)                    → click targets, one per cell, [data-cell] (the play page)
import * as graph from "./boards/graph.js";
import * as grid from "./boards/grid.js";
import * as morris from "./boards/morris.js";
import * as row from "./boards/row.js";
import * as sets from "./boards/sets.js";
import { completedSet } from "./wins.js";

export { vertices, edgeList } from "./boards/graph.js";

/** One module per board shape, as the engine describes boards (`PnSearch.board()`). */
export const BOARDS = { graph, grid, morris, row, sets };

/** The drawing info of a game: its name and the engine's board description, completed by the
 *  board's module from the configuration when it needs to (a row's colours). */
export function describe(game, board, config = {}) {
  const module = BOARDS[board?.shape];
  if (!module) throw new Error(`board shape ${board?.shape} has no drawing module: allowed are ${Object.keys(BOARDS).join(", ")}`);
  return { game, board: module.prepare ? module.prepare(board, config) : board };
}

/** The module that draws `info`'s board. */
export const boardOf = (info) => BOARDS[info.board.shape];

/** The class the drawing of `info`'s board carries (how its pieces look). */
export const boardClass = (info) => `b-${info.board.shape} ${boardOf(info).classOf?.(info.board) ?? ""}`.trim();

/**
 * Path data of one position: {free, first, second, last, lastPlayer, won, wonPlayer} — `first`
 * holds the first player's pieces, `second` the second player's, `last` the last move, `won` a
 * completed winning set (boards with winning sets), drawn beneath the pieces.
 */
export function glyphPaths(info, cells, lastCell, r) {
  const module = boardOf(info);
  const p = module.paths(info.board, cells, lastCell, r);
  const done = info.board.sets?.length && module.setPath ? completedSet(info.board.sets, cells, lastCell) : null;
  p.won = done ? module.setPath(info.board, info.board.sets[done[1]], r) : "";
  p.wonPlayer = done ? done[0] : 0;
  return p;
}

const CELL_NAMES = new WeakMap();

/** A position in words, for a node's tooltip: each player's cells by name, e.g.
 *  "red 0-1 2-3 · blue 1-2"; "" without a game. */
export function positionText(info, cells) {
  if (!info) return "";
  const module = boardOf(info);
  const names = module.playersOf(info.board);
  // Every drawn node's picture is named so: the cells' names are made once per board.
  let cellNames = CELL_NAMES.get(info.board);
  if (!cellNames) CELL_NAMES.set(info.board, (cellNames = []));
  const of = (player) => {
    const list = [];
    for (let c = 0; c < cells.length; c++) if (cells[c] === player) list.push((cellNames[c] ??= module.cellName(info.board, c)));
    return `${names[player]} ${list.length ? list.join(" ") : "none"}`;
  };
  // Neutral pieces (one name for both players) are all marked 1.
  return names[1] === names[2] ? of(1) : `${of(1)} · ${of(2)}`;
}
