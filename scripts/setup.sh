#!/usr/bin/env bash
# Installs what the tests need on a fresh machine and skips what is already there: the wasm
# build's tools (scripts/setup-wasm.sh), Chromium with its driver (browser tests), and the npm
# packages with the page's libraries (scripts/setup-node.sh), and .venv-jupyter (JupyterLab and
# anywidget, for the Jupyter widget's wheel and its test; the page does not need it), and .venv-ray
# (Ray and pytest, for the distributed search's Ray engine, python/pnlab/raypool.py, and its tests).
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

VENV=.venv-jupyter
if [ ! -x "$VENV/bin/python" ] || [ python/requirements-jupyter.txt -nt "$VENV/.installed" ]; then
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

VENV=.venv-ray
if [ ! -x "$VENV/bin/python" ] || [ python/requirements-ray.txt -nt "$VENV/.installed" ]; then
  say "making $VENV: Ray and pytest (a minute or two)"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r python/requirements-ray.txt
  touch "$VENV/.installed"
fi
