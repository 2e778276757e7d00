// The recorded engine replies that tests/js/unit/step_words.test.mjs reads are the engine's
// replies now: recording them again gives the committed file byte for byte. If this fails
// after an intended change to the records, run `node tests/js/fixtures/record.mjs`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { FILE, record, serialise } from "../fixtures/record.mjs";

test("the engine gives exactly the recorded step records and views", () => {
  const fresh = record();
  const stored = JSON.parse(readFileSync(FILE, "utf8"));
  assert.deepEqual(Object.keys(fresh), Object.keys(stored));
  for (const name of Object.keys(fresh)) assert.deepEqual(fresh[name], stored[name], name);
  assert.equal(serialise(fresh), readFileSync(FILE, "utf8"));
});
