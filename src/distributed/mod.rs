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

/// The most memory this process has held resident so far, in bytes: the kernel's high-water
/// mark of its own memory (`VmHWM` in `/proc/self/status`), so the coordinator's alone, its
/// workers being other processes. Not getrusage's `ru_maxrss`: Linux starts that at the size of
/// the process that spawned this one. None off Linux.
pub fn peak_rss() -> Option<u64> {
    status_kib("VmHWM").map(|k| k * 1024)
}

/// A worker's memory when none is given: half this machine's memory over its CPUs, so that
/// workers placed one per CPU (the local engine's and Ray's default) leave the other half to
/// the system. Without a bound, kept searches grow with every job they go on with, until the
/// system kills the worker (docs/distributed.md, "Limits"). `None` where `/proc/meminfo` is
/// absent.
pub fn machine_share() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let total_kib: u64 = info
        .lines()
        .find(|l| l.split(':').next() == Some("MemTotal"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    Some(total_kib * 1024 / 2 / cpus)
}

/// A field of `/proc/self/status` given in kB (kibibytes).
fn status_kib(field: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status
        .lines()
        .find(|l| l.split(':').next() == Some(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{peak_rss, status_kib};

    /// The peak is in bytes and counts the memory this process touched: at least what it holds
    /// now, which holds a block just filled.
    #[cfg(target_os = "linux")]
    #[test]
    fn a_machine_share_is_at_most_half_the_machine() {
        let share = super::machine_share().expect("Linux has /proc/meminfo");
        let total = std::fs::read_to_string("/proc/meminfo").unwrap();
        let kib: u64 = total.split_whitespace().nth(1).unwrap().parse().unwrap();
        assert!(share > 0 && share <= kib * 1024 / 2, "{share} of {kib} KiB");
    }

    #[test]
    fn peak_rss_is_the_process_high_water_mark_in_bytes() {
        const BIG: usize = 64 << 20;
        let before = peak_rss().unwrap();
        let block = vec![1u8; BIG];
        std::hint::black_box(&block);
        let now = status_kib("VmRSS").unwrap() * 1024;
        let peak = peak_rss().unwrap();
        assert!(now >= BIG as u64, "the block is resident: {now}");
        assert!(
            peak >= now && peak >= before,
            "{before}, then {now} held, peak {peak}"
        );
    }
}
