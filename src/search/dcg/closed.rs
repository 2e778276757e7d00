//! The closed set that establishes the may-repeat answer of a cyclic search ([`super::Dcg`]).
//!
//! Start from every developed, unsolved node and remove, until none is left to remove, a node
//! that breaks the rule: where the may-repeat side moves it needs a son that is kept or solved
//! its way; where the other side moves, every son must be. An undeveloped son, or one solved
//! the other way, is never good. What is kept, the may-repeat side can hold: it can stay among
//! those positions for ever (a repetition, a draw) or reach a good end, whatever the other side
//! plays; so every kept node is solved with the may-repeat answer.
//!
//! It runs when the DAG is at its largest, so its scratch is bounded by the DAG's size and
//! counted against the memory limit ([`SCRATCH_PER_NODE`]): a mark a node, and a worklist that
//! holds a node at most once, allocated once at the size of the first candidates.

use super::super::dag::Dag;
use super::super::node::NodeId;
use super::super::numbers::{Kind, Value};

/// A node's mark: removed (or never a candidate).
const OUT: u8 = 0;
/// Kept, and not on the worklist.
const KEPT: u8 = 1;
/// Kept, and on the worklist.
const QUEUED: u8 = 2;

/// The most bytes [`closed_set`] allocates per node of the DAG: the marks, and the worklist.
pub const SCRATCH_PER_NODE: usize = std::mem::size_of::<u8>() + std::mem::size_of::<NodeId>();

/// Per node, whether the closed set keeps it, for the answer `value` of the side that moves at
/// nodes of kind `kind`.
pub fn closed_set<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    value: Value,
    kind: Kind,
) -> Vec<bool> {
    let n = dag.len();
    let open = |id: NodeId| {
        let node = dag.node(id);
        node.expanded && !node.decided && node.value == Value::Unknown
    };
    let mut mark: Vec<u8> = (0..n as NodeId)
        .map(|id| if open(id) { QUEUED } else { OUT })
        .collect();
    let good = |mark: &[u8], s: NodeId| mark[s as usize] != OUT || dag.value(s) == value;
    let holds = |mark: &[u8], id: NodeId| {
        let mut sons = dag.all_sons(id).iter();
        if dag.kind(id) == kind {
            sons.any(|&s| good(mark, s))
        } else {
            sons.all(|&s| good(mark, s))
        }
    };
    // Every node is queued at most once at a time, so the worklist never outgrows its start.
    let mut work: Vec<NodeId> = Vec::with_capacity(mark.iter().filter(|&&m| m == QUEUED).count());
    work.extend((0..n as NodeId).filter(|&id| mark[id as usize] == QUEUED));
    while let Some(id) = work.pop() {
        mark[id as usize] = KEPT;
        if holds(&mark, id) {
            continue;
        }
        mark[id as usize] = OUT;
        for p in dag.parents(id) {
            if mark[p as usize] == KEPT {
                mark[p as usize] = QUEUED;
                work.push(p);
            }
        }
    }
    drop(work);
    // Collected in place: the marks' allocation becomes the answer's.
    mark.into_iter().map(|m| m != OUT).collect()
}
