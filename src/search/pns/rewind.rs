//! Going back through PN-search's undo journal (`dag/journal.rs`): the search hands the journal
//! the state it keeps between iterations.

use super::Search;
use crate::game::Game;
use crate::search::dag::SearchState;
use crate::search::numbers::Value;
use crate::search::status::Status;

impl<G: Game> Search<G> {
    /// Keeps an undo journal of up to `cap` bytes from now on (0: none). Counted in
    /// [`crate::search::dag::Dag::bytes`], so in the byte limit.
    pub fn keep_journal(&mut self, cap: usize) {
        self.dag.keep_journal(cap, &self.stats);
    }

    /// The oldest iteration [`Search::undo_to`] can go back to, if a journal is kept.
    pub fn journal_reach(&self) -> Option<u64> {
        self.dag.journal_reach()
    }

    /// Goes back to iteration `n`, or the few before it where the journal's record holding it
    /// starts, by undoing iterations. Returns false, changing nothing, when
    /// the journal is off or does not reach back to `n`.
    pub fn undo_to(&mut self, n: u64) -> bool {
        if n > self.stats.iterations {
            return false;
        }
        let state = SearchState {
            path: &mut self.path.nodes,
            restart: &mut self.restart,
            stats: &mut self.stats,
            sources: &mut self.sources,
        };
        if !self.dag.undo_to(n, state) {
            return false;
        }
        self.status = if self.dag.value(0) == Value::Unknown {
            Status::Running
        } else {
            Status::Solved
        };
        true
    }

    /// Opens this iteration's journal record (the whole current path, since select may drop
    /// any of it).
    pub(super) fn journal_begin(&mut self) {
        let state = SearchState {
            path: &mut self.path.nodes,
            restart: &mut self.restart,
            stats: &mut self.stats,
            sources: &mut self.sources,
        };
        self.dag.journal_begin(state, 0);
    }
}
