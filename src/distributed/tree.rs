//! The master tree: the top of the search, kept by the coordinator. Its leaves are sent out as
//! jobs; a leaf whose job is in flight takes virtual numbers, so the next most-proving leaf is
//! another one (job-level PN-search, Wu et al. 2013). A solved leaf holds its job's proof; an
//! unknown result develops the leaf, its sons starting from the numbers the job left them.

use super::board::Place;
use super::protocol::INF;
use crate::game::{Outcome, Player};
use crate::search::Question;
use serde::{Deserialize, Serialize};

/// Added to one number of a leaf in flight: large enough that every leaf not in flight is
/// chosen first where that number chooses, small enough to add up without reaching [`INF`].
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
    /// The last job whose result was merged here: for a leaf, the job whose worker keeps its
    /// search (the next job there goes on with it); none for a node no job has searched.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_job: Option<u64>,
}

/// The master tree of one question.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Tree {
    /// The question.
    pub question: Question,
    /// The nodes; the root is the first.
    pub nodes: Vec<Node>,
    /// Whether the root's numbers (virtual ones left out) lean to a proof (pn < dn). A leaf
    /// in flight takes its virtual number on the side the tree does not lean to: leaning to a
    /// disproof, on its pn, so a second job goes to another son where the first player moves
    /// (every son is needed for a disproof) and not to a sibling where the second player
    /// chooses (one son is enough, so a sibling would be searched in vain if the leaf in
    /// flight is disproved).
    #[serde(default)]
    pub leans_to_proof: bool,
}

/// A job's thresholds (see [`Tree::select_with_thresholds`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Thresholds {
    /// Stop when the position's proof number reaches this.
    pub pn: Option<u64>,
    /// Stop when its disproof number reaches this.
    pub dn: Option<u64>,
}

fn add(a: u64, b: u64) -> u64 {
    a.saturating_add(b).min(INF)
}

/// A node's numbers from its sons': OR: pn the least, dn the sum; AND: pn the sum, dn the least.
fn combine(or: bool, sons: impl Iterator<Item = (u64, u64)>) -> (u64, u64) {
    let (mut least, mut sum) = (INF, 0);
    for (pn, dn) in sons {
        let (choose, other) = if or { (pn, dn) } else { (dn, pn) };
        least = least.min(choose);
        sum = add(sum, other);
    }
    if or {
        (least, sum)
    } else {
        (sum, least)
    }
}

impl Tree {
    /// A tree of the one node `root`.
    pub fn new(question: Question, root: Place) -> Tree {
        let mut t = Tree {
            question,
            nodes: Vec::new(),
            leans_to_proof: false,
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
            last_job: None,
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
                State::InFlight { .. } if self.leans_to_proof => (n.pn, add(n.dn, VIRTUAL)),
                State::InFlight { .. } => (add(n.pn, VIRTUAL), n.dn),
                _ => (n.pn, n.dn),
            },
        }
    }

    /// The root's numbers with no virtual ones: each leaf in flight counted with its own.
    pub fn real_root_numbers(&self) -> (u64, u64) {
        let mut real = vec![(0u64, 0u64); self.nodes.len()];
        // Every son comes after its parent.
        for id in (0..self.nodes.len()).rev() {
            let n = &self.nodes[id];
            real[id] = match (self.value(id), &n.state) {
                (Some(true), _) => (0, INF),
                (Some(false), _) => (INF, 0),
                (None, State::Expanded) => combine(n.or, n.sons.iter().map(|&s| real[s])),
                _ => (n.pn, n.dn),
            };
        }
        real.first().copied().unwrap_or((1, 1))
    }

    /// Sets [`Tree::leans_to_proof`] from the root's real numbers, and every node's numbers
    /// again when it changes.
    pub fn update_lean(&mut self) {
        let (pn, dn) = self.real_root_numbers();
        let lean = pn < dn;
        if lean != self.leans_to_proof {
            self.leans_to_proof = lean;
            for id in (0..self.nodes.len()).rev() {
                self.settle(id);
            }
        }
    }

    /// The unsolved son of `id` with the least number its side chooses by.
    fn best_son(&self, id: usize) -> Option<usize> {
        let or = self.nodes[id].or;
        self.nodes[id]
            .sons
            .iter()
            .copied()
            .filter(|&s| self.value(s).is_none())
            .min_by_key(|&s| {
                let (pn, dn) = self.numbers(s);
                if or {
                    pn
                } else {
                    dn
                }
            })
    }

    /// Recomputes an expanded node's numbers from its sons.
    fn settle(&mut self, id: usize) {
        if self.nodes[id].state != State::Expanded {
            return;
        }
        let (pn, dn) = combine(
            self.nodes[id].or,
            self.nodes[id].sons.iter().map(|&s| self.numbers(s)),
        );
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
        self.select_with_thresholds(job).map(|(id, _)| id)
    }

    /// [`Tree::select`], with the leaf's thresholds: the proof and disproof numbers at which
    /// the master tree would no longer choose it (df-pn's thresholds, taken down the path of
    /// most-proving nodes). Where a node chooses by a number (pn at an OR node, dn at an AND
    /// node), its son's threshold is the least of the node's own and the second-best son's
    /// number plus one; where a node sums its sons' numbers, the son's is the node's own less
    /// its siblings' sum. Each is at least the leaf's number plus one, so a job always has
    /// room; `None` where nothing above bounds it.
    pub fn select_with_thresholds(&mut self, job: u64) -> Option<(usize, Thresholds)> {
        if self.solved().is_some() {
            return None;
        }
        let mut at = 0;
        let mut th = Thresholds::default();
        loop {
            match self.nodes[at].state {
                State::Leaf => break,
                State::Expanded => {}
                _ => return None,
            }
            let best = self.best_son(at)?;
            th = self.son_thresholds(at, best, th);
            at = best;
        }
        let (pn, dn) = self.numbers(at);
        th.pn = th.pn.map(|t| t.max(add(pn, 1)));
        th.dn = th.dn.map(|t| t.max(add(dn, 1)));
        self.nodes[at].state = State::InFlight { job };
        self.update_from(at);
        Some((at, th))
    }

    /// The thresholds of `son`, the chosen son of `id`, from `id`'s.
    fn son_thresholds(&self, id: usize, son: usize, th: Thresholds) -> Thresholds {
        let or = self.nodes[id].or;
        let pick = |(pn, dn): (u64, u64)| if or { pn } else { dn };
        let second = self.nodes[id]
            .sons
            .iter()
            .filter(|&&s| s != son && self.value(s).is_none())
            .map(|&s| pick(self.numbers(s)))
            .min();
        let bound = |own: Option<u64>| match (own, second) {
            (Some(a), Some(b)) => Some(a.min(add(b, 1))),
            (a, b) => a.or(b.map(|b| add(b, 1))),
        };
        let (npn, ndn) = self.numbers(id);
        let (spn, sdn) = self.numbers(son);
        let less = |own: Option<u64>, whole: u64, part: u64| {
            own.filter(|&t| t < INF)
                .map(|t| t.saturating_sub(whole.saturating_sub(part)))
        };
        if or {
            Thresholds {
                pn: bound(th.pn),
                dn: less(th.dn, ndn, sdn),
            }
        } else {
            Thresholds {
                pn: less(th.pn, npn, spn),
                dn: bound(th.dn),
            }
        }
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

    /// Job `job` at leaf `id` ended unknown and its worker keeps the search: the leaf waits
    /// to be sent again, with the numbers the job left it.
    pub fn keep(&mut self, id: usize, numbers: (u64, u64), job: u64) {
        let n = &mut self.nodes[id];
        n.state = State::Leaf;
        (n.pn, n.dn) = (numbers.0.clamp(1, INF - 1), numbers.1.clamp(1, INF - 1));
        n.last_job = Some(job);
        self.update_from(id);
    }

    /// Leaves waiting to be sent, and leaves in flight.
    pub fn open(&self) -> (usize, usize) {
        let mut counts = (0, 0);
        for (id, n) in self.nodes.iter().enumerate() {
            match n.state {
                State::Leaf if self.value(id).is_none() => counts.0 += 1,
                State::InFlight { .. } => counts.1 += 1,
                _ => {}
            }
        }
        counts
    }

    /// The shallowest leaf waiting to be sent that no job has searched.
    pub fn fresh_leaf(&self) -> Option<usize> {
        (0..self.nodes.len())
            .filter(|&id| {
                let n = &self.nodes[id];
                n.state == State::Leaf && n.last_job.is_none() && self.value(id).is_none()
            })
            .min_by_key(|&id| self.nodes[id].line.len())
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
pub(super) mod tests {
    use super::*;

    /// A position named by its line, its key made from the line's length (tests of the tree
    /// and of what reads it).
    pub(in crate::distributed) fn place(line: &[&str], to_move: Player) -> Place {
        Place {
            line: line.iter().map(|s| s.to_string()).collect(),
            key: line.len().to_le_bytes().to_vec(),
            to_move,
            over: None,
        }
    }

    /// The root's sons a, b and c, where the second player moves, with pn/dn 2/5, 3/1 and 4/4.
    fn three_sons() -> Vec<(Place, (u64, u64))> {
        [(2, 5), (3, 1), (4, 4)]
            .into_iter()
            .enumerate()
            .map(|(i, n)| (place(&[["a", "b", "c"][i]], Player::Second), n))
            .collect()
    }

    /// Jobs go to the most-proving leaf, then, while it is in flight, to the next one; a lost
    /// job's leaf is chosen again; a proved son solves an OR root.
    #[test]
    fn leaves_in_flight_take_virtual_numbers_and_the_next_leaf_is_sent() {
        let mut t = Tree::new(Question::FirstWins, place(&[], Player::First));
        assert_eq!(t.select(0), Some(0));
        assert_eq!(t.select(1), None, "the only leaf is in flight");
        t.expand(0, three_sons());
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

    /// A job's thresholds are the numbers at which the master tree would choose another leaf:
    /// where a node chooses by a number, the second-best son's plus one (bounded by the node's
    /// own); where it sums, its own less the siblings'. Past them, the selection goes elsewhere.
    #[test]
    fn thresholds_are_where_the_selection_would_leave_the_leaf() {
        let mut t = Tree::new(Question::FirstWins, place(&[], Player::First));
        let (root, th) = t.select_with_thresholds(0).unwrap();
        assert_eq!(
            (root, th),
            (0, Thresholds::default()),
            "nothing bounds the root"
        );
        t.expand(0, three_sons());
        let mut trial = t.clone();
        let (leaf, th) = trial.select_with_thresholds(1).unwrap();
        assert_eq!(leaf, 1);
        assert_eq!(th.pn, Some(4), "OR root: the second-best pn (3) plus one");
        assert_eq!(th.dn, None, "the root's dn is unbounded");
        // Develop son 1 (an AND node, pn 2 dn 5) into sons chosen by dn.
        let sons = [(1, 5), (1, 7), (3, 9)]
            .into_iter()
            .enumerate()
            .map(|(i, n)| (place(&["a", ["x", "y", "z"][i]], Player::First), n))
            .collect();
        t.expand(1, sons);
        assert_eq!(
            t.root_numbers(),
            (3, 10),
            "son 1 now sums to pn 5: son 2 leads"
        );
        let (leaf, th) = t.clone().select_with_thresholds(2).unwrap();
        assert_eq!(leaf, 2, "pn 3 against son 1's 5 and son 3's 4");
        assert_eq!(th.pn, Some(5), "the second-best pn, son 3's 4, plus one");
        t.solve(2, 0, false);
        let (leaf, th) = t.clone().select_with_thresholds(3).unwrap();
        assert_eq!(leaf, 3, "son 3 (pn 4) before son 1 (pn 5)");
        assert_eq!(th.pn, Some(6));
        // Son 3's job stops at its threshold: the selection leaves it for son 1's subtree.
        t.keep(3, (6, 4), 4);
        let (leaf, th) = t.clone().select_with_thresholds(5).unwrap();
        assert_eq!(leaf, 4, "son 1's son of least dn");
        // At AND son 1 (pn 5 = 1+1+3): dn threshold from the second-best dn (7) plus one;
        // pn threshold: son 1's own (the root's second best, 6, plus one = 7) less the
        // siblings' pn (1 + 3), and at least the leaf's pn plus one.
        assert_eq!(th.dn, Some(8));
        assert_eq!(th.pn, Some(3));
    }
}
