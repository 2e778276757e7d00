//! Memoised minimax with distances: the value of a position for the player to move and how many
//! plies the game lasts with best play, where the winner hurries (fastest win) and the loser
//! delays (slowest loss). Positions are memoised by their normal form, so the memo is the
//! game's strong solution up to symmetry once it has seen everything.

use crate::game::{Game, Outcome};
use rustc_hash::FxHashMap;

/// A value for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The player to move wins.
    Win,
    /// Nobody wins.
    Draw,
    /// The player to move loses.
    Loss,
}

impl Verdict {
    /// The same result seen by the other player.
    pub fn flip(self) -> Verdict {
        match self {
            Verdict::Win => Verdict::Loss,
            Verdict::Draw => Verdict::Draw,
            Verdict::Loss => Verdict::Win,
        }
    }

    /// The verdict of `outcome` for `player`.
    pub fn of(outcome: Outcome, player: crate::game::Player) -> Verdict {
        match outcome.score_for(player) {
            1 => Verdict::Win,
            0 => Verdict::Draw,
            _ => Verdict::Loss,
        }
    }

    /// The word the CLI and the page show: `win`, `draw`, `loss`.
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Draw => "draw",
            Verdict::Loss => "loss",
        }
    }
}

/// A value with its distance.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Eval {
    /// Who wins, for the player to move.
    pub verdict: Verdict,
    /// Plies until the game ends with best play (fastest win, slowest loss; for a draw, the
    /// longest the game can last while both keep the draw is not asked: the plies of the line
    /// minimax picks). `None` when only the value is known.
    pub plies: Option<u32>,
}

/// Scores order results for the player to move: a win in `d` plies is `WIN - d`, a loss in `d`
/// plies `-(WIN - d)`, a draw 0. The largest score is the fastest win, then the slowest loss.
const WIN: i32 = 1 << 20;

/// The score of a decided position for the player to move: 0 plies to go.
fn terminal(outcome: Outcome, player: crate::game::Player) -> i32 {
    outcome.score_for(player) as i32 * WIN
}

/// One more ply before the result: wins and losses move one ply farther.
fn farther(score: i32) -> i32 {
    score - score.signum()
}

/// Reads a score back.
pub(crate) fn eval_of(score: i32) -> Eval {
    let verdict = match score.signum() {
        1 => Verdict::Win,
        0 => Verdict::Draw,
        _ => Verdict::Loss,
    };
    let plies = match verdict {
        Verdict::Draw => None,
        _ => Some((WIN - score.abs()) as u32),
    };
    Eval { verdict, plies }
}

/// The budget ran out before the position was solved outright.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget;

/// A memo of solved positions (by normal form) with a budget on how many it may hold.
pub struct Distances<G: Game> {
    game: G,
    memo: FxHashMap<G::Position, i32>,
    budget: usize,
}

impl<G: Game> Distances<G> {
    /// A memo that solves at most `budget` distinct positions.
    pub fn new(game: G, budget: usize) -> Self {
        Distances {
            game,
            memo: FxHashMap::default(),
            budget,
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many positions the memo may hold.
    pub fn budget(&self) -> usize {
        self.budget
    }

    /// Sets how many positions the memo may hold; what it holds stays.
    pub fn set_budget(&mut self, budget: usize) {
        self.budget = budget;
    }

    /// Positions solved so far.
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    /// The score of the undecided position `pos` for its player to move.
    pub(crate) fn score(&mut self, pos: &G::Position) -> Result<i32, OverBudget> {
        let key = self.game.normal_form(pos);
        if let Some(&s) = self.memo.get(&key) {
            return Ok(s);
        }
        if self.memo.len() >= self.budget {
            return Err(OverBudget);
        }
        let mut moves = Vec::new();
        self.game.legal_moves(&key, &mut moves);
        // A game that breaks the trait's contract (no move, yet undecided) gets a draw rather
        // than a panic; its own oracle test catches it.
        let mut best = if moves.is_empty() { 0 } else { i32::MIN };
        for mv in moves {
            best = best.max(self.move_score(&key, mv)?);
        }
        self.memo.insert(key, best);
        Ok(best)
    }

    /// The score of playing `mv` in the undecided `pos`, for the player to move in `pos`.
    pub(crate) fn move_score(&mut self, pos: &G::Position, mv: G::Move) -> Result<i32, OverBudget> {
        let me = self.game.to_move(pos);
        let son = self.game.play(pos, mv);
        let s = match self.game.evaluate(&son, mv) {
            Some(o) => terminal(o, me),
            None if self.game.to_move(&son) == me => self.score(&son)?,
            None => -self.score(&son)?,
        };
        Ok(farther(s))
    }

    /// The value and distance of the undecided `pos` for its player to move.
    pub fn eval(&mut self, pos: &G::Position) -> Result<Eval, OverBudget> {
        self.score(pos).map(eval_of)
    }

    /// The value and distance of playing `mv` in `pos`, for the player to move in `pos`.
    pub fn eval_move(&mut self, pos: &G::Position, mv: G::Move) -> Result<Eval, OverBudget> {
        self.move_score(pos, mv).map(eval_of)
    }
}
