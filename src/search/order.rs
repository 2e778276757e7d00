//! Ordering a position's moves by a score, without the standard library's sorts.
//!
//! `sort_by_cached_key` and `sort` compile a fresh driftsort or ipnsort, several kilobytes of
//! wasm each, for every element type, key type and index width (`sort_by_cached_key` alone
//! brings four). The lists sorted here are one position's moves, a few dozen at most, where an
//! insertion sort is as fast and a few dozen bytes (`docs/performance-browser.md`).
//!
//! [`stable_by`] replaces the other sorts (the symmetry groups' 64-byte permutations, proof
//! sets, sub-DAG orders, a partition's vertices): the standard library's `sort_unstable` of
//! `[u8; 64]` alone compiled to 60 KB of wasm, and this merge sort is a few hundred bytes per
//! element type. Being stable, it gives exactly what the standard stable sort gives, and what
//! `sort_unstable` gives wherever equal keys are equal values or there are at most 20 items.

/// Sorts `items` by `score`, highest first, keeping the given order among equal scores: the
/// order `sort_by_cached_key(|&x| Reverse(score(x)))` gives. Each score is computed once.
pub fn by_score_desc<T: Copy>(items: &mut [T], mut score: impl FnMut(T) -> i64) {
    let mut keyed: Vec<(i64, T)> = items.iter().map(|&x| (score(x), x)).collect();
    for i in 1..keyed.len() {
        let mut j = i;
        // Strictly greater moves up: ties stay behind the earlier item (stable).
        while j > 0 && keyed[j - 1].0 < keyed[j].0 {
            keyed.swap(j - 1, j);
            j -= 1;
        }
    }
    for (slot, (_, x)) in items.iter_mut().zip(keyed) {
        *slot = x;
    }
}

/// Sorts `v` so that no item is `less` than the one before it, keeping the given order among
/// equal items (the order `sort_by` gives). Insertion sort for runs of 16, then merge passes.
pub fn stable_by<T: Copy>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    const RUN: usize = 16;
    for run in v.chunks_mut(RUN) {
        for i in 1..run.len() {
            let x = run[i];
            let mut j = i;
            while j > 0 && less(&x, &run[j - 1]) {
                run[j] = run[j - 1];
                j -= 1;
            }
            run[j] = x;
        }
    }
    let n = v.len();
    if n <= RUN {
        return;
    }
    let mut buf = v.to_vec();
    let mut width = RUN;
    while width < n {
        let mut start = 0;
        while start < n {
            let mid = (start + width).min(n);
            let end = (start + 2 * width).min(n);
            let (mut i, mut j) = (start, mid);
            for slot in &mut buf[start..end] {
                // The right run's item goes first only when strictly less: stable.
                if j < end && (i >= mid || less(&v[j], &v[i])) {
                    *slot = v[j];
                    j += 1;
                } else {
                    *slot = v[i];
                    i += 1;
                }
            }
            start = end;
        }
        v.copy_from_slice(&buf);
        width *= 2;
    }
}

/// [`stable_by`] in ascending order of `key`.
pub fn stable_by_key<T: Copy, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    stable_by(v, |a, b| key(a) < key(b));
}

/// [`stable_by`] in ascending order.
pub fn ascending<T: Copy + Ord>(v: &mut [T]) {
    stable_by(v, |a, b| a < b);
}

#[cfg(test)]
mod tests {
    use super::{ascending, by_score_desc, stable_by_key};
    use std::cmp::Reverse;

    #[test]
    fn same_order_as_the_standard_stable_sort() {
        // Small pseudo-random lists with many ties, against sort_by_cached_key.
        let mut seed = 7u64;
        for len in 0..40 {
            let items: Vec<(u32, i64)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (i, (seed >> 60) as i64 - 8)
                })
                .collect();
            let mut ours = items.clone();
            by_score_desc(&mut ours, |(_, s)| s);
            let mut std = items.clone();
            std.sort_by_cached_key(|&(_, s)| Reverse(s));
            assert_eq!(ours, std, "len {len}");
        }
    }

    #[test]
    fn merge_sort_gives_the_standard_stable_order() {
        // Lengths around the run and merge boundaries, keys with many ties.
        let mut seed = 11u64;
        for len in [0, 1, 2, 15, 16, 17, 31, 32, 33, 100, 257, 1000] {
            let items: Vec<(u8, u32)> = (0..len)
                .map(|i| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    ((seed >> 59) as u8, i)
                })
                .collect();
            let mut ours = items.clone();
            stable_by_key(&mut ours, |&(k, _)| k);
            let mut std = items.clone();
            std.sort_by_key(|&(k, _)| k);
            assert_eq!(ours, std, "len {len}");
            let mut ours = items.clone();
            ascending(&mut ours);
            let mut std = items;
            std.sort_unstable();
            assert_eq!(ours, std, "len {len}");
        }
    }
}
