//! A search you can step forwards and backwards: what the browser holds.
//!
//! Going back undoes iterations through the search's undo journal while it reaches
//! (`rewind.rs`); further back, or for an algorithm that keeps no journal, it replays from the
//! start on the fast path. Search is deterministic, so replaying n iterations lands on exactly
//! the same DAG (see `docs/replay.md` for the figures of both).

pub mod chart;
pub mod delta;
pub mod paced;
mod proofview;
mod rewind;
mod stepover;
pub use proofview::ProofView;
pub use stepover::LeapEnd;

use crate::config::Config;
use crate::search::{Solver, Status, StepRecord};

/// The bytes the root's history is counted at per iteration: its 8-byte entry, three times,
/// since a `Vec` that doubles holds its old block and one twice that size while it moves, and
/// one more for its blocks' summaries (20 bytes per 256 iterations, three times: 0.23).
const HISTORY_PEAK: u32 = 3 * size_of::<[u32; 2]>() as u32 + 1;

/// A configured search with history.
pub struct Session {
    config: Config,
    solver: Box<dyn Solver>,
    /// The root's (pn, dn) after each iteration, entry 0 before the first: the page's chart.
    /// Kept here, not in the engine, so the engine's fast path stays as measured; the byte
    /// budget counts it ([`crate::search::Limits::history`]).
    root_history: chart::History,
    /// Set when the caller turned the undo journal off ([`Session::set_journal`]).
    journal_off: bool,
    /// What the moves back through the journal changed, and where the moves since went
    /// (`rewind::Undone`); cleared by a reset.
    undone: Option<rewind::Undone>,
}

impl Session {
    /// Validates the configuration and starts at iteration 0.
    pub fn new(mut config: Config) -> Result<Session, crate::error::Error> {
        config.limits.history = HISTORY_PEAK;
        let solver = config.build()?;
        let mut root_history = chart::History::default();
        root_history.push(solver.root_numbers().into());
        let mut session = Session {
            config,
            solver,
            root_history,
            journal_off: false,
            undone: None,
        };
        session.keep_journal();
        Ok(session)
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The search as it stands.
    pub fn solver(&self) -> &dyn Solver {
        self.solver.as_ref()
    }

    /// Iterations done.
    pub fn iteration(&self) -> u64 {
        self.solver.stats().iterations
    }

    /// The root's (pn, dn) after each iteration so far, entry 0 before the first.
    pub fn root_history(&self) -> &[[u32; 2]] {
        self.root_history.entries()
    }

    /// The root's history reduced to what a chart of `columns` pixel columns draws
    /// ([`chart::History::chart`]).
    pub fn root_chart(&mut self, columns: usize) -> Vec<u32> {
        self.root_history.chart(columns, crate::search::INF)
    }

    /// One iteration forwards, with its record.
    pub fn step(&mut self) -> Option<StepRecord> {
        let record = self.solver.step();
        self.note_root();
        self.moved_on();
        record
    }

    /// Up to `max` iterations on the fast path, recording the root's numbers after each.
    pub fn run(&mut self, max: Option<u64>) -> Status {
        let history = &mut self.root_history;
        let status = self.solver.run_noting(max, &mut |done, root| {
            // As in `note_root`: entry i is the root after iteration i.
            if history.entries().len() as u64 == done {
                history.push(root.into());
            }
        });
        self.moved_on();
        status
    }

    fn note_root(&mut self) {
        // Entry i is the root after iteration i; a step that did nothing adds nothing.
        let done = self.iteration() as usize;
        if self.root_history.entries().len() == done {
            self.root_history.push(self.solver.root_numbers().into());
        }
    }

    /// Counts `view` bytes per node and per edge of the DAG against the byte budget
    /// ([`crate::search::Limits::view`]), and goes back to iteration 0.
    pub fn set_view(&mut self, view: [u32; 2]) {
        self.config.limits.view = view;
        self.reset();
    }

    /// Back to iteration 0.
    pub fn reset(&mut self) {
        self.undone = None;
        self.solver = self
            .config
            .build()
            .unwrap_or_else(|e| panic!("the configuration was validated: {e}"));
        self.root_history.truncate(1);
        self.keep_journal();
    }

    /// The first half of going back to iteration `n`: moves to an iteration at or before `n`
    /// from which running forwards reaches `n`: `n` itself when the undo journal reaches back
    /// that far, iteration 0 otherwise (a replay from the start). Cheap next to running the
    /// rest, which a caller can then do in chunks it can cancel (the browser's worker does).
    /// Does nothing when `n` is ahead.
    pub fn rewind_to(&mut self, n: u64) {
        if n < self.iteration() && !self.undo_to(n) {
            self.reset();
        }
    }

    /// Goes to iteration `n` (or as far as the search goes): forwards by running, backwards by
    /// [`Session::rewind_to`] and running forwards again.
    pub fn goto(&mut self, n: u64) -> Status {
        self.rewind_to(n);
        let left = n.saturating_sub(self.iteration());
        if left > 0 {
            self.run(Some(left));
        }
        self.solver.status()
    }

    /// Goes back `k` iterations (to 0 at the most).
    pub fn back(&mut self, k: u64) -> Status {
        self.goto(self.iteration().saturating_sub(k))
    }
}
