//! What a campaign shows while it runs: the root's numbers after each merged job (kept in the
//! checkpoint) and the status file a running coordinator rewrites every few seconds, which the
//! visualiser's campaign page polls (docs/distributed.md, "Watching a campaign").

use super::campaign::{Counts, State};
use super::protocol::{JobStatus, INF};
use super::tree::{State as NodeState, Tree};
use crate::config::Config;
use crate::search::Question;
use serde::{Deserialize, Serialize};
use std::path::Path;
use std::time::Duration;

/// The `format` of a status file.
pub const STATUS_FORMAT: &str = "pnlab-campaign-status";
/// The status file in the campaign's directory.
pub const STATUS: &str = "status.json";
/// How often a running coordinator rewrites its status file (when something changed).
pub const STATUS_EVERY: Duration = Duration::from_secs(2);

/// One merged job and the root's numbers right after it: a point of the page's chart.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Sample {
    /// Jobs merged so far in the campaign, this one included.
    pub merged: u64,
    /// Wall seconds of the campaign's runs so far.
    pub wall: f64,
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

impl Sample {
    /// The sample of job `job` merged at `node` of `trees[tree]`.
    pub fn of(
        trees: &[Tree],
        tree: usize,
        node: usize,
        r: (u64, JobStatus, u64),
        counts: &Counts,
    ) -> Sample {
        let (job, status, nodes) = r;
        let (pn, dn) = real_root_numbers(&trees[tree]);
        Sample {
            merged: counts.merged,
            wall: counts.wall,
            tree,
            node,
            job,
            status: match status {
                JobStatus::Proved => "proved",
                JobStatus::Disproved => "disproved",
                _ => "unknown",
            }
            .into(),
            nodes,
            pn,
            dn,
        }
    }
}

/// The root's numbers as if no job were in flight: what the search knows, not what steers the
/// next selection. Sons come after their parent in `nodes`, so one backward pass settles all.
pub fn real_root_numbers(t: &Tree) -> (u64, u64) {
    let add = |a: u64, b: u64| a.saturating_add(b).min(INF);
    let mut nums = vec![(1u64, 1u64); t.nodes.len()];
    for id in (0..t.nodes.len()).rev() {
        let n = &t.nodes[id];
        nums[id] = match (t.value(id), &n.state) {
            (Some(true), _) => (0, INF),
            (Some(false), _) => (INF, 0),
            (None, NodeState::Expanded) => {
                let sons = n.sons.iter().map(|&s| nums[s]);
                let min_pn = sons.clone().map(|x| x.0).min().unwrap_or(INF);
                let min_dn = sons.clone().map(|x| x.1).min().unwrap_or(INF);
                let sum_pn = sons.clone().map(|x| x.0).fold(0, add);
                let sum_dn = sons.map(|x| x.1).fold(0, add);
                match n.or {
                    true => (min_pn, sum_dn),
                    false => (sum_pn, min_dn),
                }
            }
            (None, _) => (n.pn, n.dn),
        };
    }
    nums.first().copied().unwrap_or((1, 1))
}

/// The status file: the checkpoint's trees (jobs in flight marked), counts and history, without
/// the proofs and solved positions the page does not draw.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Status<'a> {
    format: &'static str,
    /// Whether the coordinator is still running (false in the last status it writes).
    running: bool,
    /// Seconds since the Unix epoch when written.
    updated: f64,
    config: &'a Config,
    job_nodes: u64,
    trees: &'a [Tree],
    counts: &'a Counts,
    history: &'a [Sample],
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'a str>,
    question: Question,
}

/// Writes the status file in `dir`: a new file renamed over the last, so a reader never sees
/// half of one.
pub fn write_status(dir: &Path, state: &State, running: bool) -> Result<(), String> {
    let updated = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64());
    let status = Status {
        format: STATUS_FORMAT,
        running,
        updated,
        config: &state.config,
        job_nodes: state.job_nodes,
        trees: &state.trees,
        counts: &state.counts,
        history: &state.history,
        result: state.result.as_deref(),
        question: state
            .trees
            .last()
            .map_or(Question::FirstWins, |t| t.question),
    };
    let path = dir.join(STATUS);
    let tmp = dir.join(format!("{STATUS}.tmp"));
    let text = serde_json::to_string(&status).map_err(|e| e.to_string())?;
    std::fs::write(&tmp, text)
        .and_then(|()| std::fs::rename(&tmp, &path))
        .map_err(|e| format!("the status file {} cannot be written: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::distributed::board::Place;
    use crate::game::Player;

    fn place(line: &[&str], to_move: Player) -> Place {
        Place {
            line: line.iter().map(|s| s.to_string()).collect(),
            key: line.len().to_le_bytes().to_vec(),
            to_move,
            over: None,
        }
    }

    /// The numbers with a son in flight: the tree's own root counts the virtual 2^32, the real
    /// ones do not; with nothing in flight both agree.
    #[test]
    fn real_root_numbers_leave_out_the_virtual_numbers() {
        let mut t = Tree::new(Question::FirstWins, place(&[], Player::First));
        let sons = [(2, 5), (3, 1)]
            .into_iter()
            .enumerate()
            .map(|(i, n)| (place(&[["a", "b"][i]], Player::Second), n))
            .collect();
        t.expand(0, sons);
        assert_eq!(real_root_numbers(&t), (2, 6));
        assert_eq!(t.select(7), Some(1));
        assert_eq!(t.root_numbers(), (3, 6 + super::super::tree::VIRTUAL));
        assert_eq!(
            real_root_numbers(&t),
            (2, 6),
            "the job in flight is not counted"
        );
        t.solve(2, 0, false);
        assert_eq!(real_root_numbers(&t), (2, 5), "a disproved son adds no dn");
        t.solve(1, 1, true);
        assert_eq!(real_root_numbers(&t), (0, INF));
    }
}
