#!/usr/bin/env bash
# Builds the Nine Men's Morris endgame tables (src/exact/retrograde/endgames.rs) by retrograde
# analysis, both flying rules: one file per group of sectors (3v3; 4v3 with 3v4; 4v4), one byte
# a position (value and distance), gzipped into www/data/morris9/, which the play page fetches
# when a position of the group is opened. Prints each group's positions, time and size.
#   bash scripts/build-morris-endgames.sh          # every group, up to 4v4 (the committed files)
#   bash scripts/build-morris-endgames.sh 3v3      # only the groups up to the one named
# Cost and size: docs/morris-endgames.md.
set -euo pipefail
cd "$(dirname "$0")/.."
upto=${1:-4v4}
out=www/data/morris9
cargo build --release --bin pnlab
time nice target/release/pnlab endgames --out www --upto "$upto" --flying both
for f in "$out"/*.bin; do
  gzip -9 -n -f "$f"
done
ls -l "$out"
du -cb "$out"/*.gz | tail -1
