//! The DAG's "table" bytes (`bytes_by_part`) are what the allocator gave the transposition
//! table, its segments, directory and lists included: measured with a counting allocator,
//! against the same DAG without a table, at sizes from one segment to many and after
//! rebuilds and splits (whose scratch list must be given back).
//! The allocator (`common/counting.rs`, this binary's global one) counts per thread.

#![cfg(not(target_arch = "wasm32"))]

use crate::common::counting;
use pnlab::search::dag::Dag;
use pnlab::search::{Kind, Value};

/// Bytes live with a DAG of `nodes` nodes, less those live before it; its table's bytes as it
/// counts them; and its peak announced for one more node against what the table then holds.
fn live_with(nodes: u64, table: bool) -> (isize, usize) {
    let before = counting::live();
    let mut dag = Dag::new(0u64, 0, Kind::Or, table);
    for p in 1..nodes {
        dag.try_reserve(1).unwrap();
        dag.push(p, 1, Kind::And, Value::Unknown, 0);
    }
    let live = counting::live() - before;
    let counted = dag
        .bytes_by_part()
        .iter()
        .find(|(part, _)| *part == "table")
        .unwrap()
        .1;
    (live, counted)
}

#[test]
fn the_tables_bytes_are_what_the_allocator_gave_it() {
    for nodes in [10, 1_000, 100_000, 300_001, 1_000_003] {
        let (with, counted) = live_with(nodes, true);
        let (without, none) = live_with(nodes, false);
        assert_eq!(none, 0);
        assert_eq!(
            (with - without) as usize,
            counted,
            "{nodes} nodes: the allocator gave the table {} bytes",
            with - without
        );
    }
}
