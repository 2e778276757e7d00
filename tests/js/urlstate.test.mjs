// A shared link carries the whole view: reading what was written gives it back.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readState, writeState } from "../../www/view/urlstate.js";

test("the URL state round-trips", () => {
  const state = {
    config: { game: "clique", n: 6, k: 4, preset: "WEAK", normaliser: "exact", algorithm: "dfpn", options: { transpositions: false, rule: "standard", selection: "from-root" } },
    iteration: 42,
    phase: "develop",
    node: 17,
  };
  const params = writeState(state);
  assert.equal(params.get("transpositions"), "0");
  assert.deepEqual(readState(new URLSearchParams(params.toString())), state);
});

test("defaults are left out and an empty query means no state", () => {
  const params = writeState({ config: { game: "tictactoe", preset: "BASIC" }, iteration: 0, phase: "done", node: null });
  assert.equal(params.toString(), "game=tictactoe&preset=BASIC");
  assert.deepEqual(readState(new URLSearchParams("")), {});
});
