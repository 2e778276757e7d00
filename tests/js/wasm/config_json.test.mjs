// A configuration object is read through its JSON text (src/wasm/json.rs): each number is the
// one serde_json reads from JSON.stringify's text (whole numbers written without an exponent
// are integers), and the messages are the configuration reader's (src/config.rs), naming the
// key and the value.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch, PnPlay, schema } = require("../../../pkg-node/pnlab.js");
// Every game's name, in the engine's order.
const GAMES = schema().games.map((g) => g.name).join(", ");

const base = { game: "clique", n: 5, k: 3 };
function message(config) {
  try {
    new PnSearch(config).free();
  } catch (e) {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    return e.message;
  }
  return null;
}

test("numbers read as serde_json reads their JSON text", () => {
  assert.equal(message({ ...base, limits: { maxNodes: 7 } }), null);
  assert.equal(
    message({ ...base, limits: { maxNodes: 1.5 } }),
    "config.limits.maxNodes: invalid type: floating point `1.5`, expected u64",
  );
  assert.equal(
    message({ ...base, limits: { maxNodes: -3 } }),
    "config.limits.maxNodes: invalid value: integer `-3`, expected u64",
  );
  // Above 2^53 JS writes "1152921504606847000": that integer, not 2^60's own digits.
  assert.equal(
    message({ ...base, limits: { maxBytes: 2 ** 60 } }),
    "config.limits.maxBytes = 1152921504606847000 is out of range in the browser: at most 3758096384 " +
      "(a wasm32 module has 4 GiB, and a snapshot and the page need room too)",
  );
  // From 1e21 on JS writes an exponent, which serde_json reads as a float (and writes as 1e+21).
  assert.equal(
    message({ ...base, limits: { maxBytes: 1e21 } }),
    "config.limits.maxBytes: invalid type: floating point `1e+21`, expected u64",
  );
  assert.equal(
    message({ ...base, options: { transpositions: "yes" } }),
    'config.options.transpositions: invalid type: string "yes", expected a boolean',
  );
});

test("what JSON drops or nulls is dropped or null", () => {
  // undefined and functions vanish from objects; NaN becomes null, which an option reads as absent.
  assert.equal(message({ ...base, preset: "BEST", options: { rule: undefined, f() {} } }), null);
  assert.equal(message({ ...base, limits: { maxNodes: NaN } }), null);
  assert.equal(
    message({ ...base, options: { rule: "strong" } }),
    "config.options.rule: unknown variant `strong`, expected one of `standard`, `weak`, `snda`",
  );
});

test("deep or cyclic input is refused with a message, and the module still works", () => {
  let deep = {};
  for (let i = 0; i < 1000; i++) deep = { a: deep };
  assert.match(message({ ...base, definition: deep }), /^config: recursion limit exceeded/);
  const cyclic = { ...base };
  cyclic.self = cyclic;
  assert.equal(message(cyclic), "config cannot be read as JSON");
  const p = new PnPlay({ game: "tictactoe" });
  assert.throws(() => p.report([1]), /^Error: line must be an array of move labels such as \["b2", "a1"\]$/);
  p.free();
  const s = new PnSearch(base);
  assert.ok(s.run().iteration > 0);
  s.free();
});

test("both constructors read a configuration by one reader, with the same messages", () => {
  // PnSearch and PnPlay share src/wasm/mod.rs's config_of: JS's typeof "object" and not null.
  const refused = (C, config) => {
    try {
      new C(config).free();
    } catch (e) {
      return e.message;
    }
    return null;
  };
  for (const C of [PnSearch, PnPlay]) {
    for (const bad of [undefined, null, 5, "clique", true]) {
      assert.equal(refused(C, bad), 'config must be an object such as {game: "tictactoe"}', `${C.name}(${bad})`);
    }
    // The messages that quote a bad value: serde_json's compact text.
    assert.equal(refused(C, [1, "a"]), 'config.a configuration is an object such as {"game": "tictactoe"}, not [1,"a"]');
    assert.equal(
      refused(C, { game: { a: 1 } }),
      `config.game: unknown game {"a":1}: allowed are ${GAMES}`,
    );
    assert.equal(refused(C, { game: "clique", start: [1.5] }), 'config.start: every move is a label such as "b2", not 1.5');
    assert.equal(
      refused(C, { game: "clique", start: null }),
      'config.start: a list of moves such as ["b2", "a1"] or "b2 a1", not null',
    );
  }
});
