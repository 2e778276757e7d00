//! A search you can step forwards and backwards: what the browser holds.
//!
//! Going back replays from the start on the fast path. Search is deterministic, so replaying
//! n iterations lands on exactly the same DAG; replaying is cheap next to drawing (see
//! `docs/replay.md` for the figures), and keeps no extra copies of the DAG in memory.

use crate::config::Config;
use crate::search::{Solver, Status, StepRecord};

/// A configured search with history.
pub struct Session {
    config: Config,
    solver: Box<dyn Solver>,
}

impl Session {
    /// Validates the configuration and starts at iteration 0.
    pub fn new(config: Config) -> Result<Session, String> {
        let solver = config.build()?;
        Ok(Session { config, solver })
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

    /// One iteration forwards, with its record.
    pub fn step(&mut self) -> Option<StepRecord> {
        self.solver.step()
    }

    /// Up to `max` iterations on the fast path.
    pub fn run(&mut self, max: Option<u64>) -> Status {
        self.solver.run(max)
    }

    /// Back to iteration 0.
    pub fn reset(&mut self) {
        self.solver = self
            .config
            .build()
            .expect("the configuration was validated");
    }

    /// Goes to iteration `n` (or as far as the search goes): forwards by running, backwards by
    /// replaying from the start.
    pub fn goto(&mut self, n: u64) -> Status {
        if n < self.iteration() {
            self.reset();
        }
        let left = n - self.iteration();
        if left > 0 {
            self.solver.run(Some(left));
        }
        self.solver.status()
    }

    /// Goes back `k` iterations (to 0 at the most).
    pub fn back(&mut self, k: u64) -> Status {
        self.goto(self.iteration().saturating_sub(k))
    }
}
