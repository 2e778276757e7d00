//! (8,4) BEST, the long solve: asserts the result, the iteration and node counts and the checked
//! disproof, then reports CPU time, peak heap and bytes per created node against their targets
//! (≤ 32 s of CPU and ≤ 1.1 GiB, issue 39's; ≤ 64 bytes per node, issue 13's).
//!
//! Minutes long, so not part of `bash scripts/test.sh`: run it with `cargo bench --bench big`
//! (docs/performance.md).

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{Config, Preset};
use pnlab::search::Status;
mod common;
use common::{cpu_seconds, peak_since, start_peak};

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

const ITERATIONS: u64 = 4_710_003;
const CREATED: u64 = 16_460_952;
const TARGET_CPU: f64 = 32.0;
const TARGET_BYTES: usize = (11 << 30) / 10; // 1.1 GiB
const TARGET_PER_NODE: f64 = 64.0;

/// Peak resident set size of this process, in bytes (what the system sees, heap and all).
fn peak_rss() -> usize {
    // SAFETY: getrusage writes into the struct we own.
    let mut u: libc::rusage = unsafe { std::mem::zeroed() };
    unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) };
    u.ru_maxrss as usize * 1024
}

fn verdict(met: bool) -> &'static str {
    if met {
        "met"
    } else {
        "MISSED"
    }
}

fn main() {
    // `cargo bench` passes `--bench`; nothing here takes arguments.
    let base = start_peak();
    let t = cpu_seconds();
    let mut s = Config::clique(8, 4, Preset::Best).build().expect("valid");
    assert_eq!(s.run(None), Status::Solved, "(8,4) BEST must solve");
    let cpu = cpu_seconds() - t;
    let peak = peak_since(base);
    let stats = s.stats();
    assert_eq!(s.result_word(), "draw", "(8,4) BEST");
    assert_eq!(stats.iterations, ITERATIONS, "(8,4) BEST iterations");
    assert_eq!(stats.created, CREATED, "(8,4) BEST created nodes");
    let t = cpu_seconds();
    let reports = s
        .verify_all()
        .expect("the proof checker accepts (8,4) BEST");
    let check = cpu_seconds() - t;
    let per_node = peak as f64 / CREATED as f64;
    println!(
        "(8,4) BEST: draw, {ITERATIONS} iterations, {CREATED} nodes, proof checked \
         ({} positions, {check:.1} s)",
        reports.iter().map(|r| r.positions).sum::<u64>()
    );
    println!(
        "  CPU           {cpu:.1} s        (target ≤ {TARGET_CPU} s: {})",
        verdict(cpu <= TARGET_CPU)
    );
    println!(
        "  peak heap     {peak} bytes (target ≤ {TARGET_BYTES}: {})",
        verdict(peak <= TARGET_BYTES)
    );
    println!(
        "  per node      {per_node:.1} bytes     (target ≤ {TARGET_PER_NODE}: {})",
        verdict(per_node <= TARGET_PER_NODE)
    );
    println!(
        "  DAG at end    {} bytes; peak RSS {} bytes",
        s.bytes(),
        peak_rss()
    );
    for (part, bytes) in s.bytes_by_part() {
        println!(
            "    {part:<8} {bytes:>13} bytes = {:5.1} per node",
            bytes as f64 / CREATED as f64
        );
    }
}
