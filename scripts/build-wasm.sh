#!/usr/bin/env bash
# Builds the wasm library: pkg/ for the page (ES module, --target web) and pkg-node/ for Node,
# with TypeScript types generated from src/wasm/. pkg/ is committed, so the page runs without
# Rust; pkg/sources.txt names the build's inputs (scripts/wasm-stamp.mjs). To rebuild and commit:
#   bash scripts/build-wasm.sh && git add pkg && git commit -m "pkg: rebuilt"
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/wasm-remap.sh
. scripts/wasm-remap.sh
# The profile wasm-release is the release profile with the dependencies built for size
# (Cargo.toml). --no-opt: wasm-pack would download its own wasm-opt, which this network forbids
# (the wasm-opt = false in Cargo.toml is for the release profile only); wasm-opt runs below.
build() {
  wasm-pack --log-level warn build --profile wasm-release --no-opt --target "$1" --out-dir "$2" \
    --out-name pnlab . --no-default-features
}
build web pkg
build nodejs pkg-node
node scripts/wasm-freed.mjs pkg/pnlab.js pkg-node/pnlab.js
node scripts/settings-types.mjs pkg/pnlab.d.ts pkg-node/pnlab.d.ts
# wasm-opt from the npm `binaryen` package (Debian's v108 breaks the module; see
# ../shared/TOOLCHAIN.md). -O3 rather than -Oz: the engine's speed is what the page needs.
# --low-memory-unused lets it fold constant offsets into loads and stores: Rust never reaches
# the first 1 KiB by a wrapping address. --converge repeats -O3 while the module still shrinks,
# and the two custom sections stripped (the producers' names and the target features) are read
# by no browser and no tool after this. --gufa-optimizing (whole-module flow analysis) and
# --code-folding (identical tails merged) between two -O3 runs cost (7,4) and Connect-4's
# report nothing in paired Node CPU time.
opt=node_modules/.bin/wasm-opt
if [ -x "$opt" ]; then
  for f in pkg/pnlab_bg.wasm pkg-node/pnlab_bg.wasm; do
    "$opt" -O3 --gufa-optimizing --code-folding -O3 --converge --strip-producers --strip-target-features --low-memory-unused --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd "$f" -o "$f"
  done
else
  echo "build-wasm: $opt is missing (npm ci installs it): the wasm is not optimised" >&2
fi
# wasm-pack's README copy and its "ignore everything" .gitignore: pkg/ is committed, and the
# README would make it stale at every edit of the README.
rm -f pkg/.gitignore pkg/README.md pkg-node/README.md
node scripts/wasm-stamp.mjs write
size=$(gzip -9 -c pkg/pnlab_bg.wasm | wc -c)
echo "pkg/pnlab_bg.wasm: $(wc -c < pkg/pnlab_bg.wasm) bytes, $size gzipped" >&2
