//! The thesis's cheap normalising functions (section 3.3, functions 2 and 3): give every vertex
//! a key, sort the vertices by it, and renumber them in sorted order.
//!
//! Both use the thesis program's exchange sort, which is *not* stable: equal keys end up in an
//! order that depends on the input labelling in a particular way, and that changes which
//! positions get merged, hence the node counts of a search. Keep it.

use super::board::{Position, DEGREE_TABLE};
use super::line::{Line, Perm, IDENTITY, MAX_N};

/// Sorts vertices `0..n` by `keys` with the thesis program's exchange sort and returns the
/// relabelling `perm[old] = new`, where `new` is the vertex's place in the sorted order.
///
/// The sort is `for i in 0..n, for j in i+1..n: if key[i] > key[j] swap`: ties are not kept
/// in their input order, on purpose (see the module comment).
pub fn exchange_sort_relabelling(keys: &[u64; MAX_N], n: usize) -> Perm {
    // Each entry carries its vertex in the low bits, so one array is sorted instead of two, and
    // the compare-and-swap is a pair of conditional moves: which vertices tie is a position's
    // accident, so the branch of a swap is mispredicted often. Keys that do not fit (none of
    // the thesis's: normaliser 3's stay below 2^22) take the plain loop.
    if keys[..n].iter().all(|&k| k < 1 << (64 - VERTEX_BITS)) {
        return packed_exchange_sort_relabelling(keys, n);
    }
    plain_exchange_sort_relabelling(keys, n)
}

/// [`exchange_sort_relabelling`] for keys below `2^(64 - VERTEX_BITS)`.
#[inline(always)]
fn packed_exchange_sort_relabelling(keys: &[u64; MAX_N], n: usize) -> Perm {
    debug_assert!(keys[..n].iter().all(|&k| k < 1 << (64 - VERTEX_BITS)));
    let mut packed = [0u64; MAX_N];
    for v in 0..n {
        packed[v] = keys[v] << VERTEX_BITS | v as u64;
    }
    // With the board size a constant, the loops unroll into straight-line code.
    match n {
        2 => packed_exchange_sort(&mut packed, 2),
        3 => packed_exchange_sort(&mut packed, 3),
        4 => packed_exchange_sort(&mut packed, 4),
        5 => packed_exchange_sort(&mut packed, 5),
        6 => packed_exchange_sort(&mut packed, 6),
        7 => packed_exchange_sort(&mut packed, 7),
        8 => packed_exchange_sort(&mut packed, 8),
        _ => packed_exchange_sort(&mut packed, n),
    }
    let mut perm = IDENTITY;
    for (place, &entry) in packed.iter().enumerate().take(n) {
        perm[(entry & ((1 << VERTEX_BITS) - 1)) as usize] = place as u8;
    }
    perm
}

/// The exchange sort as the thesis's program writes it, for any keys.
fn plain_exchange_sort_relabelling(keys: &[u64; MAX_N], n: usize) -> Perm {
    let mut key = *keys;
    let mut id = IDENTITY;
    for i in 0..n {
        for j in i + 1..n {
            if key[i] > key[j] {
                key.swap(i, j);
                id.swap(i, j);
            }
        }
    }
    let mut perm = IDENTITY;
    for (place, &v) in id.iter().enumerate().take(n) {
        perm[v as usize] = place as u8;
    }
    perm
}

/// Low bits of a packed sort entry that hold the vertex (`MAX_N` < 16).
const VERTEX_BITS: u32 = 4;

/// The exchange sort on entries `key << VERTEX_BITS | vertex`, comparing keys only.
#[inline(always)]
fn packed_exchange_sort(packed: &mut [u64; MAX_N], n: usize) {
    for i in 0..n {
        for j in i + 1..n {
            let (a, b) = (packed[i], packed[j]);
            // key(a) > key(b) exactly when a exceeds b with all vertex bits set: one OR
            // instead of two shifts.
            let swap = a > b | ((1 << VERTEX_BITS) - 1);
            packed[i] = if swap { b } else { a };
            packed[j] = if swap { a } else { b };
        }
    }
}

/// Normaliser 2's key, "sorting by vertex degree": `f(v) = M·redDeg(v) + blueDeg(v)` where
/// `M = n(n-1)/2` is the number of edges of `K_n`, so any red edge outweighs all blue ones.
///
/// This reproduces Table 3.1's row 2 exactly (test in `table.rs`), so no other scaling or
/// tie-break was needed. (The table cannot tell tie-breaks apart anyway: it enumerates whole
/// isomorphism classes, so only which vertices tie matters.)
pub fn degree_keys<L: Line>(pos: &Position<L>, n: usize) -> [u64; MAX_N] {
    let m = (n * (n - 1) / 2) as u64;
    let mut keys = [0u64; MAX_N];
    for (v, key) in keys.iter_mut().enumerate().take(n) {
        *key = m * pos.red_degree(n, v) as u64 + pos.blue_degree(n, v) as u64;
    }
    keys
}

/// Normaliser 3's key, "sorting by vertex and neighbours' degrees", exactly as the thesis's C
/// program computes it (not the `M`-power formula printed in section 3.3):
/// `f(v) = 100000·redDeg(v) + 100·blueDeg(v)` and
/// `g(v) = f(v) + Σ_{u red nbr} ⌊f(u)/10⌋ + Σ_{u blue nbr} ⌊f(u)/100⌋`.
pub fn neighbours_keys<L: Line>(pos: &Position<L>, n: usize) -> [u64; MAX_N] {
    // With the board size a constant, the loops over vertices unroll.
    match n {
        5 => neighbours_keys_in_bytes(pos, 5),
        6 => neighbours_keys_in_bytes(pos, 6),
        7 => neighbours_keys_in_bytes(pos, 7),
        8 => neighbours_keys_in_bytes(pos, 8),
        ..=8 => neighbours_keys_in_bytes(pos, n),
        _ => neighbours_keys_on(pos, n),
    }
}

/// 1 in byte `u` for every vertex `u` of an 8-vertex set. The multiplication moves bit `i`
/// of the low seven to bit `8i`, and its other products land off the byte boundaries without
/// colliding (`i + 7j = 8k` only for `i = j`); bit 7 goes to bit 56 on its own.
#[inline(always)]
fn spread(set: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let low = (set & 0x7f).wrapping_mul(0x0002_0408_1020_4081) & ONES;
    low | (set >> 7 & 1) << 56
}

/// A row's degree (the row has at most 8 vertices): the thesis's table where the CPU has no
/// population count (see [`super::board::set_size`]).
#[inline(always)]
fn row_degree(row: u64) -> u64 {
    if cfg!(all(target_arch = "x86_64", not(target_feature = "popcnt"))) {
        DEGREE_TABLE[(row & 0xff) as usize] as u64
    } else {
        row.count_ones() as u64
    }
}

/// [`neighbours_keys`] for up to 8 vertices, where a degree (at most 7) fits in a byte and the
/// degrees of all vertices in one word. The sum of the degrees over a neighbourhood is then
/// one multiplication: the neighbourhood with a 1 in byte `u` per member `u`, times the
/// degrees with vertex `u`'s in byte `7 - u`, holds in byte 7 the sum over `u` of member ×
/// degree (a product of two polynomials; no byte carries, every byte's sum stays below
/// 8 · 7 < 256). The general loop below adds every vertex masked by its membership: n² steps
/// per colour. This runs once per son a development creates or looks up.
#[inline(always)]
fn neighbours_keys_in_bytes<L: Line>(pos: &Position<L>, n: usize) -> [u64; MAX_N] {
    debug_assert!(n <= 8);
    let mut rows = [(0u64, 0u64); 8];
    let mut degrees = [(0u64, 0u64); 8];
    // Red and blue degree of vertex u in byte 7 - u.
    let (mut red_degrees, mut blue_degrees) = (0u64, 0u64);
    for (v, (row, degree)) in rows.iter_mut().zip(&mut degrees).enumerate().take(n) {
        *row = (pos.red_row(n, v), pos.blue_row(n, v));
        *degree = (row_degree(row.0), row_degree(row.1));
        red_degrees |= degree.0 << (8 * (7 - v));
        blue_degrees |= degree.1 << (8 * (7 - v));
    }
    let over = |set: u64, degrees: u64| set.wrapping_mul(degrees) >> 56;
    let mut g = [0u64; MAX_N];
    for ((key, &(red, blue)), &(red_degree, blue_degree)) in
        g.iter_mut().zip(&rows).zip(&degrees).take(n)
    {
        let (red, blue) = (spread(red), spread(blue));
        *key = 100_000 * red_degree
            + 100 * blue_degree
            + 10_000 * over(red, red_degrees)
            + 10 * over(red, blue_degrees)
            + 1_000 * over(blue, red_degrees)
            + over(blue, blue_degrees);
    }
    g
}

#[inline(always)]
fn neighbours_keys_on<L: Line>(pos: &Position<L>, n: usize) -> [u64; MAX_N] {
    // f(u) is a multiple of 100, so ⌊f(u)/10⌋ = 10000·redDeg(u) + 10·blueDeg(u) and
    // ⌊f(u)/100⌋ = 1000·redDeg(u) + blueDeg(u): the sums over neighbours only need the sums of
    // their red and their blue degrees, which `degrees` carries side by side (redDeg << 16 |
    // blueDeg; a sum stays below 2^16). No division, and no branch on a neighbourhood's shape:
    // every vertex is added, masked by whether it is a neighbour.
    let mut f = [0u64; MAX_N];
    let mut degrees = [0u64; MAX_N];
    for v in 0..n {
        let (red, blue) = (pos.red_degree(n, v) as u64, pos.blue_degree(n, v) as u64);
        f[v] = 100_000 * red + 100 * blue;
        degrees[v] = red << 16 | blue;
    }
    let mut g = [0u64; MAX_N];
    for v in 0..n {
        let (red, blue) = (pos.red_row(n, v), pos.blue_row(n, v));
        let (mut over_red, mut over_blue) = (0u64, 0u64);
        for (u, &d) in degrees.iter().enumerate().take(n) {
            over_red += d & 0u64.wrapping_sub(red >> u & 1);
            over_blue += d & 0u64.wrapping_sub(blue >> u & 1);
        }
        g[v] = f[v]
            + 10_000 * (over_red >> 16)
            + 10 * (over_red & 0xffff)
            + 1_000 * (over_blue >> 16)
            + (over_blue & 0xffff);
    }
    g
}

/// Normaliser 2: the relabelling that sorts vertices by [`degree_keys`].
pub fn degree_relabelling<L: Line>(pos: &Position<L>, n: usize) -> Perm {
    exchange_sort_relabelling(&degree_keys(pos, n), n)
}

/// Normaliser 3: the relabelling that sorts vertices by [`neighbours_keys`].
pub fn neighbours_relabelling<L: Line>(pos: &Position<L>, n: usize) -> Perm {
    let keys = neighbours_keys(pos, n);
    if n <= 8 {
        // Keys of up to 8 vertices stay below 2^21 (degrees below 8): no check that they pack.
        return packed_exchange_sort_relabelling(&keys, n);
    }
    exchange_sort_relabelling(&keys, n)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use crate::games::clique::Colour;

    #[test]
    fn the_exchange_sort_gives_each_vertex_its_sorted_place() {
        let keys = [30, 10, 20, 0, 0, 0, 0, 0, 0, 0, 0];
        let perm = exchange_sort_relabelling(&keys, 3);
        assert_eq!(&perm[..3], &[2, 0, 1]);
        assert_eq!(&perm[3..], &[3, 4, 5, 6, 7, 8, 9, 10]);
    }

    #[test]
    fn the_packed_sort_gives_the_exchange_sorts_relabelling() {
        let mut seed = 0xC0FFEE_u64;
        for n in 1..=MAX_N {
            for _ in 0..2000 {
                let mut keys = [0u64; MAX_N];
                for key in keys.iter_mut().take(n) {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    // Few values, so that ties are common; and now and then one too large
                    // to pack.
                    *key = if seed % 97 == 0 {
                        u64::MAX - seed % 3
                    } else {
                        seed % (2 * n as u64)
                    };
                }
                assert_eq!(
                    exchange_sort_relabelling(&keys, n),
                    plain_exchange_sort_relabelling(&keys, n),
                    "{:?}",
                    &keys[..n]
                );
            }
        }
    }

    #[test]
    fn spreading_a_set_puts_one_byte_per_vertex() {
        for set in 0..256u64 {
            let want = (0..8).fold(0u64, |m, u| m | (set >> u & 1) << (8 * u));
            assert_eq!(spread(set), want, "{set:#b}");
        }
    }

    #[test]
    fn neighbours_keys_follow_the_thesis_programs_formula() {
        let mut seed = 0xABCD_u64;
        for round in 0..1000 {
            let n = 2 + round % 7;
            let mut pos = Position::<u64>::EMPTY;
            for i in 0..n {
                for j in 0..i {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let colour = [Colour::Free, Colour::Red, Colour::Blue][seed as usize % 3];
                    pos = pos.with_edge(n, i, j, colour);
                }
            }
            let f = |v: usize| {
                100_000 * pos.red_degree(n, v) as u64 + 100 * pos.blue_degree(n, v) as u64
            };
            let keys = neighbours_keys(&pos, n);
            // The general loop (boards over 8 vertices) gives the same keys.
            assert_eq!(keys, neighbours_keys_on(&pos, n));
            for (v, &key) in keys.iter().enumerate().take(n) {
                let mut g = f(v);
                for u in 0..n {
                    if pos.red_row(n, v) >> u & 1 == 1 {
                        g += f(u) / 10;
                    }
                    if pos.blue_row(n, v) >> u & 1 == 1 {
                        g += f(u) / 100;
                    }
                }
                assert_eq!(key, g);
            }
        }
    }

    #[test]
    fn the_exchange_sort_is_not_stable_on_ties() {
        // i=0 meets the smaller key at j=2 and swaps it over the tied vertex 1.
        let keys = [5, 5, 1, 0, 0, 0, 0, 0, 0, 0, 0];
        let perm = exchange_sort_relabelling(&keys, 3);
        // Vertex 2 goes first; vertex 0 ends up after vertex 1 although it came first.
        assert_eq!(&perm[..3], &[2, 1, 0]);
    }
}
