#!/usr/bin/env bash
# The main job: set up, build, and run. Until the browser page exists it runs the CLI.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo build --release
./target/release/pnlab solve tictactoe --verify
