// The phase banner's words for a search that stopped on its memory budget.
import { test } from "node:test";
import assert from "node:assert/strict";
import { describePhase } from "../../../www/view/phases.js";
import { MAX_DEFAULT_BYTES, GIB } from "../../../www/engine/budget.js";

test("a memory stop names the default budget's cap as the budget module declares it", () => {
  const view = { iteration: 12, status: "limit-reached", stats: { stoppedBy: "memory" }, record: null };
  const { title, text } = describePhase(view, "done");
  assert.equal(title, "Stopped");
  assert.equal(MAX_DEFAULT_BYTES, 3.25 * GIB);
  assert.match(text, /It filled its memory budget/);
  assert.match(text, /half the device's memory, at most 3\.25 GiB, unless l\.maxBytes in the address sets another/);
  assert.doesNotMatch(text, /3\.5 GiB/);
});

test("a start where the game is over says so, with the engine's why and the result", () => {
  const view = { iteration: 0, status: "solved", result: "second-wins", stats: {}, record: null };
  const ended = { outcome: "second-wins", why: "the first player is to move and has no move (second-wins)" };
  const { title, text } = describePhase(view, "done", Infinity, { ended });
  assert.equal(title, "Over at the start");
  assert.equal(
    text,
    "The game is over at the start position: the first player is to move and has no move (second-wins). " +
      "Result: second player wins, with no search needed: the rules decide the root, the only node.",
  );
  // Without it, an unstepped search is ready to step.
  assert.equal(describePhase({ ...view, status: "running" }, "done").title, "Ready");
});
