// Every error the engine throws is a JS Error with the message the CLI prints and, as `kind`,
// the kind of the Rust error (src/error.rs, mapped once in src/wasm/mod.rs): "input" for a value
// given, "file" for a book or table handed in that does not read, "unsolved" for a proof asked
// before there is one. The kinds are those of the generated ErrorKind type.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";

const require = createRequire(import.meta.url);
const { PnSearch, PnPlay, schema } = require("../../../pkg-node/pnlab.js");

/** The kinds the tests below saw thrown. */
const seen = new Set();

/** What `call()` throws: its kind and message (it must throw an Error). */
function thrown(call) {
  try {
    call();
  } catch (e) {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
    seen.add(e.kind);
    return { kind: e.kind, message: e.message };
  }
  assert.fail("nothing was thrown");
}

test("a bad setting throws an input error with the configuration reader's message", () => {
  assert.deepEqual(thrown(() => new PnSearch({ game: "tictactoe", options: { rule: "strong" } })), {
    kind: "input",
    message: "config.options.rule: unknown variant `strong`, expected one of `standard`, `weak`, `snda`",
  });
  const games = schema().games.map((g) => g.name).join(", ");
  assert.deepEqual(thrown(() => new PnPlay({ game: "nim" })), {
    kind: "input",
    message: `config.game: unknown game "nim": allowed are ${games}`,
  });
});

test("a bad argument throws an input error naming it", () => {
  const s = new PnSearch({ game: "tictactoe" });
  assert.deepEqual(thrown(() => s.node(-1)), {
    kind: "input",
    message: "node id -1 is out of range: 0 <= id < 1",
  });
  s.free();
});

test("a book handed to a game that reads none throws a file error", () => {
  const p = new PnPlay({ game: "tictactoe" });
  assert.deepEqual(thrown(() => p.setBook("{}")), {
    kind: "file",
    message: `${p.name} has no book to read`,
  });
  assert.deepEqual(thrown(() => p.setData("x.bin", new Uint8Array(1))), {
    kind: "file",
    message: `${p.name} reads no data file: "x.bin"`,
  });
  p.free();
});

test("a proof asked before the search is solved throws an unsolved error, and a proof after it checks", () => {
  const s = new PnSearch({ game: "tictactoe" });
  const unsolved = { kind: "unsolved", message: "node 0 is not solved: there is no proof to extract" };
  assert.deepEqual(thrown(() => s.verify()), unsolved);
  assert.equal(thrown(() => s.proofView()).kind, "unsolved");
  s.run({});
  assert.equal(s.status(), "solved");
  assert.equal(s.verify().claim, "second-avoids-loss");
  s.free();
});

// Runs last (a file's tests run in order): the kinds the tests above saw.
test("every kind thrown here is one the d.ts's ErrorKind declares", () => {
  const dts = readFileSync(new URL("../../../pkg-node/pnlab.d.ts", import.meta.url), "utf8");
  const union = dts.match(/export type ErrorKind =([^;]*);/)[1];
  const declared = new Set([...union.matchAll(/\| "([a-z]+)"/g)].map((m) => m[1]));
  assert.deepEqual([...seen].filter((k) => !declared.has(k)), []);
  assert.ok(seen.size >= 3, [...seen].join(", "));
});
