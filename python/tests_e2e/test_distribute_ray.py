"""End to end: `pnlab distribute --engine ray` with the real worker, its pool on a local Ray
cluster with 2 CPUs that this test starts. Needs the binary: PNLAB_BIN=/path/to/pnlab (the test
fails without it). Run it apart from python/tests, which need no binary:

    PNLAB_BIN=$PWD/target/debug/pnlab .venv-ray/bin/python -m pytest -q -p no:cacheprovider python/tests_e2e
"""

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

PYTHON_DIR = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def pnlab_bin():
    path = os.environ.get("PNLAB_BIN")
    assert path, "set PNLAB_BIN to the pnlab binary (e.g. PNLAB_BIN=$PWD/target/release/pnlab)"
    path = os.path.abspath(path)
    assert os.access(path, os.X_OK), f"PNLAB_BIN={path} is not an executable file"
    return path


@pytest.fixture(scope="module")
def cluster():
    import ray

    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="WARNING")
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()


def test_clique_6_4_is_a_draw_with_the_ray_engine(pnlab_bin, cluster, tmp_path):
    # The coordinator's Python (PNLAB_PYTHON), a wrapper that notes how the pool was started.
    calls = tmp_path / "python-calls"
    wrapper = tmp_path / "python"
    wrapper.write_text(f'#!/bin/sh\necho "$@" >> "{calls}"\nexec "{sys.executable}" "$@"\n')
    wrapper.chmod(wrapper.stat().st_mode | stat.S_IXUSR)
    env = dict(os.environ, RAY_ADDRESS=cluster, PYTHONPATH=str(PYTHON_DIR), PNLAB_PYTHON=str(wrapper))
    run = subprocess.run(
        [pnlab_bin, "distribute", "clique", "--n", "6", "--k", "4", "--workers", "2", "--engine", "ray",
         "--job-nodes", "200", "--dir", str(tmp_path / "campaign")],
        capture_output=True, text=True, env=env, cwd=tmp_path, timeout=600,
    )
    assert run.returncode == 0, f"exit {run.returncode}\nstdout:\n{run.stdout}\nstderr:\n{run.stderr}"
    assert "draw" in run.stdout, run.stdout
    pool_calls = [line for line in calls.read_text().splitlines() if "pnlab.raypool" in line]
    assert len(pool_calls) == 1, calls.read_text()
    assert pool_calls[0].startswith("-m pnlab.raypool --workers 2")
    assert f" -- {pnlab_bin} worker" in pool_calls[0]
    # The stitched proof of the jobs the Ray actors ran is accepted by the independent checker.
    check = subprocess.run([pnlab_bin, "check", str(tmp_path / "campaign" / "proof.json")],
                           capture_output=True, text=True, timeout=600)
    assert check.returncode == 0, check.stderr
    assert check.stdout.startswith("accepted"), check.stdout
