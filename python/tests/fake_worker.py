#!/usr/bin/env python3
"""A stand-in for `pnlab worker` in the Ray pool's tests: it speaks the worker's side of the JSON
lines protocol and does what a job's own fields ask, so the pool is tested without the Rust side.

A job's fields it reads (all optional):
  "delay": seconds to spend on the job;  "pidfile": a path to write this process's id to first;
  "crash": "exit" (exit 3 mid-job), "actor" (kill the Ray actor that owns this process);
  "garbage": answer with a line that is not JSON;  "answer_as": ID: answer as if the job were ID;
  "proof": {"path": P, "content": TEXT}: write TEXT to P and name it in the result.
Its result: {"type": "result", "job": ID, "pid": ..., "jobs_done": ..., "solved_seen": [...]}.
An argument it does not know ends it at once with code 2, as pnlab's parser would.
"""
import hashlib
import json
import os
import signal
import sys
import time

if len(sys.argv) > 1:
    print(f"error: unexpected argument '{sys.argv[1]}'", file=sys.stderr)
    sys.exit(2)

solved_seen = []
jobs_done = 0
for line in sys.stdin:
    if not line.strip():
        continue
    msg = json.loads(line)
    if msg["type"] == "shutdown":
        break
    if msg["type"] == "solved":
        solved_seen.append(msg.get("id"))
        continue
    if "pidfile" in msg:
        with open(msg["pidfile"], "w") as f:
            f.write(str(os.getpid()))
    time.sleep(msg.get("delay", 0))
    if msg.get("crash") == "exit":
        print("fake worker: crashing as the job asked", file=sys.stderr, flush=True)
        sys.exit(3)
    if msg.get("crash") == "actor":
        os.kill(os.getppid(), signal.SIGKILL)
        time.sleep(30)
    if msg.get("garbage"):
        print("this is not JSON", flush=True)
        continue
    jobs_done += 1
    result = {"type": "result", "job": msg.get("answer_as", msg["job"]), "pid": os.getpid(), "jobs_done": jobs_done,
              "solved_seen": solved_seen, "echo": msg.get("echo")}
    if "proof" in msg:
        data = msg["proof"]["content"].encode()
        with open(msg["proof"]["path"], "wb") as f:
            f.write(data)
        result["proof"] = {"path": msg["proof"]["path"], "hash": hashlib.sha256(data).hexdigest()}
    print(json.dumps(result), flush=True)
