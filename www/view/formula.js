// The inspector's formulas: a node's pn and dn written out from its listed sons, e.g.
// "pn = min(3, 5, 2) = 2", under the weak rule "dn = max(4, 1, 2) + (3 − 1) = 6", and under
// SNDA "dn = 2 + max(3, 3) = 5" where two sons take their number from one source.
// Mirrors the engine's numbers.rs `combine`; tests/js/wasm/formula.test.mjs checks that the value
// computed here equals the engine's on every node of real solves. Pure.
import { INF, num, isOrKind } from "./format.js";
import { algorithmModule } from "./algorithms.js";

/** SNDA's source of node `s` (develop.rs `source_of`): its leftmost listed son with the number
 *  `s` passes up (pn at an OR node, dn at an AND node); null for leaves and solved nodes. */
export function sourceOf(snap, adj, s) {
  if (!snap.expanded[s] || snap.value[s] !== 0) return null;
  const or = isOrKind(snap.kind[s]);
  const target = or ? snap.pn[s] : snap.dn[s];
  return adj.sons(s).find((t) => (or ? snap.pn[t] : snap.dn[t]) === target) ?? null;
}

/** The listed sons of `id` as [pn, dn, source]: what combine() and explain() take. Under
 *  SNDA a son without a source is its own (so a son listed twice, a parallel edge, counts once),
 *  as in develop.rs `fresh_numbers`. */
export function sonNumbers(snap, adj, id, rule) {
  return adj.sons(id).map((s) => [snap.pn[s], snap.dn[s], rule === "snda" ? sourceOf(snap, adj, s) ?? s : null]);
}

/** SNDA's groups: the summed numbers of sons with one source, in first-seen order. */
function groups(sons, or) {
  const byKey = new Map();
  sons.forEach(([pn, dn, source], i) => {
    const key = source ?? `own ${i}`;
    if (!byKey.has(key)) byKey.set(key, []);
    byKey.get(key).push(or ? dn : pn);
  });
  return [...byKey.values()];
}

const sumCapped = (xs) => Math.min(INF, xs.reduce((a, b) => a + b, 0));

/** Combines sons' [pn, dn, source?] like the engine; returns {pn, dn}. */
export function combine(or, rule, sons) {
  const mine = sons.map(([pn, dn]) => (or ? pn : dn));
  const theirs = sons.map(([pn, dn]) => (or ? dn : pn));
  const k = sons.length;
  const max = Math.max(0, ...theirs);
  let t;
  if (k === 0 || max === 0) t = 0;
  else if (rule === "standard") t = sumCapped(theirs);
  else if (rule === "snda") t = sumCapped(groups(sons, or).map((g) => Math.max(...g)));
  else t = max >= INF ? INF : Math.min(INF, max + k - 1);
  const m = k === 0 ? INF : Math.min(...mine);
  return or ? { pn: m, dn: t } : { pn: t, dn: m };
}

const list = (xs) => xs.map(num).join(", ");

/**
 * Lines explaining a node's numbers. `node` has {kind, pn, dn, expanded, decided, value},
 * `sons` are the listed sons' [pn, dn], `deleted` how many were deleted as solved, `algorithm`
 * the search's (schema name). When the node's stored numbers are not what its sons give now,
 * the lines say so and why, and `agrees` is false.
 */
export function explain(node, sons, rule, deleted = 0, algorithm = null) {
  const or = node.kind === "or";
  if (!node.expanded && node.decided) {
    const why = node.value === "proved"
      ? "proved (the rules decided its position in the question's favour)"
      : "disproved (the rules decided its position against the question, or the player who needed a winning set has none left)";
    return { lines: [`decided when created: ${why}`, `pn = ${num(node.pn)}, dn = ${num(node.dn)}`], pn: node.pn, dn: node.dn, agrees: true };
  }
  if (!node.expanded) {
    return { lines: ["a leaf not yet developed: pn = 1, dn = 1"], pn: node.pn, dn: node.dn, agrees: node.pn === 1 && node.dn === 1 };
  }
  const c = combine(or, rule, sons);
  const mineName = or ? "pn" : "dn";
  const theirsName = or ? "dn" : "pn";
  const mine = sons.map(([pn, dn]) => (or ? pn : dn));
  const theirs = sons.map(([pn, dn]) => (or ? dn : pn));
  const k = sons.length;
  const lines = [];
  const note = deleted ? ` (${deleted} solved son${deleted > 1 ? "s" : ""} deleted from the list)` : "";
  if (k === 0) {
    lines.push(`no sons left${note}: ${mineName} = ∞, ${theirsName} = 0`);
  } else {
    lines.push(`${mineName} = min(${list(mine)}) = ${num(or ? c.pn : c.dn)}`);
    const t = or ? c.dn : c.pn;
    if (theirs.some((x) => x === 0)) lines.push(`${theirsName} = ${num(t)}: a son has ${theirsName} 0`);
    else if (rule === "standard") lines.push(`${theirsName} = ${theirs.map(num).join(" + ")} = ${num(t)}`);
    else if (rule === "snda") {
      const terms = groups(sons, or).map((g) => (g.length > 1 ? `max(${list(g)})` : num(g[0])));
      lines.push(`${theirsName} = ${terms.join(" + ")} = ${num(t)}`);
      if (terms.some((x) => x.startsWith("max"))) lines.push("max(…): sons that take their number from one source count it once (SNDA)");
    }
    else lines.push(`${theirsName} = max(${list(theirs)}) + (${k} − 1) = ${num(t)}`);
    if (note) lines.push(note.trim());
  }
  let agrees = c.pn === node.pn && c.dn === node.dn;
  if (node.decided) {
    lines.push(`decided by a rule (no free winning set for the first player): pn = ${num(node.pn)}, dn = ${num(node.dn)}`);
    agrees = true;
  }
  // A cyclic search's node solved by a repetition (NodeInfo.repetition): its sons, solved with
  // it in one closed set, may give it the same value, but they are not its reason.
  if (node.repetition) lines.push(`${node.pn === 0 ? "proved" : "disproved"} by repetition, not by its sons`);
  if (!agrees) {
    lines.unshift("recomputed from its sons now:");
    const why = algorithmModule(algorithm)?.storedWhy ?? "the search keeps numbers its sons no longer give";
    lines.push(`stored: pn ${num(node.pn)}, dn ${num(node.dn)}, not what its sons give now: ${why}`);
  }
  return { lines, pn: c.pn, dn: c.dn, agrees };
}
