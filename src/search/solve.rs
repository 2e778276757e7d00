//! A whole solve: one search per question until the game's three-valued result is known.
//!
//! PN-search answers one yes/no question. [`Solve`] asks "does the first player win?" first;
//! when the answer is no and the game can end both in a draw and in a win for the second
//! player, it starts a second search, with a new DAG, for "does the first player avoid
//! losing?". A game that cannot end in one of those outcomes (a strong positional game cannot be
//! won by the second player; a game where the player who cannot move loses has no draws) needs
//! the first search only. Iterations count on across both searches, so stepping back and shared
//! links work as for one search; the step that starts the second search says so
//! ([`StepRecord::new_search`]). The limits hold for the whole solve.

use super::node::NodeId;
use super::numbers::Value;
use super::question::Question;
use super::snapshot::Snapshot;
use super::solver::{narrow, Answer, NodeInfo, Noting, Solver};
use super::stats::Stats;
use super::status::{Limits, Status};
use super::subproof::NodeProof;
use super::trace::StepRecord;
use super::verify::{proof_ended, CheckReport, Claim, Proof};
use crate::error::Error;
use crate::game::line::Ended;
use crate::game::{Game, Outcome};

mod rewind;

/// Builds the search for a question under the limits left.
pub type MakeSearch = Box<dyn Fn(Question, Limits) -> Box<dyn Solver>>;

/// How [`Solve::run_with`] runs the current search.
enum Runner<'a, 'b> {
    Plain,
    Noting(&'a mut Noting<'b>),
    Polled(&'a mut super::solver::Poll<'b>),
}

/// A solve of one game: the searches asked so far, the last one current.
pub struct Solve {
    make: MakeSearch,
    limits: Limits,
    /// Which outcomes the start position's value can be: first wins, draw, second wins.
    possible: [bool; 3],
    /// Searches already answered, in the order asked.
    earlier: Vec<Box<dyn Solver>>,
    current: Box<dyn Solver>,
    /// Iterations and created nodes of the earlier searches.
    offset: (u64, u64),
    /// The current search's statistics (its per-level table), with iterations and created nodes
    /// counted across the solve.
    view: Stats,
    /// Set until the first step of a new search has been taken.
    fresh: bool,
    /// Whether a second question may follow the first.
    ask_both: bool,
    /// The undo journal's cap in bytes each search keeps (0: none).
    journal: usize,
    /// Set when the game is over at the start position: every search is settled there.
    ended: Option<Ended>,
}

impl Solve {
    /// A solve of `game` from `start`, asking `first` first and, when `ask_both`, the other
    /// question after it if the result needs it; `make` builds each search.
    pub fn new<G: Game>(
        game: &G,
        start: &G::Position,
        first: Question,
        ask_both: bool,
        limits: Limits,
        make: MakeSearch,
    ) -> Solve {
        let possible = Outcome::ALL.map(|o| game.value_can_be(start, o));
        let current = make(first, limits);
        let view = current.stats().clone();
        Solve {
            make,
            limits,
            possible,
            earlier: Vec::new(),
            current,
            offset: (0, 0),
            view,
            fresh: false,
            ask_both,
            journal: 0,
            ended: None,
        }
    }

    /// This solve of a start position where the game is over already, with `ended` as the
    /// rules give it: the only outcome left, and the first search settled on it, so the solve
    /// is answered with no iteration and no second question.
    pub fn finished(mut self, ended: Ended) -> Solve {
        self.possible = Outcome::ALL.map(|o| o == ended.outcome);
        self.current.settle(ended.outcome);
        self.ended = Some(ended);
        self.refresh();
        self
    }

    /// The checked proof of search `s` of this solve: where the start is over, the check that
    /// the rules' outcome there is one the answer's claim accepts.
    fn proof_of(&self, s: &dyn Solver) -> Result<(CheckReport, Proof), Error> {
        match &self.ended {
            Some(e) => {
                let claim = Claim::of(s.question(), s.root_value()).ok_or_else(|| {
                    Error::Unsolved("the search is not solved: there is no proof".into())
                })?;
                proof_ended(claim, e.outcome, false)
            }
            None => s.proof(),
        }
    }

    /// Every search so far, in the order asked, with its question.
    pub fn searches(&self) -> impl Iterator<Item = &dyn Solver> {
        self.earlier
            .iter()
            .map(|s| s.as_ref())
            .chain(std::iter::once(self.current.as_ref()))
    }

    fn answers(&self) -> Vec<(Question, Value)> {
        self.searches()
            .filter(|s| s.status() == Status::Solved)
            .map(|s| (s.question(), s.root_value()))
            .collect()
    }

    /// The question still to ask when the current search is solved and the result is not known.
    fn next_question(&self) -> Option<Question> {
        if !self.ask_both || self.current.status() != Status::Solved || self.result().is_some() {
            return None;
        }
        let asked: Vec<Question> = self.searches().map(|s| s.question()).collect();
        self.current
            .question()
            .next(self.current.root_value())
            .filter(|q| !asked.contains(q))
    }

    /// Starts the next question's search, under the limits the earlier ones left.
    fn advance(&mut self) -> bool {
        let Some(q) = self.next_question() else {
            return false;
        };
        let s = self.current.stats();
        self.offset = (self.offset.0 + s.iterations, self.offset.1 + s.created);
        let left = |max: Option<u64>, used: u64| max.map(|m| m.saturating_sub(used).max(1));
        // The earlier searches stay in memory (their proofs are checked at the end), and the
        // next one counts the history from its own first iteration on.
        let held = self.searches().map(|s| s.bytes() as u64).sum::<u64>()
            + self.limits.history as u64 * self.offset.0;
        let limits = Limits {
            max_iterations: left(self.limits.max_iterations, self.offset.0),
            max_nodes: left(self.limits.max_nodes, self.offset.1),
            max_bytes: left(self.limits.max_bytes, held),
            view: self.limits.view,
            history: self.limits.history,
        };
        let mut next = (self.make)(q, limits);
        if let Some(e) = &self.ended {
            next.settle(e.outcome);
        }
        if self.journal > 0 {
            next.keep_journal(self.journal);
        }
        self.earlier
            .push(std::mem::replace(&mut self.current, next));
        self.fresh = true;
        self.refresh();
        true
    }

    /// [`Solver::run`], [`Solver::run_noting`] or [`Solver::run_polled`] as `how` says,
    /// counting iterations across the solve's searches.
    fn run_with(&mut self, max_iterations: Option<u64>, mut how: Runner) -> Status {
        let mut left = max_iterations;
        loop {
            if self.current.status() == Status::Solved && !self.advance() {
                break;
            }
            let before = self.current.stats().iterations;
            match &mut how {
                Runner::Noting(after) => {
                    let offset = self.offset.0;
                    self.current
                        .run_noting(left, &mut |done, root| after(offset + done, root));
                }
                Runner::Plain => {
                    self.current.run(left);
                }
                Runner::Polled(poll) => {
                    // The poll sees the whole solve, as `Solve::stats` and `Solve::bytes` do.
                    let offset = self.offset;
                    let earlier: u64 = self.earlier.iter().map(|s| s.bytes() as u64).sum();
                    self.current.run_polled(left, &mut |w| {
                        poll(&super::solver::Watch {
                            iterations: w.iterations + offset.0,
                            created: w.created + offset.1,
                            bytes: w.bytes + earlier,
                            ..*w
                        })
                    });
                }
            }
            let done = self.current.stats().iterations - before;
            self.fresh &= done == 0;
            self.refresh();
            left = left.map(|l| l - done.min(l));
            if left == Some(0) || self.current.status() != Status::Solved {
                break;
            }
        }
        self.status()
    }

    fn refresh(&mut self) {
        self.view.clone_from(self.current.stats());
        self.view.iterations += self.offset.0;
        self.view.created += self.offset.1;
    }
}

impl Solver for Solve {
    fn step(&mut self) -> Option<StepRecord> {
        if self.current.status() == Status::Solved && !self.advance() {
            return None;
        }
        // At the iteration limit the current search's own limit (the solve's, less the
        // iterations of earlier searches) refuses the step and marks the search stopped.
        let Some(mut rec) = self.current.step() else {
            self.refresh();
            return None;
        };
        rec.new_search = std::mem::take(&mut self.fresh);
        rec.question = self.current.question();
        self.refresh();
        rec.iteration = self.view.iterations;
        rec.solved = self.status() == Status::Solved;
        Some(rec)
    }

    fn run(&mut self, max_iterations: Option<u64>) -> Status {
        self.run_with(max_iterations, Runner::Plain)
    }

    fn run_noting(&mut self, max_iterations: Option<u64>, after: &mut Noting) -> Status {
        self.run_with(max_iterations, Runner::Noting(after))
    }

    fn run_polled(
        &mut self,
        max_iterations: Option<u64>,
        poll: &mut super::solver::Poll,
    ) -> Status {
        self.run_with(max_iterations, Runner::Polled(poll))
    }
    fn settle(&mut self, outcome: Outcome) {
        self.current.settle(outcome);
        self.refresh();
    }
    fn ended(&self) -> Option<&Ended> {
        self.ended.as_ref()
    }
    fn status(&self) -> Status {
        match self.current.status() {
            Status::Solved if self.next_question().is_some() => Status::Running,
            s => s,
        }
    }

    fn root_value(&self) -> Value {
        self.current.root_value()
    }
    fn stats(&self) -> &Stats {
        &self.view
    }
    fn node_count(&self) -> usize {
        self.current.node_count()
    }
    fn node(&self, id: NodeId) -> Option<NodeInfo> {
        self.current.node(id)
    }
    fn evictions(&self) -> u64 {
        self.current.evictions()
    }
    fn bytes(&self) -> usize {
        self.searches().map(|s| s.bytes()).sum()
    }
    fn budget_bytes(&self) -> u64 {
        // As `advance` counts them for the current search: the earlier searches' bytes and the
        // history of their iterations are held beside it.
        let earlier: u64 = self.earlier.iter().map(|s| s.bytes() as u64).sum();
        earlier + self.limits.history as u64 * self.offset.0 + self.current.budget_bytes()
    }
    fn bytes_by_part(&self) -> Vec<(&'static str, usize)> {
        self.current.bytes_by_part()
    }
    fn proof(&self) -> Result<(CheckReport, Proof), Error> {
        self.proof_of(self.current.as_ref())
    }
    fn node_proof(&self, id: NodeId, base: &[String]) -> Result<NodeProof, Error> {
        if self.ended.is_none() || id != 0 {
            return self.current.node_proof(id, base);
        }
        let (report, proof) = self.proof_of(self.current.as_ref())?;
        Ok(NodeProof {
            report,
            proof,
            start: base.to_vec(),
        })
    }
    fn proofs(&self) -> Result<Vec<(CheckReport, Proof)>, Error> {
        let mut out = Vec::new();
        for s in self.searches().filter(|s| s.status() == Status::Solved) {
            out.push(self.proof_of(s)?);
        }
        Ok(out)
    }
    fn verify_all(&self) -> Result<Vec<CheckReport>, Error> {
        let mut out = Vec::new();
        // A search's limit counts the searches before it; those after it are held beside it.
        let mut later = self.bytes() as u64;
        for s in self.searches() {
            later = later.saturating_sub(s.bytes() as u64);
            if s.status() != Status::Solved {
                continue;
            }
            out.push(match self.ended {
                Some(_) => self.proof_of(s)?.0,
                // Checked without writing the proof down: its lines are not needed.
                None => s.verify_beside(later)?,
            });
        }
        Ok(out)
    }
    fn question(&self) -> Question {
        self.current.question()
    }
    fn game_name(&self) -> String {
        self.current.game_name()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.current.check_invariants()
    }
    fn snapshot_nodes(&self, ids: &mut dyn Iterator<Item = (NodeId, bool)>) -> Snapshot {
        self.current.snapshot_nodes(ids)
    }
    fn cells_of(&self, ids: std::ops::Range<NodeId>, out: &mut Vec<u8>) {
        self.current.cells_of(ids, out)
    }
    fn current_path(&self) -> Vec<NodeId> {
        self.current.current_path()
    }
    fn find_line(&self, line: &[String]) -> Option<NodeId> {
        self.current.find_line(line)
    }
    fn root_numbers(&self) -> (u32, u32) {
        self.current.root_numbers()
    }
    fn inner_totals(&self) -> Option<super::stats::InnerTotals> {
        self.current.inner_totals()
    }
    fn answers(&self) -> Vec<Answer> {
        self.searches().map(Answer::of).collect()
    }
    fn outcomes_left(&self) -> [bool; 3] {
        narrow(&self.possible, &self.answers())
    }
    fn result_word(&self) -> &'static str {
        // Before any answer the outcomes left are the game's possible ones, which a limit
        // leaves unknown; after one (a second search starts only then) they are the result.
        if self.earlier.is_empty() && self.current.status() == Status::LimitReached {
            return "unknown";
        }
        super::solver::provided::result_word(self)
    }
    fn keep_journal(&mut self, cap: usize) -> bool {
        self.journal = cap;
        self.current.keep_journal(cap)
    }
    fn journal_reach(&self) -> Option<u64> {
        Solve::journal_reach(self)
    }
    fn undo_to(&mut self, n: u64) -> bool {
        Solve::undo_to(self, n)
    }
    fn take_undone(&mut self) -> Vec<NodeId> {
        self.current.take_undone()
    }
    fn journal_bytes(&self) -> usize {
        self.searches().map(|s| s.journal_bytes()).sum()
    }
}
