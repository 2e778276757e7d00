#!/usr/bin/env bash
# The tools that build the wasm library from source (scripts/build-wasm.sh), each skipped when
# already there: the wasm32 target, wasm-pack, and the wasm-bindgen CLI matching Cargo.lock.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "setup: $*" >&2; }

command -v cargo >/dev/null || { say "cargo is missing: install Rust with rustup"; exit 1; }

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! command -v wasm-pack >/dev/null; then
  say "installing wasm-pack (a few minutes)"
  cargo install wasm-pack --locked
fi

# wasm-pack must find a wasm-bindgen CLI of exactly the library's version, or it tries to
# download one, which this network forbids. Unlocked: the locked build wants a crate version
# the registry here does not serve (see ../shared/TOOLCHAIN.md).
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{print $2}' || true)
if [ "$have" != "$want" ]; then
  say "installing wasm-bindgen-cli $want (a few minutes)"
  cargo install wasm-bindgen-cli --version "$want" --force
fi
