// A position drawn small, by the board module of its shape: www/view/boards/<shape>.js, found by
// the shape's name (the engine's `Board` type, src/game/board.rs), so a new shape is its Rust
// variant and its module. Returns SVG path data, so a node costs a few <path> elements however
// many cells it has. Pure.
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
import { completedSet } from "./wins.js";
import { modulesByName } from "./bynames.js";

export { vertices, edgeList } from "./boards/graph.js";

/** The board modules, by shape: boards/<shape>.js, the shape's name as the engine writes it. */
const BOARDS = modulesByName({
  folder: "boards",
  importer: (name) => import(`./boards/${name}.js`),
  pattern: /^[a-z][a-z0-9]*$/,
  kind: "board shape",
  nameIs: "a shape's name",
  allowed: "lowercase letters and digits, a letter first",
  role: "drawing module",
});
const LOADED = BOARDS.loaded;

/** The drawing module of the board shape `shape`, loaded once. Rejects with the shape and the
 *  file it needs when there is none. */
export const loadBoard = BOARDS.load;

/** The drawing info of a game: its name and the engine's board description, completed by the
 *  board's module from the configuration when it needs to (a row's colours). The module must be
 *  loaded ([loadBoard]). */
export function describe(game, board, config = {}) {
  const module = LOADED.get(board?.shape);
  if (!module) throw new Error(`board shape ${board?.shape} has no drawing module loaded: loadBoard(${JSON.stringify(board?.shape)}) first`);
  return { game, board: module.prepare ? module.prepare(board, config) : board };
}

/** The module that draws `info`'s board. */
export const boardOf = (info) => LOADED.get(info.board.shape);

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
