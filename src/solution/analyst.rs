//! The generic analyst: one game's solution by minimax over a memo (PN-search where that is out
//! of reach) behind the object-safe [`Analyst`] face: the report of a position (every legal
//! move's value and distance, the recommended move), the engine's move at a level, and the
//! levels of solving. `exact::analyst` picks, per game, this one or an exact solver's.

use super::distance::Distances;
pub use super::face::{choose_from, Analyst, Level, DEFAULT_BUDGET};
use super::job::{Job, Progress, Slice};
use super::levels::{self, LevelsReport};
use super::report::PositionReport;
use crate::error::Error;
use crate::game::line::play_line;
use crate::game::Game;

/// The analyst of any game.
pub fn boxed<G: Game + 'static>(game: G) -> Box<dyn Analyst> {
    Box::new(Generic {
        dist: Distances::new(game, DEFAULT_BUDGET),
        job: None,
        last: None,
    })
}

struct Generic<G: Game> {
    dist: Distances<G>,
    /// The report under way, with its line.
    job: Option<(Vec<String>, Job<G>)>,
    /// The last finished report and its line: the engine's move after a report of the same
    /// position needs no second solve (a PN-search fallback would redo every search).
    last: Option<(Vec<String>, PositionReport)>,
}

impl<G: Game + 'static> Analyst for Generic<G> {
    fn name(&self) -> String {
        self.dist.game().name()
    }

    fn report(&mut self, line: &[String]) -> Result<PositionReport, Error> {
        self.begin_report(line)?;
        loop {
            if let Slice::Done(r) = self.advance(u64::MAX)? {
                return Ok(*r);
            }
        }
    }

    fn begin_report(&mut self, line: &[String]) -> Result<Progress, Error> {
        // The game borrowed, not cloned: each clone was a copy of a game and its drop.
        let game = self.dist.game();
        let reached = play_line(game, line)?;
        let report = PositionReport::unvalued(game, &reached);
        let pos = reached.pos;
        self.last = self.last.take().filter(|(l, _)| l == line);
        if let Some((_, r)) = &self.last {
            self.job = None;
            return Ok(Progress::of_done(r));
        }
        let job = Job::new(game, pos, report);
        let progress = job.progress(&self.dist);
        self.job = Some((line.to_vec(), job));
        Ok(progress)
    }

    fn advance(&mut self, iterations: u64) -> Result<Slice, Error> {
        let Some((line, job)) = self.job.take() else {
            return match &self.last {
                Some((_, r)) => Ok(Slice::Done(Box::new(r.clone()))),
                None => Err("no report under way: begin one first".into()),
            };
        };
        let (job, slice) = job.advance(&mut self.dist, iterations);
        match (&slice, job) {
            (Slice::Done(r), _) => self.last = Some((line, (**r).clone())),
            (_, job) => self.job = job.map(|j| (line, j)),
        }
        Ok(slice)
    }

    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, Error> {
        let game = self.dist.game();
        let reached = play_line(game, line)?;
        match reached.ended(game) {
            Some(e) => Ok(levels::ended(game, e)),
            None => Ok(levels::levels(&mut self.dist, &reached.pos, pn_nodes)?),
        }
    }

    fn set_budget(&mut self, budget: usize) {
        // A report made under another budget may have fallen back where this one would not.
        self.last = None;
        self.dist.set_budget(budget);
    }
}
