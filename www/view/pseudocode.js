// PN-search in the thesis's pseudocode (its Tables 2.1–2.5, after Allis), each line tagged with
// the phase that executes it, so the panel can light up what the engine is doing.

export const PSEUDOCODE = [
  ["Table 2.1 — PN-search", null, "title"],
  ["procedure proofNumberSearch(root)", "ready"],
  ["  evaluate(root)\n  setProofAndDisproofNumbers(root)", "ready"],
  ["  while root.proof ≠ 0 and root.disproof ≠ 0\n        and resourcesAvailable() do", "loop"],
  ["    mostProvingNode := selectMostProving(root)", "select"],
  ["    developNode(mostProvingNode)", "develop"],
  ["    updateAncestors(mostProvingNode)", "update"],
  ["  od", "loop"],
  ["  if root.proof = 0 then root.value := true", "finished"],
  ["  elseif root.disproof = 0 then root.value := false", "finished"],
  ["  else root.value := unknown", "finished"],
  ["Table 2.2 — selectMostProving(node)", null, "title"],
  ["  while node.expanded do", "select"],
  ["    or:  i := first child with child.proof = node.proof", "select"],
  ["    and: i := first child with child.disproof = node.disproof", "select"],
  ["    node := node.children[i]", "select"],
  ["  return node", "select"],
  ["Table 2.4 — developNode(node)", null, "title"],
  ["  generateAllChildren(node)", "develop"],
  ["  for each child: evaluate(child)\n    setProofAndDisproofNumbers(child)", "develop"],
  ["Table 2.5 — updateAncestors(node)", null, "title"],
  ["  while node ≠ nil do", "update"],
  ["    setProofAndDisproofNumbers(node)", "update"],
  ["    node := node.parent   (in a DAG: every parent)", "update"],
  ["Table 2.3 — setProofAndDisproofNumbers(node)", null, "title"],
  ["  or:  proof := min child.proof\n       disproof := Σ child.disproof", "numbers-standard"],
  ["  and: proof := Σ child.proof\n       disproof := min child.disproof", "numbers-standard"],
  ["  weak rule: Σ becomes max + (number of children − 1)", "numbers-weak"],
  ["  leaf: true → 0, ∞; false → ∞, 0; unknown → 1, 1", "develop"],
];

/** The tags lit at a phase: the phase's own lines, the loop, the numbers rule in force. */
export function litTags(phase, { solved = false, iteration = 0, rule = "standard" } = {}) {
  const tags = new Set();
  if (iteration === 0 && phase === "done") tags.add("ready");
  else if (solved && phase === "done") tags.add("finished");
  else if (phase === "done") tags.add("loop");
  else tags.add(phase);
  if (phase === "update") tags.add(rule === "weak" ? "numbers-weak" : "numbers-standard");
  return tags;
}
