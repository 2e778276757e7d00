//! What one iteration did: the record the browser animates. Only small, copyable data.

use super::node::NodeId;
use super::numbers::{Kind, Value};
use super::question::Question;
use serde::Serialize;

/// Why selection took a son.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// OR node: the leftmost son whose pn equals the node's (the minimum).
    MinPn,
    /// AND node: the leftmost son whose dn equals the node's (the minimum).
    MinDn,
}

/// One node of the selected path and the choice made there.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PathStep {
    /// The node.
    pub node: NodeId,
    /// OR or AND.
    pub kind: Kind,
    /// Its numbers when it was passed.
    pub pn: u32,
    /// Its disproof number when it was passed.
    pub dn: u32,
    /// Position of the chosen son in the son list.
    pub index: u32,
    /// The chosen son.
    pub son: NodeId,
    /// Why it was chosen.
    pub reason: Reason,
    /// How many sons shared the minimum (ties go to the leftmost).
    pub tied: u32,
}

impl PathStep {
    /// The step through `node` (with numbers `pn`, `dn`) to the son at `index`: an OR node
    /// takes the smallest pn, an AND node the smallest dn.
    pub fn through(
        node: NodeId,
        kind: Kind,
        (pn, dn): (u32, u32),
        index: u32,
        son: NodeId,
        tied: u32,
    ) -> PathStep {
        let reason = match kind {
            Kind::Or => Reason::MinPn,
            Kind::And => Reason::MinDn,
        };
        PathStep {
            node,
            kind,
            pn,
            dn,
            index,
            son,
            reason,
            tied,
        }
    }
}

/// A son produced by developing a node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SonRecord {
    /// The son's node.
    pub node: NodeId,
    /// The move, in the developed node's labels, as the game writes it.
    pub mv: String,
    /// True when the node was created now; false when it already existed (a transposition).
    pub created: bool,
    /// Its value when it was listed.
    pub value: Value,
    /// Its numbers when it was listed.
    pub pn: u32,
    /// Its disproof number when it was listed.
    pub dn: u32,
}

/// A node visited by the update, in update order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UpdateRecord {
    /// The node.
    pub node: NodeId,
    /// Its level.
    pub level: u32,
    /// Numbers before.
    pub old_pn: u32,
    /// Disproof number before.
    pub old_dn: u32,
    /// Numbers after.
    pub new_pn: u32,
    /// Disproof number after.
    pub new_dn: u32,
    /// False where the numbers did not change: the update stops there (parents not queued).
    pub changed: bool,
    /// Number of sons deleted as solved while recomputing.
    pub deleted_sons: u32,
}

/// Everything one iteration did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepRecord {
    /// The iteration number (1 for the first step).
    pub iteration: u64,
    /// The node selection started from (the root, or the last changed node of the path).
    pub started_at: NodeId,
    /// The path from the root to the most-proving node, with the choice at each node.
    pub path: Vec<PathStep>,
    /// The most-proving node that was developed.
    pub developed: NodeId,
    /// Its sons in list order.
    pub sons: Vec<SonRecord>,
    /// Set when the developed node was decided by the "no free winning set" rule.
    pub no_free_winning_set: bool,
    /// Every node the update visited, in order, with old and new numbers.
    pub updates: Vec<UpdateRecord>,
    /// The question this step's search proves; a solve that needs both asks "does the first
    /// player win?" first and starts a new search, with a new DAG, for the second.
    pub question: Question,
    /// Set on the first step of a search for a new question: node ids start again from the root.
    pub new_search: bool,
    /// The root's value after the step, for the step's question.
    pub root_value: Value,
    /// Whether the whole solve is done now: the game's result is known.
    pub solved: bool,
    /// What the algorithm records of its own, tagged with its name; none for most.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub extras: Option<Extras>,
}

/// An algorithm's own part of a step record, tagged `algorithm` with its name in the table of
/// algorithms: the page draws each with its own module (`www/view/algorithms/`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "algorithm")]
pub enum Extras {
    /// Df-pn.
    #[serde(rename = "dfpn")]
    Dfpn {
        /// Every node on the stack when the node was developed, root first, with the
        /// thresholds it was entered with.
        thresholds: Vec<ThresholdRecord>,
        /// The nodes left during this step, in order, and why.
        left: Vec<LeftRecord>,
    },
    /// PN².
    #[serde(rename = "pn2")]
    Pn2 {
        /// The second-level searches run to evaluate the new sons.
        inner: Vec<InnerRecord>,
    },
}

impl Extras {
    /// Df-pn's, empty.
    pub fn dfpn() -> Extras {
        Extras::Dfpn {
            thresholds: Vec::new(),
            left: Vec::new(),
        }
    }

    /// PN²'s, empty.
    pub fn pn2() -> Extras {
        Extras::Pn2 { inner: Vec::new() }
    }

    /// The nodes it names.
    pub fn nodes(&self) -> impl Iterator<Item = NodeId> + '_ {
        let (thresholds, left, inner): (&[ThresholdRecord], &[LeftRecord], &[InnerRecord]) =
            match self {
                Extras::Dfpn { thresholds, left } => (thresholds, left, &[]),
                Extras::Pn2 { inner } => (&[], &[], inner),
            };
        let t = thresholds.iter().map(|t| t.node);
        t.chain(left.iter().map(|l| l.node))
            .chain(inner.iter().map(|i| i.node))
    }
}

impl StepRecord {
    /// A record with nothing filled in yet.
    pub fn new() -> StepRecord {
        StepRecord {
            iteration: 0,
            started_at: 0,
            path: Vec::new(),
            developed: 0,
            sons: Vec::new(),
            no_free_winning_set: false,
            updates: Vec::new(),
            question: Question::FirstWins,
            new_search: false,
            root_value: Value::Unknown,
            solved: false,
            extras: None,
        }
    }

    /// Df-pn's thresholds, when the record has them.
    pub fn thresholds(&self) -> Option<&[ThresholdRecord]> {
        match &self.extras {
            Some(Extras::Dfpn { thresholds, .. }) => Some(thresholds),
            _ => None,
        }
    }

    /// The nodes df-pn left, when the record has them.
    pub fn left(&self) -> Option<&[LeftRecord]> {
        match &self.extras {
            Some(Extras::Dfpn { left, .. }) => Some(left),
            _ => None,
        }
    }

    /// PN²'s inner searches, when the record has them.
    pub fn inner(&self) -> Option<&[InnerRecord]> {
        match &self.extras {
            Some(Extras::Pn2 { inner }) => Some(inner),
            _ => None,
        }
    }
}

impl Default for StepRecord {
    fn default() -> Self {
        StepRecord::new()
    }
}

/// A node on df-pn's stack with its thresholds (tutorial, "Outline of Df-pn Algorithm").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ThresholdRecord {
    /// The node.
    pub node: NodeId,
    /// Proof-number threshold: the node is left when its pn reaches it.
    pub thpn: u32,
    /// Disproof-number threshold: the node is left when its dn reaches it.
    pub thdn: u32,
    /// The node's proof number when it was chosen.
    pub pn: u32,
    /// The node's disproof number when it was chosen.
    pub dn: u32,
    /// The best number among its siblings when it was chosen (pn₂ under an OR parent, dn₂ under
    /// an AND parent); absent for the root.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub second: Option<u32>,
}

/// Why df-pn left a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeftBecause {
    /// pn ≥ thpn.
    Pn,
    /// dn ≥ thdn.
    Dn,
    /// The node is proved.
    Proved,
    /// The node is disproved.
    Disproved,
}

/// A node df-pn left (returned to its parent from).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LeftRecord {
    /// The node.
    pub node: NodeId,
    /// Its proof number when left.
    pub pn: u32,
    /// Its disproof number when left.
    pub dn: u32,
    /// Its proof-number threshold.
    pub thpn: u32,
    /// Its disproof-number threshold.
    pub thdn: u32,
    /// Which bound was reached.
    pub because: LeftBecause,
}

/// One second-level search of PN².
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InnerRecord {
    /// The son it evaluated.
    pub node: NodeId,
    /// The most nodes it was allowed to create.
    pub limit: u64,
    /// Nodes the inner search created.
    pub nodes: u64,
    /// Iterations it ran.
    pub iterations: u64,
    /// `proved` (the first player wins from the son), `disproved` (he does not) or `unknown`
    /// (the limit ended it). Not "draw": a disproved position may be lost for him.
    pub result: &'static str,
    /// The numbers the son took from it.
    pub pn: u32,
    /// The disproof number the son took from it.
    pub dn: u32,
}
