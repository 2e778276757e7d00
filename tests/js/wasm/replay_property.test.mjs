// A property of the engine the page relies on: whatever sequence of steps, runs, backs, jumps,
// step-overs and resets led to iteration n, the engine then shows exactly what a fresh search
// sent straight to n shows — the DAG's snapshot, the status, and the record of the next step —
// and the page's patcher, fed with the engine's deltas, holds that same snapshot.
// Configurations are drawn at random from the engine's own schema (every game, algorithm,
// option and parameter it declares), with a small node limit so that limits are hit too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { SnapshotStore } from "../../../www/view/delta.js";

const require = createRequire(import.meta.url);
const { PnSearch, schema } = require("../../../pkg-node/pnlab.js");

const CONFIGS = Number(process.env.PNLAB_PROPERTY_CONFIGS ?? 1000);
const SEED = Number(process.env.PNLAB_PROPERTY_SEED ?? 20261128);
const SNAPSHOT_FIELDS = ["level", "kind", "pn", "dn", "value", "expanded", "creator", "edgeParent", "edgeSon", "edgeListed", "cells", "lastCell", "path"];

// mulberry32: a small seeded generator, so a failure names a seed that reproduces it.
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const S = schema();

function pick(rng, list) {
  return list[Math.floor(rng() * list.length)];
}

function int(rng, lo, hi) {
  return lo + Math.floor(rng() * (hi - lo + 1));
}

// A value for one setting of the schema, or undefined to leave it at its default. Ranged
// settings are drawn near their low end: wide values only make the searches longer.
function draw(rng, setting) {
  if (rng() < 0.3) return undefined;
  if (setting.type === "choice") return pick(rng, setting.values);
  if (setting.type === "bool") return rng() < 0.5;
  if (setting.type === "int" || setting.type === "number") {
    const hi = Math.min(setting.max, setting.min + 40);
    return setting.type === "int" ? int(rng, setting.min, hi) : setting.min + rng() * (hi - setting.min);
  }
  return undefined;
}

// A cyclic game (Morris) only dcg searches, and the page's build leaves dcg out (docs/algorithms.md).
const SEARCHED = S.games.filter((g) => !S.cyclic.includes(g.name));

function randomConfig(rng) {
  const game = pick(rng, SEARCHED);
  const config = { game: game.name };
  for (const p of game.params) {
    if (rng() < 0.3) continue; // the default
    if (p.type === "choice") config[p.name] = pick(rng, p.values);
    // Small boards: the low end of the range.
    else if (p.type === "int") config[p.name] = int(rng, p.min, Math.min(p.max, p.min + 3));
    else if (p.type === "text") {
      const length = int(rng, 1, Math.min(p.maxLen, 10));
      config[p.name] = Array.from({ length }, () => pick(rng, [...p.alphabet])).join("");
    }
  }
  config.algorithm = pick(rng, S.algorithms);
  // Only what the schema says applies to this game and algorithm.
  const applies = (s) => (!s.algorithms?.length || s.algorithms.includes(config.algorithm)) && (!s.winningSets || game.winningSets);
  for (const [key, settings] of [["options", S.options], ["params", S.params]]) {
    config[key] = {};
    for (const s of settings.filter(applies)) {
      const v = draw(rng, s);
      if (v !== undefined) config[key][s.name] = v;
    }
  }
  config.limits = { maxNodes: rng() < 0.5 ? int(rng, 10, 200) : int(rng, 200, 3000) };
  if (rng() < 0.5) config.question = pick(rng, S.questions);
  return config;
}

// Everything the page shows of the search at this moment.
function state(s) {
  const snap = s.snapshot();
  const fields = {};
  for (const k of SNAPSHOT_FIELDS) fields[k] = Array.from(snap[k]);
  return { iteration: s.iteration, nodes: s.nodeCount, status: s.status(), result: s.result(), cellsPerNode: snap.cellsPerNode, fields };
}

function sameState(got, want, what) {
  for (const k of ["iteration", "nodes", "status", "result", "cellsPerNode"]) assert.deepEqual(got[k], want[k], `${what}: ${k}`);
  for (const k of SNAPSHOT_FIELDS) assert.deepEqual(got.fields[k], want.fields[k], `${what}: snapshot.${k}`);
}

// One random move through the search, named for the failure message.
function move(rng, s) {
  const r = rng();
  const it = s.iteration;
  if (r < 0.35) {
    s.step();
    return "step";
  }
  if (r < 0.5) {
    const k = int(rng, 1, 60);
    s.run({ maxIterations: k });
    return `run ${k}`;
  }
  if (r < 0.65 && it > 0) {
    const k = int(rng, 1, it);
    s.back(k);
    return `back ${k}`;
  }
  if (r < 0.8) {
    const n = int(rng, 0, it + 30);
    s.goto(n);
    return `goto ${n}`;
  }
  if (r < 0.92) {
    const target = s.stepOverTarget();
    if (target === undefined) return "stepOverTarget (none)";
    const k = int(rng, 1, 40);
    s.leap(target, k);
    return `step over ${target} (${k})`;
  }
  s.reset();
  return "reset";
}

// The configurations that build: a drawn one the engine refuses (k > n, a board too big) must
// be refused with an Error that says why, and is replaced by another draw.
function configurations(rng, count) {
  const out = [];
  let refused = 0;
  while (out.length < count) {
    const config = randomConfig(rng);
    try {
      new PnSearch(config).free();
      out.push(config);
    } catch (e) {
      assert.ok(e instanceof Error && e.message.length > 10, `${JSON.stringify(config)}: refused without a message: ${e}`);
      refused++;
      if (process.env.PNLAB_SHOW_REFUSED) console.log(e.message);
    }
  }
  return { out, refused };
}

test(`after any sequence of moves the engine shows what a fresh search at that iteration shows (${CONFIGS} random configurations)`, () => {
  const rng = generator(SEED);
  const { out, refused } = configurations(rng, CONFIGS);
  const seen = { games: new Set(), algorithms: new Set(), limited: 0 };
  for (const [i, config] of out.entries()) {
    seen.games.add(config.game);
    seen.algorithms.add(config.algorithm);
    const s = new PnSearch(config);
    const store = new SnapshotStore();
    const moves = [];
    try {
      const what = () => `configuration ${i} ${JSON.stringify(config)} after ${moves.join(", ")}`;
      for (let m = int(rng, 2, 12); m > 0; m--) {
        moves.push(move(rng, s));
        // The page's patcher, fed the engine's delta, holds the engine's snapshot.
        store.apply(s.delta(store.version));
        const snap = s.snapshot();
        for (const k of SNAPSHOT_FIELDS) assert.deepEqual(Array.from(store.snap[k]), Array.from(snap[k]), `${what()}: the page's snapshot.${k}`);
      }
      const got = state(s);
      if (got.status === "limit-reached") seen.limited++;
      const fresh = new PnSearch(config);
      fresh.goto(got.iteration);
      const want = state(fresh);
      // A search the limit stopped is stopped in the fresh one only once it tries the next
      // iteration, so the fresh one tries it too. Whether a refused iteration changes anything
      // is the algorithm's: PN-search refuses it before it does; df-pn's has descended
      // (re-creating evicted sons, storing numbers on the way) when it finds no room.
      if (got.status === "limit-reached" && want.status === "running") {
        assert.equal(fresh.step(), null, `${what()}: the fresh search's refused iteration`);
        Object.assign(want, state(fresh));
      }
      sameState(got, want, what());
      // The next step's record is the same too (startedAt, path, updates, ...).
      assert.deepEqual(s.step(), fresh.step(), `${what()}: the next step's record`);
      sameState(state(s), state(fresh), `${what()}, step`);
      fresh.free();
    } finally {
      s.free();
    }
  }
  // The draw reaches every game and algorithm, and limits are hit.
  assert.deepEqual([...seen.games].sort(), SEARCHED.map((g) => g.name).sort(), "every game drawn");
  assert.deepEqual([...seen.algorithms].sort(), [...S.algorithms].sort(), "every algorithm drawn");
  assert.ok(seen.limited > CONFIGS / 50, `${seen.limited} searches stopped by a limit`);
  // Refusals come only from constraints between values the schema draws apart (k <= n,
  // cols × rows <= 32, no ε under the thesis's threshold rule): a schema that offered what
  // the engine refuses alone would make most draws fail.
  assert.ok(refused < CONFIGS / 4, `${refused} configurations refused`);
});
