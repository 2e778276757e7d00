// A shared link carries the whole view: reading what was written gives it back, for every
// setting the engine's schema lists.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readState, writeState } from "../../../www/view/urlstate.js";
import { walk } from "../schemawalk.mjs";

const require = createRequire(import.meta.url);
const { schema, PnSearch } = require("../../../pkg-node/pnlab.js");
const SCHEMA = schema();
// Every game's name, in the engine's order.
const GAMES = SCHEMA.games.map((g) => g.name).join(", ");
// Iteration 0, phase "done" and no node are the defaults: the URL leaves them out.
// A link the page wrote itself has nothing to complain about.
const roundTrip = (state) => {
  const { problems = [], ...back } = readState(new URLSearchParams(writeState(state).toString()), SCHEMA);
  assert.deepEqual(problems, []);
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

const read = (query) => readState(new URLSearchParams(query), SCHEMA);

test("a bad value is left out and named with what is allowed; the rest of the link stays", () => {
  const cases = [
    ["it=abc", 'it = "abc" is not a whole number (allowed: 0 or more): ignored'],
    ["it=2.5", 'it = "2.5" is not a whole number (allowed: 0 or more): ignored'],
    ["it=-5", 'it = "-5" is out of range (allowed: 0 or more): ignored'],
    ["node=abc", 'node = "abc" is not a whole number (allowed: 0 or more): ignored'],
    ["n=abc", 'n = "abc" is not a whole number (allowed: 2 to 8): ignored'],
    ["n=99", 'n = "99" is out of range (allowed: 2 to 8): ignored'],
    ["phase=bogus", 'phase = "bogus" is not one of select, develop, update, done: ignored'],
    ["lazySons=maybe", 'lazySons = "maybe" is not on or off (allowed: 1, true, 0, false): ignored'],
    ["p.epsilon=abc", 'p.epsilon = "abc" is not a number (allowed: 0 to 10): ignored'],
    ["p.epsilon=", 'p.epsilon = "" is not a number (allowed: 0 to 10): ignored'],
    ["rule=bogus", 'rule = "bogus" is not one of standard, weak, snda: ignored'],
    ["normaliser=nope", 'normaliser = "nope" is not one of identity, degree, neighbours, exact: ignored'],
  ];
  for (const [bad, message] of cases) {
    const query = new URLSearchParams("game=clique&n=6&k=4&preset=WEAK");
    const [k, v] = [bad.slice(0, bad.indexOf("=")), bad.slice(bad.indexOf("=") + 1)];
    query.set(k, v);
    const state = readState(query, SCHEMA);
    assert.deepEqual(state.problems, [message], bad);
    const key = bad.split("=")[0];
    // The valid part is kept, the bad one is absent (so the page's defaults apply).
    assert.equal(state.config.game, "clique", bad);
    assert.equal(state.config.preset, "WEAK", bad);
    if (key !== "n") assert.equal(state.config.n, 6, bad);
    else assert.equal("n" in state.config, false);
    assert.equal(JSON.stringify(state).includes("NaN"), false, bad);
    assert.equal(writeState(state).toString().includes("NaN"), false, bad);
    for (const k of ["iteration", "node", "phase"]) if (key === { iteration: "it" }[k] || key === k) assert.equal(state[k], undefined, bad);
    assert.equal(state.config.options?.[key] ?? state.config.params?.[key.slice(2)], undefined, bad);
  }
  assert.deepEqual(read("game=clique&n=5&k=3&it=7&node=2&phase=develop&p.epsilon=0.5&lazySons=1").problems, []);
});

test("without a game, what the link held is named as ignored", () => {
  assert.deepEqual(read("n=-1&it=abc").problems, [`the link names no game (game=${GAMES}), so n, it were ignored`]);
  assert.deepEqual(read("it=100000000").problems, [`the link names no game (game=${GAMES}), so it was ignored`]);
  assert.deepEqual(read("projector=1"), {});
});
