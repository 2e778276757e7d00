// Df-pn's part of a step record (`extras` tagged "dfpn"): every node on its stack with the
// thresholds it was entered with, and the nodes it left during the step. Pure.
import { num } from "../format.js";

/** What the page adds after path node `id`: its thresholds, "[thresholds thpn/thdn]". */
export function pathNote(extras, id) {
  const t = extras.thresholds.find((x) => x.node === id);
  return t ? ` [thresholds ${num(t.thpn)}/${num(t.thdn)}]` : "";
}

/** Its own bounds (the engine's `stats.bound`) in words, with the parameter that sets them. */
export const bounds = {
  "table-too-small": (params) => `transposition table too small, ttSize ${params.ttSize}`,
  guard: () => "df-pn's guard, 50,000,000 moves without a development",
};
