"""Shared set-up for the Ray pool's tests: one local Ray cluster with 2 CPUs for the session,
started in this process (Ray's start-up is the slow part), and a driver for `python -m pnlab.raypool`."""

import json
import os
import queue
import subprocess
import sys
import threading
from pathlib import Path

import pytest

PYTHON_DIR = Path(__file__).resolve().parent.parent
FAKE_WORKER = str(Path(__file__).resolve().parent / "fake_worker.py")


@pytest.fixture(scope="session")
def cluster():
    """The address of a local Ray cluster with 2 CPUs, shared by the session's pools."""
    import ray

    # "local": a new instance even where `ray start` left a cluster's address behind.
    ray.init(address="local", num_cpus=2, include_dashboard=False, logging_level="WARNING")
    yield ray.get_runtime_context().gcs_address
    ray.shutdown()


class PoolProcess:
    """`python -m pnlab.raypool` run as the coordinator runs it, its stdout read line by line."""

    def __init__(self, args, env=None, cwd=None, inherit=True):
        full_env = dict(os.environ if inherit else {}, **(env or {}), PYTHONPATH=str(PYTHON_DIR))
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "pnlab.raypool", *args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, env=full_env, cwd=cwd,
        )
        self.lines: queue.Queue = queue.Queue()
        self.stderr: list[str] = []
        threading.Thread(target=self._read, args=(self.proc.stdout, self.lines.put), daemon=True).start()
        threading.Thread(target=self._read, args=(self.proc.stderr, self._keep_stderr), daemon=True).start()

    def _keep_stderr(self, line):
        if line is not None:
            self.stderr.append(line)

    @staticmethod
    def _read(stream, put):
        for line in stream:
            put(line)
        put(None)

    def send(self, msg: dict) -> None:
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()

    def receive(self, timeout: float = 30) -> dict:
        try:
            line = self.lines.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no line from the pool in {timeout} s; its stderr:\n{''.join(self.stderr)}")
        assert line is not None, f"the pool closed its output; its stderr:\n{''.join(self.stderr)}"
        return json.loads(line)

    def receive_n(self, n: int, timeout: float = 30) -> list[dict]:
        return [self.receive(timeout) for _ in range(n)]

    def wait(self, timeout: float = 30) -> int:
        try:
            return self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            raise AssertionError(f"the pool did not exit in {timeout} s; its stderr:\n{''.join(self.stderr)}")

    def shutdown(self) -> int:
        self.send({"type": "shutdown"})
        return self.wait()

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture
def start_pool(cluster):
    """Starts pools on the session's cluster (`--address` given); kills any left running."""
    pools = []

    def start(*worker_args, workers=2, pool_args=None, env=None):
        pool_args = pool_args if pool_args is not None else ["--address", cluster]
        pool = PoolProcess(["--workers", str(workers), *pool_args, "--", FAKE_WORKER, *worker_args], env=env)
        pools.append(pool)
        return pool

    start.cluster = cluster
    yield start
    for pool in pools:
        pool.close()
