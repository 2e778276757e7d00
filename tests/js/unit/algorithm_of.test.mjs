// The algorithm a configuration runs, read from the schema as the engine reads it
// (Config::algorithm): the page keeps no algorithm's name of its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { algorithmOf } from "../../../www/view/schema.js";

/** A schema of made-up names, so a name the page wrote itself would not match. */
const SCHEMA = {
  cyclic: ["loop"],
  cyclicAlgorithm: "walker",
  presets: [{ name: "K4WEAK", algorithm: "plain" }, { name: "DEEP", algorithm: "diver" }],
};

test("a game whose positions repeat runs the schema's cyclic algorithm unless one is named", () => {
  assert.equal(algorithmOf(SCHEMA, { game: "loop" }), "walker");
  assert.equal(algorithmOf(SCHEMA, { game: "loop", algorithm: "diver" }), "diver");
  assert.equal(algorithmOf({ ...SCHEMA, cyclicAlgorithm: undefined }, { game: "loop" }), null);
});

test("another game runs its preset's algorithm, K4WEAK's when none is named", () => {
  assert.equal(algorithmOf(SCHEMA, { game: "line" }), "plain");
  assert.equal(algorithmOf(SCHEMA, { game: "line", preset: "deep" }), "diver");
  assert.equal(algorithmOf(SCHEMA, { game: "line", preset: "NONE" }), null);
});
