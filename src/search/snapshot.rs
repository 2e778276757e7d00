//! The whole DAG as flat arrays, for a jump or a redraw: one array per field, not one object
//! per node, so it crosses to JavaScript as typed arrays.

use super::dag::{Dag, NodeId};
use super::numbers::Value;
use serde::Serialize;

/// Marker for "no creating parent" (the root).
pub const NO_PARENT: u32 = u32::MAX;

/// Node `i`'s fields are entry `i` of each node array; edge `j`'s are entry `j` of each edge array.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Snapshot {
    /// Level of each node.
    pub level: Vec<u8>,
    /// Proof number of each node.
    pub pn: Vec<u32>,
    /// Disproof number of each node.
    pub dn: Vec<u32>,
    /// Value of each node: 0 unknown, 1 won (proved), 2 lost (disproved).
    pub value: Vec<u8>,
    /// 1 when the node was developed.
    pub expanded: Vec<u8>,
    /// The parent that created each node ([`NO_PARENT`] for the root).
    pub creator: Vec<u32>,
    /// Parent of each edge. An edge whose parent is its son's creator is a first-creation edge;
    /// any other edge is a transposition.
    pub edge_parent: Vec<u32>,
    /// Son of each edge.
    pub edge_son: Vec<u32>,
    /// 1 when the edge is listed, 0 when the son was deleted from the list as solved.
    pub edge_listed: Vec<u8>,
}

/// Code of a value in a snapshot.
pub fn value_code(v: Value) -> u8 {
    match v {
        Value::Unknown => 0,
        Value::Won => 1,
        Value::Lost => 2,
    }
}

/// Takes the snapshot of a DAG.
pub fn snapshot<P: Copy + Eq + std::hash::Hash>(dag: &Dag<P>) -> Snapshot {
    let n = dag.len();
    let mut s = Snapshot::default();
    for id in 0..n as NodeId {
        let node = dag.node(id);
        s.level.push(node.level);
        s.pn.push(node.pn);
        s.dn.push(node.dn);
        s.value.push(value_code(node.value));
        s.expanded.push(node.expanded as u8);
        s.creator.push(dag.creating_parent(id).unwrap_or(NO_PARENT));
        let live = dag.sons(id).len();
        for (i, &son) in dag.all_sons(id).iter().enumerate() {
            s.edge_parent.push(id);
            s.edge_son.push(son);
            s.edge_listed.push((i < live) as u8);
        }
    }
    s
}
