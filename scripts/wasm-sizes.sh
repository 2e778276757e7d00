#!/usr/bin/env bash
# Where the page's wasm bytes go: builds the release library as scripts/build-wasm.sh does, but
# keeps the function names (wasm-bindgen --keep-debug, wasm-opt -g), then prints the largest
# functions and the bytes per crate and module (after inlining, so a function's bytes include
# what was inlined into it). A measuring tool only: pkg/ is built without names.
# Needs twiggy (`cargo install twiggy`). Output in .scratch/wasm-sizes/ (git-ignored).
# Usage: bash scripts/wasm-sizes.sh [TOP] [FEATURE]   (TOP: how many functions and modules to list,
# 40; FEATURE: the page module's, scripts/wasm-modules.mjs: visualiser (pkg/, the default) or play)
set -euo pipefail
cd "$(dirname "$0")/.."
top=${1:-40}
feature=${2:-visualiser}
out=.scratch/wasm-sizes
mkdir -p "$out"
target=${CARGO_TARGET_DIR:-target}
# The flags build-wasm.sh builds with, so that the module measured is the page module's.
# shellcheck source=scripts/wasm-remap.sh
. scripts/wasm-remap.sh
cargo build --lib --profile wasm-release --target wasm32-unknown-unknown --features "$feature"
wasm-bindgen --target web --keep-debug --out-dir "$out/bg" \
  "$target/wasm32-unknown-unknown/wasm-release/pnlab.wasm"
features="--enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext
  --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd"
# shellcheck disable=SC2086 # the features are separate words
node_modules/.bin/wasm-opt -O3 --gufa-optimizing --code-folding -O3 --converge --low-memory-unused -g $features "$out/bg/pnlab_bg.wasm" -o "$out/named.wasm"
# shellcheck disable=SC2086
node_modules/.bin/wasm-opt --strip-debug --strip-producers --strip-target-features $features "$out/named.wasm" -o "$out/stripped.wasm"
echo "without names: $(wc -c < "$out/stripped.wasm") bytes, $(gzip -9 -c "$out/stripped.wasm" | wc -c) gzipped"
twiggy top -n 100000 -f csv "$out/named.wasm" > "$out/top.csv"
node - "$out/top.csv" "$top" <<'EOF'
// Sums the functions' bytes per module path (`pnlab::search::pns`, `core::fmt`, …).
const [file, top] = [process.argv[2], Number(process.argv[3])];
const lines = require("fs").readFileSync(file, "utf8").trim().split("\n").slice(1);
const rows = lines.map((l) => {
  const m = l.match(/^(.*),(\d+),[\d.]+,,$/);
  return { name: m[1].replace(/^"|"$/g, "").replace(/""/g, '"'), bytes: Number(m[2]) };
});
const moduleOf = (n) => {
  if (n.startsWith("data segment")) return "(data segments)";
  if (/subsection/.test(n)) return "(names, absent from pkg/)";
  if (/ shim$/.test(n)) return "(wasm-bindgen exports, with the bodies inlined into them)";
  // The first path in the name: `<f64 as core::fmt::Display>::fmt` counts for core::fmt.
  const m = n.replace(/\[[0-9a-f]+\]/g, "").match(/([a-z_][a-z_0-9]*::[a-z_][a-z_0-9]*(?:::[a-z_][a-z_0-9]*)?)/);
  return m ? m[1] : "(other)";
};
const per = new Map();
for (const r of rows) {
  const k = moduleOf(r.name);
  const e = per.get(k) ?? { bytes: 0, n: 0 };
  e.bytes += r.bytes;
  e.n += 1;
  per.set(k, e);
}
console.log(`\nlargest functions:`);
for (const r of rows.slice(0, top)) console.log(`${String(r.bytes).padStart(8)}  ${r.name.slice(0, 120)}`);
console.log(`\nper module (bytes, functions):`);
for (const [k, e] of [...per].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)) {
  console.log(`${String(e.bytes).padStart(8)} ${String(e.n).padStart(5)}  ${k}`);
}
EOF
