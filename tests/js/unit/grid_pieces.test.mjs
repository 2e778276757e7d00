// The grid's board module draws every kind of piece the engine's `Pieces` names, the neutral
// stones included, and marks a last move that left its cell empty (a move that takes pieces
// away). Pure: boards given literally.
import { test } from "node:test";
import assert from "node:assert/strict";
import { describe, glyphPaths, boardOf, boardClass, loadBoard, positionText } from "../../../www/view/glyph.js";

await loadBoard("grid");

const grid = (pieces) => describe("any", { shape: "grid", cols: 3, rows: 2, pieces, sets: [] });

test("stones are nobody's: named as stones for either side, drawn in the first layer, classed neutral", () => {
  const info = grid("stones");
  const names = boardOf(info).playersOf(info.board);
  assert.equal(names[1], "the stones");
  assert.equal(names[2], names[1]);
  assert.equal(boardClass(info), "b-grid pieces-stones");
  const p = glyphPaths(info, [1, 1, 0, 1, 0, 0], 0, 30);
  assert.equal(p.first.split("M").length - 1, 3, "one circle per stone");
  assert.equal(p.second, "");
  // In words, once: the stones are no side's.
  assert.equal(positionText(info, [1, 1, 0, 1, 0, 0]), "the stones a2 b2 a1");
  assert.equal(positionText(grid("discs"), [1, 0, 0, 2, 0, 0]).split(" · ").length, 2);
});

test("a last move whose cell is left empty is ringed; one onto a piece is that piece", () => {
  for (const pieces of ["stones", "discs", "marks", "pawns"]) {
    const info = grid(pieces);
    const emptied = glyphPaths(info, [1, 1, 0, 1, 0, 0], 2, 30);
    assert.ok(emptied.last.startsWith("M"), `${pieces}: the emptied cell is marked`);
    assert.equal(emptied.lastPlayer, 0, pieces);
    const placed = glyphPaths(info, [1, 1, 0, 2, 0, 0], 3, 30);
    assert.equal(placed.lastPlayer, 2, pieces);
    assert.ok(placed.second.includes(placed.last), `${pieces}: the piece itself`);
  }
});
