#!/usr/bin/env bash
# Builds the wasm library, once per module of scripts/wasm-modules.mjs: pkg/ for the visualiser
# and its hosts (ES module, --target web, the feature `visualiser`), pkg-play/ for the play page
# (`play`) and pkg-node/ for Node (both), with TypeScript types generated from src/wasm/. The
# page's modules are committed, so the pages run without Rust; each one's sources.txt names its
# build's inputs (scripts/wasm-stamp.mjs). To rebuild and commit:
#   bash scripts/build-wasm.sh && git add pkg pkg-play && git commit -m "pkg: rebuilt"
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/wasm-remap.sh
. scripts/wasm-remap.sh
# The profile wasm-release is the release profile with the dependencies built for size
# (Cargo.toml). --no-opt: wasm-pack would download its own wasm-opt, which this network forbids
# (the wasm-opt = false in Cargo.toml is for the release profile only); wasm-opt runs below.
build() { # dir target features
  local features=()
  [ "$3" = - ] || features=(--features "$3")
  wasm-pack --log-level warn build --profile wasm-release --no-opt --target "$2" --out-dir "$1" \
    --out-name pnlab . --no-default-features "${features[@]}"
  node scripts/wasm-freed.mjs "$1/pnlab.js"
  node scripts/settings-types.mjs "$1"
  # wasm-pack's README copy and its "ignore everything" .gitignore: the page's modules are
  # committed, and the README would make them stale at every edit of the README.
  rm -f "$1/.gitignore" "$1/README.md"
  # Now: the dep-info file it reads is this build's until the next one with other features.
  [ "$4" = - ] || node scripts/wasm-stamp.mjs write "$1"
}
mapfile -t modules < <(node scripts/wasm-modules.mjs)
for m in "${modules[@]}"; do
  # shellcheck disable=SC2086 # the fields are separate words
  build $m
done
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
  for m in "${modules[@]}"; do
    f="${m%% *}/pnlab_bg.wasm"
    "$opt" -O3 --gufa-optimizing --code-folding -O3 --converge --strip-producers --strip-target-features --low-memory-unused --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-reference-types --enable-multivalue --enable-simd "$f" -o "$f"
  done
else
  echo "build-wasm: $opt is missing (npm ci installs it): the wasm is not optimised" >&2
fi
for m in "${modules[@]}"; do
  # shellcheck disable=SC2086
  set -- $m
  [ "$4" = - ] || echo "$1/pnlab_bg.wasm: $(wc -c < "$1/pnlab_bg.wasm") bytes, $(gzip -9 -c "$1/pnlab_bg.wasm" | wc -c) gzipped" >&2
done
