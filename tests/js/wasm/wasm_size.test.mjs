// The page modules' growth budget (scripts/wasm-modules.mjs): each one's gzipped size (level 9, as
// `gzip -9 -c pkg/pnlab_bg.wasm | wc -c` counts it) is recorded in wasm-sizes.json, and a build
// more than the record's margin over it, or under it, fails: a module that grew past the margin
// needs its new size recorded and what the bytes bought written in docs/performance-browser.md
// ("The wasm's build and size"); one that shrank, its smaller size recorded, so that the budget
// stays tight. Reads the build output, so it runs after `bash scripts/build-wasm.sh`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PAGE_MODULES } from "../../../scripts/wasm-modules.mjs";

const RECORD = new URL("./wasm-sizes.json", import.meta.url);
const record = JSON.parse(readFileSync(RECORD, "utf8"));

/** The outcome of comparing a build's gzipped size with its record: null when within the margin,
 *  else the message saying what to do. */
export function overBudget(dir, gzipped, raw, recorded, margin) {
  const limit = Math.floor(recorded * (1 + margin));
  const floor = Math.ceil(recorded * (1 - margin));
  const now = `${dir}/pnlab_bg.wasm is ${gzipped} bytes gzipped (${raw} raw)`;
  const where = "in tests/js/wasm/wasm-sizes.json";
  if (gzipped > limit)
    return `${now}, over its recorded ${recorded} by more than ${margin * 100} % (${limit}): record the new size ${where} and write what the bytes bought in docs/performance-browser.md ("The wasm's build and size")`;
  if (gzipped < floor) return `${now}, under its recorded ${recorded} by more than ${margin * 100} % (${floor}): record the smaller size ${where}, so that the budget stays tight`;
  return null;
}

test("the record names each page module once, and no other", () => {
  assert.deepEqual(Object.keys(record.modules).sort(), PAGE_MODULES.map((m) => m.dir).sort());
  assert.ok(record.margin > 0 && record.margin < 0.1, `margin ${record.margin}: a fraction, such as 0.02`);
  for (const [dir, r] of Object.entries(record.modules)) assert.ok(Number.isInteger(r.gzipped) && r.gzipped > 0, `${dir}: gzipped is a byte count`);
});

test("the budget's check: within the margin either way passes, past it fails naming what to do", () => {
  assert.equal(overBudget("pkg", 102_000, 1, 100_000, 0.02), null);
  assert.equal(overBudget("pkg", 98_000, 1, 100_000, 0.02), null);
  assert.match(overBudget("pkg", 102_001, 1, 100_000, 0.02), /over its recorded 100000 .*record the new size .*docs\/performance-browser\.md/);
  assert.match(overBudget("pkg", 97_999, 1, 100_000, 0.02), /under its recorded 100000 .*record the smaller size/);
});

for (const { dir } of PAGE_MODULES) {
  test(`the release wasm ${dir}/ is within its budget`, () => {
    const wasm = new URL(`../../../${dir}/pnlab_bg.wasm`, import.meta.url);
    const name = `${dir}/pnlab_bg.wasm`;
    assert.ok(existsSync(wasm), `${name} is missing: run bash scripts/build-wasm.sh first`);
    const raw = readFileSync(wasm);
    assert.equal(raw.subarray(0, 4).toString("latin1"), "\0asm", `${name} is not a wasm module`);
    const gzipped = execFileSync("gzip", ["-9", "-c", fileURLToPath(wasm)], { maxBuffer: 1 << 26 }).length;
    const why = overBudget(dir, gzipped, raw.length, record.modules[dir].gzipped, record.margin);
    assert.equal(why, null, why);
  });
}
