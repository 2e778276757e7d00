// What one algorithm adds to the page, drawn by its module (algorithms/, like boards/ for board
// shapes), found by the engine's name: a step record's `extras.algorithm`. Pure.
//
// An algorithm module exports (each optional; pseudocode.js falls back to a generic text):
//   label                  → its name in people's words (the settings form, the panel's title)
//   pseudocode             → {source, lines: [[text, tag, kind?]], lit(phase, record, params, options)?}
//   storedWhy              → why a node's stored numbers can differ from its sons' (inspector)
//   selectText(record)     → the select phase in its own terms (else PN-search's descent)
//   pathNote(extras, id)   → text after path node `id` (predict mode's verdict)
//   developNote(extras)    → text after the develop phase's words
//   bounds                 → {bound: (params) → words}: its own bounds (`stats.bound`)
import * as pns from "./algorithms/pns.js";
import * as dfpn from "./algorithms/dfpn.js";
import * as pn2 from "./algorithms/pn2.js";
import * as pss from "./algorithms/pss.js";
import * as dcg from "./algorithms/dcg.js";

/** One module per algorithm that adds to the page, by its name in configurations. */
export const ALGORITHMS = { pns, dfpn, pn2, pss, dcg };

/** An algorithm's name in people's words: its module's, else the engine's name. */
export const algorithmLabel = (name) => ALGORITHMS[name]?.label ?? name;

/** The module that draws `record`'s extras; none when it has none. */
function extrasModule(record) {
  const name = record?.extras?.algorithm;
  if (name === undefined) return undefined;
  const module = ALGORITHMS[name];
  if (!module) throw new Error(`step record extras of algorithm ${name} have no module: allowed are ${Object.keys(ALGORITHMS).join(", ")}`);
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
  const words = Object.values(ALGORITHMS).find((m) => m.bounds?.[stats.bound])?.bounds[stats.bound];
  return words ? words(config?.params ?? {}) : by;
}
