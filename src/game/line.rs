//! A start position as a line of moves in the game's own labels, played from the initial
//! position. A bad move is refused by name with the legal ones listed.

use crate::error::Error;
use crate::game::{Game, Outcome, Player};
use serde::Serialize;

/// A start position where the game is already over: the outcome the rules give there, and why
/// in words (`the first player is to move and has no move (second-wins)`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Ended {
    /// The outcome.
    pub outcome: Outcome,
    /// Why the game is over there.
    pub why: String,
}

/// A position reached by a line of moves, with how the game stands there.
#[derive(Clone, Debug)]
pub struct Reached<G: Game> {
    /// The position (exact, as played: not normalised).
    pub pos: G::Position,
    /// The moves played, in order.
    pub moves: Vec<G::Move>,
    /// The outcome when the game is over there: the last move ended it, or the game's start
    /// is over already ([`crate::Rules::outcome_at_start`]).
    pub over: Option<Outcome>,
    /// The positions the line passed, the initial one first and `pos` last.
    pub passed: Vec<G::Position>,
}

impl<G: Game> Reached<G> {
    /// The game as it goes on from the position: where positions repeat, one the line passed
    /// is a draw when met again ([`crate::Rules::after_line`]).
    pub fn game_after(&self, game: &G) -> G {
        game.after_line(&self.passed)
    }

    /// The outcome and why, when the game is over at the position.
    pub fn ended(&self, game: &G) -> Option<Ended> {
        Some(Ended {
            outcome: self.over?,
            why: self.why(game)?,
        })
    }

    /// Why the game is over at the position, in words, when it is: `move 5 "a3" ends the game
    /// (first-wins)`, or `the first player is to move and has no move (second-wins)`.
    pub fn why(&self, game: &G) -> Option<String> {
        let o = self.over?;
        Some(match self.moves.last() {
            Some(&mv) => format!(
                "move {} \"{}\" ends the game ({})",
                self.moves.len(),
                game.move_label(mv),
                o.word()
            ),
            None => {
                let mut legal = Vec::new();
                game.legal_moves(&self.pos, &mut legal);
                let who = match game.to_move(&self.pos) {
                    Player::First => "first",
                    Player::Second => "second",
                };
                match legal.is_empty() {
                    true => format!("the {who} player is to move and has no move ({})", o.word()),
                    false => format!("the game is over at its start ({})", o.word()),
                }
            }
        })
    }
}

/// The legal moves of `pos` with their labels.
pub fn labelled<G: Game>(game: &G, pos: &G::Position) -> Vec<(G::Move, String)> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves.into_iter().map(|m| (m, game.move_label(m))).collect()
}

/// Plays `labels` from the initial position. An unknown or illegal label, or a move after the
/// game has ended, is an [`Error::Input`] naming the move, its place in the line and what is allowed. A
/// move is read in any spelling the game accepts ([`crate::Rules::names_move`]). In a game
/// whose positions repeat ([`crate::Rules::cyclic`]) the same position with the same side to
/// move met again ends the game in a draw; a symmetric image of a position is another position.
pub fn play_line<G: Game>(game: &G, labels: &[String]) -> Result<Reached<G>, Error> {
    let mut pos = game.initial();
    let mut moves = Vec::new();
    let mut over = game.outcome_at_start(&pos);
    let mut passed = vec![pos];
    for (i, label) in labels.iter().enumerate() {
        let shown = || crate::json::cut(label.clone());
        if let Some(o) = over {
            return Err(Error::Input(format!(
                "move {} \"{}\" comes after the end of the game ({}): the line must stop at move {i}",
                i + 1,
                shown(),
                Outcome::word(o)
            )));
        }
        let legal = labelled(game, &pos);
        let Some(&(mv, _)) = legal.iter().find(|&&(m, _)| game.names_move(m, label)) else {
            let names: Vec<&str> = legal.iter().map(|(_, l)| l.as_str()).collect();
            return Err(Error::Input(format!(
                "move {} \"{}\" is not legal in {}: allowed are {}",
                i + 1,
                shown(),
                game.name(),
                names.join(", ")
            )));
        };
        pos = game.play(&pos, mv);
        over = game.evaluate(&pos, mv);
        if over.is_none() && game.cyclic() && passed.contains(&pos) {
            over = Some(Outcome::Draw);
        }
        passed.push(pos);
        moves.push(mv);
    }
    Ok(Reached {
        pos,
        moves,
        over,
        passed,
    })
}

/// Splits a line given as text: moves separated by spaces or commas.
pub fn split_line(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}
