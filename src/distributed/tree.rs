//! The master tree: the top of the search, kept by the coordinator. Its leaves are sent out as
//! jobs; a leaf whose job is in flight takes virtual numbers, so the next most-proving leaf is
//! another one (job-level PN-search, Wu et al. 2013). A solved leaf holds its job's proof; an
//! unknown result develops the leaf, its sons starting from the numbers the job left them.

use super::board::Place;
use super::protocol::INF;
use crate::game::{Outcome, Player};
use crate::search::Question;
use serde::{Deserialize, Serialize};

/// Added to both numbers of a leaf in flight: large enough that every leaf not in flight is
/// chosen first, small enough to add up without reaching [`INF`].
pub const VIRTUAL: u64 = 1 << 32;

/// How a node stands.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum State {
    /// Waiting to be sent.
    Leaf,
    /// Its job is running.
    InFlight {
        /// The job.
        job: u64,
    },
    /// Developed: its numbers come from its sons.
    Expanded,
    /// Solved by the proof file `proof` (an index into the campaign's proofs).
    Proof {
        /// Which proof.
        proof: usize,
        /// Whether the question holds.
        proved: bool,
    },
    /// The game is over here.
    Over {
        /// How it ended.
        outcome: Outcome,
    },
}

/// A node of the master tree.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Node {
    /// The moves from the initial position.
    pub line: Vec<String>,
    /// The normalised position's cells.
    pub key: Vec<u8>,
    /// Whether the first player moves (an OR node).
    pub or: bool,
    /// The parent.
    pub parent: Option<usize>,
    /// The sons, once developed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sons: Vec<usize>,
    /// The numbers: of the node itself, or, for a leaf, the ones its parent's job left it.
    pub pn: u64,
    /// Disproof number.
    pub dn: u64,
    /// How it stands.
    #[serde(flatten)]
    pub state: State,
}

/// The master tree of one question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tree {
    /// The question.
    pub question: Question,
    /// The nodes; the root is the first.
    pub nodes: Vec<Node>,
}

fn add(a: u64, b: u64) -> u64 {
    a.saturating_add(b).min(INF)
}

impl Tree {
    /// A tree of the one node `root`.
    pub fn new(question: Question, root: Place) -> Tree {
        let mut t = Tree {
            question,
            nodes: Vec::new(),
        };
        t.push(root, None, (1, 1));
        t
    }

    fn push(&mut self, p: Place, parent: Option<usize>, numbers: (u64, u64)) -> usize {
        let state = match p.over {
            Some(outcome) => State::Over { outcome },
            None => State::Leaf,
        };
        self.nodes.push(Node {
            line: p.line,
            key: p.key,
            or: p.to_move == Player::First,
            parent,
            sons: Vec::new(),
            pn: numbers.0.max(1),
            dn: numbers.1.max(1),
            state,
        });
        let id = self.nodes.len() - 1;
        self.settle(id);
        id
    }

    /// The value of node `id` when known: whether the question holds there.
    pub fn value(&self, id: usize) -> Option<bool> {
        let n = &self.nodes[id];
        match &n.state {
            State::Proof { proved, .. } => Some(*proved),
            State::Over { outcome } => Some(self.question.holds(*outcome)),
            State::Expanded if n.pn == 0 => Some(true),
            State::Expanded if n.dn == 0 => Some(false),
            _ => None,
        }
    }

    /// The root's value when known.
    pub fn solved(&self) -> Option<bool> {
        self.value(0)
    }

    /// The root's numbers (virtual ones counted).
    pub fn root_numbers(&self) -> (u64, u64) {
        self.numbers(0)
    }

    /// A node's numbers as its parent sees them.
    fn numbers(&self, id: usize) -> (u64, u64) {
        let n = &self.nodes[id];
        match self.value(id) {
            Some(true) => (0, INF),
            Some(false) => (INF, 0),
            None => match n.state {
                State::InFlight { .. } => (add(n.pn, VIRTUAL), add(n.dn, VIRTUAL)),
                _ => (n.pn, n.dn),
            },
        }
    }

    /// Recomputes an expanded node's numbers from its sons.
    fn settle(&mut self, id: usize) {
        if self.nodes[id].state != State::Expanded {
            return;
        }
        let sons: Vec<(u64, u64)> = self.nodes[id]
            .sons
            .iter()
            .map(|&s| self.numbers(s))
            .collect();
        let min = |f: fn(&(u64, u64)) -> u64| sons.iter().map(f).min().unwrap_or(INF);
        let sum = |f: fn(&(u64, u64)) -> u64| sons.iter().map(f).fold(0, add);
        let (pn, dn) = match self.nodes[id].or {
            true => (min(|x| x.0), sum(|x| x.1)),
            false => (sum(|x| x.0), min(|x| x.1)),
        };
        let n = &mut self.nodes[id];
        (n.pn, n.dn) = (pn, dn);
    }

    /// Recomputes the numbers from `id` up to the root.
    fn update_from(&mut self, id: usize) {
        let mut at = Some(id);
        while let Some(i) = at {
            self.settle(i);
            at = self.nodes[i].parent;
        }
    }

    /// The most-proving leaf that is not in flight, marked in flight for `job`; `None` when
    /// the tree is solved or the path of most-proving nodes ends at a leaf in flight.
    pub fn select(&mut self, job: u64) -> Option<usize> {
        if self.solved().is_some() {
            return None;
        }
        let mut at = 0;
        loop {
            match self.nodes[at].state {
                State::Leaf => break,
                State::Expanded => {}
                _ => return None,
            }
            let or = self.nodes[at].or;
            at = *self.nodes[at]
                .sons
                .iter()
                .filter(|&&s| self.value(s).is_none())
                .min_by_key(|&&s| {
                    let (pn, dn) = self.numbers(s);
                    if or {
                        pn
                    } else {
                        dn
                    }
                })?;
        }
        self.nodes[at].state = State::InFlight { job };
        self.update_from(at);
        Some(at)
    }

    /// The node whose job `job` is in flight.
    pub fn in_flight(&self, job: u64) -> Option<usize> {
        self.nodes
            .iter()
            .position(|n| n.state == State::InFlight { job })
    }

    /// Job `job` is lost: its leaf waits to be sent again.
    pub fn requeue(&mut self, job: u64) -> Option<usize> {
        let id = self.in_flight(job)?;
        self.nodes[id].state = State::Leaf;
        self.update_from(id);
        Some(id)
    }

    /// Node `id` is solved by proof `proof`.
    pub fn solve(&mut self, id: usize, proof: usize, proved: bool) {
        self.nodes[id].state = State::Proof { proof, proved };
        self.update_from(id);
    }

    /// Node `id` is developed into `sons`, each with the numbers its parent's job left it.
    pub fn expand(&mut self, id: usize, sons: Vec<(Place, (u64, u64))>) {
        let mut ids = Vec::with_capacity(sons.len());
        for (p, numbers) in sons {
            ids.push(self.push(p, Some(id), numbers));
        }
        let n = &mut self.nodes[id];
        n.sons = ids;
        n.state = State::Expanded;
        self.update_from(id);
    }

    /// Every leaf in flight waits to be sent again (a checkpoint read back: its jobs are gone).
    pub fn requeue_all(&mut self) {
        for id in 0..self.nodes.len() {
            if matches!(self.nodes[id].state, State::InFlight { .. }) {
                self.nodes[id].state = State::Leaf;
            }
        }
        for id in (0..self.nodes.len()).rev() {
            self.settle(id);
        }
    }

    /// Bytes the tree holds, roughly: what the coordinator's memory limit counts.
    pub fn bytes(&self) -> u64 {
        self.nodes
            .iter()
            .map(|n| {
                (std::mem::size_of::<Node>()
                    + n.line.iter().map(|m| m.len() + 24).sum::<usize>()
                    + n.key.len()
                    + n.sons.len() * 8) as u64
            })
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(line: &[&str], to_move: Player) -> Place {
        Place {
            line: line.iter().map(|s| s.to_string()).collect(),
            key: line.len().to_le_bytes().to_vec(),
            to_move,
            over: None,
        }
    }

    /// Jobs go to the most-proving leaf, then, while it is in flight, to the next one; a lost
    /// job's leaf is chosen again; a proved son solves an OR root.
    #[test]
    fn leaves_in_flight_take_virtual_numbers_and_the_next_leaf_is_sent() {
        let mut t = Tree::new(Question::FirstWins, place(&[], Player::First));
        assert_eq!(t.select(0), Some(0));
        assert_eq!(t.select(1), None, "the only leaf is in flight");
        let sons = [(2, 5), (3, 1), (4, 4)]
            .into_iter()
            .enumerate()
            .map(|(i, n)| (place(&[["a", "b", "c"][i]], Player::Second), n))
            .collect();
        t.expand(0, sons);
        assert_eq!(t.root_numbers(), (2, 10), "OR: pn the least, dn the sum");
        assert_eq!(t.select(1), Some(1), "the least pn first");
        assert_eq!(
            t.root_numbers().0,
            3,
            "the son in flight counts with its virtual numbers"
        );
        assert_eq!(t.select(2), Some(2));
        assert_eq!(t.select(3), Some(3));
        assert_eq!(t.select(4), None, "every leaf is in flight");
        assert_eq!(t.requeue(2), Some(2));
        assert_eq!(t.select(5), Some(2), "a lost job's leaf is sent again");
        t.solve(1, 0, true);
        assert_eq!(t.solved(), Some(true));
        assert_eq!(t.root_numbers(), (0, INF));
        assert_eq!(t.select(6), None, "a solved tree sends nothing");
    }
}
