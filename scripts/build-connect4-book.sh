#!/usr/bin/env bash
# Builds the Connect-4 7x6 opening book with the exact solver (src/exact/connect4/book.rs): each
# line's position with every son, exact scores written to www/data/connect4-7x6-book.json, which
# the play page fetches when Connect-4 7x6 is opened and the native library compiles in. Scores
# the file holds already are kept, not solved again; a line of its own adds one line (columns
# a..g) to the book. Prints each solved position's time and the whole build's.
# Cost and size: docs/performance.md, "Connect-4 7x6: the exact solver", "The opening book".
set -euo pipefail
cd "$(dirname "$0")/.."
book=www/data/connect4-7x6-book.json
lines=("" d dd)
[ $# -eq 0 ] || lines=("${lines[@]}" "$@")
time nice cargo run --release --example connect4_book -- "$book" "${lines[@]}"
