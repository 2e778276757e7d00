#!/usr/bin/env bash
# The main job: set up, build the wasm library, and serve www/ on 127.0.0.1 (prints the address).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh page   # all but the Jupyter widget's venv
bash scripts/build-wasm.sh
# The <pn-search> element as a ready folder (dist/pn-search/) and an npm tarball (dist/).
node scripts/package.mjs
exec node scripts/serve.mjs "${PORT:-8080}"
