#!/usr/bin/env bash
# Builds the wasm library: pkg/ for the page (ES module, --target web) and pkg-node/ for Node.
# Both are build outputs (git-ignored), with TypeScript types generated from src/wasm.rs.
set -euo pipefail
cd "$(dirname "$0")/.."
build() {
  wasm-pack --log-level warn build --release --target "$1" --out-dir "$2" --out-name pnlab . \
    --no-default-features
}
build web pkg
build nodejs pkg-node
size=$(gzip -9 -c pkg/pnlab_bg.wasm | wc -c)
echo "pkg/pnlab_bg.wasm: $(wc -c < pkg/pnlab_bg.wasm) bytes, $size gzipped" >&2
