// Predict mode: before each iteration the student clicks the node they think is most-proving;
// then the step is taken and the page says right or wrong, with the true path and, at each
// node, the choice and its reason (min pn at an OR node, min dn at an AND node, the leftmost of
// ties); df-pn's thresholds are shown along the path. The text is built here, pure (the Node
// tests use it); the widget owns the state.
import { num } from "./format.js";

/** Why the search took son `p.son` at path step `p`. */
export function reasonText(p) {
  const kind = p.kind === "or" ? "OR" : "AND";
  const by = p.reason === "min-pn" ? `smallest pn (${num(p.pn)})` : `smallest dn (${num(p.dn)})`;
  const tie = p.tied > 1 ? `, leftmost of ${p.tied} tied` : "";
  return `at ${kind} node ${p.node} → son ${p.son}: ${by}${tie}`;
}

/** The threshold of path node `id` in a df-pn record, as "thpn/thdn". */
function thresholdOf(record, id) {
  const t = record.thresholds?.find((x) => x.node === id);
  return t ? ` [thresholds ${num(t.thpn)}/${num(t.thdn)}]` : "";
}

/**
 * The verdict on a prediction: {right, text}. `record` is the step record of the iteration the
 * student predicted; `guess` the node clicked.
 */
export function judge(record, guess) {
  const truth = record.developed;
  const right = guess === truth;
  const steps = record.path.map((p) => reasonText(p) + thresholdOf(record, p.node));
  const path = [...record.path.map((p) => p.node), truth].join(" → ");
  const head = right
    ? `Right: node ${truth} is the most-proving node.`
    : `Not this time: you chose node ${guess}; the most-proving node is ${truth}.`;
  const why = steps.length ? ` The path ${path}: ${steps.join("; ")}.` : ` The root is the only leaf.`;
  return { right, text: head + why + thresholdOf(record, truth) };
}

/** The running score as the page shows it. */
export const scoreText = ({ points, tries }) => `score ${points} / ${tries}`;
