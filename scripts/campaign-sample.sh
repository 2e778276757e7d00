#!/usr/bin/env bash
# The sample campaign the campaign page opens by default and its tests read: clique (6,4) on 2
# workers with 200-node jobs, stopped after 20 merged jobs so it has jobs in flight, solved and
# unknown leaves and a history. Writes www/data/campaign-6-4/{state,status}.json.
# Usage: bash scripts/campaign-sample.sh [path of pnlab]   (default: cargo run)
set -euo pipefail
cd "$(dirname "$0")/.."
out=www/data/campaign-6-4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
args=(distribute clique --n 6 --k 4 --workers 2 --job-nodes 200 --max-jobs 20 --dir "$tmp/c")
if [ $# -gt 0 ]; then "$1" "${args[@]}"; else cargo run -q -- "${args[@]}"; fi
mkdir -p "$out"
# The proofs stay behind: the page draws the trees, counts and history, not the proof files.
cp "$tmp/c/state.json" "$tmp/c/status.json" "$out/"
ls -l "$out"
