// The TypeScript types shipped in pkg-node/pnlab.d.ts describe the objects the library really
// returns: for each interface, the keys of a real object equal the keys the interface declares.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch } = require("../../pkg-node/pnlab.js");
const dts = readFileSync(new URL("../../pkg-node/pnlab.d.ts", import.meta.url), "utf8");

/** The field names an interface declares in the .d.ts (the required ones unless `all`). */
function declared(name, all = false) {
  const m = dts.match(new RegExp(`export interface ${name} \\{([^}]*)\\}`));
  assert.ok(m, `interface ${name} is declared`);
  return [...m[1].matchAll(/(\w+)(\??):/g)].filter((x) => all || !x[2]).map((x) => x[1]).sort();
}

const keys = (o) => Object.keys(o).sort();

test("step records, nodes, progress, stats, checks and snapshots have the declared fields", () => {
  const s = new PnSearch({ game: "clique", n: 5, k: 3, preset: "K4WEAK" });
  s.step();
  const rec = s.step();
  assert.deepEqual(keys(rec), declared("StepRecord"));
  assert.deepEqual(keys(rec.path[0]), declared("PathStep"));
  assert.deepEqual(keys(rec.sons[0]), declared("SonRecord"));
  assert.deepEqual(keys(rec.updates[0]), declared("UpdateRecord"));
  const node = s.node(1);
  assert.deepEqual(keys(node), declared("NodeInfo"));
  assert.deepEqual(keys(node.via), declared("Via"));
  assert.equal(s.node(0).via, null);
  const rules = s.rules(0);
  assert.deepEqual(keys(rules), declared("RuleComparison"));
  assert.deepEqual(keys(rules.snda), declared("Numbers"));
  const progress = s.run({ maxMillis: 1000 });
  assert.deepEqual(keys(progress), declared("Progress"));
  const stats = s.stats();
  assert.deepEqual(keys(stats), declared("Stats"));
  assert.deepEqual(keys(stats.levels[0]), declared("LevelRow"));
  assert.deepEqual(keys(s.verify()), declared("CheckReport"));
  assert.deepEqual(keys(s.options()), declared("Options"));
  const snap = s.snapshot();
  assert.deepEqual(keys(snap), declared("Snapshot"));
  assert.ok(snap.pn instanceof Uint32Array);
  assert.equal(snap.pn.length, s.nodeCount);
});

test("df-pn step records add their thresholds and left nodes, as declared", () => {
  const s = new PnSearch({ game: "clique", n: 5, k: 3, preset: "DFPN" });
  s.step();
  const rec = s.step();
  const all = declared("StepRecord", true);
  for (const k of declared("StepRecord")) assert.ok(k in rec, `${k} present`);
  for (const k of keys(rec)) assert.ok(all.includes(k), `${k} declared`);
  assert.ok(Array.isArray(rec.thresholds) && rec.thresholds.length > 0);
  assert.deepEqual(keys(rec.thresholds[rec.thresholds.length - 1]), declared("Threshold", true));
  s.free();
});

test("methods are typed with those interfaces, not any", () => {
  for (const sig of ["step(): StepRecord | null", "node(id: number): NodeInfo", "rules(id: number): RuleComparison", "snapshot(): Snapshot", "stats(): Stats", "constructor(config: Config)"]) {
    assert.ok(dts.includes(sig), `pnlab.d.ts declares ${sig}`);
  }
});
