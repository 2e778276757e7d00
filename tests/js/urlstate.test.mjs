// A shared link carries the whole view: reading what was written gives it back, for every
// setting the engine's schema lists.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readState, writeState } from "../../www/view/urlstate.js";
import { walk } from "./schemawalk.mjs";

const require = createRequire(import.meta.url);
const { schema, PnSearch } = require("../../pkg-node/pnlab.js");
const SCHEMA = schema();
// Iteration 0, phase "done" and no node are the defaults: the URL leaves them out.
const roundTrip = (state) => {
  const back = readState(new URLSearchParams(writeState(state).toString()), SCHEMA);
  return { ...back, iteration: back.iteration ?? 0, phase: back.phase ?? "done", node: back.node ?? null };
};

test("the URL state round-trips", () => {
  const state = {
    config: { game: "clique", n: 6, k: 4, preset: "WEAK", normaliser: "exact", algorithm: "dfpn", options: { transpositions: false, rule: "standard", selection: "from-root" } },
    iteration: 42,
    phase: "develop",
    node: 17,
  };
  const params = writeState(state);
  assert.equal(params.get("transpositions"), "0");
  assert.deepEqual(roundTrip(state), state);
});

test("every setting of the schema, set away from its default, round-trips and the engine accepts it", () => {
  const configs = walk(SCHEMA);
  // Each game's parameters, each question, option, algorithm parameter and limit.
  const settings = SCHEMA.games.reduce((n, g) => n + g.params.length, 0) + SCHEMA.questions.length - 1 + SCHEMA.options.length + SCHEMA.limits.length;
  assert.ok(configs.length >= settings + SCHEMA.params.length, `${configs.length} configurations`);
  for (const [label, config] of configs) {
    const state = { config, iteration: 3, phase: "select", node: 1 };
    assert.deepEqual(roundTrip(state), state, label);
    new PnSearch(roundTrip(state).config).free();
  }
});

test("a positional game's definition round-trips as JSON", () => {
  const definition = { cells: 4, sets: [[0, 1], [2, 3]], variant: "maker-breaker" };
  const state = { config: { game: "positional", definition }, iteration: 0, phase: "done", node: null };
  assert.deepEqual(roundTrip(state), state);
});

test("defaults are left out and an empty query means no state", () => {
  const params = writeState({ config: { game: "tictactoe", preset: "BASIC" }, iteration: 0, phase: "done", node: null });
  assert.equal(params.toString(), "game=tictactoe&preset=BASIC");
  assert.deepEqual(readState(new URLSearchParams(""), SCHEMA), {});
});
