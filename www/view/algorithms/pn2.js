// PN²'s part of a step record (`extras` tagged "pn2"): the second-level searches that evaluated
// the sons the development created. Pure.

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
