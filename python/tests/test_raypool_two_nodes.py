"""A proof file written on another node than the pool's: a second Ray node joins the session's
cluster from a mount namespace of its own (`unshare -m`, as root) with a private tmpfs over the
proof directory, so what its workers write there is not on the pool's filesystem, as on a cluster
without a shared one. The pool must copy each such proof to the same path on its own node."""

import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

PROOFS = "/tmp/pnlab-raypool-test-proofs"


@pytest.fixture
def far_node(cluster):
    """A one-CPU node whose processes see their own (empty) PROOFS directory."""
    if os.geteuid() != 0 or not shutil.which("unshare"):
        pytest.fail("this test simulates a second machine with `unshare -m` and a tmpfs: it needs root")
    os.makedirs(PROOFS, exist_ok=True)
    ray_cli = os.path.join(os.path.dirname(sys.executable), "ray")
    node = subprocess.Popen(
        ["unshare", "-m", "--propagation", "private", "sh", "-c",
         f'mount -t tmpfs pnlab-far-node {PROOFS} && exec "$0" start --address "$1" --num-cpus 1 --block',
         ray_cli, cluster],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True,
    )
    import ray

    deadline = time.monotonic() + 60
    while sum(n["Alive"] for n in ray.nodes()) < 2:
        assert node.poll() is None, f"the second node did not start: {node.stderr.read().decode()}"
        assert time.monotonic() < deadline, "the second node did not join in 60 s"
        time.sleep(0.2)
    yield
    os.killpg(node.pid, signal.SIGTERM)
    node.wait(timeout=30)
    shutil.rmtree(PROOFS, ignore_errors=True)
    # `ray start` left the session's address here for a later `ray.init()`; it will be gone.
    latest = "/tmp/ray/ray_current_cluster"
    if os.path.exists(latest) and open(latest).read().strip() == cluster:
        os.remove(latest)


def test_a_proof_written_on_another_node_is_copied_to_its_path_on_the_pool_node(start_pool, far_node):
    pool = start_pool(workers=3)  # 2 CPUs on the pool's node, 1 on the far one: one actor there
    assert pool.receive(timeout=60) == {"type": "ready", "workers": 3}
    paths = [f"{PROOFS}/job-{job}.pnproof" for job in (1, 2, 3)]
    for job, path in zip((1, 2, 3), paths):
        # Each job holds its actor long enough that every actor takes one.
        pool.send({"type": "job", "job": job, "delay": 1.0, "proof": {"path": path, "content": f"proof {job}"}})
    results = pool.receive_n(3)
    assert sorted(r["job"] for r in results) == [1, 2, 3]
    assert len({r["pid"] for r in results}) == 3
    for job, path in zip((1, 2, 3), paths):
        with open(path) as f:
            assert f.read() == f"proof {job}"
    assert pool.shutdown() == 0
