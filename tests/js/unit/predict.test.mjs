// Predicting the parent's new numbers at the update phase: what the student types is judged
// against the record's update, ∞ included; what is not a number is not judged at all.
import { test } from "node:test";
import assert from "node:assert/strict";
import { judgeNumbers, numbersForm } from "../../../www/view/predict.js";
import { loadAlgorithmModules } from "../algorithm_modules.mjs";

await loadAlgorithmModules();

const INF = 2 ** 30;
const u = { node: 3, oldPn: 2, oldDn: 1, newPn: 4, newDn: INF };

test("the true numbers score, in any spelling of infinity", () => {
  assert.equal(judgeNumbers(u, "4", "∞").right, true);
  assert.equal(judgeNumbers(u, " 4 ", "inf").right, true);
  assert.match(judgeNumbers(u, "4", "INF").text, /^Right: node 3 goes from 2\/1 to 4\/∞/);
});

test("other numbers, or the old ones, do not", () => {
  for (const [pn, dn] of [["2", "1"], ["4", "1"], ["4", String(INF)]]) {
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

test("text that is not a number is not a try: it says what is expected", () => {
  for (const [pn, dn, said] of [
    ["abc", "", 'pn "abc" is not a number and dn is empty'],
    ["", "", "pn is empty and dn is empty"],
    ["4.0", "∞", 'pn "4.0" is not a number'],
    ["4", "four", 'dn "four" is not a number'],
  ]) {
    const v = judgeNumbers(u, pn, dn);
    assert.equal(v.invalid, true, `${pn}/${dn}`);
    assert.equal(v.right, false);
    assert.equal(v.text, `${said}: type a whole number (0, 1, 2, …) or ∞ (inf) for each.`);
  }
  assert.equal(judgeNumbers(u, "2", "1").invalid, undefined);
});

test("the form's fields refuse what is not a number before it is sent", () => {
  const html = numbersForm(u);
  const pattern = new RegExp(`^(?:${html.match(/pattern="([^"]+)"/)[1]})$`, "v");
  for (const ok of ["4", " 12 ", "∞", "inf", "INF"]) assert.ok(pattern.test(ok), ok);
  for (const bad of ["abc", "4.0", "-1", "", "∞∞"]) assert.ok(!pattern.test(bad), bad);
  assert.equal(html.match(/ required /g).length, 2);
});
