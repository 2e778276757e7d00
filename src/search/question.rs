//! The yes/no question a search proves, and how its answers make a three-valued result.
//!
//! PN-search proves or disproves one statement about the first player. A game with three
//! outcomes may need two: "does the first player win?" and, when not, "does the first player
//! avoid losing?". A game that cannot end in one of the outcomes needs only the first: a strong
//! positional game cannot be won by the second player (strategy stealing), so "the first player
//! does not win" means a draw; a game without draws answers "second player wins" instead.

use super::numbers::{Kind, Value};
use crate::game::{Game, Outcome, Player};

crate::named! {
    /// The statement about the first player that a search proves (pn = 0) or disproves (dn = 0).
    #[derive(Default, Hash)]
    pub enum Question {
        /// "Does the first player win?"
        #[default]
        FirstWins = "first-wins",
        /// "Does the first player avoid losing?" (win or draw)
        FirstAvoidsLoss = "first-avoids-loss",
    }
}

impl Question {
    /// Whether a game that ended in `o` answers the question with yes.
    pub fn holds(self, o: Outcome) -> bool {
        match self {
            Question::FirstWins => o == Outcome::FirstWins,
            Question::FirstAvoidsLoss => o != Outcome::SecondWins,
        }
    }

    /// A node's value from the rules' verdict on its position.
    pub fn value(self, outcome: Option<Outcome>) -> Value {
        match outcome {
            None => Value::Unknown,
            Some(o) if self.holds(o) => Value::Proved,
            Some(_) => Value::Disproved,
        }
    }

    /// The player whose lost chances decide the question early (thesis 2.2.5, "no free winning
    /// set"), with the value that follows: when the first player can no longer win, "does he
    /// win?" is disproved; when the second can no longer win, "does the first avoid losing?" is
    /// proved.
    pub fn decided_when_cannot_win(self) -> (Player, Value) {
        match self {
            Question::FirstWins => (Player::First, Value::Disproved),
            Question::FirstAvoidsLoss => (Player::Second, Value::Proved),
        }
    }

    /// The "no free winning set" rule at a node of kind `kind` (tested where the player who
    /// could lose his chances is to move, as the thesis tests the first player at OR nodes):
    /// the value it decides, if any.
    pub fn no_free_set<G: Game>(self, game: &G, pos: &G::Position, kind: Kind) -> Option<Value> {
        let (player, value) = self.decided_when_cannot_win();
        let at = match player {
            Player::First => Kind::Or,
            Player::Second => Kind::And,
        };
        (kind == at && !game.can_win(pos, player)).then_some(value)
    }

    /// The question to ask after this one was answered `root` without a three-valued result.
    pub fn next(self, root: Value) -> Option<Question> {
        match (self, root) {
            (Question::FirstWins, Value::Disproved) => Some(Question::FirstAvoidsLoss),
            (Question::FirstAvoidsLoss, Value::Proved) => Some(Question::FirstWins),
            _ => None,
        }
    }
}

/// A result word for what is known: an outcome, or `unknown`.
pub fn result_word(result: Option<Outcome>) -> &'static str {
    result.map_or("unknown", Outcome::word)
}
