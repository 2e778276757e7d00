// A handle used after free() says it was freed and names the call, in every class the glue
// exports (scripts/wasm-freed.mjs), instead of wasm-bindgen's "null pointer passed to rust".
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch, PnPlay } = require("../../../pkg-node/pnlab.js");

test("a freed PnSearch says it was freed, for methods and getters", () => {
  const s = new PnSearch({ game: "tictactoe" });
  s.step();
  assert.equal(s.iteration, 1, "a live handle works through the guard");
  s.free();
  assert.throws(() => s.step(), /^Error: PnSearch\.step: this PnSearch was freed/);
  assert.throws(() => s.goto(3), /PnSearch\.goto: this PnSearch was freed \(free\(\) was called on it\); create a new one/);
  assert.throws(() => s.iteration, /PnSearch\.iteration: this PnSearch was freed/);
  assert.doesNotThrow(() => s.free(), "a second free() is harmless");
});

test("a freed PnPlay says it was freed", () => {
  const p = new PnPlay({ game: "tictactoe" });
  p.free();
  assert.throws(() => p.board(), /PnPlay\.board: this PnPlay was freed/);
});
