//! What the play page shows of a position: every legal move's value and distance.

use super::distance::Verdict;
use crate::game::line::Reached;
use crate::game::{Game, Outcome, Player};
use serde::Serialize;

/// Nodes each fallback PN-search may create.
pub const FALLBACK_NODES: u64 = 2_000_000;

/// One legal move with what it leads to, for the player making it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveInfo {
    /// The move's label.
    pub label: String,
    /// The cell it fills or moves to (an index into the board's cells), for marking.
    pub cell: usize,
    /// Win, draw or loss for the mover; `None` when a fallback search ran into its limit.
    pub value: Option<Verdict>,
    /// Plies until the end with best play, this move included; `None` for a draw or when
    /// only the value is known.
    pub plies: Option<u32>,
    /// Whether the move keeps the position's value (every such move is a correct one).
    pub keeps_value: bool,
    /// The value is known and its distance is still being searched: a win or a loss whose
    /// `plies` come in a later slice of the report (Connect-4's weak solve comes first).
    pub pending: bool,
}

/// A position as the play page shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionReport {
    /// The game's name with its parameters.
    pub game: String,
    /// The line that reached the position, each move as the game labels it (a move read in
    /// another spelling, such as a clique edge from its other end, comes back in this one).
    pub line: Vec<String>,
    /// Moves played so far: the plies of the line.
    pub moves_played: u32,
    /// Who is to move.
    pub to_move: Player,
    /// The cells (0 free, 1 first player's, 2 second player's).
    pub cells: Vec<u8>,
    /// The outcome when the game is over.
    pub over: Option<Outcome>,
    /// Why the game is over, when it is (`move 5 "a3" ends the game (first-wins)`).
    pub why: Option<String>,
    /// The position's value for the player to move (`None` when over or unknown).
    pub value: Option<Verdict>,
    /// Plies to the end with best play.
    pub plies: Option<u32>,
    /// `exact` (memoised minimax with distances), `retrograde` (a game whose positions repeat:
    /// `exact/retrograde/`) or `pn-search` (the exact solve ran over its
    /// budget: values from a PN-search per move, without distances).
    pub method: &'static str,
    /// Why the fallback ran, when it did.
    pub note: Option<String>,
    /// Every legal move, in the game's order.
    pub moves: Vec<MoveInfo>,
    /// The move the perfect player makes.
    pub recommended: Option<String>,
    /// Positions the exact solve holds, up to symmetry.
    pub solved: usize,
}

impl PositionReport {
    /// The report of the position `reached` ends on, before any move is valued: what the
    /// line and the position say, an exact method, no moves yet.
    pub fn unvalued<G: Game>(game: &G, reached: &Reached<G>) -> PositionReport {
        let pos = &reached.pos;
        PositionReport {
            game: game.name(),
            line: reached.moves.iter().map(|&m| game.move_label(m)).collect(),
            moves_played: reached.moves.len() as u32,
            to_move: game.to_move(pos),
            cells: game.cells(pos),
            over: reached.over,
            why: reached.why(game),
            value: None,
            plies: None,
            method: "exact",
            note: None,
            moves: Vec::new(),
            recommended: None,
            solved: 0,
        }
    }
}
