#!/usr/bin/env bash
# Installs what the tests need on a fresh machine and skips what is already there: the wasm
# build's tools (scripts/setup-wasm.sh), Chromium with its driver (browser tests), and the npm
# packages with the page's libraries (scripts/setup-node.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "setup: $*" >&2; }

bash scripts/setup-wasm.sh

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing Chromium and ChromeDriver"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

bash scripts/setup-node.sh
