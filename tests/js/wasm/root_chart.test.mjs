// PnSearch.rootChart: the root's history as the page's chart draws it (src/session/chart.rs).
// The worker sends it with every view instead of the whole history, so it must hold every
// point the chart drew from the whole history: all of a short one, and of a long one each
// pixel column's first and last iteration and those with its extremes of pn and dn.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { PnSearch, INFINITY } = require("../../../pkg-node/pnlab.js");

/** What the chart drew from the whole history `h` (flat pn, dn) on `cols` columns. */
function reference(h, cols) {
  const n = h.length / 2;
  let top = 2;
  for (const v of h) if (v < INFINITY()) top = Math.max(top, v + 1);
  const out = [n, top];
  const point = (i) => out.push(i, h[2 * i], h[2 * i + 1]);
  if (n <= 1200) {
    for (let i = 0; i < n; i++) point(i);
    return out;
  }
  for (let c = 0; c < cols; c++) {
    const a = Math.floor((c * n) / cols);
    const b = Math.floor(((c + 1) * n) / cols);
    if (a >= b) continue;
    const keep = new Set([a, b - 1]);
    for (const k of [0, 1]) {
      let lo = a;
      let hi = a;
      for (let i = a; i < b; i++) {
        if (h[2 * i + k] < h[2 * lo + k]) lo = i;
        if (h[2 * i + k] > h[2 * hi + k]) hi = i;
      }
      keep.add(lo).add(hi);
    }
    for (const i of [...keep].sort((p, q) => p - q)) point(i);
  }
  return out;
}

test("a short history comes whole", () => {
  const s = new PnSearch({ game: "tictactoe", preset: "BASIC" });
  s.run({ maxIterations: 20 });
  const chart = Array.from(s.rootChart(294));
  assert.equal(chart[0], 21);
  assert.deepEqual(chart, reference(Array.from(s.rootHistory()), 294));
});

test("a long history comes as each column's ends and extremes, and follows a back", () => {
  const s = new PnSearch({ game: "clique", n: 7, k: 4, preset: "BEST" });
  s.run();
  const whole = Array.from(s.rootHistory());
  assert.ok(whole.length / 2 > 5000, `${whole.length / 2} iterations`);
  for (const cols of [1, 294, 4000]) {
    const chart = Array.from(s.rootChart(cols));
    assert.deepEqual(chart, reference(whole, cols), `${cols} columns`);
    assert.ok(chart.length <= 2 + 3 * 6 * cols, `${cols} columns: ${chart.length} numbers`);
  }
  // The last point is the iteration the search stands at: the chart's "now".
  s.back(100);
  const chart = s.rootChart(294);
  assert.equal(chart[0], s.iteration + 1);
  assert.equal(chart[chart.length - 3], s.iteration);
  assert.deepEqual(Array.from(chart.slice(-2)), [s.node(0).pn, s.node(0).dn]);
});
