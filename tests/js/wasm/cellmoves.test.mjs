// A click on the play page's board plays the legal move whose label names the cell, for every
// game's board, with the engine's own move labels and cells.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { describe, boardOf, loadBoard } from "../../../www/view/glyph.js";
import { clickMove } from "../../../www/play/cellmoves.js";

const require = createRequire(import.meta.url);
const { PnPlay, schema } = require("../../../pkg-node/pnlab.js");

/** The start of `config` after `line`, drawn as the play page draws it. */
async function position(config, line = []) {
  const p = new PnPlay(config);
  p.beginReport(line);
  let r;
  while (!(r = p.advance(20000).report));
  const board = p.board();
  await loadBoard(board.shape);
  const info = describe(config.game, board, config);
  p.free();
  return { info, moves: r.moves, module: boardOf(info) };
}
const click = ({ info, moves, module }, cell, from = null) => clickMove(module, info.board, moves, cell, from);

test("every legal move of every game's start is reached by clicking the board", async () => {
  // Each game of the engine's list, from its default parameters.
  // A cyclic game from its smallest board: its move information is a retrograde table that
  // fits only there (docs/game-catalogue.md).
  const cyclic = schema().cyclic;
  for (const config of schema().games.map(({ name }) => (cyclic.includes(name) ? { game: name, men: 3 } : { game: name }))) {
    const pos = await position(config);
    assert.equal(typeof pos.module.hits, "function", config.game);
    const cells = pos.module.hits(pos.info.board, 58).match(/data-cell="\d+"/g).map((s) => Number(s.match(/\d+/)[0]));
    for (const m of pos.moves) {
      // A click on the cell it ends on, or on its piece first and then there.
      let out = click(pos, m.cell);
      if (out.choose) out = click(pos, m.cell, cells.find((c) => click(pos, c).moves?.includes(m.label)));
      assert.equal(out.move, m.label, `${config.game}: ${m.label}`);
    }
  }
});

test("tic-tac-toe: a click on b2 plays b2; on a taken cell it names no move", async () => {
  const pos = await position({ game: "tictactoe" });
  assert.deepEqual(click(pos, 4), { move: "b2" });
  assert.deepEqual(click(pos, 6), { move: "a1" });
  const after = await position({ game: "tictactoe" }, ["b2"]);
  assert.deepEqual(click(after, 4), { none: true });
});

test("connect-4: any cell of a column plays that column", async () => {
  const pos = await position({ game: "connect4", cols: 4, rows: 4 });
  for (const cell of [2, 6, 10, 14]) assert.deepEqual(click(pos, cell), { move: "c" });
});

test("hexapawn and clobber: a piece is picked up, then its target played; two moves onto one cell ask which", async () => {
  const hex = await position({ game: "hexapawn", cols: 3, rows: 3 });
  assert.deepEqual(click(hex, 6), { select: 6, moves: ["a1-a2"] });
  assert.deepEqual(click(hex, 3, 6), { move: "a1-a2" });
  const clob = await position({ game: "clobber", row: "BWBWBW", first: "black" });
  assert.deepEqual(click(clob, 1), { choose: ["1>2", "3>2"] });
  assert.deepEqual(click(clob, 1, 2), { move: "3>2" });
  assert.deepEqual(click(clob, 0), { select: 0, moves: ["1>2"] });
});

test("the large drawing names the cells as the moves do, each name at its cell", async () => {
  const texts = (svg) => [...svg.matchAll(/<text class="cl coord"[^>]*x="([-\d.]+)" y="([-\d.]+)">([^<]+)<\/text>/g)].map(([, x, y, t]) => ({ x: +x, y: +y, t }));
  const ttt = await position({ game: "tictactoe" });
  const names = texts(ttt.module.extras(ttt.info.board, {}, 58)).map((l) => l.t);
  assert.deepEqual(names.sort(), ["1", "2", "3", "a", "b", "c"]);
  const c4 = await position({ game: "connect4", cols: 5, rows: 4 });
  assert.deepEqual(texts(c4.module.extras(c4.info.board, {}, 58)).map((l) => l.t), ["a", "b", "c", "d", "e"]);
  const clob = await position({ game: "clobber", row: "BWBWBW", first: "black" });
  assert.deepEqual(texts(clob.module.extras(clob.info.board, {}, 58)).map((l) => l.t), ["1", "2", "3", "4", "5", "6"]);
  // The positional game's numbers sit on their cells (the click targets' centres).
  const pos = await position({ game: "positional" });
  const labels = texts(pos.module.extras(pos.info.board, { threats: {}, threatSets: {} }, 58));
  const centres = [...pos.module.hits(pos.info.board, 58).matchAll(/cx="([-\d.]+)" cy="([-\d.]+)"/g)].map(([, x, y]) => [+x, +y]);
  assert.equal(labels.length, 9);
  for (const l of labels) {
    const [cx, cy] = centres[Number(l.t)];
    assert.ok(Math.abs(l.x - cx) < 0.2 && Math.abs(l.y - cy) < 4, `cell ${l.t} label at ${l.x},${l.y}, cell at ${cx},${cy}`);
  }
});
