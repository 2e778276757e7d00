//! `pnlab worker`: reads jobs on its input and answers each on its output, one at a time
//! (docs/distributed.md). A job is a start line, a question and a node budget; the search is
//! the engine's own solve from that line (`Config::build`), and a solved job's proof file is
//! the one `pnlab solve --proof` writes, checked before it is written.

use super::protocol::{
    self, FromWorker, Job, JobResult, JobStatus, ProofRef, SonNumbers, ToWorker,
};
use crate::config::{Ask, Config};
use crate::proofs::ProofFile;
use crate::search::{Question, Solver, Status, Value};
use std::io::{BufRead, Write};

/// What a worker keeps from job to job.
#[derive(Debug, Default)]
pub struct Worker {
    /// Bytes each job's search may hold (`limits.maxBytes`); none when `None`.
    pub max_bytes: Option<u64>,
    /// Solved positions the coordinator shared, by question and line.
    solved: std::collections::HashMap<(Question, Vec<String>), bool>,
}

impl Worker {
    /// A worker whose jobs hold at most `max_bytes` each.
    pub fn new(max_bytes: Option<u64>) -> Worker {
        Worker {
            max_bytes,
            solved: Default::default(),
        }
    }

    /// How many solved positions the coordinator has shared so far.
    pub fn shared(&self) -> usize {
        self.solved.len()
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
                ToWorker::Solved(s) => {
                    self.solved.insert((s.question, s.line), s.proved);
                }
                ToWorker::Shutdown => break,
            }
        }
        Ok(())
    }

    /// Runs one job; a job that cannot be run is answered with status `error`.
    pub fn run(&mut self, job: &Job) -> JobResult {
        let cpu = super::cpu_seconds();
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
        });
        result.cpu_seconds = (super::cpu_seconds() - cpu).max(0.0);
        result
    }

    fn search(&self, job: &Job) -> Result<JobResult, String> {
        let mut config = job.config.clone();
        config.start = job.line.clone();
        config.question = match job.question {
            Question::FirstWins => Ask::FirstWins,
            Question::FirstAvoidsLoss => Ask::FirstAvoidsLoss,
        };
        config.limits.max_nodes = Some(job.max_nodes);
        if self.max_bytes.is_some() {
            config.limits.max_bytes = self.max_bytes;
        }
        let mut solver = config.build()?;
        solver.run(None);
        let (pn, dn) = solver.root_numbers();
        let wide = |x: u32| match x >= crate::search::INF {
            true => protocol::INF,
            false => u64::from(x),
        };
        let mut result = JobResult {
            job: job.job,
            status: JobStatus::Unknown,
            pn: wide(pn),
            dn: wide(dn),
            nodes: solver.stats().created,
            cpu_seconds: 0.0,
            sons: Vec::new(),
            proof: None,
            error: None,
        };
        if solver.status() == Status::Solved {
            result.status = match solver.root_value() {
                Value::Proved => JobStatus::Proved,
                _ => JobStatus::Disproved,
            };
            result.proof = Some(write_proof(job, &config, solver.as_ref())?);
        } else {
            result.sons = sons(solver.as_ref(), wide);
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

/// Writes the solved job's proof file into the job's proof directory.
fn write_proof(job: &Job, config: &Config, solver: &dyn Solver) -> Result<ProofRef, String> {
    let text = ProofFile::of(config, solver)?.text();
    std::fs::create_dir_all(&job.proof_dir)
        .map_err(|e| format!("{}: cannot be made: {e}", job.proof_dir.display()))?;
    let path = job.proof_dir.join(format!("job-{}.json", job.job));
    std::fs::write(&path, &text)
        .map_err(|e| format!("{}: cannot be written: {e}", path.display()))?;
    Ok(ProofRef {
        path,
        sha256: protocol::sha256_hex(text.as_bytes()),
    })
}
