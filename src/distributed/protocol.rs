//! The lines the coordinator, a transport and a worker exchange: one JSON object a line, each
//! with a `"type"` (docs/distributed.md, "Protocol").

use crate::config::Config;
use crate::search::Question;
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

/// A line to a transport or a worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum ToWorker {
    /// Search one position.
    Job(Box<Job>),
    /// A position solved elsewhere, for every worker.
    Solved(Solved),
    /// Finish and exit.
    Shutdown,
}

/// A line from a transport or a worker. Its objects take fields they do not know (a
/// transport may add its own), and ignore them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum FromWorker {
    /// The transport's workers are up (once, from a transport; a worker itself sends none).
    Ready {
        /// How many jobs the transport runs at once.
        workers: u32,
    },
    /// A job's answer.
    Result(JobResult),
    /// The worker running `job` died: the coordinator sends the job again.
    Lost {
        /// The job.
        job: u64,
        /// Why, for the log.
        reason: String,
    },
}

/// One position to search under a node budget.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Job {
    /// The job's id, unique in its campaign.
    pub job: u64,
    /// The game, preset, options and algorithm parameters; its `start`, `question` and
    /// `limits.maxNodes` are the job's own (below).
    pub config: Config,
    /// The moves from the initial position to the job's position.
    pub line: Vec<String>,
    /// The question the search answers.
    pub question: Question,
    /// The job's node budget.
    pub max_nodes: u64,
    /// Where the worker writes the proof file of a solved job.
    pub proof_dir: PathBuf,
    /// The job whose search this one goes on with (the same position, sent again): a transport
    /// gives it to the worker that ran that job when that worker is idle, since that worker
    /// kept the search. Only a hint: any worker answers the job.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after: Option<u64>,
    /// The job also stops once its position's proof number reaches this: the number at which
    /// the master tree would choose another leaf (as df-pn's thresholds). None: no limit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pn_threshold: Option<u64>,
    /// The same for the disproof number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dn_threshold: Option<u64>,
}

/// What a job found.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum JobStatus {
    /// The question holds at the job's position.
    Proved,
    /// It does not.
    Disproved,
    /// The budget ran out first.
    Unknown,
    /// The job could not be run (its `error` says why); running it again would fail again.
    Error,
}

/// A job's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobResult {
    /// The job answered.
    pub job: u64,
    /// What it found.
    pub status: JobStatus,
    /// The job position's proof number (0 proved; [`INF`] disproved).
    pub pn: u64,
    /// Its disproof number.
    pub dn: u64,
    /// Nodes the job's search created.
    pub nodes: u64,
    /// CPU seconds the worker spent on the job.
    pub cpu_seconds: f64,
    /// When unknown: the sons of the job's position in the worker's search, with their numbers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sons: Vec<SonNumbers>,
    /// When solved: the proof file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proof: Option<ProofRef>,
    /// When the status is `error`: why.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// When unknown: the worker kept the search, stopped only by the job's budget, so the same
    /// position sent to it again goes on where this job stopped.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub resumable: bool,
    /// When unknown: the search stopped because a number reached the job's threshold, before
    /// its node budget ran out.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub at_threshold: bool,
    /// When unknown: sons of the job's position that its search solved since it last reported
    /// them, each with its proof file.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub solved_sons: Vec<SolvedSon>,
}

/// A son of a job's position that the job's search solved, with its own proof file (starting
/// at a line that reaches the son's position up to the game's symmetry).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SolvedSon {
    /// The son's normalised position, cell by cell.
    pub cells: Vec<u8>,
    /// Whether the question holds there.
    pub proved: bool,
    /// Its proof file.
    pub proof: ProofRef,
}

/// A son of a job's position as the worker's search left it: its normalised position's cells
/// (the key the coordinator finds it by) and numbers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SonNumbers {
    /// The son's normalised position, cell by cell ([`crate::Drawing::cells`]).
    pub cells: Vec<u8>,
    /// Proof number.
    pub pn: u64,
    /// Disproof number.
    pub dn: u64,
}

/// A proof file by path and content hash.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofRef {
    /// Where the file is.
    pub path: PathBuf,
    /// The SHA-256 of its bytes, in lower-case hex.
    pub sha256: String,
}

/// A solved position, shared with every worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Solved {
    /// The moves to the position.
    pub line: Vec<String>,
    /// The question.
    pub question: Question,
    /// Whether it holds there.
    pub proved: bool,
    /// Its proof file: a job at this position (up to symmetry) is answered with it, unsearched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proof: Option<ProofRef>,
}

/// The numbers' infinity on the wire and in the master tree.
pub const INF: u64 = u64::MAX / 4;

/// The SHA-256 of `bytes` in lower-case hex.
pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// One line of the protocol: the object's JSON and a newline.
pub fn line<T: Serialize>(msg: &T) -> String {
    // Cannot fail: every map's keys are strings.
    let mut s = serde_json::to_string(msg).unwrap_or_default();
    s.push('\n');
    s
}
