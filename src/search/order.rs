//! Ordering a position's moves by a score, without the standard library's sorts.
//!
//! `sort_by_cached_key` and `sort` compile a fresh driftsort or ipnsort, several kilobytes of
//! wasm each, for every element type, key type and index width (`sort_by_cached_key` alone
//! brings four). The lists sorted here are one position's moves, a few dozen at most, where an
//! insertion sort is as fast and a few dozen bytes (`docs/performance-browser.md`).

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

#[cfg(test)]
mod tests {
    use super::by_score_desc;
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
}
