#!/usr/bin/env bash
# Installs what the project needs on a fresh machine; skips what is already there.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo >/dev/null || { echo "cargo is missing: install Rust with rustup" >&2; exit 1; }
