// What one algorithm adds to the page, drawn by its module: www/view/algorithms/<name>.js, loaded
// by the algorithm's name in the engine's schema, as glyph.js loads boards/<shape>.js, so a new
// algorithm is its Rust file, its row and this module, and no list names it. A step record's
// extras name their algorithm (`extras.algorithm`). Pure once loaded.
//
// An algorithm module exports (each optional; pseudocode.js falls back to a generic text):
//   label                  → its name in people's words (the settings form, the panel's title)
//   pseudocode             → {source, lines: [[text, tag, kind?]], lit(phase, record, params, options)?}
//   storedWhy              → why a node's stored numbers can differ from its sons' (inspector)
//   selectText(record)     → the select phase in its own terms (else PN-search's descent)
//   pathNote(extras, id)   → text after path node `id` (predict mode's verdict)
//   developNote(extras)    → text after the develop phase's words
//   bounds                 → {bound: (params) → words}: its own bounds (`stats.bound`)
// and in `pseudocode`, `variants`: the settings ({options, params}) under which `lit` lights lines
// that the defaults do not; the tests step a solve under each.

import { modulesByName } from "./bynames.js";

/** The algorithm modules, by name: algorithms/<name>.js, the name as the engine writes it. */
const ALGORITHMS = modulesByName({
  folder: "algorithms",
  importer: (name) => import(`./algorithms/${name}.js`),
  pattern: /^[a-z][a-z0-9-]*$/,
  kind: "algorithm",
  nameIs: "an algorithm's name",
  allowed: 'lowercase letters, digits and "-", a letter first',
  role: "page module",
});
const LOADED = ALGORITHMS.loaded;

/** The page module of the algorithm `name`, loaded once. Rejects with the name and the file it
 *  needs when there is none. */
export const loadAlgorithm = ALGORITHMS.load;

/** Loads the module of every algorithm `schema` lists, then gives the schema back. An algorithm
 *  whose module does not load is named on the console, and the page shows it by the engine's
 *  name with the generic pseudocode (tests/js/wasm/pseudocode.test.mjs asks every one for its
 *  module). */
export async function loadAlgorithms(schema) {
  const results = await Promise.allSettled(schema.algorithms.map(loadAlgorithm));
  for (const r of results) if (r.status === "rejected") console.warn(r.reason.message);
  return schema;
}

/** The loaded module of the algorithm `name`; undefined before loadAlgorithm(name) resolves. */
export const algorithmModule = (name) => LOADED.get(name);

/** An algorithm's name in people's words: its module's, else the engine's name. */
export const algorithmLabel = (name) => LOADED.get(name)?.label ?? name;

/** The module that draws `record`'s extras; none when it has none. */
function extrasModule(record) {
  const name = record?.extras?.algorithm;
  if (name === undefined) return undefined;
  const module = LOADED.get(name);
  if (!module) throw new Error(`step record extras of algorithm ${name} have no module loaded: loadAlgorithm(${JSON.stringify(name)}) first; loaded are ${[...LOADED.keys()].join(", ") || "none"}`);
  return module;
}

/** What `record`'s algorithm adds after path node `id` ("" when nothing). */
export const pathNote = (record, id) => extrasModule(record)?.pathNote?.(record.extras, id) ?? "";

/** The select phase in `record`'s algorithm's own words; undefined for PN-search's descent. */
export const selectText = (record) => extrasModule(record)?.selectText?.(record);

/** What `record`'s algorithm adds to the develop phase ("" when nothing). */
export const developNote = (record) => extrasModule(record)?.developNote?.(record.extras) ?? "";

/** Why a search stopped, for "unknown (…)": the limit's name ("memory", "nodes", …), or for an
 *  algorithm's own bound (`stats.bound`) its module's words, with the parameter that sets it
 *  from the configuration's `params`. Undefined when no limit stopped it. */
export function limitText(stats, config = {}) {
  const by = stats?.stoppedBy;
  if (by !== "algorithm") return by;
  const words = [...LOADED.values()].find((m) => m.bounds?.[stats.bound])?.bounds[stats.bound];
  return words ? words(config?.params ?? {}) : by;
}
