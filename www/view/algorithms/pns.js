// PN-search: its name in people's words and its pseudocode (thesis Tables 2.1–2.5, after
// Allis), each line tagged with the phase of the step record that executes it. Pure.
import { NUMBER_LINES, LEAF_LINE } from "../numberlines.js";

export const label = "PN-search";

export const pseudocode = {
  source: "thesis Tables 2.1–2.5 (Allis)",
  lines: [
    ["Table 2.1 — PN-search", null, "title"],
    ["procedure proofNumberSearch(root)", "ready"],
    ["  evaluate(root)\n  setProofAndDisproofNumbers(root)", "ready"],
    ["  while root.proof ≠ 0 and root.disproof ≠ 0\n        and resourcesAvailable() do", "loop"],
    ["    mostProvingNode := selectMostProving(root)", "select"],
    ["      last changed node (thesis 2.2.1):\n      from currentNode, not the root", "select-last-changed"],
    ["    developNode(mostProvingNode)", "develop"],
    ["    updateAncestors(mostProvingNode)", "update"],
    ["  od", "loop"],
    ["  if root.proof = 0 then root.value := true", "finished"],
    ["  elseif root.disproof = 0 then\n    root.value := false", "finished"],
    ["  else root.value := unknown", "finished"],
    ["Table 2.2 — selectMostProving(node)", null, "title"],
    ["  while node.expanded do", "select"],
    ["    or:  i := first child with\n           child.proof = node.proof", "select"],
    ["    and: i := first child with\n           child.disproof = node.disproof", "select"],
    ["    node := node.children[i]", "select"],
    ["  return node", "select"],
    ["Table 2.4 — developNode(node)", null, "title"],
    ["  generateAllChildren(node)", "develop"],
    ["  for each child: evaluate(child)\n    setProofAndDisproofNumbers(child)", "develop"],
    ["Table 2.5 — updateAncestors(node)", null, "title"],
    ["  while node ≠ nil do", "update"],
    ["    setProofAndDisproofNumbers(node)", "update"],
    ["    node := node.parent\n      (in a DAG: every parent)", "update"],
    ["    last changed node: stop at a node whose\n    numbers did not change; currentNode := it", "update-stop"],
    ...NUMBER_LINES,
    LEAF_LINE,
  ],
  /** What the record shows ran beyond the phase's own lines: a selection that started below
   *  the root (the last changed node), an update that stopped at an unchanged node. */
  lit(phase, record) {
    if (phase === "select" && record?.startedAt) return ["select-last-changed"];
    return phase === "update" && record?.updates.some((u) => !u.changed) ? ["update-stop"] : [];
  },
};
