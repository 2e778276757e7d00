// The phase banner's words for a search that stopped on its memory budget.
import { test } from "node:test";
import assert from "node:assert/strict";
import { describePhase } from "../../../www/view/phases.js";
import { MAX_DEFAULT_BYTES, GIB } from "../../../www/engine/budget.js";
import { loadAlgorithmModules } from "../algorithm_modules.mjs";

await loadAlgorithmModules();

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

test("df-pn's select phase is told as its stack with thresholds, not as PN-search's descent from the root", async () => {
  const { readFileSync } = await import("node:fs");
  const steps = JSON.parse(readFileSync(new URL("../fixtures/steps.json", import.meta.url), "utf8"));
  const [first, , third] = steps["clique-5-3-dfpn"].views;
  const words = (v) => describePhase({ ...v.view, record: v.record }, "select").text;
  assert.equal(words(first), "df-pn's stack holds the root alone, with thresholds ∞/∞; the node on top is a leaf within its thresholds. The most-proving node is 0.");
  assert.match(words(third), /^df-pn's stack runs from the root through 2 sons, each entered as the son with the smallest pn/);
  assert.match(words(third), /The most-proving node is 2\.$/);
  // PN-search keeps its own words.
  const pns = steps["clique-5-3-best"].views[2];
  assert.match(words(pns), /^From the (root|last changed node \d+), take at each OR node/);
});
