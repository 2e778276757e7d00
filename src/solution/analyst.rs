//! One game's solution behind an object-safe face, so the CLI and the browser reach every game
//! of the registry by name: the report of a position (every legal move's value and distance, the
//! recommended move), the engine's move at a level, and the levels of solving.

use super::distance::{eval_of, Distances, Eval, Verdict};
use super::levels::{self, LevelsReport};
use super::line::{labelled, play_line};
use crate::config::{Config, Preset};
use crate::game::{Game, Outcome, Player};
use crate::games::registry;
use crate::search::solver::single;
use crate::search::{Limits, Options, Question, Search, Solve, Solver};
use serde::Serialize;

/// Positions the exact solve may memoise before it gives up and falls back to PN-search per
/// move: about 100 MB natively at the largest position types.
pub const DEFAULT_BUDGET: usize = 3_000_000;

/// Nodes each fallback PN-search may create.
pub const FALLBACK_NODES: u64 = 2_000_000;

/// How the engine picks its move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    /// The fastest win, the slowest loss; a drawing move where the value is a draw.
    Perfect,
    /// Any move that keeps the value, picked at random (seeded, so a game replays).
    JustWin,
    /// The move the semi-strong solution stores: the first value-keeping move in the game's
    /// move order. It never lets a mistake go unpunished, but does not hurry.
    SemiStrong,
}

impl Level {
    /// Every level, in the order the page lists them.
    pub const ALL: [Level; 3] = [Level::Perfect, Level::JustWin, Level::SemiStrong];

    /// The name on the page and in the CLI.
    pub fn name(self) -> &'static str {
        match self {
            Level::Perfect => "perfect",
            Level::JustWin => "just-win",
            Level::SemiStrong => "semi-strong",
        }
    }

    /// Parses a name.
    pub fn parse(s: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == s)
            .ok_or_else(|| {
                let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
                format!("unknown level \"{s}\": allowed are {}", names.join(", "))
            })
    }
}

/// One legal move with what it leads to, for the player making it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveInfo {
    /// The move's label.
    pub label: String,
    /// The cell it fills or moves to (an index into the board's cells), for marking.
    pub cell: usize,
    /// Win, draw or loss for the mover; `None` when a fallback search ran into its limit.
    pub value: Option<Verdict>,
    /// Plies until the end with best play, this move included; `None` for a draw or when
    /// only the value is known.
    pub plies: Option<u32>,
    /// Whether the move keeps the position's value (every such move is a correct one).
    pub keeps_value: bool,
}

/// A position as the play page shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionReport {
    /// The game's name with its parameters.
    pub game: String,
    /// Moves played so far.
    pub moves_played: u32,
    /// Who is to move.
    pub to_move: Player,
    /// The cells (0 free, 1 first player's, 2 second player's).
    pub cells: Vec<u8>,
    /// The outcome when the game is over.
    pub over: Option<Outcome>,
    /// The position's value for the player to move (`None` when over or unknown).
    pub value: Option<Verdict>,
    /// Plies to the end with best play.
    pub plies: Option<u32>,
    /// `exact` (memoised minimax with distances) or `pn-search` (the exact solve ran over its
    /// budget: values from a PN-search per move, without distances).
    pub method: &'static str,
    /// Why the fallback ran, when it did.
    pub note: Option<String>,
    /// Every legal move, in the game's order.
    pub moves: Vec<MoveInfo>,
    /// The move the perfect player makes.
    pub recommended: Option<String>,
    /// Positions the exact solve holds, up to symmetry.
    pub solved: usize,
}

/// A game's solution, whatever the game.
pub trait Analyst {
    /// The game's name with its parameters.
    fn name(&self) -> String;
    /// The report of the position after `line` (move labels from the initial position).
    fn report(&mut self, line: &[String]) -> Result<PositionReport, String>;
    /// The engine's move after `line` at `level`; `None` when the game is over. `seed` picks
    /// among equal moves for [`Level::JustWin`].
    fn choose(
        &mut self,
        line: &[String],
        level: Level,
        seed: u64,
    ) -> Result<Option<String>, String>;
    /// The levels of solving from the position after `line`.
    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, String>;
    /// Sets how many positions the exact solve may hold (the memo is kept).
    fn set_budget(&mut self, budget: usize);
}

/// The analyst of a configuration's game (its game parameters are checked; the rest is unused).
pub fn analyst(config: &Config) -> Result<Box<dyn Analyst>, String> {
    registry::analyst(&config.game, &config.game_params()?)
}

/// The analyst of any game.
pub fn boxed<G: Game + 'static>(game: G) -> Box<dyn Analyst> {
    Box::new(Generic {
        dist: Distances::new(game, DEFAULT_BUDGET),
    })
}

struct Generic<G: Game> {
    dist: Distances<G>,
}

/// The best move's verdict among scored moves.
fn best_of(scored: &[(usize, Eval)]) -> Option<Verdict> {
    let rank = |v: Verdict| match v {
        Verdict::Win => 2,
        Verdict::Draw => 1,
        Verdict::Loss => 0,
    };
    scored
        .iter()
        .map(|(_, e)| e.verdict)
        .max_by_key(|&v| rank(v))
}

impl<G: Game + 'static> Generic<G> {
    /// Exact scores of every legal move of the undecided `pos`, or the reason there are none.
    fn exact(&mut self, pos: &G::Position) -> Result<Vec<i32>, String> {
        let moves: Vec<G::Move> = labelled(self.dist.game(), pos)
            .into_iter()
            .map(|(m, _)| m)
            .collect();
        moves
            .into_iter()
            .map(|mv| self.dist.move_score(pos, mv))
            .collect::<Result<_, _>>()
            .map_err(|_| {
                format!(
                    "the exact solve holds at most {} positions and this one needs more",
                    self.budget()
                )
            })
    }

    fn budget(&self) -> usize {
        self.dist.budget()
    }

    /// The value of playing `mv` in `pos` by PN-search (both questions as needed).
    fn fallback(&self, pos: &G::Position, mv: G::Move) -> Option<Verdict> {
        let game = self.dist.game().clone();
        let me = game.to_move(pos);
        let son = game.play(pos, mv);
        if let Some(o) = game.evaluate(&son, mv) {
            return Some(Verdict::of(o, me));
        }
        single(&pn_outcomes(&game, &son, FALLBACK_NODES)).map(|o| Verdict::of(o, me))
    }
}

/// Which outcomes `pos` can have by a PN-search solve under K4WEAK (both questions as needed),
/// each search limited to `max_nodes` created nodes.
pub fn pn_outcomes<G: Game + 'static>(game: &G, pos: &G::Position, max_nodes: u64) -> [bool; 3] {
    let limits = Limits {
        max_nodes: Some(max_nodes),
        ..Limits::default()
    };
    let g = game.clone();
    let start = *pos;
    let make = Box::new(
        move |question: Question, limits: Limits| -> Box<dyn Solver> {
            let opts = Options {
                question,
                ..Preset::K4Weak.options()
            };
            Box::new(Search::from_position(g.clone(), start, opts, limits))
        },
    );
    let mut solve = Solve::new(game, pos, Question::FirstWins, true, limits, make);
    solve.run(None);
    solve.outcomes_left()
}

impl<G: Game + 'static> Analyst for Generic<G> {
    fn name(&self) -> String {
        self.dist.game().name()
    }

    fn report(&mut self, line: &[String]) -> Result<PositionReport, String> {
        let game = self.dist.game().clone();
        let reached = play_line(&game, line)?;
        let pos = reached.pos;
        let mut report = PositionReport {
            game: game.name(),
            moves_played: game.moves_played(&pos),
            to_move: game.to_move(&pos),
            cells: game.cells(&pos),
            over: reached.over,
            value: None,
            plies: None,
            method: "exact",
            note: None,
            moves: Vec::new(),
            recommended: None,
            solved: 0,
        };
        if reached.over.is_some() {
            report.solved = self.dist.solved();
            return Ok(report);
        }
        let legal = labelled(&game, &pos);
        let evals: Vec<(usize, Eval)> = match self.exact(&pos) {
            Ok(scores) => {
                let best = scores.iter().copied().max();
                let pick = scores.iter().position(|&s| Some(s) == best);
                report.recommended = pick.map(|i| legal[i].1.clone());
                if let Some(b) = best.map(eval_of) {
                    report.value = Some(b.verdict);
                    report.plies = b.plies;
                }
                scores.into_iter().map(eval_of).enumerate().collect()
            }
            Err(why) => {
                report.method = "pn-search";
                report.note = Some(format!(
                    "{why}: values by PN-search per move, without distances"
                ));
                let evals: Vec<(usize, Eval)> = legal
                    .iter()
                    .enumerate()
                    .filter_map(|(i, &(mv, _))| {
                        self.fallback(&pos, mv).map(|verdict| {
                            (
                                i,
                                Eval {
                                    verdict,
                                    plies: None,
                                },
                            )
                        })
                    })
                    .collect();
                report.value = if evals.len() == legal.len() {
                    best_of(&evals)
                } else {
                    None
                };
                report.recommended = report.value.and_then(|v| {
                    evals
                        .iter()
                        .find(|(_, e)| e.verdict == v)
                        .map(|&(i, _)| legal[i].1.clone())
                });
                evals
            }
        };
        report.moves = legal
            .iter()
            .enumerate()
            .map(|(i, &(mv, ref label))| {
                let e = evals.iter().find(|(j, _)| *j == i).map(|&(_, e)| e);
                MoveInfo {
                    label: label.clone(),
                    cell: game.cell_of(&game.play(&pos, mv), mv),
                    value: e.map(|e| e.verdict),
                    plies: e.and_then(|e| e.plies),
                    keeps_value: e.is_some_and(|e| Some(e.verdict) == report.value),
                }
            })
            .collect();
        report.solved = self.dist.solved();
        Ok(report)
    }

    fn choose(
        &mut self,
        line: &[String],
        level: Level,
        seed: u64,
    ) -> Result<Option<String>, String> {
        let report = self.report(line)?;
        if report.over.is_some() {
            return Ok(None);
        }
        let keeping: Vec<&MoveInfo> = report.moves.iter().filter(|m| m.keeps_value).collect();
        Ok(match level {
            Level::Perfect => report.recommended,
            Level::SemiStrong => keeping.first().map(|m| m.label.clone()),
            Level::JustWin if keeping.is_empty() => report.recommended,
            Level::JustWin => {
                // A fixed mix of the seed and the ply, so a replayed game makes the same moves.
                let mix = seed
                    .wrapping_add(report.moves_played as u64)
                    .wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let i = ((mix >> 33) % keeping.len() as u64) as usize;
                Some(keeping[i].label.clone())
            }
        })
    }

    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, String> {
        let game = self.dist.game().clone();
        let reached = play_line(&game, line)?;
        if let Some(o) = reached.over {
            return Err(format!(
                "the game is over after {} ({}): there is nothing to solve",
                line.join(" "),
                o.word()
            ));
        }
        levels::levels(&mut self.dist, &reached.pos, pn_nodes)
    }

    fn set_budget(&mut self, budget: usize) {
        self.dist.set_budget(budget);
    }
}
