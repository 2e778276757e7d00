//! What the benchmarks share: a counting allocator (so "bytes per node" includes everything a
//! solve allocates) and the process's CPU clock (the machine is shared: wall time is not ours).
//! The counting allocator hands every request to the CLI's own ([`HugePages`]: large blocks on
//! transparent huge pages), so the benchmarks time what `pnlab` runs; it counts the bytes asked
//! for, not the pages they are rounded up to.

use pnlab::hugepages::HugePages;
use std::alloc::{GlobalAlloc, Layout};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// Counts live and peak heap bytes.
pub struct Counting;
/// Heap bytes allocated now.
pub static LIVE: AtomicUsize = AtomicUsize::new(0);
/// The most heap bytes allocated at once since the last [`start_peak`].
pub static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(l.size(), Relaxed) + l.size();
        PEAK.fetch_max(now, Relaxed);
        HugePages.alloc(l)
    }
    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(l.size(), Relaxed) + l.size();
        PEAK.fetch_max(now, Relaxed);
        HugePages.alloc_zeroed(l)
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size(), Relaxed);
        HugePages.dealloc(p, l)
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        if new > l.size() {
            let now = LIVE.fetch_add(new - l.size(), Relaxed) + new - l.size();
            PEAK.fetch_max(now, Relaxed);
        } else {
            LIVE.fetch_sub(l.size() - new, Relaxed);
        }
        HugePages.realloc(p, l, new)
    }
}

/// Starts measuring a peak from what is allocated now; returns that base.
pub fn start_peak() -> usize {
    let base = LIVE.load(Relaxed);
    PEAK.store(base, Relaxed);
    base
}

/// The peak heap bytes above `base` since [`start_peak`] returned it.
pub fn peak_since(base: usize) -> usize {
    PEAK.load(Relaxed) - base
}

/// CPU seconds this process has used.
pub fn cpu_seconds() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 * 1e-9
}
