// graph.js's adjacency() sorts a large snapshot's edges by son a block of sons at a time (a
// cache miss per edge otherwise, in the page after a long run), a small one's in one go: its
// lists are exactly those of one plain counting sort over the edges, the order within each list
// included: on real snapshots either side of that size, on the page's store (which hands it the
// son starts it made, and whose lists after deltas are the same sets), and either side of the
// blocks' bounds.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { SnapshotStore } from "../../../www/view/delta.js";
import { adjacency } from "../../../www/view/graph.js";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../../pkg-node/pnlab.js");

/** The lists as a single pass over the edges in order makes them. */
function reference(snap) {
  const n = snap.level.length;
  const m = snap.edgeSon.length;
  const sonStart = new Uint32Array(n + 1);
  for (let e = 0; e < m; e++) sonStart[snap.edgeParent[e] + 1]++;
  for (let i = 0; i < n; i++) sonStart[i + 1] += sonStart[i];
  const parentStart = new Uint32Array(n + 1);
  for (let e = 0; e < m; e++) parentStart[snap.edgeSon[e] + 1]++;
  for (let i = 0; i < n; i++) parentStart[i + 1] += parentStart[i];
  const fill = parentStart.slice(0, n);
  const parentOf = new Uint32Array(m);
  for (let e = 0; e < m; e++) parentOf[fill[snap.edgeSon[e]]++] = snap.edgeParent[e];
  return { sonStart, parentStart, parentOf };
}

const sorted = (ids) => Array.from(ids).sort((a, b) => a - b).join();

function sameLists(adj, ref, what) {
  for (const k of ["sonStart", "parentStart", "parentOf"]) {
    assert.equal(adj[k].length, ref[k].length, `${what}: ${k}.length`);
    // One assertion per array: deepEqual over millions of entries is slow.
    const at = adj[k].findIndex((x, i) => x !== ref[k][i]);
    assert.equal(at, -1, `${what}: ${k}[${at}] is ${adj[k][at]}, not ${ref[k][at]}`);
  }
}

for (const [config, iterations, blocks] of [
  [{ game: "clique", n: 7, k: 4, preset: "K4WEAK" }, 8000, false],
  [{ game: "clique", n: 8, k: 4, preset: "BEST" }, 60000, true],
]) {
  const what = blocks ? "several blocks of sons" : "few enough nodes to sort in one go";
  test(`a real snapshot of ${what}: the lists of a plain counting sort`, () => {
    const s = new PnSearch(config);
    s.run({ maxIterations: iterations });
    const d = s.delta(undefined);
    const snap = d.full;
    // Either side of the size sorted in one go (graph.js's AT_ONCE).
    assert.equal(snap.level.length > 1 << 18, blocks, `${snap.level.length} nodes`);
    const ref = reference(snap);
    sameLists(adjacency(snap), ref, "adjacency()");
    // The store's, built on the son starts it made (and keeps patching: see delta.test.mjs).
    const store = new SnapshotStore();
    store.apply(d);
    sameLists(store.adj, ref, "the store's");
    // After steps and backs the store's lists are its own (ParentLists), in another order.
    for (let i = 0; i < 30 && s.status() === "running"; i++) {
      if (i % 10 === 9) s.back(3);
      else s.step();
      store.apply(s.delta(store.version));
    }
    const fresh = reference(s.snapshot());
    assert.deepEqual(Array.from(store.adj.sonStart), Array.from(fresh.sonStart), "son starts after the deltas");
    const n = fresh.parentStart.length - 1;
    for (let id = 0; id < n; id++) {
      const want = fresh.parentOf.subarray(fresh.parentStart[id], fresh.parentStart[id + 1]);
      assert.equal(sorted(store.adj.parentIds(id)), sorted(want), `parents of ${id} after the deltas`);
    }
    s.free();
  });
}

test("edges to both sides of the blocks' bounds, and no edges at all", () => {
  let x = 0x2545f491;
  const next = (k) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % k;
  };
  // Sorted in one go up to 2^18 nodes, in blocks of 2^16 past it.
  for (const n of [1, 2, 65536, 1 << 18, (1 << 18) + 1, 5 * 65536 + 17]) {
    // Edges grouped by parent, each parent's sons anywhere, some sons twice, the nodes either
    // side of each block's bound among them.
    const parents = [];
    const sons = [];
    const bounds = [0, n - 1];
    for (let b = 65536; b < n; b += 65536) bounds.push(b - 1, b);
    for (let p = 0; p < n && n > 1; p += 1 + next(5)) {
      for (let j = next(6); j > 0; j--) {
        parents.push(p);
        sons.push(j === 1 ? bounds[next(bounds.length)] : next(n));
      }
    }
    const snap = {
      level: new Uint8Array(n),
      creator: new Uint32Array(n),
      edgeParent: Uint32Array.from(parents),
      edgeSon: Uint32Array.from(sons),
      edgeListed: new Uint8Array(sons.length).fill(1),
    };
    sameLists(adjacency(snap), reference(snap), `${n} nodes, ${sons.length} edges`);
  }
});
