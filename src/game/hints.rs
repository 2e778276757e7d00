//! [`Hints`]: what a game may tell the search beyond its rules, each with a default that
//! promises nothing, so a game with none writes `impl Hints for MyGame {}`.

use super::{Outcome, Player, Rules};

/// Promises and heuristics the search uses when a game gives them: which outcomes are still
/// possible, the moves that win at once, how to order sons, and the leaf numbers of heuristic
/// initialisation.
pub trait Hints: Rules {
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

    /// The first move [`Hints::winning_moves`] would list, if any (forced replies need no
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

/// What a player's winning sets look like in a position, for [`leaf_numbers_from`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetSummary {
    /// Winning sets with no opponent cell: the ones the player can still complete.
    pub free: u32,
    /// The fewest free cells among them (how many moves the nearest win still needs);
    /// meaningless when `free` is 0.
    pub nearest: u32,
}

/// Heuristic leaf numbers from both players' winning sets. A proof needs the first player to
/// complete a set: pn is the moves his nearest free set still needs (one fewer when he is to
/// move). A disproof must spoil every free set of his: dn is how many there are. Both are at
/// least 1, and a first player with no free set left gets a large pn and dn 1.
pub fn leaf_numbers_from(first: SetSummary, cells: u32, first_to_move: bool) -> (u32, u32) {
    if first.free == 0 {
        return (cells.max(1), 1);
    }
    let pn = first.nearest.saturating_sub(first_to_move as u32).max(1);
    (pn, first.free.max(1))
}
