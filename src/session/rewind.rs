//! How far back a session can go at once: the undo journal it asks the search to keep.
//!
//! Going back within the journal's reach costs the iterations undone; further back, a replay
//! from the start (`docs/replay.md` has both costs). The journal counts in the search's bytes,
//! so under a byte budget it takes a share of it, not more.

use super::Session;

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
        if !self.solver.undo_to(n) {
            return false;
        }
        let at = self.iteration();
        self.root_history.truncate(at as usize + 1);
        if at < n {
            self.run(Some(n - at));
        }
        // Short of `n` only when the byte budget stopped the run forwards: going back keeps
        // what the later iterations grew (the journal's queues, an arena's doubled chunk), so
        // near a full budget the same iterations need more than they did the first time. A
        // replay from the start holds what the first run held, and reaches `n`.
        self.iteration() == n
    }
}
