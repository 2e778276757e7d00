// What a node's numbers establish about the game, and how each such outcome looks. Pure, and the
// one place the looks are declared: the DAG's SVG patterns, the HTML swatches (legend, badges,
// overview bands, the play page's moves) and the words are all made from OUTCOMES.
//
// An outcome is the set of game results still possible, as a mask of FIRST | DRAW | SECOND.
// PN-search answers one yes/no question about the first player, so a proved or disproved node
// establishes a set: under "does the first player win?" proved is {first wins} and disproved
// {draw, second wins}; under "does the first player avoid losing?" proved is {first wins, draw}
// and disproved {second wins} (docs/game-model.md). The root also knows the earlier question's
// answer and the solve's result (a strong positional game's strategy stealing, a game without
// draws), so its set is the intersection of all of them: after both questions a draw.

export const FIRST = 1;
export const DRAW = 2;
export const SECOND = 4;
export const ANY = FIRST | DRAW | SECOND;

/**
 * Each look: the set it stands for (`mask`), its key (the class `o-<key>`), its words, and its
 * paint: a light `fill`, an optional second colour `alt` drawn as `pattern` ("hatch": diagonal
 * lines, "dots", "vstripes", "hstripes"), and an outline (`line`, dashed when the outcome is
 * still one of two). Each has its own pattern, so they differ without colour; the colours are
 * the Okabe–Ito palette's vermillion (the first player), blue (the second) and a neutral grey.
 */
export const OUTCOMES = [
  { mask: FIRST, key: "first-wins", words: "first player wins", fill: "#f9d9bf", alt: null, pattern: "plain", line: "#b34f00", dashed: false },
  {
    mask: FIRST | DRAW,
    key: "first-does-not-lose",
    words: "first player does not lose",
    detail: "first player wins or draw",
    fill: "#f9d9bf",
    alt: "#e2e2e2",
    pattern: "vstripes",
    line: "#b34f00",
    dashed: true,
  },
  { mask: DRAW, key: "draw", words: "draw", fill: "#efefef", alt: "#9a9a9a", pattern: "dots", line: "#5f6368", dashed: false },
  {
    mask: DRAW | SECOND,
    key: "first-cannot-win",
    words: "first player cannot win",
    detail: "draw or second player wins",
    fill: "#d4e7f5",
    alt: "#e2e2e2",
    pattern: "hstripes",
    line: "#0072b2",
    dashed: true,
  },
  { mask: SECOND, key: "second-wins", words: "second player wins", fill: "#eef5fb", alt: "#8dbfe2", pattern: "hatch", line: "#0072b2", dashed: false },
];

const BY_MASK = new Map(OUTCOMES.map((o) => [o.mask, o]));

/** The look of a set of possible results, or null while all three are possible (open). */
export const outcomeOf = (mask) => BY_MASK.get(mask) ?? null;

/** The set a node's value establishes under `question` ("first-wins" or "first-avoids-loss");
 *  `state` 0 open, 1 proved, 2 disproved (format.js stateOf). */
export function questionMask(question, state) {
  if (state === 0) return ANY;
  const proved = state === 1;
  if (question === "first-avoids-loss") return proved ? FIRST | DRAW : SECOND;
  return proved ? FIRST : DRAW | SECOND;
}

/** The set a solve's result leaves (its words in format.js RESULT_WORDS). */
export function resultMask(result) {
  return { "first-wins": FIRST, draw: DRAW, "second-wins": SECOND, "first-wins-or-draw": FIRST | DRAW, "draw-or-second-wins": DRAW | SECOND }[result] ?? ANY;
}

/** What a proof's claim establishes for every position in it (the checker's claims). */
export function claimMask(claim) {
  return { "first-wins": FIRST, "second-avoids-loss": DRAW | SECOND, "first-avoids-loss": FIRST | DRAW, "second-wins": SECOND }[claim] ?? ANY;
}

/** Whether `view`'s game cannot end in a draw: its rules promise so (the schema's `noDraws`,
 *  which the controller copies into each view), so a "no" to "does the first player win?" is
 *  the second player's win before any solve says so. A solve says so too: one question, whose
 *  "no" the engine answered as the second player's win (it does that only in such a game). */
const withoutDraws = (view) => view?.noDraws === true || (view?.result === "second-wins" && view.answers?.length === 1 && view.answers[0].question === "first-wins");

/**
 * The set node `id` of `view` is shown with, at value `state` (its shown numbers' state). Any
 * node: what its value establishes under the view's question, less a draw in a game without
 * draws. The root, once solved, also what the earlier questions answered about the same start
 * and the solve's result.
 */
export function nodeMask(view, id, state) {
  let own = questionMask(view?.question, state);
  if (state !== 0 && withoutDraws(view)) own &= ~DRAW;
  if (id !== 0 || state === 0 || !view) return own;
  let mask = own & resultMask(view.result);
  for (const a of view.answers ?? []) {
    if (a.question === view.question || a.answer === "unknown") continue;
    mask &= questionMask(a.question, a.answer === "proved" ? 1 : 2);
  }
  // Contradicting promises cannot happen; if they did, the search's own answer stands.
  return mask || own;
}

/** The keys of the looks a DAG of `view` can show now: its question's two answers, and the
 *  root's look when it is solved (`rootState`: its shown state). What the legend lists. */
export function shownKeys(view, rootState) {
  const keys = new Set([outcomeOf(nodeMask(view, -1, 1)).key, outcomeOf(nodeMask(view, -1, 2)).key]);
  const root = rootState ? outcomeOf(nodeMask(view, 0, rootState)) : null;
  if (root) keys.add(root.key);
  return OUTCOMES.filter((o) => keys.has(o.key)).map((o) => o.key);
}

/** The play page's verdicts are the mover's: the set each leaves, by who moves. */
export function verdictMask(verdict, firstToMove) {
  if (verdict === "draw") return DRAW;
  if (verdict !== "win" && verdict !== "loss") return ANY;
  return (verdict === "win") === firstToMove ? FIRST : SECOND;
}

/** The outcome's words with what it leaves possible: "first player cannot win (draw or second
 *  player wins)". */
export const longWords = (o) => (o.detail ? `${o.words} (${o.detail})` : o.words);

// ——— Paint ———

const PATTERN_SIZE = 6;

/** The SVG pattern element of an outcome (id `pn-o-<key>`); `prefix` lets a document hold
 *  more than one set of them. */
function svgPattern(o, prefix = "pn-o") {
  const s = PATTERN_SIZE;
  const bg = `<rect width="${s}" height="${s}" fill="${o.fill}"/>`;
  const marks = {
    hatch: `<line x1="0" y1="0" x2="0" y2="${s}" stroke="${o.alt}" stroke-width="2.4"/>`,
    dots: `<circle cx="${s / 2}" cy="${s / 2}" r="1.1" fill="${o.alt}"/>`,
    vstripes: `<rect width="${s / 2}" height="${s}" fill="${o.alt}"/>`,
    hstripes: `<rect width="${s}" height="${s / 2}" fill="${o.alt}"/>`,
  }[o.pattern];
  const rotate = o.pattern === "hatch" ? ' patternTransform="rotate(45)"' : "";
  return `<pattern id="${prefix}-${o.key}" width="${s}" height="${s}" patternUnits="userSpaceOnUse"${rotate}>${bg}${marks}</pattern>`;
}

/** The SVG defs every drawing of node states needs. */
export const OUTCOME_DEFS = OUTCOMES.filter((o) => o.pattern !== "plain")
  .map((o) => svgPattern(o))
  .join("");

/** SVG style rules: `selector(o)` names the shapes of outcome `o`. */
export function svgRules(selector, width = "calc(2.4px * var(--stroke))") {
  return OUTCOMES.map(
    (o) =>
      `${selector(o)} { fill:${o.pattern === "plain" ? o.fill : `url(#pn-o-${o.key})`}; stroke:${o.line}; stroke-width:${width};${
        o.dashed ? " stroke-dasharray:5 2.5;" : ""
      } }`,
  ).join("\n");
}

/** The CSS background of an outcome's look (HTML swatches, badges, bands). */
export function cssBackground(o) {
  const a = o.alt;
  switch (o.pattern) {
    case "hatch":
      return `repeating-linear-gradient(45deg, ${o.fill} 0 3px, ${a} 3px 5px)`;
    case "dots":
      return `radial-gradient(circle, ${a} 1.1px, transparent 1.4px) 0 0 / 6px 6px, ${o.fill}`;
    case "vstripes":
      return `repeating-linear-gradient(90deg, ${o.fill} 0 3px, ${a} 3px 6px)`;
    case "hstripes":
      return `repeating-linear-gradient(0deg, ${o.fill} 0 3px, ${a} 3px 6px)`;
    default:
      return o.fill;
  }
}

/** HTML style rules: `selector(o)` names the elements painted as outcome `o`. */
export function htmlRules(selector) {
  return OUTCOMES.map(
    (o) => `${selector(o)} { background:${cssBackground(o)}; border-color:${o.line}; border-style:${o.dashed ? "dashed" : "solid"}; }`,
  ).join("\n");
}

/** A small square swatch of an outcome's look, as SVG markup with its own pattern (a legend's
 *  line, readable wherever it is put). */
export function swatch(o, { shape = "rect" } = {}) {
  const fill = o.pattern === "plain" ? o.fill : `url(#pn-sw-${o.key})`;
  const dash = o.dashed ? ' stroke-dasharray="3 1.6"' : "";
  const body =
    shape === "circle"
      ? `<circle r="7.5" fill="${fill}" stroke="${o.line}" stroke-width="2"${dash}/>`
      : `<rect x="-7" y="-7" width="14" height="14" fill="${fill}" stroke="${o.line}" stroke-width="2"${dash}/>`;
  const defs = o.pattern === "plain" ? "" : `<defs>${svgPattern(o, "pn-sw")}</defs>`;
  return `<svg viewBox="-9 -9 18 18" aria-hidden="true">${defs}${body}</svg>`;
}
