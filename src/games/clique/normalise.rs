//! The thesis's cheap normalising functions (section 3.3, functions 2 and 3): give every vertex
//! a key, sort the vertices by it, and renumber them in sorted order.
//!
//! Both use the thesis program's exchange sort, which is *not* stable: equal keys end up in an
//! order that depends on the input labelling in a particular way, and that changes which
//! positions get merged, hence the node counts of a search. Keep it.

use super::board::Position;
use super::line::{Line, Perm, IDENTITY, MAX_N};

/// Sorts vertices `0..n` by `keys` with the thesis program's exchange sort and returns the
/// relabelling `perm[old] = new`, where `new` is the vertex's place in the sorted order.
///
/// The sort is `for i in 0..n, for j in i+1..n: if key[i] > key[j] swap`: ties are not kept
/// in their input order, on purpose (see the module comment).
pub fn exchange_sort_relabelling(keys: &[u64; MAX_N], n: usize) -> Perm {
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
    let mut f = [0u64; MAX_N];
    for (v, fv) in f.iter_mut().enumerate().take(n) {
        *fv = 100_000 * pos.red_degree(n, v) as u64 + 100 * pos.blue_degree(n, v) as u64;
    }
    let mut g = [0u64; MAX_N];
    for v in 0..n {
        let mut sum = f[v];
        let mut red = pos.red_row(n, v);
        while red != 0 {
            let u = red.trailing_zeros() as usize;
            red &= red - 1;
            sum += f[u] / 10;
        }
        let mut blue = pos.blue_row(n, v);
        while blue != 0 {
            let u = blue.trailing_zeros() as usize;
            blue &= blue - 1;
            sum += f[u] / 100;
        }
        g[v] = sum;
    }
    g
}

/// Normaliser 2: the relabelling that sorts vertices by [`degree_keys`].
pub fn degree_relabelling<L: Line>(pos: &Position<L>, n: usize) -> Perm {
    exchange_sort_relabelling(&degree_keys(pos, n), n)
}

/// Normaliser 3: the relabelling that sorts vertices by [`neighbours_keys`].
pub fn neighbours_relabelling<L: Line>(pos: &Position<L>, n: usize) -> Perm {
    exchange_sort_relabelling(&neighbours_keys(pos, n), n)
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    #[test]
    fn the_exchange_sort_gives_each_vertex_its_sorted_place() {
        let keys = [30, 10, 20, 0, 0, 0, 0, 0, 0, 0, 0];
        let perm = exchange_sort_relabelling(&keys, 3);
        assert_eq!(&perm[..3], &[2, 0, 1]);
        assert_eq!(&perm[3..], &[3, 4, 5, 6, 7, 8, 9, 10]);
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
