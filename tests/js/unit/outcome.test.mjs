// What a solved node's look says about the game, and how a development's sons are counted as
// the DAG draws them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { OUTCOMES, outcomeOf, questionMask, resultMask, claimMask, nodeMask, shownKeys, verdictMask, FIRST, DRAW, SECOND, ANY } from "../../../www/view/outcome.js";
import { sonCounts } from "../../../www/view/phases.js";

const words = (mask) => outcomeOf(mask)?.words ?? "open";

test("each question's answer establishes its own outcome about the first player", () => {
  assert.equal(words(questionMask("first-wins", 1)), "first player wins");
  assert.equal(words(questionMask("first-wins", 2)), "first player cannot win");
  assert.equal(words(questionMask("first-avoids-loss", 1)), "first player does not lose");
  assert.equal(words(questionMask("first-avoids-loss", 2)), "second player wins");
  assert.equal(words(questionMask("first-wins", 0)), "open");
  assert.equal(words(questionMask("first-avoids-loss", 0)), "open");
});

test("a proof's claim establishes the same outcomes as the question it answers", () => {
  assert.equal(claimMask("first-wins"), questionMask("first-wins", 1));
  assert.equal(claimMask("second-avoids-loss"), questionMask("first-wins", 2));
  assert.equal(claimMask("first-avoids-loss"), questionMask("first-avoids-loss", 1));
  assert.equal(claimMask("second-wins"), questionMask("first-avoids-loss", 2));
});

test("the root joins its answer with the earlier question's and the solve's result", () => {
  // (6,4): one question, disproved; strategy stealing makes the result a draw.
  const clique = { question: "first-wins", result: "draw", answers: [{ question: "first-wins", answer: "disproved" }] };
  assert.equal(words(nodeMask(clique, 0, 2)), "draw");
  // Any other node keeps what its own answer establishes.
  assert.equal(words(nodeMask(clique, 5, 2)), "first player cannot win");
  // Hexapawn 3×3: no draws, so "cannot win" is a second player's win.
  const hexapawn = { question: "first-wins", result: "second-wins", answers: [{ question: "first-wins", answer: "disproved" }] };
  assert.equal(words(nodeMask(hexapawn, 0, 2)), "second player wins");
  // ... and so is every other node's: a game without draws never says "draw or second player wins".
  assert.equal(words(nodeMask(hexapawn, 7, 2)), "second player wins");
  assert.equal(words(nodeMask(hexapawn, 7, 1)), "first player wins");
  // Before the solve says so, a game whose rules promise no draw (the schema's noDraws, copied
  // into the view) is known as one already; one that promises nothing is not.
  const before = { question: "first-wins", result: "unknown", answers: [] };
  assert.equal(words(nodeMask({ ...before, noDraws: true }, 7, 2)), "second player wins");
  assert.equal(words(nodeMask({ ...before, noDraws: true }, -1, 1)), "first player wins");
  assert.equal(words(nodeMask({ ...before, noDraws: false }, 7, 2)), "first player cannot win");
  assert.deepEqual(shownKeys({ ...before, noDraws: true }, 0), ["first-wins", "second-wins"]);
  assert.deepEqual(shownKeys({ ...before, noDraws: false }, 0), ["first-wins", "first-cannot-win"]);
  // Connect-4 4×4: the second question proved, the first disproved: a draw.
  const connect4 = {
    question: "first-avoids-loss",
    result: "draw",
    answers: [
      { question: "first-wins", answer: "disproved" },
      { question: "first-avoids-loss", answer: "proved" },
    ],
  };
  assert.equal(words(nodeMask(connect4, 0, 1)), "draw");
  assert.equal(words(nodeMask(connect4, 3, 1)), "first player does not lose");
  // Shown open (its new numbers not revealed yet), the root stays open whatever the result.
  assert.equal(words(nodeMask(connect4, 0, 0)), "open");
  // While the second question runs the result is unknown: the root's own answer alone stands
  // with the first's.
  const midway = { question: "first-avoids-loss", result: "unknown", answers: [{ question: "first-wins", answer: "disproved" }] };
  assert.equal(words(nodeMask(midway, 0, 2)), "second player wins");
  assert.equal(resultMask("unknown"), ANY);
});

test("the play page's verdicts are the mover's: a win is the first or the second player's", () => {
  assert.equal(verdictMask("win", true), FIRST);
  assert.equal(verdictMask("win", false), SECOND);
  assert.equal(verdictMask("loss", true), SECOND);
  assert.equal(verdictMask("loss", false), FIRST);
  assert.equal(verdictMask("draw", false), DRAW);
  assert.equal(verdictMask(null, true), ANY);
});

test("every look has its own pattern and its own fill, so they differ without colour", () => {
  assert.equal(new Set(OUTCOMES.map((o) => o.pattern)).size, OUTCOMES.length);
  assert.equal(new Set(OUTCOMES.map((o) => `${o.fill} ${o.alt}`)).size, OUTCOMES.length);
  assert.equal(new Set(OUTCOMES.map((o) => o.mask)).size, OUTCOMES.length);
  // The draw is neutral: grey, neither player's vermillion or blue.
  const draw = outcomeOf(DRAW);
  assert.ok(draw.fill !== outcomeOf(FIRST).fill && draw.fill !== outcomeOf(SECOND).fill);
  assert.ok(!/b34f00|0072b2/.test(draw.line));
});

test("a development's symmetric moves are counted apart from new positions and transpositions", () => {
  // Node 1 of (5,3): nine moves to two new positions, seven and two moves each.
  const record = {
    developed: 1,
    sons: [
      { node: 2, created: true },
      { node: 3, created: true },
      ...Array(6).fill({ node: 2, created: false }),
      { node: 3, created: false },
    ],
  };
  const c = sonCounts(record);
  assert.deepEqual([c.moves, c.positions, c.created, c.transpositions, c.symmetric], [9, 2, 2, 0, 7]);
  assert.deepEqual([...c.counts], [[2, 7], [3, 2]]);
  // A position already in the DAG, reached by two moves: one transposition, one symmetric move.
  const again = sonCounts({ developed: 4, sons: [{ node: 2, created: false }, { node: 9, created: true }, { node: 2, created: false }] });
  assert.deepEqual([again.positions, again.created, again.transpositions, again.symmetric], [2, 1, 1, 1]);
});
