//! Proof-number search beyond one process: a coordinator keeps the top of the search (the
//! master tree) and sends its most-proving leaves as jobs to workers, each a `pnlab worker`
//! process running the engine's own solve under a node budget; every solved job's proof file
//! is checked, and the answer is one stitched proof that `pnlab check` verifies end to end.
//! `docs/distributed.md` says how it works, the protocol and the files. Native only: it starts
//! processes.

pub mod board;
pub mod campaign;
pub mod protocol;
pub mod stitched;
pub mod transport;
pub mod tree;
pub mod worker;

/// CPU seconds this process has run so far (Linux: `/proc/self/schedstat`); 0 where unknown.
pub fn cpu_seconds() -> f64 {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0.0, |ns| ns as f64 / 1e9)
}
