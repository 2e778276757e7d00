//! Overcounting on a DAG, measured at one node: the numbers each rule gives the node's current
//! sub-DAG, beside the true sizes of its smallest proof and disproof sets.
//!
//! Every rule is recomputed from the leaves of the sub-DAG (the nodes reachable over listed
//! sons), whichever rule the search itself uses: an open leaf is (1, 1), a solved node keeps its
//! value's numbers, an open developed node combines its listed sons. The exact sizes come from a
//! dynamic programme carrying, at every node, all inclusion-minimal proof sets (sets of open
//! leaves; an OR node's are its sons', an AND node's the unions of one set per son). That is
//! exponential in general (the tutorial: computing them is NP-hard), so it is bounded and answers
//! `None` past [`MAX_LEAVES`] leaves, [`MAX_FAMILY`] sets at a node or [`MAX_WORK`] set unions.
//!
//! Theory, for the same sub-DAG: exact ≤ SNDA ≤ standard for both numbers. SNDA ≤ standard
//! because it replaces sums by maxima of parts of them. exact ≤ SNDA because sons grouped by
//! SNDA take their number from one shared son whose smallest proof set proves them all. Weak
//! numbers are ordered with neither: max + (k − 1) undercounts disjoint sons and overcounts
//! sons that share their source (tests/integration/overcount.rs shows both).

use super::node::NodeId;
use super::numbers::{combine, combine_sourced, Kind, Rule, Value, INF};
use super::snapshot::Snapshot;
use super::solver::Solver;
use serde::Serialize;

/// Most open leaves for the exact sizes (a set is a 128-bit mask of leaves).
pub const MAX_LEAVES: usize = 128;
/// Most inclusion-minimal sets kept at one node for the exact sizes.
pub const MAX_FAMILY: usize = 64;
/// Most set unions for the exact sizes.
pub const MAX_WORK: u64 = 4_000_000;

/// A proof and a disproof number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Numbers {
    /// Proof number.
    pub pn: u32,
    /// Disproof number.
    pub dn: u32,
}

/// What each rule makes of one node's sub-DAG.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleComparison {
    /// The node.
    pub node: NodeId,
    /// The numbers the search holds (its own rule; df-pn's may be out of date, proof-set
    /// search's are set sizes).
    pub stored: Numbers,
    /// Allis's sums, recomputed over the sub-DAG.
    pub standard: Numbers,
    /// Weak PN-search's max + (k − 1), recomputed.
    pub weak: Numbers,
    /// SNDA, recomputed.
    pub snda: Numbers,
    /// The size of the smallest proof set ([`INF`] when none exists), `None` when too large to
    /// compute.
    pub min_proof: Option<u32>,
    /// The size of the smallest disproof set, likewise.
    pub min_disproof: Option<u32>,
    /// Nodes in the sub-DAG, the node included.
    pub sub_dag_nodes: u32,
    /// Open leaves in the sub-DAG.
    pub leaves: u32,
}

/// Compares the rules at `node` of a search's current DAG. Errors name a bad id and the range.
pub fn compare_rules(solver: &dyn Solver, node: NodeId) -> Result<RuleComparison, String> {
    let count = solver.node_count();
    if node as usize >= count {
        return Err(format!("node id {node} is out of range: 0 <= id < {count}"));
    }
    compare_snapshot(&solver.snapshot(), node)
}

/// [`compare_rules`] on a snapshot of a DAG.
pub fn compare_snapshot(s: &Snapshot, node: NodeId) -> Result<RuleComparison, String> {
    let count = s.level.len();
    if node as usize >= count {
        return Err(format!("node id {node} is out of range: 0 <= id < {count}"));
    }
    let sub = SubDag::new(s, node);
    let standard = sub.numbers(Rule::Standard);
    let weak = sub.numbers(Rule::Weak);
    let snda = sub.numbers(Rule::Snda);
    let at = |v: &[(u32, u32)]| {
        let (pn, dn) = v[0];
        Numbers { pn, dn }
    };
    Ok(RuleComparison {
        node,
        stored: Numbers {
            pn: s.pn[node as usize],
            dn: s.dn[node as usize],
        },
        standard: at(&standard),
        weak: at(&weak),
        snda: at(&snda),
        min_proof: sub.min_set(true),
        min_disproof: sub.min_set(false),
        sub_dag_nodes: sub.ids.len() as u32,
        leaves: (0..sub.ids.len()).filter(|&i| sub.is_leaf(i)).count() as u32,
    })
}

/// The sub-DAG below a node, in local indices: index 0 is the node, and every son has a larger
/// index than its parents (sorted by level), so one backward pass computes everything.
struct SubDag<'a> {
    s: &'a Snapshot,
    /// Global ids by local index.
    ids: Vec<NodeId>,
    /// Listed sons of each local node, as local indices, in list order.
    sons: Vec<Vec<usize>>,
}

impl<'a> SubDag<'a> {
    fn new(s: &'a Snapshot, root: NodeId) -> SubDag<'a> {
        let n = s.level.len();
        let mut listed: Vec<Vec<NodeId>> = vec![Vec::new(); n];
        for e in 0..s.edge_parent.len() {
            if s.edge_listed[e] == 1 {
                listed[s.edge_parent[e] as usize].push(s.edge_son[e]);
            }
        }
        let mut seen = vec![false; n];
        let mut ids = vec![root];
        seen[root as usize] = true;
        let mut i = 0;
        while i < ids.len() {
            let id = ids[i];
            if s.expanded[id as usize] == 1 && s.value[id as usize] == 0 {
                for &son in &listed[id as usize] {
                    if !std::mem::replace(&mut seen[son as usize], true) {
                        ids.push(son);
                    }
                }
            }
            i += 1;
        }
        // Edges go one level down, so sorting by level (stable: the node stays first) is a
        // topological order.
        ids.sort_by_key(|&id| s.level[id as usize]);
        let mut local = vec![usize::MAX; n];
        for (i, &id) in ids.iter().enumerate() {
            local[id as usize] = i;
        }
        let sons = ids
            .iter()
            .map(|&id| {
                if s.expanded[id as usize] == 1 && s.value[id as usize] == 0 {
                    listed[id as usize]
                        .iter()
                        .map(|&c| local[c as usize])
                        .collect()
                } else {
                    Vec::new()
                }
            })
            .collect();
        SubDag { s, ids, sons }
    }

    fn value(&self, i: usize) -> Value {
        match self.s.value[self.ids[i] as usize] {
            1 => Value::Proved,
            2 => Value::Disproved,
            _ => Value::Unknown,
        }
    }

    fn kind(&self, i: usize) -> Kind {
        if self.s.kind[self.ids[i] as usize] == 0 {
            Kind::Or
        } else {
            Kind::And
        }
    }

    /// An open node that was not developed (or was evicted): a leaf of every proof set.
    fn is_leaf(&self, i: usize) -> bool {
        self.value(i) == Value::Unknown && self.s.expanded[self.ids[i] as usize] == 0
    }

    fn is_inner(&self, i: usize) -> bool {
        self.value(i) == Value::Unknown && !self.is_leaf(i)
    }

    /// Every node's numbers under `rule`, by local index.
    fn numbers(&self, rule: Rule) -> Vec<(u32, u32)> {
        let mut out = vec![(0, 0); self.ids.len()];
        for i in (0..self.ids.len()).rev() {
            out[i] = if !self.is_inner(i) {
                super::numbers::leaf(self.value(i))
            } else if rule == Rule::Snda {
                let sons = self.sons[i].iter().map(|&c| {
                    let key = self.source(c, &out).map_or(c as u32, |g| g as u32);
                    (out[c].0, out[c].1, key)
                });
                combine_sourced(self.kind(i), rule, sons)
            } else {
                combine(self.kind(i), rule, self.sons[i].iter().map(|&c| out[c]))
            };
        }
        out
    }

    /// SNDA's source of a node, as [`super::develop::source_of`] finds it.
    fn source(&self, i: usize, nums: &[(u32, u32)]) -> Option<usize> {
        if !self.is_inner(i) {
            return None;
        }
        let kind = self.kind(i);
        let target = kind.mover(nums[i]);
        self.sons[i]
            .iter()
            .copied()
            .find(|&c| kind.mover(nums[c]) == target)
    }

    /// The size of the smallest proof (`proof`) or disproof set of the node, [`INF`] if none
    /// exists, `None` when too large to compute.
    fn min_set(&self, proof: bool) -> Option<u32> {
        let mut bit = vec![0u128; self.ids.len()];
        let mut leaves = 0;
        for (i, b) in bit.iter_mut().enumerate() {
            if self.is_leaf(i) {
                if leaves == MAX_LEAVES {
                    return None;
                }
                *b = 1 << leaves;
                leaves += 1;
            }
        }
        // At an OR node a proof needs one son (a disproof every son); at an AND node the reverse.
        let one_son = |i: usize| (self.kind(i) == Kind::Or) == proof;
        let goal = if proof {
            Value::Proved
        } else {
            Value::Disproved
        };
        let mut work = 0u64;
        let mut fam: Vec<Vec<u128>> = vec![Vec::new(); self.ids.len()];
        for i in (0..self.ids.len()).rev() {
            fam[i] = if self.is_leaf(i) {
                vec![bit[i]]
            } else if !self.is_inner(i) {
                if self.value(i) == goal {
                    vec![0]
                } else {
                    Vec::new()
                }
            } else if one_son(i) {
                let all: Vec<u128> = self.sons[i].iter().flat_map(|&c| fam[c].clone()).collect();
                minimal(all)
            } else {
                let mut acc = vec![0u128];
                for &c in &self.sons[i] {
                    work += (acc.len() * fam[c].len()) as u64;
                    if work > MAX_WORK {
                        return None;
                    }
                    let next = acc
                        .iter()
                        .flat_map(|a| fam[c].iter().map(move |b| a | b))
                        .collect();
                    acc = minimal(next);
                    if acc.len() > MAX_FAMILY {
                        return None;
                    }
                    if acc.is_empty() {
                        break;
                    }
                }
                acc
            };
            if fam[i].len() > MAX_FAMILY {
                return None;
            }
        }
        Some(fam[0].iter().map(|s| s.count_ones()).min().unwrap_or(INF))
    }
}

/// The inclusion-minimal sets of a family, without duplicates, smallest first.
fn minimal(mut sets: Vec<u128>) -> Vec<u128> {
    sets.sort_unstable_by_key(|&s| (s.count_ones(), s));
    sets.dedup();
    let mut out: Vec<u128> = Vec::new();
    for s in sets {
        // m ⊆ s: s is not minimal.
        if !out.iter().any(|&m| m & !s == 0) {
            out.push(s);
        }
    }
    out
}
