// A position drawn small, by the board module of its shape (boards/: graph, grid, row, sets).
// Returns SVG path data, so a node costs a few <path> elements however many cells it has. Pure.
import * as graph from "./boards/graph.js";
import * as grid from "./boards/grid.js";
import * as row from "./boards/row.js";
import * as sets from "./boards/sets.js";

export { vertices, edgeList } from "./boards/graph.js";

/** One module per board shape, as the engine describes boards (`PnSearch.board()`). */
export const BOARDS = { graph, grid, row, sets };

/** The drawing info of a game: its name and the engine's board description. */
export function describe(game, board) {
  if (!BOARDS[board?.shape]) throw new Error(`board shape ${board?.shape} has no drawing module: allowed are ${Object.keys(BOARDS).join(", ")}`);
  return { game, board };
}

/** The module that draws `info`'s board. */
export const boardOf = (info) => BOARDS[info.board.shape];

/**
 * Path data of one position: {free, first, second, last, lastPlayer} — `first` holds the first
 * player's marks, `second` the second player's, `last` the last move.
 */
export function glyphPaths(info, cells, lastCell, r) {
  return boardOf(info).paths(info.board, cells, lastCell, r);
}
