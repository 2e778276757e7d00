//! Df-pn with a bounded table: does memory follow the table's size? Runs (8,4) K4WEAK df-pn
//! for a fixed number of iterations at three table sizes, asserts the iterations and created
//! nodes (deterministic) and that the DAG's bytes stay under a bound proportional to the size,
//! and reports created nodes, node ids in use, peak heap and the DAG's bytes by part.
//!
//! `cargo run --release --example dfpn_table_memory`.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{Config, Preset};
use pnlab::search::AlgorithmParams;
use pnlab::search::{Algorithm, Status};
#[path = "../benches/common/mod.rs"]
mod common;
use common::{cpu_seconds, peak_since, start_peak};

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

const ITERATIONS: u64 = 1_000_000;

/// The DAG's bytes per table entry that no run may pass. Measured: 911 at 25,000 entries
/// (the arenas' last chunks weigh most there), 594 at 400,000.
const BYTES_PER_ENTRY: usize = 1_200;

/// (table size, created nodes after `ITERATIONS`): 27 to 521 times the size.
const RUNS: [(u64, u64); 3] = [
    (25_000, 13_030_218),
    (100_000, 12_578_297),
    (400_000, 10_970_565),
];

fn main() {
    for (size, created) in RUNS {
        let config = Config {
            algorithm: Some(Algorithm::Dfpn),
            params: AlgorithmParams {
                tt_size: Some(size),
                ..AlgorithmParams::default()
            },
            ..Config::clique(8, 4, Preset::K4Weak)
        };
        let base = start_peak();
        let t = cpu_seconds();
        let mut s = config.build().expect("valid");
        assert_eq!(s.run(Some(ITERATIONS)), Status::Running, "T = {size}");
        let cpu = cpu_seconds() - t;
        let peak = peak_since(base);
        let stats = s.stats();
        assert_eq!(stats.iterations, ITERATIONS);
        assert_eq!(
            stats.created, created,
            "T = {size}: the same search as ever"
        );
        println!(
            "T = {size:>7}: {} iterations, {} created nodes ({:.0} × T), {} node ids, \
             {cpu:.1} s CPU, peak heap {peak} bytes ({:.0} per entry), DAG {} bytes",
            stats.iterations,
            stats.created,
            stats.created as f64 / size as f64,
            s.node_count(),
            peak as f64 / size as f64,
            s.bytes(),
        );
        for (part, bytes) in s.bytes_by_part() {
            println!("    {part:<8} {bytes:>11} bytes");
        }
        let bound = BYTES_PER_ENTRY * size as usize;
        assert!(
            s.bytes() <= bound,
            "T = {size}: {} bytes > {bound}",
            s.bytes()
        );
        s.check_invariants()
            .expect("the table holds at most T entries");
    }
}
