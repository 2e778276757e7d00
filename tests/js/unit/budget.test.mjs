import { test } from "node:test";
import assert from "node:assert/strict";
import { deviceBudget, withBudget, MAX_DEFAULT_BYTES, MIN_DEFAULT_BYTES } from "../../../www/engine/budget.js";

const GIB = 2 ** 30;

test("half the device's memory, between the floor and a cap below wasm32's 4 GiB", () => {
  assert.equal(deviceBudget(4), 2 * GIB);
  assert.equal(deviceBudget(2), GIB);
  assert.equal(deviceBudget(8), MAX_DEFAULT_BYTES);
  assert.equal(deviceBudget(0.25), MIN_DEFAULT_BYTES);
  assert.ok(MAX_DEFAULT_BYTES < 4 * GIB);
});

test("a browser that does not tell gets the cap", () => {
  for (const v of [undefined, null, "8", NaN, 0, -1, Infinity]) assert.equal(deviceBudget(v), MAX_DEFAULT_BYTES, String(v));
});

test("a configuration's own budget is kept; other limits survive the default", () => {
  const own = { game: "clique", limits: { maxBytes: 1000 } };
  assert.equal(withBudget(own, 8), own);
  assert.deepEqual(withBudget({ game: "clique", limits: { maxNodes: 5 } }, 2), {
    game: "clique",
    limits: { maxNodes: 5, maxBytes: GIB },
  });
  assert.deepEqual(withBudget({ game: "tictactoe" }, undefined), { game: "tictactoe", limits: { maxBytes: MAX_DEFAULT_BYTES } });
});
