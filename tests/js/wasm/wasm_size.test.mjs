// A guard against bloat, not a target: the page's wasm stays at or under 250 KB gzipped
// (256,000 bytes at level 9, as `gzip -9 -c pkg/pnlab_bg.wasm | wc -c` counts it). Reads the
// build output, so it runs after `bash scripts/build-wasm.sh` (scripts/test.sh builds first).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const WASM = new URL("../../../pkg/pnlab_bg.wasm", import.meta.url);
const GUARD = 256_000;

test("the release wasm is at most 250 KB gzipped", () => {
  assert.ok(existsSync(WASM), "pkg/pnlab_bg.wasm is missing: run bash scripts/build-wasm.sh first");
  const raw = readFileSync(WASM);
  assert.equal(raw.subarray(0, 4).toString("latin1"), "\0asm", "pkg/pnlab_bg.wasm is not a wasm module");
  const gzipped = execFileSync("gzip", ["-9", "-c", fileURLToPath(WASM)], { maxBuffer: 1 << 26 }).length;
  assert.ok(
    gzipped <= GUARD,
    `pkg/pnlab_bg.wasm is ${gzipped} bytes gzipped (${raw.length} raw), over the ${GUARD}-byte guard`,
  );
});
