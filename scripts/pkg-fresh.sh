#!/usr/bin/env bash
# Fails when a page's wasm module (pkg/, pkg-play/: scripts/wasm-modules.mjs; committed, so the
# page runs without Rust) differs from the commit after scripts/build-wasm.sh: the committed build
# is then stale. Run by scripts/test.sh right after the build; the build is byte-for-byte the same
# from any checkout path (scripts/wasm-remap.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo "pkg-fresh: not a git checkout, so the wasm modules cannot be compared with a commit" >&2
  exit 1
fi
stale=0
while read -r dir _ _ page; do
  [ "$page" = page ] || continue
  untracked=$(git ls-files --others --exclude-standard -- "$dir/")
  if ! git diff --quiet -- "$dir/" || [ -n "$untracked" ]; then
    echo "$dir/ is stale: run bash scripts/build-wasm.sh and commit $dir/" >&2
    git status --short -- "$dir/" >&2
    stale=1
  fi
done < <(node scripts/wasm-modules.mjs)
[ "$stale" = 0 ] || exit 1
echo "pkg-fresh: the page's wasm modules are what the sources build" >&2
