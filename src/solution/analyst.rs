//! One game's solution behind an object-safe face, so the CLI and the browser reach every game
//! of the registry by name: the report of a position (every legal move's value and distance, the
//! recommended move), the engine's move at a level, and the levels of solving.

use super::distance::Distances;
pub use super::face::{choose_from, Analyst, Level, DEFAULT_BUDGET};
use super::job::{Job, Progress, Slice};
use super::levels::{self, LevelsReport};
use super::report::PositionReport;
use crate::config::Config;
use crate::game::line::play_line;
use crate::game::Game;
use crate::games::connect4::Connect4;
use crate::games::morris::Morris;
use crate::games::params::Registered;
use crate::games::registry;

/// The analyst of a configuration's game (its game parameters are checked; the rest is unused).
pub fn analyst(config: &Config) -> Result<Box<dyn Analyst>, String> {
    struct Boxed;
    impl registry::Visit for Boxed {
        type Output = Box<dyn Analyst>;
        fn visit<G: Game + 'static>(self, game: G) -> Box<dyn Analyst> {
            // Positions that repeat defeat minimax over a memo; retrograde analysis settles them.
            match game.cyclic() {
                true => crate::exact::retrograde::analyst::boxed(game),
                false => boxed(game),
            }
        }
    }
    let params = config.game_params()?;
    let generic = registry::with_game(&config.game, &params, Boxed)?;
    if config.game == Connect4::info().name {
        // Connect-4's move information comes from its exact solver; the rest is the generic one.
        let game = Connect4::from_params(&params)?;
        return crate::exact::connect4::analyst::analyst(game, generic);
    }
    if config.game == Morris::info().name {
        // A Nine Men's endgame reads its tables; any other Morris game solves as it plays.
        let game = Morris::from_params(&params)?;
        let (Ok(a) | Err(a)) = crate::exact::retrograde::endgame_analyst::of(&game, generic);
        return Ok(a);
    }
    Ok(generic)
}

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

    fn report(&mut self, line: &[String]) -> Result<PositionReport, String> {
        self.begin_report(line)?;
        loop {
            if let Slice::Done(r) = self.advance(u64::MAX)? {
                return Ok(*r);
            }
        }
    }

    fn begin_report(&mut self, line: &[String]) -> Result<Progress, String> {
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

    fn advance(&mut self, iterations: u64) -> Result<Slice, String> {
        let Some((line, job)) = self.job.take() else {
            return match &self.last {
                Some((_, r)) => Ok(Slice::Done(Box::new(r.clone()))),
                None => Err("no report under way: begin one first".to_string()),
            };
        };
        let (job, slice) = job.advance(&mut self.dist, iterations);
        match (&slice, job) {
            (Slice::Done(r), _) => self.last = Some((line, (**r).clone())),
            (_, job) => self.job = job.map(|j| (line, j)),
        }
        Ok(slice)
    }

    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, String> {
        let game = self.dist.game();
        let reached = play_line(game, line)?;
        match reached.ended(game) {
            Some(e) => Ok(levels::ended(game, e)),
            None => levels::levels(&mut self.dist, &reached.pos, pn_nodes),
        }
    }

    fn set_budget(&mut self, budget: usize) {
        // A report made under another budget may have fallen back where this one would not.
        self.last = None;
        self.dist.set_budget(budget);
    }
}
