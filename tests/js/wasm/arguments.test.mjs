// Every count or id the engine's handles take from JS is read by one reader (src/wasm/args.rs):
// only a JS number that is a whole number in range is taken. Anything else — a string (even
// "3"), null, undefined, NaN, Infinity, -1, 1.5, 2^53 — is refused with an Error that names
// the argument, the value as passed and what is allowed, and the handle stays as it was.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch, PnPlay } = require("../../../pkg-node/pnlab.js");

/** Each bad value and how the message must show it. */
const BAD = [
  ["abc", '"abc"'],
  ["3", '"3"'],
  [null, "null"],
  [undefined, "undefined"],
  [NaN, "NaN"],
  [Infinity, "Infinity"],
  [-1, "-1"],
  [1.5, "1.5"],
  [2 ** 53, "9007199254740992"],
];

/** `call()` throws an Error whose message matches `re`. */
function throwsMessage(call, re) {
  assert.throws(call, (e) => e instanceof Error && re.test(e.message));
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `call(v)` throws an Error saying `${label} ${shown} is out of range: ${allowed}` for every
 *  bad value (`skip`: values the method accepts, such as delta's undefined). */
function refuses(name, call, label, allowed, skip = []) {
  for (const [v, shown] of BAD) {
    if (skip.some((s) => Object.is(s, v))) continue;
    assert.throws(
      () => call(v),
      (e) => {
        assert.ok(e instanceof Error, `${name}(${shown}): an Error`);
        assert.match(e.message, new RegExp(`^${escape(label)} ${escape(shown)} is out of range: ${escape(allowed)}`), `${name}(${shown})`);
        return true;
      },
      `${name}(${shown}) was accepted`,
    );
  }
}

function search() {
  const s = new PnSearch({ game: "tictactoe", preset: "BASIC" });
  s.run({ maxIterations: 20 });
  return s;
}

test("PnSearch's node ids refuse everything but a whole number below the node count", () => {
  const s = search();
  const n = s.nodeCount;
  for (const m of ["node", "rules"]) refuses(m, (v) => s[m](v), "node id", `0 <= id < ${n}`);
  refuses("node", (v) => s.node(v), "node id", `0 <= id < ${n}`);
  throwsMessage(() => s.node(n), new RegExp(`^node id ${n} is out of range: 0 <= id < ${n}$`));
  assert.equal(s.node(n - 1).id, n - 1);
  assert.equal(s.rules(0).node, 0);
  // leap's target is a node id too; its iterations a whole number >= 1.
  refuses("leap", (v) => s.leap(v, 1), "node id", `0 <= id < ${n}`);
  refuses("leap", (v) => s.leap(0, v), "maxIterations =", "it must be a whole number >= 1 and at most 2^53 - 1");
  throwsMessage(() => s.leap(0, 0), /^maxIterations = 0 is out of range: it must be a whole number >= 1 and at most 2\^53 - 1$/);
  assert.equal(s.iteration, 20, "nothing moved");
});

test("PnSearch's moves refuse bad iterations and counts, and stay where they were", () => {
  const s = search();
  refuses("goto", (v) => s.goto(v), "iteration", "it must be a whole number >= 0 and at most 2^53 - 1");
  refuses("rewindTo", (v) => s.rewindTo(v), "iteration", "it must be a whole number >= 0 and at most 2^53 - 1");
  refuses("back", (v) => s.back(v), "k =", "it must be a whole number >= 1 and at most 2^53 - 1");
  refuses("rootChart", (v) => s.rootChart(v), "columns =", "it must be a whole number from 1 to 100000");
  throwsMessage(() => s.rootChart(100001), /^columns = 100001 is out of range/);
  throwsMessage(() => s.back(0), /^k = 0 is out of range/);
  assert.equal(s.iteration, 20, "nothing moved");
  s.goto(5);
  assert.equal(s.iteration, 5);
  s.back(2);
  assert.equal(s.iteration, 3);
  assert.equal(s.rewindTo(3), 3);
});

test("PnSearch.delta takes a version or undefined, nothing else", () => {
  const s = search();
  const allowed = "it must be the version of a delta (a whole number >= 0 and at most 2^53 - 1), or undefined";
  refuses("delta", (v) => s.delta(v), "since =", allowed, [undefined]);
  const d = s.delta(undefined);
  assert.ok(d.full, "undefined: the whole snapshot");
  assert.equal(s.delta(d.version).full, null, "its own version: a delta");
});

test("PnSearch.run's bounds are read by the same reader and refuse unknown keys", () => {
  const s = search();
  for (const [v, shown] of BAD) {
    if (v === undefined) continue;
    throwsMessage(() => s.run({ maxIterations: v }), new RegExp(`^maxIterations = ${escape(shown)} is out of range: it must be a whole number >= 1 and at most 2\\^53 - 1$`));
  }
  for (const [v, shown] of [["5", '"5"'], [null, "null"], [NaN, "NaN"], [Infinity, "Infinity"], [0, "0"], [-1, "-1"]]) {
    throwsMessage(() => s.run({ maxMillis: v }), new RegExp(`^maxMillis = ${escape(shown)} is out of range: it must be a positive number$`));
  }
  throwsMessage(() => s.run({ maxIteration: 5 }), /^run: unknown field `maxIteration`, expected `maxIterations` or `maxMillis`$/);
  throwsMessage(() => s.run(7), /^run 7 is out of range: it must be an object/);
  assert.equal(s.iteration, 20, "nothing ran");
  assert.equal(s.run({ maxIterations: 5, maxMillis: 1e6 }).iteration, 25);
  assert.equal(s.run({ maxIterations: undefined, maxMillis: 0.5 }).status, s.status());
});

test("PnPlay's counts refuse everything but a whole number in range", () => {
  const p = new PnPlay({ game: "tictactoe" });
  refuses("setBudget", (v) => p.setBudget(v), "budget =", "it must be a whole number from 1 to 4294967295");
  refuses("choose", (v) => p.choose([], "perfect", v), "seed =", "it must be a whole number >= 0 and at most 2^53 - 1");
  refuses("levels", (v) => p.levels([], v), "maxNodes =", "it must be a whole number >= 1 and at most 2^53 - 1");
  p.beginReport([]);
  refuses("advance", (v) => p.advance(v), "iterations =", "it must be a whole number >= 1 and at most 2^53 - 1");
  p.setBudget(100000);
  assert.equal(typeof p.choose([], "perfect", 0), "string");
  let slice;
  do slice = p.advance(1000);
  while (!slice.report);
  assert.equal(slice.report.moves.length, 9);
});
