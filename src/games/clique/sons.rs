//! Normaliser 3 for every son of one development, on boards of up to 8 vertices, with the
//! board size a constant.
//!
//! A development asks for the normal form of each son (85,554 of them in a (7,4) solve), and
//! the sons differ from their parent by one edge. [`SonsOf::new`] does once per development
//! what every son shares: the parent's sort entries ([`normalise::pack_keys`]), each vertex's
//! neighbours as byte counts, and what each vertex adds to the other end of a new edge.
//! [`SonsOf::relabelling`] is then, per son, two additions of words, one byte per vertex, the
//! exchange sort and the relabelling: with `N` a constant the arrays stay in registers, where
//! [`normalise::packed_keys_after`] (any `n`) copies 11-entry arrays through memory. Same
//! entries, same sort, so the same relabellings (the tests below check it for every free edge).

use super::board::{set_size, Position};
use super::line::{Line, Perm};
use super::normalise::{self, spread, VERTEX_BITS};

/// What the sons of one position share for normaliser 3, on an `N`-vertex board (`N <= 8`).
pub struct SonsOf<const N: usize> {
    /// The parent's sort entries: `key << VERTEX_BITS | vertex`.
    entries: [u64; N],
    /// Per vertex `v`, a byte per vertex `u`: 10 when `u` is a red neighbour of `v`, 1 when
    /// blue. A new edge `i`–`j` raises `f(i)` and `f(j)`, and each `u` gains per such count.
    near: [u64; N],
    /// What `v` adds, as the new neighbour, to the key of the edge's other end (shifted).
    ends: [u64; N],
    /// What one count of `near` adds to a key (shifted): `d / 100`, with `d` the raise of `f`.
    per_count: u64,
}

impl<const N: usize> SonsOf<N> {
    /// The shared part for the sons of `pos` where the mover colours red (`red`) or blue. With
    /// `f(v) = 100000·redDeg(v) + 100·blueDeg(v)`, a new edge raises `f` of both ends by `d`
    /// (100000 red, 100 blue), so each vertex gains `d/10` per red and `d/100` per blue
    /// neighbour among the ends; each end gains `d` and its new neighbour's new `f`, divided by
    /// 10 (red) or 100 (blue): `110000 + 10000·redDeg + 10·blueDeg` red,
    /// `101 + 1000·redDeg + blueDeg` blue, the degrees before the edge.
    ///
    /// The board has `n <= N` vertices. Below `N` the missing vertices get the largest key:
    /// no son adds to it, and the sort never swaps an entry with a later one of a key as large,
    /// so they stay behind the board's own vertices, in order, and map to themselves, as they
    /// do in normaliser 3's relabelling of the `n`-vertex board (the tests check every `n`).
    /// So one `N` can serve every smaller board.
    #[inline(always)]
    pub fn new<L: Line>(pos: &Position<L>, n: usize, red: bool) -> Self {
        debug_assert!(n <= N && N <= 8);
        let keys = normalise::neighbours_keys(pos, n);
        let mut entries = [0u64; N];
        let (mut near, mut ends) = ([0u64; N], [0u64; N]);
        let (base, per_red, per_blue) = if red {
            (110_000, 10_000, 10)
        } else {
            (101, 1_000, 1)
        };
        for v in 0..N {
            if v >= n {
                entries[v] = u64::MAX << VERTEX_BITS | v as u64;
                continue;
            }
            entries[v] = keys[v] << VERTEX_BITS | v as u64;
            let (reds, blues) = (pos.red_row(n, v), pos.blue_row(n, v));
            near[v] = 10 * spread(reds) + spread(blues);
            let gain = base + per_red * set_size(reds) as u64 + per_blue * set_size(blues) as u64;
            ends[v] = gain << VERTEX_BITS;
        }
        let per_count = (if red { 1_000 } else { 1 }) << VERTEX_BITS;
        SonsOf {
            entries,
            near,
            ends,
            per_count,
        }
    }

    /// Normaliser 3's relabelling of the son where the free edge `i`–`j` is coloured.
    #[inline(always)]
    pub fn relabelling(&self, (i, j): (usize, usize)) -> Perm {
        // At most 11 + 11 per byte: no byte carries.
        let counts = self.near[i] + self.near[j];
        let mut entries = self.entries;
        for (u, entry) in entries.iter_mut().enumerate() {
            *entry += self.per_count * (counts >> (8 * u) & 0xff);
        }
        entries[i] += self.ends[j];
        entries[j] += self.ends[i];
        normalise::packed_exchange_sort(&mut entries, N);
        // With at most 8 vertices a vertex is its entry's low 3 bits, a sure index into the
        // relabelling: no bounds check per store.
        normalise::relabelling_of_sorted(&entries, N, 7)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::clique::Colour;

    /// Every free edge of random positions, both colours, every board size it serves, 64- and
    /// 128-bit lines: the relabelling is normaliser 3's of the son computed afresh.
    fn check<L: Line, const N: usize>(seed: &mut u64) {
        for n in 2..=N {
            check_on::<L, N>(n, seed);
        }
    }

    /// [`check`] on an `n`-vertex board with `SonsOf::<N>`.
    fn check_on<L: Line, const N: usize>(n: usize, seed: &mut u64) {
        let pos = normalise::random_colouring::<L>(n, seed);
        for (red, colour) in [(true, Colour::Red), (false, Colour::Blue)] {
            let sons = SonsOf::<N>::new(&pos, n, red);
            for i in 0..n {
                for j in 0..i {
                    if !pos.is_free(n, i, j) {
                        continue;
                    }
                    let after = pos.with_edge(n, i, j, colour);
                    assert_eq!(
                        sons.relabelling((i, j)),
                        normalise::neighbours_relabelling(&after, n),
                        "n {n} as {N}, edge {i}-{j}, red {red}, {pos:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn each_sons_relabelling_is_normaliser_3s_of_the_son() {
        let mut seed = 0x50_u64;
        for _ in 0..400 {
            check::<u64, 2>(&mut seed);
            check::<u64, 3>(&mut seed);
            check::<u64, 4>(&mut seed);
            check::<u64, 5>(&mut seed);
            check::<u64, 6>(&mut seed);
            check::<u64, 7>(&mut seed);
            check::<u64, 8>(&mut seed);
            check::<u128, 7>(&mut seed);
            check::<u128, 8>(&mut seed);
        }
    }
}
