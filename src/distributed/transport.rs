//! How jobs reach workers: one face, [`Transport`], for the local engine (worker processes the
//! coordinator starts and watches itself) and for a transport process that speaks the protocol
//! for a pool of workers elsewhere (the Ray engine's `python3 -m pnlab.raypool`).

use super::protocol::{self, FromWorker, ToWorker};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError, Sender};
use std::time::Duration;

/// Runs jobs somewhere; results may come back in any order.
pub trait Transport {
    /// How many jobs run at once.
    fn workers(&self) -> u32;
    /// Sends a job, a solved position or the shutdown.
    fn send(&mut self, msg: &ToWorker) -> Result<(), String>;
    /// The next message, waiting at most `wait`; `None` when none came.
    fn recv(&mut self, wait: Duration) -> Result<Option<FromWorker>, String>;
    /// Tells every worker to stop and waits for them.
    fn shutdown(&mut self);
}

/// A program and its first arguments; the worker's own arguments follow them.
#[derive(Clone, Debug)]
pub struct Program {
    /// The program.
    pub program: String,
    /// Its arguments.
    pub args: Vec<String>,
}

impl Program {
    fn command(&self) -> Command {
        let mut c = Command::new(&self.program);
        c.args(&self.args);
        c
    }
}

/// What a reader thread reports.
enum Event {
    Line(usize, u64, String),
    Gone(usize, u64),
}

struct Slot {
    child: Child,
    stdin: ChildStdin,
    generation: u64,
    job: Option<u64>,
    /// The last job it answered: its search may be kept there.
    last: Option<u64>,
}

/// The local engine: `workers` worker processes, each answering one job at a time. A worker
/// that dies is reported (its job lost) and replaced.
pub struct Local {
    program: Program,
    slots: Vec<Slot>,
    events: Receiver<Event>,
    sender: Sender<Event>,
    /// Replacements started since the last result: a worker that cannot start at all ends
    /// the campaign instead of being restarted for ever.
    restarts: u32,
    pending: Vec<FromWorker>,
}

impl Local {
    /// Starts `workers` processes of `program`.
    pub fn start(program: Program, workers: u32) -> Result<Local, String> {
        let (sender, events) = channel();
        let mut local = Local {
            program,
            slots: Vec::new(),
            events,
            sender,
            restarts: 0,
            pending: Vec::new(),
        };
        for w in 0..workers as usize {
            let slot = local.spawn(w, 0)?;
            local.slots.push(slot);
        }
        Ok(local)
    }

    fn spawn(&self, w: usize, generation: u64) -> Result<Slot, String> {
        let mut child = self
            .program
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start the worker {}: {e}", self.program.program))?;
        let stdin = child.stdin.take().ok_or("the worker has no input")?;
        let stdout = child.stdout.take().ok_or("the worker has no output")?;
        let tx = self.sender.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(Event::Line(w, generation, line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(Event::Gone(w, generation));
        });
        Ok(Slot {
            child,
            stdin,
            generation,
            job: None,
            last: None,
        })
    }

    /// Worker `w` is gone: its job is lost, and a new worker takes its place.
    fn replace(&mut self, w: usize, reason: String) -> Result<(), String> {
        self.restarts += 1;
        if self.restarts > 3 * self.slots.len() as u32 + 3 {
            return Err(format!(
                "the workers keep dying ({} replacements without a result): {reason}",
                self.restarts - 1
            ));
        }
        let _ = self.slots[w].child.kill();
        let _ = self.slots[w].child.wait();
        let generation = self.slots[w].generation + 1;
        let job = self.slots[w].job.take();
        self.slots[w] = self.spawn(w, generation)?;
        if let Some(job) = job {
            self.pending.push(FromWorker::Lost { job, reason });
        }
        Ok(())
    }

    fn write(&mut self, w: usize, text: &str) -> Result<(), String> {
        let ok = self.slots[w]
            .stdin
            .write_all(text.as_bytes())
            .and_then(|()| self.slots[w].stdin.flush());
        if let Err(e) = ok {
            self.replace(w, format!("worker {w} cannot be written to: {e}"))?;
        }
        Ok(())
    }
}

impl Transport for Local {
    fn workers(&self) -> u32 {
        self.slots.len() as u32
    }

    fn send(&mut self, msg: &ToWorker) -> Result<(), String> {
        let text = protocol::line(msg);
        match msg {
            ToWorker::Job(job) => {
                let idle = |s: &Slot| s.job.is_none();
                // The worker that kept the search the job goes on with, when it is idle.
                let w = job
                    .after
                    .and_then(|a| self.slots.iter().position(|s| idle(s) && s.last == Some(a)))
                    .or_else(|| self.slots.iter().position(idle))
                    .ok_or("every worker is busy: the coordinator sent one job too many")?;
                self.slots[w].job = Some(job.job);
                self.write(w, &text)
            }
            _ => {
                for w in 0..self.slots.len() {
                    self.write(w, &text)?;
                }
                Ok(())
            }
        }
    }

    fn recv(&mut self, wait: Duration) -> Result<Option<FromWorker>, String> {
        if let Some(m) = self.pending.pop() {
            return Ok(Some(m));
        }
        let event = match self.events.recv_timeout(wait) {
            Ok(e) => e,
            Err(RecvTimeoutError::Timeout) => return Ok(None),
            Err(RecvTimeoutError::Disconnected) => return Err("the workers are gone".into()),
        };
        match event {
            Event::Line(w, g, _) | Event::Gone(w, g) if self.slots[w].generation != g => Ok(None),
            Event::Line(w, _, line) => match serde_json::from_str::<FromWorker>(&line) {
                Ok(FromWorker::Result(r)) if self.slots[w].job == Some(r.job) => {
                    self.slots[w].job = None;
                    self.slots[w].last = Some(r.job);
                    self.restarts = 0;
                    Ok(Some(FromWorker::Result(r)))
                }
                Ok(other) => {
                    self.replace(w, format!("worker {w} answered out of turn: {other:?}"))?;
                    Ok(self.pending.pop())
                }
                Err(e) => {
                    self.replace(
                        w,
                        format!("worker {w} wrote a line that is not a result: {e}"),
                    )?;
                    Ok(self.pending.pop())
                }
            },
            Event::Gone(w, _) => {
                let status = self.slots[w].child.wait().map(|s| s.to_string());
                self.replace(
                    w,
                    format!(
                        "worker {w} exited ({})",
                        status.unwrap_or_else(|e| e.to_string())
                    ),
                )?;
                Ok(self.pending.pop())
            }
        }
    }

    fn shutdown(&mut self) {
        let text = protocol::line(&ToWorker::Shutdown);
        for s in self.slots.drain(..) {
            let Slot {
                mut child,
                mut stdin,
                job,
                ..
            } = s;
            let _ = stdin.write_all(text.as_bytes());
            // Closed, so a wrapper that reads to the end of its input ends too.
            drop(stdin);
            // A worker in the middle of a job reads the shutdown only after it: not waited for.
            if job.is_some() {
                let _ = child.kill();
            }
            let _ = child.wait();
        }
    }
}

/// A transport process that speaks the protocol for its own pool of workers (the Ray engine).
pub struct Pool {
    child: Child,
    /// Taken (closed) at the shutdown.
    stdin: Option<ChildStdin>,
    events: Receiver<Option<String>>,
    workers: u32,
}

impl Pool {
    /// Starts `program` and waits for its `ready` line.
    pub fn start(program: Program, wait: Duration) -> Result<Pool, String> {
        let mut child = program
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| format!("cannot start the transport {}: {e}", program.program))?;
        let stdin = child.stdin.take().ok_or("the transport has no input")?;
        let stdout = child.stdout.take().ok_or("the transport has no output")?;
        let (tx, events) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(Some(line)).is_err() {
                    return;
                }
            }
            let _ = tx.send(None);
        });
        let mut pool = Pool {
            child,
            stdin: Some(stdin),
            events,
            workers: 0,
        };
        match pool.recv(wait)? {
            Some(FromWorker::Ready { workers }) if workers > 0 => pool.workers = workers,
            other => {
                pool.shutdown();
                return Err(format!(
                    "the transport {} did not say it is ready within {} s: {other:?}",
                    program.program,
                    wait.as_secs()
                ));
            }
        }
        Ok(pool)
    }
}

impl Transport for Pool {
    fn workers(&self) -> u32 {
        self.workers
    }

    fn send(&mut self, msg: &ToWorker) -> Result<(), String> {
        let stdin = self.stdin.as_mut().ok_or("the transport is shut down")?;
        stdin
            .write_all(protocol::line(msg).as_bytes())
            .and_then(|()| stdin.flush())
            .map_err(|e| format!("the transport cannot be written to: {e}"))
    }

    fn recv(&mut self, wait: Duration) -> Result<Option<FromWorker>, String> {
        match self.events.recv_timeout(wait) {
            Ok(Some(line)) => serde_json::from_str(&line).map(Some).map_err(|e| {
                format!("the transport wrote a line that is not a message: {e}: {line}")
            }),
            Ok(None) | Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().map(|s| s.to_string());
                Err(format!(
                    "the transport exited ({})",
                    status.unwrap_or_else(|e| e.to_string())
                ))
            }
            Err(RecvTimeoutError::Timeout) => Ok(None),
        }
    }

    fn shutdown(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = stdin.write_all(protocol::line(&ToWorker::Shutdown).as_bytes());
        }
        let _ = self.child.wait();
    }
}
