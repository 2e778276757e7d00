//! A start position as a line of moves in the game's own labels, played from the initial
//! position. A bad move is refused by name with the legal ones listed.

use crate::game::{Game, Outcome};

/// A position reached by a line of moves, with how the game stands there.
#[derive(Clone, Debug)]
pub struct Reached<G: Game> {
    /// The position (exact, as played: not normalised).
    pub pos: G::Position,
    /// The moves played, in order.
    pub moves: Vec<G::Move>,
    /// The outcome when the last move ended the game.
    pub over: Option<Outcome>,
}

/// The legal moves of `pos` with their labels.
pub fn labelled<G: Game>(game: &G, pos: &G::Position) -> Vec<(G::Move, String)> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves.into_iter().map(|m| (m, game.move_label(m))).collect()
}

/// Plays `labels` from the initial position. An unknown or illegal label, or a move after the
/// game has ended, is an error naming the move, its place in the line and what is allowed.
pub fn play_line<G: Game>(game: &G, labels: &[String]) -> Result<Reached<G>, String> {
    let mut pos = game.initial();
    let mut moves = Vec::new();
    let mut over = None;
    for (i, label) in labels.iter().enumerate() {
        if let Some(o) = over {
            return Err(format!(
                "move {} \"{label}\" comes after the end of the game ({}): the line must stop at move {i}",
                i + 1,
                Outcome::word(o)
            ));
        }
        let legal = labelled(game, &pos);
        let Some(&(mv, _)) = legal.iter().find(|(_, l)| l == label) else {
            let names: Vec<&str> = legal.iter().map(|(_, l)| l.as_str()).collect();
            return Err(format!(
                "move {} \"{label}\" is not legal in {}: allowed are {}",
                i + 1,
                game.name(),
                names.join(", ")
            ));
        };
        pos = game.play(&pos, mv);
        over = game.evaluate(&pos, mv);
        moves.push(mv);
    }
    Ok(Reached { pos, moves, over })
}

/// Splits a line given as text: moves separated by spaces or commas.
pub fn split_line(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}
