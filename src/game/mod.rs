//! The `Game` trait: what the search needs to know about a two-player game of perfect
//! information in which the players take turns. A game implements five traits, and is then a
//! [`Game`]: its [`Rules`]; its [`Hints`] to the search (every one has a default); its
//! [`Storage`] (`stored_as_is!` for most); its [`Symmetry`] (often a ready-made one); its
//! [`Drawing`].
//!
//! A finished game ends in one of three [`Outcome`]s. PN-search proves one yes/no question at a
//! time ("does the first player win?", "does the first player avoid losing?"), always stated for
//! the first player: nodes where the first player moves are OR nodes, the others AND nodes,
//! whatever their level. `search::Question` turns outcomes into proved / disproved.

pub mod board;
pub mod drawing;
pub mod hints;
pub mod line;
pub mod rules;
pub mod storage;
pub mod symmetry;

pub use board::{Board, Pieces};
pub use drawing::{cells_from_masks, Drawing};
pub use hints::{leaf_numbers_from, Hints, SetSummary};
pub use rules::Rules;
pub use storage::Storage;
pub use symmetry::{map_mask, square_symmetries, Reflect, Relabel, Symmetry};

/// Who is to move. The first player moves at OR nodes, the second at AND nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The first player (red in the clique game, X in tic-tac-toe); moves at OR nodes.
    First,
    /// The second player (blue, O); moves at AND nodes.
    Second,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// How a finished game ended, from nobody's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The first player won.
    FirstWins,
    /// Nobody won.
    Draw,
    /// The second player won.
    SecondWins,
}

impl Outcome {
    /// All three, best for the first player first.
    pub const ALL: [Outcome; 3] = [Outcome::FirstWins, Outcome::Draw, Outcome::SecondWins];

    /// The outcome in which `player` wins.
    pub fn win_for(player: Player) -> Outcome {
        match player {
            Player::First => Outcome::FirstWins,
            Player::Second => Outcome::SecondWins,
        }
    }

    /// The result word the CLI, JSON and the page use: `first-wins`, `draw`, `second-wins`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::FirstWins => "first-wins",
            Outcome::Draw => "draw",
            Outcome::SecondWins => "second-wins",
        }
    }

    /// How good the outcome is for `player`: 1 win, 0 draw, -1 loss (for minimax).
    pub fn score_for(self, player: Player) -> i8 {
        match (self, player) {
            (Outcome::Draw, _) => 0,
            (Outcome::FirstWins, Player::First) | (Outcome::SecondWins, Player::Second) => 1,
            _ => -1,
        }
    }
}

/// A game as PN-search sees it: its rules, its hints to the search, the form its positions are
/// stored in, its symmetry and its drawing. Every type with the five is a `Game`; the
/// algorithms ask for `G: Game`.
pub trait Game: Rules + Hints + Storage + Symmetry + Drawing {}

impl<G: Rules + Hints + Storage + Symmetry + Drawing> Game for G {}

/// An error naming the game and what may search it, when `what` (an algorithm, in words) assumes
/// an acyclic graph and `game` has cycles ([`Rules::cyclic`]).
pub fn refuse_cyclic<G: Game>(game: &G, what: &str) -> Result<(), String> {
    if game.cyclic() {
        return Err(format!(
            "{what} cannot search {}: its positions can repeat (a repetition is a draw), and \
             {what} assumes an acyclic game graph; allowed for this game are the algorithm dcg \
             (its default), the exact move information of retrograde analysis (`moves` and the \
             play page, for 3 men) and the count of positions per depth (`levels --depth`)",
            game.name()
        ));
    }
    Ok(())
}
