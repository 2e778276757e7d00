// The play page's address (www/play/address.js): a link gives back the game, its moves and the
// page's settings it was written from, and a bad value is refused by name.
import { test } from "node:test";
import assert from "node:assert/strict";
import { fallbackGame, readAddress, writeAddress } from "../../../www/play/address.js";

const schema = {
  games: [
    { name: "big", params: [{ name: "cols", type: "int", default: 7 }, { name: "rows", type: "int", default: 6 }] },
    { name: "small", params: [{ name: "n", type: "int", default: 3 }, { name: "first", type: "choice", default: "white" }] },
    { name: "odd", params: [{ name: "start", type: "string", default: "" }] },
  ],
};

test("with no game named, the smallest board among the games with only number and choice parameters", () => {
  assert.equal(fallbackGame(schema), "small");
  assert.equal(readAddress(schema, "").config.game, "small");
});

test("a written address reads back as the state it was written from", () => {
  const state = { config: { game: "big", cols: 5, rows: 4 }, line: ["a1", "b2"], sides: { first: "perfect", second: "person" }, showValues: false, projector: true, budget: 1000 };
  const back = readAddress(schema, `?${writeAddress(state)}`);
  assert.deepEqual(back, { config: state.config, moves: state.line, sides: state.sides, showValues: false, projector: true, budget: 1000 });
});

test("the old side names count only where the game has no parameter of that name", () => {
  assert.deepEqual(readAddress(schema, "?game=big&first=just-win").sides, { first: "just-win" });
  const small = readAddress(schema, "?game=small&first=black");
  assert.deepEqual(small.sides, {});
  assert.equal(small.config.first, "black");
});

test("a bad side, budget or game is refused, naming the value and what is allowed", () => {
  assert.throws(() => readAddress(schema, "?game=big&side1=robot"), /side1=robot: allowed are person, perfect, just-win, semi-strong/);
  assert.throws(() => readAddress(schema, "?game=big&budget=0"), /budget=0: a whole number >= 1/);
  assert.throws(() => readAddress(schema, "?game=chess"), /unknown game "chess": allowed are big, small, odd/);
});
