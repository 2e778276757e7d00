// Numbers and words as the page shows them. Pure: also used by the Node tests.

/** The engine's infinity (PnSearch.INFINITY()): numbers at or above it are shown as ∞. */
export const INF = 2 ** 30;

export const num = (v) => (v >= INF ? "∞" : String(v));

/** Grouped thousands for counts: 66650 → "66,650". */
export const count = (v) => Number(v).toLocaleString("en-US");

/** Value codes of a snapshot: 0 unknown, 1 proved (won for the first player), 2 disproved. */
export const VALUE_NAMES = ["unknown", "proved", "disproved"];

/** A node's state from its numbers, as the engine decides it (pn = 0 proves, dn = 0 disproves). */
export const stateOf = (pn, dn) => (pn === 0 ? 1 : dn === 0 ? 2 : 0);

/** OR nodes have the first player to move: an even number of moves played. */
export const isOr = (level) => level % 2 === 0;

export const RESULT_WORDS = {
  "first-player-wins": "first player wins",
  draw: "draw (second player avoids losing)",
  unknown: "unknown",
};
