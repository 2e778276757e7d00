//! Going back through a solve's searches with their undo journals: back across the start of
//! the second question, the second search is dropped and the first becomes current again, as
//! a fresh run to that iteration leaves it (the second search starts with the step after).

use super::Solve;

impl Solve {
    /// The oldest iteration (counted across the solve) the journals reach back to.
    pub(super) fn journal_reach(&self) -> Option<u64> {
        let mut start = self.offset.0;
        let mut reach = start + self.current.journal_reach()?;
        for s in self.earlier.iter().rev() {
            if reach > start {
                break;
            }
            start -= s.stats().iterations;
            reach = start + s.journal_reach()?;
        }
        Some(reach)
    }

    /// Goes back to iteration `n` through the journals; false (nothing changed) when they do
    /// not reach.
    pub(super) fn undo_to(&mut self, n: u64) -> bool {
        if n > self.view.iterations || self.journal_reach().is_none_or(|r| r > n) {
            return false;
        }
        while n <= self.offset.0 {
            let Some(back) = self.earlier.pop() else {
                break;
            };
            let s = back.stats();
            self.offset = (self.offset.0 - s.iterations, self.offset.1 - s.created);
            self.current = back;
        }
        let undone = self.current.undo_to(n - self.offset.0);
        debug_assert!(undone, "the reach was checked");
        self.fresh = false;
        self.refresh();
        undone
    }
}
