//! The root's history as the page's chart draws it: a few points per pixel column instead of
//! every iteration. At the end of (8,4) the history holds millions of iterations: sent whole
//! with every view, or scanned whole for each, it would slow every Back. So each finished
//! block of [`BLOCK`] iterations keeps its extremes, and a chart reads a column's whole blocks
//! through them (`node scripts/bench-chart-node.mjs` measures it).

/// Histories of up to this many iterations are drawn point by point.
pub const ALL_POINTS: usize = 1200;

/// Iterations per block summary: 20 bytes per 256 iterations, 1 % of the history's own.
pub const BLOCK: usize = 256;

/// The first iteration with the lowest pn, the lowest dn, the highest pn and the highest dn of
/// a stretch, each as (value, iteration).
type Extremes = [[u32; 2]; 4];

/// The root's (pn, dn) after each iteration, entry 0 before the first, with the summaries of
/// its finished blocks (made when a chart asks, and cut with the history).
#[derive(Default)]
pub struct History {
    entries: Vec<[u32; 2]>,
    /// Block j's [`Extremes`]' iterations and its largest finite number.
    blocks: Vec<[u32; 5]>,
}

impl History {
    /// The entries.
    pub fn entries(&self) -> &[[u32; 2]] {
        &self.entries
    }

    /// The root's numbers after the next iteration.
    pub fn push(&mut self, e: [u32; 2]) {
        self.entries.push(e);
    }

    /// Keeps the first `n` entries, and the summaries of the blocks wholly among them.
    pub fn truncate(&mut self, n: usize) {
        self.entries.truncate(n);
        self.blocks.truncate(n / BLOCK);
    }

    /// The chart on `columns` pixel columns, flat: `[n, top, i, pn, dn, i, pn, dn, …]`, where
    /// `n` is the history's length, `top` one more than the largest finite (below `infinity`)
    /// pn or dn and at least 2, and each triple an iteration with the root's numbers after it,
    /// in order. Up to [`ALL_POINTS`] iterations every one is a point; past that each column
    /// keeps its first and last iteration and those holding its lowest and highest pn and dn
    /// (the first of equals), so the step lines look the same.
    pub fn chart(&mut self, columns: usize, infinity: u32) -> Vec<u32> {
        let n = self.entries.len();
        while (self.blocks.len() + 1) * BLOCK <= n {
            let a = self.blocks.len() * BLOCK;
            // Read entry by entry: the block has no summary yet.
            let x = self.extremes(a, a + BLOCK);
            let top = finite_top(&self.entries[a..a + BLOCK], infinity);
            self.blocks.push([x[0][1], x[1][1], x[2][1], x[3][1], top]);
        }
        let h = &self.entries;
        let tail = &h[self.blocks.len() * BLOCK..];
        let top = self
            .blocks
            .iter()
            .map(|b| b[4])
            .fold(finite_top(tail, infinity), u32::max);
        let mut out = vec![n as u32, top.max(1) + 1];
        // A column per iteration keeps every one.
        let columns = if n <= ALL_POINTS { n } else { columns };
        for c in 0..columns {
            let (a, b) = (c * n / columns, (c + 1) * n / columns);
            if a == b {
                continue;
            }
            let x = self.extremes(a, b);
            // In order, once each, by picking the next larger.
            let keep = [a, b - 1].map(|i| i as u32);
            let keep = [keep[0], keep[1], x[0][1], x[1][1], x[2][1], x[3][1]];
            let mut last = None;
            while let Some(i) = keep
                .iter()
                .copied()
                .filter(|&i| last.is_none_or(|l| i > l))
                .min()
            {
                let e = h[i as usize];
                out.extend([i, e[0], e[1]]);
                last = Some(i);
            }
        }
        out
    }

    /// The [`Extremes`] of iterations `a..b` (`a < b`), through the summaries of the blocks
    /// wholly among them.
    fn extremes(&self, a: usize, b: usize) -> Extremes {
        let h = &self.entries;
        let [pn, dn] = h[a];
        let mut x = [
            [pn, a as u32],
            [dn, a as u32],
            [pn, a as u32],
            [dn, a as u32],
        ];
        let mut i = a;
        while i < b {
            match self.blocks.get(i / BLOCK) {
                Some(block) if i % BLOCK == 0 && i + BLOCK <= b => {
                    for &j in &block[..4] {
                        fold(h, &mut x, j as usize);
                    }
                    i += BLOCK;
                }
                _ => {
                    fold(h, &mut x, i);
                    i += 1;
                }
            }
        }
        x
    }
}

/// The largest number below `infinity` in `h`, or 0.
fn finite_top(h: &[[u32; 2]], infinity: u32) -> u32 {
    h.iter()
        .flatten()
        .filter(|&&v| v < infinity)
        .fold(0, |top, &v| top.max(v))
}

/// Takes iteration `i` into `x`; of equal numbers the earlier iteration stays, whatever the
/// order they come in (a column reads its blocks' extremes after the iterations before them).
fn fold(h: &[[u32; 2]], x: &mut Extremes, i: usize) {
    let e = h[i];
    let i = i as u32;
    for k in 0..2 {
        let [lo, at] = x[k];
        if e[k] < lo || (e[k] == lo && i < at) {
            x[k] = [e[k], i];
        }
        let [hi, at] = x[2 + k];
        if e[k] > hi || (e[k] == hi && i < at) {
            x[2 + k] = [e[k], i];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const INF: u32 = 1 << 30;

    fn root_chart(h: &[[u32; 2]], columns: usize, infinity: u32) -> Vec<u32> {
        let mut history = History::default();
        for &e in h {
            history.push(e);
        }
        history.chart(columns, infinity)
    }

    /// The chart as it was made before the block summaries: every column scanned.
    fn by_scan(history: &[[u32; 2]], columns: usize, infinity: u32) -> Vec<u32> {
        let n = history.len();
        let top = history
            .iter()
            .flatten()
            .filter(|&&v| v < infinity)
            .fold(2, |top, &v| top.max(v + 1));
        let mut out = vec![n as u32, top];
        let columns = if n <= ALL_POINTS { n } else { columns };
        for c in 0..columns {
            let a = c * n / columns;
            let col = &history[a..(c + 1) * n / columns];
            let Some(&first) = col.first() else { continue };
            let mut keep = vec![0, col.len() - 1, 0, 0, 0, 0];
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
            keep.sort();
            keep.dedup();
            for i in keep {
                let e = col[i];
                out.extend([(a + i) as u32, e[0], e[1]]);
            }
        }
        out
    }

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
    fn the_blocks_give_the_chart_a_scan_of_every_column_gives() {
        // Few distinct numbers: many ties, where the first must stay.
        let few =
            |n: usize| -> Vec<[u32; 2]> { wandering(n).iter().map(|e| e.map(|v| v % 3)).collect() };
        // A block whose first highest pn comes before its lowest dn, which has that pn too:
        // the block's extremes come out of order, and the earlier iteration must stay.
        let mut crafted = vec![[1, 5]; 3_000];
        crafted[BLOCK + 10] = [9, 5];
        crafted[BLOCK + 20] = [9, 0];
        assert_eq!(root_chart(&crafted, 1, INF), by_scan(&crafted, 1, INF));
        for h in [wandering(300_000), few(100_000)] {
            let mut history = History::default();
            // What was pushed: after a cut the history grows again with other numbers (h read
            // backwards), so a summary kept past its cut would show.
            let mut pushed: Vec<[u32; 2]> = Vec::new();
            let mut backwards = false;
            // Charts at lengths inside and at the ends of blocks, then after cuts that drop
            // whole and partial blocks and growth past them again.
            let steps = [
                (1_500, Some(1_024)),
                (BLOCK * 40, Some(BLOCK * 3 + 5)),
                (h.len(), Some(BLOCK * 50)),
                (h.len(), None),
            ];
            for (grow_to, cut_to) in steps {
                while pushed.len() < grow_to {
                    let i = pushed.len();
                    let e = if backwards { h[h.len() - 1 - i] } else { h[i] };
                    history.push(e);
                    pushed.push(e);
                }
                for columns in [1, 7, 294, 5_000] {
                    assert_eq!(
                        history.chart(columns, INF),
                        by_scan(&pushed, columns, INF),
                        "{} entries, {columns} columns",
                        pushed.len()
                    );
                }
                if let Some(cut) = cut_to {
                    history.truncate(cut);
                    pushed.truncate(cut);
                    backwards = !backwards;
                    assert_eq!(history.entries(), &pushed[..]);
                    assert_eq!(
                        history.chart(294, INF),
                        by_scan(&pushed, 294, INF),
                        "cut to {cut}"
                    );
                }
            }
        }
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
