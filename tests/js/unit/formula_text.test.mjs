// The inspector's formula lines, written out as the thesis writes them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { explain } from "../../../www/view/formula.js";

test("the formula is written out as the thesis writes it", () => {
  const or = { kind: "or", expanded: true, decided: false, pn: 2, dn: 7 };
  assert.deepEqual(explain(or, [[3, 4], [5, 1], [2, 2]], "standard").lines, ["pn = min(3, 5, 2) = 2", "dn = 4 + 1 + 2 = 7"]);
  const weak = { ...or, dn: 6 };
  assert.deepEqual(explain(weak, [[3, 4], [5, 1], [2, 2]], "weak").lines, ["pn = min(3, 5, 2) = 2", "dn = max(4, 1, 2) + (3 − 1) = 6"]);
  // Sons 0 and 2 take their dn from one source (node 9): it counts once, by the larger.
  const snda = { ...or, dn: 5 };
  assert.deepEqual(explain(snda, [[3, 4, 9], [5, 1, null], [2, 3, 9]], "snda").lines, [
    "pn = min(3, 5, 2) = 2",
    "dn = max(4, 3) + 1 = 5",
    "max(…): sons that take their number from one source count it once (SNDA)",
  ]);
  const and = { kind: "and", expanded: true, decided: false, pn: 2 ** 30, dn: 0 };
  assert.equal(explain(and, [[2 ** 30, 0], [1, 1]], "standard").lines[0], "dn = min(0, 1) = 0");
});
