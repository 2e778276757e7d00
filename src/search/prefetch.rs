//! Software prefetch: asks the processor to start loading a cache line the search will read
//! soon, so that misses which would wait one after the other overlap instead.
//!
//! At (8,4)'s 16 million nodes the DAG is 1.3 GB read at random, and a table probe is a chain
//! of dependent misses (the control group, the id, the node's slot to compare positions):
//! issued for every son of a development before any is compared, the slots' misses overlap
//! (docs/performance.md). A prefetch never faults and changes no value, so it cannot change
//! the search. x86-64 only; elsewhere (wasm among them) it compiles to nothing.

/// Below this many nodes the DAG of a search fits, or nearly, in the processor's caches
/// (a (7,4) solve holds 30,350 nodes, 2.5 MB): the prefetches would be instructions for
/// nothing there.
const FROM_NODES: usize = 1 << 18;

/// Whether a search whose DAG holds `nodes` nodes asks for its next loads ahead. Never where
/// [`line`] does nothing: the loops that find the addresses would still run.
#[inline(always)]
pub fn worth_it(nodes: usize) -> bool {
    cfg!(target_arch = "x86_64") && nodes >= FROM_NODES
}

/// Starts loading the cache line holding `*x`.
#[inline(always)]
pub fn line<T>(x: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: `_mm_prefetch` only hints the cache; it reads nothing the program sees and
    // never faults, and `x` is a valid reference anyway. SSE is part of x86-64's baseline.
    unsafe {
        use core::arch::x86_64::{_mm_prefetch, _MM_HINT_T0};
        _mm_prefetch::<_MM_HINT_T0>((x as *const T).cast::<i8>());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = x;
}
