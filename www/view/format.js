// Numbers and words as the page shows them. Pure: also used by the Node tests.

/** The engine's infinity (PnSearch.INFINITY()): numbers at or above it are shown as ∞. */
export const INF = 2 ** 30;

export const num = (v) => (v >= INF ? "∞" : String(v));

/** Grouped thousands for counts: 66650 → "66,650". */
export const count = (v) => Number(v).toLocaleString("en-US");

/** Value codes of a snapshot: 0 unknown, 1 proved, 2 disproved — for the search's question
 *  ("does the first player win?" or "does the first player avoid losing?"). */
export const VALUE_NAMES = ["unknown", "proved", "disproved"];

/** A node's state from its numbers, as the engine decides it (pn = 0 proves, dn = 0 disproves). */
export const stateOf = (pn, dn) => (pn === 0 ? 1 : dn === 0 ? 2 : 0);

/** OR nodes have the first player to move; the snapshot's kind says so (0 OR, 1 AND): it comes
 *  from whose turn it is, never from the level. */
export const isOrKind = (kind) => kind === 0;

export const RESULT_WORDS = {
  "first-wins": "first player wins",
  draw: "draw",
  "second-wins": "second player wins",
  "first-wins-or-draw": "first player wins or draws",
  "draw-or-second-wins": "draw or second player wins",
  unknown: "unknown",
};

/** The questions a search proves, in words. */
export const QUESTION_WORDS = {
  "first-wins": "does the first player win?",
  "first-avoids-loss": "does the first player avoid losing?",
};

/** What the status line says when a solve stopped or ended. */
export function resultText(status, result, stoppedBy) {
  if (status === "limit-reached") return `unknown (limit reached${stoppedBy ? `: ${stoppedBy}` : ""})`;
  return RESULT_WORDS[result] ?? result;
}
