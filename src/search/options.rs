//! Which enhancements a search uses, and its resource limits. Every switch is independent.

use super::numbers::Rule;
use super::question::Question;
use super::setting::{Decl, OptionKind, Section};
use super::status::Bound;
use serde::{Deserialize, Serialize};

crate::named! {
    /// What happens to parallel edges: several sons of one node that are the same (normalised)
    /// position.
    pub enum ParallelEdges {
        /// Every move keeps its own entry in the son list, duplicates included.
        Keep = "keep",
        /// Duplicates are merged at the root only (what the thesis's program does).
        MergeAtRoot = "merge-at-root",
        /// Duplicates are merged at every node (thesis 3.1.3).
        Merge = "merge",
    }
}

crate::named! {
    /// Where `selectMostProving` starts.
    pub enum Selection {
        /// From the root every iteration (Allis, Table 2.2).
        FromRoot = "from-root",
        /// From the highest node of the current path that the last update visited (thesis
        /// 3.1.8). Combined with the level update of all parents it selects the same node as
        /// `FromRoot`.
        LastChanged = "last-changed",
    }
}

crate::named! {
    /// When the "no free winning set" rule (thesis 2.2.5) is applied.
    pub enum FreeWinningSet {
        /// Never.
        Off = "off",
        /// When an OR node is developed (the thesis's program: "postponed testing").
        AtDevelopment = "at-development",
        /// When a son is created: a son where the first player owns no free winning set is lost
        /// at once.
        AtCreation = "at-creation",
    }
}

crate::named! {
    /// How a new unknown leaf's proof and disproof numbers start.
    pub enum LeafInit {
        /// 1 and 1 (Allis, thesis Table 2.3): every figure of the thesis is measured this way.
        Unit = "unit",
        /// From the game's winning sets (df-pn+ style, Nagai): see `Game::leaf_numbers`.
        Heuristic = "heuristic",
    }
}

crate::named! {
    /// How a search that takes games whose positions repeat (`dcg`) counts a position met again
    /// on the path it is developing.
    pub enum Repetition {
        /// Never on the spot: values are the positions' own (`docs/algorithms.md`).
        Exact = "exact",
        /// The naive transposition table, for teaching: a son on the current path counts as a
        /// draw for the node being developed, and what that gives is stored as the node's value.
        /// It proves false things (the graph-history interaction).
        Naive = "naive",
    }
}

/// Writes the options from their rows: [`Options`] and its `Default`, [`OptionOverrides`] (each
/// option given or not, as a configuration's `options` reads them), [`OptionOverrides::apply`] and
/// [`OPTIONS`], the options' rows of the table of settings. A row is the option's doc, its key in
/// configurations, its field, type and default, its line of help, and the settings table's
/// modifiers (`.on_sets()`, `.off(…)`); the value's kind comes from the type ([`OptionKind`]).
/// The fields after `fixed:` are set by the solve, never by a configuration.
macro_rules! options {
    (
        $($(#[doc = $doc:literal])* $key:literal $field:ident: $ty:ty = $default:expr,
            $help:literal $(.$m:ident($($arg:expr),*))*;)*
        fixed: $($(#[doc = $fdoc:literal])* $ffield:ident: $fty:ty = $fdefault:expr;)*
    ) => {
        /// The enhancements of one search.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(rename_all = "camelCase", default)]
        pub struct Options {
            $($(#[doc = $doc])* #[serde(rename = $key)] pub $field: $ty,)*
            $($(#[doc = $fdoc])* pub $ffield: $fty,)*
        }

        impl Default for Options {
            fn default() -> Self {
                Options {
                    $($field: $default,)*
                    $($ffield: $fdefault,)*
                }
            }
        }

        /// Individual options; each one set overrides the preset.
        #[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
        #[serde(default, deny_unknown_fields)]
        pub struct OptionOverrides {
            $(#[doc = concat!("See [`Options::", stringify!($field), "`].")]
            #[serde(rename = $key)]
            pub $field: Option<$ty>,)*
        }

        impl OptionOverrides {
            /// `base` with these overrides applied.
            pub fn apply(&self, base: Options) -> Options {
                Options {
                    $($field: self.$field.unwrap_or(base.$field),)*
                    $($ffield: base.$ffield,)*
                }
            }
        }

        /// The options' rows of the table of settings (`config::settings`), in the order the
        /// page and `--help` list them.
        pub const OPTIONS: &[Decl] = &[
            $(Decl::new(Section::Options, $key, <$ty as OptionKind>::KIND, $help)$(.$m($($arg),*))*,)*
        ];
    };
}

options! {
    /// Join equal normalised positions into one node: a DAG through a transposition table (2.2.2).
    /// When false the search builds a tree and stores positions as played.
    "transpositions" transpositions: bool = true,
        "Join transpositions into a DAG (true) or build a tree (false)";
    /// Standard or weak proof numbers.
    "rule" rule: Rule = Rule::Standard, "The proof-number rule";
    /// Move disproved sons of OR nodes and proved sons of AND nodes out of the son list (3.1.2).
    "deleteSolvedSons" delete_solved_sons: bool = true, "Delete solved sons from son lists";
    /// Parallel edges: keep, merge at the root, merge everywhere (3.1.3).
    "parallelEdges" parallel_edges: ParallelEdges = ParallelEdges::MergeAtRoot,
        "Parallel edges: kept, merged at the root, or merged everywhere";
    /// Where selection starts.
    "selection" selection: Selection = Selection::LastChanged,
        "Where selection starts: the root, or the last node whose numbers changed";
    /// The "no free winning set" rule.
    "freeWinningSet" free_winning_set: FreeWinningSet = FreeWinningSet::Off,
        "The \"no free winning set\" rule".on_sets().off("off");
    /// When the player to move can win at once, develop only that move; otherwise, when the
    /// opponent threatens to win, develop only the replies that block (or all lose).
    "forcedReplies" forced_replies: bool = false,
        "Develop only forced replies to immediate wins and threats".on_sets().off("false");
    /// Order sons by the game's heuristic score, best first (4.2.4); otherwise move order.
    "orderSons" order_sons: bool = false, "Order sons by the game's heuristic";
    /// Numbers of a new unknown leaf: 1/1 or the game's heuristic.
    "leafInit" leaf_init: LeafInit = LeafInit::Unit,
        "Numbers of a new leaf: unit (1/1) or heuristic (from the winning sets)"
        .on_sets().off("unit");
    /// Thesis 3.1.4: a node's first development evaluates its sons for their numbers and keeps
    /// none of them; they are created for good when the node is selected again.
    "lazySons" lazy_sons: bool = false,
        "Thesis 3.1.4: keep no son at a node's first development".off("false");
    /// How `dcg` counts a repetition: exactly, or as the naive table does (for teaching).
    "repetition" repetition: Repetition = Repetition::Exact,
        "How dcg counts a position met again on the path: exact (the positions' own values), or naive (a draw on the spot, stored: wrong, for teaching)"
        .off("exact");
    fixed:
    /// The statement the search proves: "does the first player win?" (the thesis's) or "does the
    /// first player avoid losing?". A whole solve asks one or both (`config::Config::build`).
    question: Question = Question::FirstWins;
}

crate::named! {
    /// How df-pn bounds the son it enters by the number it chose it for (pn at an OR node, dn at
    /// an AND node); `docs/algorithms.md` compares the two.
    #[derive(Default)]
    pub enum ThresholdRule {
        /// Nagai (the tutorial's outline): min(th, pn₂ + 1), pn₂ the best number among the other
        /// sons, a tie included. An iteration develops one node.
        #[default]
        Nagai = "nagai",
        /// The thesis's program (4.2.6, Table 4.5): min(th, pn₂) with no + 1, where pn₂ counts only
        /// sons strictly worse than one to their left, so a tie with the best never bounds the son.
        /// An iteration is one descent step: it enters one son and develops it if it is new.
        Thesis = "thesis",
    }
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

/// The largest proof or disproof set of proof-set search when `maxSetSize` is absent.
pub const DEFAULT_MAX_SET_SIZE: u64 = 20_000;

/// Parameters of the algorithms other than PN-search; each applies to the algorithms named.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default, deny_unknown_fields)]
pub struct AlgorithmParams {
    /// dfpn: the 1+ε threshold rule; 0 (the default) is Nagai's +1.
    pub epsilon: Option<f64>,
    /// dfpn: most entries of the transposition table (unbounded when absent).
    pub tt_size: Option<u64>,
    /// dfpn: replacement evicts unsolved entries first (thesis 3.1.6).
    pub keep_solved: Option<bool>,
    /// dfpn: replacement evicts undeveloped entries first (thesis 3.1.6).
    pub leaves_first: Option<bool>,
    /// dfpn: replacement evicts entries with few parents first (thesis 3.1.6).
    pub keep_shared: Option<bool>,
    /// dfpn: `nagai` (the default) or `thesis`, the thesis program's rule (Table 4.5).
    pub threshold_rule: Option<ThresholdRule>,
    /// pss: the largest proof or disproof set before the search ends with "unknown"; 20000
    /// when absent.
    pub max_set_size: Option<u64>,
    /// pn2: nodes each second-level search may create.
    pub pn2_limit: Option<u64>,
    /// pn2: the budget as a fraction of the first level's nodes (Allis: 1, the default).
    pub pn2_fraction: Option<f64>,
}

impl AlgorithmParams {
    /// The one rule between two parameters (each one's range and algorithm are checked from
    /// the table, `config::settings::check`).
    pub fn check_together(&self) -> Result<(), String> {
        if self.threshold_rule == Some(ThresholdRule::Thesis) && self.epsilon.is_some() {
            let why = "the thesis's rule has no + 1 for ε to scale";
            return Err(format!(
                "params.epsilon does not apply to params.thresholdRule \"thesis\": {why}"
            ));
        }
        Ok(())
    }

    /// PN²'s parameters.
    pub fn pn2(&self) -> Pn2Params {
        Pn2Params {
            limit: self.pn2_limit,
            fraction: self.pn2_fraction,
        }
    }

    /// Why an algorithm's own bound ended a search, in words with the parameter that set it.
    pub fn bound_words(&self, bound: Bound) -> String {
        bound.words(match bound {
            Bound::Table => self.tt_size,
            Bound::SetSize => Some(self.max_set_size.unwrap_or(DEFAULT_MAX_SET_SIZE)),
            Bound::Guard | Bound::SetsHeld => None,
        })
    }

    /// Df-pn's parameters, each absent one at its default.
    pub fn dfpn(&self) -> DfpnParams {
        DfpnParams {
            epsilon: self.epsilon.unwrap_or(0.0),
            tt_size: self.tt_size,
            keep_solved: self.keep_solved.unwrap_or(false),
            leaves_first: self.leaves_first.unwrap_or(false),
            keep_shared: self.keep_shared.unwrap_or(false),
            threshold_rule: self.threshold_rule.unwrap_or_default(),
        }
    }
}

impl From<DfpnParams> for AlgorithmParams {
    /// Every df-pn parameter given, the others absent.
    fn from(p: DfpnParams) -> Self {
        AlgorithmParams {
            epsilon: Some(p.epsilon),
            tt_size: p.tt_size,
            keep_solved: Some(p.keep_solved),
            leaves_first: Some(p.leaves_first),
            keep_shared: Some(p.keep_shared),
            threshold_rule: Some(p.threshold_rule),
            ..AlgorithmParams::default()
        }
    }
}

impl From<Pn2Params> for AlgorithmParams {
    /// PN²'s parameters, the others absent.
    fn from(p: Pn2Params) -> Self {
        AlgorithmParams {
            pn2_limit: p.limit,
            pn2_fraction: p.fraction,
            ..AlgorithmParams::default()
        }
    }
}
