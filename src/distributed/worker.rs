//! `pnlab worker`: reads jobs on its input and answers each on its output, one at a time
//! (docs/distributed.md). A job is a start line, a question and a node budget; the search is
//! the engine's own solve from that line (`Config::build`), and a solved job's proof file is
//! the one `pnlab solve --proof` writes, checked before it is written.
//!
//! A job whose budget runs out leaves its search with the worker, kept by its position (the
//! normal form) and question: when the coordinator sends that position again, the search goes
//! on where it stopped instead of starting over, so a position's nodes are created once however
//! many jobs it takes. The sons that a kept search solves are reported with their own proof
//! files, so the coordinator never sends them out again.

use super::board::{board_of, Board};
use super::protocol::{
    self, FromWorker, Job, JobResult, JobStatus, ProofRef, SolvedSon, SonNumbers, ToWorker,
};
use crate::config::{Ask, Config};
use crate::proofs::ProofFile;
use crate::search::{Question, Solver, Status, Value};
use std::collections::{HashMap, HashSet};
use std::io::{BufRead, Write};

/// Searches a worker keeps at most when no `--max-memory` bounds them by bytes.
pub const KEEP: usize = 8;

/// Bytes a node of the search takes, to foresee a job's growth before it runs: the engine's
/// 61.8 bytes a node on (8,4) BEST, rounded up (docs/distributed.md, "Workers").
const NODE_BYTES: u64 = 64;

/// Iterations a job with thresholds runs between two looks at its root's numbers.
const THRESHOLD_SLICE: u64 = 16;

/// A search kept from an earlier job.
struct Kept {
    /// The job's configuration as JSON: a search is resumed only for the same one.
    config: String,
    question: Question,
    /// The normal form of its start position.
    key: Vec<u8>,
    /// The configuration it was built with (its `start` is the line of the job that began it).
    built: Config,
    solver: Box<dyn Solver>,
    /// Sons of the root whose proofs have been reported.
    reported: HashSet<u32>,
    /// When it was last used (the worker's job count then).
    used: u64,
}

impl Kept {
    /// The node of this search at the position after `line` when it is solved, with its value:
    /// found through the search's own transposition table, so asking costs one probe, not a
    /// look at every node the search holds.
    fn solved_at(&self, line: &[String]) -> Option<(u32, Value)> {
        let id = self.solver.find_line(line)?;
        let value = self.solver.node(id)?.value;
        (value != Value::Unknown).then_some((id, value))
    }
}

/// What a worker keeps from job to job.
#[derive(Default)]
pub struct Worker {
    /// Bytes each job's search may hold (`limits.maxBytes`), and all kept searches together;
    /// none when `None`.
    pub max_bytes: Option<u64>,
    /// Solved positions the coordinator shared, not yet put in `known` (their normal forms
    /// need the game, which comes with a job).
    shared: Vec<protocol::Solved>,
    /// Solved positions with their proof files, by question and normal form.
    known: HashMap<(Question, Vec<u8>), (bool, ProofRef)>,
    /// Searches of unknown jobs, the most recently used last.
    kept: Vec<Kept>,
    /// The game of the last configuration seen, to find positions' normal forms.
    board: Option<(String, Box<dyn Board>)>,
    /// Jobs run.
    jobs: u64,
    /// Jobs that went on with a kept search.
    resumed: u64,
}

impl Worker {
    /// A worker whose jobs hold at most `max_bytes` each, and its kept searches together.
    pub fn new(max_bytes: Option<u64>) -> Worker {
        Worker {
            max_bytes,
            ..Default::default()
        }
    }

    /// How many solved positions the coordinator has shared so far.
    pub fn shared(&self) -> usize {
        self.shared.len() + self.known.len()
    }

    /// How many searches the worker keeps now.
    pub fn kept(&self) -> usize {
        self.kept.len()
    }

    /// How many jobs went on with a kept search.
    pub fn resumed(&self) -> u64 {
        self.resumed
    }

    /// Reads lines from `input` until a shutdown or its end, answering each job on `output`.
    /// `Err` for a line that is not a message or output that cannot be written.
    pub fn serve(&mut self, input: impl BufRead, mut output: impl Write) -> Result<(), String> {
        for (n, line) in input.lines().enumerate() {
            let line = line.map_err(|e| format!("cannot read the input: {e}"))?;
            if line.trim().is_empty() {
                continue;
            }
            let msg: ToWorker = serde_json::from_str(&line)
                .map_err(|e| format!("input line {}: not a job, solved or shutdown: {e}", n + 1))?;
            match msg {
                ToWorker::Job(job) => {
                    let result = FromWorker::Result(self.run(&job));
                    output
                        .write_all(protocol::line(&result).as_bytes())
                        .and_then(|()| output.flush())
                        .map_err(|e| format!("cannot write the result: {e}"))?;
                }
                ToWorker::Solved(s) => self.share(s),
                ToWorker::Shutdown => break,
            }
        }
        Ok(())
    }

    /// Takes a solved position the coordinator shares; one with no proof file is of no use
    /// here, since every answer needs one.
    pub fn share(&mut self, s: protocol::Solved) {
        if s.proof.is_some() {
            self.shared.push(s);
        }
    }

    /// A proof of the job's position known without searching: one the coordinator shared, or a
    /// node solved in a kept search (written out as its own proof file).
    fn known(&mut self, job: &Job, key: &[u8]) -> Result<Option<(bool, ProofRef)>, String> {
        for s in std::mem::take(&mut self.shared) {
            let k = self.key(&job.config, &s.line)?;
            if let Some(p) = s.proof {
                self.known.insert((s.question, k), (s.proved, p));
            }
        }
        if let Some(found) = self.known.get(&(job.question, key.to_vec())) {
            return Ok(Some(found.clone()));
        }
        let text = serde_json::to_string(&job.config).map_err(|e| e.to_string())?;
        for k in &self.kept {
            if k.config != text || k.question != job.question {
                continue;
            }
            let Some((id, value)) = k.solved_at(&job.line) else {
                continue;
            };
            let Ok(file) = ProofFile::of_node(&k.built, k.solver.as_ref(), id) else {
                continue;
            };
            let proof = write_file(job, &format!("job-{}.json", job.job), &file.text())?;
            let proved = value == Value::Proved;
            self.known
                .insert((job.question, key.to_vec()), (proved, proof.clone()));
            return Ok(Some((proved, proof)));
        }
        Ok(None)
    }

    /// Runs one job; a job that cannot be run is answered with status `error`.
    pub fn run(&mut self, job: &Job) -> JobResult {
        let cpu = super::cpu_seconds();
        self.jobs += 1;
        let mut result = self.search(job).unwrap_or_else(|e| JobResult {
            job: job.job,
            status: JobStatus::Error,
            pn: 1,
            dn: 1,
            nodes: 0,
            cpu_seconds: 0.0,
            sons: Vec::new(),
            proof: None,
            error: Some(e),
            resumable: false,
            at_threshold: false,
            solved_sons: Vec::new(),
        });
        result.cpu_seconds = (super::cpu_seconds() - cpu).max(0.0);
        result
    }

    /// The normal form of the position after `line` in the game of `config`.
    fn key(&mut self, config: &Config, line: &[String]) -> Result<Vec<u8>, String> {
        let text = &serde_json::to_string(config).map_err(|e| e.to_string())?;
        if self.board.as_ref().is_none_or(|(t, _)| t != text) {
            self.board = Some((text.to_string(), board_of(config)?));
        }
        match &self.board {
            Some((_, b)) => Ok(b.place(line)?.key),
            None => Err("no game".into()),
        }
    }

    /// The kept search of the job's position, or a new one.
    fn take_search(&mut self, job: &Job) -> Result<Kept, String> {
        let text = serde_json::to_string(&job.config).map_err(|e| e.to_string())?;
        let key = self.key(&job.config, &job.line)?;
        let found = self
            .kept
            .iter()
            .position(|k| k.config == text && k.question == job.question && k.key == key);
        if let Some(i) = found {
            self.resumed += 1;
            return Ok(self.kept.remove(i));
        }
        let mut config = job.config.clone();
        config.start = job.line.clone();
        config.question = match job.question {
            Question::FirstWins => Ask::FirstWins,
            Question::FirstAvoidsLoss => Ask::FirstAvoidsLoss,
        };
        // The job's budget is counted here, slice by slice, so the search can go on later.
        config.limits.max_nodes = None;
        config.limits.max_iterations = None;
        if self.max_bytes.is_some() {
            config.limits.max_bytes = self.max_bytes;
        }
        let solver = config.build()?;
        Ok(Kept {
            config: text,
            question: job.question,
            key,
            built: config,
            solver,
            reported: HashSet::new(),
            used: 0,
        })
    }

    /// Drops the least recently used kept searches until `room` more bytes fit beside them
    /// (or, with no byte limit, until one more search fits in [`KEEP`]).
    fn make_room(&mut self, room: u64) {
        loop {
            let held: u64 = self.kept.iter().map(|k| k.solver.bytes() as u64).sum();
            let full = match self.max_bytes {
                Some(max) => held.saturating_add(room) > max,
                None => self.kept.len() >= KEEP,
            };
            if !full || self.kept.is_empty() {
                return;
            }
            // The least recently used is the first: each search is pushed back when used.
            self.kept.remove(0);
        }
    }

    fn search(&mut self, job: &Job) -> Result<JobResult, String> {
        let key = self.key(&job.config, &job.line)?;
        if let Some((proved, proof)) = self.known(job, &key)? {
            return Ok(JobResult {
                job: job.job,
                status: match proved {
                    true => JobStatus::Proved,
                    false => JobStatus::Disproved,
                },
                pn: if proved { 0 } else { protocol::INF },
                dn: if proved { protocol::INF } else { 0 },
                nodes: 0,
                cpu_seconds: 0.0,
                sons: Vec::new(),
                proof: Some(proof),
                error: None,
                resumable: false,
                at_threshold: false,
                solved_sons: Vec::new(),
            });
        }
        let mut kept = self.take_search(job)?;
        let grows = job.max_nodes.saturating_mul(NODE_BYTES);
        self.make_room((kept.solver.bytes() as u64).saturating_add(grows));
        let before = kept.solver.stats().created;
        let target = before.saturating_add(job.max_nodes);
        let wide = |x: u32| match x >= crate::search::INF {
            true => protocol::INF,
            false => u64::from(x),
        };
        let thresholds = job.pn_threshold.is_some() || job.dn_threshold.is_some();
        let reached = |(pn, dn): (u32, u32)| {
            job.pn_threshold.is_some_and(|t| wide(pn) >= t)
                || job.dn_threshold.is_some_and(|t| wide(dn) >= t)
        };
        // Short slices under thresholds, so the search stops soon after its numbers pass one.
        let longest = if thresholds { THRESHOLD_SLICE } else { 4096 };
        let mut at_threshold = false;
        let status = loop {
            let left = target.saturating_sub(kept.solver.stats().created);
            if left == 0 {
                break kept.solver.status();
            }
            // An iteration creates at most one node per legal move: slices of left/64
            // iterations end past the budget by less than one slice.
            let status = kept.solver.run(Some((left / 64).clamp(1, longest)));
            if status != Status::Running {
                break status;
            }
            // Checked after a slice, not before: a job always makes progress, even when the
            // master tree's numbers for its leaf were already past the threshold.
            if reached(kept.solver.root_numbers()) {
                at_threshold = true;
                break status;
            }
        };
        let (pn, dn) = kept.solver.root_numbers();
        let mut result = JobResult {
            job: job.job,
            status: JobStatus::Unknown,
            pn: wide(pn),
            dn: wide(dn),
            nodes: kept.solver.stats().created - before,
            cpu_seconds: 0.0,
            sons: Vec::new(),
            proof: None,
            error: None,
            resumable: false,
            at_threshold,
            solved_sons: Vec::new(),
        };
        if status == Status::Solved {
            result.status = match kept.solver.root_value() {
                Value::Proved => JobStatus::Proved,
                _ => JobStatus::Disproved,
            };
            result.proof = Some(write_proof(job, &kept.built, kept.solver.as_ref())?);
            return Ok(result);
        }
        result.sons = sons(kept.solver.as_ref(), wide);
        result.solved_sons = solved_sons(job, &mut kept)?;
        if status == Status::Running {
            result.resumable = true;
            kept.used = self.jobs;
            self.kept.push(kept);
            self.make_room(0);
        }
        Ok(result)
    }
}

/// The root's sons, listed and deleted as solved, with their numbers.
fn sons(solver: &dyn Solver, wide: impl Fn(u32) -> u64) -> Vec<SonNumbers> {
    let Some(root) = solver.node(0) else {
        return Vec::new();
    };
    root.sons
        .iter()
        .chain(&root.deleted_sons)
        .filter_map(|&id| solver.node(id))
        .map(|n| SonNumbers {
            cells: n.cells,
            pn: wide(n.pn),
            dn: wide(n.dn),
        })
        .collect()
}

/// The root's sons solved and not yet reported, each with its proof file written beside the
/// job's (`job-<id>-son-<node>.json`). A son whose proof cannot be extracted (part of it
/// evicted by the memory limit) is left out: the coordinator sends it as a job of its own.
fn solved_sons(job: &Job, kept: &mut Kept) -> Result<Vec<SolvedSon>, String> {
    let solver = kept.solver.as_ref();
    let Some(root) = solver.node(0) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for &id in root.sons.iter().chain(&root.deleted_sons) {
        let Some(n) = solver.node(id) else { continue };
        if n.value == Value::Unknown || kept.reported.contains(&id) {
            continue;
        }
        let Ok(file) = ProofFile::of_node(&kept.built, solver, id) else {
            continue;
        };
        let name = format!("job-{}-son-{id}.json", job.job);
        let proof = write_file(job, &name, &file.text())?;
        kept.reported.insert(id);
        out.push(SolvedSon {
            cells: n.cells,
            proved: n.value == Value::Proved,
            proof,
        });
    }
    Ok(out)
}

/// Writes the solved job's proof file into the job's proof directory.
fn write_proof(job: &Job, config: &Config, solver: &dyn Solver) -> Result<ProofRef, String> {
    let text = ProofFile::of(config, solver)?.text();
    write_file(job, &format!("job-{}.json", job.job), &text)
}

fn write_file(job: &Job, name: &str, text: &str) -> Result<ProofRef, String> {
    std::fs::create_dir_all(&job.proof_dir)
        .map_err(|e| format!("{}: cannot be made: {e}", job.proof_dir.display()))?;
    let path = job.proof_dir.join(name);
    std::fs::write(&path, text)
        .map_err(|e| format!("{}: cannot be written: {e}", path.display()))?;
    Ok(ProofRef {
        path,
        sha256: protocol::sha256_hex(text.as_bytes()),
    })
}

#[cfg(test)]
mod tests;
