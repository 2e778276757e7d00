//! What a campaign shows while it runs: the root's numbers after each merged job (kept in the
//! checkpoint) and the status file a running coordinator rewrites every few seconds, which the
//! visualiser's campaign page polls (docs/distributed.md, "Watching a campaign").

use super::protocol::{JobStatus, INF};
use super::state::{Counts, Sample, State};
use super::tree::{State as NodeState, Tree};
use crate::config::Config;
use crate::search::Question;
use serde::Serialize;
use std::path::Path;
use std::time::Duration;

/// The `format` of a status file.
pub const STATUS_FORMAT: &str = "pnlab-campaign-status";
/// The status file in the campaign's directory.
pub const STATUS: &str = "status.json";
/// How often a running coordinator rewrites its status file (when something changed).
pub const STATUS_EVERY: Duration = Duration::from_secs(2);
/// The status file waits at least this many times its last write's time, so writing it takes
/// at most 5 % of the coordinator's time however large the campaign grows.
pub const STATUS_COST_SHARE: u32 = 20;

/// Whether a status file written `since` ago, which took `cost` to write, is due again.
pub fn status_due(since: Duration, cost: Duration) -> bool {
    since >= STATUS_EVERY.max(cost * STATUS_COST_SHARE)
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
            wall: Some(counts.wall),
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
/// next selection.
pub fn real_root_numbers(t: &Tree) -> (u64, u64) {
    real_numbers(t).first().copied().unwrap_or((1, 1))
}

/// Every node's numbers without virtual ones. Sons come after their parent in `nodes`, so one
/// backward pass settles all.
pub fn real_numbers(t: &Tree) -> Vec<(u64, u64)> {
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
    nums
}

/// The most nodes of a tree the status file shows, besides the paths to the jobs in flight. A
/// (7,4) campaign of 20-node jobs grows a master tree of 350,000 nodes in ten minutes (65 MB of
/// JSON); the page draws a few thousand at most, and a file that size costs milliseconds.
pub const STATUS_NODES: usize = 3000;
/// The most history samples the status file shows (evenly spaced, the last always kept).
pub const STATUS_SAMPLES: usize = 2000;

/// A node of the status file's tree: `id` is its index in the master tree, `sons` index the
/// shown nodes. A developed node whose sons are left out says how many nodes (`hidden`) and
/// leaves (`leaves`) are under it, and carries its real numbers.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownNode<'a> {
    id: usize,
    line: &'a [String],
    or: bool,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    sons: Vec<usize>,
    pn: u64,
    dn: u64,
    #[serde(flatten)]
    state: &'a NodeState,
    #[serde(skip_serializing_if = "Option::is_none")]
    hidden: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    leaves: Option<usize>,
}

/// A master tree as the status file shows it, with the whole tree's node and waiting-leaf counts.
#[derive(Serialize)]
pub struct ShownTree<'a> {
    question: Question,
    size: usize,
    waiting: usize,
    nodes: Vec<ShownNode<'a>>,
}

/// The top of `t`, breadth first, a node's sons all or none, within `budget` nodes; the path to
/// every job in flight is kept whatever the budget, so each job in flight is drawn.
pub fn shown_tree(t: &Tree, budget: usize) -> ShownTree<'_> {
    let n = t.nodes.len();
    let mut on_path = vec![false; n];
    for node in &t.nodes {
        if matches!(node.state, NodeState::InFlight { .. }) {
            let mut p = node.parent;
            while let Some(q) = p.filter(|&q| !on_path[q]) {
                on_path[q] = true;
                p = t.nodes[q].parent;
            }
        }
    }
    // Nodes and leaves under each node, sons after their parent.
    let mut under = vec![(1usize, 0usize); n];
    for id in (0..n).rev() {
        let sons = &t.nodes[id].sons;
        under[id] = match sons.is_empty() {
            true => (1, 1),
            false => sons
                .iter()
                .fold((1, 0), |a, &s| (a.0 + under[s].0, a.1 + under[s].1)),
        };
    }
    let nums = real_numbers(t);
    let mut order = Vec::new();
    let mut shown_sons: Vec<Vec<usize>> = Vec::new();
    if n > 0 {
        order.push(0);
        shown_sons.push(Vec::new());
    }
    let mut next = 0;
    while next < order.len() {
        let id = order[next];
        let sons = &t.nodes[id].sons;
        if !sons.is_empty() && (order.len() + sons.len() <= budget || on_path[id]) {
            for &s in sons {
                shown_sons[next].push(order.len());
                order.push(s);
                shown_sons.push(Vec::new());
            }
        }
        next += 1;
    }
    let nodes = order
        .iter()
        .zip(shown_sons)
        .map(|(&id, sons)| {
            let node = &t.nodes[id];
            let cut = sons.is_empty() && !node.sons.is_empty();
            let (pn, dn) = if cut { nums[id] } else { (node.pn, node.dn) };
            ShownNode {
                id,
                line: &node.line,
                or: node.or,
                sons,
                pn,
                dn,
                state: &node.state,
                hidden: cut.then(|| under[id].0 - 1),
                leaves: cut.then_some(under[id].1),
            }
        })
        .collect();
    ShownTree {
        question: t.question,
        size: n,
        waiting: t
            .nodes
            .iter()
            .filter(|x| matches!(x.state, NodeState::Leaf))
            .count(),
        nodes,
    }
}

/// At most `most` samples of `history`, evenly spaced, the first and the last kept.
pub fn thinned(history: &[Sample], most: usize) -> Vec<&Sample> {
    let n = history.len();
    if n <= most || most < 2 {
        return history.iter().collect();
    }
    let mut picked: Vec<usize> = (0..most).map(|i| i * (n - 1) / (most - 1)).collect();
    picked.dedup();
    picked.into_iter().map(|i| &history[i]).collect()
}

/// The status file: the top of each master tree (jobs in flight marked), the counts and the
/// history thinned, without the proofs and solved positions the page does not draw.
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
    trees: Vec<ShownTree<'a>>,
    counts: &'a Counts,
    history: Vec<&'a Sample>,
    #[serde(skip_serializing_if = "Option::is_none")]
    result: Option<&'a str>,
    question: Question,
    /// The coordinator's own peak resident memory in bytes, where the system says.
    #[serde(skip_serializing_if = "Option::is_none")]
    coordinator_peak_rss: Option<u64>,
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
        trees: state
            .trees
            .iter()
            .map(|t| shown_tree(t, STATUS_NODES))
            .collect(),
        counts: &state.counts,
        history: thinned(&state.history, STATUS_SAMPLES),
        result: state.result.as_deref(),
        question: state
            .trees
            .last()
            .map_or(Question::FirstWins, |t| t.question),
        coordinator_peak_rss: super::peak_rss(),
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
    use crate::distributed::tree::tests::place;
    use crate::game::Player;

    /// The numbers with a son in flight: the tree's own root counts the son's virtual 2^32
    /// (on its pn, as the tree does not lean to a proof), the real ones do not; with nothing
    /// in flight both agree.
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
        assert_eq!(
            t.root_numbers(),
            (3, 6),
            "the son in flight's pn is 2 + 2^32"
        );
        assert_eq!(t.nodes[1].pn, 2);
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

    /// A chain root → a → a0 … with ten sons at each level, the first son's numbers the most
    /// proving, so the deepest first son goes out.
    fn wide(levels: usize) -> Tree {
        let mut t = Tree::new(Question::FirstWins, place(&[], Player::First));
        let mut at = 0;
        for level in 0..levels {
            let to_move = [Player::Second, Player::First][level % 2];
            let sons = (0..10)
                .map(|i| {
                    let nums = match (i, level % 2) {
                        (0, _) => (1, 1),
                        (_, 0) => (1000, 1),
                        _ => (1, 1000),
                    };
                    (place(&[&format!("{level}.{i}")], to_move), nums)
                })
                .collect();
            t.expand(at, sons);
            at = t.nodes[at].sons[0];
        }
        assert_eq!(t.select(1), Some(at), "the deepest first son goes out");
        t
    }

    /// However small the budget, the path to the job in flight is shown: every level's sons,
    /// each developed node's sons all or none and after their parent.
    #[test]
    fn the_shown_tree_keeps_the_path_to_each_job_in_flight() {
        let t = wide(6);
        assert_eq!(t.nodes.len(), 61);
        let shown = shown_tree(&t, 5);
        assert_eq!(
            shown.nodes.len(),
            61,
            "the path to the job in flight keeps every level"
        );
        for (i, n) in shown.nodes.iter().enumerate() {
            assert!(n.sons.iter().all(|&s| s > i && s < shown.nodes.len()));
            assert_eq!(n.sons.len(), t.nodes[n.id].sons.len());
            assert_eq!(n.hidden, None);
        }
        let json = serde_json::to_value(&shown).unwrap();
        assert_eq!(json["nodes"][0]["id"], 0);
        assert_eq!(json["nodes"][0]["state"], "expanded");
        assert_eq!(
            json["nodes"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|n| n["state"] == "in-flight")
                .count(),
            1
        );
    }

    /// A developed node off the path to the job in flight, past the budget, is cut: no sons,
    /// its real numbers, its hidden nodes and leaves counted.
    #[test]
    fn a_cut_node_carries_its_real_numbers_and_what_is_under_it() {
        let mut t = Tree::new(Question::FirstWins, place(&[], Player::First));
        let sons = (0..3)
            .map(|i| (place(&[["a", "b", "c"][i]], Player::Second), (2, 3)))
            .collect();
        t.expand(0, sons);
        let grandsons = (0..4)
            .map(|i| {
                (
                    place(&["b", ["w", "x", "y", "z"][i]], Player::First),
                    (5, 1),
                )
            })
            .collect();
        t.expand(2, grandsons);
        assert_eq!(t.select(9), Some(1), "a leaf of the root goes out");
        let nums = real_numbers(&t);
        let shown = shown_tree(&t, 4);
        assert_eq!(shown.nodes.len(), 4);
        assert_eq!(
            (shown.size, shown.waiting),
            (8, 5),
            "the whole tree's counts: c and b's four"
        );
        let b = shown.nodes.iter().find(|n| n.id == 2).unwrap();
        assert!(b.sons.is_empty());
        assert_eq!(
            (b.pn, b.dn, b.hidden, b.leaves),
            (nums[2].0, nums[2].1, Some(4), Some(4))
        );
        assert_eq!(nums[2], (20, 1));
        assert_eq!(
            shown_tree(&t, 100).nodes.len(),
            t.nodes.len(),
            "all shown within the budget"
        );
    }

    fn sample(merged: u64) -> Sample {
        Sample {
            merged,
            wall: Some(0.0),
            tree: 0,
            node: 0,
            job: merged,
            status: "unknown".into(),
            nodes: 1,
            pn: 1,
            dn: 1,
        }
    }

    /// A sample written before its time was kept reads with none, and one with a time keeps it.
    #[test]
    fn a_sample_without_its_time_still_reads() {
        let old =
            r#"{"merged":3,"tree":0,"node":2,"job":3,"status":"unknown","nodes":9,"pn":4,"dn":5}"#;
        let s: Sample = serde_json::from_str(old).unwrap();
        assert_eq!((s.merged, s.wall, s.pn), (3, None, 4));
        let timed = Sample {
            wall: Some(1.5),
            ..s
        };
        let text = serde_json::to_string(&timed).unwrap();
        assert!(text.contains(r#""wall":1.5"#), "{text}");
        assert_eq!(serde_json::from_str::<Sample>(&text).unwrap(), timed);
    }

    #[test]
    fn a_thinned_history_is_evenly_spaced_and_keeps_the_first_and_last() {
        let h: Vec<Sample> = (1..=1001).map(sample).collect();
        let t = thinned(&h, 11);
        let merged: Vec<u64> = t.iter().map(|s| s.merged).collect();
        assert_eq!(merged, (0..11).map(|i| 1 + i * 100).collect::<Vec<_>>());
        assert_eq!(thinned(&h[..5], 11).len(), 5, "a short history whole");
    }
}
