#!/usr/bin/env bash
# The main job: set up, and serve www/ on 127.0.0.1 (prints the address). The wasm library is
# committed (pkg/, pkg-play/: scripts/wasm-modules.mjs), so Node alone serves the page; they are
# rebuilt only when their sources changed since they were built (each one's sources.txt) and
# cargo is there to build them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-node.sh
if node scripts/wasm-stamp.mjs check; then
  echo "main: the wasm modules are the build of the sources as they are" >&2
elif command -v cargo >/dev/null; then
  echo "main: rebuilding the wasm modules from the changed sources" >&2
  bash scripts/setup-wasm.sh
  bash scripts/build-wasm.sh
else
  echo "main: cargo is missing, so the page runs the committed wasm modules although their sources changed (install Rust to rebuild it)" >&2
fi
# The <pn-search> element as a ready folder (dist/pn-search/) and an npm tarball (dist/); the page
# as one HTML file (dist/pnlab.html) and as a SCORM 1.2 package (dist/pnlab-scorm.zip).
node scripts/package.mjs
node scripts/single.mjs
node scripts/scorm.mjs
exec node scripts/serve.mjs "${PORT:-8080}"
