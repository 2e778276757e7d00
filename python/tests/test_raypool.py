"""The Ray engine (python -m pnlab.raypool) on a local Ray cluster with 2 CPUs, driving the fake
worker (fake_worker.py) as `pnlab distribute --engine ray` drives `pnlab worker`."""

import hashlib
import os
import signal
import subprocess
import sys
import time

import pytest

from conftest import FAKE_WORKER, PYTHON_DIR, PoolProcess

sys.path.insert(0, str(PYTHON_DIR))
from pnlab.raypool import place_proof  # noqa: E402


def wait_for_file(path, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text():
            return path.read_text()
        time.sleep(0.05)
    raise AssertionError(f"{path} was not written in {timeout} s")


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_every_job_gets_its_result_with_its_fields_in_any_order(start_pool):
    pool = start_pool()
    assert pool.receive() == {"type": "ready", "workers": 2}
    pool.send({"type": "job", "job": 1, "delay": 2.0, "echo": "slow"})
    for job in range(2, 7):
        pool.send({"type": "job", "job": job, "delay": 0.05, "echo": f"fast {job}"})
    results = pool.receive_n(6)
    assert all(r["type"] == "result" for r in results)
    assert sorted(r["job"] for r in results) == [1, 2, 3, 4, 5, 6]
    assert {r["job"]: r["echo"] for r in results} == {1: "slow", **{j: f"fast {j}" for j in range(2, 7)}}
    # The slow job's actor was busy while the other ran the rest: results come as jobs end.
    assert results[-1]["job"] == 1
    pids = {r["pid"] for r in results}
    assert len(pids) == 2
    # Long-lived: one worker process ran the five fast jobs, keeping its state between them.
    fast_pid = next(r["pid"] for r in results if r["job"] == 2)
    assert sorted(r["jobs_done"] for r in results if r["pid"] == fast_pid) == [1, 2, 3, 4, 5]
    assert pool.shutdown() == 0


def cpus_taken_on(cluster_ray, expected, timeout=10):
    """Waits until the session's cluster has `expected` CPUs taken (its resource view lags)."""
    deadline = time.monotonic() + timeout
    while True:
        taken = cluster_ray.cluster_resources()["CPU"] - cluster_ray.available_resources().get("CPU", 0)
        if taken == expected or time.monotonic() > deadline:
            return taken
        time.sleep(0.1)


def test_solved_positions_reach_every_worker_joining_the_cluster_ray_address_names(start_pool, cluster):
    import ray

    pool = start_pool(pool_args=[], env={"RAY_ADDRESS": cluster})
    assert pool.receive()["type"] == "ready"
    assert cpus_taken_on(ray, 2) == 2  # its actors are on the session's cluster
    pool.send({"type": "solved", "id": "s1", "positions": ["opaque"]})
    pool.send({"type": "solved", "id": "s2"})
    # Each job holds its actor for a while, so both actors take one.
    pool.send({"type": "job", "job": 10, "delay": 0.5})
    pool.send({"type": "job", "job": 11, "delay": 0.5})
    results = pool.receive_n(2)
    assert len({r["pid"] for r in results}) == 2
    assert [r["solved_seen"] for r in results] == [["s1", "s2"], ["s1", "s2"]]
    # The end of its input (a coordinator gone) ends it as a shutdown does.
    pool.proc.stdin.close()
    assert pool.wait() == 0


def test_a_worker_killed_mid_job_is_reported_lost_and_its_actor_serves_on(start_pool, tmp_path):
    pool = start_pool(workers=1)
    assert pool.receive() == {"type": "ready", "workers": 1}
    pool.send({"type": "job", "job": 1, "delay": 60, "pidfile": str(tmp_path / "pid")})
    victim = int(wait_for_file(tmp_path / "pid"))
    os.kill(victim, signal.SIGKILL)
    lost = pool.receive()
    assert lost["type"] == "lost" and lost["job"] == 1
    assert "killed by signal 9" in lost["reason"]

    # A worker that writes something else than JSON is out of step: lost too, and replaced.
    pool.send({"type": "job", "job": 2, "garbage": True})
    lost = pool.receive()
    assert (lost["type"], lost["job"]) == ("lost", 2)
    assert "could not be read" in lost["reason"]

    # One that answers for another job too: the job it was given would never end.
    pool.send({"type": "job", "job": 3, "answer_as": 99})
    lost = pool.receive()
    assert (lost["type"], lost["job"]) == ("lost", 3)
    assert "not its result" in lost["reason"]

    pool.send({"type": "job", "job": 4})
    result = pool.receive()
    assert (result["type"], result["job"]) == ("result", 4)
    assert result["pid"] != victim and result["jobs_done"] == 1
    assert pool.shutdown() == 0


def test_an_actor_that_dies_mid_job_is_reported_lost_and_ray_restarts_it(start_pool, tmp_path):
    pool = start_pool(workers=1)
    assert pool.receive()["type"] == "ready"
    pool.send({"type": "job", "job": 7, "crash": "actor", "pidfile": str(tmp_path / "pid")})
    lost = pool.receive()
    assert (lost["type"], lost["job"]) == ("lost", 7)
    assert "actor" in lost["reason"]
    # Its worker, which would sleep on for 30 s, dies with it: Ray ends a dead actor's children
    # (kill_child_processes_on_worker_exit), so no worker lingers holding its tables.
    orphan = int(wait_for_file(tmp_path / "pid"))
    deadline = time.monotonic() + 5
    while alive(orphan) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(orphan)
    pool.send({"type": "job", "job": 8})
    assert pool.receive(timeout=60)["job"] == 8
    assert pool.shutdown() == 0


def test_shutdown_ends_the_pool_and_its_busy_workers_with_exit_0(start_pool, tmp_path):
    pool = start_pool(workers=1)
    assert pool.receive()["type"] == "ready"
    pool.send({"type": "job", "job": 1, "delay": 60, "pidfile": str(tmp_path / "pid")})
    worker = int(wait_for_file(tmp_path / "pid"))
    started = time.monotonic()
    assert pool.shutdown() == 0
    assert time.monotonic() - started < 20
    assert pool.lines.get(timeout=5) is None  # nothing more on its output, and it is closed
    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not alive(worker)


def test_a_proof_file_named_by_a_result_is_at_its_path_joining_with_address_auto(start_pool, cluster, tmp_path):
    import ray

    pool = start_pool(pool_args=["--address", "auto"], env={"RAY_ADDRESS": cluster})
    assert pool.receive()["type"] == "ready"
    assert cpus_taken_on(ray, 2) == 2
    path = tmp_path / "proofs" / "job-5.pnproof"
    path.parent.mkdir()
    pool.send({"type": "job", "job": 5, "proof": {"path": str(path), "content": "proof of job 5\n"}})
    result = pool.receive()
    assert result["proof"]["path"] == str(path)
    assert path.read_text() == "proof of job 5\n"
    assert result["proof"]["hash"] == hashlib.sha256(path.read_bytes()).hexdigest()
    assert pool.shutdown() == 0


def test_placing_a_proof_writes_it_once_and_leaves_the_same_bytes_alone(tmp_path):
    path = tmp_path / "a" / "b" / "job.pnproof"
    assert place_proof(str(path), b"one") is True
    assert path.read_bytes() == b"one"
    before = path.stat()
    assert place_proof(str(path), b"one") is False
    assert (path.stat().st_ino, path.stat().st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert place_proof(str(path), b"two, longer") is True
    assert path.read_bytes() == b"two, longer"
    assert sorted(p.name for p in path.parent.iterdir()) == ["job.pnproof"]  # no part file left


def test_a_worker_that_cannot_start_stops_the_pool_with_its_error(start_pool):
    pool = start_pool("--no-such-flag", workers=1)
    assert pool.receive()["type"] == "ready"
    for job in (1, 2, 3):
        pool.send({"type": "job", "job": job})
        lost = pool.receive()
        assert (lost["type"], lost["job"]) == ("lost", job)
        assert "exited with code 2" in lost["reason"] and "--no-such-flag" in lost["reason"]
    assert pool.wait() == 1
    assert "died 3 times in a row" in "".join(pool.stderr)


def test_a_worker_binary_that_cannot_run_stops_the_pool_with_exit_1(cluster, tmp_path):
    binary = tmp_path / "pnlab"
    binary.write_text("not a program\n")
    binary.chmod(0o755)
    pool = PoolProcess(["--workers", "1", "--address", cluster, "--", str(binary), "worker"])
    try:
        assert pool.wait() == 1
        assert f"an actor could not start its worker: OSError: [Errno 8] Exec format error: '{binary}'" \
            in "".join(pool.stderr)
        assert pool.lines.get(timeout=5) is None  # no ready line
    finally:
        pool.close()


def test_a_pool_larger_than_the_cluster_stops_naming_the_cpus_it_has(start_pool):
    pool = start_pool(workers=3, pool_args=["--address", start_pool.cluster, "--ready-timeout", "3"])
    assert pool.wait() == 1
    assert "1 of 3 actors did not start within 3 s (--ready-timeout); each needs 1 CPU and the cluster has 2" \
        in "".join(pool.stderr)
    assert pool.lines.get(timeout=5) is None  # no ready line


@pytest.mark.parametrize("line, message", [
    ("this is not json", "line 1 from the coordinator is not JSON"),
    ('{"type": "jobs", "job": 1}', "has type 'jobs'; the pool reads job, solved, shutdown"),
    ('{"type": "job", "job": "one"}', 'a job line without a whole-number "job" id'),
])
def test_a_coordinator_line_the_pool_cannot_read_ends_it_with_exit_2(start_pool, line, message):
    pool = start_pool(workers=1)
    assert pool.receive()["type"] == "ready"
    pool.proc.stdin.write(line + "\n")
    pool.proc.stdin.flush()
    assert pool.wait() == 2
    assert message in "".join(pool.stderr)


def test_without_address_the_pool_starts_a_ray_instance_of_its_own(tmp_path):
    # Its own instance beside the session's: this test does not use the `cluster` fixture.
    env = {k: v for k, v in os.environ.items() if k != "RAY_ADDRESS"}
    pool = PoolProcess(["--workers", "1", "--", FAKE_WORKER], cwd=tmp_path, env=env, inherit=False)
    try:
        assert pool.receive(timeout=60) == {"type": "ready", "workers": 1}
        pool.send({"type": "job", "job": 1})
        assert pool.receive()["job"] == 1
        assert pool.shutdown() == 0
    finally:
        pool.close()


@pytest.mark.parametrize("args, message", [
    (["--workers", "2", FAKE_WORKER], "missing '--' before the worker's command"),
    (["--workers", "0", "--", FAKE_WORKER], "'0' is not a whole number of 1 or more"),
    (["--workers", "two", "--", FAKE_WORKER], "'two' is not a whole number of 1 or more"),
    (["--workers", "2", "--"], "no worker command after '--'"),
    (["--workers", "2", "--", "fake_worker.py"], "'fake_worker.py' is not an absolute path"),
    (["--workers", "2", "--", "/no/such/pnlab", "worker"], "'/no/such/pnlab' is not an executable file"),
    (["--workers", "2", "--ready-timeout", "-1", "--", FAKE_WORKER], "'-1' is not a number of seconds"),
    (["--workers", "2", "--bogus", "--", FAKE_WORKER], "unrecognized arguments: --bogus"),
    (["--", FAKE_WORKER], "the following arguments are required: --workers"),
])
def test_bad_arguments_exit_2_with_a_message_naming_them(args, message):
    run = subprocess.run([sys.executable, "-m", "pnlab.raypool", *args], capture_output=True, text=True,
                         env=dict(os.environ, PYTHONPATH=str(PYTHON_DIR)), timeout=60)
    assert run.returncode == 2
    assert message in run.stderr
    assert run.stdout == ""
