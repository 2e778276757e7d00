// Each page module's sources.txt (scripts/wasm-stamp.mjs): the Rust inputs read from cargo's dep-info file, and
// the committed stamp, which names every input with its hash, against the files as they are.
import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { changed, depInfoFiles, readStamp, stampOf } from "../../../scripts/wasm-stamp.mjs";
import { PAGE_MODULES } from "../../../scripts/wasm-modules.mjs";

const ROOT = resolve(import.meta.dirname, "../../..");

test("the dep-info's inputs inside the repository, relative and sorted; markdown and outside files left out", () => {
  const root = "/w/pn lab";
  const text =
    "/t/wasm32-unknown-unknown/wasm-release/pnlab.wasm: /w/pn\\ lab/src/lib.rs /w/pn\\ lab/README.md " +
    "/cargo/registry/src/serde/lib.rs /w/pn\\ lab/data/book.json /w/pn\\ lab/src/a\\ b.rs\n\n/w/pn\\ lab/src/lib.rs:\n";
  assert.deepEqual(depInfoFiles(text, root), ["data/book.json", "src/a b.rs", "src/lib.rs"]);
  assert.throws(() => depInfoFiles("no inputs here", root), /no 'target: inputs' line/);
});

test("each committed stamp names its build's sources and settings", () => {
  for (const { dir } of PAGE_MODULES) {
    const names = readStamp(readFileSync(stampOf(dir), "utf8")).map(([, name]) => name);
    const need = ["src/lib.rs", "src/wasm/mod.rs", "Cargo.lock", "scripts/build-wasm.sh", "scripts/wasm-modules.mjs", "npm:binaryen"];
    for (const n of need) assert.ok(names.includes(n), `${dir}/sources.txt lacks ${n}`);
    assert.ok(!names.some((n) => n.endsWith(".md")), "markdown is not an input of the wasm");
  }
});

test("a file whose hash differs, a missing file and another optimiser are reported as changed", () => {
  const now = createHash("sha256").update(readFileSync(join(ROOT, "src/lib.rs"))).digest("hex");
  const stamp = [
    [now, "src/lib.rs"],
    ["0".repeat(64), "Cargo.toml"],
    ["0".repeat(64), "src/gone.rs"],
    ["0.0.1", "npm:binaryen"],
  ];
  assert.deepEqual(changed(stamp), ["Cargo.toml", "src/gone.rs", "npm:binaryen"]);
});

test("a stamp line without two spaces between value and name is an error naming the line", () => {
  assert.throws(() => readStamp("abc src/lib.rs\n"), /bad line 'abc src\/lib.rs'/);
});
