//! What PN-search, df-pn, PN² and proof-set search share, written once: the [`Solver`] face
//! over their DAG, the iteration limit, the leftmost-of-ties son choice and its path record,
//! and the level-by-level update queue.
//!
//! An algorithm says what it holds ([`Parts`]) and how it iterates ([`DagAlgorithm`]); the
//! blanket `impl Solver` below answers everything else (nodes, snapshot, proofs, numbers) the
//! same way for all of them, so a fix to one answer is a fix for every algorithm.

use super::dag::{Dag, Mark};
use super::node::NodeId;
use super::numbers::Value;
use super::parts::{Holds, Parts};
use super::question::Question;
use super::setup::Setup;
use super::snapshot::{build, Snapshot};
use super::solver::Poll;
use super::solver::{dag_node_info, NodeInfo, Noting, Solver};
use super::stats::{InnerTotals, Stats};
use super::status::{Bound, Limit, Limits, Status};
use super::subproof::{node_proof, NodeProof};
use super::trace::{PathStep, StepRecord};
use super::verify::{check_within, proof, strategy_of, CheckReport, Known, Proof};
use crate::error::Error;
use crate::game::{Game, Outcome, Rules};
use crate::posmap::PosMap;
use std::collections::VecDeque;

/// An algorithm that keeps its tree in a [`Dag`]: it says what it holds and how one iteration
/// goes, and gets the [`Solver`] face for free.
pub trait DagAlgorithm: Holds {
    /// Whether it searches games whose positions repeat ([`crate::game::Rules::cyclic`]); the
    /// others refuse them.
    const CYCLIC: bool = false;
    /// The search `setup` describes, with the parameters it takes: its row's constructor in the
    /// table of algorithms (`algorithms`).
    fn build(setup: Setup<Self::G>) -> Self
    where
        Self: Sized;
    /// One iteration, writing its record into `rec` when given; false (nothing done) when the
    /// search cannot go on.
    fn iterate(&mut self, rec: Option<&mut StepRecord>) -> bool;
    /// An empty record with the algorithm's own parts (df-pn's thresholds, PN²'s inner
    /// searches) ready to be filled.
    fn blank_record(&self) -> StepRecord {
        StepRecord::new()
    }
    /// The current path, root first.
    fn path(&self) -> Vec<NodeId>;
    /// The algorithm's own invariants (see each algorithm's `check_invariants`).
    fn invariants(&self) -> Result<(), String>;
    /// Decides the root as `value` before any iteration (see [`Solver::settle`]); an algorithm
    /// that keeps more per node than its numbers sets that too.
    fn settle(&mut self, value: Value);
    /// Whether node `id`'s value came from a repetition rather than from its sons
    /// ([`NodeInfo::repetition`]).
    fn by_repetition(&self, _id: NodeId) -> bool {
        false
    }
    /// Bytes held beside the DAG.
    fn side_bytes(&self) -> usize {
        0
    }
    /// See [`Solver::keep_journal`].
    fn keep_journal(&mut self, _cap: usize) -> bool {
        false
    }
    /// See [`Solver::journal_reach`].
    fn journal_reach(&self) -> Option<u64> {
        None
    }
    /// See [`Solver::undo_to`].
    fn undo_to(&mut self, _n: u64) -> bool {
        false
    }
    /// See [`Solver::take_undone`].
    fn take_undone(&mut self) -> Vec<NodeId> {
        Vec::new()
    }
    /// See [`Solver::inner_totals`].
    fn inner_totals(&self) -> Option<InnerTotals> {
        None
    }
    /// See [`Solver::run_polled`]: an algorithm whose iterations are short runs as
    /// [`Solver::run`] does, and its caller looks at the clock between runs.
    fn run_polled(&mut self, max_iterations: Option<u64>, _poll: &mut Poll) -> Status {
        run(self, max_iterations)
    }
}

/// Up to `max_iterations` iterations (all when `None`) on the fast path.
pub fn run<A: DagAlgorithm + ?Sized>(a: &mut A, max_iterations: Option<u64>) -> Status {
    let mut left = max_iterations.unwrap_or(u64::MAX);
    while left > 0 && a.iterate(None) {
        left -= 1;
    }
    a.parts().status
}

/// [`run`], calling `after` after each iteration as [`Solver::run_noting`] says.
pub fn run_noting<A: DagAlgorithm + ?Sized>(
    a: &mut A,
    max_iterations: Option<u64>,
    after: &mut Noting,
) -> Status {
    let mut left = max_iterations.unwrap_or(u64::MAX);
    while left > 0 && a.iterate(None) {
        left -= 1;
        let p = a.parts();
        if p.status == Status::LimitReached {
            break;
        }
        after(p.stats.iterations, p.dag.numbers(0));
    }
    a.parts().status
}

/// One iteration with its record; `None` when the search cannot go on.
pub fn step<A: DagAlgorithm + ?Sized>(a: &mut A) -> Option<StepRecord> {
    let mut rec = a.blank_record();
    a.iterate(Some(&mut rec)).then_some(rec)
}

/// A stored position's cells: one copy per game type, not one per algorithm and caller.
#[inline(never)]
fn draw<G: Game>(game: &G, pos: &G::Stored, out: &mut Vec<u8>) {
    game.cells_into(&game.unpack(pos), out)
}

impl<A: DagAlgorithm> Solver for A {
    fn step(&mut self) -> Option<StepRecord> {
        step(self)
    }
    fn run(&mut self, max_iterations: Option<u64>) -> Status {
        run(self, max_iterations)
    }
    fn run_noting(&mut self, max_iterations: Option<u64>, after: &mut Noting) -> Status {
        run_noting(self, max_iterations, after)
    }
    fn run_polled(&mut self, max_iterations: Option<u64>, poll: &mut Poll) -> Status {
        DagAlgorithm::run_polled(self, max_iterations, poll)
    }
    fn status(&self) -> Status {
        self.parts().status
    }
    fn settle(&mut self, outcome: Outcome) {
        let value = self.parts().opts.question.value(Some(outcome));
        DagAlgorithm::settle(self, value)
    }
    fn root_value(&self) -> Value {
        self.parts().dag.node(0).value
    }
    fn stats(&self) -> &Stats {
        self.parts().stats
    }
    fn node_count(&self) -> usize {
        self.parts().dag.len()
    }
    fn node(&self, id: NodeId) -> Option<NodeInfo> {
        let p = self.parts();
        let mut info = dag_node_info(p.game, p.dag, p.opts.transpositions, id)?;
        info.repetition = self.by_repetition(id);
        Some(info)
    }
    fn bytes(&self) -> usize {
        self.parts().dag.bytes() + self.side_bytes()
    }
    fn budget_bytes(&self) -> u64 {
        let p = self.parts();
        self.bytes() as u64 + super::develop::outside_bytes(p.dag, p.limits, 0, p.stats.iterations)
    }
    fn bytes_by_part(&self) -> Vec<(&'static str, usize)> {
        self.parts().dag.bytes_by_part().to_vec()
    }
    fn proof(&self) -> Result<(CheckReport, Proof), Error> {
        proof_of(self.parts())
    }
    fn verify(&self) -> Result<CheckReport, Error> {
        verify_of(self.parts(), self.bytes() as u64)
    }
    fn verify_beside(&self, others: u64) -> Result<CheckReport, Error> {
        verify_of(self.parts(), self.bytes() as u64 + others)
    }
    fn node_proof(&self, id: NodeId, base: &[String]) -> Result<NodeProof, Error> {
        node_proof_of(self.parts(), id, base)
    }
    fn question(&self) -> Question {
        self.parts().opts.question
    }
    fn game_name(&self) -> String {
        self.parts().game.name()
    }
    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
    fn snapshot_nodes(&self, ids: &mut dyn Iterator<Item = (NodeId, bool)>) -> Snapshot {
        let p = self.parts();
        build(p.dag, &|pos, out| draw(p.game, pos, out), ids)
    }
    fn cells_of(&self, ids: std::ops::Range<NodeId>, out: &mut Vec<u8>) {
        let p = self.parts();
        for id in ids {
            draw(p.game, p.dag.pos(id), out);
        }
    }
    fn current_path(&self) -> Vec<NodeId> {
        self.path()
    }
    fn find_line(&self, line: &[String]) -> Option<NodeId> {
        find_line_of(self.parts(), line)
    }
    fn root_numbers(&self) -> (u32, u32) {
        self.parts().dag.numbers(0)
    }
    fn evictions(&self) -> u64 {
        self.parts().dag.evictions()
    }
    fn keep_journal(&mut self, cap: usize) -> bool {
        DagAlgorithm::keep_journal(self, cap)
    }
    fn journal_reach(&self) -> Option<u64> {
        DagAlgorithm::journal_reach(self)
    }
    fn undo_to(&mut self, n: u64) -> bool {
        DagAlgorithm::undo_to(self, n)
    }
    fn take_undone(&mut self) -> Vec<NodeId> {
        DagAlgorithm::take_undone(self)
    }
    fn journal_bytes(&self) -> usize {
        self.parts().dag.journal_bytes()
    }
    fn inner_totals(&self) -> Option<InnerTotals> {
        DagAlgorithm::inner_totals(self)
    }
}

/// [`Solver::find_line`] in what an algorithm holds, once per game type. A search without
/// transpositions keeps no table: its nodes are looked through, comparing stored positions.
fn find_line_of<G: Game>(p: Parts<'_, G>, line: &[String]) -> Option<NodeId> {
    let pos = crate::game::line::play_line(p.game, line).ok()?.pos;
    if p.opts.transpositions {
        return p.dag.find(&p.game.pack(&p.game.normal_form(&pos)));
    }
    let stored = p.game.pack(&pos);
    (0..p.dag.len() as NodeId).find(|&id| *p.dag.pos(id) == stored)
}

/// [`Solver::proof`] of what an algorithm holds: one copy per game type, not per algorithm.
fn proof_of<G: Game>(p: Parts<'_, G>) -> Result<(CheckReport, Proof), Error> {
    proof(p.game, &strategy_of(&p)?)
}

/// [`Solver::verify`] of what an algorithm holds: the strategy checked without being written
/// down, within what the memory limit leaves beside the search's `held` bytes.
fn verify_of<G: Game>(p: Parts<'_, G>, held: u64) -> Result<CheckReport, Error> {
    let strategy = strategy_of(&p)?;
    let left = p.limits.max_bytes.map(|m| m.saturating_sub(held));
    check_within(p.game, &strategy, left)
}

/// [`Solver::node_proof`] of what an algorithm holds, once per game type.
fn node_proof_of<G: Game>(
    p: Parts<'_, G>,
    id: NodeId,
    base: &[String],
) -> Result<NodeProof, Error> {
    let none = PosMap::default();
    node_proof(
        p.game,
        p.dag,
        base,
        p.opts.transpositions,
        p.opts.question,
        id,
        Known {
            hints: p.hints.unwrap_or(&none),
            order: p.order,
        },
    )
}

/// The iteration limit: when `stats` has done the iterations `limits` allow, ends the search
/// (see [`stop`]) and says so.
pub fn out_of_iterations(limits: &Limits, stats: &mut Stats, status: &mut Status) -> bool {
    let out = limits.max_iterations.is_some_and(|m| stats.iterations >= m);
    if out {
        stop(stats, status, Limit::Iterations);
    }
    out
}

/// Decides the root of a search whose start position the rules decide: the numbers of a leaf
/// of `value`, marked decided, and the search solved with no iteration.
pub fn settle<P: Copy + Eq + std::hash::Hash>(
    dag: &mut Dag<P>,
    stats: &mut Stats,
    status: &mut Status,
    value: Value,
) {
    let (pn, dn) = super::numbers::leaf(value);
    dag.set_numbers(0, pn, dn);
    dag.set_decided(0);
    stats.row(dag.level(0) as u32).solved += 1;
    *status = Status::Solved;
}

/// Ends a search with "unknown", saying which limit did it.
pub fn stop(stats: &mut Stats, status: &mut Status, limit: Limit) {
    *status = Status::LimitReached;
    stats.stopped_by = Some(limit);
}

/// Ends a search with "unknown" at one of the algorithm's own bounds ([`Limit::Algorithm`]).
pub fn stop_at(stats: &mut Stats, status: &mut Status, bound: Bound) {
    stop(stats, status, Limit::Algorithm);
    stats.bound = Some(bound);
}

/// The son selection takes among `sons`: the leftmost whose `number` equals `target`, with its
/// index and the number of sons tied with it.
pub fn leftmost(
    sons: &[NodeId],
    target: u32,
    number: impl Fn(NodeId) -> u32,
) -> Option<(usize, NodeId, u32)> {
    let mut first = None;
    let mut tied = 0;
    for (i, &s) in sons.iter().enumerate() {
        if number(s) == target {
            tied += 1;
            first.get_or_insert((i, s));
        }
    }
    first.map(|(i, s)| (i, s, tied))
}

/// Whether an iteration may start: the search is running and has iterations left (when it has
/// none, the iteration limit ends it, see [`out_of_iterations`]).
pub fn may_iterate(limits: &Limits, stats: &mut Stats, status: &mut Status) -> bool {
    *status == Status::Running && !out_of_iterations(limits, stats, status)
}

/// The end of every iteration's record: its number, the root's value and whether it is solved.
pub fn record_end(rec: Option<&mut StepRecord>, stats: &Stats, root: Value, status: Status) {
    if let Some(r) = rec {
        r.iteration = stats.iterations;
        r.root_value = root;
        r.solved = status == Status::Solved;
    }
}

/// The path selection walks, root first, with the tail the last selection replaced: when a
/// limit refuses the development, [`Path::unselect`] puts it back, so a refused iteration leaves
/// the path as a fresh search's is.
#[derive(Clone, Debug)]
pub struct Path {
    /// Root first; `nodes[i]` is on the root's level + i.
    pub nodes: Vec<NodeId>,
    unselected: Vec<NodeId>,
    start: usize,
}

impl Default for Path {
    fn default() -> Self {
        Path {
            nodes: vec![0],
            unselected: Vec::new(),
            start: 0,
        }
    }
}

impl Path {
    /// A path of no node, with nothing allocated: what stands in while [`Path::select`] walks
    /// a path taken out of its search.
    pub const EMPTY: Path = Path {
        nodes: Vec::new(),
        unselected: Vec::new(),
        start: 0,
    };

    /// Walks down from `nodes[start]` through developed nodes to a leaf, taking at each the son
    /// `choose` gives (its index, the son, the sons tied with it); returns the leaf, the
    /// most-proving node.
    pub fn select<P: Copy + Eq + std::hash::Hash>(
        &mut self,
        dag: &Dag<P>,
        start: usize,
        choose: impl Fn(NodeId) -> (usize, NodeId, u32),
    ) -> NodeId {
        self.start = start;
        self.unselected.clear();
        self.unselected.extend_from_slice(&self.nodes[start + 1..]);
        self.nodes.truncate(start + 1);
        let mut id = self.nodes[start];
        while dag.node(id).expanded {
            debug_assert_eq!(dag.node(id).value, Value::Unknown);
            let (_, son, _) = choose(id);
            self.nodes.push(son);
            id = son;
        }
        id
    }

    /// Puts back the tail the last selection replaced.
    pub fn unselect(&mut self) {
        self.nodes.truncate(self.start + 1);
        self.nodes.extend_from_slice(&self.unselected);
    }

    /// The record of the path: at each node the son chosen, its index and the ties, from
    /// `choose`.
    pub fn record<P: Copy + Eq + std::hash::Hash>(
        &self,
        dag: &Dag<P>,
        choose: impl Fn(NodeId) -> (usize, NodeId, u32),
    ) -> Vec<PathStep> {
        path_record(dag, &self.nodes, choose)
    }
}

/// The record of a path that selection took: at each node the son chosen, its index and the
/// ties, from `choose`.
pub fn path_record<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    path: &[NodeId],
    choose: impl Fn(NodeId) -> (usize, NodeId, u32),
) -> Vec<PathStep> {
    path.windows(2)
        .map(|w| {
            let (index, son, tied) = choose(w[0]);
            debug_assert_eq!(son, w[1]);
            let kind = dag.kind(w[0]);
            PathStep::through(w[0], kind, dag.numbers(w[0]), index as u32, son, tied)
        })
        .collect()
}

/// The update's FIFO. Every edge goes one level down, so a FIFO from the developed node works
/// level by level (thesis 3.1.7), and a node marked queued is recomputed once per iteration.
#[derive(Clone, Debug, Default)]
pub struct UpdateQueue {
    queue: VecDeque<NodeId>,
    touched: Vec<NodeId>,
}

impl UpdateQueue {
    /// Starts an update at `from`.
    pub fn start<P: Copy + Eq + std::hash::Hash>(&mut self, dag: &mut Dag<P>, from: NodeId) {
        self.queue.push_back(from);
        dag.set_mark(from, Mark::Queued, true);
        self.touched.push(from);
    }

    /// The next node to recompute.
    pub fn pop(&mut self) -> Option<NodeId> {
        self.queue.pop_front()
    }

    /// The node recomputed after the one [`UpdateQueue::pop`] gave last.
    #[inline]
    pub fn peek(&self) -> Option<NodeId> {
        self.queue.front().copied()
    }

    /// Queues every parent of `id` not queued yet in this update.
    pub fn parents_of<P: Copy + Eq + std::hash::Hash>(&mut self, dag: &mut Dag<P>, id: NodeId) {
        let (touched, queue) = (&mut self.touched, &mut self.queue);
        dag.mark_parents(id, Mark::Queued, |p| {
            touched.push(p);
            queue.push_back(p);
        });
    }

    /// Queues `p` unless it is queued already in this update.
    #[inline]
    pub fn push<P: Copy + Eq + std::hash::Hash>(&mut self, dag: &mut Dag<P>, p: NodeId) {
        if !dag.marked(p, Mark::Queued) {
            dag.set_mark(p, Mark::Queued, true);
            self.touched.push(p);
            self.queue.push_back(p);
        }
    }

    /// Whether `p` is queued in this update.
    #[inline]
    pub fn queued<P: Copy + Eq + std::hash::Hash>(dag: &Dag<P>, p: NodeId) -> bool {
        dag.marked(p, Mark::Queued)
    }

    /// Ends the update: clears the marks, so the next update may queue the nodes again.
    pub fn finish<P: Copy + Eq + std::hash::Hash>(&mut self, dag: &mut Dag<P>) {
        for &t in &self.touched {
            dag.set_mark(t, Mark::Queued, false);
        }
        self.touched.clear();
    }
}
