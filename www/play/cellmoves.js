// A click on the play page's board, as a move: the legal move whose label names the clicked
// cell. Labels name cells as the board module's cellName does ("b2", "3", "1-0"), a step as
// from and to ("a1-a2", "1>2"), a falling disc by its column alone ("c"). Pure.

const parts = (label) => label.split(/[->]/);
const file = (name) => name.replace(/\d+$/, "");

/**
 * What a click on `cell` does, given the legal `moves` ({label, cell}) and the cell clicked
 * before (`from`, or null):
 *   {move}               one legal move ends there (or the one from `from` among several)
 *   {select, moves}      the cell holds a piece that can move: the moves starting there
 *   {choose, moves}      several moves end there and none starts at `from`
 *   {none}               no legal move names the cell
 */
export function clickMove(module, board, moves, cell, from = null) {
  const name = module.cellName(board, cell);
  const ending = moves.filter((m) => {
    const p = parts(m.label);
    return m.cell === cell || m.label === name || p.at(-1) === name || (file(name) !== name && m.label === file(name));
  });
  if (from !== null) {
    const fromName = module.cellName(board, from);
    const chosen = ending.filter((m) => parts(m.label).length > 1 && parts(m.label)[0] === fromName);
    if (chosen.length === 1) return { move: chosen[0].label };
  }
  const starting = moves.filter((m) => parts(m.label).length > 1 && parts(m.label)[0] === name && m.label !== name);
  if (ending.length === 1) return { move: ending[0].label };
  if (ending.length > 1) return { choose: ending.map((m) => m.label) };
  if (starting.length) return { select: cell, moves: starting.map((m) => m.label) };
  return { none: true };
}
