//! Proof-number search beyond one process: a coordinator keeps the top of the search (the
//! master tree) and sends its most-proving leaves as jobs to workers, each a `pnlab worker`
//! process running the engine's own solve under a node budget; every solved job's proof file
//! is checked, and the answer is one stitched proof that `pnlab check` verifies end to end.
//! `docs/distributed.md` says how it works, the protocol and the files. Native only: it starts
//! processes.

pub mod board;
pub mod campaign;
pub mod history;
pub mod protocol;
pub mod state;
pub mod stitched;
pub mod transport;
pub mod tree;
pub mod worker;

/// CPU seconds this process has used so far, user and system, every thread (getrusage).
pub fn cpu_seconds() -> f64 {
    // SAFETY: getrusage only writes the struct it is given, which is zeroed plain data.
    let usage = unsafe {
        let mut u: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_SELF, &mut u) != 0 {
            return 0.0;
        }
        u
    };
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    secs(usage.ru_utime) + secs(usage.ru_stime)
}
