//! Move information from a retrograde table ([`super::Table`]): the analyst of a game whose
//! positions can repeat. The table is built at the first report, from the initial position,
//! within the budget.

use super::Table;
use crate::error::Error;
use crate::game::line::{labelled, play_line, Reached};
use crate::game::{refuse_cyclic, Game};
use crate::solution::distance::{eval_of, score_of, Eval};
use crate::solution::face::{Analyst, AtOnce, DEFAULT_BUDGET};
use crate::solution::levels::LevelsReport;
use crate::solution::{MoveInfo, PositionReport, Progress, Slice};

/// The report of the position `reached`, every move valued by `move_eval` (the move's value
/// for its mover, plies counting the move); `solved` positions stand behind it.
pub(super) fn report_of<G: Game>(
    game: &G,
    reached: &Reached<G>,
    solved: usize,
    move_eval: impl Fn(&G::Position, G::Move, &str) -> Result<Eval, String>,
) -> Result<PositionReport, String> {
    let mut r = PositionReport {
        method: "retrograde",
        solved,
        ..PositionReport::unvalued(game, reached)
    };
    if reached.over.is_some() {
        return Ok(r);
    }
    let p = reached.pos;
    let mut scores = Vec::new();
    for (mv, label) in labelled(game, &p) {
        let e = move_eval(&p, mv, &label)?;
        scores.push(score_of(e));
        r.moves.push(MoveInfo {
            label,
            cell: game.cell_of(&game.play(&p, mv), mv),
            value: Some(e.verdict),
            plies: e.plies,
            keeps_value: false,
            pending: false,
        });
    }
    let best = scores.iter().copied().max();
    r.recommended = scores
        .iter()
        .position(|&s| Some(s) == best)
        .map(|i| r.moves[i].label.clone());
    if let Some(b) = best.map(eval_of) {
        (r.value, r.plies) = (Some(b.verdict), b.plies);
    }
    let value = r.value;
    for info in &mut r.moves {
        info.keeps_value = info.value == value;
    }
    Ok(r)
}

/// The retrograde analyst of `game`.
pub fn boxed<G: Game + 'static>(game: G) -> Box<dyn Analyst> {
    Box::new(Retro {
        game,
        table: None,
        budget: DEFAULT_BUDGET,
        last: AtOnce::default(),
    })
}

struct Retro<G: Game> {
    game: G,
    table: Option<Table<G>>,
    budget: usize,
    /// The last report begun, done at once.
    last: AtOnce,
}

impl<G: Game + 'static> Retro<G> {
    fn table(&mut self) -> Result<&Table<G>, String> {
        if self.table.is_none() {
            let start = self.game.initial();
            self.table = Some(Table::build(self.game.clone(), &start, self.budget)?);
        }
        Ok(self.table.as_ref().expect("built above"))
    }
}

impl<G: Game + 'static> Analyst for Retro<G> {
    fn name(&self) -> String {
        self.game.name()
    }

    fn report(&mut self, line: &[String]) -> Result<PositionReport, Error> {
        let reached = play_line(&self.game, line)?;
        let table = self.table()?;
        let game = table.game();
        Ok(report_of(game, &reached, table.len(), |p, mv, label| {
            table
                .move_eval(p, mv)
                .ok_or_else(|| format!("{label} leads outside the table of {}", game.name()))
        })?)
    }

    fn begin_report(&mut self, line: &[String]) -> Result<Progress, Error> {
        let r = self.report(line)?;
        Ok(self.last.begin(r))
    }

    fn advance(&mut self, _iterations: u64) -> Result<Slice, Error> {
        self.last.advance()
    }

    fn levels(&mut self, _line: &[String], _pn_nodes: u64) -> Result<LevelsReport, Error> {
        refuse_cyclic(&self.game, "the levels of solving (PN-search per level)")?;
        Err("the levels of solving need an acyclic game".into())
    }

    fn set_budget(&mut self, budget: usize) {
        if budget != self.budget {
            self.table = None;
        }
        self.budget = budget;
    }
}
