// dcg, PN-search on a graph with cycles: its name in people's words, its pseudocode, and why a
// node's stored numbers may differ from its sons' (src/search/dcg.rs, docs/algorithms.md). Pure.
import { NUMBER_LINES, LEAF_LINE } from "../numberlines.js";

export const label = "dcg (PN-search on a graph with cycles)";

/** dcg's loop: PN-search's, except that a value is never taken from a path (a son on the path
 *  is skipped, not scored), and the answer that may repeat is also established by a closed set.
 *  The naive table's lines light when the run uses it (`options.repetition`). */
export const pseudocode = {
  source: "docs/algorithms.md “dcg”; loop: thesis Table 2.1",
  lines: [
    ["dcg — PN-search on a graph with cycles", null, "title"],
    ["procedure dcg(root)", "ready"],
    ["  evaluate(root)\n  setProofAndDisproofNumbers(root)", "ready"],
    ["  while root is not solved do", "loop"],
    ["    n := selectMostProving(root),\n         never entering a son on the path", "select"],
    ["    developNode(n): a position met before\n      is the same node, even an ancestor", "develop"],
    ["    updateAncestors(n) along the path;\n      a solved node is passed to all parents", "update"],
    ["    now and then: closedSet()", null],
    ["  od", "loop"],
    ["  root.proof = 0: true; disproof = 0: false", "finished"],
    ["closedSet() — the side that only avoids losing", null, "title"],
    ["  S := the developed nodes not yet solved", null],
    ["  drop from S, until none is left to drop:\n    its side to move has no son in S\n      or solved its way; the other side\n      has a son outside both", null],
    ["  what stays in S is solved for that side:\n    play may go on for ever there (a draw)", null],
    ["repetition = naive (teaching: wrong)", null, "title"],
    ["  a son on the path counts as a draw\n    and is stored: a path's value kept\n    as the position's (graph history)", "naive"],
    ...NUMBER_LINES,
    LEAF_LINE,
  ],
  lit: (phase, record, params, options = {}) => (phase === "develop" && options.repetition === "naive" ? ["naive"] : []),
  /** The option `lit` reads: the naive table lights its line. */
  variants: [{ options: { repetition: "naive" } }],
};

/** Why a node's stored numbers can differ from those its sons give now (the inspector). */
export const storedWhy =
  "dcg recomputes the numbers of the nodes on the selected path and of the parents of a node it solves, so other parents keep numbers their sons have moved from since (the numbers only guide selection: values are never taken from them)";
