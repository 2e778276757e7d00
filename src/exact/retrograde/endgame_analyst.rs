//! Move information from the Nine Men's Morris endgame tables ([`super::endgames`]): the analyst
//! of a Nine Men's game that starts after placement with three or four stones a side. Every
//! position such a game reaches is in a table, so each report is a look-up per move. The
//! page fetches the tables ([`Analyst::data_files`]); where they were not handed over (the
//! command line), they are built at the first report.

use super::analyst::report_of;
use super::endgames::{decode, Endgames, Group};
use crate::error::Error;
use crate::game::line::play_line;
use crate::game::Rules;
use crate::games::morris::{Morris, Move, Position};
use crate::solution::distance::Eval;
use crate::solution::face::{Analyst, AtOnce};
use crate::solution::levels::LevelsReport;
use crate::solution::{PositionReport, Progress, Slice, Verdict};

/// The endgame analyst of `game` when it is a Nine Men's game starting in a sector of the
/// tables; otherwise `fallback` back.
pub fn of(game: &Morris, fallback: Box<dyn Analyst>) -> Result<Box<dyn Analyst>, Box<dyn Analyst>> {
    if game.men() != 9 {
        return Err(fallback);
    }
    let tables = Endgames::new(game.flying());
    let Some((group, _)) = tables.locate(&game.initial()) else {
        return Err(fallback);
    };
    Ok(Box::new(EndgameAnalyst {
        game: game.clone(),
        tables,
        group,
        fallback,
        last: AtOnce::default(),
    }))
}

struct EndgameAnalyst {
    game: Morris,
    tables: Endgames,
    /// The start's group: the tables of it and below are all play can reach.
    group: Group,
    /// For what the tables do not answer (the levels of solving).
    fallback: Box<dyn Analyst>,
    last: AtOnce,
}

impl EndgameAnalyst {
    /// The value of the move `mv` at `pos` for its mover, plies counting the move.
    fn move_eval(&self, pos: &Position, mv: Move) -> Eval {
        let son = self.game.play(pos, mv);
        if let Some(o) = self.game.evaluate(&son, mv) {
            let verdict = Verdict::of(o, self.game.to_move(pos));
            return Eval {
                verdict,
                plies: (verdict != Verdict::Draw).then_some(1),
            };
        }
        let (group, n) = self
            .tables
            .locate(&son)
            .expect("a sector's son is in a sector");
        let e = decode(self.tables.table(group).expect("built or read")[n as usize]);
        Eval {
            verdict: e.verdict.flip(),
            plies: e.plies.map(|p| p + 1),
        }
    }
}

impl Analyst for EndgameAnalyst {
    fn name(&self) -> String {
        self.game.name()
    }

    fn report(&mut self, line: &[String]) -> Result<PositionReport, Error> {
        let reached = play_line(&self.game, line)?;
        self.tables.build(self.group)?;
        let solved = Endgames::needs(self.group)
            .map(|g| self.tables.len(g))
            .sum();
        Ok(report_of(&self.game, &reached, solved, |p, mv, _| {
            Ok(self.move_eval(p, mv))
        })?)
    }

    fn begin_report(&mut self, line: &[String]) -> Result<Progress, Error> {
        let r = self.report(line)?;
        Ok(self.last.begin(r))
    }

    fn advance(&mut self, _iterations: u64) -> Result<Slice, Error> {
        self.last.advance()
    }

    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, Error> {
        self.fallback.levels(line, pn_nodes)
    }

    fn set_budget(&mut self, budget: usize) {
        self.fallback.set_budget(budget);
    }

    fn data_files(&self) -> Vec<String> {
        Endgames::needs(self.group)
            .filter(|&g| self.tables.table(g).is_none())
            .map(|g| g.file(self.tables.flying()))
            .collect()
    }

    fn set_data(&mut self, file: &str, bytes: &[u8]) -> Result<(), Error> {
        let flying = self.tables.flying();
        let group = Endgames::needs(self.group)
            .find(|g| g.file(flying) == file)
            .ok_or_else(|| {
                Error::File(format!(
                    "\"{file}\" is not a table of {}: it reads {}",
                    self.game.name(),
                    Endgames::needs(self.group)
                        .map(|g| g.file(flying))
                        .collect::<Vec<_>>()
                        .join(", ")
                ))
            })?;
        self.last.clear();
        self.tables.read(group, bytes).map_err(Error::File)
    }
}
