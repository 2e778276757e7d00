//! The wasm's global allocator: talc, in place of the dlmalloc that std uses on wasm32.
//!
//! Talc is made for WebAssembly. The native CLI keeps its own allocator (`src/hugepages.rs`).
//!
//! An allocation talc cannot serve (the module's 4 GiB reached, or the browser refusing to
//! grow the memory) returns null like dlmalloc's, so `try_reserve` reports it and the search
//! ends "unknown (memory)" instead of trapping.

// Single-threaded wasm only: talc's lock-free cell would be unsound with shared memory.
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
