//! A plain minimax: the oracle the engine is tested against. No normalisation, no numbers.

use crate::game::{Eval, Game, Player};
use std::collections::HashMap;

/// The value of `pos` for the first player by exhaustive search (memoised on exact positions).
/// `pos` must not be decided already.
pub fn value<G: Game>(game: &G, pos: &G::Position) -> Eval {
    let mut memo = HashMap::new();
    solve(game, pos, &mut memo)
}

/// [`value`] sharing a memo across calls.
pub fn value_memo<G: Game>(
    game: &G,
    pos: &G::Position,
    memo: &mut HashMap<G::Position, Eval>,
) -> Eval {
    solve(game, pos, memo)
}

fn solve<G: Game>(game: &G, pos: &G::Position, memo: &mut HashMap<G::Position, Eval>) -> Eval {
    if let Some(&v) = memo.get(pos) {
        return v;
    }
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let (want, otherwise) = match game.to_move(pos) {
        Player::First => (Eval::Won, Eval::Lost),
        Player::Second => (Eval::Lost, Eval::Won),
    };
    let mut result = otherwise;
    for mv in moves {
        let son = game.play(pos, mv);
        let v = match game.evaluate(&son, mv) {
            Eval::Unknown => solve(game, &son, memo),
            decided => decided,
        };
        if v == want {
            result = want;
            break;
        }
    }
    memo.insert(*pos, result);
    result
}
