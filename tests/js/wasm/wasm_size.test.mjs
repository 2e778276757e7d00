// A guard against bloat, not a target: each of the page's wasm modules (scripts/wasm-modules.mjs:
// pkg/, and pkg-cyclic/ for the games whose positions repeat) stays at or under 250 KB gzipped
// (256,000 bytes at level 9, as `gzip -9 -c pkg/pnlab_bg.wasm | wc -c` counts it). Reads the
// build output, so it runs after `bash scripts/build-wasm.sh` (scripts/test.sh builds first).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PAGE_MODULES } from "../../../scripts/wasm-modules.mjs";

const GUARD = 256_000;

test("the page loads two modules, one with the search of games that repeat", () => {
  assert.deepEqual(PAGE_MODULES.map((m) => m.features.includes("cyclic")).sort(), [false, true]);
});

for (const { dir } of PAGE_MODULES) {
  test(`the release wasm ${dir}/ is at most 250 KB gzipped`, () => {
    const wasm = new URL(`../../../${dir}/pnlab_bg.wasm`, import.meta.url);
    const name = `${dir}/pnlab_bg.wasm`;
    assert.ok(existsSync(wasm), `${name} is missing: run bash scripts/build-wasm.sh first`);
    const raw = readFileSync(wasm);
    assert.equal(raw.subarray(0, 4).toString("latin1"), "\0asm", `${name} is not a wasm module`);
    const gzipped = execFileSync("gzip", ["-9", "-c", fileURLToPath(wasm)], { maxBuffer: 1 << 26 }).length;
    assert.ok(gzipped <= GUARD, `${name} is ${gzipped} bytes gzipped (${raw.length} raw), over the ${GUARD}-byte guard`);
  });
}
