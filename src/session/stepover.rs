//! Step over and step out: many iterations taken as one step of the page.
//!
//! A *leap* runs through one node, the target, while the search keeps working below it: it ends
//! when the target is solved, when the next iteration's path no longer passes through the target
//! (that iteration is not taken: the session goes back to just before it), or when the search
//! stops. Step over targets the parent of the most-proving node (it "solves the subtree below
//! it"); step out a node the reader picks on the current path. The page runs a leap in the
//! worker in slices ([`Session::leap`] with a bound), so it shows progress and can be cancelled.

use super::Session;
use crate::search::{NodeId, Status, Value};
use serde::Serialize;

/// Why a leap ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum LeapEnd {
    /// The target was solved (proved or disproved).
    Solved,
    /// The next iteration's path leaves the target: it was not taken.
    Left,
    /// The search stopped: the root solved, or a limit reached.
    Stopped,
}

impl Session {
    /// Starts a step over: one iteration, whose most-proving node's parent (the root when the
    /// root itself was developed) becomes the target. `None` when the search cannot step.
    pub fn step_over_target(&mut self) -> Option<NodeId> {
        if self.solver().status() != Status::Running {
            return None;
        }
        let before = self.iteration();
        self.run(Some(1));
        if self.iteration() == before {
            return None;
        }
        let path = self.solver().current_path();
        Some(if path.len() >= 2 {
            path[path.len() - 2]
        } else {
            0
        })
    }

    /// Up to `max` iterations of a leap through `target`; `Some` when the leap is over.
    pub fn leap(&mut self, target: NodeId, max: u64) -> Option<LeapEnd> {
        for _ in 0..max {
            if let Some(end) = self.settled(target) {
                return Some(end);
            }
            let before = self.iteration();
            let question = self.solver().question();
            self.run(Some(1));
            // A solve's second question starts a new DAG, where the target is another node.
            if self.iteration() == before || self.solver().question() != question {
                return Some(LeapEnd::Stopped);
            }
            if self.solver().node(target).map(|n| n.value) == Some(Value::Unknown)
                && !self.solver().current_path().contains(&target)
            {
                // Replays from the start, as every step back does (docs/replay.md).
                self.goto(before);
                return Some(LeapEnd::Left);
            }
        }
        self.settled(target)
    }

    fn settled(&self, target: NodeId) -> Option<LeapEnd> {
        match self.solver().node(target).map(|n| n.value) {
            None => Some(LeapEnd::Left),
            Some(Value::Unknown) if self.solver().status() == Status::Running => None,
            Some(Value::Unknown) => Some(LeapEnd::Stopped),
            Some(_) => Some(LeapEnd::Solved),
        }
    }
}
