//! How far back a session can go at once: the undo journal it asks the search to keep.
//!
//! Going back within the journal's reach costs the iterations undone; further back, a replay
//! from the start (`docs/replay.md` has both costs). The journal counts in the search's bytes,
//! so under a byte budget it takes a share of it, not more.

use super::Session;
use crate::search::NodeId;

/// What moves back through the journal changed, for a delta that reads those nodes alone
/// (`delta/undo.rs`): a back at 16M nodes then costs what it undid, not a pass over the DAG.
/// Backs add to one record, so a delta can start from any of them, and moves forwards keep
/// it: within what was undone they repeat undone iterations, which touch the nodes recorded.
pub struct Undone {
    /// Per back: the iteration it started from, where its entries of `ids` start, and the
    /// node count it truncated the DAG to (every node from it on may have changed: the run
    /// forwards made them again).
    pub backs: Vec<[u64; 3]>,
    /// The iteration they and the moves since reached (the session's, while this stands).
    pub at: u64,
    /// The older nodes each undo wrote back, in no order, with repeats. A move forwards to
    /// at most where the backs started touches a subset of them: it repeats undone iterations.
    pub ids: Vec<NodeId>,
    /// The searches the solve had asked when the record was made: the ids are nodes of the
    /// last one's DAG, so a move that starts or drops a search ends the record.
    pub searches: usize,
}

impl Undone {
    /// From iteration `from` to `at`: the older nodes written back (with repeats) and the
    /// count from which every node may have changed; `None` when no back started there, or
    /// the moves since went past it (nothing recorded what those iterations touched).
    pub fn since(&self, from: u64) -> Option<(&[NodeId], usize)> {
        if self.at > from {
            return None;
        }
        let k = self.backs.iter().position(|b| b[0] == from)?;
        let low = self.backs[k..].iter().map(|b| b[2]).min()? as usize;
        Some((&self.ids[self.backs[k][1] as usize..], low))
    }
}

/// The journal's cap without a byte budget.
pub const JOURNAL_BYTES: usize = 64 << 20;

/// The share of a byte budget the journal may take: one part in this many.
pub const JOURNAL_SHARE: u64 = 8;

impl Session {
    /// Turns the undo journal off (going back then always replays, as before journals: what
    /// `examples/replay_cost.rs` measures) or on again, from the current iteration.
    pub fn set_journal(&mut self, on: bool) {
        self.journal_off = !on;
        self.keep_journal();
    }

    /// What the moves back through the journal changed, and where they and the moves since
    /// went ([`Undone`]).
    pub fn undone(&self) -> Option<&Undone> {
        self.undone.as_ref().filter(|u| u.at == self.iteration())
    }

    /// After a move forwards: the record follows it, within its search.
    pub(super) fn moved_on(&mut self) {
        let at = self.iteration();
        let searches = self.searches();
        if let Some(u) = &mut self.undone {
            u.at = at;
        }
        self.undone = self.undone.take().filter(|u| u.searches == searches);
    }

    /// How many searches the solve has asked: a second question's starts a new DAG.
    fn searches(&self) -> usize {
        self.solver.answers().len()
    }

    /// Bytes the undo journal holds (part of the search's bytes).
    pub fn journal_bytes(&self) -> usize {
        self.solver.journal_bytes()
    }

    /// Asks the search to keep its undo journal, capped by the configuration's byte budget.
    pub(super) fn keep_journal(&mut self) {
        if self.journal_off {
            self.solver.keep_journal(0);
            return;
        }
        let cap = match self.config.limits.max_bytes {
            Some(max) => (max / JOURNAL_SHARE).min(JOURNAL_BYTES as u64) as usize,
            None => JOURNAL_BYTES,
        };
        self.solver.keep_journal(cap);
    }

    /// Goes back to iteration `n` through the journal; false when it does not reach that far
    /// (nothing changed), or when the run forwards stops short of `n` (then the caller replays
    /// from the start). The journal lands on the start of its record holding `n`, a few
    /// iterations before it (`dag/journal.rs`, `SEGMENT`), and the rest is run forwards here.
    pub(super) fn undo_to(&mut self, n: u64) -> bool {
        let from = self.iteration();
        let searches = self.searches();
        let earlier = self
            .undone
            .take()
            .filter(|u| u.at == from && u.backs.len() < 4096);
        if !self.solver.undo_to(n) {
            self.undone = earlier;
            return false;
        }
        // Back across a second question's start, the journal undid the first search: what it
        // wrote back are nodes of that DAG, not of the one the caller last saw.
        let same_dag = self.searches() == searches;
        let mut ids = self.solver.take_undone();
        let low = self.solver.node_count();
        let at = self.iteration();
        self.root_history.truncate(at as usize + 1);
        if at < n {
            self.run(Some(n - at));
        }
        // One record for the backs and the moves between them, each back's entries after the
        // last's. Past a quarter of the DAG a delta reads every node anyway.
        let mut record = earlier
            .filter(|u| u.ids.len() < self.solver.node_count() / 4)
            .unwrap_or(Undone {
                backs: Vec::new(),
                at: n,
                ids: Vec::new(),
                searches,
            });
        record
            .backs
            .push([from, record.ids.len() as u64, low as u64]);
        record.ids.append(&mut ids);
        record.at = n;
        self.undone =
            (self.iteration() == n && same_dag && self.searches() == searches).then_some(record);
        // Short of `n` only when the byte budget stopped the run forwards: going back keeps
        // what the later iterations grew (the journal's queues, an arena's doubled chunk), so
        // near a full budget the same iterations need more than they did the first time. A
        // replay from the start holds what the first run held, and reaches `n`.
        self.iteration() == n
    }
}
