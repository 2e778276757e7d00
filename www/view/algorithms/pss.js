// Proof-set search: its name in people's words and its pseudocode; its records hold nothing of
// their own; its bounds end a search. Pure.

export const label = "proof-set search";

/** Müller's proof-set search: PN-search's loop over proof and disproof sets, whose sizes are
 *  the numbers selection follows (src/search/pss.rs). */
export const pseudocode = {
  source: "tutorial “Proof-Set Search” (Müller 2003); loop: thesis Table 2.1",
  lines: [
    ["Proof-set search — sets instead of numbers", null, "title"],
    ["procedure proofSetSearch(root)", "ready"],
    ["  root.pset := {root}; root.dset := {root}", "ready"],
    ["  while root.pset ≠ ∅ and root.dset ≠ ∅ do", "loop"],
    ["    n := selectMostProving(root)\n         by |pset| and |dset|, from the root", "select"],
    ["    developNode(n)", "develop"],
    ["    updateAncestors(n)", "update"],
    ["  od", "loop"],
    ["  root.pset = ∅: true; root.dset = ∅: false", "finished"],
    ["setProofAndDisproofSets(node)", null, "title"],
    ["  or:  pset := smallest child.pset\n       dset := ∪ child.dset", "update"],
    ["  and: pset := ∪ child.pset\n       dset := smallest child.dset", "update"],
    ["  pn := |pset|; dn := |dset|\n  (a leaf reached twice counts once)", "update"],
    ["  leaf: unknown → {leaf}, {leaf}\n        true → ∅, none; false → none, ∅", "develop"],
  ],
};

const tooLarge = (params) => (params.maxSetSize === undefined ? "proof sets too large" : `proof sets too large, maxSetSize ${params.maxSetSize}`);

/** Its own bounds (the engine's `stats.bound`) in words, with the parameter that sets them. */
export const bounds = { "set-size": tooLarge, "sets-held": tooLarge };
