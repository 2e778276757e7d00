#!/usr/bin/env bash
# Installs what the project needs on a fresh machine and skips what is already there:
# the wasm32 target, wasm-pack, the wasm-bindgen CLI matching Cargo.lock, Chromium with its
# driver (browser tests), the npm packages (Playwright's test runner, the page's libraries), and
# .venv-jupyter (JupyterLab and anywidget, for the Jupyter widget's wheel and its test).
# `bash scripts/setup.sh page` leaves out .venv-jupyter: the page and the element do not need it.
set -euo pipefail
cd "$(dirname "$0")/.."
say() { echo "setup: $*" >&2; }
case "${1:-}" in
  "" | page) ;;
  *) say "unknown tier '$1' (none for everything, or page)"; exit 2 ;;
esac

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

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
  say "installing Chromium and ChromeDriver"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-driver >/dev/null
fi

if [ -f package-lock.json ] && { [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; }; then
  say "installing npm packages"
  npm ci --no-audit --no-fund --loglevel=error
fi

VENV=.venv-jupyter
if [ "${1:-}" != page ] && { [ ! -x "$VENV/bin/python" ] || [ python/requirements-jupyter.txt -nt "$VENV/.installed" ]; }; then
  command -v python3 >/dev/null || { say "python3 is missing: install Python 3.9 or later"; exit 1; }
  if ! python3 -c "import ensurepip" 2>/dev/null; then
    say "installing python3-venv"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq python3-venv >/dev/null
  fi
  say "making $VENV: JupyterLab and anywidget (a minute or two)"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r python/requirements-jupyter.txt
  touch "$VENV/.installed"
fi

# The page's libraries, copied from node_modules so the page needs no network and no bundler.
say "vendoring the page's libraries into www/vendor/"
node scripts/vendor.mjs
