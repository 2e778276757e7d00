// Numbers and words as the page shows them. Pure: also used by the Node tests.

/** The engine's infinity (PnSearch.INFINITY()): numbers at or above it are shown as ∞. */
export const INF = 2 ** 30;

export const num = (v) => (v >= INF ? "∞" : String(v));

/** Grouped thousands for counts: 66650 → "66,650". One formatter for all: toLocaleString
 *  builds one per call (30 µs each, 2 ms a step for the DAG's level summaries). */
const GROUPED = new Intl.NumberFormat("en-US");
export const count = (v) => GROUPED.format(Number(v));

/** Bytes in the unit that keeps them short: 512 → "512 B", 3.5e6 → "3.3 MiB". */
export function bytesText(bytes) {
  if (!Number.isFinite(bytes)) return "—";
  const units = ["B", "KiB", "MiB", "GiB"];
  let i = 0;
  let v = bytes;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return i === 0 ? `${v} B` : `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

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

const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** What the status line says when a solve stopped or ended: "First player wins", "Draw",
 *  "Second player wins", "unknown", or "unknown (memory)" when a limit stopped it (`why`: the
 *  limit, or `limitText`'s words, algorithms.js). A limit that stopped a solve's second question leaves what
 *  the first answered: "Draw or second player wins (nodes)". */
export function resultText(status, result, why) {
  const words = RESULT_WORDS[result] ?? result;
  if (status === "limit-reached") {
    const reason = why ?? "limit reached";
    return result && result !== "unknown" ? `${capital(words)} (${reason})` : `unknown (${reason})`;
  }
  return result === "unknown" ? words : capital(words);
}

/**
 * The line under the result that says which question the DAG shown answers, from the engine's
 * `answers()` (one entry per question asked so far, the current one last). When a solve ended
 * after one question, it says why one sufficed: the engine only skips the second question when
 * the game cannot end in the outcome it would tell apart.
 */
export function questionText({ status, result, question, answers = [] }) {
  const asked = answers.length;
  const q = QUESTION_WORDS[question] ?? question;
  const current = answers.at(-1);
  const answered = current && current.answer !== "unknown" ? ` ${current.answer}` : "";
  if (asked > 1) return `Question ${asked} of ${asked}: ${q}${answered}`;
  if (status !== "solved" || asked !== 1 || current.question !== "first-wins") return `Question: ${q}${answered}`;
  if (result === "draw") {
    return `Question: ${q}${answered}. One question suffices: the second player cannot win a strong positional game (strategy stealing), so "no" means a draw.`;
  }
  if (result === "second-wins") return `Question: ${q}${answered}. One question suffices: this game has no draws, so "no" means the second player wins.`;
  return `Question: ${q}${answered}`;
}
