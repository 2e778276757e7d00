//! The whole DAG as flat arrays, for a jump or a redraw: one array per field, not one object
//! per node, so it crosses to JavaScript as typed arrays.

pub use super::dag::NO_CELL;
use super::dag::{Dag, CREATORS_AT_ONCE};
use super::node::NodeId;
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
    /// Kind of each node: 0 OR (the first player to move), 1 AND. It comes from whose turn it is,
    /// not from the level.
    pub kind: Vec<u8>,
    /// Proof number of each node.
    pub pn: Vec<u32>,
    /// Disproof number of each node.
    pub dn: Vec<u32>,
    /// Value of each node: 0 unknown, 1 proved, 2 disproved (for the search's question).
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
    /// Each node's position, `cells_per_node` cells per node as [`crate::game::Drawing::cells`]
    /// gives them (0 empty, 1 first player, 2 second player).
    pub cells: Vec<u8>,
    /// Cells per node.
    pub cells_per_node: u32,
    /// The cell of each node's creating move in its own labels ([`NO_CELL`] for the root).
    pub last_cell: Vec<u8>,
}

/// Code of a value in a snapshot.
pub fn value_code(v: Value) -> u8 {
    match v {
        Value::Unknown => 0,
        Value::Proved => 1,
        Value::Disproved => 2,
    }
}

/// Takes the snapshot of a DAG; `cells` draws a position (see [`crate::game::Drawing::cells`]).
pub fn snapshot<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    cells: impl Fn(&P, &mut Vec<u8>),
) -> Snapshot {
    build(
        dag,
        &cells,
        &mut (0..dag.len() as NodeId).map(|id| (id, true)),
    )
}

/// The entries of each `(node, with its cells)` in turn, in that order (entry `i` of each node
/// array is the `i`-th node; the edges are theirs): part of a snapshot, for a delta
/// (`crate::session::delta`), which needs the nodes a step touched only, and positions
/// (most of a snapshot's cost) for the new nodes only. Through `dyn`, so the wasm holds one
/// copy per position type, not one per search type.
pub fn build<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    cells: &dyn Fn(&P, &mut Vec<u8>),
    ids: &mut dyn Iterator<Item = (NodeId, bool)>,
) -> Snapshot {
    // Sized once, not doubled: a whole snapshot of millions of nodes is built while the search
    // fills most of a wasm32 module, and doubling took up to twice its size, plus the copy.
    let count = ids.size_hint().0;
    // For the whole DAG, its son lists' entries: its edges and one header per list.
    let edges = if count == dag.len() {
        dag.son_entries()
    } else {
        count
    };
    let mut s = Snapshot::sized(count, edges);
    let mut root = Vec::new();
    cells(&dag.node(0).pos, &mut root);
    s.cells_per_node = root.len() as u32;
    let mut with_cells_from = true;
    // The creators are found a batch of nodes at a time (`Dag::creating_parents`).
    let mut batch = [0; CREATORS_AT_ONCE];
    let mut batched = 0;
    while let Some((id, with_cells)) = ids.next() {
        if with_cells && with_cells_from {
            // The nodes after the first with cells have theirs (every caller's order).
            with_cells_from = false;
            let _ = s
                .cells
                .try_reserve_exact(s.cells_per_node as usize * (ids.size_hint().0 + 1));
        }
        push_node(&mut s, dag, cells, id, with_cells);
        batch[batched] = id;
        batched += 1;
        if batched == CREATORS_AT_ONCE {
            dag.creating_parents(&batch, NO_PARENT, &mut s.creator);
            batched = 0;
        }
    }
    dag.creating_parents(&batch[..batched], NO_PARENT, &mut s.creator);
    s
}

impl Snapshot {
    /// An empty snapshot with room for `nodes` nodes and `edges` edges (their cells aside).
    /// When the room is refused the arrays grow as they fill, as they did before.
    #[inline(never)]
    fn sized(nodes: usize, edges: usize) -> Snapshot {
        let mut s = Snapshot::default();
        for v in [
            &mut s.level,
            &mut s.kind,
            &mut s.value,
            &mut s.expanded,
            &mut s.last_cell,
        ] {
            let _ = v.try_reserve_exact(nodes);
        }
        for v in [&mut s.pn, &mut s.dn, &mut s.creator] {
            let _ = v.try_reserve_exact(nodes);
        }
        for v in [&mut s.edge_parent, &mut s.edge_son] {
            let _ = v.try_reserve_exact(edges);
        }
        let _ = s.edge_listed.try_reserve_exact(edges);
        s
    }
}
fn push_node<P: Copy + Eq + std::hash::Hash>(
    s: &mut Snapshot,
    dag: &Dag<P>,
    cells: &dyn Fn(&P, &mut Vec<u8>),
    id: NodeId,
    with_cells: bool,
) {
    let node = dag.node(id);
    if with_cells {
        cells(&node.pos, &mut s.cells);
    }
    s.last_cell.push(node.last_cell);
    s.level.push(node.level);
    s.kind
        .push((node.kind() == super::numbers::Kind::And) as u8);
    s.pn.push(node.pn);
    s.dn.push(node.dn);
    s.value.push(value_code(node.value));
    s.expanded.push(node.expanded as u8);
    // Whole lists at once: no slower than an edge at a time (`scripts/bench-whole-node.mjs`),
    // and less code.
    let all = dag.all_sons(id);
    let live = dag.sons(id).len();
    let at = s.edge_son.len();
    s.edge_son.extend_from_slice(all);
    s.edge_parent.resize(at + all.len(), id);
    s.edge_listed.resize(at + live, 1);
    s.edge_listed.resize(at + all.len(), 0);
}
