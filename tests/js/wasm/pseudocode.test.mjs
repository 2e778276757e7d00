// Every algorithm the engine's schema lists shows its own pseudocode, and that text is what
// runs: stepping real solves through the page's phases lights every tagged line at some point
// (no line for something the algorithm never does) and lights a line at every phase.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { litTags, pseudocodeOf } from "../../../www/view/pseudocode.js";
import { PHASES } from "../../../www/view/phases.js";
import { algorithmModule, loadAlgorithm, loadAlgorithms } from "../../../www/view/algorithms.js";

const require = createRequire(import.meta.url);
const { PnSearch, schema } = require("../../../pkg-node/pnlab.js");
const SCHEMA = schema();
const RULES = SCHEMA.options.find((o) => o.name === "rule").values;
await loadAlgorithms(SCHEMA);

/** Each algorithm's row of the engine's table (what it searches), by name. */
const ROWS = new Map(SCHEMA.algorithmRows.map((row) => [row.name, row]));

/** A game's smallest instance: every integer parameter at its minimum, the others at their
 *  defaults. */
const smallest = (game) => Object.fromEntries(SCHEMA.games.find((g) => g.name === game).params.map((p) => [p.name, p.type === "int" ? p.min : p.default]));

/** The solves each algorithm is stepped through: every number rule, under its defaults and each
 *  of the settings its module says light lines of their own (`pseudocode.variants`); for an
 *  algorithm that searches games whose positions repeat, also each such game, at its smallest,
 *  under the same settings. */
function solves(algorithm) {
  const variants = [{}, ...(algorithmModule(algorithm).pseudocode.variants ?? [])];
  const run = (game, extra) => variants.map(({ options = {}, params = {} }) => ({ game, ...extra, algorithm, options: { ...extra.options, ...options }, params }));
  const clique = RULES.flatMap((rule) => run("clique", { n: 5, k: 3, options: { rule } }));
  const cyclic = ROWS.get(algorithm).cyclic ? SCHEMA.cyclic.flatMap((game) => run(game, smallest(game))) : [];
  return [...clique, ...cyclic];
}

/** The tags lit at each phase the page shows of a solve stepped to its end, with what lit them. */
function litThrough(config) {
  const s = new PnSearch(config);
  const options = s.options();
  const { rule } = options;
  const at = (phase, record, iteration) => ({
    phase,
    iteration,
    tags: litTags(phase, { solved: record?.solved ?? false, iteration, rule, algorithm: config.algorithm, record, params: config.params, options }),
  });
  const seen = [at("done", null, 0)];
  let record;
  while ((record = s.step())) {
    for (const phase of PHASES) seen.push(at(phase, record, record.iteration));
    assert.ok(record.iteration < 5000, `${JSON.stringify(config)} ends`);
  }
  assert.equal(s.status(), "solved", JSON.stringify(config));
  s.free();
  return seen;
}

for (const algorithm of SCHEMA.algorithms) {
  test(`${algorithm}'s pseudocode is its own and every line of it runs`, async () => {
    await loadAlgorithm(algorithm);
    const code = pseudocodeOf(algorithm);
    assert.equal(code.generic, false, `${algorithm} has no pseudocode of its own`);
    assert.ok(code.source.length > 0 && code.label !== algorithm, `${algorithm}: a title and a source`);
    const tagged = new Set(code.lines.map(([, tag]) => tag).filter(Boolean));
    const lit = new Set();
    for (const config of solves(algorithm)) {
      for (const { phase, iteration, tags } of litThrough(config)) {
        const lines = code.lines.filter(([, tag]) => tags.has(tag));
        assert.ok(lines.length > 0, `${JSON.stringify(config)}: iteration ${iteration}, ${phase} lights no line (tags ${[...tags]})`);
        for (const tag of tags) if (tagged.has(tag)) lit.add(tag);
      }
    }
    assert.deepEqual([...tagged].filter((t) => !lit.has(t)), [], `${algorithm}: lines tagged so never light`);
  });
}

test("the algorithms' texts differ: none shows another's", () => {
  const texts = SCHEMA.algorithms.map((a) => pseudocodeOf(a).lines.map(([text]) => text).join("\n"));
  assert.equal(new Set(texts).size, texts.length);
});

test("every algorithm's row is in the schema, in the order of its names", () => {
  assert.deepEqual(SCHEMA.algorithmRows.map((row) => row.name), SCHEMA.algorithms);
  if (SCHEMA.cyclicAlgorithm !== null) assert.ok(ROWS.get(SCHEMA.cyclicAlgorithm).cyclic, `${SCHEMA.cyclicAlgorithm} runs the games whose positions repeat`);
});
