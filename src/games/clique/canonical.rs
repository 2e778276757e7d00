//! Normaliser 4: a true canonical form of a 3-coloured complete graph (free, red, blue edges)
//! on at most 11 vertices. Isomorphic positions get the same normal form, whatever their labels.
//!
//! # Method
//!
//! 1. **Colour refinement.** Every vertex starts with its (red degree, blue degree); each round
//!    replaces a vertex's colour by a hash of its colour and the sums, over its red and over its
//!    blue neighbours, of a mix of their colours. Sums do not depend on the labelling, so the
//!    colours are isomorphism invariants. Rounds stop when the number of classes stops growing.
//!    Sorting vertices by colour gives an *ordered partition* whose cell order depends only on
//!    the graph, never on the labels.
//! 2. **Branch and bound over consistent orderings.** Vertices are placed at positions
//!    `0, 1, …, n-1`; position `p` must take a vertex of the cell that covers `p`. The
//!    certificate compared is the sequence of rows `row(p) = colours from the vertex at p to the
//!    vertices at 0..p` (position 0 most significant). The canonical form is the ordering with
//!    the lexicographically smallest certificate. Three cuts keep this small:
//!    * only candidates whose row is minimal at this position are tried (any other is beaten
//!      by a sibling with the same prefix);
//!    * a branch whose row is larger than the best certificate's row, with equal prefix, stops;
//!    * of *twins* (two vertices whose edges to every other vertex have the same colours, so
//!      swapping them is an automorphism) only one is tried at a position.
//!
//! Hash collisions in step 1 only merge classes, which costs time but never correctness: the
//! search still covers every ordering consistent with an invariant ordered partition.
//!
//! # Speed, and the `canonical-form` crate
//!
//! Measured with `cargo test --release --lib canonical_speed -- --ignored --nocapture` on the
//! 2-core machine while another build ran (load average about 4, so figures vary by up to ±50 %
//! between runs; ranges over five runs). Positions: 20 000 random reachable positions per `N`
//! (random play in the (N,4) game from the empty board for a uniformly random number of moves,
//! stopping at a win). Nanoseconds per call, including applying the relabelling:
//!
//! | N | this module | `canonical-form` 0.6.0 | normaliser 2 | normaliser 3 |
//! |---|-------------|------------------------|--------------|--------------|
//! | 5 | 190–270     | 8 200–11 300           | 70–150       | 105–230      |
//! | 6 | 280–330     | 36 900–40 700          | 110–160      | 170–250      |
//! | 7 | 370–530     | 186 700–212 400        | 150–240      | 230–320      |
//! | 8 | 440–530     | 1 140 000–1 290 000    | 190–330      | 290–450      |
//!
//! The relabelling alone costs 40–165 ns of that (an upper bound: the relabelling and
//! normaliser 3 have become cheaper since). Symmetric worst cases on 8 vertices: a red
//! perfect matching 1.5 µs, a red 8-cycle 2.8 µs, a red 8-cycle plus blue distance-2 chords
//! 1.5 µs, a red and a disjoint blue 4-cycle 0.3 µs.
//!
//! The crate (pure Rust, on crates.io, a dev-dependency here) builds and can express the game's
//! graphs: its `Canonize::invariant_neighborhood` returns two lists per vertex, the red and the
//! blue neighbours; `our_canonical_form_merges_exactly_what_the_crate_merges` checks that both
//! agree on which positions are isomorphic. It is 40 to 2 000 times slower here: it is generic
//! (heap-allocated partitions, a `Vec` per neighbourhood query, an `apply_morphism` per leaf of
//! its search tree), so this module is the one the game uses.

use super::board::Position;
use super::line::{Line, Perm, IDENTITY, MAX_N};

/// A set of vertices, bit `v` for vertex `v`.
type Set = u16;

/// Spreads a small class value over 64 bits, so sums over neighbours rarely collide.
#[inline]
fn mix(x: u64) -> u64 {
    // The splitmix64 finaliser: cheap and well spread.
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Number of distinct values among the first `n` of `colours`.
#[inline]
fn class_count(colours: &[u64; MAX_N], n: usize) -> usize {
    let mut count = 0;
    for i in 0..n {
        if colours[..i].iter().all(|&c| c != colours[i]) {
            count += 1;
        }
    }
    count
}

/// The search's fixed data and its best certificate so far.
struct Search {
    n: usize,
    /// Per vertex, its red and its blue neighbours.
    red: [Set; MAX_N],
    blue: [Set; MAX_N],
    /// Per position, the vertex mask of the cell that covers it.
    cell_at: [Set; MAX_N],
    /// Per vertex, the mask of its twins (itself excluded).
    twins: [Set; MAX_N],
    /// Best certificate found: row per position, and the vertex placed there.
    best_rows: [u32; MAX_N],
    best_order: [u8; MAX_N],
    have_best: bool,
    /// Bumped whenever `best_*` changes, so a node knows a leaf below it became the best.
    generation: u32,
}

impl Search {
    /// Two-bit code of the edge `(v, u)` in the certificate row: free 0, red 1, blue 2.
    #[inline]
    fn code(&self, v: usize, u: usize) -> u32 {
        (((self.red[v] >> u) & 1) | (((self.blue[v] >> u) & 1) << 1)) as u32
    }

    fn dfs(
        &mut self,
        p: usize,
        placed: Set,
        rows: &[u32; MAX_N],
        order: &mut [u8; MAX_N],
        mut prefix_equal: bool,
    ) {
        if p == self.n {
            // An equal certificate means an automorphism: nothing new.
            if !self.have_best || !prefix_equal {
                self.best_order = *order;
                self.have_best = true;
                self.generation = self.generation.wrapping_add(1);
            }
            return;
        }
        let candidates = self.cell_at[p] & !placed;
        let mut min = u32::MAX;
        let mut c = candidates;
        while c != 0 {
            let v = c.trailing_zeros() as usize;
            c &= c - 1;
            min = min.min(rows[v]);
        }
        if self.have_best && prefix_equal {
            if min > self.best_rows[p] {
                return;
            }
            prefix_equal = min == self.best_rows[p];
        }
        let mut tried: Set = 0;
        let mut c = candidates;
        while c != 0 {
            let v = c.trailing_zeros() as usize;
            c &= c - 1;
            if rows[v] != min || self.twins[v] & tried != 0 {
                continue;
            }
            tried |= 1 << v;
            let generation = self.generation;
            let mut next = *rows;
            let mut rest = candidates_all(self.n) & !placed & !(1 << v);
            while rest != 0 {
                let u = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                next[u] = (next[u] << 2) | self.code(u, v);
            }
            order[p] = v as u8;
            self.dfs(p + 1, placed | (1 << v), &next, order, prefix_equal);
            if self.generation != generation {
                // A leaf below became the best: its prefix is ours, and its row here is `min`.
                self.best_rows[p] = min;
                prefix_equal = true;
            }
        }
    }
}

/// Mask of all `n` vertices.
#[inline]
fn candidates_all(n: usize) -> Set {
    ((1u32 << n) - 1) as Set
}

/// The canonical relabelling of `pos` (an `n`-vertex position, `n <= 11`): `perm[old] = new`.
/// `pos.relabel(n, &perm)` is the same position for all isomorphic inputs.
pub fn canonical_relabelling<L: Line>(pos: &Position<L>, n: usize) -> Perm {
    let mut red: [Set; MAX_N] = [0; MAX_N];
    let mut blue: [Set; MAX_N] = [0; MAX_N];
    for v in 0..n {
        red[v] = pos.red_row(n, v) as Set;
        blue[v] = pos.blue_row(n, v) as Set;
    }

    // Step 1: colour refinement from (red degree, blue degree).
    let mut colours = [u64::MAX; MAX_N];
    for v in 0..n {
        colours[v] = ((red[v].count_ones() as u64) << 4) | blue[v].count_ones() as u64;
    }
    let mut classes = class_count(&colours, n);
    while classes < n {
        let mut mixed = [0u64; MAX_N];
        for v in 0..n {
            mixed[v] = mix(colours[v]);
        }
        let mut next = [u64::MAX; MAX_N];
        for v in 0..n {
            let (mut sr, mut sb) = (0u64, 0u64);
            let mut r = red[v];
            while r != 0 {
                let u = r.trailing_zeros() as usize;
                r &= r - 1;
                sr = sr.wrapping_add(mixed[u]);
            }
            let mut b = blue[v];
            while b != 0 {
                let u = b.trailing_zeros() as usize;
                b &= b - 1;
                sb = sb.wrapping_add(mixed[u]);
            }
            // Keep the old colour as the leading part so refinement never merges classes
            // (up to hash collisions) and the cell order stays coarse-to-fine.
            next[v] = mix(colours[v] ^ mix(sr ^ mix(sb).rotate_left(17)));
        }
        let next_classes = class_count(&next, n);
        if next_classes <= classes {
            break;
        }
        colours = next;
        classes = next_classes;
    }

    // Ordered partition: sort vertices by colour; a cell is a run of equal colours.
    let mut sorted = IDENTITY;
    // Stable: equal colours keep their vertices' order, which the cells below rely on.
    sorted[..n].sort_by_key(|&v| colours[v as usize]);
    let mut cell_at: [Set; MAX_N] = [0; MAX_N];
    let mut start = 0;
    while start < n {
        let mut end = start + 1;
        while end < n && colours[sorted[end] as usize] == colours[sorted[start] as usize] {
            end += 1;
        }
        let mask = sorted[start..end].iter().fold(0, |m: Set, &v| m | (1 << v));
        for cell in &mut cell_at[start..end] {
            *cell = mask;
        }
        start = end;
    }

    let mut twins: [Set; MAX_N] = [0; MAX_N];
    if classes < n {
        for u in 0..n {
            for v in u + 1..n {
                let pair: Set = !((1 << u) | (1 << v));
                if (red[u] ^ red[v]) & pair == 0 && (blue[u] ^ blue[v]) & pair == 0 {
                    twins[u] |= 1 << v;
                    twins[v] |= 1 << u;
                }
            }
        }
    }

    let mut search = Search {
        n,
        red,
        blue,
        cell_at,
        twins,
        best_rows: [0; MAX_N],
        best_order: [0; MAX_N],
        have_best: false,
        generation: 0,
    };
    let mut order = [0u8; MAX_N];
    search.dfs(0, 0, &[0; MAX_N], &mut order, false);

    let mut perm = IDENTITY;
    for (place, &v) in search.best_order.iter().enumerate().take(n) {
        perm[v as usize] = place as u8;
    }
    perm
}

#[cfg(all(test, not(target_arch = "wasm32")))] // proptest and canonical-form are native dev-dependencies
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::games::clique::{Clique, Normaliser};
    use canonical_form::Canonize;
    use std::time::Instant;

    /// The game's graph as the `canonical-form` crate wants it.
    #[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
    struct CrateGraph {
        n: usize,
        red: u64,
        blue: u64,
    }

    impl Canonize for CrateGraph {
        fn size(&self) -> usize {
            self.n
        }

        fn apply_morphism(&self, perm: &[usize]) -> Self {
            let mut p = IDENTITY;
            for (slot, &image) in p.iter_mut().zip(perm) {
                *slot = image as u8;
            }
            let pos = Position::from_lines(self.red, self.blue).relabel(self.n, &p);
            CrateGraph {
                n: self.n,
                red: pos.red(),
                blue: pos.blue(),
            }
        }

        fn invariant_neighborhood(&self, u: usize) -> Vec<Vec<usize>> {
            let pos = Position::from_lines(self.red, self.blue);
            let list = |mut row: u64| {
                let mut out = Vec::new();
                while row != 0 {
                    out.push(row.trailing_zeros() as usize);
                    row &= row - 1;
                }
                out
            };
            vec![list(pos.red_row(self.n, u)), list(pos.blue_row(self.n, u))]
        }
    }

    fn crate_normal_form(pos: &Position, n: usize) -> Position {
        let g = CrateGraph {
            n,
            red: pos.red(),
            blue: pos.blue(),
        };
        let c = g.apply_morphism(&canonical_form::canonical_form_morphism(&g));
        Position::from_lines(c.red, c.blue)
    }

    /// Random reachable positions of the (n,4) game (or (n,n) for n < 4): random play for a
    /// uniformly random number of moves, stopping at a finished game.
    fn reachable_positions(n: usize, count: usize, mut seed: u64) -> Vec<Position> {
        let g = Clique::new(n, n.min(4), Normaliser::Identity).unwrap();
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut legal = Vec::new();
        (0..count)
            .map(|_| {
                let moves = next() % (g.edge_total() as u64 + 1);
                let mut pos = g.initial();
                for _ in 0..moves {
                    legal.clear();
                    g.legal_moves(&pos, &mut legal);
                    let mv = legal[(next() % legal.len() as u64) as usize];
                    pos = g.play(&pos, mv);
                    if g.evaluate(&pos, mv).is_some() {
                        break;
                    }
                }
                pos
            })
            .collect()
    }

    #[test]
    fn our_canonical_form_merges_exactly_what_the_crate_merges() {
        for n in 2..=7 {
            let positions = reachable_positions(n, 300, 0x1234_5678 + n as u64);
            let ours: Vec<Position> = positions
                .iter()
                .map(|p| p.relabel(n, &canonical_relabelling(p, n)))
                .collect();
            let theirs: Vec<Position> = positions.iter().map(|p| crate_normal_form(p, n)).collect();
            for a in 0..positions.len() {
                for b in a + 1..positions.len() {
                    assert_eq!(ours[a] == ours[b], theirs[a] == theirs[b], "n = {n}");
                }
            }
        }
    }

    #[test]
    fn hard_symmetric_positions_are_canonical() {
        // A red perfect matching, a red 8-cycle and the empty board: many ties, many twins.
        let n = 8;
        let matching = [(0, 1), (2, 3), (4, 5), (6, 7)];
        let cycle = [
            (0, 1),
            (1, 2),
            (2, 3),
            (3, 4),
            (4, 5),
            (5, 6),
            (6, 7),
            (7, 0),
        ];
        for edges in [&matching[..], &cycle[..], &[]] {
            let mut pos = Position::<u64>::EMPTY;
            for &(a, b) in edges {
                pos = pos.with_edge(n, a, b, crate::games::clique::Colour::Red);
            }
            let normal = pos.relabel(n, &canonical_relabelling(&pos, n));
            for seed in 1..50u64 {
                let perm = crate::games::clique::tests::random_perm(n, seed);
                let other = pos.relabel(n, &perm);
                assert_eq!(other.relabel(n, &canonical_relabelling(&other, n)), normal);
            }
        }
    }

    /// Timing, not a check: run with `--release -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn canonical_speed() {
        // N = 5 twice: the first round also warms the CPU up and is not to be trusted.
        for n in [5, 5, 6, 7, 8] {
            let positions = reachable_positions(n, 20_000, 0xC11C_0E00 + n as u64);
            let mut cheap = Vec::new();
            let mut sink = 0u64;
            // Warm-up, and the cost of the relabelling alone.
            let reverse: Perm = std::array::from_fn(|v| (n - 1).saturating_sub(v) as u8);
            let start = Instant::now();
            for _ in 0..5 {
                for p in &positions {
                    sink = sink.wrapping_add(p.relabel(n, std::hint::black_box(&reverse)).red());
                }
            }
            let relabel = start.elapsed().as_nanos() as f64 / (5 * positions.len()) as f64;
            cheap.push(format!("relabel alone {relabel:.0} ns"));
            let start = Instant::now();
            for _ in 0..5 {
                for p in &positions {
                    let perm = canonical_relabelling(p, n);
                    sink = sink.wrapping_add(p.relabel(n, &perm).red());
                }
            }
            let ours = start.elapsed().as_nanos() as f64 / (5 * positions.len()) as f64;
            for normaliser in [Normaliser::Degree, Normaliser::Neighbours] {
                let start = Instant::now();
                for _ in 0..5 {
                    for p in &positions {
                        let perm = normaliser.relabelling(p, n);
                        sink = sink.wrapping_add(p.relabel(n, &perm).red());
                    }
                }
                let ns = start.elapsed().as_nanos() as f64 / (5 * positions.len()) as f64;
                cheap.push(format!("{} {ns:.0} ns", normaliser.name()));
            }
            let start = Instant::now();
            for p in &positions {
                sink = sink.wrapping_add(crate_normal_form(p, n).red());
            }
            let theirs = start.elapsed().as_nanos() as f64 / positions.len() as f64;
            println!(
                "N = {n}: ours {ours:.0} ns/call, canonical-form {theirs:.0} ns/call, {} ({sink})",
                cheap.join(", ")
            );
        }
        // Symmetric worst cases on 8 vertices.
        let n = 8;
        let red = crate::games::clique::Colour::Red;
        let blue = crate::games::clique::Colour::Blue;
        let mut cases: Vec<(&str, Position)> = Vec::new();
        let mut pos = Position::EMPTY;
        for a in (0..8).step_by(2) {
            pos = pos.with_edge(n, a, a + 1, red);
        }
        cases.push(("red perfect matching", pos));
        let mut pos = Position::EMPTY;
        for a in 0..8 {
            pos = pos.with_edge(n, a, (a + 1) % 8, red);
        }
        cases.push(("red 8-cycle", pos));
        let mut pos = Position::EMPTY;
        for a in 0..8 {
            pos = pos
                .with_edge(n, a, (a + 1) % 8, red)
                .with_edge(n, a, (a + 2) % 8, blue);
        }
        cases.push(("red 8-cycle + blue distance-2", pos));
        let mut pos = Position::EMPTY;
        for a in 0..4 {
            pos = pos.with_edge(n, a, (a + 1) % 4, red);
            pos = pos.with_edge(n, 4 + a, 4 + (a + 1) % 4, blue);
        }
        cases.push(("red 4-cycle + blue 4-cycle", pos));
        for (name, pos) in cases {
            let start = Instant::now();
            let mut sink = 0u64;
            for _ in 0..2000 {
                sink = sink
                    .wrapping_add(canonical_relabelling(std::hint::black_box(&pos), n)[0] as u64);
            }
            let ns = start.elapsed().as_nanos() as f64 / 2000.0;
            println!("N = 8 {name}: {ns:.0} ns/call ({sink})");
        }
    }
}
