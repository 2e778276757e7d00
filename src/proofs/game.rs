//! A proof against the rules of a game named in a configuration: from the position a line of
//! start moves reaches, with what the game promises about its value there. The registry hands
//! each operation the typed game ([`registry::Visit`]).

use crate::game::line::play_line;
use crate::game::{Game, Outcome};
use crate::games::registry::{self, Params, Visit};
use crate::prooftree::ProofTree;
use crate::search::{check, check_ended, read_proof, CheckReport, Proof};

/// Checks a written-down proof against the rules of the game with these parameters, trusting
/// nothing but the file's lines and moves.
/// `start` is the line of moves from the initial position to where the proof begins; in a game
/// whose positions repeat, a line of the proof that meets one of its positions again (the same
/// position, the same side to move) is a draw.
pub fn check_proof(
    game: &str,
    p: &Params,
    start: &[String],
    proof: &Proof,
) -> Result<CheckReport, String> {
    struct Check<'a>(&'a [String], &'a Proof);
    impl Visit for Check<'_> {
        type Output = Result<CheckReport, String>;
        fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
            let Check(start, proof) = self;
            match proof_start(&game, start, proof)? {
                ProofStart::Open(after, pos) => {
                    Ok(check(&after, &read_proof(&after, pos, proof)?)?)
                }
                ProofStart::Ended(_, ended) => Ok(ended),
            }
        }
    }
    registry::with_game(game, p, Check(start, proof))?
}

/// Which outcomes (first wins, draw, second wins) the game promises its start can have.
pub fn possible(game: &str, p: &Params) -> Result<[bool; 3], String> {
    possible_after(game, p, &[])
}

/// Which outcomes the game promises the position after the moves `start` can have.
pub fn possible_after(game: &str, p: &Params, start: &[String]) -> Result<[bool; 3], String> {
    struct Possible<'a>(&'a [String]);
    impl Visit for Possible<'_> {
        type Output = Result<[bool; 3], String>;
        fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
            Ok(match start_position(&game, self.0)? {
                Start::Open(_, pos) => Outcome::ALL.map(|o| game.value_can_be(&pos, o)),
                Start::Over(_, over) => Outcome::ALL.map(|o| o == over),
            })
        }
    }
    registry::with_game(game, p, Possible(start))?
}

/// The positions a proof of the game visits from the position after `start`, for drawing
/// (`crate::prooftree`).
pub fn proof_tree(
    game: &str,
    p: &Params,
    start: &[String],
    proof: &Proof,
) -> Result<ProofTree, String> {
    struct Tree<'a>(&'a [String], &'a Proof);
    impl Visit for Tree<'_> {
        type Output = Result<ProofTree, String>;
        fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
            let Tree(start, proof) = self;
            match proof_start(&game, start, proof)? {
                ProofStart::Open(after, pos) => crate::prooftree::tree(&after, pos, proof),
                ProofStart::Ended(pos, ended) => Ok(crate::prooftree::ended(&game, &pos, &ended)),
            }
        }
    }
    registry::with_game(game, p, Tree(start, proof))?
}

/// Where a proof starts: the game as it goes on after `start`'s moves ([`Rules::after_line`](crate::game::Rules::after_line):
/// a position of the line met again is a draw) with the position they reach, or the outcome when
/// the game is over there.
enum Start<G: Game> {
    Open(G, G::Position),
    Over(G::Position, Outcome),
}

/// The position a proof starts from: `start`'s moves played from the initial position.
fn start_position<G: Game>(game: &G, start: &[String]) -> Result<Start<G>, String> {
    let reached = play_line(game, start).map_err(|e| format!("start: {e}"))?;
    Ok(match reached.over {
        Some(o) => Start::Over(reached.pos, o),
        None => Start::Open(reached.game_after(game), reached.pos),
    })
}

/// Where a proof starts: an open position in the game after the start line ([`Start`]), or one
/// where the game is over, with the check of the proof's claim against the outcome.
enum ProofStart<G: Game> {
    Open(G, G::Position),
    Ended(G::Position, CheckReport),
}

/// Where `proof` starts: the open position after `start`, or, where the game is over there, the
/// position with the check of the proof's claim against the outcome (such a proof has no move
/// to make).
fn proof_start<G: Game>(
    game: &G,
    start: &[String],
    proof: &Proof,
) -> Result<ProofStart<G>, String> {
    let (pos, over) = match start_position(game, start)? {
        Start::Open(after, pos) => return Ok(ProofStart::Open(after, pos)),
        Start::Over(pos, over) => (pos, over),
    };
    if let Some((line, mv)) = proof.moves.first() {
        return Err(format!(
            "{}: the game is over at the start, so the move \"{}\" cannot be played",
            crate::search::verify::place(line),
            crate::json::cut(mv.to_string())
        ));
    }
    Ok(ProofStart::Ended(pos, check_ended(proof.claim, over)?))
}
