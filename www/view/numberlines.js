// The number rules in pseudocode (thesis Table 2.3; weak PN-search, Ueda et al. 2008; SNDA,
// Kishimoto 2010; tutorial "PNS on a DAG"), for every algorithm that combines its sons'
// numbers. The update lights the lines of the rule in force (`numbers-<rule>`, the engine's
// option `rule`). Pure.

export const NUMBER_LINES = [
  ["Table 2.3 — setProofAndDisproofNumbers(node)", null, "title"],
  ["  or:  proof := min child.proof", "numbers"],
  ["  and: disproof := min child.disproof", "numbers"],
  ["  or:  disproof := Σ child.disproof\n  and: proof := Σ child.proof", "numbers-standard"],
  ["  weak: Σ becomes max + (children − 1)", "numbers-weak"],
  ["  SNDA: Σ, but children of one source\n        count once (their max)", "numbers-snda"],
];

/** A new leaf's numbers, as its development sets them. */
export const LEAF_LINE = ["  leaf: true 0, ∞; false ∞, 0; unknown 1, 1", "develop"];
