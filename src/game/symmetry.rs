//! The ready-made symmetries ([`Symmetry`]): `()` for a game without symmetry, and `bool` (mirrored or not) for a game
//! whose one symmetry is a reflection ([`Reflect`]: 1D Clobber's row read backwards, Hexapawn's
//! and Connect-4's left-right mirror image).

use super::{Game, Symmetry};

/// The number of cells a game draws, for the lists of the ready-made symmetries.
fn cell_count<G: Game>(game: &G) -> u8 {
    game.cells(&game.initial()).len() as u8
}

/// No symmetry: every relabelling is the identity.
impl<G: Game> Symmetry<G> for () {
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
/// [`Game::normalise`]'s default then is [`mirror_normalise`].
pub trait Reflect: Game {
    /// Whether the game's normaliser joins a position with its reflection.
    fn reflects(&self) -> bool;
    /// The reflected position.
    fn reflect(&self, pos: &Self::Position) -> Self::Position;
    /// The reflected move.
    fn reflect_move(&self, mv: Self::Move) -> Self::Move;
    /// The reflected cell, in [`Game::cells`]'s order.
    fn reflect_cell(&self, cell: u8) -> u8;
}

impl<G: Reflect> Symmetry<G> for bool
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
