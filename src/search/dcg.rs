//! PN-search on a directed cyclic graph, for games whose positions repeat ([`Rules::cyclic`](crate::game::Rules::cyclic)).
//!
//! Every value is a position's own, never a path's: a repetition met during the search is not
//! scored on the spot, so the graph-history-interaction problem cannot arise. Of the two
//! answers to the question one is *finite* (the first player wins in finitely many plies, or
//! the second does) and the other *may repeat* (the other side avoids losing: play that never
//! ends is a draw).
//! - Both answers are established by induction, as in PN-search, from sons already solved: a
//!   newly solved node is passed to all its parents (a worklist; each node is solved once).
//! - The may-repeat answer is also established by a closed set ([`closed`]): the developed,
//!   unsolved nodes from which the may-repeat side can stay among themselves or reach a good
//!   end. It runs on a doubling schedule and whenever selection finds no leaf.
//!
//! Numbers guide selection only: after a development they are recomputed along the selected
//! path, bottom-up, and where a newly solved node's parents are recomputed; other parents of a
//! changed node keep stale numbers. Selection descends by the best son, skipping sons on the
//! current path; when the descent finds no leaf, the closed set runs, and then any undeveloped
//! unsolved node reachable from the root through unsolved nodes is developed. So the search
//! always ends: when every unsolved node reachable from the root is developed, induction has
//! found every finite answer and the rest is one closed set, the root included.
//!
//! Each solved node keeps the order it was solved in: a strategy for a finite answer takes at
//! the winner's nodes the son solved earliest, so it strictly descends in that order and never
//! comes back to a position.

mod closed;
#[cfg(test)]
mod tests;

use super::dag::{Dag, Mark};
use super::develop::{self, Developer};
use super::node::NodeId;
use super::numbers::{combine, leaf, Kind, Value};
use super::options::{Options, Repetition};
use super::parts::{parts_of, Holds, Parts};
use super::question::Question;
use super::setup::Setup;
use super::skeleton::{self, DagAlgorithm};
use super::stats::Stats;
use super::status::{Limit, Limits, Status};
use super::trace::{PathStep, StepRecord, UpdateRecord};
use crate::game::Game;

/// Developments between two runs of the closed set at least, and their least number.
const CLOSED_EVERY: u64 = 64;

/// Bytes a node takes in the side arrays: its order and whether a repetition solved it.
const SIDE_PER_NODE: usize = std::mem::size_of::<u32>() + std::mem::size_of::<bool>();

/// The most scratch a node costs while the closed set runs or [`Dcg::nearest_leaf`] searches
/// (a parent and a queue entry a node), which both run at the DAG's full size. The memory
/// limit counts it beside the side arrays, so that the peak stays within the limit.
const SCRATCH_PER_NODE: usize = {
    let nearest = 2 * std::mem::size_of::<NodeId>();
    if closed::SCRATCH_PER_NODE > nearest {
        closed::SCRATCH_PER_NODE
    } else {
        nearest
    }
};

/// The order of a node solved when it was created (an end of the game), before any other.
const AT_CREATION: u32 = 0;

/// PN-search on a directed cyclic graph (see the module's description).
pub struct Dcg<G: Game> {
    game: G,
    start: G::Position,
    opts: Options,
    limits: Limits,
    stats: Stats,
    status: Status,
    dag: Dag<G::Stored>,
    dev: Developer<G>,
    /// The last selected path, root first.
    path: Vec<NodeId>,
    /// Per node, when it was solved: [`AT_CREATION`] for an end of the game, else 1, 2, … in
    /// the order of solving. Meaningless for an unsolved node.
    order: Vec<u32>,
    /// Per node, whether a repetition solved it (the closed set, or the naive table), not its sons.
    repeated: Vec<bool>,
    solved: u32,
    /// Developments done, and how many there were when the closed set last ran.
    developed: u64,
    closed_at: u64,
    /// Scratch: newly solved nodes whose parents are still to be looked at; parents read.
    work: Vec<NodeId>,
    /// While an iteration is recorded: every node whose numbers it set, with the numbers
    /// before. Solving reaches parents off the path, which the record must name too.
    log: Option<Vec<(NodeId, (u32, u32))>>,
    parents: Vec<NodeId>,
}

impl<G: Game> Dcg<G> {
    /// The search `setup` describes (it takes no algorithm parameters).
    fn from_setup(setup: Setup<G>) -> Self {
        let Setup {
            game,
            start,
            opts,
            limits,
            ..
        } = setup;
        let (dag, stats) = develop::root_dag(&game, &start, &opts);
        Dcg {
            game,
            start,
            opts,
            limits,
            stats,
            status: Status::Running,
            dag,
            dev: Developer::default(),
            path: vec![0],
            order: vec![AT_CREATION],
            repeated: vec![false],
            solved: 0,
            developed: 0,
            closed_at: 0,
            work: Vec::new(),
            log: None,
            parents: Vec::new(),
        }
    }

    /// The answer a repetition gives this search's question: what the side that only avoids
    /// losing establishes, with the kind of node where that side moves.
    fn may_repeat(&self) -> (Value, Kind) {
        may_repeat(self.opts.question)
    }

    /// The order each node was solved in (see [`Dcg`]'s `order`).
    pub fn solve_order(&self) -> &[u32] {
        &self.order
    }

    /// Sets a node's numbers, noting the old ones while the iteration is recorded.
    fn set_numbers(&mut self, id: NodeId, pn: u32, dn: u32) {
        if let Some(log) = &mut self.log {
            log.push((id, self.dag.numbers(id)));
        }
        self.dag.set_numbers(id, pn, dn);
    }

    /// The record's updates: each node whose numbers the iteration set, once, in the order
    /// first set, from its numbers before to its numbers now.
    fn record_updates(&mut self, rec: &mut StepRecord) {
        let log = self.log.take().unwrap_or_default();
        // The update's mark, free outside a descent, marks a node already recorded.
        for &(id, old) in &log {
            if self.dag.marked(id, Mark::Queued) {
                continue;
            }
            self.dag.set_mark(id, Mark::Queued, true);
            let new = self.dag.numbers(id);
            rec.updates.push(UpdateRecord {
                node: id,
                level: self.dag.level(id) as u32,
                old_pn: old.0,
                old_dn: old.1,
                new_pn: new.0,
                new_dn: new.1,
                changed: old != new,
                deleted_sons: 0,
            });
        }
        for (id, _) in log {
            self.dag.set_mark(id, Mark::Queued, false);
        }
    }

    /// Marks `id` solved with `value`'s numbers, next in the order, and queues its parents.
    fn solve(&mut self, id: NodeId, value: Value) {
        self.mark_solved(id, value);
        self.work.push(id);
    }

    /// Marks `id` solved with `value`'s numbers, next in the order, without queueing it.
    fn mark_solved(&mut self, id: NodeId, value: Value) {
        let (pn, dn) = leaf(value);
        self.set_numbers(id, pn, dn);
        self.solved += 1;
        self.order[id as usize] = self.solved;
        self.stats.row(self.dag.level(id) as u32).solved += 1;
    }

    /// Passes every node solved since the last call to all its parents, solving those whose
    /// sons now decide them, until nothing more follows.
    fn propagate(&mut self) {
        while let Some(id) = self.work.pop() {
            self.parents.clear();
            self.parents.extend(self.dag.parents(id));
            for i in 0..self.parents.len() {
                let p = self.parents[i];
                if let Some(v) = self.recompute(p) {
                    self.solve(p, v);
                }
            }
        }
    }

    /// Gives a developed, unsolved node the numbers its sons give it; the value when they
    /// solve it (the numbers are then left for [`Dcg::solve`] to set).
    fn recompute(&mut self, id: NodeId) -> Option<Value> {
        let n = self.dag.node(id);
        if !n.expanded || n.decided || n.value != Value::Unknown {
            return None;
        }
        let sons = self.dag.all_sons(id).iter().map(|&s| self.dag.numbers(s));
        let (pn, dn) = combine(n.kind(), self.opts.rule, sons);
        let value = super::numbers::value_of(pn, dn);
        if value == Value::Unknown {
            self.set_numbers(id, pn, dn);
            None
        } else {
            Some(value)
        }
    }

    /// The descent from the root by the best unsolved son not on the path: the path to a leaf,
    /// or `None` when every way down closes a cycle or ends in solved nodes. A node found to
    /// have no way down is skipped for the rest of the descent: it keeps the mark the path's
    /// nodes have, which excludes it as it excludes them.
    fn descend(&mut self) -> Option<Vec<NodeId>> {
        let mut path = vec![0];
        let mut skipped = Vec::new();
        self.dag.set_mark(0, Mark::Queued, true);
        let found = loop {
            let Some(&n) = path.last() else { break false };
            if !self.dag.expanded(n) {
                break true;
            }
            let kind = self.dag.kind(n);
            let best = self
                .dag
                .all_sons(n)
                .iter()
                .copied()
                .filter(|&s| {
                    self.dag.value(s) == Value::Unknown && !self.dag.marked(s, Mark::Queued)
                })
                .min_by_key(|&s| kind.mover(self.dag.numbers(s)));
            match best {
                Some(s) => {
                    self.dag.set_mark(s, Mark::Queued, true);
                    path.push(s);
                }
                None => {
                    skipped.push(n);
                    path.pop();
                }
            }
        };
        for &n in path.iter().chain(&skipped) {
            self.dag.set_mark(n, Mark::Queued, false);
        }
        found.then_some(path)
    }

    /// A shortest path through unsolved nodes from the root to an undeveloped one, if any.
    fn nearest_leaf(&self) -> Option<Vec<NodeId>> {
        // Each reached node's parent on the way; the queue is the nodes in the order reached.
        let mut from = vec![NodeId::MAX; self.dag.len()];
        from[0] = 0;
        // Each node is queued once: allocated once, within what the memory limit counts.
        let mut queue = Vec::with_capacity(self.dag.len());
        queue.push(0);
        let mut next = 0;
        while let Some(&n) = queue.get(next) {
            next += 1;
            if !self.dag.expanded(n) {
                let mut path = vec![n];
                let mut at = n;
                while at != 0 {
                    at = from[at as usize];
                    path.push(at);
                }
                path.reverse();
                return Some(path);
            }
            for &s in self.dag.all_sons(n) {
                if self.dag.value(s) == Value::Unknown && from[s as usize] == NodeId::MAX {
                    from[s as usize] = n;
                    queue.push(s);
                }
            }
        }
        None
    }

    /// Runs the closed set and solves what it establishes.
    fn close(&mut self) {
        let (value, kind) = self.may_repeat();
        let kept = closed::closed_set(&self.dag, value, kind);
        let kept_ids = || (0..kept.len() as NodeId).filter(|&id| kept[id as usize]);
        for id in kept_ids() {
            self.mark_solved(id, value);
            self.repeated[id as usize] = true;
        }
        // One kept node's parents at a time, so that the worklist holds only what induction
        // solves from them and not the whole set (scratch the memory limit would have to count).
        for id in kept_ids() {
            self.work.push(id);
            self.propagate();
        }
        self.closed_at = self.developed;
    }

    /// Develops the leaf at the end of `path`, solves what follows and recomputes the path's
    /// numbers bottom-up.
    fn develop_path(
        &mut self,
        path: Vec<NodeId>,
        mut rec: Option<&mut StepRecord>,
    ) -> Result<(), Limit> {
        let leaf = *path.last().expect("a path holds the root");
        let pos = self.game.unpack(self.dag.pos(leaf));
        let count = self.dev.prepare(&self.game, &self.opts, &pos);
        let held = SCRATCH_PER_NODE * (self.dag.len() + count) + self.buffer_bytes();
        develop::make_room(
            &mut self.dag,
            &self.stats,
            &self.limits,
            count,
            (SIDE_PER_NODE, held),
        )?;
        develop::reserve_side(&mut self.order, self.dag.len() + count)?;
        develop::reserve_side(&mut self.repeated, self.dag.len() + count)?;
        if let Some(r) = rec.as_deref_mut() {
            r.started_at = 0;
            r.path = path_record(&self.dag, &path);
            r.developed = leaf;
        }
        let decided = self.dev.develop(
            &self.game,
            &self.opts,
            &mut self.dag,
            &mut self.stats,
            leaf,
            rec,
        );
        self.order.resize(self.dag.len(), AT_CREATION);
        self.repeated.resize(self.dag.len(), false);
        self.developed += 1;
        if decided {
            // The rule set its numbers: solved now, in the order.
            let value = self.dag.value(leaf);
            self.solve(leaf, value);
        } else if self.opts.repetition == Repetition::Naive {
            self.score_repetitions_naively(&path);
        } else if let Some(v) = self.recompute(leaf) {
            self.solve(leaf, v);
        }
        self.propagate();
        for &id in path.iter().rev() {
            if let Some(v) = self.recompute(id) {
                self.solve(id, v);
                self.propagate();
            }
        }
        self.path = path;
        Ok(())
    }

    /// The naive table's error, for teaching: the just developed leaf of `path` counts each son
    /// that is on the path as a draw, and keeps the value that gives as its own, although a
    /// draw by repetition belongs to this path and not to the position.
    fn score_repetitions_naively(&mut self, path: &[NodeId]) {
        let leaf = *path.last().expect("a path holds the root");
        let draw = super::numbers::leaf(self.may_repeat().0);
        let sons = self.dag.all_sons(leaf).iter().map(|&s| {
            if path.contains(&s) {
                draw
            } else {
                self.dag.numbers(s)
            }
        });
        let (pn, dn) = combine(self.dag.kind(leaf), self.opts.rule, sons);
        match super::numbers::value_of(pn, dn) {
            Value::Unknown => self.set_numbers(leaf, pn, dn),
            v => {
                self.solve(leaf, v);
                self.repeated[leaf as usize] = v == self.may_repeat().0
                    && self.dag.all_sons(leaf).iter().any(|s| path.contains(s));
            }
        }
    }

    /// Whether the closed set is due: as many developments since its last run as there were
    /// before it, and at least [`CLOSED_EVERY`].
    fn closed_due(&self) -> bool {
        self.developed - self.closed_at >= CLOSED_EVERY.max(self.closed_at)
    }

    fn iterate_once(&mut self, mut rec: Option<&mut StepRecord>) -> bool {
        if !skeleton::may_iterate(&self.limits, &mut self.stats, &mut self.status) {
            return false;
        }
        self.log = rec.is_some().then(Vec::new);
        let path = match self.root_open().then(|| self.descend()).flatten() {
            Some(p) => Some(p),
            None if self.root_open() => {
                self.close();
                self.root_open().then(|| self.nearest_leaf()).flatten()
            }
            None => None,
        };
        if let Some(path) = path {
            if let Err(limit) = self.develop_path(path, rec.as_deref_mut()) {
                skeleton::stop(&mut self.stats, &mut self.status, limit);
                return false;
            }
        } else if self.root_open() {
            // Every unsolved node reachable from the root is developed, so the closed set holds
            // the root: this cannot happen.
            debug_assert!(false, "no leaf to develop and the root is open");
            return false;
        }
        // After the development, so that an iteration a limit refuses changes nothing.
        if self.root_open() && self.closed_due() {
            self.close();
        }
        self.stats.iterations += 1;
        if !self.root_open() {
            self.status = Status::Solved;
        }
        if let Some(r) = rec.as_deref_mut() {
            self.record_updates(r);
        }
        skeleton::record_end(rec, &self.stats, self.dag.value(0), self.status);
        true
    }

    /// Bytes of the worklists and the record's log, as allocated: they grow with what one
    /// iteration solves, not with the DAG.
    fn buffer_bytes(&self) -> usize {
        use std::mem::size_of;
        (self.work.capacity() + self.parents.capacity() + self.path.capacity())
            * size_of::<NodeId>()
            + self
                .log
                .as_ref()
                .map_or(0, |l| l.capacity() * size_of::<(NodeId, (u32, u32))>())
    }

    fn root_open(&self) -> bool {
        self.dag.value(0) == Value::Unknown
    }

    /// Checks the contract: every value matches its numbers; a developed, unsolved node's sons
    /// do not solve it; a solved developed node not decided by a rule is solved by induction
    /// from sons solved before it, or (the may-repeat answer) lies in a set closed as the
    /// closed set requires.
    /// The naive table ([`Repetition::Naive`]) breaks them by design and is not checked.
    pub fn check_invariants(&self) -> Result<(), String> {
        if self.opts.repetition == Repetition::Naive {
            return Ok(());
        }
        let (repeat, _) = self.may_repeat();
        for id in 0..self.dag.len() as NodeId {
            let n = self.dag.node(id);
            if !n.expanded || n.decided {
                continue;
            }
            let sons = self.dag.all_sons(id);
            let (pn, dn) = combine(
                n.kind(),
                self.opts.rule,
                sons.iter().map(|&s| self.dag.numbers(s)),
            );
            let by_sons = super::numbers::value_of(pn, dn);
            match n.value {
                Value::Unknown if by_sons != Value::Unknown => {
                    return Err(format!(
                        "node {id} is open but its sons solve it {by_sons:?}"
                    ))
                }
                Value::Unknown => {}
                v if v != repeat => {
                    let earlier = |s: &NodeId| self.order[*s as usize] < self.order[id as usize];
                    let ok = match (n.kind(), v) {
                        (Kind::Or, Value::Proved) | (Kind::And, Value::Disproved) => {
                            sons.iter().any(|s| self.dag.value(*s) == v && earlier(s))
                        }
                        _ => sons.iter().all(|s| self.dag.value(*s) == v && earlier(s)),
                    };
                    if !ok {
                        return Err(format!(
                            "node {id} is solved {v:?} (order {}) without sons solved so before it",
                            self.order[id as usize]
                        ));
                    }
                }
                _ => {}
            }
        }
        Ok(())
    }
}

/// The answer a repetition gives `question` (the side that only avoids losing), with the kind
/// of node where that side moves.
pub fn may_repeat(question: Question) -> (Value, Kind) {
    match question {
        Question::FirstWins => (Value::Disproved, Kind::And),
        Question::FirstAvoidsLoss => (Value::Proved, Kind::Or),
    }
}

/// The record of a selected path: at each node the son taken, by its index.
fn path_record<P: Copy + Eq + std::hash::Hash>(dag: &Dag<P>, path: &[NodeId]) -> Vec<PathStep> {
    path.windows(2)
        .map(|w| {
            let sons = dag.all_sons(w[0]);
            let index = sons.iter().position(|&s| s == w[1]).unwrap_or(0) as u32;
            let kind = dag.kind(w[0]);
            PathStep::through(w[0], kind, dag.numbers(w[0]), index, w[1], 1)
        })
        .collect()
}

impl<G: Game> Holds for Dcg<G> {
    type G = G;
    fn parts(&self) -> Parts<'_, G> {
        Parts {
            order: Some(&self.order),
            ..parts_of!(self)
        }
    }
}

impl<G: Game> DagAlgorithm for Dcg<G> {
    const CYCLIC: bool = true;
    fn build(setup: Setup<G>) -> Self {
        Dcg::from_setup(setup)
    }
    fn settle(&mut self, value: Value) {
        skeleton::settle(&mut self.dag, &mut self.stats, &mut self.status, value);
    }
    fn iterate(&mut self, rec: Option<&mut StepRecord>) -> bool {
        self.iterate_once(rec)
    }
    fn path(&self) -> Vec<NodeId> {
        self.path.clone()
    }
    fn invariants(&self) -> Result<(), String> {
        self.check_invariants()
    }
    fn by_repetition(&self, id: NodeId) -> bool {
        self.repeated.get(id as usize).copied().unwrap_or(false)
    }
    fn side_bytes(&self) -> usize {
        self.order.capacity() * std::mem::size_of::<u32>()
            + self.repeated.capacity() * std::mem::size_of::<bool>()
            + self.buffer_bytes()
    }
}
