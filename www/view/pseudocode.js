// The pseudocode panel's text: the algorithm's own, from its module (algorithms/<name>.js),
// each line tagged with what executes it, so the panel can light up what the engine is doing.
// An algorithm without pseudocode of its own gets a generic text that says so. Pure.
import { algorithmLabel, algorithmModule } from "./algorithms.js";

/** The steps every search's records go through, for an algorithm with no pseudocode here. */
const GENERIC_LINES = [
  ["  repeat", "loop"],
  ["    select: the path to a node to develop", "select"],
  ["    develop: create its children", "develop"],
  ["    update: recompute the numbers above it", "update"],
  ["  until the root is solved", "loop"],
  ["  the root's value: true, false or unknown", "finished"],
];

/**
 * The pseudocode of `algorithm` (its name in configurations): {label, source, lines, lit,
 * generic}. `lines` are [text, tag, kind?]; `lit(phase, record, params)` the tags lit beyond
 * the phase's own; `generic` is set when the algorithm has none of its own.
 */
export function pseudocodeOf(algorithm) {
  const label = algorithmLabel(algorithm);
  const own = algorithmModule(algorithm)?.pseudocode;
  if (own) return { label, source: own.source, lines: own.lines, lit: own.lit ?? null, generic: false };
  return {
    label,
    source: "no pseudocode of its own here",
    lines: [[`${label}: the steps every search records (not its own pseudocode)`, null, "title"], ...GENERIC_LINES],
    lit: null,
    generic: true,
  };
}

/** The tags lit at a phase: the phase's own lines, the loop, the numbers rule in force, and
 *  what the algorithm's record shows ran (`lit`). `record` is the step's, `params` the
 *  configuration's algorithm parameters, `options` its options. */
export function litTags(phase, { solved = false, iteration = 0, rule = "standard", algorithm = null, record = null, params = {}, options = {} } = {}) {
  const tags = new Set();
  if (iteration === 0 && phase === "done") tags.add("ready");
  else if (solved && phase === "done") tags.add("finished");
  else if (phase === "done") tags.add("loop");
  else tags.add(phase);
  if (phase === "update") tags.add("numbers").add(`numbers-${rule}`);
  for (const tag of pseudocodeOf(algorithm).lit?.(phase, record, params, options) ?? []) tags.add(tag);
  return tags;
}
