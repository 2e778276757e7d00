//! (6,4) and (7,4) under K4WEAK and BEST: each solve asserts its result and node count first,
//! then reports CPU time, nodes per second and heap bytes per created node, then criterion times it.
//!
//! `cargo bench --bench clique`. The targets of the clique-game issue are asserted here:
//! (7,4) BEST under 0.05 s of CPU, fewer than 66,650 created nodes, under 100 bytes per node.
//! Issue 13's (7,4) target of 0.02 s is reported, met or MISSED, not asserted: this machine's
//! load moves a 0.02 s figure by more than its margin (docs/performance.md).

#![cfg(not(target_arch = "wasm32"))]

use criterion::{criterion_group, criterion_main, Criterion};
use pnlab::config::{Config, Preset};
mod common;
use common::{cpu_seconds, peak_since, start_peak};

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

/// Issue 13's CPU target for (7,4) BEST, in seconds.
const TARGET_74_BEST: f64 = 0.02;

/// (n, preset, result, iterations, created nodes)
const CASES: [(u32, Preset, &str, u64, u64); 4] = [
    (6, Preset::K4Weak, "draw", 337, 1241),
    (6, Preset::Best, "draw", 173, 695),
    (7, Preset::K4Weak, "draw", 16722, 66650),
    (7, Preset::Best, "draw", 7059, 30350),
];

fn solve(n: u32, preset: Preset) -> Box<dyn pnlab::Solver> {
    let mut s = Config::clique(n, 4, preset).build().expect("valid");
    s.run(None);
    s
}

fn benches(c: &mut Criterion) {
    for (n, preset, result, iterations, created) in CASES {
        let name = format!("({n},4) {}", preset.name());
        // The best of five CPU times: the least disturbed by whatever else the machine runs.
        let mut best = f64::MAX;
        let mut peak = 0;
        for _ in 0..5 {
            let base = start_peak();
            let t = cpu_seconds();
            let s = solve(n, preset);
            best = best.min(cpu_seconds() - t);
            peak = peak_since(base);
            assert_eq!(s.result_word(), result, "{name}");
            assert_eq!(s.stats().iterations, iterations, "{name}");
            assert_eq!(s.stats().created, created, "{name}");
        }
        let per_node = peak as f64 / created as f64;
        println!(
            "{name}: {result}, {iterations} iterations, {created} nodes; CPU {:.4} s; \
             {:.2} M nodes/s; peak heap {peak} bytes = {per_node:.1} bytes per created node",
            best,
            created as f64 / best / 1e6
        );
        if n == 7 && preset == Preset::Best {
            let met = if best <= TARGET_74_BEST {
                "met"
            } else {
                "MISSED"
            };
            println!("  (7,4) BEST CPU {best:.4} s (target <= {TARGET_74_BEST} s: {met})");
            assert!(created < 66_650, "BEST must create fewer nodes than K4WEAK");
            assert!(per_node < 100.0, "BEST must stay under 100 bytes per node");
            assert!(
                best < 0.05,
                "BEST (7,4) took {best:.4} s of CPU; the target is 0.05 s"
            );
        }
        c.bench_function(&name, |b| b.iter(|| solve(n, preset)));
    }
}

criterion_group! {
    name = clique;
    config = Criterion::default().sample_size(10);
    targets = benches
}
criterion_main!(clique);
