//! [`Symmetry`]: which positions the search may treat as one, and the relabellings that map
//! them onto each other.
//!
//! Two symmetries come ready-made, so a game that has no other writes only
//! `type Relabelling = …;`: `()` for a game without symmetry, and `bool` (mirrored or not) for a
//! game whose one symmetry is a reflection ([`Reflect`]: 1D Clobber's row read backwards,
//! Hexapawn's and Connect-4's left-right mirror image).

use super::{Drawing, Game, Rules};
use std::fmt::Debug;

/// A game's symmetry. Every item but `Relabelling` is provided: `normalise`'s default is the
/// relabelling type's ([`Relabel::normalise`]), and a game whose symmetry is its own overrides
/// it (and `normalise_sons`, `normal_form` or `counting_form` where it knows a cheaper way).
pub trait Symmetry: Rules {
    /// How a position's labels map onto its normalised form: `relabel(pos, r) == normalise(pos).0`.
    /// `()` for none, `bool` for a mirror image ([`Reflect`]), or the game's own ([`Relabel`]).
    type Relabelling: Relabel<Self>;

    /// The relabelling that changes nothing.
    fn identity(&self) -> Self::Relabelling {
        Relabel::identity(self)
    }
    /// Applies a relabelling to a position.
    #[inline]
    fn relabel(&self, pos: &Self::Position, r: &Self::Relabelling) -> Self::Position {
        r.relabel(self, pos)
    }
    /// Maps a move given in a position's labels to the labels of `relabel(pos, r)`.
    #[inline]
    fn relabel_move(&self, mv: Self::Move, r: &Self::Relabelling) -> Self::Move {
        r.relabel_move(self, mv)
    }
    /// The relabelling as a list: entry `i` is the new label of old label `i` (for display).
    fn relabelling_list(&self, r: &Self::Relabelling) -> Vec<u8> {
        r.list(self)
    }

    /// The normalised position and the relabelling that maps `pos` onto it. The default is
    /// the relabelling type's ([`Relabel::normalise`]): the identity for `()`, the smaller
    /// mirror image for `bool`.
    #[inline]
    fn normalise(&self, pos: &Self::Position) -> (Self::Position, Self::Relabelling) {
        Self::Relabelling::normalise(self, pos)
    }

    /// [`Symmetry::normalise`] of the position after each of `moves` at `pos`, appended to `out`
    /// in the moves' order. Developing a node asks this for all its sons at once; override it
    /// when the sons' normal forms are cheaper to find from their common parent.
    fn normalise_sons(
        &self,
        pos: &Self::Position,
        moves: &[Self::Move],
        out: &mut Vec<(Self::Position, Self::Relabelling)>,
    ) {
        out.extend(moves.iter().map(|&mv| self.normalise(&self.play(pos, mv))));
    }

    /// The normalised position only. Override when it is cheaper than `normalise`.
    fn normal_form(&self, pos: &Self::Position) -> Self::Position {
        self.normalise(pos).0
    }

    /// A form in which every two positions that are the same up to the game's symmetry are
    /// equal, for counting positions (the levels of solving); the search keeps `normal_form`.
    /// The default is `normal_form`, which is exact where the game's normaliser is; a game whose
    /// normaliser may leave symmetric positions apart (for speed) overrides it.
    fn counting_form(&self, pos: &Self::Position) -> Self::Position {
        self.normal_form(pos)
    }
}

/// How a relabelling of game `G` acts. [`Symmetry`]'s `identity`, `relabel`, `relabel_move`
/// and `relabelling_list` hand over to it.
pub trait Relabel<G: Symmetry>: Clone + Debug + PartialEq {
    /// The relabelling that changes nothing.
    fn identity(game: &G) -> Self;
    /// The position with its labels changed.
    fn relabel(&self, game: &G, pos: &G::Position) -> G::Position;
    /// A move given in a position's labels, in the labels of the relabelled position.
    fn relabel_move(&self, game: &G, mv: G::Move) -> G::Move;
    /// The relabelling as a list: entry `i` is the new label of cell `i` (for display).
    fn list(&self, game: &G) -> Vec<u8>;
    /// [`Symmetry::normalise`] for a game that keeps the trait's default: `pos` as it is, unless
    /// the relabelling type joins it with others.
    #[inline]
    fn normalise(game: &G, pos: &G::Position) -> (G::Position, Self) {
        (*pos, Self::identity(game))
    }
}

/// The number of cells a game draws, for the lists of the ready-made symmetries.
fn cell_count<G: Drawing>(game: &G) -> u8 {
    game.cells(&game.initial()).len() as u8
}

/// No symmetry: every relabelling is the identity.
impl<G: Symmetry + Drawing> Relabel<G> for () {
    fn identity(_: &G) {}
    fn relabel(&self, _: &G, pos: &G::Position) -> G::Position {
        *pos
    }
    fn relabel_move(&self, _: &G, mv: G::Move) -> G::Move {
        mv
    }
    fn list(&self, game: &G) -> Vec<u8> {
        (0..cell_count(game)).collect()
    }
}

/// A game whose one symmetry is a reflection. Its relabelling is `bool` (reflected or not), and
/// [`Symmetry::normalise`]'s default then is [`mirror_normalise`].
pub trait Reflect: Rules {
    /// Whether the game's normaliser joins a position with its reflection.
    fn reflects(&self) -> bool;
    /// The reflected position.
    fn reflect(&self, pos: &Self::Position) -> Self::Position;
    /// The reflected move.
    fn reflect_move(&self, mv: Self::Move) -> Self::Move;
    /// The reflected cell, in [`Drawing::cells`]'s order.
    fn reflect_cell(&self, cell: u8) -> u8;
}

impl<G: Game + Reflect> Relabel<G> for bool
where
    G::Position: Ord,
{
    fn identity(_: &G) -> bool {
        false
    }
    #[inline]
    fn relabel(&self, game: &G, pos: &G::Position) -> G::Position {
        match self {
            true => game.reflect(pos),
            false => *pos,
        }
    }
    #[inline]
    fn relabel_move(&self, game: &G, mv: G::Move) -> G::Move {
        match self {
            true => game.reflect_move(mv),
            false => mv,
        }
    }
    fn list(&self, game: &G) -> Vec<u8> {
        (0..cell_count(game))
            .map(|c| if *self { game.reflect_cell(c) } else { c })
            .collect()
    }
    #[inline]
    fn normalise(game: &G, pos: &G::Position) -> (G::Position, bool) {
        mirror_normalise(game, pos)
    }
}

/// The normal form of a [`Reflect`] game's position: the smaller of it and its reflection, when
/// the game joins them.
#[inline]
pub fn mirror_normalise<G: Reflect>(game: &G, pos: &G::Position) -> (G::Position, bool)
where
    G::Position: Ord,
{
    if !game.reflects() {
        return (*pos, false);
    }
    let m = game.reflect(pos);
    if m < *pos {
        (m, true)
    } else {
        (*pos, false)
    }
}

/// The 8 symmetries of a `side`×`side` square grid of `N` = side² cells, as maps of cells
/// (cell `row * side + col`): `maps[s][c]` is where cell `c` goes under symmetry `s`. In order:
/// the identity, the three quarter turns (90°, 180°, 270°), the mirrors left-right and
/// top-bottom, and the two diagonal mirrors. A `const fn`, so a game keeps its table as a
/// constant (tic-tac-toe's `SYMMETRIES`).
pub const fn square_symmetries<const N: usize>(side: usize) -> [[u8; N]; 8] {
    assert!(side * side == N, "N must be side²");
    let last = side - 1;
    let mut maps = [[0u8; N]; 8];
    let mut r = 0;
    while r < side {
        let mut c = 0;
        while c < side {
            let images = [
                (r, c),
                (c, last - r),
                (last - r, last - c),
                (last - c, r),
                (r, last - c),
                (last - r, c),
                (c, r),
                (last - c, last - r),
            ];
            let mut s = 0;
            while s < 8 {
                maps[s][r * side + c] = (images[s].0 * side + images[s].1) as u8;
                s += 1;
            }
            c += 1;
        }
        r += 1;
    }
    maps
}

/// A mask of cells moved by a map of cells: bit `to(c)` of the result is bit `c` of `mask`, for
/// the `cells` cells. A position held as masks (one per player) relabels mask by mask.
pub fn map_mask(mask: u64, cells: u32, to: impl Fn(u8) -> u8) -> u64 {
    let mut out = 0;
    for c in 0..cells as u8 {
        if mask >> c & 1 == 1 {
            out |= 1 << to(c);
        }
    }
    out
}

#[cfg(test)]
mod square_tests {
    use super::square_symmetries;

    /// `a` after `b`: where a cell goes under `b`, then `a`.
    fn after<const N: usize>(a: &[u8; N], b: &[u8; N]) -> [u8; N] {
        std::array::from_fn(|c| a[b[c] as usize])
    }

    fn group_of_eight<const N: usize>(side: usize) {
        let maps = square_symmetries::<N>(side);
        assert_eq!(
            maps[0],
            std::array::from_fn(|c| c as u8),
            "the identity first"
        );
        for (s, m) in maps.iter().enumerate() {
            let mut seen = [false; N];
            m.iter().for_each(|&c| seen[c as usize] = true);
            assert!(seen.iter().all(|&x| x), "symmetry {s} is a permutation");
            // Neighbours stay neighbours: a symmetry of the grid, not any permutation.
            for c in 0..N {
                if c % side + 1 < side {
                    let (a, b) = (m[c] as usize, m[c + 1] as usize);
                    let (ra, ca, rb, cb) = (a / side, a % side, b / side, b % side);
                    assert_eq!(ra.abs_diff(rb) + ca.abs_diff(cb), 1, "symmetry {s}");
                }
            }
        }
        for a in &maps {
            assert!(
                maps.iter().filter(|b| *b == a).count() == 1,
                "the 8 are distinct"
            );
            for b in &maps {
                assert!(maps.contains(&after(a, b)), "closed under composition");
            }
        }
    }

    #[test]
    fn a_square_has_eight_symmetries_that_form_a_group() {
        group_of_eight::<9>(3);
        group_of_eight::<16>(4);
        group_of_eight::<25>(5);
    }
}
