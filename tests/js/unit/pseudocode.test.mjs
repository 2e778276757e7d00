// The pseudocode panel's text and lights, on step records the engine gave
// (tests/js/fixtures/steps.json): each algorithm's own lines, lit by what its record shows ran,
// and a labelled generic text for an algorithm with none of its own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { litTags, pseudocodeOf } from "../../../www/view/pseudocode.js";
import { loadAlgorithmModules } from "../algorithm_modules.mjs";

await loadAlgorithmModules();

const FIXTURES = JSON.parse(readFileSync(new URL("../fixtures/steps.json", import.meta.url), "utf8"));
const records = (name) => FIXTURES[name].views.map((v) => v.record).filter(Boolean);
const litText = (algorithm, phase, ctx) => {
  const tags = litTags(phase, { algorithm, ...ctx });
  return pseudocodeOf(algorithm).lines.filter(([, tag]) => tags.has(tag)).map(([text]) => text);
};

test("df-pn lights its descent with thresholds, and 'leave' only in a step that left nodes", () => {
  const steps = records("clique-5-3-dfpn");
  const first = steps[0];
  assert.deepEqual(first.path, []);
  // The first step starts at the root: nothing was entered.
  assert.ok(litText("dfpn", "select", { record: first }).every((t) => !t.includes("enter c")));
  const entering = steps.find((r) => r.path.length);
  assert.ok(litText("dfpn", "select", { record: entering }).some((t) => t.includes("c.thpn := min(n.thpn, pn₂ + 1)")));
  assert.ok(litText("dfpn", "select", { record: entering, params: { thresholdRule: "thesis" } }).some((t) => t.includes("thesis program")));
  const left = steps.find((r) => r.extras.left.length);
  const stayed = steps.find((r) => !r.extras.left.length);
  assert.ok(litText("dfpn", "update", { record: left }).some((t) => t.includes("leave n")));
  assert.ok(!litText("dfpn", "update", { record: stayed }).some((t) => t.includes("leave n")));
  assert.ok(litText("dfpn", "develop", { record: entering }).some((t) => t.includes("leaf: develop n")));
});

test("PN-search lights its last-changed-node lines only in steps that used them", () => {
  const steps = records("clique-5-3-best");
  const below = steps.find((r) => r.startedAt !== 0);
  const atRoot = steps.find((r) => r.startedAt === 0);
  const fromCurrent = (record) => litText("pns", "select", { record }).some((t) => t.includes("from currentNode"));
  assert.equal(fromCurrent(below), true);
  assert.equal(fromCurrent(atRoot), false);
  const stopped = steps.find((r) => r.updates.some((u) => !u.changed));
  const reachedRoot = steps.find((r) => r.updates.every((u) => u.changed));
  const stops = (record) => litText("pns", "update", { record }).some((t) => t.includes("did not change"));
  assert.equal(stops(stopped), true);
  assert.equal(stops(reachedRoot), false);
});

test("PN² lights its second level only when the development ran one", () => {
  const step = records("clique-5-3-pn2").find((r) => r.extras.inner.length);
  const second = (record) => litText("pn2", "develop", { record }).filter((t) => t.includes("budget nodes"));
  assert.equal(second(step).length, 1);
  assert.equal(second({ ...step, extras: { ...step.extras, inner: [] } }).length, 0);
});

test("the update lights the number rule in force, SNDA's its own", () => {
  const record = records("clique-5-3-best")[3];
  const lines = pseudocodeOf("pns").lines;
  for (const [rule, words] of [["standard", "Σ child.disproof"], ["weak", "max + (children − 1)"], ["snda", "SNDA"]]) {
    const tags = litTags("update", { algorithm: "pns", record, rule });
    const lit = lines.filter(([, tag]) => tags.has(tag));
    assert.ok(lit.some(([text]) => text.includes(words)), `${rule}: ${lit.map(([t]) => t).join(" | ")}`);
    assert.deepEqual(lit.filter(([, tag]) => tag.startsWith("numbers-") && tag !== `numbers-${rule}`), [], rule);
  }
});

test("an algorithm with no pseudocode here gets a generic text that names it, not PN-search's", () => {
  const code = pseudocodeOf("newcomer");
  assert.equal(code.generic, true);
  assert.match(code.lines[0][0], /^newcomer: .*not its own pseudocode/);
  assert.match(code.source, /no pseudocode of its own/);
  const text = code.lines.map(([t]) => t).join("\n");
  assert.doesNotMatch(text, /selectMostProving|Table 2/);
  const record = records("clique-5-3-best")[3];
  for (const phase of ["select", "develop", "update"]) assert.equal(litText("newcomer", phase, { record }).length, 1, phase);
  assert.equal(litText("newcomer", "done", { iteration: 3, solved: true }).length, 1);
});

test("dcg's text skips sons on the path instead of scoring them, and its naive-table line lights only in a naive run", () => {
  const code = pseudocodeOf("dcg");
  assert.equal(code.generic, false);
  assert.match(code.lines.map(([t]) => t).join("\n"), /never entering a son on the path/);
  const record = records("clique-5-3-best")[3];
  const naive = (options) => litText("dcg", "develop", { record, options }).filter((t) => t.includes("counts as a draw"));
  assert.equal(naive({ repetition: "naive" }).length, 1);
  assert.equal(naive({ repetition: "exact" }).length, 0);
  assert.equal(naive({}).length, 0);
});

test("each algorithm's panel is titled with its name in people's words and its source", () => {
  assert.equal(pseudocodeOf("dfpn").label, "df-pn");
  assert.doesNotMatch(pseudocodeOf("dfpn").lines.map(([text]) => text).join("\n"), /selectMostProving/);
  assert.match(pseudocodeOf("dfpn").source, /Outline of Df-pn Algorithm/);
  assert.match(pseudocodeOf("pns").source, /Tables 2\.1–2\.5/);
  assert.match(pseudocodeOf("pn2").source, /Allis 1994/);
  assert.match(pseudocodeOf("pss").source, /Müller 2003/);
});
