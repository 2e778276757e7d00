//! The delta after moves back through the undo journal: it reads the nodes the undos wrote
//! back and those made again (`Session::undone`), not every node. At the end of (8,4)'s 16M
//! nodes, the pass over the DAG that [`Deltas::since`] otherwise makes (a fresh snapshot of
//! every node, compared with the base) took seconds for a back of one iteration.

use super::{Delta, Deltas, Session};
use crate::search::NodeId;

impl Deltas {
    /// After moves back through the journal from what was sent (and moves forwards within
    /// what they undid): the delta of the nodes the undos wrote back and those made again,
    /// made the base. `None` when that does not apply.
    #[inline(never)]
    pub(super) fn after_undo(&mut self, since: Option<u64>, session: &Session) -> Option<Delta> {
        let solver = session.solver();
        let n = solver.node_count();
        let (undone, low) = session.undone()?.since(self.iteration)?;
        let applies = self.base.is_some()
            && since == Some(self.version)
            && Some((solver.question(), solver.answers().len())) == self.search
            && solver.evictions() == 0
            && n <= self.nodes
            && self.steps < 64;
        // Past a quarter of the DAG, the pass over it is as cheap.
        let low = low.min(n);
        if !applies || undone.len() + (n - low) > n / 4 + 64 {
            return None;
        }
        let mut ids: Vec<NodeId> = Vec::new();
        let _ = ids.try_reserve_exact(undone.len() + (n - low));
        ids.extend(undone.iter().filter(|&&id| (id as usize) < low));
        Some(self.delta_of(session, ids, low))
    }
}

#[cfg(test)]
mod tests {
    use super::super::apply;
    use super::*;
    use crate::config::Config;
    use crate::search::Snapshot;

    /// What the page holds: its snapshot and the version.
    struct Page(Snapshot, u64);

    impl Page {
        fn take(&mut self, d: &Delta) {
            apply(&mut self.0, d);
            self.1 = d.version;
        }

        /// Asks for the delta as the worker does, applies it and compares it with a fresh
        /// snapshot; with whether `after_undo` answered.
        fn sync(&mut self, deltas: &mut Deltas, s: &Session) -> (Delta, bool) {
            let quick = deltas.after_undo(Some(self.1), s);
            let out = quick
                .clone()
                .unwrap_or_else(|| deltas.since(Some(self.1), s));
            let quick = quick.is_some();
            self.take(&out);
            assert!(
                self.0 == s.solver().snapshot(),
                "differs from a fresh snapshot"
            );
            assert_eq!(out.path, s.solver().current_path());
            (out, quick)
        }
    }

    #[test]
    fn a_back_through_the_journal_sends_only_what_the_undo_touched_and_stays_exact() {
        let json = serde_json::json!({"game": "clique", "n": 7, "k": 4, "preset": "BEST"});
        let mut s = Session::new(Config::from_json(json).expect("valid")).expect("valid");
        s.goto(3000);
        assert_eq!(s.iteration(), 3000);
        let mut deltas = Deltas::new();
        let mut page = Page(Snapshot::default(), 0);
        page.take(&deltas.since(None, &s));
        let n = s.solver().node_count();
        s.back(1);
        let (d, quick) = page.sync(&mut deltas, &s);
        assert!(quick, "back one through the journal");
        assert!(
            d.changed.len() < n / 20,
            "{} of {n} nodes sent",
            d.changed.len()
        );
        assert_eq!(d.node_count as usize, s.solver().node_count());
        // Backs in a row with no delta between: one record from where the first started.
        s.back(1);
        s.back(70);
        assert!(page.sync(&mut deltas, &s).1, "backs in a row");
        // A step sent, then back one.
        let r = s.step().expect("running");
        page.take(&deltas.after_step(Some(page.1), &s, &r));
        s.back(1);
        assert!(page.sync(&mut deltas, &s).1, "back after a step");
        // A step not sent, then back: the record does not start at the page's iteration, so
        // the pass over the DAG answers.
        s.step();
        s.back(3);
        assert!(
            !page.sync(&mut deltas, &s).1,
            "a record from another iteration"
        );
        // A replay from the start leaves no record.
        s.set_journal(false);
        s.back(1);
        assert!(s.undone().is_none());
        assert!(!page.sync(&mut deltas, &s).1, "a replay");
    }
}
