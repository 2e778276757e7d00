// Predict mode: before each iteration the student clicks the node they think is most-proving;
// then the step is taken and the page says right or wrong, with the true path and, at each
// node, the choice and its reason (min pn at an OR node, min dn at an AND node, the leftmost of
// ties), with what the algorithm adds at each node (df-pn's thresholds). The text is built here,
// pure (the Node tests use it); the widget owns the state.
import { num } from "./format.js";
import { pathNote } from "./algorithms.js";

/** Why the search took son `p.son` at path step `p`. */
export function reasonText(p) {
  const kind = p.kind === "or" ? "OR" : "AND";
  const by = p.reason === "min-pn" ? `smallest pn (${num(p.pn)})` : `smallest dn (${num(p.dn)})`;
  const tie = p.tied > 1 ? `, leftmost of ${p.tied} tied` : "";
  return `at ${kind} node ${p.node} → son ${p.son}: ${by}${tie}`;
}

/**
 * The verdict on a prediction: {right, text}. `record` is the step record of the iteration the
 * student predicted; `guess` the node clicked.
 */
export function judge(record, guess) {
  const truth = record.developed;
  const right = guess === truth;
  const steps = record.path.map((p) => reasonText(p) + pathNote(record, p.node));
  const path = [...record.path.map((p) => p.node), truth].join(" → ");
  const head = right
    ? `Right: node ${truth} is the most-proving node.`
    : `Not this time: you chose node ${guess}; the most-proving node is ${truth}.`;
  const why = steps.length ? ` The path ${path}: ${steps.join("; ")}.` : ` The root is the only leaf.`;
  return { right, text: head + why + pathNote(record, truth) };
}

/** The running score as the page shows it. */
export const scoreText = ({ points, tries }) => `score ${points} / ${tries}`;

/** A typed number: whole, or ∞ ("inf"); NaN for anything else. */
function readNumber(text) {
  const t = String(text).trim().toLowerCase();
  if (t === "∞" || t === "inf") return Infinity;
  return /^\d+$/.test(t) ? Number(t) : NaN;
}

/** What the numbers form accepts, as an input's pattern (whole, or ∞ / inf in any case). */
const NUMBER_PATTERN = String.raw`\s*(\d+|∞|[iI][nN][fF])\s*`;
const EXPECTED = "a whole number (0, 1, 2, …) or ∞ (inf)";

/**
 * The verdict on the numbers typed for the developed node's parent at the update phase:
 * {right, text}, or {invalid: true, text} when what was typed is not a number (empty, "abc",
 * "4.0"): that is not a wrong try, and the text says what is expected. `u` is the record's
 * update of that node ({node, oldPn, oldDn, newPn, newDn}); numbers of 2^30 and more are the
 * engine's ∞.
 */
export function judgeNumbers(u, pnText, dnText) {
  const pn = readNumber(pnText);
  const dn = readNumber(dnText);
  const bad = [["pn", pnText, pn], ["dn", dnText, dn]].filter(([, , v]) => Number.isNaN(v));
  if (bad.length) {
    const what = bad.map(([name, text]) => (String(text).trim() === "" ? `${name} is empty` : `${name} "${String(text).trim()}" is not a number`));
    return { right: false, invalid: true, text: `${what.join(" and ")}: type ${EXPECTED} for each.` };
  }
  const same = (guess, truth) => (truth >= 2 ** 30 ? guess === Infinity : guess === truth);
  const right = same(pn, u.newPn) && same(dn, u.newDn);
  const text = `${right ? "Right" : "Not this time"}: node ${u.node} goes from ${num(u.oldPn)}/${num(u.oldDn)} to ${num(u.newPn)}/${num(u.newDn)}; the inspector shows the formula.`;
  return { right, text };
}

/** The inspector's form asking for node `u.node`'s new numbers (HTML). */
export function numbersForm(u) {
  return `<form class="predict-numbers" aria-label="Predict node ${u.node}'s new numbers">
    <p><b>Your turn:</b> before the update, what will node ${u.node}'s pn and dn be? (now ${num(u.oldPn)}/${num(u.oldDn)}; type ∞ or inf for infinity)</p>
    <label>pn <input name="pn" size="4" aria-label="predicted pn" placeholder="${num(u.oldPn)}" required pattern="${NUMBER_PATTERN}" title="${EXPECTED}"></label>
    <label>dn <input name="dn" size="4" aria-label="predicted dn" placeholder="${num(u.oldDn)}" required pattern="${NUMBER_PATTERN}" title="${EXPECTED}"></label>
    <button type="submit">Check</button> <button type="button" data-skip>Skip</button></form>`;
}
