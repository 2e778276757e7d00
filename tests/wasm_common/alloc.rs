//! The wasm's global allocator (src/wasm/alloc.rs): a spread of sizes, from a byte to the 64 MiB
//! that a vector of the engine reaches by doubling, keeps its contents through allocation,
//! `realloc` (grown and shrunk) and freeing; and a repeat of the same pattern reuses the freed
//! memory instead of growing the module's memory again.

use std::alloc::{alloc, dealloc, Layout};
use wasm_bindgen_test::wasm_bindgen_test;

/// Sizes around the allocator's bins and the wasm page (64 KiB), and above 1 MiB.
const SIZES: [usize; 19] = [
    1,
    3,
    8,
    13,
    24,
    64,
    100,
    255,
    256,
    1000,
    4096,
    4097,
    65_535,
    65_536,
    100_000,
    1 << 20,
    (1 << 20) + 1,
    3 << 20,
    5_000_000,
];

fn byte(i: usize, seed: usize) -> u8 {
    (i.wrapping_mul(31) ^ seed) as u8
}

fn filled(n: usize, seed: usize) -> Vec<u8> {
    (0..n).map(|i| byte(i, seed)).collect()
}

fn check(v: &[u8], n: usize, seed: usize) {
    assert!(v.len() >= n);
    assert!(
        v[..n].iter().enumerate().all(|(i, &b)| b == byte(i, seed)),
        "{n} bytes (seed {seed}) changed"
    );
}

fn memory_bytes() -> usize {
    core::arch::wasm32::memory_size::<0>() * 65_536
}

/// One round; `round` changes the contents only, never a size.
fn pattern(round: usize) {
    let seed = |i: usize| i * 7 + round;
    let mut held: Vec<Vec<u8>> = SIZES
        .iter()
        .enumerate()
        .map(|(i, &n)| filled(n, seed(i)))
        .collect();
    // Holes between live blocks, then the survivors grown past them and shrunk again.
    for v in held.iter_mut().step_by(2) {
        *v = Vec::new();
    }
    for (i, v) in held.iter_mut().enumerate().skip(1).step_by(2) {
        let n = SIZES[i];
        check(v, n, seed(i));
        v.resize(2 * n + 7, 0xA5);
        check(v, n, seed(i));
        assert!(v[n..].iter().all(|&b| b == 0xA5), "{n}: the grown part");
        v.truncate(n / 2 + 1);
        v.shrink_to_fit();
        check(v, n / 2 + 1, seed(i));
    }
    for align in [16, 64, 4096, 65_536] {
        let layout = Layout::from_size_align(3000, align).expect("layout");
        // SAFETY: the layout has a non-zero size; the block is written within it and freed once.
        unsafe {
            let p = alloc(layout);
            assert!(!p.is_null() && p as usize % align == 0, "align {align}");
            for i in 0..3000 {
                p.add(i).write(byte(i, align));
            }
            let s = std::slice::from_raw_parts(p, 3000);
            check(s, 3000, align);
            dealloc(p, layout);
        }
    }
    // The engine's arrays grow by doubling: to 64 MiB here, beside the blocks still held.
    let mut big: Vec<u32> = Vec::new();
    for i in 0..(16u32 << 20) {
        big.push(i ^ round as u32);
    }
    assert_eq!(big.capacity() * 4, 64 << 20);
    assert!(big
        .iter()
        .enumerate()
        .all(|(i, &x)| x == i as u32 ^ round as u32));
    for (i, v) in held.iter().enumerate().skip(1).step_by(2) {
        check(v, SIZES[i] / 2 + 1, seed(i));
    }
}

#[wasm_bindgen_test]
fn allocations_of_every_size_keep_their_contents_and_freed_memory_is_reused() {
    pattern(0);
    let after_one = memory_bytes();
    for round in 1..4 {
        pattern(round);
    }
    assert_eq!(memory_bytes(), after_one, "a repeat grew the memory");
}
