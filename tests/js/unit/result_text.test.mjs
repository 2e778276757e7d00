// The status line's result: what a limit leaves known, and why it stopped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { limitText, resultText } from "../../../www/view/format.js";

test("a limit that stopped the second question leaves the first answer's result", () => {
  assert.equal(resultText("limit-reached", "draw-or-second-wins", "nodes"), "Draw or second player wins (nodes)");
  assert.equal(resultText("limit-reached", "unknown", "memory"), "unknown (memory)");
  assert.equal(resultText("limit-reached", "unknown", undefined), "unknown (limit reached)");
  assert.equal(resultText("solved", "draw", undefined), "Draw");
  assert.equal(resultText("running", "unknown", undefined), "unknown");
});

test("an algorithm's own bound is named with the parameter that sets it", () => {
  const algorithm = { stoppedBy: "algorithm" };
  assert.equal(limitText(algorithm, { algorithm: "dfpn", params: { ttSize: 5 } }), "transposition table too small, ttSize 5");
  assert.equal(limitText(algorithm, { preset: "DFPN", params: { ttSize: 40 } }), "transposition table too small, ttSize 40");
  assert.equal(limitText(algorithm, { algorithm: "pss", params: { maxSetSize: 5 } }), "proof sets too large, maxSetSize 5");
  assert.equal(limitText(algorithm, { algorithm: "pss" }), "proof sets too large");
  assert.equal(limitText({ stoppedBy: "memory" }, { params: { ttSize: 5 } }), "memory");
  assert.equal(limitText({}), undefined);
  assert.equal(resultText("limit-reached", "unknown", limitText(algorithm, { params: { ttSize: 5 } })), "unknown (transposition table too small, ttSize 5)");
});
