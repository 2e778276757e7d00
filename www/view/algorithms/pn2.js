// PN²: its name in people's words, its pseudocode, and its part of a step record (`extras`
// tagged "pn2"): the second-level searches that evaluated the sons the development created.
// Pure.
import { NUMBER_LINES, LEAF_LINE } from "../numberlines.js";

export const label = "PN² (second-level search per leaf)";

/** Allis's PN² as the tutorial gives it (a–d): the first level is PN-search; each new son is
 *  evaluated by a bounded second-level PN-search, whose tree is then dropped. */
export const pseudocode = {
  source: "tutorial “Reducing Memory Usage” (Allis 1994); first level: thesis Tables 2.1–2.5",
  lines: [
    ["PN² — two levels of PN-search", null, "title"],
    ["procedure PN2(root)", "ready"],
    ["  evaluate(root)\n  setProofAndDisproofNumbers(root)", "ready"],
    ["  while root.proof ≠ 0 and\n        root.disproof ≠ 0 do", "loop"],
    ["    a) n := selectMostProving(root)", "select"],
    ["       generateAllChildren(n)", "develop"],
    ["    b) for each new child c still unknown:", "inner"],
    ["         PN-search(c), at most budget nodes", "inner"],
    ["         c's numbers := that search's root's", "inner"],
    ["    c)   throw the second-level tree away", "inner"],
    ["       updateAncestors(n)", "update"],
    ["  d) od", "loop"],
    ["  root.proof = 0: true; disproof = 0: false", "finished"],
    ...NUMBER_LINES,
    LEAF_LINE,
  ],
  /** The second level runs only when the development created a son it evaluates. */
  lit: (phase, record) => (phase === "develop" && record?.extras?.inner.length ? ["inner"] : []),
};

/** What the develop phase adds: what the second-level searches said about the new sons. */
export function developNote(extras) {
  const inner = extras.inner;
  if (!inner.length) return "";
  const nodes = inner.reduce((a, x) => a + x.nodes, 0);
  const solved = inner.filter((x) => x.result !== "unknown");
  const words = solved.map((x) => `${x.node} ${x.result}`).join(", ");
  return ` PN²: ${inner.length} second-level search${inner.length === 1 ? "" : "es"} (at most ${inner[0].limit} nodes each, ${nodes} in all) gave the new sons their numbers${
    solved.length ? `; solved ${words}` : ""
  }.`;
}
