// Every error the engine throws is a JS Error with the message the CLI prints and, as `kind`,
// the kind of the Rust error (src/error.rs, mapped once in src/wasm/mod.rs): "input" for a value
// given, "file" for a book or table handed in that does not read.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch, PnPlay, schema } = require("../../../pkg-node/pnlab.js");

/** What `call()` throws: its kind and message (it must throw an Error). */
function thrown(call) {
  try {
    call();
  } catch (e) {
    assert.ok(e instanceof Error, `not an Error: ${e}`);
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
