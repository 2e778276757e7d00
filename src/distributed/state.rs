//! What a campaign's checkpoint holds (`state.json`): its own file, so that what reads a
//! checkpoint (the status file's writer) needs nothing of the coordinator.

use super::stitched::JobProof;
use super::tree::Tree;
use crate::config::Config;
use crate::search::Question;
use serde::{Deserialize, Serialize};

/// What a campaign has counted, across its runs.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Counts {
    /// Jobs sent.
    pub sent: u64,
    /// Results merged into a master tree.
    pub merged: u64,
    /// Jobs lost with their worker.
    pub lost: u64,
    /// Results whose proof the coordinator refused.
    pub refused: u64,
    /// Results that came for a leaf no longer waiting for them (a question already answered).
    pub stale: u64,
    /// Nodes the jobs' searches created, merged or not.
    pub nodes: u64,
    /// CPU seconds of the workers' jobs.
    pub worker_cpu: f64,
    /// CPU seconds of the coordinator.
    pub coordinator_cpu: f64,
    /// Wall seconds of the campaign's runs.
    pub wall: f64,
    /// Results merged that left their search with the worker, to go on with (unknown, and
    /// neither developed nor solved).
    #[serde(default)]
    pub kept: u64,
    /// Proofs of solved sons that came with unknown results and were accepted.
    #[serde(default)]
    pub son_proofs: u64,
}

/// A solved position, for the master tree's transpositions.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Known {
    /// The question.
    pub question: Question,
    /// The normalised position's cells.
    pub key: Vec<u8>,
    /// Its proof (an index into the proofs).
    pub proof: usize,
    /// Whether the question holds.
    pub proved: bool,
}

/// A campaign as its checkpoint keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct State {
    /// Always [`FORMAT`].
    pub format: String,
    /// The game, preset, options and questions.
    pub config: Config,
    /// Each job's node budget.
    pub job_nodes: u64,
    /// The next job's id.
    pub next_job: u64,
    /// The master trees, one per question asked; the last is the current one.
    pub trees: Vec<Tree>,
    /// The proofs of solved jobs.
    pub proofs: Vec<JobProof>,
    /// Solved positions.
    pub known: Vec<Known>,
    /// The jobs merged, by id, in order.
    pub merged_jobs: Vec<u64>,
    /// The counts.
    pub counts: Counts,
    /// The result once known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// Each merged job and the root's numbers after it, in order (a checkpoint written before
    /// there was one reads as empty).
    #[serde(default)]
    pub history: Vec<Sample>,
}

/// One merged job and the root's numbers right after it: a point of the page's chart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Sample {
    /// Jobs merged so far in the campaign, this one included.
    pub merged: u64,
    /// Wall seconds of the campaign's runs so far when the job was merged (the time axis of the
    /// page's chart; absent in a sample written before it was kept).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wall: Option<f64>,
    /// The master tree the job belongs to (an index into the trees).
    pub tree: usize,
    /// The job's node in that tree.
    pub node: usize,
    /// The job.
    pub job: u64,
    /// How it ended: `proved`, `disproved` or `unknown`.
    pub status: String,
    /// Nodes its search created.
    pub nodes: u64,
    /// The tree's root proof number after the merge, without virtual numbers.
    pub pn: u64,
    /// The root's disproof number, likewise.
    pub dn: u64,
}
