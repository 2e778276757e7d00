// The TypeScript types shipped in pkg-node/pnlab.d.ts describe the objects the library really
// returns: for each interface, the keys of a real object equal the keys the interface declares.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch, schema } = require("../../../pkg-node/pnlab.js");
const dts = readFileSync(new URL("../../../pkg-node/pnlab.d.ts", import.meta.url), "utf8");

/** The field names an interface declares in the .d.ts (the required ones unless `all`): its
 *  top-level fields, skipping the insides of nested object types. */
function declared(name, all = false) {
  const start = dts.indexOf(`export interface ${name} {`);
  assert.ok(start >= 0, `interface ${name} is declared`);
  let depth = 0;
  let top = "";
  for (let i = dts.indexOf("{", start); i < dts.length; i++) {
    const c = dts[i];
    if (c === "{") depth++;
    if (c === "}" && --depth === 0) break;
    if (depth === 1 && c !== "{") top += c;
    if (depth > 1) top += " ";
  }
  // Comments name no fields.
  top = top.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
  return [...top.matchAll(/(?:^|[;\s])(\w+)(\??):/g)].filter((x) => all || !x[2]).map((x) => x[1]).sort();
}

const keys = (o) => Object.keys(o).sort();

/** The fields each member of the union `type` declares, by its tag `tag` ("shape" for the
 *  `Board` union: { shape: "grid"; … }). */
function unionMembers(type, tag) {
  const start = dts.indexOf(`export type ${type} =`);
  assert.ok(start >= 0, `type ${type} is declared`);
  const members = {};
  for (const line of dts.slice(start).split("\n").slice(1)) {
    const m = line.match(new RegExp(`^\\s*\\| \\{ ${tag}: "(\\w+)";(.*) \\};?$`));
    if (!m) break;
    members[m[1]] = [...m[2].matchAll(/(\w+): /g)].map((x) => x[1]);
  }
  return members;
}

/** The fields each shape of the `Board` union declares, by shape. */
const boardShapes = () => unionMembers("Board", "shape");

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

test("the step records of the algorithms that record extras add them, tagged and as declared", () => {
  const extras = unionMembers("Extras", "algorithm");
  const algorithms = schema().algorithms;
  assert.ok(Object.keys(extras).length > 0, "some algorithm records extras");
  for (const tag of Object.keys(extras)) assert.ok(algorithms.includes(tag), `extras tagged ${tag}: allowed are the algorithms ${algorithms.join(", ")}`);
  const lists = { thresholds: "Threshold", left: "LeftNode", inner: "InnerRecord" };
  for (const algorithm of Object.keys(extras)) {
    const s = new PnSearch({ game: "clique", n: 5, k: 3, algorithm });
    s.step();
    const rec = s.step();
    const all = declared("StepRecord", true);
    for (const k of declared("StepRecord")) assert.ok(k in rec, `${k} present`);
    for (const k of keys(rec)) assert.ok(all.includes(k), `${k} declared`);
    assert.equal(rec.extras.algorithm, algorithm);
    assert.deepEqual(keys(rec.extras), ["algorithm", ...extras[algorithm]].sort());
    for (const field of extras[algorithm]) {
      assert.ok(Array.isArray(rec.extras[field]), `${algorithm}.${field}`);
      for (const x of rec.extras[field]) {
        for (const k of declared(lists[field])) assert.ok(k in x, `${algorithm}.${field}: ${k} present`);
        for (const k of keys(x)) assert.ok(declared(lists[field], true).includes(k), `${algorithm}.${field}: ${k} declared`);
      }
    }
    assert.ok(rec.extras[extras[algorithm][0]].length > 0, `${algorithm} records its ${extras[algorithm][0]}`);
    s.free();
  }
  const plain = new PnSearch({ game: "clique", n: 5, k: 3, preset: "K4WEAK" });
  assert.equal(plain.step().extras, undefined, "PN-search's records have no extras");
  plain.free();
});

test("methods are typed with those interfaces, not any", () => {
  for (const sig of ["step(): StepRecord | null", "node(id: number): NodeInfo", "rules(id: number): RuleComparison", "snapshot(): Snapshot", "stats(): Stats", "constructor(config: Config)"]) {
    assert.ok(dts.includes(sig), `pnlab.d.ts declares ${sig}`);
  }
});

test("the schema, boards, answers and every check have the declared fields", () => {
  const s = schema();
  assert.deepEqual(keys(s), declared("Schema"));
  for (const row of s.algorithmRows) assert.deepEqual(keys(row), declared("AlgorithmInfo"), row.name);
  const declaredParam = declared("GameParam", true);
  for (const g of s.games) {
    assert.deepEqual(keys(g), declared("GameInfo"));
    for (const p of g.params) {
      for (const k of declared("GameParam")) assert.ok(k in p, `${g.name}.${p.name} has ${k}`);
      for (const k of keys(p)) assert.ok(declaredParam.includes(k), `${g.name}.${p.name}.${k} declared`);
    }
    const search = new PnSearch({ game: g.name });
    const board = search.board();
    const shapes = boardShapes();
    assert.ok(board.shape in shapes, `${g.name}: board shape ${board.shape}`);
    assert.deepEqual(keys(board), ["shape", ...shapes[board.shape]].sort(), `${g.name}: board`);
    search.step();
    for (const a of search.answers()) assert.deepEqual(keys(a), declared("Answer"));
    search.free();
  }
  for (const list of [s.options, s.params, s.limits]) {
    const all = declared("Setting", true);
    for (const x of list) for (const k of keys(x)) assert.ok(all.includes(k), `setting ${x.name}.${k} declared`);
  }
  const two = new PnSearch({ game: "connect4", cols: 4, rows: 4, preset: "BEST" });
  two.run({});
  assert.equal(two.answers().length, 2);
  const checks = two.verifyAll();
  assert.equal(checks.length, 2);
  for (const c of checks) assert.deepEqual(keys(c), declared("CheckReport"));
  assert.deepEqual(checks.map((c) => c.establishes), ["second-avoids-loss", "first-avoids-loss"]);
  two.free();
});

test("the text parameter's longest length is named as declared", () => {
  const { schema } = require("../../../pkg-node/pnlab.js");
  for (const g of schema().games) for (const p of g.params) if (p.type === "text") assert.ok("maxLen" in p, `${g.name}.${p.name}`);
});
