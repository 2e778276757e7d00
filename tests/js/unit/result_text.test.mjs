// The status line's result: what a limit leaves known, and why it stopped.
import { test } from "node:test";
import assert from "node:assert/strict";
import { resultText } from "../../../www/view/format.js";
import { algorithmModule, developNote, limitText, loadAlgorithm, pathNote } from "../../../www/view/algorithms.js";
import { loadAlgorithmModules } from "../algorithm_modules.mjs";

await loadAlgorithmModules();

test("a limit that stopped the second question leaves the first answer's result", () => {
  assert.equal(resultText("limit-reached", "draw-or-second-wins", "nodes"), "Draw or second player wins (nodes)");
  assert.equal(resultText("limit-reached", "unknown", "memory"), "unknown (memory)");
  assert.equal(resultText("limit-reached", "unknown", undefined), "unknown (limit reached)");
  assert.equal(resultText("solved", "draw", undefined), "Draw");
  assert.equal(resultText("running", "unknown", undefined), "unknown");
});

test("an algorithm's own bound is named by its module, with the parameter that sets it", () => {
  const table = { stoppedBy: "algorithm", bound: "table-too-small" };
  const sets = { stoppedBy: "algorithm", bound: "set-size" };
  assert.equal(limitText(table, { algorithm: "dfpn", params: { ttSize: 5 } }), "transposition table too small, ttSize 5");
  assert.equal(limitText(table, { preset: "DFPN", params: { ttSize: 40 } }), "transposition table too small, ttSize 40");
  assert.equal(limitText(sets, { algorithm: "pss", params: { maxSetSize: 5 } }), "proof sets too large, maxSetSize 5");
  assert.equal(limitText({ ...sets, bound: "sets-held" }, { algorithm: "pss" }), "proof sets too large");
  assert.equal(limitText({ stoppedBy: "algorithm" }, {}), "algorithm");
  assert.equal(limitText({ stoppedBy: "memory" }, { params: { ttSize: 5 } }), "memory");
  assert.equal(limitText({}), undefined);
  assert.equal(resultText("limit-reached", "unknown", limitText(table, { params: { ttSize: 5 } })), "unknown (transposition table too small, ttSize 5)");
});

test("a record's extras are drawn by its algorithm's module; one with no module is an error", () => {
  const dfpn = { extras: { algorithm: "dfpn", thresholds: [{ node: 3, thpn: 2, thdn: 2 ** 30, pn: 1, dn: 1 }], left: [] } };
  assert.equal(pathNote(dfpn, 3), " [thresholds 2/∞]");
  assert.equal(pathNote(dfpn, 4), "");
  assert.equal(pathNote({}, 3), "");
  assert.equal(developNote({ extras: { algorithm: "pn2", inner: [] } }), "");
  assert.match(developNote({ extras: { algorithm: "pn2", inner: [{ node: 5, limit: 9, nodes: 4, iterations: 2, result: "proved", pn: 0, dn: 2 ** 30 }] } }), /PN²: 1 second-level search .*; solved 5 proved\.$/);
  assert.throws(() => developNote({ extras: { algorithm: "dcg-unknown" } }), /extras of algorithm dcg-unknown have no module loaded: loadAlgorithm\("dcg-unknown"\) first; loaded are .*dfpn/);
});

test("an algorithm's module is loaded by its name; a name with no module, or no name, is refused with what is allowed", async () => {
  assert.equal((await loadAlgorithm("dfpn")).label, "df-pn");
  assert.equal(algorithmModule("dfpn").label, "df-pn");
  await assert.rejects(loadAlgorithm("dfpn-none"), /algorithm dfpn-none has no page module: www\/view\/algorithms\/dfpn-none\.js did not load/);
  assert.equal(algorithmModule("dfpn-none"), undefined);
  for (const bad of ["../format", "Dfpn", "", undefined]) await assert.rejects(loadAlgorithm(bad), /is not an algorithm's name: allowed are lowercase letters, digits and "-", a letter first/);
});
