//! The root's history as the page's chart draws it: a few points per pixel column instead of
//! every iteration. At the end of (8,4) the history holds 4.7M iterations (38 MB); sending it
//! whole with every view and scanning it on the page took a Back there 310–330 ms, 150–210 ms
//! without (`docs/performance-browser.md`).

/// Histories of up to this many iterations are drawn point by point.
pub const ALL_POINTS: usize = 1200;

/// The chart of `history` on `columns` pixel columns, flat:
/// `[n, top, i, pn, dn, i, pn, dn, …]`, where `n` is the history's length, `top` one more than
/// the largest finite (below `infinity`) pn or dn and at least 2, and each triple an iteration
/// with the root's numbers after it, in order. Up to [`ALL_POINTS`] iterations every one is a
/// point; past that each column keeps its first and last iteration and those holding its
/// lowest and highest pn and dn (the first of equals), so the step lines look the same.
pub fn root_chart(history: &[[u32; 2]], columns: usize, infinity: u32) -> Vec<u32> {
    let n = history.len();
    let top = history
        .iter()
        .flatten()
        .filter(|&&v| v < infinity)
        .fold(2, |top, &v| top.max(v + 1));
    let mut out = vec![n as u32, top];
    // A column per iteration keeps every one.
    let columns = if n <= ALL_POINTS { n } else { columns };
    for c in 0..columns {
        let a = c * n / columns;
        let col = &history[a..(c + 1) * n / columns];
        let Some(&first) = col.first() else { continue };
        // The column's first and last, then the first of its lowest and highest pn and dn.
        let mut keep = [0, col.len() - 1, 0, 0, 0, 0];
        let (mut lo, mut hi) = (first, first);
        for (i, e) in col.iter().enumerate() {
            for k in 0..2 {
                if e[k] < lo[k] {
                    (lo[k], keep[2 + k]) = (e[k], i);
                }
                if e[k] > hi[k] {
                    (hi[k], keep[4 + k]) = (e[k], i);
                }
            }
        }
        // In order, once each, by picking the next larger: no sort's code in the wasm for six.
        let mut last = None;
        while let Some(i) = keep
            .iter()
            .copied()
            .filter(|&i| last.is_none_or(|l| i > l))
            .min()
        {
            let e = col[i];
            out.extend([(a + i) as u32, e[0], e[1]]);
            last = Some(i);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const INF: u32 = 1 << 30;

    /// The points of a chart, as (iteration, pn, dn).
    fn points(chart: &[u32]) -> Vec<(u32, u32, u32)> {
        chart[2..].chunks(3).map(|p| (p[0], p[1], p[2])).collect()
    }

    /// A history that wanders, with infinities near its end, from a fixed seed.
    fn wandering(n: usize) -> Vec<[u32; 2]> {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % 1000) as u32
        };
        (0..n)
            .map(|i| {
                if i + 3 > n {
                    [0, INF]
                } else {
                    [next() + 1, next() + 1]
                }
            })
            .collect()
    }

    #[test]
    fn a_short_history_is_every_point_and_the_top_counts_finite_numbers_only() {
        let h = [[1, 1], [3, 2], [0, INF], [INF, 0]];
        let chart = root_chart(&h, 294, INF);
        assert_eq!(&chart[..2], &[4, 4]);
        assert_eq!(
            points(&chart),
            vec![(0, 1, 1), (1, 3, 2), (2, 0, INF), (3, INF, 0)]
        );
        // Nothing above 1: the top is 2, as the page's chart always had.
        assert_eq!(root_chart(&[[1, 1]], 294, INF)[..2], [1, 2]);
    }

    #[test]
    fn a_long_history_keeps_each_columns_ends_and_extremes() {
        let h = wandering(100_000);
        let columns = 294;
        let chart = root_chart(&h, columns, INF);
        assert_eq!(chart[0], 100_000);
        let top = h.iter().flatten().filter(|&&v| v < INF).max().unwrap() + 1;
        assert_eq!(chart[1], top);
        let pts = points(&chart);
        assert!(pts.len() <= 6 * columns, "{} points", pts.len());
        assert!(
            pts.windows(2).all(|w| w[0].0 < w[1].0),
            "in order, once each"
        );
        assert!(pts.iter().all(|&(i, pn, dn)| h[i as usize] == [pn, dn]));
        // Every column's first and last iteration, and its extremes, are there.
        let kept: std::collections::HashSet<u32> = pts.iter().map(|p| p.0).collect();
        for c in 0..columns {
            let (a, b) = (c * h.len() / columns, (c + 1) * h.len() / columns);
            let col = &h[a..b];
            for k in 0..2 {
                let lo = col.iter().map(|e| e[k]).min().unwrap();
                let hi = col.iter().map(|e| e[k]).max().unwrap();
                let first = |v: u32| (a + col.iter().position(|e| e[k] == v).unwrap()) as u32;
                assert!(
                    kept.contains(&first(lo)) && kept.contains(&first(hi)),
                    "column {c}"
                );
            }
            assert!(
                kept.contains(&(a as u32)) && kept.contains(&(b as u32 - 1)),
                "column {c}"
            );
        }
        assert_eq!(
            pts.last().unwrap().0,
            99_999,
            "the last iteration: the chart's now"
        );
    }

    #[test]
    fn more_columns_than_iterations_skips_the_empty_columns() {
        let h = wandering(ALL_POINTS + 1);
        let pts = points(&root_chart(&h, 5000, INF));
        assert_eq!(pts.len(), h.len(), "one column per iteration at most");
    }
}
