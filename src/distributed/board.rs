//! What the coordinator and the stitched proof's checker ask of the game, behind an object-safe
//! face so that the master tree is written once for every game: the game is made by the
//! registry from the campaign's configuration ([`registry::Visit`]).

use crate::config::Config;
use crate::game::line::play_line;
use crate::game::{Game, Outcome, Player};
use crate::games::registry;

/// A position of the master tree: the line that reaches it, who moves, and how the game ended
/// there, if it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The moves from the initial position.
    pub line: Vec<String>,
    /// The normalised position's cells: the key positions are found by.
    pub key: Vec<u8>,
    /// The player to move.
    pub to_move: Player,
    /// The outcome when the game is over there.
    pub over: Option<Outcome>,
}

/// The game, for the coordinator.
pub trait Board {
    /// The position after `line`.
    fn place(&self, line: &[String]) -> Result<Place, String>;
    /// The sons of the position after `line`, one per normalised position: each reached by
    /// the line relabelled onto the position's normal form and one move of that normal form,
    /// so that a son's line reaches exactly the position the normal form's move gives.
    fn sons(&self, line: &[String]) -> Result<Vec<Place>, String>;
    /// Which outcomes the game's value can be at its initial position.
    fn possible(&self) -> [bool; 3];
    /// Whether positions of the game can repeat.
    fn cyclic(&self) -> bool;
    /// Checks that the sons of the position after `line` are covered, as the checker of a
    /// stitched proof sees them: at a position where `side` moves, some move must end the game
    /// in an outcome `accepts` takes or lead to the normal form of a position one of `sons`
    /// (lines) reaches; elsewhere every move must.
    fn covered(
        &self,
        line: &[String],
        side: Player,
        accepts: &dyn Fn(Outcome) -> bool,
        sons: &[Vec<String>],
    ) -> Result<(), String>;
    /// Whether the positions after lines `a` and `b` have the same normal form (each checked
    /// to be a relabelling of its position): the same position up to the game's symmetry.
    fn same(&self, a: &[String], b: &[String]) -> Result<bool, String>;
}

/// The board of `config`'s game.
pub fn board_of(config: &Config) -> Result<Box<dyn Board>, String> {
    struct Make;
    impl registry::Visit for Make {
        type Output = Box<dyn Board>;
        fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
            Box::new(GameBoard(game))
        }
    }
    registry::with_game(&config.game, &config.game_params()?, Make)
}

struct GameBoard<G: Game>(G);

/// A line relabelled onto its position's normal form, the normal form and its legal moves.
type OnNormal<G> = (
    Vec<String>,
    <G as crate::game::Rules>::Position,
    Vec<<G as crate::game::Rules>::Move>,
);

impl<G: Game> GameBoard<G> {
    /// The normal form of `pos`, checked to be a relabelling of it, as the proof checker does.
    fn normal(&self, pos: &G::Position, line: &[String]) -> Result<G::Position, String> {
        let g = &self.0;
        let (norm, r) = g.normalise(pos);
        if g.relabel(pos, &r) != norm || g.moves_played(&norm) != g.moves_played(pos) {
            return Err(format!(
                "after \"{}\": the normal form is not a relabelling of the position",
                line.join(" ")
            ));
        }
        Ok(norm)
    }

    /// The normal form of the position after `line`.
    fn normal_after(&self, line: &[String]) -> Result<G::Position, String> {
        self.normal(&play_line(&self.0, line)?.pos, line)
    }

    fn key(&self, pos: &G::Position, line: &[String]) -> Result<Vec<u8>, String> {
        Ok(self.0.cells(&self.normal(pos, line)?))
    }

    /// The line relabelled onto the normal form of its position, the normal form and that
    /// position's legal moves.
    fn onto_normal(&self, line: &[String]) -> Result<OnNormal<G>, String> {
        let g = &self.0;
        let reached = play_line(g, line)?;
        if let Some(o) = reached.over {
            return Err(format!(
                "after \"{}\" the game is over ({}): no move follows",
                line.join(" "),
                o.word()
            ));
        }
        let (norm, r) = g.normalise(&reached.pos);
        let labels: Vec<String> = reached
            .moves
            .iter()
            .map(|&m| g.move_label(g.relabel_move(m, &r)))
            .collect();
        let replayed = play_line(g, &labels)?;
        if replayed.pos != norm {
            return Err(format!(
                "the line \"{}\" relabelled onto its normal form does not reach it",
                line.join(" ")
            ));
        }
        let mut moves = Vec::new();
        g.legal_moves(&norm, &mut moves);
        Ok((labels, norm, moves))
    }
}

impl<G: Game> Board for GameBoard<G> {
    fn place(&self, line: &[String]) -> Result<Place, String> {
        let reached = play_line(&self.0, line)?;
        Ok(Place {
            line: line.to_vec(),
            key: self.key(&reached.pos, line)?,
            to_move: self.0.to_move(&reached.pos),
            over: reached.over,
        })
    }

    fn sons(&self, line: &[String]) -> Result<Vec<Place>, String> {
        let g = &self.0;
        let (base, norm, moves) = self.onto_normal(line)?;
        let mut out: Vec<Place> = Vec::new();
        for mv in moves {
            let son = g.play(&norm, mv);
            let mut l = base.clone();
            l.push(g.move_label(mv));
            let key = self.key(&son, &l)?;
            if out.iter().any(|p| p.key == key) {
                continue;
            }
            out.push(Place {
                line: l,
                key,
                to_move: g.to_move(&son),
                over: g.evaluate(&son, mv),
            });
        }
        Ok(out)
    }

    fn possible(&self) -> [bool; 3] {
        let start = self.0.initial();
        Outcome::ALL.map(|o| self.0.value_can_be(&start, o))
    }

    fn cyclic(&self) -> bool {
        self.0.cyclic()
    }

    fn covered(
        &self,
        line: &[String],
        side: Player,
        accepts: &dyn Fn(Outcome) -> bool,
        sons: &[Vec<String>],
    ) -> Result<(), String> {
        let g = &self.0;
        let (base, norm, moves) = self.onto_normal(line)?;
        let at = || format!("after \"{}\"", line.join(" "));
        let listed = sons
            .iter()
            .map(|l| self.normal_after(l))
            .collect::<Result<Vec<_>, _>>()?;
        let chooses = g.to_move(&norm) == side;
        for mv in moves {
            let son = g.play(&norm, mv);
            let mut l = base.clone();
            l.push(g.move_label(mv));
            let outcome = g.evaluate(&son, mv);
            let found = match outcome {
                Some(_) => false,
                None => listed.contains(&self.normal(&son, &l)?),
            };
            match (chooses, outcome) {
                (true, Some(o)) if accepts(o) => return Ok(()),
                (true, _) if found => return Ok(()),
                (true, _) => {}
                (false, Some(o)) if accepts(o) => {}
                (false, Some(o)) => {
                    return Err(format!(
                        "{}: the move \"{}\" ends the game {} against the claim",
                        at(),
                        g.move_label(mv),
                        o.word()
                    ))
                }
                (false, None) if found => {}
                (false, None) => {
                    return Err(format!(
                        "{}: the move \"{}\" is not covered by a son of the top tree",
                        at(),
                        g.move_label(mv)
                    ))
                }
            }
        }
        match chooses {
            true => Err(format!(
                "{}: no son of the top tree is reached by a move of the side that chooses",
                at()
            )),
            false => Ok(()),
        }
    }

    fn same(&self, a: &[String], b: &[String]) -> Result<bool, String> {
        Ok(self.normal_after(a)? == self.normal_after(b)?)
    }
}
