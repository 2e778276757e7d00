// Df-pn: its name in people's words, its pseudocode, and its part of a step record (`extras`
// tagged "dfpn"): every node on its stack with the thresholds it was entered with, and the
// nodes it left during the step. Pure.
import { num } from "../format.js";
import { NUMBER_LINES, LEAF_LINE } from "../numberlines.js";

export const label = "df-pn";

/** Nagai's df-pn as the tutorial outlines it (steps a–f), with the threshold rules the engine's
 *  `thresholdRule` and `epsilon` choose. A step record's path is the stack of entered nodes,
 *  its updates the recomputations, its `left` the nodes that went over their thresholds. */
export const pseudocode = {
  source: "tutorial “Outline of Df-pn Algorithm”; thesis 2.2.1, Figure 2.8",
  lines: [
    ["Outline of df-pn (Nagai)", null, "title"],
    ["procedure dfpn(root)", "ready"],
    ["  a) root.thpn := root.thdn := ∞\n     n := root", "ready"],
    ["  repeat", "loop"],
    ["    b) recompute n.pn, n.dn", "update"],
    ["    c) if n.pn ≥ n.thpn or n.dn ≥ n.thdn\n          or n is solved:\n         leave n: n := n.parent", "leave"],
    ["       elseif n is a leaf: develop n", "develop"],
    ["    d) or:  c := child of smallest pn", "enter"],
    ["         c.thpn := min(n.thpn, pn₂ + 1)\n         c.thdn := c.dn + n.thdn − n.dn", "enter"],
    ["    e) and: c := child of smallest dn", "enter"],
    ["         c.thpn := c.pn + n.thpn − n.pn\n         c.thdn := min(n.thdn, dn₂ + 1)", "enter"],
    ["       n := c   (enter c)", "enter"],
    ["  f) until the root is solved", "loop"],
    ["  root.pn = 0: true; root.dn = 0: false", "finished"],
    ["pn₂ (dn₂): the best pn (dn) of c's siblings", null, "title"],
    ["  1+ε: pn₂ + 1 → max(pn₂ + 1, ⌈pn₂·(1+ε)⌉)", "enter-epsilon"],
    ["  thesis program: min(n.thpn, pn₂), no + 1;\n  pn₂ only from siblings worse than the best", "enter-thesis"],
    ...NUMBER_LINES,
    LEAF_LINE,
  ],
  /** What runs beyond the phase's own lines: at select the descent entered sons (none on the
   *  first step, which starts at the root), with the threshold rule the parameters choose; at
   *  update, nodes were left when the record names some. */
  lit(phase, record, params = {}) {
    if (phase === "select") {
      if (!record?.path.length) return ["ready"];
      if (params.thresholdRule === "thesis") return ["enter", "enter-thesis"];
      return params.epsilon > 0 ? ["enter", "enter-epsilon"] : ["enter"];
    }
    return phase === "update" && record?.extras?.left.length ? ["leave"] : [];
  },
  /** The parameters `lit` reads: each lights lines of its own. */
  variants: [{ params: { thresholdRule: "thesis" } }, { params: { epsilon: 0.25 } }],
};

/** The select phase in df-pn's terms: the record's path is its stack, which it keeps from step
 *  to step rather than descending from the root anew; each entered son got its thresholds. */
export function selectText(record) {
  const n = record.path.length;
  const stack = n
    ? `df-pn's stack runs from the root through ${n} son${n > 1 ? "s" : ""}, each entered as the son with the smallest pn at an OR node (square) or the smallest dn at an AND node (circle), with thresholds from its siblings`
    : "df-pn's stack holds the root alone, with thresholds ∞/∞";
  return `${stack}; the node on top is a leaf within its thresholds. The most-proving node is ${record.developed}.`;
}

/** What the page adds after path node `id`: its thresholds, "[thresholds thpn/thdn]". */
export function pathNote(extras, id) {
  const t = extras.thresholds.find((x) => x.node === id);
  return t ? ` [thresholds ${num(t.thpn)}/${num(t.thdn)}]` : "";
}

/** Why a node's stored numbers can differ from those its sons give now (the inspector). */
export const storedWhy =
  "df-pn stores a node's numbers when it leaves it (returns from the search below it), so they are the numbers it had then; the search may be below it now, and its sons' numbers have moved since";

/** Its own bounds (the engine's `stats.bound`) in words, with the parameter that sets them. */
export const bounds = {
  "table-too-small": (params) => `transposition table too small, ttSize ${params.ttSize}`,
  guard: () => "df-pn's guard, 50,000,000 moves without a development",
};
