//! The thesis's cheap normalising functions (section 3.3, functions 2 and 3): give every vertex
//! a key, sort the vertices by it, and renumber them in sorted order.
//!
//! Both use the thesis program's exchange sort, which is *not* stable: equal keys end up in an
//! order that depends on the input labelling in a particular way, and that changes which
//! positions get merged, hence the node counts of a search. Keep it.

use super::board::{set_size, Position};
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
    relabelling_by_packed_keys(pack_keys(keys, n), n)
}

/// The sort entries `key << VERTEX_BITS | vertex` of keys below `2^(64 - VERTEX_BITS)`.
#[inline(always)]
pub fn pack_keys(keys: &[u64; MAX_N], n: usize) -> [u64; MAX_N] {
    debug_assert!(keys[..n].iter().all(|&k| k < 1 << (64 - VERTEX_BITS)));
    let mut packed = [0u64; MAX_N];
    for v in 0..n {
        packed[v] = keys[v] << VERTEX_BITS | v as u64;
    }
    packed
}

/// [`exchange_sort_relabelling`] from the sort entries [`pack_keys`] makes.
#[inline(always)]
pub fn relabelling_by_packed_keys(mut packed: [u64; MAX_N], n: usize) -> Perm {
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
    relabelling_of_sorted(&packed, n, (1 << VERTEX_BITS) - 1)
}

/// The relabelling `perm[old] = new` of sorted entries `key << VERTEX_BITS | vertex`: each
/// entry's vertex (`entry & vertex_mask`) goes to the entry's place.
#[inline(always)]
pub fn relabelling_of_sorted<const M: usize>(
    sorted: &[u64; M],
    n: usize,
    vertex_mask: u64,
) -> Perm {
    debug_assert!(sorted[..n]
        .iter()
        .all(|&e| e & ((1 << VERTEX_BITS) - 1) <= vertex_mask));
    let mut perm = IDENTITY;
    for (place, &entry) in sorted.iter().enumerate().take(n) {
        perm[(entry & vertex_mask) as usize] = place as u8;
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
pub(super) const VERTEX_BITS: u32 = 4;

/// The exchange sort on the first `n` entries `key << VERTEX_BITS | vertex`, comparing keys
/// only.
#[inline(always)]
pub(super) fn packed_exchange_sort<const M: usize>(packed: &mut [u64; M], n: usize) {
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
pub(super) fn spread(set: u64) -> u64 {
    const ONES: u64 = 0x0101_0101_0101_0101;
    let low = (set & 0x7f).wrapping_mul(0x0002_0408_1020_4081) & ONES;
    low | (set >> 7 & 1) << 56
}

/// [`neighbours_keys`] for up to 8 vertices, where a degree (at most 7) fits in a byte and the
/// degrees of all vertices in one word. Each row spread to a byte per member
/// ([`spread`]) gives the degrees at once: summed over the rows, byte `u` counts the rows that
/// hold `u`, which is `u`'s degree (the matrix is symmetric); no byte carries (at most 7). The
/// sum of the degrees over a neighbourhood is then one multiplication: the spread
/// neighbourhood times the degrees in reverse byte order (vertex `u`'s in byte `7 - u`, one
/// byte swap) holds in byte 7 the sum over `u` of member × degree (a product of two
/// polynomials; no byte carries, every byte's sum stays below 8 · 7 < 256). The general loop
/// below adds every vertex masked by its membership: n² steps per colour. This runs once per
/// son a development creates or looks up.
#[inline(always)]
fn neighbours_keys_in_bytes<L: Line>(pos: &Position<L>, n: usize) -> [u64; MAX_N] {
    debug_assert!(n <= 8);
    let mut rows = [(0u64, 0u64); 8];
    // Red and blue degree of vertex u in byte u.
    let (mut red_degrees, mut blue_degrees) = (0u64, 0u64);
    for (v, row) in rows.iter_mut().enumerate().take(n) {
        *row = (spread(pos.red_row(n, v)), spread(pos.blue_row(n, v)));
        red_degrees += row.0;
        blue_degrees += row.1;
    }
    let (red_reversed, blue_reversed) = (red_degrees.swap_bytes(), blue_degrees.swap_bytes());
    let over = |set: u64, degrees: u64| set.wrapping_mul(degrees) >> 56;
    let mut g = [0u64; MAX_N];
    for (v, (key, &(red, blue))) in g.iter_mut().zip(&rows).enumerate().take(n) {
        *key = 100_000 * (red_degrees >> (8 * v) & 0xff)
            + 100 * (blue_degrees >> (8 * v) & 0xff)
            + 10_000 * over(red, red_reversed)
            + 10 * over(red, blue_reversed)
            + 1_000 * over(blue, red_reversed)
            + over(blue, blue_reversed);
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
    relabelling_by_neighbours_keys(&neighbours_keys(pos, n), n)
}

/// Normaliser 3's relabelling from its keys ([`neighbours_keys`]).
#[inline(always)]
pub fn relabelling_by_neighbours_keys(keys: &[u64; MAX_N], n: usize) -> Perm {
    if n <= 8 {
        // Keys of up to 8 vertices stay below 2^21 (degrees below 8): no check that they pack.
        return packed_exchange_sort_relabelling(keys, n);
    }
    exchange_sort_relabelling(keys, n)
}

/// The sort entries ([`pack_keys`]) of [`neighbours_keys`] of the position after the free edge `i`–`j` of `pos` is coloured red
/// (`red`) or blue, from the keys of `pos`: a development asks for every son's keys, and the
/// sons differ from their parent by one edge. With `f(v) = 100000·redDeg(v) + 100·blueDeg(v)`,
/// the edge raises `f(i)` and `f(j)` by `d` (100000 red, 100 blue), so every vertex with `i` or
/// `j` among its red neighbours gains `d/10` per such neighbour, and `d/100` per blue one;
/// `i` gains `d` and `f(j)/10` (red) or `f(j)/100` (blue) of `j`'s new `f` as a new neighbour,
/// and `j` likewise. (Neither `i` nor `j` is its own or, the edge being free, the other's
/// neighbour yet, so the first rule adds nothing to them.)
///
/// It works on the sort entries of [`pack_keys`]: a son's entries are its parent's plus the
/// keys' changes shifted past the vertex bits, so a development packs the parent's keys once
/// instead of every son's (normaliser 3's keys stay below 2^22 on every board, far below the
/// `2^(64 - VERTEX_BITS)` the entries hold).
#[inline(always)]
pub fn packed_keys_after<L: Line>(
    packed: &[u64; MAX_N],
    pos: &Position<L>,
    n: usize,
    edge: (usize, usize),
    red: bool,
) -> [u64; MAX_N] {
    keys_after_scaled(packed, pos, n, edge, red, VERTEX_BITS)
}

/// The keys (or entries) after the move, with every change shifted left by `shift`.
#[inline(always)]
fn keys_after_scaled<L: Line>(
    keys: &[u64; MAX_N],
    pos: &Position<L>,
    n: usize,
    (i, j): (usize, usize),
    red: bool,
    shift: u32,
) -> [u64; MAX_N] {
    debug_assert!(pos.is_free(n, i, j));
    let (red_i, red_j) = (pos.red_row(n, i), pos.red_row(n, j));
    let (blue_i, blue_j) = (pos.blue_row(n, i), pos.blue_row(n, j));
    let d: u64 = if red { 100_000 } else { 100 };
    let (over_red, over_blue) = ((d / 10) << shift, (d / 100) << shift);
    let mut after = *keys;
    if n <= 8 {
        // `over_red` is ten times `over_blue`: a vertex gains `over_blue` times 10 per red and
        // 1 per blue neighbour among i and j, a count of at most 22 that all vertices'
        // counts hold side by side in one word, a byte each ([`spread`]; no byte carries).
        let counts = 10 * (spread(red_i) + spread(red_j)) + spread(blue_i) + spread(blue_j);
        for (u, key) in after.iter_mut().enumerate().take(n) {
            *key += over_blue * (counts >> (8 * u) & 0xff);
        }
    } else {
        for (u, key) in after.iter_mut().enumerate().take(n) {
            *key += over_red * ((red_i >> u & 1) + (red_j >> u & 1))
                + over_blue * ((blue_i >> u & 1) + (blue_j >> u & 1));
        }
    }
    // `f` of i and j after the edge, each divided as its new neighbour's colour says.
    let f_after = |red_row: u64, blue_row: u64| {
        d + 100_000 * set_size(red_row) as u64 + 100 * set_size(blue_row) as u64
    };
    let divisor = if red { 10 } else { 100 };
    after[i] += (d + f_after(red_j, blue_j) / divisor) << shift;
    after[j] += (d + f_after(red_i, blue_i) / divisor) << shift;
    after
}

/// A random colouring of an `n`-vertex board, each edge free, red or blue (a xorshift on
/// `seed`: the same boards in every run). Few colours on some boards, many on others, so that
/// the normalisers' keys tie often. For the tests here and in `sons.rs`.
#[cfg(test)]
pub(super) fn random_colouring<L: Line>(n: usize, seed: &mut u64) -> Position<L> {
    use super::Colour;
    let mut next = || {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    };
    let mut pos = Position::<L>::EMPTY;
    for i in 0..n {
        for j in 0..i {
            let colour = [Colour::Free, Colour::Red, Colour::Blue][next() as usize % 3];
            pos = pos.with_edge(n, i, j, colour);
        }
    }
    pos
}

#[cfg(test)]
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

    /// The keys after a move, found from the keys before it, are the keys computed afresh, for
    /// every free edge of random positions, both colours, on 64- and 128-bit boards.
    #[test]
    fn neighbours_keys_after_a_move_are_the_fresh_keys() {
        fn check<L: Line>(n: usize, seed: &mut u64) {
            let pos = random_colouring::<L>(n, seed);
            let keys = neighbours_keys(&pos, n);
            for i in 0..n {
                for j in 0..i {
                    if !pos.is_free(n, i, j) {
                        continue;
                    }
                    for (red, colour) in [(true, Colour::Red), (false, Colour::Blue)] {
                        let after = pos.with_edge(n, i, j, colour);
                        assert_eq!(
                            keys_after_scaled(&keys, &pos, n, (i, j), red, 0),
                            neighbours_keys(&after, n),
                            "n {n}, edge {i}-{j}, red {red}"
                        );
                        assert_eq!(
                            packed_keys_after(&pack_keys(&keys, n), &pos, n, (i, j), red),
                            pack_keys(&neighbours_keys(&after, n), n),
                            "n {n}, edge {i}-{j}, red {red}"
                        );
                        assert_eq!(
                            relabelling_by_neighbours_keys(&neighbours_keys(&after, n), n),
                            neighbours_relabelling(&after, n)
                        );
                    }
                }
            }
        }
        let mut seed = 0x5EED_u64;
        for round in 0..600 {
            check::<u64>(2 + round % 7, &mut seed);
            check::<u128>(9 + round % 3, &mut seed);
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
