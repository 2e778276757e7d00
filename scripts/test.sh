#!/usr/bin/env bash
# Sets up and runs every test: Rust unit, integration and doc tests, formatting and lints.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo fmt --all -- --check
cargo clippy --all-targets -- -D warnings
cargo test   # debug profile: the engine's debug_assert! contracts run too
