//! The face every game's solution shows the CLI and the browser ([`Analyst`]), and what any
//! analyst shares: the engine's levels and its choice of a move from a position's report.

use super::job::{Progress, Slice};
use super::levels::LevelsReport;
use super::report::PositionReport;
use crate::error::Error;
use serde::Serialize;

/// Positions an exact solve may memoise before it gives up (the generic analyst then falls back
/// to PN-search per move): about 100 MB natively at the largest position types.
pub const DEFAULT_BUDGET: usize = 3_000_000;

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

    /// Every level's name, in [`Level::ALL`]'s order, for messages (a test keeps it equal to
    /// the names).
    pub const NAMES: &'static str = "perfect, just-win, semi-strong";

    /// Parses a name.
    pub fn parse(s: &str) -> Result<Level, String> {
        // A test keeps these names equal to `name()`'s.
        Ok(match s {
            "perfect" => Level::Perfect,
            "just-win" => Level::JustWin,
            "semi-strong" => Level::SemiStrong,
            _ => {
                return Err(format!(
                    "unknown level \"{s}\": allowed are {}",
                    Level::NAMES
                ))
            }
        })
    }
}

/// A game's solution, whatever the game.
pub trait Analyst {
    /// The game's name with its parameters.
    fn name(&self) -> String;
    /// The report of the position after `line` (move labels from the initial position).
    fn report(&mut self, line: &[String]) -> Result<PositionReport, Error>;
    /// Starts the report of the position after `line`, to be worked out by [`Analyst::advance`]
    /// (a report under way is dropped): how far it is before any work (the position and its
    /// legal moves, no values unless the report is at hand already).
    fn begin_report(&mut self, line: &[String]) -> Result<Progress, Error>;
    /// Works one slice of the report begun last (up to `iterations` iterations of a fallback
    /// PN-search): how far it is, or the report. An error when no report was begun.
    fn advance(&mut self, iterations: u64) -> Result<Slice, Error>;
    /// The engine's move after `line` at `level`; `None` when the game is over. `seed` picks
    /// among equal moves for [`Level::JustWin`].
    fn choose(
        &mut self,
        line: &[String],
        level: Level,
        seed: u64,
    ) -> Result<Option<String>, Error> {
        Ok(choose_from(self.report(line)?, level, seed))
    }
    /// The levels of solving from the position after `line`.
    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, Error>;
    /// Sets how many positions the exact solve may hold (the memo is kept).
    fn set_budget(&mut self, budget: usize);
    /// Sizes the solution's table to fit in `bytes`, where its size is in bytes (Connect-4's
    /// exact solver); the others are sized in positions only ([`Analyst::set_budget`]).
    fn set_max_memory(&mut self, bytes: u64) -> Result<(), Error> {
        Err(Error::Input(format!(
            "{}: a memory limit ({bytes} bytes) sizes Connect-4's exact solver only; this \
             solution is sized in positions (the budget)",
            self.name()
        )))
    }
    /// The file (relative to the page's root) of the book this game's solution reads, when it
    /// has one: the page fetches it and hands it over ([`Analyst::set_book`]).
    fn book_file(&self) -> Option<&'static str> {
        None
    }
    /// Takes the text of the book [`Analyst::book_file`] names.
    fn set_book(&mut self, _text: &str) -> Result<(), Error> {
        Err(Error::File(format!("{} has no book to read", self.name())))
    }
    /// The binary tables (files relative to the page's root, gzipped when they end in `.gz`)
    /// this game's solution reads and does not hold yet: the page fetches each and hands its
    /// bytes, unzipped, to [`Analyst::set_data`]. Without them the solution works them out.
    fn data_files(&self) -> Vec<String> {
        Vec::new()
    }
    /// Takes the bytes of a file [`Analyst::data_files`] named.
    fn set_data(&mut self, file: &str, _bytes: &[u8]) -> Result<(), Error> {
        Err(Error::File(format!(
            "{} reads no data file: \"{file}\"",
            self.name()
        )))
    }
}

/// The report begun last by an analyst that answers at once (a table at hand): its
/// [`Analyst::begin_report`] works the report out whole and hands it here, and its
/// [`Analyst::advance`] gives it back.
#[derive(Default)]
pub struct AtOnce {
    last: Option<PositionReport>,
}

impl AtOnce {
    /// Keeps `r` for [`AtOnce::advance`]; its progress, every move done.
    pub fn begin(&mut self, r: PositionReport) -> Progress {
        let progress = Progress::of_done(&r);
        self.last = Some(r);
        progress
    }

    /// The report begun last; an error when none was.
    pub fn advance(&self) -> Result<Slice, Error> {
        match &self.last {
            Some(r) => Ok(Slice::Done(Box::new(r.clone()))),
            None => Err("no report under way: begin one first".into()),
        }
    }

    /// Drops the report begun last (what it rests on changed).
    pub fn clear(&mut self) {
        self.last = None;
    }
}

/// The engine's move at `level` in the position `report` describes; `None` when the game is
/// over. `seed` picks among equal moves for [`Level::JustWin`].
pub fn choose_from(report: PositionReport, level: Level, seed: u64) -> Option<String> {
    if report.over.is_some() {
        return None;
    }
    // The value-keeping moves counted and then walked to, not collected.
    let keeping = || report.moves.iter().filter(|m| m.keeps_value);
    let n = keeping().count();
    let i = match level {
        Level::Perfect => return report.recommended,
        Level::SemiStrong => 0,
        Level::JustWin if n == 0 => return report.recommended,
        Level::JustWin => {
            // A fixed mix of the seed and the ply, so a replayed game makes the same moves.
            let mix = seed
                .wrapping_add(report.moves_played as u64)
                .wrapping_mul(0x9E37_79B9_7F4A_7C15);
            ((mix >> 33) % n as u64) as usize
        }
    };
    keeping().nth(i).map(|m| m.label.clone())
}
