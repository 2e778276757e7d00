//! The clique-game board: two adjacency matrices, each stored "in a line" (thesis 3.2.3).
//!
//! Everything here is parameterised by the number of vertices `n` (2..=8 in a `u64` line,
//! up to 11 in a `u128`: [`Line`]), which the [`Position`] itself does not store: the game
//! ([`super::Clique`]) carries it, and keeping it out of the position keeps a position at 16
//! bytes on the common boards.

use super::line::{Line, Perm};

/// An edge `hi-lo` of `K_N`, always with `hi > lo`. It is the clique game's move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Edge {
    /// The larger endpoint.
    pub hi: u8,
    /// The smaller endpoint.
    pub lo: u8,
}

impl Edge {
    /// The edge between two distinct vertices, given in either order.
    pub fn new(a: u8, b: u8) -> Edge {
        debug_assert_ne!(a, b, "an edge needs two distinct vertices");
        if a > b {
            Edge { hi: a, lo: b }
        } else {
            Edge { hi: b, lo: a }
        }
    }

    /// The label for people, e.g. `"3-1"`.
    pub fn label(self) -> String {
        format!("{}-{}", self.hi, self.lo)
    }

    /// Whether `label` names this edge from either end: `3-1` and `1-3` are one edge.
    pub fn named_by(self, label: &str) -> bool {
        let (hi, lo) = (self.hi.to_string(), self.lo.to_string());
        label
            .split_once('-')
            .is_some_and(|(a, b)| (a == hi && b == lo) || (a == lo && b == hi))
    }
}

/// The colour of an edge on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Colour {
    /// Nobody has claimed the edge yet.
    Free,
    /// Claimed by the first player.
    Red,
    /// Claimed by the second player.
    Blue,
}

/// A clique-game position: the red and the blue adjacency matrix, each in one [`Line`].
///
/// Edge `(i, j)` of colour c sets bit `i*N + j` **and** bit `j*N + i` of that colour's line, so
/// row `v` of the matrix (the vertices joined to `v`) is the `N`-bit field starting at bit `v*N`.
/// For `N = 4` and a red edge `(2, 0)`:
///
/// ```text
///            column j:  0 1 2 3
///   row 0 (bits  0.. 3) . . x .      bit 0*4+2 = 2
///   row 1 (bits  4.. 7) . . . .
///   row 2 (bits  8..11) x . . .      bit 2*4+0 = 8
///   row 3 (bits 12..15) . . . .
///   red = 0b0000_0001_0000_0100
/// ```
///
/// The diagonal bits `v*N + v` are never set. Storing both triangles doubles the size of the
/// "triangle in a line" layout but makes a vertex's neighbourhood a single shift and mask, which
/// is what the common-neighbour trick and the degree helpers rely on. `N <= 8` fits in 64 bits,
/// `N <= 11` in 128.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Position<L: Line = u64> {
    red: L,
    blue: L,
}

/// Mask of the low `n` bits: one matrix row, or a set of vertices.
#[inline]
pub fn row_mask(n: usize) -> u64 {
    (1u64 << n) - 1
}

/// Every off-diagonal bit of an `n`-vertex matrix in a line: the line of the complete graph.
pub fn complete_line<L: Line>(n: usize) -> L {
    let mut line = L::ZERO;
    for i in 0..n {
        line = line | (L::widen(row_mask(n) & !(1u64 << i)) << (i * n));
    }
    line
}

/// The one bit `i*n + j` of a line.
#[inline]
pub fn bit<L: Line>(n: usize, i: usize, j: usize) -> L {
    L::ONE << (i * n + j)
}

/// The two bits of edge `(i, j)` in a line.
#[inline]
pub fn edge_bits<L: Line>(n: usize, i: usize, j: usize) -> L {
    bit::<L>(n, i, j) | bit::<L>(n, j, i)
}

/// Row `v` of a line: the set of vertices joined to `v`, as a bit mask over vertices.
#[inline]
pub fn line_row<L: Line>(line: L, n: usize, v: usize) -> u64 {
    (line >> (v * n)).low() & row_mask(n)
}

/// Degree of every value of a row with up to 8 vertices (thesis 3.2.3 "computing vertex
/// degree"): [`set_size`] reads it where the CPU has no population-count instruction.
pub const DEGREE_TABLE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u32).count_ones() as u8;
        i += 1;
    }
    t
};

/// Number of vertices in a set of vertices (a matrix row: fewer than 16 bits).
///
/// The native build targets baseline x86-64, which has no `popcnt`: there `count_ones` is a
/// dozen shifts and multiplies, and the normaliser takes two per vertex for every son looked
/// up. The thesis's table is two loads instead. wasm32 and CPUs built for `popcnt` keep the
/// instruction.
#[inline]
pub fn set_size(set: u64) -> u32 {
    debug_assert!(set < 1 << 16, "a vertex set has at most 11 vertices");
    if cfg!(all(target_arch = "x86_64", not(target_feature = "popcnt"))) {
        DEGREE_TABLE[(set & 0xff) as usize] as u32 + DEGREE_TABLE[(set >> 8 & 0xff) as usize] as u32
    } else {
        set.count_ones()
    }
}

impl<L: Line> Position<L> {
    /// The empty board.
    pub const EMPTY: Position<L> = Position {
        red: L::ZERO,
        blue: L::ZERO,
    };

    /// A position from its two lines. The caller keeps them symmetric and disjoint.
    pub fn from_lines(red: L, blue: L) -> Position<L> {
        debug_assert_eq!(red & blue, L::ZERO, "an edge has one colour");
        Position { red, blue }
    }

    /// The red line (first player's adjacency matrix).
    #[inline]
    pub fn red(&self) -> L {
        self.red
    }

    /// The blue line (second player's adjacency matrix).
    #[inline]
    pub fn blue(&self) -> L {
        self.blue
    }

    /// The line of one colour (`Red` or `Blue`); `Free` gives the claimed edges' complement
    /// within the complete graph on `n` vertices.
    pub fn line(&self, colour: Colour, n: usize) -> L {
        match colour {
            Colour::Red => self.red,
            Colour::Blue => self.blue,
            Colour::Free => complete_line::<L>(n) & !(self.red | self.blue),
        }
    }

    /// Row `v` of the red matrix: the red neighbours of `v`.
    #[inline]
    pub fn red_row(&self, n: usize, v: usize) -> u64 {
        line_row(self.red, n, v)
    }

    /// Row `v` of the blue matrix: the blue neighbours of `v`.
    #[inline]
    pub fn blue_row(&self, n: usize, v: usize) -> u64 {
        line_row(self.blue, n, v)
    }

    /// Red degree of `v`.
    #[inline]
    pub fn red_degree(&self, n: usize, v: usize) -> u32 {
        set_size(self.red_row(n, v))
    }

    /// Blue degree of `v`.
    #[inline]
    pub fn blue_degree(&self, n: usize, v: usize) -> u32 {
        set_size(self.blue_row(n, v))
    }

    /// Vertices joined to both `i` and `j` by edges of `line` (the thesis's common-neighbour
    /// trick: one AND of two rows).
    #[inline]
    pub fn common_neighbours(line: L, n: usize, i: usize, j: usize) -> u64 {
        line_row(line, n, i) & line_row(line, n, j)
    }

    /// The colour of edge `(i, j)`.
    #[inline]
    pub fn colour(&self, n: usize, i: usize, j: usize) -> Colour {
        let bit = bit::<L>(n, i, j);
        if self.red & bit != L::ZERO {
            Colour::Red
        } else if self.blue & bit != L::ZERO {
            Colour::Blue
        } else {
            Colour::Free
        }
    }

    /// Whether edge `(i, j)` is unclaimed.
    #[inline]
    pub fn is_free(&self, n: usize, i: usize, j: usize) -> bool {
        (self.red | self.blue) & bit::<L>(n, i, j) == L::ZERO
    }

    /// Number of claimed edges (each edge owns two bits).
    #[inline]
    pub fn edge_count(&self) -> u32 {
        (self.red.ones() + self.blue.ones()) / 2
    }

    /// The position with edge `(i, j)` coloured `colour` (`Free` clears it).
    pub fn with_edge(&self, n: usize, i: usize, j: usize, colour: Colour) -> Position<L> {
        let bits = edge_bits::<L>(n, i, j);
        let (mut red, mut blue) = (self.red & !bits, self.blue & !bits);
        match colour {
            Colour::Red => red = red | bits,
            Colour::Blue => blue = blue | bits,
            Colour::Free => {}
        }
        Position { red, blue }
    }

    /// Renames the vertices: old vertex `v` becomes `perm[v]`.
    ///
    /// Inlined: a development relabels every son it creates or looks up, and the call's
    /// register saves were a tenth of the work.
    #[inline(always)]
    pub fn relabel(&self, n: usize, perm: &Perm) -> Position<L> {
        // With the board size a constant, the masks are constants and the loops unroll.
        match n {
            5 => self.relabel_on(5, perm),
            6 => self.relabel_on(6, perm),
            7 => self.relabel_on(7, perm),
            8 => self.relabel_on(8, perm),
            _ => self.relabel_on(n, perm),
        }
    }

    #[inline(always)]
    fn relabel_on(&self, n: usize, perm: &Perm) -> Position<L> {
        // Both lines move together: first every column j to column perm[j] (one mask and
        // shift moves column j of all rows at once), then every row i to row perm[i]. That is
        // 2n shifts per line whatever the edges, where moving the set bits one by one cost a
        // loop per edge and a mispredicted branch at its end: this runs once per son created
        // or looked up, and was 13 % of a (7,4) solve's instructions.
        let column = column_mask::<L>(n);
        let (mut red, mut blue) = (L::ZERO, L::ZERO);
        for (j, &to) in perm.iter().enumerate().take(n) {
            let to = to as usize;
            red = red | (((self.red >> j) & column) << to);
            blue = blue | (((self.blue >> j) & column) << to);
        }
        let row = L::widen(row_mask(n));
        let (mut out_red, mut out_blue) = (L::ZERO, L::ZERO);
        for (i, &to) in perm.iter().enumerate().take(n) {
            let to = to as usize * n;
            out_red = out_red | (((red >> (i * n)) & row) << to);
            out_blue = out_blue | (((blue >> (i * n)) & row) << to);
        }
        Position {
            red: out_red,
            blue: out_blue,
        }
    }
}

/// Bit 0 of every row of an `n`-vertex matrix in a line: column 0.
#[inline]
fn column_mask<L: Line>(n: usize) -> L {
    let mut column = L::ZERO;
    for i in 0..n {
        column = column | (L::ONE << (i * n));
    }
    column
}

/// Whether the vertex set `cand` contains a clique of `size` vertices in the graph `line`.
///
/// Inlined, so that the game's common sizes (up to 2) cost no call: a development asks this
/// for every free edge twice (forced replies) and once per son it creates.
#[inline]
pub fn has_clique<L: Line>(line: L, n: usize, cand: u64, size: u32) -> bool {
    // Its own recursion rather than `any_clique` with a callback: sizes 0 and 1 answer without
    // a call, which is most of the calls (the game asks for K_{k-2} among common neighbours).
    match size {
        0 => true,
        1 => cand != 0,
        // The game's common case (K_4: an edge among two vertices' common neighbours), in a
        // loop without a call per candidate.
        2 => {
            let mut rest = cand;
            while rest != 0 {
                let v = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                if rest & line_row(line, n, v) != 0 {
                    return true;
                }
            }
            false
        }
        _ => has_large_clique(line, n, cand, size),
    }
}

/// [`has_clique`] for `size` 3 and more, out of line (it recurses).
#[inline(never)]
fn has_large_clique<L: Line>(line: L, n: usize, cand: u64, size: u32) -> bool {
    if set_size(cand) < size {
        return false;
    }
    let mut rest = cand;
    while rest != 0 {
        let v = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        if has_clique(line, n, rest & line_row(line, n, v), size - 1) {
            return true;
        }
    }
    false
}

/// Number of cliques of `size` vertices inside the vertex set `cand` in the graph `line`.
pub fn count_cliques<L: Line>(line: L, n: usize, cand: u64, size: u32) -> u32 {
    let mut total = 0;
    any_clique(line, n, cand, size, 0, &mut |_| {
        total += 1;
        false
    });
    total
}

/// Calls `f` with every clique of `size` vertices inside `cand` in `line`, as a vertex mask
/// (`chosen` is added to each); stops early and returns `true` when `f` does.
pub fn any_clique<L: Line>(
    line: L,
    n: usize,
    cand: u64,
    size: u32,
    chosen: u64,
    f: &mut impl FnMut(u64) -> bool,
) -> bool {
    if size == 0 {
        return f(chosen);
    }
    if set_size(cand) < size {
        return false;
    }
    let mut rest = cand;
    while rest != 0 {
        let v = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let next = rest & line_row(line, n, v);
        if any_clique(line, n, next, size - 1, chosen | (1u64 << v), f) {
            return true;
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edge_sets_both_mirror_bits_and_counts_once() {
        let p = Position::<u64>::EMPTY.with_edge(4, 2, 0, Colour::Red);
        assert_eq!(p.red(), 0b0000_0001_0000_0100);
        assert_eq!(p.edge_count(), 1);
        assert_eq!(p.colour(4, 0, 2), Colour::Red);
        assert!(!p.is_free(4, 2, 0));
        assert!(p.is_free(4, 1, 0));
    }

    #[test]
    fn common_neighbours_are_the_and_of_two_rows() {
        let n = 5;
        let p = Position::<u64>::EMPTY
            .with_edge(n, 0, 2, Colour::Red)
            .with_edge(n, 1, 2, Colour::Red)
            .with_edge(n, 0, 3, Colour::Red)
            .with_edge(n, 1, 4, Colour::Red);
        assert_eq!(Position::common_neighbours(p.red(), n, 0, 1), 1 << 2);
        assert_eq!(p.red_degree(n, 2), 2);
        assert_eq!(p.blue_degree(n, 2), 0);
    }

    /// The relabelling by definition: every set bit (i, j) moves to (perm[i], perm[j]).
    fn relabel_bit_by_bit<L: Line>(line: L, n: usize, perm: &Perm) -> L {
        let mut out = L::ZERO;
        for i in 0..n {
            for j in 0..n {
                if line_row(line, n, i) >> j & 1 == 1 {
                    out = out | bit::<L>(n, perm[i] as usize, perm[j] as usize);
                }
            }
        }
        out
    }

    /// Random positions and permutations on every board size, both line widths: the
    /// column-then-row shifts move each edge exactly where the definition does.
    fn relabel_agrees_with_the_definition<L: Line>(max_n: usize) {
        let mut seed = 0x5EED_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for n in 2..=max_n {
            for _ in 0..200 {
                let mut pos = Position::<L>::EMPTY;
                for i in 0..n {
                    for j in 0..i {
                        let colour = [Colour::Free, Colour::Red, Colour::Blue][next() as usize % 3];
                        pos = pos.with_edge(n, i, j, colour);
                    }
                }
                let mut perm = crate::games::clique::IDENTITY;
                for i in (1..n).rev() {
                    perm.swap(i, next() as usize % (i + 1));
                }
                let moved = pos.relabel(n, &perm);
                assert_eq!(moved.red(), relabel_bit_by_bit(pos.red(), n, &perm));
                assert_eq!(moved.blue(), relabel_bit_by_bit(pos.blue(), n, &perm));
                assert_eq!(moved.edge_count(), pos.edge_count());
            }
        }
    }

    #[test]
    fn relabelling_moves_every_edge_by_the_permutation() {
        relabel_agrees_with_the_definition::<u64>(8);
        relabel_agrees_with_the_definition::<u128>(11);
    }

    #[test]
    fn the_degree_table_agrees_with_count_ones() {
        for (i, &degree) in DEGREE_TABLE.iter().enumerate() {
            assert_eq!(degree as u32, i.count_ones());
        }
        for set in 0..1u64 << 11 {
            assert_eq!(set_size(set), set.count_ones());
        }
    }

    #[test]
    fn the_complete_line_has_every_edge_twice() {
        for n in 2..=8 {
            assert_eq!(complete_line::<u64>(n).count_ones() as usize, n * (n - 1));
        }
        for n in 2..=11 {
            assert_eq!(complete_line::<u128>(n).count_ones() as usize, n * (n - 1));
        }
    }

    /// `has_clique` answers as the enumeration does, on random graphs and every size.
    #[test]
    fn has_clique_agrees_with_the_enumeration() {
        let mut seed = 0xFACE_u64;
        for round in 0..3000 {
            let n = 2 + round % 7;
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let mut pos = Position::<u64>::EMPTY;
            for i in 0..n {
                for j in 0..i {
                    if seed >> ((i * n + j) % 64) & 1 == 1 {
                        pos = pos.with_edge(n, i, j, Colour::Red);
                    }
                }
            }
            let cand = seed.rotate_left(7) & row_mask(n);
            for size in 0..=n as u32 {
                assert_eq!(
                    has_clique(pos.red(), n, cand, size),
                    any_clique(pos.red(), n, cand, size, 0, &mut |_| true),
                    "n = {n}, size = {size}"
                );
            }
        }
    }

    #[test]
    fn cliques_are_counted_once_each() {
        let n = 5;
        assert_eq!(
            count_cliques(complete_line::<u64>(n), n, row_mask(n), 3),
            10
        );
        assert!(has_clique(complete_line::<u64>(n), n, row_mask(n), 5));
        assert!(!has_clique(0u64, n, row_mask(n), 2));
        // K_11 holds C(11,4) = 330 four-cliques.
        assert_eq!(
            count_cliques(complete_line::<u128>(11), 11, row_mask(11), 4),
            330
        );
    }
}
