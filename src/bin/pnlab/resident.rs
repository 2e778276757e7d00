//! The program's own resident memory before a search starts (its code, libraries and the
//! game's tables), taken from `--max-memory`: the limit then bounds the whole process's peak
//! resident memory, not only what the search counts.

use pnlab::search::Limits;

/// `limits` with this process's resident memory now taken off the memory limit (at least one
/// byte is left, so the search still stops with "unknown (memory)" rather than never starting
/// to count). Unchanged where `/proc/self/status` is absent.
pub fn without_baseline(limits: Limits) -> Limits {
    let Some(max) = limits.max_bytes else {
        return limits;
    };
    let Some(now) = resident_bytes() else {
        return limits;
    };
    Limits {
        max_bytes: Some(max.saturating_sub(now).max(1)),
        ..limits
    }
}

/// This process's resident memory now (`VmRSS` in `/proc/self/status`), in bytes.
fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}
