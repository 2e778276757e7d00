//! Which enhancements a search uses, and its resource limits. Every switch is independent.

pub use super::question::Question;
use serde::{Deserialize, Serialize};

/// How an inner node's proof and disproof numbers combine its sons' (thesis 2.1.4, 2.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Rule {
    /// Allis: OR pn = min pn, dn = Σ dn; AND dn = min dn, pn = Σ pn.
    Standard,
    /// Weak PN-search: the sum is replaced by `max + (k − 1)`, k the number of sons listed.
    Weak,
    /// Source node detection (Kishimoto 2010): the sum, except that sons whose summed number is
    /// the number of one shared son of theirs count once, by their maximum (`docs/algorithms.md`).
    Snda,
}

/// What happens to parallel edges: several sons of one node that are the same (normalised) position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum ParallelEdges {
    /// Every move keeps its own entry in the son list, duplicates included.
    Keep,
    /// Duplicates are merged at the root only (what the thesis's program does).
    MergeAtRoot,
    /// Duplicates are merged at every node (thesis 3.1.3).
    Merge,
}

/// Where `selectMostProving` starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum Selection {
    /// From the root every iteration (Allis, Table 2.2).
    FromRoot,
    /// From the highest node of the current path that the last update visited (thesis 3.1.8).
    /// Combined with the level update of all parents it selects the same node as `FromRoot`.
    LastChanged,
}

/// When the "no free winning set" rule (thesis 2.2.5) is applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "kebab-case")]
pub enum FreeWinningSet {
    /// Never.
    Off,
    /// When an OR node is developed (the thesis's program: "postponed testing").
    AtDevelopment,
    /// When a son is created: a son where the first player owns no free winning set is lost at once.
    AtCreation,
}

/// How a new unknown leaf's proof and disproof numbers start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum LeafInit {
    /// 1 and 1 (Allis, thesis Table 2.3): every figure of the thesis is measured this way.
    Unit,
    /// From the game's winning sets (df-pn+ style, Nagai): see `Game::leaf_numbers`.
    Heuristic,
}

/// Which search algorithm runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Algorithm {
    /// Best-first PN-search (Allis; thesis Tables 2.1–2.5).
    Pns,
    /// Depth-first PN-search with thresholds (Nagai; thesis 2.2.1).
    Dfpn,
    /// Proof-set search (Müller 2003): proof and disproof sets instead of numbers; small games.
    Pss,
    /// PN² (Allis): each new leaf is evaluated by a bounded second-level PN-search.
    Pn2,
}

impl Algorithm {
    /// Every algorithm, in the order the CLI lists them.
    pub const ALL: [Algorithm; 4] = [
        Algorithm::Pns,
        Algorithm::Dfpn,
        Algorithm::Pss,
        Algorithm::Pn2,
    ];

    /// The name used in configurations.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Pns => "pns",
            Algorithm::Dfpn => "dfpn",
            Algorithm::Pss => "pss",
            Algorithm::Pn2 => "pn2",
        }
    }
}

/// The enhancements of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Options {
    /// Join equal normalised positions into one node: a DAG through a transposition table (2.2.2).
    /// When false the search builds a tree and stores positions as played.
    pub transpositions: bool,
    /// Standard or weak proof numbers.
    pub rule: Rule,
    /// Move disproved sons of OR nodes and proved sons of AND nodes out of the son list (3.1.2).
    pub delete_solved_sons: bool,
    /// Parallel edges: keep, merge at the root, merge everywhere (3.1.3).
    pub parallel_edges: ParallelEdges,
    /// Where selection starts.
    pub selection: Selection,
    /// The "no free winning set" rule.
    pub free_winning_set: FreeWinningSet,
    /// When the player to move can win at once, develop only that move; otherwise, when the
    /// opponent threatens to win, develop only the replies that block (or all lose).
    pub forced_replies: bool,
    /// Order sons by the game's heuristic score, best first (4.2.4); otherwise move order.
    pub order_sons: bool,
    /// Numbers of a new unknown leaf: 1/1 or the game's heuristic.
    pub leaf_init: LeafInit,
    /// Thesis 3.1.4: a node's first development evaluates its sons for their numbers and keeps
    /// none of them; they are created for good when the node is selected again.
    pub lazy_sons: bool,
    /// The statement the search proves: "does the first player win?" (the thesis's) or "does the
    /// first player avoid losing?". A whole solve asks one or both (`config::Config::build`).
    pub question: Question,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            transpositions: true,
            rule: Rule::Standard,
            delete_solved_sons: true,
            parallel_edges: ParallelEdges::MergeAtRoot,
            selection: Selection::LastChanged,
            free_winning_set: FreeWinningSet::Off,
            forced_replies: false,
            order_sons: false,
            leaf_init: LeafInit::Unit,
            lazy_sons: false,
            question: Question::FirstWins,
        }
    }
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
    /// Proof-set search: more node ids in all its sets together than it keeps (`pss::HELD`).
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
                super::pss::HELD
            ),
        }
    }
}

/// How df-pn bounds the son it enters by the number it chose it for (pn at an OR node, dn at
/// an AND node); `docs/algorithms.md` compares the two.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum ThresholdRule {
    /// Nagai (the tutorial's outline): min(th, pn₂ + 1), pn₂ the best number among the other
    /// sons, a tie included. An iteration develops one node.
    #[default]
    Nagai,
    /// The thesis's program (4.2.6, Table 4.5): min(th, pn₂) with no + 1, where pn₂ counts only
    /// sons strictly worse than one to their left, so a tie with the best never bounds the son.
    /// An iteration is one descent step: it enters one son and develops it if it is new.
    Thesis,
}

/// Df-pn's parameters: the threshold rule and the transposition table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct DfpnParams {
    /// 0: a son's threshold is pn₂ + 1 (Nagai). ε > 0: ⌈pn₂·(1+ε)⌉, at least pn₂ + 1
    /// (Pawlewicz & Lew's 1+ε trick). Not used by the thesis's threshold rule.
    pub epsilon: f64,
    /// Nagai's threshold rule or the thesis program's.
    pub threshold_rule: ThresholdRule,
    /// Most entries the transposition table holds; unbounded when absent.
    pub tt_size: Option<u64>,
    /// Replacement: evict unsolved entries before solved ones (thesis 3.1.6, rule 2).
    pub keep_solved: bool,
    /// Replacement: evict undeveloped entries before developed ones (thesis 3.1.6, rule 4).
    pub leaves_first: bool,
    /// Replacement: evict entries with few parents before those with many (thesis 3.1.6, rule 3).
    pub keep_shared: bool,
}

/// PN²'s second level: how many nodes each inner search may create.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Pn2Params {
    /// A fixed budget; with `fraction` it caps the budget.
    pub limit: Option<u64>,
    /// Allis's choice, a budget that grows with the first level: ⌈fraction × first-level
    /// nodes⌉. When neither is given the fraction is 1 (the first level's size).
    pub fraction: Option<f64>,
}

impl Pn2Params {
    /// The budget of an inner search when the first level holds `outer_nodes` nodes.
    pub fn budget(&self, outer_nodes: u64) -> u64 {
        let grown = |f: f64| ((f * outer_nodes as f64).ceil() as u64).max(1);
        match (self.limit, self.fraction) {
            (Some(l), None) => l,
            (l, f) => grown(f.unwrap_or(1.0)).min(l.unwrap_or(u64::MAX)),
        }
    }
}
