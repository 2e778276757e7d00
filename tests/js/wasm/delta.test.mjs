// The page's patcher (www/view/delta.js) fed with the engine's deltas (PnSearch.delta) holds,
// after every move — steps, steps back, step over, a jump, a stale version — exactly the
// snapshot the engine gives fresh; and a step sends a delta, not the whole DAG.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { SnapshotStore } from "../../../www/view/delta.js";
import { adjacency } from "../../../www/view/graph.js";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../../pkg-node/pnlab.js");

const FIELDS = ["level", "kind", "pn", "dn", "value", "expanded", "creator", "edgeParent", "edgeSon", "edgeListed", "cells", "lastCell", "path"];

function same(store, s, what) {
  const fresh = s.snapshot();
  assert.equal(store.snap.cellsPerNode, fresh.cellsPerNode, `${what}: cellsPerNode`);
  for (const k of FIELDS) {
    assert.equal(store.snap[k].length, fresh[k].length, `${what}: ${k}.length`);
    assert.deepEqual(Array.from(store.snap[k]), Array.from(fresh[k]), `${what}: ${k}`);
  }
  // The per-level counts the overview and the summary read, kept up to date by each delta.
  const counts = [];
  for (let id = 0; id < fresh.level.length; id++) {
    const at = 3 * fresh.level[id] + fresh.value[id];
    counts[at] = (counts[at] ?? 0) + 1;
  }
  // The adjacency the store keeps equals one computed afresh.
  const adj = adjacency(fresh);
  assert.deepEqual(Array.from(store.adj.sonStart), Array.from(adj.sonStart), `${what}: sonStart`);
  for (let id = 0; id < fresh.level.length; id++) {
    assert.deepEqual(store.adj.parents(id), adj.parents(id), `${what}: parents of ${id}`);
    assert.deepEqual(store.adj.sons(id), adj.sons(id), `${what}: sons of ${id}`);
    assert.deepEqual(store.adj.deletedSons(id), adj.deletedSons(id), `${what}: deleted sons of ${id}`);
  }
  const held = Array.from(store.counts);
  for (let i = 0; i < Math.max(held.length, counts.length); i++) assert.equal(held[i] ?? 0, counts[i] ?? 0, `${what}: count ${i}`);
}

for (const config of [
  { game: "clique", n: 6, k: 4, preset: "K4WEAK" },
  { game: "clique", n: 6, k: 4, preset: "DFPN" },
  { game: "clique", n: 6, k: 4, preset: "K4WEAK", algorithm: "pn2" },
  { game: "tictactoe", preset: "BASIC" },
]) {
  test(`deltas patch the page's snapshot exactly: ${JSON.stringify(config)}`, () => {
    const s = new PnSearch(config);
    const store = new SnapshotStore();
    const sync = (what) => {
      const d = s.delta(store.version);
      store.apply(d);
      same(store, s, what);
      return d;
    };
    assert.ok(sync("start").full, "the first answer is whole");
    let small = 0;
    let whole = 0;
    for (let move = 1; move <= 150 && s.status() === "running"; move++) {
      if (move % 7 === 3) s.back(2);
      else if (move % 7 === 5) {
        const target = s.stepOverTarget();
        if (target !== undefined && target !== 0) s.leap(target, 24);
      } else s.step();
      if (sync(`move ${move}, iteration ${s.iteration}`).full) whole++;
      else small++;
    }
    assert.ok(small >= 20 && small > 4 * whole, `${small} moves sent a delta, ${whole} the whole snapshot`);
    s.goto(3);
    sync("back to 3");
    s.goto(140);
    sync("forwards to 140");
    // A version the engine did not send last: the whole snapshot, and the page follows.
    const stale = store.version - 1;
    s.step();
    const d = s.delta(stale);
    assert.ok(d.full, "a stale version gets the whole snapshot");
    store.apply(d);
    same(store, s, "after a stale version");
    s.free();
  });
}

test("a bad version is refused by name", () => {
  const s = new PnSearch({ game: "tictactoe" });
  assert.throws(() => s.delta(-1), /since = -1 is out of range/);
  assert.throws(() => s.delta(1.5), /since = 1.5 is out of range/);
  s.free();
});

// Backs through the journal send what the undo touched (src/session/delta/undo.rs), and the
// store keeps its parent lists as the whole snapshot's typed arrays plus the lists deltas
// changed: a random mix of steps, runs and backs, the delta asked after some moves only.
test("random moves back and forth with skipped deltas keep the page's copy exact", () => {
  const s = new PnSearch({ game: "clique", n: 7, k: 4, preset: "BEST" });
  s.goto(2000);
  const store = new SnapshotStore();
  store.apply(s.delta(undefined));
  let x = 0x9e3779b9;
  const next = (m) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % m;
  };
  let small = 0;
  let asked = 0;
  let checked = 0;
  for (let move = 0; move < 200; move++) {
    const r = next(10);
    if (r <= 3) s.step();
    else if (r <= 6) s.back(1 + next(3));
    else if (r === 7) s.back(20 + next(150));
    else s.run({ maxIterations: 1 + next(40) });
    if (next(4) === 0) continue;
    const d = s.delta(store.version);
    store.apply(d);
    if (!d.full) small++;
    // The whole comparison is a pass over every node's lists: every fourth delta.
    if (asked++ % 4 === 0) {
      same(store, s, `move ${move} at iteration ${s.iteration}`);
      checked++;
    }
  }
  assert.ok(small > 100, `${small} deltas`);
  assert.ok(checked > 30);
  s.free();
});

test("a whole snapshot comes with room the store grows into, without copying it", () => {
  const s = new PnSearch({ game: "clique", n: 6, k: 4, preset: "K4WEAK" });
  s.run({ maxIterations: 300 });
  const store = new SnapshotStore();
  const d = s.delta(undefined);
  const n = d.full.level.length;
  assert.ok(n > 1000, `${n} nodes`);
  for (const k of ["level", "pn", "creator", "edgeSon", "edgeListed", "cells"]) {
    const a = d.full[k];
    assert.ok(a.buffer.byteLength >= a.byteLength + 1024 * a.BYTES_PER_ELEMENT, `${k}: room after its entries`);
  }
  const pnBuffer = d.full.pn.buffer;
  store.apply(d);
  assert.equal(store.snap.pn.buffer, pnBuffer, "the store keeps the engine's buffer");
  same(store, s, "whole");
  // Steps add nodes within that room and keep the page's copy exact.
  for (let i = 0; i < 20; i++) {
    s.step();
    store.apply(s.delta(store.version));
  }
  assert.ok(store.snap.level.length > n, "nodes were added");
  assert.equal(store.snap.pn.buffer, pnBuffer, "grown in place");
  same(store, s, "after 20 steps");
  s.free();
});
