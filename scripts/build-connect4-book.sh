#!/usr/bin/env bash
# Builds the Connect-4 7x6 opening book with the exact solver (src/exact/connect4/book.rs):
# the start and the position after d, each with every son, exact scores written to
# data/connect4-7x6-book.json, which the library compiles in. Extra lines (columns a..g) may be
# given as arguments. Its seven searches visit 4.46 billion positions: about 12 minutes of CPU
# (docs/performance.md, "Connect-4 7x6: the exact solver").
set -euo pipefail
cd "$(dirname "$0")/.."
cargo run --release --example connect4_book -- data/connect4-7x6-book.json "" d "$@"
