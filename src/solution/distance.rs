//! Minimax with distances, by alpha-beta over a memo of score bounds: the value of a position
//! for the player to move and how many plies the game lasts with best play, where the winner
//! hurries (fastest win) and the loser delays (slowest loss). Positions are memoised by their
//! normal form; a score depends on the position only (plies to the end, not from the start),
//! so a bound learnt on one line holds on every line that reaches the position.

use crate::game::{Game, Outcome};
use crate::posmap::PosMap;

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

/// The score of an evaluation: [`eval_of`]'s inverse (a win or loss without its plies
/// counts as decided at once).
pub(crate) fn score_of(e: Eval) -> i32 {
    let near = WIN - e.plies.unwrap_or(0) as i32;
    match e.verdict {
        Verdict::Win => near,
        Verdict::Draw => 0,
        Verdict::Loss => -near,
    }
}

/// The budget ran out before the position was solved outright.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OverBudget;

/// Beyond every score: the window's open ends.
const INF: i32 = WIN + 2;

/// The bound on a son's score (before [`farther`]) that matches the bound `b` on the score
/// after it: [`farther`] moves wins and losses one ply and is monotone, so its inverse moves
/// them back. Scores near 0 other than 0 itself never occur (a result is at least
/// `WIN - plies` away from a draw), so the window keeps its meaning.
fn nearer(b: i32) -> i32 {
    b + b.signum()
}

/// What the memo knows of a position: its score lies in `lo..=hi`, and `best` is the index
/// of the move that last proved best there (tried first next time).
#[derive(Clone, Copy, Debug)]
struct Known {
    lo: i32,
    hi: i32,
    best: u16,
}

/// A memo of positions (by normal form) and bounds on their scores, with a budget on how many
/// it may hold. Alpha-beta with this memo gives exact scores where the window is full, and
/// far fewer positions than a full minimax where a cut-off is possible.
pub struct Distances<G: Game> {
    game: G,
    memo: PosMap<G::Position, Known>,
    budget: usize,
}

impl<G: Game> Distances<G> {
    /// A memo that holds at most `budget` distinct positions.
    pub fn new(game: G, budget: usize) -> Self {
        Distances {
            game,
            memo: PosMap::default(),
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

    /// Positions the memo holds (with exact scores or bounds).
    pub fn solved(&self) -> usize {
        self.memo.len()
    }

    /// The exact score of the undecided position `pos` for its player to move.
    pub(crate) fn score(&mut self, pos: &G::Position) -> Result<i32, OverBudget> {
        self.bounded(pos, -INF, INF)
    }

    /// Alpha-beta: the score of the undecided `pos` when it lies strictly inside
    /// `alpha..beta`, else a bound on the same side of the window (fail-soft).
    fn bounded(&mut self, pos: &G::Position, alpha: i32, beta: i32) -> Result<i32, OverBudget> {
        let key = self.game.normal_form(pos);
        let known = self.memo.get(&key).copied();
        let (mut a, mut b) = (alpha, beta);
        if let Some(k) = known {
            if k.lo == k.hi || k.lo >= beta {
                return Ok(k.lo);
            }
            if k.hi <= alpha {
                return Ok(k.hi);
            }
            a = a.max(k.lo);
            b = b.min(k.hi);
        } else if self.memo.len() >= self.budget {
            return Err(OverBudget);
        }
        let mut moves = Vec::new();
        self.game.legal_moves(&key, &mut moves);
        // A game that breaks the trait's contract (no move, yet undecided) gets a draw rather
        // than a panic; its own oracle test catches it.
        if moves.is_empty() {
            self.memo.insert(
                key,
                Known {
                    lo: 0,
                    hi: 0,
                    best: 0,
                },
            );
            return Ok(0);
        }
        let order = self.order(&key, &moves, known.map(|k| k.best as usize));
        let mut best = -INF;
        let mut best_at = order[0];
        for i in order {
            let s = self.bounded_move(&key, moves[i], a.max(best), b)?;
            if s > best {
                best = s;
                best_at = i;
            }
            if best >= b {
                break;
            }
        }
        let mut k = known.unwrap_or(Known {
            lo: -INF,
            hi: INF,
            best: 0,
        });
        k.best = best_at as u16;
        if best <= a {
            k.hi = k.hi.min(best);
        } else if best >= b {
            k.lo = k.lo.max(best);
        } else {
            k.lo = best;
            k.hi = best;
        }
        self.memo.insert(key, k);
        Ok(best)
    }

    /// The order to try moves in: the memo's last best move, moves that end the game, then the
    /// game's own move scores (higher first), then the game's order.
    fn order(&self, pos: &G::Position, moves: &[G::Move], last_best: Option<usize>) -> Vec<usize> {
        let mut order: Vec<usize> = (0..moves.len()).collect();
        // Stable: equal scores keep the game's order. The key is the searches' own
        // (`develop.rs`), so that the wasm holds one copy of this sort, not two.
        order.sort_by_cached_key(|&i| std::cmp::Reverse(self.game.move_score(pos, moves[i])));
        // The moves that end the game to the front, in place and in their order.
        let mut ending = 0;
        for at in 0..order.len() {
            let mv = moves[order[at]];
            if self.game.evaluate(&self.game.play(pos, mv), mv).is_some() {
                to_front(&mut order[ending..=at]);
                ending += 1;
            }
        }
        if let Some(at) = order.iter().position(|&i| Some(i) == last_best) {
            to_front(&mut order[..=at]);
        }
        order
    }

    /// The score of playing `mv` in `pos` (alpha-beta on the son, the window mapped across the
    /// move), for the player to move in `pos`.
    fn bounded_move(
        &mut self,
        pos: &G::Position,
        mv: G::Move,
        alpha: i32,
        beta: i32,
    ) -> Result<i32, OverBudget> {
        let me = self.game.to_move(pos);
        let son = self.game.play(pos, mv);
        let s = match self.game.evaluate(&son, mv) {
            Some(o) => terminal(o, me),
            None if self.game.to_move(&son) == me => {
                self.bounded(&son, nearer(alpha), nearer(beta))?
            }
            None => -self.bounded(&son, -nearer(beta), -nearer(alpha))?,
        };
        Ok(farther(s))
    }

    /// The exact score of playing `mv` in the undecided `pos`, for the player to move in `pos`.
    pub(crate) fn move_score(&mut self, pos: &G::Position, mv: G::Move) -> Result<i32, OverBudget> {
        self.bounded_move(pos, mv, -INF, INF)
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

/// `items` with its last item moved to the front, the others shifted up one in their order
/// (`rotate_right(1)` without the general rotation's code: this runs at every node).
fn to_front(items: &mut [usize]) {
    if let Some(&last) = items.last() {
        items.copy_within(..items.len() - 1, 1);
        items[0] = last;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Hints, Rules};
    use crate::games::tictactoe::TicTacToe;
    use std::cmp::Reverse;

    /// The order is the one its doc states, checked against a stable sort by that rule: the
    /// last best move, then the moves that end the game, then the game's scores, then its order.
    #[test]
    fn moves_are_tried_last_best_first_then_ending_moves_then_by_score() {
        let g = TicTacToe::default();
        // X on 0 and 1, O on 4 and 5: X to move completes the top row at 2, a cell with one
        // line free of O, where the corner 6 has two.
        let mut pos = g.initial();
        for mv in [0, 4, 1, 5] {
            pos = g.play(&pos, mv);
        }
        let mut moves = Vec::new();
        g.legal_moves(&pos, &mut moves);
        let ends = |i: usize| g.evaluate(&g.play(&pos, moves[i]), moves[i]).is_some();
        let (win, corner) = (
            moves.iter().position(|&m| m == 2),
            moves.iter().position(|&m| m == 6),
        );
        let (win, corner) = (win.expect("2 is free"), corner.expect("6 is free"));
        assert!(ends(win) && !ends(corner));
        assert!(
            g.move_score(&pos, 2) < g.move_score(&pos, 6),
            "the rule's tiers are needed"
        );
        let d = Distances::new(g.clone(), 1000);
        for last_best in [None, Some(0), Some(moves.len() - 1)] {
            let mut want: Vec<usize> = (0..moves.len()).collect();
            want.sort_by_key(|&i| {
                Reverse((Some(i) == last_best, ends(i), g.move_score(&pos, moves[i])))
            });
            assert_eq!(d.order(&pos, &moves, last_best), want, "{last_best:?}");
        }
    }

    #[test]
    fn to_front_moves_the_last_item_first_and_keeps_the_others_in_order() {
        let mut items = [4, 5, 6, 7];
        to_front(&mut items);
        assert_eq!(items, [7, 4, 5, 6]);
        let mut one = [9];
        to_front(&mut one);
        assert_eq!(one, [9]);
        to_front(&mut []);
    }
}
