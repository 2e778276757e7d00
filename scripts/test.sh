#!/usr/bin/env bash
# `bash scripts/test.sh`: sets up and runs every test: formatting and lints, the Rust unit,
# integration and doc tests, the wasm library's tests in Node and in headless Chromium, and the
# browser tests (Playwright).
# `bash scripts/test.sh fast`: the quick tier, once set up and built: the library's unit tests
# and the JS tests that need no built wasm (tests/js/unit/, reading engine replies recorded in
# tests/js/fixtures/; those in tests/js/wasm/ need it).
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  "") ;;
  fast)
    cargo test --lib
    node --test tests/js/unit/
    exit ;;
  *) echo "test.sh: unknown tier '$1' (none for the whole suite, or fast)" >&2; exit 2 ;;
esac
bash scripts/setup.sh
cargo fmt --all -- --check
# The games' modules are declared by a macro (src/games/mod.rs), which cargo fmt does not follow.
rustfmt --edition 2021 --check src/games/*.rs src/games/*/mod.rs
cargo clippy --all-targets -- -D warnings
# Each page's module (scripts/wasm-modules.mjs) builds with the feature that adds its entry points.
cargo clippy --lib --target wasm32-unknown-unknown --features visualiser -- -D warnings
cargo clippy --lib --target wasm32-unknown-unknown --features play -- -D warnings
cargo test   # debug profile: the engine's debug_assert! contracts run too
.venv-ray/bin/python -m pytest -q -p no:cacheprovider python/tests  # the Ray engine (python/pnlab/raypool.py) on a local Ray cluster with 2 CPUs
# pnlab distribute --engine ray end to end: the debug binary `cargo test` built, its jobs on Ray actors.
PNLAB_BIN=$PWD/target/debug/pnlab .venv-ray/bin/python -m pytest -q -p no:cacheprovider python/tests_e2e
wasm-pack --log-level warn test --node --release . --features visualiser --test wasm_node
wasm-pack --log-level warn test --headless --chrome --release . --features visualiser --test wasm_browser
bash scripts/build-wasm.sh
bash scripts/pkg-fresh.sh  # the committed page modules (pkg/, pkg-play/) are what the sources build
node scripts/package.mjs   # the npm tarball that tests/browser/element.spec.js unpacks
node scripts/single.mjs    # dist/pnlab.html (tests/browser/single.spec.js)
node scripts/scorm.mjs     # dist/pnlab-scorm.zip (tests/browser/scorm.spec.js)
bash scripts/build-wheel.sh   # the Jupyter widget's wheel, installed into .venv-jupyter for tests/browser/jupyter.spec.js
npx tsc -p tests/types     # a page script compiled against the package's .d.ts files
node --test tests/js/      # unit/ and wasm/; wasm/wasm_size.test.mjs: the wasm built above does not grow past its guard
npx playwright test
