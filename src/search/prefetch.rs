//! Software prefetch: asks the processor to start loading a cache line the search will read
//! soon, so that misses which would wait one after the other overlap instead.
//!
//! At (8,4)'s 16 million nodes the DAG is 1.3 GB read at random, and a table probe is a chain
//! of dependent misses (the control group, the id, the node's slot to compare positions):
//! issued for every son of a development before any is compared, the slots' misses overlap.
//! A prefetch never faults and changes no value, so it cannot change
//! the search. On x86-64 it is the processor's prefetch instruction. The wasm has none, so
//! there it is a load whose value is dropped: a load that misses does not stop the loads after
//! it from starting, so a batch of them (a development's sons) still overlaps its misses,
//! though each then holds its place until its line arrives. Elsewhere it compiles to nothing.

/// Whether [`line`] is the processor's prefetch instruction, which serves a lone line asked
/// for long before it is read. The wasm's load would wait for that line where it stands: there
/// only batches of lines, read soon after, are asked for.
pub const INSTRUCTION: bool = cfg!(target_arch = "x86_64");

/// Below this many nodes the DAG of a search fits, or nearly, in the processor's caches
/// (a (7,4) solve holds 30,350 nodes, 2.5 MB): the prefetches would be instructions for
/// nothing there.
const FROM_NODES: usize = 1 << 18;

/// Whether a search whose DAG holds `nodes` nodes asks for its next loads ahead. Never where
/// [`line`] does nothing: the loops that find the addresses would still run.
#[inline(always)]
pub fn worth_it(nodes: usize) -> bool {
    cfg!(any(target_arch = "x86_64", target_arch = "wasm32")) && nodes >= FROM_NODES
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
    #[cfg(target_arch = "wasm32")]
    // SAFETY: `x` is a valid reference, so its first byte is readable; it is read as
    // `MaybeUninit` (it may be padding) and dropped. Volatile, so that neither LLVM nor
    // wasm-opt removes a load whose value nothing uses.
    unsafe {
        let _ = core::ptr::read_volatile((x as *const T).cast::<core::mem::MaybeUninit<u8>>());
    }
    #[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
    let _ = x;
}
