//! The DAG's prefetch accessors (`search/prefetch.rs`) read a node's fields to find the
//! addresses they ask for: every kind of node must be safe to ask about, and asking must change
//! nothing. (That the search is the same with them is what `cargo bench --bench big` asserts:
//! (8,4) BEST's counts, past the 2^18 nodes from which the search prefetches.)

use pnlab::search::dag::Dag;
use pnlab::search::NodeId;
use pnlab::search::{Kind, Value};

/// A node's parents, sons, numbers and what the table finds for its position.
type Seen = (Vec<NodeId>, Vec<NodeId>, (u32, u32), Option<NodeId>);

/// What every node shows.
fn state(dag: &Dag<u32>) -> Vec<Seen> {
    (0..dag.len() as NodeId)
        .map(|id| {
            (
                dag.parents(id).collect(),
                dag.sons(id).to_vec(),
                dag.numbers(id),
                dag.find(dag.pos(id)),
            )
        })
        .collect()
}

#[test]
fn prefetching_any_node_changes_nothing() {
    // A root, a leaf without sons, a son with one parent, and a son with seven parents (two
    // parent blocks); positions 0..=10 are in the table, 99 is not.
    let mut dag = Dag::new(0u32, 0, Kind::Or, true);
    let parents: Vec<NodeId> = (1..=7)
        .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
        .collect();
    let shared = dag.push(8, 2, Kind::Or, Value::Unknown, 0);
    let only = dag.push(9, 2, Kind::Or, Value::Unknown, 1);
    let leaf = dag.push(10, 2, Kind::Or, Value::Proved, 2);
    dag.set_sons(0, &parents);
    dag.set_sons(parents[0], &[shared, only, leaf]);
    for &p in &parents[1..] {
        dag.set_sons(p, &[shared]);
    }
    let before = state(&dag);
    for id in 0..dag.len() as NodeId {
        dag.prefetch_son(id);
        dag.prefetch_sons(id, false);
        dag.prefetch_sons(id, true);
        dag.prefetch_find(dag.pos(id));
    }
    dag.prefetch_find(&99);
    assert_eq!(state(&dag), before);
    assert_eq!(dag.parents(shared).count(), 7);
    assert_eq!(dag.find(&99), None);

    // Without a table nothing is looked up, prefetched or not.
    let plain = Dag::new(0u32, 0, Kind::Or, false);
    plain.prefetch_find(&0);
    assert_eq!(plain.find(&0), None);
}
