// The words the page builds from the engine's step records (the phase banner, predict mode's
// verdicts, the status line), tried on every record of real solves: the replies recorded in
// tests/js/fixtures/steps.json (tests/js/fixtures/record.mjs; tests/js/wasm/fixtures.test.mjs
// checks the engine still gives them).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { updateGroups, sonCounts, describePhase } from "../../../www/view/phases.js";
import { judge, reasonText } from "../../../www/view/predict.js";
import { num, count, resultText, RESULT_WORDS, INF } from "../../../www/view/format.js";
import { algorithmModule, limitText } from "../../../www/view/algorithms.js";
import { MODULE_NAMES, loadAlgorithmModules } from "../algorithm_modules.mjs";

await loadAlgorithmModules();

const FIXTURES = JSON.parse(readFileSync(new URL("../fixtures/steps.json", import.meta.url), "utf8"));

/** The view as the worker sends it: the recorded fields, the root's numbers in a snapshot. */
const viewOf = ({ record, view }) => ({ ...view, record, snapshot: { pn: [view.root[0]], dn: [view.root[1]] } });

/** Every recorded step with a record, named for the messages. */
const steps = Object.entries(FIXTURES).flatMap(([name, { views }]) =>
  views.filter((v) => v.record).map((v) => ({ name: `${name} #${v.record.iteration}`, view: viewOf(v), r: v.record })),
);

/** The algorithms whose modules put words of their own on a record's extras. */
const EXTRAS_WORDS = ["pathNote", "developNote", "selectText"];
const DRAW_EXTRAS = MODULE_NAMES.filter((a) => EXTRAS_WORDS.some((f) => algorithmModule(a)[f]));

test("the fixtures hold each kind of record: plain, and extras that hold something for every algorithm whose module words them", () => {
  assert.ok(steps.length > 50, `${steps.length} steps`);
  assert.ok(DRAW_EXTRAS.length > 0, "some module words extras");
  for (const a of DRAW_EXTRAS) {
    const full = steps.some((s) => s.r.extras?.algorithm === a && Object.values(s.r.extras).some((v) => Array.isArray(v) && v.length));
    assert.ok(full, `${a}: no recorded step whose extras hold something (tests/js/fixtures/record.mjs)`);
  }
  assert.ok(steps.some((s) => s.r.solved));
});

test("update groups split the updates, in order, into runs of one level", () => {
  for (const { name, r } of steps) {
    const groups = updateGroups(r);
    assert.deepEqual(groups.flat(), r.updates, name);
    for (const [i, g] of groups.entries()) {
      assert.ok(g.every((u) => u.level === g[0].level), name);
      if (i) assert.notEqual(g[0].level, groups[i - 1][0].level, name);
    }
  }
});

test("son counts: one position per distinct son, new or already in the DAG", () => {
  for (const { name, r } of steps) {
    const c = sonCounts(r);
    const distinct = new Set(r.sons.map((s) => s.node));
    assert.equal(c.moves, r.sons.length, name);
    assert.equal(c.positions, distinct.size, name);
    assert.equal(c.created, r.sons.filter((s) => s.created).length, name);
    assert.equal(c.created + c.transpositions, c.positions, name);
    assert.equal([...c.counts.values()].reduce((a, k) => a + k, 0), c.moves, name);
  }
});

test("the banner names the iteration, the most-proving node, its sons and the changes", () => {
  for (const { name, view, r } of steps) {
    const select = describePhase(view, "select");
    assert.equal(select.title, `Iteration ${r.iteration} · select`, name);
    assert.match(select.text, new RegExp(`The most-proving node is ${r.developed}\\.$`), name);
    const develop = describePhase(view, "develop").text;
    assert.equal(r.noFreeWinningSet, false, `${name}: its develop text is another sentence`);
    assert.ok(develop.startsWith(`Node ${r.developed} gets ${r.sons.length} son`), `${name}: ${develop}`);
    const inner = r.extras?.inner ?? [];
    assert.equal(develop.includes("PN²:"), inner.length > 0, name);
    if (inner.length) assert.match(develop, new RegExp(`PN²: ${inner.length} second-level search`), name);
    const changed = r.updates.filter((u) => u.changed).length;
    const update = describePhase(view, "update").text;
    assert.match(update, new RegExp(`: ${changed} nodes? changed\\.`), name);
    assert.equal(update.endsWith(`The root is solved: ${RESULT_WORDS[view.result]}.`), r.solved, `${name}: ${update}`);
    const done = describePhase(view, "done").text;
    if (!r.solved) assert.equal(done, `Root pn ${num(view.root[0])}, dn ${num(view.root[1])}. Step for the next iteration.`, name);
  }
});

test("predict mode: the developed node is right, any other node is not, each choice with its reason", () => {
  for (const { name, r } of steps) {
    const right = judge(r, r.developed);
    assert.equal(right.right, true, name);
    assert.ok(right.text.startsWith(`Right: node ${r.developed} is the most-proving node.`), name);
    for (const p of r.path) assert.ok(right.text.includes(reasonText(p)), `${name}: ${reasonText(p)}`);
    const wrong = judge(r, r.developed + 1);
    assert.equal(wrong.right, false, name);
    assert.ok(wrong.text.startsWith(`Not this time: you chose node ${r.developed + 1}; the most-proving node is ${r.developed}.`), name);
    for (const t of r.extras?.thresholds ?? []) {
      const onPath = t.node === r.developed || r.path.some((p) => p.node === t.node);
      if (onPath) assert.ok(right.text.includes(`[thresholds ${num(t.thpn)}/${num(t.thdn)}]`), `${name}: node ${t.node}`);
    }
  }
});

test("a reason says min pn at an OR node and min dn at an AND node, with ties", () => {
  const seen = new Set();
  for (const { name, r } of steps) {
    for (const p of r.path) {
      const text = reasonText(p);
      const or = p.kind === "or";
      assert.equal(p.reason, or ? "min-pn" : "min-dn", name);
      assert.ok(text.startsWith(`at ${or ? "OR" : "AND"} node ${p.node} → son ${p.son}: smallest ${or ? `pn (${num(p.pn)})` : `dn (${num(p.dn)})`}`), `${name}: ${text}`);
      assert.equal(text.endsWith(`leftmost of ${p.tied} tied`), p.tied > 1, `${name}: ${text}`);
      seen.add(`${p.kind}${p.tied > 1}`);
    }
  }
  assert.deepEqual([...seen].sort(), ["andfalse", "andtrue", "orfalse", "ortrue"]);
});

test("where each solve ended: its result in words, or the limit that stopped it", () => {
  const ends = Object.fromEntries(Object.entries(FIXTURES).map(([name, { views }]) => [name, viewOf(views.at(-1))]));
  const best = ends["clique-5-3-best"];
  assert.deepEqual(describePhase(best, "done"), { title: "Finished", text: `The search stopped after ${count(best.iteration)} iterations: first player wins.` });
  assert.equal(resultText(best.status, best.result), "First player wins");
  assert.equal(num(best.root[1]), "∞");
  assert.ok(best.root[1] >= INF);
  assert.equal(resultText(ends["hexapawn-3x3"].status, ends["hexapawn-3x3"].result), "Second player wins");
  const limited = ends["clique-5-3-limited"];
  assert.deepEqual(describePhase(limited, "done"), {
    title: "Stopped",
    text: "The search reached its limit on iterations (max-iterations) after 4 iterations, unsolved: unknown.",
  });
  assert.equal(resultText(limited.status, limited.result, limitText(limited.stats)), "unknown (iterations)");
});
