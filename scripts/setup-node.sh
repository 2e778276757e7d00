#!/usr/bin/env bash
# What the page needs besides the committed wasm build (pkg/), with Node alone: the npm packages
# (skipped when node_modules matches package-lock.json) and the page's libraries copied from them.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "setup: $*" >&2; }

command -v node >/dev/null && command -v npm >/dev/null || { say "node and npm are missing: install Node.js (20 or later)"; exit 1; }

if [ -f package-lock.json ] && { [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi

# The page's libraries, copied from node_modules so the page needs no network and no bundler.
say "vendoring the page's libraries into www/vendor/"
node scripts/vendor.mjs
