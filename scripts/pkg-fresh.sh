#!/usr/bin/env bash
# Fails when pkg/ (committed, so the page runs without Rust) differs from the commit after
# scripts/build-wasm.sh: the committed build is then stale. Run by scripts/test.sh right after
# the build; the build is byte-for-byte the same from any checkout path (scripts/wasm-remap.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "pkg-fresh: not a git checkout, so pkg/ cannot be compared with a commit" >&2
  exit 1
fi
untracked=$(git ls-files --others --exclude-standard -- pkg/)
if ! git diff --quiet -- pkg/ || [ -n "$untracked" ]; then
  echo "pkg/ is stale: run bash scripts/build-wasm.sh and commit pkg/" >&2
  git status --short -- pkg/ >&2
  exit 1
fi
echo "pkg-fresh: pkg/ is what the sources build" >&2
