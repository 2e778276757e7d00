//! [`Rules`]: the positions, the moves and how a game ends, with the hooks a game may fill to
//! help the search.

use super::{Outcome, Player};
use std::fmt::Debug;
use std::hash::Hash;

/// The [`Rules`] items of a game whose DAG keeps positions as they are (no packed form).
#[macro_export]
macro_rules! stored_as_is {
    () => {
        type Stored = Self::Position;
        #[inline(always)]
        fn pack(&self, pos: &Self::Position) -> Self::Position {
            *pos
        }
        #[inline(always)]
        fn unpack(&self, stored: &Self::Position) -> Self::Position {
            *stored
        }
    };
}

/// The rules of a game: what the search needs to play it.
///
/// Required items come first, provided hooks after. Every method takes `&self` because a game
/// carries its parameters (the clique game's N and K, its normaliser).
pub trait Rules: Clone {
    /// A position. Small and `Copy`: the engine stores one per node.
    type Position: Copy + Eq + Hash + Debug;
    /// A move in the game's own labels (a cell, an edge).
    type Move: Copy + Eq + Debug;
    /// A position as the DAG keeps it, one per node, and as the transposition table hashes and
    /// compares it: `Position` itself ([`stored_as_is!`](crate::stored_as_is)), or a packed
    /// form when that saves bytes per node (the clique game's 16-byte position fits in 7 bytes
    /// up to 8 vertices). `pack` must be one-to-one, and `unpack(pack(p)) == p`.
    type Stored: Copy + Eq + Hash + Debug;

    /// A short name with the parameters, e.g. `clique(6,4)`.
    fn name(&self) -> String;
    /// The empty board.
    fn initial(&self) -> Self::Position;
    /// The form the DAG keeps `pos` in.
    fn pack(&self, pos: &Self::Position) -> Self::Stored;
    /// The position a stored form stands for: `unpack(&pack(p)) == p`.
    fn unpack(&self, stored: &Self::Stored) -> Self::Position;
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

    /// Whether `player` can still win from `pos` in some continuation: in a positional game,
    /// whether he still owns a free winning set (thesis 2.2.5). False is a promise that he cannot
    /// win any more; the default never makes it.
    fn can_win(&self, _pos: &Self::Position, _player: Player) -> bool {
        true
    }

    /// Whether `pos`'s value with best play on both sides can be `outcome`. False is a promise
    /// the engine relies on to ask one question less: from the empty board of a strong
    /// positional game the second player cannot win (strategy stealing: thesis, Theorem 1), and a
    /// game where the player who cannot move loses has no draws. The default promises nothing.
    fn value_can_be(&self, _pos: &Self::Position, _outcome: Outcome) -> bool {
        true
    }

    /// Appends the free moves that would complete a winning set for `player` right now.
    /// Used for forced replies and the threat statistics; the default knows none.
    fn winning_moves(&self, _pos: &Self::Position, _player: Player, _out: &mut Vec<Self::Move>) {}

    /// The first move [`Rules::winning_moves`] would list, if any (forced replies need no
    /// other). `scratch` is room the default may use; a game can stop at the first one found.
    fn first_winning_move(
        &self,
        pos: &Self::Position,
        player: Player,
        scratch: &mut Vec<Self::Move>,
    ) -> Option<Self::Move> {
        scratch.clear();
        self.winning_moves(pos, player, scratch);
        scratch.first().copied()
    }

    /// Whether `last` (just played in `pos`) created a threat for the player who played it:
    /// a winning set that now misses only one free cell. Counted in the per-level statistics.
    fn created_threat(&self, _pos: &Self::Position, _last: Self::Move) -> bool {
        false
    }

    /// A heuristic score of `mv` in `pos` for ordering sons (higher first); 0 by default.
    fn move_score(&self, _pos: &Self::Position, _mv: Self::Move) -> i32 {
        0
    }

    /// Initial proof and disproof numbers of an undecided leaf under heuristic initialisation
    /// (df-pn+ style). Must not change under relabelling (the engine asks on normal forms) and
    /// must be at least 1. The default is the thesis's 1/1.
    fn leaf_numbers(&self, _pos: &Self::Position) -> (u32, u32) {
        (1, 1)
    }
}
