//! (6,4) and (7,4) under K4WEAK and BEST: each solve asserts its result and node count first,
//! then reports CPU time, nodes per second and heap bytes per created node, then criterion times it.
//!
//! `cargo bench --bench clique`. The targets of the clique-game issue are asserted here:
//! (7,4) BEST under 0.05 s of CPU, fewer than 66,650 created nodes, under 100 bytes per node.

#![cfg(not(target_arch = "wasm32"))]

use criterion::{criterion_group, criterion_main, Criterion};
use pnlab::config::{Config, Preset};
use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Counts live and peak heap bytes, so "bytes per node" includes everything a solve allocates.
struct Counting;
static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(l.size(), Relaxed) + l.size();
        PEAK.fetch_max(now, Relaxed);
        System.alloc(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size(), Relaxed);
        System.dealloc(p, l)
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        if new > l.size() {
            let now = LIVE.fetch_add(new - l.size(), Relaxed) + new - l.size();
            PEAK.fetch_max(now, Relaxed);
        } else {
            LIVE.fetch_sub(l.size() - new, Relaxed);
        }
        System.realloc(p, l, new)
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

fn cpu_seconds() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}

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
            let base = LIVE.load(Relaxed);
            PEAK.store(base, Relaxed);
            let t = cpu_seconds();
            let s = solve(n, preset);
            best = best.min(cpu_seconds() - t);
            peak = PEAK.load(Relaxed) - base;
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
