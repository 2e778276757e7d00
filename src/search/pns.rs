//! PN-search as in the thesis's Tables 2.1–2.5, one iteration at a time.
//!
//! One iteration = select the most-proving node, develop it, update its ancestors:
//! - **select**: from the start node, at an OR node take the leftmost son whose pn equals the
//!   node's pn (the minimum), at an AND node the leftmost son whose dn equals the node's dn;
//! - **develop**: generate every legal move's son, evaluate it at once (2.1.4), and list it —
//!   a new node, or an existing one found in the transposition table;
//! - **update**: a FIFO from the developed node over *all* parents; each node is recomputed at
//!   most once per iteration and its parents are queued only when its numbers changed. Every
//!   edge goes one level down, so the FIFO works level by level (thesis 3.1.7 "level" update).
//!
//! Contract after every iteration (checked by [`Search::check_invariants`] in tests): every
//! developed node that was not decided by a rule has the numbers [`combine`] gives for its
//! listed sons; a node is proved exactly when pn = 0 and disproved exactly when dn = 0.

use super::bestfirst::{self, BestFirst};
use super::dag::{Dag, Mark};
use super::develop::{self, Developer};
use super::node::NodeId;
use super::numbers::{son_change_matters, value_of, Rule, Value, INF, NO_SOURCE};
use super::options::{Options, Selection};
use super::parts::{parts_of, Holds, Parts};
use super::prefetch;
use super::setup::Setup;
use super::skeleton::{self, DagAlgorithm, Path, UpdateQueue};
use super::stats::Stats;
use super::status::{Limit, Limits, Status};
use super::trace::{StepRecord, UpdateRecord};
use crate::game::{Game, Rules};

mod rewind;

/// A PN-search over one game, with its DAG.
#[derive(Clone, Debug)]
pub struct Search<G: Game> {
    game: G,
    opts: Options,
    limits: Limits,
    /// The position the search started from, as given (the root holds its normal form).
    start: G::Position,
    dag: Dag<G::Stored>,
    stats: Stats,
    status: Status,
    /// The current path, root first; `path.nodes[i]` is on level `root_level + i`.
    path: Path,
    /// Index into the path where the next selection starts.
    restart: usize,
    queue: UpdateQueue,
    /// SNDA only: each node's source when it was last recomputed (see [`Search::note_source`]).
    sources: Vec<NodeId>,
    dev: Developer<G>,
    /// Scratch for the update: the parents of one node to queue.
    parents: Vec<NodeId>,
}

/// PN²'s second level as seen from the first: called after each development that created
/// nodes, with the created sons and their positions as played, before the update.
pub(crate) type NewLeaves<'a, G> =
    &'a mut dyn FnMut(&mut Search<G>, &[(NodeId, <G as Rules>::Position)], Option<&mut StepRecord>);

impl<G: Game> Search<G> {
    /// The position the search started from, as given.
    pub fn start(&self) -> &G::Position {
        &self.start
    }
    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }
    /// The options.
    pub fn options(&self) -> &Options {
        &self.opts
    }
    /// The limits.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }
    /// The DAG.
    pub fn dag(&self) -> &Dag<G::Stored> {
        &self.dag
    }
    /// The current path from the root to the last most-proving node.
    pub fn current_path(&self) -> &[NodeId] {
        &self.path.nodes
    }

    /// Gives a leaf the numbers a second-level search found (PN²); a solved leaf is decided,
    /// as a leaf decided by a rule is.
    pub(crate) fn set_leaf(&mut self, id: NodeId, pn: u32, dn: u32) {
        debug_assert!(!self.dag.node(id).expanded);
        self.dag.set_numbers(id, pn, dn);
        if value_of(pn, dn) != Value::Unknown {
            self.dag.set_decided(id);
            let level = self.dag.level(id) as u32;
            self.stats.row(level).solved += 1;
        }
    }

    /// One iteration, handing the sons a development created to `new_leaves` before the update.
    pub(crate) fn iterate_with(
        &mut self,
        rec: Option<&mut StepRecord>,
        new_leaves: NewLeaves<'_, G>,
    ) -> bool {
        bestfirst::iterate(
            &mut WithLeaves {
                search: self,
                new_leaves,
            },
            rec,
        )
    }

    /// Develops the most-proving node `id` (or, with lazy sons, evaluates its sons the first
    /// time), handing the sons a development created to `new_leaves` before the update.
    fn develop_with(
        &mut self,
        id: NodeId,
        mut rec: Option<&mut StepRecord>,
        new_leaves: NewLeaves<'_, G>,
    ) -> Result<(), Limit> {
        if self.opts.lazy_sons && !self.dag.marked(id, Mark::Collapsed) {
            self.evaluate_sons(id, rec);
            return Ok(());
        }
        self.develop(id, rec.as_deref_mut())?;
        let created = std::mem::take(&mut self.dev.created);
        if !created.is_empty() {
            new_leaves(self, &created, rec);
        }
        self.dev.created = created;
        Ok(())
    }

    /// The son selection takes at `id`, with its index and the number of tied sons.
    fn choose(dag: &Dag<G::Stored>, id: NodeId) -> (usize, NodeId, u32) {
        let kind = dag.kind(id);
        let target = kind.mover(dag.numbers(id));
        skeleton::leftmost(dag.sons(id), target, |s| kind.mover(dag.numbers(s)))
            .expect("an unsolved developed node has a son with its number")
    }

    /// Ends the search with "unknown", saying which limit did it.
    pub(crate) fn stop(&mut self, limit: Limit) {
        skeleton::stop(&mut self.stats, &mut self.status, limit);
    }

    /// Develops `id`. Changes nothing and names the limit when a limit (nodes, bytes) forbids it
    /// or the system refuses the memory.
    fn develop(&mut self, id: NodeId, rec: Option<&mut StepRecord>) -> Result<(), Limit> {
        let pos = self.game.unpack(self.dag.pos(id));
        let count = self.dev.prepare(&self.game, &self.opts, &pos);
        // Per node beside the DAG: under SNDA, `sources`.
        let side = 4 * (self.opts.rule == Rule::Snda) as usize;
        develop::make_room(&mut self.dag, &self.stats, &self.limits, count, (side, 0))?;
        let len = self.dag.len() + count;
        if self.opts.rule == Rule::Snda {
            develop::reserve_side(&mut self.sources, len)?;
        }
        self.dev.develop(
            &self.game,
            &self.opts,
            &mut self.dag,
            &mut self.stats,
            id,
            rec,
        );
        Ok(())
    }

    /// Thesis 3.1.4: a first development that keeps no son. The node takes the numbers its
    /// sons give it and stays a leaf; the next time it is selected it is developed for good.
    fn evaluate_sons(&mut self, id: NodeId, rec: Option<&mut StepRecord>) {
        let pos = self.game.unpack(self.dag.pos(id));
        self.dev.prepare(&self.game, &self.opts, &pos);
        let ((pn, dn), no_free_set) = self
            .dev
            .evaluate_only(&self.game, &self.opts, &self.dag, id);
        self.dag.set_mark(id, Mark::Collapsed, true);
        let level = self.dag.node(id).level as u32;
        self.stats.row(level).developed += 1;
        self.stats.max_level = self.stats.max_level.max(level);
        self.set_leaf(id, pn, dn);
        if let Some(r) = rec {
            r.no_free_winning_set = no_free_set;
        }
    }

    /// The numbers a node's listed sons give it now.
    pub fn fresh_numbers(&self, id: NodeId) -> (u32, u32) {
        develop::fresh_numbers(&self.dag, self.opts.rule, id)
    }

    fn update(&mut self, from: NodeId, first_old: (u32, u32), mut rec: Option<&mut StepRecord>) {
        let root_level = self.dag.node(0).level as usize;
        self.restart = self.path.nodes.len() - 1;
        self.queue.start(&mut self.dag, from);
        let mut first = true;
        let prefetch = prefetch::worth_it(self.dag.len());
        while let Some(id) = self.queue.pop() {
            if prefetch {
                // The next node's sons' numbers and its parent block load while this one is
                // recomputed.
                if let Some(next) = self.queue.peek() {
                    self.dag.prefetch_sons(next, true);
                    // One line, read only after the recomputation.
                    if prefetch::INSTRUCTION {
                        self.dag.prefetch_son(next);
                    }
                }
            }
            let old = if first {
                first_old
            } else {
                (self.dag.node(id).pn, self.dag.node(id).dn)
            };
            first = false;
            let deleted =
                develop::recompute(&mut self.dag, &mut self.stats, &self.opts, id).unwrap_or(0);
            let source_moved = self.note_source(id);
            let n = self.dag.node(id);
            let new = (n.pn, n.dn);
            let level = n.level as usize;
            if self.path.nodes.get(level - root_level) == Some(&id) {
                self.restart = self.restart.min(level - root_level);
            }
            let changed = new != old;
            if let Some(r) = rec.as_deref_mut() {
                r.updates.push(UpdateRecord {
                    node: id,
                    level: level as u32,
                    old_pn: old.0,
                    old_dn: old.1,
                    new_pn: new.0,
                    new_dn: new.1,
                    changed,
                    deleted_sons: deleted,
                });
            }
            if changed && rec.is_none() && self.opts.rule != Rule::Snda {
                self.queue_parents_it_matters_to(id, old, new, level - root_level);
            } else if changed || source_moved {
                self.queue.parents_of(&mut self.dag, id);
            }
        }
        self.queue.finish(&mut self.dag);
    }

    /// Queues the parents of `id` whose numbers or chosen son its change from `old` to `new`
    /// can change ([`son_change_matters`]). The others are left out: recomputed, they would
    /// keep their numbers, queue nothing, and selection would take the same sons there; so the
    /// search is the same, step for step. (A step record lists every parent recomputed, so the
    /// recording path queues them all.) `at` is `id`'s index on a path (its level below the
    /// root's).
    ///
    /// The next selection starts at the highest node of the current path that the update
    /// recomputed, and the recording path recomputes every parent, so a parent on the path
    /// counts here whether it is queued or not: the next step record's start (`started_at`)
    /// is then the same whichever way the search reached it.
    fn queue_parents_it_matters_to(
        &mut self,
        id: NodeId,
        old: (u32, u32),
        new: (u32, u32),
        at: usize,
    ) {
        let (dag, rule) = (&self.dag, self.opts.rule);
        let on_path = at.checked_sub(1).and_then(|i| self.path.nodes.get(i));
        let mut path_parent = false;
        self.parents.clear();
        self.parents.extend(dag.parents(id).filter(|&p| {
            path_parent |= on_path == Some(&p);
            !UpdateQueue::queued(dag, p)
                && son_change_matters(
                    dag.kind(p),
                    rule,
                    dag.numbers(p),
                    dag.sons(p).len() as u32,
                    old,
                    new,
                )
        }));
        if path_parent {
            self.restart = self.restart.min(at - 1);
        }
        let prefetch = prefetch::worth_it(self.dag.len());
        for &p in &self.parents {
            self.queue.push(&mut self.dag, p);
            if prefetch {
                // Its slot was just read: its son list loads until it is recomputed.
                self.dag.prefetch_sons(p, false);
            }
        }
    }

    /// Under SNDA a parent's numbers also depend on which son each of its sons takes its number
    /// from (its source), which can change while the son's own numbers do not. Remembers the
    /// source `id` has now and says whether it moved since `id` was last recomputed.
    fn note_source(&mut self, id: NodeId) -> bool {
        if self.opts.rule != Rule::Snda {
            return false;
        }
        self.sources.resize(self.dag.len(), NO_SOURCE);
        let now = develop::source_of(&self.dag, id).unwrap_or(NO_SOURCE);
        let old = std::mem::replace(&mut self.sources[id as usize], now);
        self.dag.journal_side(id, old);
        old != now
    }

    /// Checks the contract: every developed, undecided node has the numbers its sons give it,
    /// and every value matches its numbers. Returns the first violation found.
    pub fn check_invariants(&self) -> Result<(), String> {
        for id in 0..self.dag.len() as NodeId {
            let n = self.dag.node(id);
            if value_of(n.pn, n.dn) != n.value {
                return Err(format!(
                    "node {id}: value {:?} but pn {} dn {}",
                    n.value, n.pn, n.dn
                ));
            }
            if n.pn == 0 && n.dn != INF || n.dn == 0 && n.pn != INF {
                return Err(format!("node {id}: solved with pn {} dn {}", n.pn, n.dn));
            }
            if !n.expanded || n.decided {
                continue;
            }
            let fresh = self.fresh_numbers(id);
            if n.value == Value::Unknown && fresh != (n.pn, n.dn) {
                return Err(format!(
                    "node {id} (level {}): stored pn/dn {}/{} but its sons give {}/{}",
                    n.level, n.pn, n.dn, fresh.0, fresh.1
                ));
            }
            if n.value != Value::Unknown && value_of(fresh.0, fresh.1) != n.value {
                return Err(format!(
                    "node {id}: solved as {:?} but its sons give {:?}",
                    n.value,
                    value_of(fresh.0, fresh.1)
                ));
            }
        }
        Ok(())
    }
}

impl<G: Game> Holds for Search<G> {
    type G = G;
    fn parts(&self) -> Parts<'_, G> {
        parts_of!(self)
    }
}

/// PN-search for one iteration, handing the sons a development creates to `new_leaves` (PN²'s
/// second level; nothing for PN-search itself), so both run one copy of the loop.
struct WithLeaves<'a, 'b, G: Game> {
    search: &'a mut Search<G>,
    new_leaves: NewLeaves<'b, G>,
}

impl<G: Game> Holds for WithLeaves<'_, '_, G> {
    type G = G;
    fn parts(&self) -> Parts<'_, G> {
        self.search.parts()
    }
}

impl<G: Game> BestFirst for WithLeaves<'_, '_, G> {
    fn counters(&mut self) -> (&Limits, &mut Stats, &mut Status) {
        let s = &mut *self.search;
        (&s.limits, &mut s.stats, &mut s.status)
    }
    fn path_mut(&mut self) -> &mut Path {
        &mut self.search.path
    }
    fn select_from(&self) -> usize {
        let s = &*self.search;
        match s.opts.selection {
            Selection::FromRoot => 0,
            Selection::LastChanged => s.restart.min(s.path.nodes.len() - 1),
        }
    }
    fn choose(&self, id: NodeId) -> (usize, NodeId, u32) {
        Search::<G>::choose(&self.search.dag, id)
    }
    fn begin(&mut self) {
        self.search.journal_begin();
    }
    fn develop(&mut self, id: NodeId, rec: Option<&mut StepRecord>) -> Result<(), Limit> {
        self.search.develop_with(id, rec, &mut *self.new_leaves)
    }
    fn update(&mut self, from: NodeId, old: (u32, u32), rec: Option<&mut StepRecord>) {
        self.search.update(from, old, rec)
    }
    fn end(&mut self) {
        self.search.dag.journal_end(&self.search.stats);
    }
}

impl<G: Game> DagAlgorithm for Search<G> {
    fn build(setup: Setup<G>) -> Self {
        let Setup {
            game,
            start,
            opts,
            limits,
            ..
        } = setup;
        let (dag, stats) = develop::root_dag(&game, &start, &opts);
        Search {
            dag,
            start,
            game,
            opts,
            limits,
            stats,
            status: Status::Running,
            path: Path::default(),
            restart: 0,
            queue: UpdateQueue::default(),
            sources: Vec::new(),
            dev: Developer::default(),
            parents: Vec::new(),
        }
    }
    fn settle(&mut self, value: Value) {
        skeleton::settle(&mut self.dag, &mut self.stats, &mut self.status, value);
    }
    fn iterate(&mut self, rec: Option<&mut StepRecord>) -> bool {
        self.iterate_with(rec, &mut |_, _, _| {})
    }
    fn path(&self) -> Vec<NodeId> {
        self.path.nodes.clone()
    }
    fn invariants(&self) -> Result<(), String> {
        self.check_invariants()
    }
    fn keep_journal(&mut self, cap: usize) -> bool {
        Search::keep_journal(self, cap);
        true
    }
    fn journal_reach(&self) -> Option<u64> {
        Search::journal_reach(self)
    }
    fn undo_to(&mut self, n: u64) -> bool {
        Search::undo_to(self, n)
    }
    fn take_undone(&mut self) -> Vec<NodeId> {
        self.dag.take_undone()
    }
}
