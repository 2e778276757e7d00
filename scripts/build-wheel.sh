#!/usr/bin/env bash
# Builds the Jupyter widget's wheel, dist/pnlab-<version>-py3-none-any.whl: the Python package
# (python/pnlab/) with its front end bundled from the element's ready folder (dist/pn-search/,
# wasm and all, by scripts/jupyter-bundle.mjs), so it installs and runs with no network. Then
# installs it into .venv-jupyter (scripts/setup.sh makes it) with pip's index off, as an offline
# machine would, for tests/browser/jupyter.spec.js.
# Needs dist/pn-search/ (node scripts/package.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
VENV=.venv-jupyter
[ -x "$VENV/bin/python" ] || { echo "build-wheel: $VENV is missing (bash scripts/setup.sh makes it)" >&2; exit 1; }
node scripts/jupyter-bundle.mjs
rm -f dist/pnlab-*.whl
# No isolation: the venv's hatchling builds it, so the build needs no network either.
"$VENV/bin/python" -m build --wheel --no-isolation --outdir dist python >/dev/null
wheel=$(ls dist/pnlab-*.whl)
"$VENV/bin/pip" install --quiet --no-index --no-deps --force-reinstall "$wheel"
echo "wheel: $wheel ($(stat -c %s "$wheel") bytes), installed into $VENV"
