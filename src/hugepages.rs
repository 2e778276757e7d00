//! The native programs' allocator: large blocks on transparent huge pages.
//!
//! Why: a big solve's time goes to cache and TLB misses. (8,4) BEST holds 1.3 GB of DAG, and
//! every table probe, son scan and parent walk lands on a different 4 KiB page, so nearly every
//! load also misses the TLB. Backed by 2 MiB pages, the same 1.3 GB need 650 TLB entries instead
//! of 330,000. glibc does this when asked (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`), but only
//! through the environment; this allocator makes it the program's own behaviour.
//!
//! On Linux (x86-64 and aarch64), a block of at least [`MEDIUM`] bytes whose alignment is at
//! most a page comes from anonymous mappings aligned to 2 MiB and advised `MADV_HUGEPAGE`
//! (the machine's transparent huge pages are commonly in `madvise` mode, so unadvised memory
//! gets none):
//! - from [`HUGE`] up, each block is a mapping of its own, rounded up to 2 MiB and returned to
//!   the system when freed;
//! - below that (the DAG's arena chunks: 256 KiB to 1.25 MiB), blocks are cut from 32 MiB
//!   regions in whole pages, and a freed block waits on a free list of its size for the next
//!   request of that size (the arenas ask for a few sizes only, again and again). Regions are
//!   never returned: the programs that use this allocator (`pnlab`, the benchmarks) run a
//!   solve and exit. Untouched room in a region costs address space, not memory.
//!
//! Everything else, and every other target, goes to the system allocator. The functions come
//! from the C library through `extern "C"`: the `libc` crate is only a dev-dependency of this
//! crate (the benchmarks' CPU clock) and not one of the dependencies the library may have, and
//! four declarations do not justify adding it.
//!
//! The browser build does not compile this module.

use std::alloc::{GlobalAlloc, Layout, System};

/// The allocator: `#[global_allocator] static A: HugePages = HugePages;`.
pub struct HugePages;

/// The smallest block served from huge pages: smaller ones are the system allocator's.
pub const MEDIUM: usize = 64 << 10;
/// A transparent huge page: blocks above this size less a page are mappings of their own.
pub const HUGE: usize = 2 << 20;

/// Whether this target has the pool and the huge mappings ([`linux`]); elsewhere every block
/// is the system allocator's.
const POOLED: bool = linux::POOLED;

/// Elsewhere: nothing is pooled or mapped ([`kind`] says `System` for every block), so these
/// are never called.
#[cfg(not(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
)))]
mod linux {
    pub const POOLED: bool = false;
    pub const PAGE: usize = 4096;
    pub fn round_up(x: usize, to: usize) -> usize {
        x.next_multiple_of(to)
    }
    pub unsafe fn map_huge(_: usize) -> *mut u8 {
        std::ptr::null_mut()
    }
    pub unsafe fn unmap(_: *mut u8, _: usize) {}
    pub unsafe fn remap(_: *mut u8, _: usize, _: usize) -> *mut u8 {
        std::ptr::null_mut()
    }
    pub unsafe fn alloc_medium(_: usize) -> (*mut u8, bool) {
        (std::ptr::null_mut(), false)
    }
    pub unsafe fn free_medium(_: *mut u8, _: usize) {}
}

#[cfg(all(
    target_os = "linux",
    any(target_arch = "x86_64", target_arch = "aarch64")
))]
mod linux {
    use super::HUGE;

    pub const POOLED: bool = true;
    use std::ffi::{c_int, c_long, c_void};
    use std::sync::Mutex;

    // The generic Linux values (the same on x86-64 and aarch64: the cfg above).
    const PROT_READ: c_int = 1;
    const PROT_WRITE: c_int = 2;
    const MAP_PRIVATE: c_int = 2;
    const MAP_ANONYMOUS: c_int = 0x20;
    const MADV_HUGEPAGE: c_int = 14;
    const MREMAP_MAYMOVE: c_int = 1;
    const MAP_FAILED: *mut c_void = !0 as *mut c_void;

    extern "C" {
        fn mmap(
            addr: *mut c_void,
            len: usize,
            prot: c_int,
            flags: c_int,
            fd: c_int,
            off: c_long,
        ) -> *mut c_void;
        fn munmap(addr: *mut c_void, len: usize) -> c_int;
        fn madvise(addr: *mut c_void, len: usize, advice: c_int) -> c_int;
        fn mremap(
            old: *mut c_void,
            old_len: usize,
            new_len: usize,
            flags: c_int,
            ...
        ) -> *mut c_void;
    }

    pub const PAGE: usize = 4096;
    /// The pool's regions, cut into medium blocks.
    const REGION: usize = 32 << 20;
    /// Medium blocks' sizes in pages are below `HUGE / PAGE` (`kind` sends a block that
    /// rounds up to 2 MiB to a mapping of its own).
    const CLASSES: usize = HUGE / PAGE;

    pub fn round_up(x: usize, to: usize) -> usize {
        x.div_ceil(to) * to
    }

    /// `len` bytes (a multiple of `HUGE`) mapped at a 2 MiB boundary and advised for huge
    /// pages, or null. Maps `HUGE` more than asked and gives back the unaligned ends.
    ///
    /// # Safety
    /// Only system calls on memory this function maps.
    pub unsafe fn map_huge(len: usize) -> *mut u8 {
        let Some(span) = len.checked_add(HUGE) else {
            return std::ptr::null_mut();
        };
        let p = mmap(
            std::ptr::null_mut(),
            span,
            PROT_READ | PROT_WRITE,
            MAP_PRIVATE | MAP_ANONYMOUS,
            -1,
            0,
        );
        if p == MAP_FAILED {
            return std::ptr::null_mut();
        }
        let p = p as usize;
        let start = round_up(p, HUGE);
        if start > p {
            munmap(p as *mut c_void, start - p);
        }
        let tail = p + span - (start + len);
        if tail > 0 {
            munmap((start + len) as *mut c_void, tail);
        }
        // Only advice: without it the block still works, on small pages.
        madvise(start as *mut c_void, len, MADV_HUGEPAGE);
        start as *mut u8
    }

    /// # Safety
    /// `p` and `len` are a block [`map_huge`] (or [`remap`]) returned.
    pub unsafe fn unmap(p: *mut u8, len: usize) {
        munmap(p as *mut c_void, len);
    }

    /// The block `p` of `old` bytes resized to `new` (both multiples of `HUGE`), moved if it
    /// must be, without copying through user space; null if the system refuses (then `p` is
    /// untouched).
    ///
    /// # Safety
    /// `p` and `old` are a block [`map_huge`] (or this function) returned.
    pub unsafe fn remap(p: *mut u8, old: usize, new: usize) -> *mut u8 {
        let q = mremap(p as *mut c_void, old, new, MREMAP_MAYMOVE);
        if q == MAP_FAILED {
            return std::ptr::null_mut();
        }
        madvise(q, new, MADV_HUGEPAGE);
        q as *mut u8
    }

    struct Pool {
        /// The unused rest of the current region: `next..end`.
        next: usize,
        end: usize,
        /// Per size in pages, the last freed block of that size; each freed block holds the
        /// address of the one freed before it (0 ends the list).
        free: [usize; CLASSES],
    }

    static POOL: Mutex<Pool> = Mutex::new(Pool {
        next: 0,
        end: 0,
        free: [0; CLASSES],
    });

    /// A medium block of `len` bytes (a multiple of `PAGE`, below `HUGE`), and whether it is
    /// fresh from the system (so zeroed); null if the system refuses.
    ///
    /// # Safety
    /// Reads the free list's links, which only [`free_medium`] writes.
    pub unsafe fn alloc_medium(len: usize) -> (*mut u8, bool) {
        // Nothing in here panics, so the lock is never poisoned; take it anyway if it is.
        let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
        let class = len / PAGE;
        let head = pool.free[class];
        if head != 0 {
            pool.free[class] = *(head as *const usize);
            return (head as *mut u8, false);
        }
        if pool.end - pool.next < len {
            let region = map_huge(REGION);
            if region.is_null() {
                return (std::ptr::null_mut(), false);
            }
            pool.next = region as usize;
            pool.end = region as usize + REGION;
        }
        let p = pool.next;
        pool.next += len;
        (p as *mut u8, true)
    }

    /// Puts back a block [`alloc_medium`] returned for `len` bytes.
    ///
    /// # Safety
    /// `p` is such a block, no longer used.
    pub unsafe fn free_medium(p: *mut u8, len: usize) {
        let mut pool = POOL.lock().unwrap_or_else(|e| e.into_inner());
        let class = len / PAGE;
        *(p as *mut usize) = pool.free[class];
        pool.free[class] = p as usize;
    }
}

/// Where a block of this layout lives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// The system allocator's.
    System,
    /// A pool block of this many bytes.
    Medium(usize),
    /// A mapping of its own of this many bytes.
    Huge(usize),
}

fn kind(l: Layout) -> Kind {
    use linux::{round_up, PAGE};
    if !POOLED || l.size() < MEDIUM || l.align() > PAGE {
        Kind::System
    } else if l.size() <= HUGE - PAGE {
        // Whole pages below 2 MiB: the pool's size classes.
        Kind::Medium(round_up(l.size(), PAGE))
    } else {
        match l.size().checked_next_multiple_of(HUGE) {
            Some(len) => Kind::Huge(len),
            // Too big for any mapping: let the system allocator refuse it.
            None => Kind::System,
        }
    }
}

unsafe fn alloc_kind(l: Layout, k: Kind, zeroed: bool) -> *mut u8 {
    match k {
        Kind::System if zeroed => System.alloc_zeroed(l),
        Kind::System => System.alloc(l),
        Kind::Medium(len) => {
            let (p, fresh) = linux::alloc_medium(len);
            if zeroed && !fresh && !p.is_null() {
                p.write_bytes(0, l.size());
            }
            p
        }
        // Fresh mappings are zeroed.
        Kind::Huge(len) => linux::map_huge(len),
    }
}

unsafe fn free_kind(p: *mut u8, l: Layout, k: Kind) {
    match k {
        Kind::System => System.dealloc(p, l),
        Kind::Medium(len) => linux::free_medium(p, len),
        Kind::Huge(len) => linux::unmap(p, len),
    }
}

// SAFETY: every block is freed by the path that allocated it: `kind` depends only on the
// layout, which `dealloc` and `realloc` receive as it was allocated. Medium and huge blocks are
// page-aligned, and their layouts ask for at most a page's alignment. The pool is behind a lock.
unsafe impl GlobalAlloc for HugePages {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        alloc_kind(l, kind(l), false)
    }

    unsafe fn alloc_zeroed(&self, l: Layout) -> *mut u8 {
        alloc_kind(l, kind(l), true)
    }

    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        free_kind(p, l, kind(l))
    }

    unsafe fn realloc(&self, p: *mut u8, l: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: the caller promises a valid layout for the new size.
        let new = Layout::from_size_align_unchecked(new_size, l.align());
        let (from, to) = (kind(l), kind(new));
        match (from, to) {
            (Kind::System, Kind::System) => System.realloc(p, l, new_size),
            (Kind::Medium(a), Kind::Medium(b)) if a == b => p,
            (Kind::Huge(a), Kind::Huge(b)) if a == b => p,
            (Kind::Huge(a), Kind::Huge(b)) => linux::remap(p, a, b),
            _ => {
                let q = alloc_kind(new, to, false);
                if !q.is_null() {
                    std::ptr::copy_nonoverlapping(p, q, l.size().min(new_size));
                    free_kind(p, l, from);
                }
                q
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Allocates, fills, grows and frees blocks of every kind and checks what they hold.
    #[test]
    fn blocks_of_every_size_keep_their_bytes() {
        let a = HugePages;
        for size in [
            24,
            MEDIUM - 1,
            MEDIUM,
            MEDIUM + 1,
            1_310_720,
            HUGE - 1,
            HUGE,
            HUGE + 8,
            3 * HUGE,
        ] {
            for align in [1, 8, 64, 4096, 8192] {
                let l = Layout::from_size_align(size, align).unwrap();
                // SAFETY: a valid layout; every block is freed with the layout it has.
                unsafe {
                    let mut p = a.alloc(l);
                    assert!(!p.is_null(), "{size} bytes");
                    assert_eq!(p as usize % align, 0, "{size} bytes aligned to {align}");
                    for i in (0..size).step_by(997) {
                        *p.add(i) = (i % 251) as u8;
                    }
                    for grown in [size + 1, 2 * size, size / 2 + 1] {
                        let q = a.realloc(p, l, grown);
                        assert!(!q.is_null());
                        assert_eq!(q as usize % align, 0);
                        for i in (0..size.min(grown)).step_by(997) {
                            assert_eq!(*q.add(i), (i % 251) as u8, "{size} -> {grown} at {i}");
                        }
                        let grown_layout = Layout::from_size_align(grown, align).unwrap();
                        p = a.realloc(q, grown_layout, size);
                        assert!(!p.is_null());
                        assert_eq!(p as usize % align, 0);
                        for i in (0..size.min(grown)).step_by(997) {
                            assert_eq!(*p.add(i), (i % 251) as u8, "{grown} -> {size} at {i}");
                        }
                    }
                    a.dealloc(p, l);
                    let z = a.alloc_zeroed(l);
                    assert!(!z.is_null());
                    assert!(
                        (0..size).step_by(509).all(|i| *z.add(i) == 0),
                        "{size} zeroed"
                    );
                    a.dealloc(z, l);
                }
            }
        }
    }

    /// A freed medium block comes back for the next request of its size.
    #[test]
    fn freed_medium_blocks_are_reused() {
        if !POOLED {
            return;
        }
        let a = HugePages;
        let l = Layout::from_size_align(1_000_000 - 12_345, 8).unwrap();
        // SAFETY: valid layouts, freed once each.
        unsafe {
            let p = a.alloc(l);
            assert_eq!(p as usize % 4096, 0);
            a.dealloc(p, l);
            let q = a.alloc(l);
            assert_eq!(p, q);
            a.dealloc(q, l);
        }
    }
}
