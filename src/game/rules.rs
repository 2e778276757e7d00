//! [`Rules`]: the positions, the moves and how a game ends. What helps the search is apart
//! ([`Hints`](super::Hints)), and so is the form the DAG stores positions in
//! ([`Storage`](super::Storage)).

use super::{Outcome, Player};
use std::fmt::Debug;
use std::hash::Hash;

/// The rules of a game: what the search needs to play it.
///
/// Required items come first, provided ones after. Every method takes `&self` because a game
/// carries its parameters (the clique game's N and K, its normaliser).
pub trait Rules: Clone {
    /// A position. Small and `Copy`: the engine stores one per node.
    type Position: Copy + Eq + Hash + Debug;
    /// A move in the game's own labels (a cell, an edge).
    type Move: Copy + Eq + Debug;
    /// A short name with the parameters, e.g. `clique(6,4)`.
    fn name(&self) -> String;
    /// The empty board.
    fn initial(&self) -> Self::Position;
    /// Number of moves played so far: the node's level.
    fn moves_played(&self, pos: &Self::Position) -> u32;
    /// Appends the legal moves of a position, in the order the position's children are listed.
    fn legal_moves(&self, pos: &Self::Position, out: &mut Vec<Self::Move>);
    /// The position after the player to move plays `mv`. `mv` must be legal.
    fn play(&self, pos: &Self::Position, mv: Self::Move) -> Self::Position;
    /// The outcome when the rules decide `pos`, reached by `last` (played by the player *not* to
    /// move in `pos`); `None` while the game goes on. A position where the player to move has
    /// no legal move must be decided here.
    fn evaluate(&self, pos: &Self::Position, last: Self::Move) -> Option<Outcome>;
    /// The move's label for people, e.g. `b2` or `3-1`.
    fn move_label(&self, mv: Self::Move) -> String;

    /// Whether a position can come back (sliding games: the Morris family), so the game's graph
    /// has cycles and a value can depend on the path that reached a position. The algorithms
    /// that assume an acyclic graph refuse such a game ([`refuse_cyclic`](super::refuse_cyclic)).
    /// The default: no.
    fn cyclic(&self) -> bool {
        false
    }

    /// The game as it goes on after a line of play that passed the positions `passed` (as
    /// played, the initial one first and the one play stands at last). By the rules a position
    /// repeats when the same position with the same side to move comes back, not a symmetric
    /// image of it, and that ends the game in a draw: a game whose positions repeat
    /// ([`Rules::cyclic`]) returns itself with each passed position that can still come back
    /// decided a draw by [`Rules::evaluate`], and without the symmetry that would take an image
    /// for the position; with no passed position, the game with no line behind it. The default,
    /// for a game whose positions never come back: itself.
    fn after_line(&self, _passed: &[Self::Position]) -> Self {
        self.clone()
    }

    /// Whose turn it is. The default: players alternate, first player first. The engine asks
    /// this for every node; OR / AND never come from the level.
    fn to_move(&self, pos: &Self::Position) -> Player {
        if self.moves_played(pos) % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The outcome of `pos` when the rules decide it with no move to look at: a start position
    /// given whole (a Clobber row) where the player to move has no move. The engine asks this of
    /// the position a game starts from only; positions reached by a move are decided by
    /// [`Rules::evaluate`]. `None` (the default) while the game goes on there.
    fn outcome_at_start(&self, _pos: &Self::Position) -> Option<Outcome> {
        None
    }

    /// Whether `label`, as a person typed it, names `mv`: its [`Rules::move_label`], or another
    /// spelling of the same move (a clique edge read from either end). Every reader of moves
    /// (start lines, proof files) asks this.
    fn names_move(&self, mv: Self::Move, label: &str) -> bool {
        self.move_label(mv) == label
    }
}
