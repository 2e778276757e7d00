// Every algorithm the engine's schema lists shows its own pseudocode, and that text is what
// runs: stepping real solves through the page's phases lights every tagged line at some point
// (no line for something the algorithm never does) and lights a line at every phase.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";
import { litTags, pseudocodeOf } from "../../../www/view/pseudocode.js";
import { PHASES } from "../../../www/view/phases.js";

const require = createRequire(import.meta.url);
const { PnSearch, schema } = require("../../../pkg-node/pnlab.js");
const SCHEMA = schema();
const RULES = SCHEMA.options.find((o) => o.name === "rule").values;

/** The algorithm parameters that change what an algorithm's pseudocode lights. */
const PARAMS = { dfpn: [{}, { thresholdRule: "thesis" }, { epsilon: 0.25 }] };

/** dcg's own setting: how a repetition counts, stepped on a game whose positions repeat. */
const REPETITIONS = SCHEMA.options.find((o) => o.name === "repetition").values;

/** The solves each algorithm is stepped through: every number rule, its parameters; for dcg also
 *  Three Men's Morris under each repetition setting. */
function solves(algorithm) {
  const rules = algorithm === "pss" ? ["standard"] : RULES;
  const clique = rules.flatMap((rule) => (PARAMS[algorithm] ?? [{}]).map((params) => ({ game: "clique", n: 5, k: 3, algorithm, options: { rule }, params })));
  const cyclic = algorithm === "dcg" ? REPETITIONS.map((repetition) => ({ game: "morris", men: 3, algorithm, options: { repetition } })) : [];
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
  test(`${algorithm}'s pseudocode is its own and every line of it runs`, () => {
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
  assert.match(texts[SCHEMA.algorithms.indexOf("dfpn")], /thpn/);
  assert.doesNotMatch(texts[SCHEMA.algorithms.indexOf("dfpn")], /selectMostProving/);
});
