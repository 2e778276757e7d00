// Predicting the parent's new numbers at the update phase: what the student types is judged
// against the record's update, ∞ included, and anything that is not a number is wrong.
import { test } from "node:test";
import assert from "node:assert/strict";
import { judgeNumbers, numbersForm } from "../../www/view/predict.js";

const INF = 2 ** 30;
const u = { node: 3, oldPn: 2, oldDn: 1, newPn: 4, newDn: INF };

test("the true numbers score, in any spelling of infinity", () => {
  assert.equal(judgeNumbers(u, "4", "∞").right, true);
  assert.equal(judgeNumbers(u, " 4 ", "inf").right, true);
  assert.match(judgeNumbers(u, "4", "INF").text, /^Right: node 3 goes from 2\/1 to 4\/∞/);
});

test("other numbers, the old ones, or text do not", () => {
  for (const [pn, dn] of [["2", "1"], ["4", "1"], ["4", String(INF)], ["", ""], ["4.0", "∞"], ["four", "∞"]]) {
    const v = judgeNumbers(u, pn, dn);
    assert.equal(v.right, false, `${pn}/${dn}`);
    assert.match(v.text, /^Not this time: node 3 goes from 2\/1 to 4\/∞/);
  }
});

test("the form names the node and its numbers now", () => {
  const html = numbersForm(u);
  assert.match(html, /what will node 3's pn and dn be\? \(now 2\/1/);
  assert.match(html, /name="pn"/);
  assert.match(html, /name="dn"/);
});
