//! The closed set that establishes the may-repeat answer of a cyclic search ([`super::Dcg`]).
//!
//! Start from every developed, unsolved node and remove, until none is left to remove, a node
//! that breaks the rule: where the may-repeat side moves it needs a son that is kept or solved
//! its way; where the other side moves, every son must be. An undeveloped son, or one solved
//! the other way, is never good. What is kept, the may-repeat side can hold: it can stay among
//! those positions for ever (a repetition, a draw) or reach a good end, whatever the other side
//! plays; so every kept node is solved with the may-repeat answer.

use super::super::dag::Dag;
use super::super::node::NodeId;
use super::super::numbers::{Kind, Value};

/// The nodes the closed set keeps, for the answer `value` of the side that moves at nodes of
/// kind `kind`.
pub fn closed_set<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    value: Value,
    kind: Kind,
) -> Vec<NodeId> {
    let n = dag.len();
    let open = |id: NodeId| {
        let node = dag.node(id);
        node.expanded && !node.decided && node.value == Value::Unknown
    };
    let mut kept: Vec<bool> = (0..n as NodeId).map(open).collect();
    let good = |kept: &[bool], s: NodeId| kept[s as usize] || dag.value(s) == value;
    let holds = |kept: &[bool], id: NodeId| {
        let mut sons = dag.all_sons(id).iter();
        if dag.kind(id) == kind {
            sons.any(|&s| good(kept, s))
        } else {
            sons.all(|&s| good(kept, s))
        }
    };
    let mut work: Vec<NodeId> = (0..n as NodeId).filter(|&id| kept[id as usize]).collect();
    while let Some(id) = work.pop() {
        if !kept[id as usize] || holds(&kept, id) {
            continue;
        }
        kept[id as usize] = false;
        work.extend(dag.parents(id).filter(|&p| kept[p as usize]));
    }
    (0..n as NodeId).filter(|&id| kept[id as usize]).collect()
}
