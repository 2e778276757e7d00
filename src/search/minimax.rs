//! A plain minimax: the oracle the engine is tested against. No normalisation, no numbers,
//! no rules beyond [`Rules::evaluate`](crate::game::Rules::evaluate): every line is played out to its end.

use super::numbers::Value;
use super::question::Question;
use crate::game::{Game, Outcome};
use crate::posmap::PosMap;

/// The outcome of `pos` with best play on both sides, by exhaustive search (memoised on exact
/// positions). `pos` must not be decided already.
pub fn outcome<G: Game>(game: &G, pos: &G::Position) -> Outcome {
    let mut memo = PosMap::default();
    solve(game, pos, &mut memo)
}

/// [`outcome`] sharing a memo across calls.
pub fn outcome_memo<G: Game>(
    game: &G,
    pos: &G::Position,
    memo: &mut PosMap<G::Position, Outcome>,
) -> Outcome {
    solve(game, pos, memo)
}

fn solve<G: Game>(game: &G, pos: &G::Position, memo: &mut PosMap<G::Position, Outcome>) -> Outcome {
    if let Some(&v) = memo.get(pos) {
        return v;
    }
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let me = game.to_move(pos);
    // The trait's contract: a position without a legal move is decided by `evaluate`. A game
    // that breaks it gets a draw here rather than a panic; its own oracle test catches it.
    debug_assert!(!moves.is_empty(), "an undecided position has a legal move");
    let mut best: Option<Outcome> = None;
    for mv in moves {
        let son = game.play(pos, mv);
        let v = match game.evaluate(&son, mv) {
            None => solve(game, &son, memo),
            Some(decided) => decided,
        };
        if best.is_none_or(|b| v.score_for(me) > b.score_for(me)) {
            best = Some(v);
        }
        if v == Outcome::win_for(me) {
            break;
        }
    }
    let best = best.unwrap_or(Outcome::Draw);
    memo.insert(*pos, best);
    best
}

/// `pos`'s value for `question` with best play: proved when the answer is yes.
pub fn value<G: Game>(game: &G, pos: &G::Position, question: Question) -> Value {
    question.value(Some(outcome(game, pos)))
}
