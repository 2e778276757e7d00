"""The distributed search's Ray engine: a pool of long-lived Ray actors, each owning one `pnlab worker`.

    python3 -m pnlab.raypool --workers N [--address ADDR] -- /abs/path/pnlab worker [ARGS...]

`pnlab distribute --engine ray` (the coordinator) starts this module and talks to it in JSON lines:

    coordinator -> pool (stdin)   {"type":"job","job":ID,...}  {"type":"solved",...}  {"type":"shutdown"}
    pool -> coordinator (stdout)  {"type":"ready","workers":N}
                                  {"type":"result","job":ID,...}
                                  {"type":"lost","job":ID,"reason":"..."}

Every field but "type" and "job" is the worker's and the coordinator's business and passes through
unchanged, except a result's "proof": {"path": ...}, whose file the pool makes sure exists at that path
on its own machine when the actor ran on another node (docs/distributed.md, "Running on a Ray cluster").

Ray places, restarts and reaches the actors; the pool only keeps the jobs waiting for an idle actor.
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

# The exit code for bad arguments or a coordinator line the pool cannot read (as the CLI's).
USAGE = 2
# A worker that dies this many times in a row without answering a job cannot run here (a bad
# argument, a missing library on the node): the pool stops rather than feed it jobs for ever.
MAX_DEATHS_IN_A_ROW = 3
# An actor whose calls fail this many times in a row (Ray gave up restarting it) leaves the pool.
MAX_ACTOR_ERRORS_IN_A_ROW = 3
# Lines of a worker's stderr kept to explain its death in a "lost" line.
STDERR_TAIL = 5


def log(msg: str) -> None:
    print(f"raypool: {msg}", file=sys.stderr, flush=True)


class Usage(Exception):
    """Bad command line or coordinator input: exit code 2 with this message."""


def parse_args(argv: list[str]) -> argparse.Namespace:
    if "--" not in argv:
        raise Usage("missing '--' before the worker's command, as in: "
                    "--workers 2 -- /abs/path/pnlab worker [ARGS...]")
    cut = argv.index("--")
    own, command = argv[:cut], argv[cut + 1:]
    parser = argparse.ArgumentParser(
        prog="python3 -m pnlab.raypool",
        description="Runs `pnlab worker` processes in long-lived Ray actors for `pnlab distribute --engine ray`.",
        epilog="The worker's command follows '--': the pnlab binary's path and its worker arguments.",
        exit_on_error=False,
    )
    parser.add_argument("--workers", required=True, type=positive_int, metavar="N",
                        help="the number of actors, each one `pnlab worker` process on one CPU")
    parser.add_argument("--address", metavar="ADDR",
                        help="the Ray cluster to join ('auto': RAY_ADDRESS, else the cluster `ray start` "
                             "made on this machine); without it, RAY_ADDRESS if set, else a Ray instance "
                             "of the pool's own on this machine")
    parser.add_argument("--ready-timeout", type=positive_float, default=600.0, metavar="SECONDS",
                        help="how long to wait for every actor to start (default 600)")
    try:
        args = parser.parse_args(own)
    except (argparse.ArgumentError, argparse.ArgumentTypeError) as e:
        raise Usage(str(e)) from None
    except SystemExit as e:  # --help, or an error argparse reports itself
        raise Usage("") if e.code else e
    if not command:
        raise Usage("no worker command after '--': give the pnlab binary's path and its worker arguments")
    binary = Path(command[0])
    if not binary.is_absolute():
        raise Usage(f"the worker's binary '{command[0]}' is not an absolute path: "
                    "each actor runs it by that path on its own node")
    if not (binary.is_file() and os.access(binary, os.X_OK)):
        raise Usage(f"the worker's binary '{command[0]}' is not an executable file on this machine")
    args.command = command
    return args


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if value < 1:
        raise argparse.ArgumentTypeError(f"'{text}' is not a whole number of 1 or more")
    return value


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not value > 0:
        raise argparse.ArgumentTypeError(f"'{text}' is not a number of seconds above 0")
    return value


class WorkerProcess:
    """One `pnlab worker` subprocess with JSON lines on its stdin and stdout; its stderr goes on to
    the actor's (Ray forwards it to the pool's stderr), its last lines kept to explain a death."""

    def __init__(self, command: list[str], cwd: str | None):
        self.proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=cwd)
        self.tail: collections.deque[str] = collections.deque(maxlen=STDERR_TAIL)
        self.copier = threading.Thread(target=self._copy_stderr, daemon=True)
        self.copier.start()

    def _copy_stderr(self) -> None:
        for raw in self.proc.stderr:
            line = raw.decode(errors="replace").rstrip("\n")
            self.tail.append(line)
            print(line, file=sys.stderr, flush=True)

    def send(self, msg: dict) -> None:
        self.proc.stdin.write((json.dumps(msg, separators=(",", ":")) + "\n").encode())
        self.proc.stdin.flush()

    def receive(self) -> dict | None:
        """The next non-blank line as a JSON object; None at end of output."""
        while True:
            raw = self.proc.stdout.readline()
            if not raw:
                return None
            if raw.strip():
                msg = json.loads(raw)
                if not isinstance(msg, dict):
                    raise ValueError(f"a line that is not a JSON object: {raw[:200]!r}")
                return msg

    def death(self) -> str:
        try:
            code = self.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.kill()
            code = self.proc.wait()
        self.copier.join(timeout=1)  # its last words, which explain the death
        how = f"was killed by signal {-code}" if code < 0 else f"exited with code {code}"
        last = "; ".join(line for line in self.tail if line.strip())
        return f"the worker process {how}" + (f" (its stderr ended: {last})" if last else "")

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()

    def close(self, grace: float) -> None:
        """Asks the worker to stop (shutdown line, then end of input), kills it after `grace` s;
        with no grace, kills it at once (a busy worker may not read its input until its job ends)."""
        if self.proc.poll() is None and grace <= 0:
            self.kill()
        if self.proc.poll() is None:
            try:
                self.send({"type": "shutdown"})
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                self.kill()
                self.proc.wait()


class WorkerActor:
    """A Ray actor owning one worker process for its whole life, so the worker's tables outlive a
    job. Jobs and solved positions run in order in Ray's default group, one at a time; `close`
    has a group of its own, so it can end a worker that is busy with a job."""

    def __init__(self, command: list[str], cwd: str):
        self.command = command
        # The pool's working directory, for relative paths in the worker's arguments, where this
        # node has it (a shared filesystem); else the actor's own.
        self.cwd = cwd if os.path.isdir(cwd) else None
        self.deaths_in_a_row = 0
        self.worker = WorkerProcess(command, self.cwd)
        import ray
        self.node = ray.get_runtime_context().get_node_id()

    def node_id(self) -> str:
        return self.node

    def run(self, job: dict, pool_node: str) -> dict:
        """The worker's answer to one job: {"result": msg, "proof_bytes": bytes or None} or
        {"lost": reason, "deaths_in_a_row": k}."""
        if self.worker.proc.poll() is not None:
            self._restart()
        try:
            self.worker.send(job)
            reply = self.worker.receive()
        except (OSError, ValueError) as e:
            if self.worker.proc.poll() is None:
                # Alive but out of step with the protocol: its next line could belong to any job.
                self.worker.kill()
                return self._lost(f"the worker's output could not be read ({e}); it was restarted")
            reply = None
        if reply is None:
            return self._lost(self.worker.death())
        self.deaths_in_a_row = 0
        if reply.get("type") != "result" or reply.get("job") != job["job"]:
            self.worker.kill()
            return self._lost(f"the worker answered job {job['job']} with a line that is not its result "
                              f"(type {reply.get('type')!r}, job {reply.get('job')!r}); it was restarted")
        try:
            proof_bytes = self._proof_bytes(reply, pool_node)
        except OSError as e:
            return {"lost": f"the result names a proof file that cannot be read on the actor's node: {e}",
                    "deaths_in_a_row": 0}
        return {"result": reply, "proof_bytes": proof_bytes}

    def _lost(self, reason: str) -> dict:
        self.deaths_in_a_row += 1
        self._restart()
        return {"lost": reason, "deaths_in_a_row": self.deaths_in_a_row}

    def _restart(self) -> None:
        self.worker.kill()
        self.worker = WorkerProcess(self.command, self.cwd)

    def _proof_bytes(self, reply: dict, pool_node: str) -> bytes | None:
        """The proof file's bytes when the pool is on another node (it writes them there)."""
        proof = reply.get("proof")
        if not isinstance(proof, dict) or not isinstance(proof.get("path"), str):
            return None
        if self.node == pool_node:
            return None
        return Path(proof["path"]).read_bytes()

    def solved(self, msg: dict) -> None:
        """Passes solved positions on; the worker answers none."""
        if self.worker.proc.poll() is not None:
            self._restart()
        try:
            self.worker.send(msg)
        except (OSError, ValueError):
            pass  # died or closed: the next job, if any, finds it dead, restarts it and says so

    def close(self, grace: float) -> None:
        self.worker.close(grace)


def place_proof(path: str, data: bytes) -> bool:
    """Makes `path` hold `data`; False when it already did (a shared filesystem), True when written."""
    target = Path(path)
    try:
        if target.stat().st_size == len(data) and target.read_bytes() == data:
            return False
    except FileNotFoundError:
        pass
    target.parent.mkdir(parents=True, exist_ok=True)
    # Written aside and renamed: a reader of the path never sees half a proof.
    tmp = target.with_name(f".{target.name}.{os.getpid()}.part")
    tmp.write_bytes(data)
    os.replace(tmp, target)
    return True


def remote_actor_class(ray):
    """WorkerActor as a Ray actor class (built here so that importing this module needs no Ray)."""
    if __name__ != "__main__":
        # Shipped to the nodes by value: they need Ray, not this package.
        ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])

    class Actor(WorkerActor):
        close = ray.method(concurrency_group="control")(WorkerActor.close)

    return ray.remote(
        num_cpus=1,
        max_restarts=-1,     # Ray brings a dead actor back; its job is reported lost
        max_task_retries=0,  # and the coordinator, not Ray, decides where it runs again
        concurrency_groups={"control": 1},
    )(Actor)


class Pool:
    def __init__(self, args: argparse.Namespace, out):
        import ray
        self.ray = ray
        self.out = out
        actor_class = remote_actor_class(ray)
        self.actors = [actor_class.remote(args.command, os.getcwd()) for _ in range(args.workers)]
        self.idle = list(range(args.workers))
        self.errors_in_a_row = [0] * args.workers
        self.jobs: collections.deque[dict] = collections.deque()
        self.running: dict = {}  # ObjectRef -> (actor index, job id)
        self.node = ray.get_runtime_context().get_node_id()
        self.wait_ready(args)

    def wait_ready(self, args: argparse.Namespace) -> None:
        pending = {a.node_id.remote(): i for i, a in enumerate(self.actors)}
        deadline = time.monotonic() + args.ready_timeout
        while pending:
            left = deadline - time.monotonic()
            if left <= 0:
                cpus = self.ray.cluster_resources().get("CPU", 0)
                raise RuntimeError(
                    f"{len(pending)} of {len(self.actors)} actors did not start within {args.ready_timeout:g} s "
                    f"(--ready-timeout); each needs 1 CPU and the cluster has {cpus:g}")
            done, _ = self.ray.wait(list(pending), num_returns=1, timeout=min(left, 30))
            for ref in done:
                try:
                    self.ray.get(ref)
                except self.ray.exceptions.RayActorError as e:
                    # Ray's message ends with the constructor's own error, e.g. a binary missing on a node.
                    cause = [line for line in str(e).splitlines() if line.strip()][-1].strip()
                    raise RuntimeError(f"an actor could not start its worker: {cause}") from None
                del pending[ref]
        self.emit({"type": "ready", "workers": len(self.actors)})

    def emit(self, msg: dict) -> None:
        self.out.write(json.dumps(msg, separators=(",", ":")) + "\n")
        self.out.flush()

    def on_job(self, msg: dict) -> None:
        if not isinstance(msg.get("job"), int) or isinstance(msg.get("job"), bool):
            raise Usage(f"a job line without a whole-number \"job\" id: {json.dumps(msg)[:200]}")
        self.jobs.append(msg)

    def on_solved(self, msg: dict) -> None:
        for actor in self.actors:
            actor.solved.remote(msg)

    def dispatch(self) -> None:
        while self.jobs and self.idle:
            i = self.idle.pop(0)
            job = self.jobs.popleft()
            self.running[self.actors[i].run.remote(job, self.node)] = (i, job["job"])

    def collect(self, timeout: float) -> None:
        if not self.running:
            return
        done, rest = self.ray.wait(list(self.running), num_returns=1, timeout=timeout)
        if done and rest:
            done += self.ray.wait(rest, num_returns=len(rest), timeout=0)[0]
        for ref in done:
            i, job_id = self.running.pop(ref)
            try:
                answer = self.ray.get(ref)
            except self.ray.exceptions.RayError as e:
                self.emit({"type": "lost", "job": job_id,
                           "reason": f"the actor running it failed: {str(e).strip().splitlines()[0]}"})
                self.errors_in_a_row[i] += 1
                if self.errors_in_a_row[i] < MAX_ACTOR_ERRORS_IN_A_ROW:
                    self.idle.append(i)
                else:
                    log(f"actor {i} failed {MAX_ACTOR_ERRORS_IN_A_ROW} times in a row and leaves the pool")
                    if not self.idle and not self.running and all(
                            n >= MAX_ACTOR_ERRORS_IN_A_ROW for n in self.errors_in_a_row):
                        raise RuntimeError("no actor is left to run jobs")
                continue
            self.errors_in_a_row[i] = 0
            self.idle.append(i)
            if "lost" in answer:
                self.emit({"type": "lost", "job": job_id, "reason": answer["lost"]})
                if answer["deaths_in_a_row"] >= MAX_DEATHS_IN_A_ROW:
                    raise RuntimeError(f"the worker died {answer['deaths_in_a_row']} times in a row without "
                                       f"answering a job, last: {answer['lost']}")
                continue
            result = answer["result"]
            if answer["proof_bytes"] is not None:
                try:
                    place_proof(result["proof"]["path"], answer["proof_bytes"])
                except OSError as e:  # a full disk, say: the campaign cannot go on
                    raise RuntimeError(f"job {job_id}'s proof could not be written on the pool's "
                                       f"machine: {e}") from None
            self.emit(result)

    def shutdown(self, grace: float = 5.0) -> None:
        """Idle workers get `grace` seconds to stop; busy ones are killed, their jobs moot."""
        busy = {i for i, _ in self.running.values()}
        closing = [a.close.remote(0 if i in busy else grace) for i, a in enumerate(self.actors)]
        self.ray.wait(closing, num_returns=len(closing), timeout=grace + 5)


def read_lines(stream, into: queue.Queue) -> None:
    for line in stream:
        into.put(line)
    into.put(None)


def serve(pool: Pool, lines: queue.Queue) -> None:
    handlers = {"job": pool.on_job, "solved": pool.on_solved, "shutdown": None}
    number = 0
    while True:
        try:
            # Nothing running: nothing to do until the coordinator speaks.
            line = lines.get_nowait() if pool.running else lines.get()
        except queue.Empty:
            line = ""
        if line is None:
            log("the coordinator closed the pool's input: shutting down")
            return
        if line.strip():
            number += 1
            try:
                msg = json.loads(line)
            except json.JSONDecodeError as e:
                raise Usage(f"line {number} from the coordinator is not JSON ({e}): {line.strip()[:200]}")
            kind = msg.get("type") if isinstance(msg, dict) else None
            if kind not in handlers:
                raise Usage(f"line {number} from the coordinator has type {kind!r}; "
                            f"the pool reads {', '.join(handlers)}: {line.strip()[:200]}")
            if handlers[kind] is None:
                return
            handlers[kind](msg)
            if not lines.empty():
                continue  # read what the coordinator sent before handing jobs out
        pool.dispatch()
        pool.collect(timeout=0.05)


def main(argv: list[str] | None = None) -> int:
    # Ray and the actors' forwarded output print to stdout; the coordinator reads protocol lines
    # there only, so the protocol gets the real stdout and everything else goes to stderr.
    out = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    try:
        args = parse_args(sys.argv[1:] if argv is None else argv)
    except Usage as e:
        if str(e):
            log(f"error: {e}")
        return USAGE
    import ray
    # No --address: the cluster RAY_ADDRESS names (as `ray job submit` sets it), else a new
    # instance here; never the last cluster `ray start` ran on this machine, which may be gone.
    address = args.address or os.environ.get("RAY_ADDRESS") or "local"
    ray.init(address=address, include_dashboard=False, logging_level="WARNING")
    lines: queue.Queue = queue.Queue()
    threading.Thread(target=read_lines, args=(sys.stdin, lines), daemon=True).start()
    pool = None
    try:
        pool = Pool(args, out)
        serve(pool, lines)
        return 0
    except Usage as e:
        log(f"error: {e}")
        return USAGE
    except (RuntimeError, ray.exceptions.RayError) as e:
        log(f"error: {e}")
        return 1
    finally:
        if pool is not None:
            pool.shutdown()
        ray.shutdown()


if __name__ == "__main__":
    sys.exit(main())
