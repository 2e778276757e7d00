//! Where a search stands and what may stop it: the status, the resource limits, and which
//! limit or algorithm's own bound ended a search. Every algorithm and every caller speaks these.

use serde::{Deserialize, Serialize};

/// Where a search stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// The root is not solved and no limit was reached.
    Running,
    /// The root is solved.
    Solved,
    /// A resource limit ended the search: the result is unknown.
    LimitReached,
}

/// Resource limits. A search that reaches one stops with the result "unknown".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct Limits {
    /// Stop before creating more than this many nodes (the root not counted).
    pub max_nodes: Option<u64>,
    /// Stop after this many iterations.
    pub max_iterations: Option<u64>,
    /// Stop before the search's memory (its DAG and side tables, counted as allocated, at the
    /// peak of the next growth) would pass this many bytes.
    pub max_bytes: Option<u64>,
    /// Bytes per node and per edge that something outside the search needs for its DAG,
    /// counted against `max_bytes` with the search's own: the browser's view of the DAG (the
    /// whole snapshot it sends and the base its deltas are computed from, at their peak; see
    /// `src/wasm/view.rs`). Not part of a configuration: the wasm handle sets it, and it is
    /// zero everywhere else.
    #[serde(skip)]
    pub view: [u32; 2],
    /// Bytes per iteration that the caller keeps beside the search, counted against
    /// `max_bytes` with the search's own: the session's history of the root's numbers (an
    /// 8-byte entry an iteration, at the peak of its doubling: `src/session/mod.rs`). Without
    /// it a long run that creates few nodes (df-pn under a small `ttSize`) would grow the
    /// history past any budget. Not part of a configuration: the session sets it, and it is
    /// zero everywhere else.
    #[serde(skip)]
    pub history: u32,
}

impl Limits {
    /// The bytes the view of `nodes` nodes and `edges` edges is counted at.
    pub fn view_bytes(&self, nodes: usize, edges: usize) -> u64 {
        self.view[0] as u64 * nodes as u64 + self.view[1] as u64 * edges as u64
    }

    /// The bytes the history is counted at while the iteration after `iterations` runs (its
    /// entry, and entry 0 from before the first).
    pub fn history_bytes(&self, iterations: u64) -> u64 {
        self.history as u64 * (iterations + 2)
    }
}

/// Which resource ended a search with the result "unknown".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Limit {
    /// `limits.maxNodes`.
    Nodes,
    /// `limits.maxIterations`.
    Iterations,
    /// `limits.maxBytes`, or an allocation the system refused.
    Memory,
    /// An algorithm's own bound (proof-set search's largest set, df-pn's table or its guard);
    /// natively `Stats::bound` says which.
    Algorithm,
    /// The caller's time bound (the CLI's `--max-time`); the search itself keeps no clock.
    Time,
}

/// Which of an algorithm's own bounds ended a search with [`Limit::Algorithm`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Bound {
    /// Df-pn: `ttSize` is too small. Either every entry of the transposition table is one it
    /// may not evict (a node on the stack, or a son of the node it develops) and a new one does
    /// not fit, or it evicted a thousand times its size, re-creating the same nodes over and
    /// over (thesis 3.1.6).
    #[serde(rename = "table-too-small")]
    Table,
    /// Df-pn: fifty million moves of its stack without a development (a guard against a bug).
    Guard,
    /// Proof-set search: a proof or disproof set larger than `maxSetSize`.
    SetSize,
    /// Proof-set search: more node ids in all its sets together than it keeps ([`HELD`]).
    SetsHeld,
}

impl Bound {
    /// In words, with the value of the parameter that sets it (`ttSize`, `maxSetSize`) when
    /// known.
    pub fn words(self, size: Option<u64>) -> String {
        let size = size.map_or(String::new(), |n| n.to_string());
        match self {
            Bound::Table => format!("transposition table too small, ttSize {size}"),
            Bound::Guard => "df-pn's guard, 50,000,000 moves without a development".into(),
            Bound::SetSize => format!("proof or disproof set larger than maxSetSize {size}"),
            Bound::SetsHeld => format!(
                "proof and disproof sets holding more than {} node ids together",
                HELD
            ),
        }
    }
}

/// Most node ids proof-set search's sets may hold together (80 MB): past it the search ends
/// with "unknown" ([`Bound::SetsHeld`]).
pub const HELD: u64 = 20_000_000;
