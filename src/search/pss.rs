//! Proof-set search (Müller 2003; tutorial "Proof-Set Search"): PN-search where each node holds
//! its proof and disproof *sets* — the leaves that must be proved (disproved) to prove (disprove)
//! it — instead of their sizes, so a leaf reached along several paths of the DAG is counted once.
//!
//! - a leaf's sets are itself (unknown), ∅ and "none" (proved), "none" and ∅ (disproved);
//!   "none" stands for no set at all: ∞;
//! - at an OR node pset = the smallest pset of a son (the leftmost if several tie) and
//!   dset = ∪ dset of the sons; at an AND node the roles swap;
//! - pn and dn are the sizes of the sets, so selection, the step records and the page work as in
//!   PN-search. Selection always starts at the root, and the number rule (`rule`) is not used:
//!   the union is the rule.
//!
//! Sets cost memory and time in the size of the DAG, so this is for small games: a set larger
//! than `maxSetSize`, or more than [`HELD`] node ids held in all sets together, ends the search
//! with "unknown" at the end of the iteration that reached it.

use super::bestfirst::{self, BestFirst};
use super::dag::Dag;
use super::develop::{self, Developer};
use super::node::NodeId;
use super::numbers::{is_dead_son, value_of, Kind, Value, INF};
use super::options::{Options, DEFAULT_MAX_SET_SIZE};
use super::parts::{parts_of, Holds, Parts};
use super::setup::Setup;
use super::skeleton::{self, DagAlgorithm, Path, UpdateQueue};
use super::solver::Solver;
use super::stats::Stats;
use super::status::{Bound, Limit, Limits, Status, HELD};
use super::trace::{StepRecord, UpdateRecord};
use crate::game::Game;

/// A proof or disproof set: sorted node ids, or `None` for "no set" (∞).
pub type Set = Option<Vec<NodeId>>;

/// The number a set stands for.
fn size(s: &Set) -> u32 {
    match s {
        Some(v) => v.len() as u32,
        None => INF,
    }
}

/// A leaf's proof and disproof sets.
fn leaf_sets(id: NodeId, value: Value) -> (Set, Set) {
    match value {
        Value::Proved => (Some(Vec::new()), None),
        Value::Disproved => (None, Some(Vec::new())),
        Value::Unknown => (Some(vec![id]), Some(vec![id])),
    }
}

/// The smallest of some sets (the first if several tie); none when there are none.
fn smallest<'a>(sets: impl Iterator<Item = &'a Set>) -> Set {
    sets.filter(|s| s.is_some())
        .min_by_key(|s| size(s))
        .cloned()
        .flatten()
}

/// The union of some sets; none if any is none.
fn union<'a>(sets: impl Iterator<Item = &'a Set>) -> Set {
    let mut out = Vec::new();
    for s in sets {
        out.extend_from_slice(s.as_ref()?);
    }
    out.sort_unstable();
    out.dedup();
    Some(out)
}

/// The son selection takes at `id` (the first whose set has the node's size), its index and
/// the number of sons whose sets have that size.
fn choose<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    psets: &[Set],
    dsets: &[Set],
    id: NodeId,
) -> (usize, NodeId, u32) {
    let n = dag.node(id);
    let (target, sets) = match dag.kind(id) {
        Kind::Or => (n.pn, psets),
        Kind::And => (n.dn, dsets),
    };
    skeleton::leftmost(dag.sons(id), target, |s| size(&sets[s as usize]))
        .expect("an open developed node has a son with its set")
}

/// Proof-set search over one game.
#[derive(Clone, Debug)]
pub struct ProofSetSearch<G: Game> {
    game: G,
    opts: Options,
    max_set_size: u64,
    limits: Limits,
    start: G::Position,
    dag: Dag<G::Stored>,
    stats: Stats,
    status: Status,
    psets: Vec<Set>,
    dsets: Vec<Set>,
    /// Node ids held in all sets together.
    held: u64,
    /// Whether the last update grew a set past `max_set_size`.
    too_big: bool,
    path: Path,
    queue: UpdateQueue,
    dev: Developer<G>,
}

impl<G: Game> ProofSetSearch<G> {
    /// The DAG.
    pub fn dag(&self) -> &Dag<G::Stored> {
        &self.dag
    }

    /// A node's proof set (`None`: ∞).
    pub fn proof_set(&self, id: NodeId) -> &Set {
        &self.psets[id as usize]
    }

    /// A node's disproof set (`None`: ∞).
    pub fn disproof_set(&self, id: NodeId) -> &Set {
        &self.dsets[id as usize]
    }

    /// Develops `id`, giving each created son its leaf sets.
    fn develop(&mut self, id: NodeId, rec: Option<&mut StepRecord>) -> Result<(), Limit> {
        let pos = self.game.unpack(self.dag.pos(id));
        let count = self.dev.prepare(&self.game, &self.opts, &pos);
        // Per node beside the DAG: the two set slots; the sets' ids besides.
        let side = 2 * std::mem::size_of::<Set>();
        let held = self.held as usize * 4;
        develop::make_room(
            &mut self.dag,
            &self.stats,
            &self.limits,
            count,
            (side, held),
        )?;
        develop::reserve_side(&mut self.psets, self.dag.len() + count)?;
        develop::reserve_side(&mut self.dsets, self.dag.len() + count)?;
        let first_new = self.dag.len();
        self.dev.develop(
            &self.game,
            &self.opts,
            &mut self.dag,
            &mut self.stats,
            id,
            rec,
        );
        for id in first_new..self.dag.len() {
            let (p, d) = leaf_sets(id as NodeId, self.dag.node(id as NodeId).value);
            self.held += (p.as_ref().map_or(0, Vec::len) + d.as_ref().map_or(0, Vec::len)) as u64;
            self.psets.push(p);
            self.dsets.push(d);
        }
        Ok(())
    }

    /// The sets a node's listed sons give it now.
    pub fn fresh_sets(&self, id: NodeId) -> (Set, Set) {
        let sons = self.dag.sons(id);
        let ps = sons.iter().map(|&s| &self.psets[s as usize]);
        let ds = sons.iter().map(|&s| &self.dsets[s as usize]);
        match self.dag.kind(id) {
            Kind::Or => (smallest(ps), union(ds)),
            Kind::And => (union(ps), smallest(ds)),
        }
    }

    /// Recomputes an open developed node from its sons; returns the sons deleted and whether
    /// its sets changed, or `None` when the node is not recomputed.
    fn recompute(&mut self, id: NodeId) -> Option<(u32, bool)> {
        let node = self.dag.node(id);
        if !node.expanded || node.value != Value::Unknown {
            return None;
        }
        let kind = self.dag.kind(id);
        let deleted = if self.opts.delete_solved_sons {
            self.dag.delete_sons(id, |v| is_dead_son(kind, v)) as u32
        } else {
            0
        };
        let (p, d) = self.fresh_sets(id);
        let changed = p != self.psets[id as usize] || d != self.dsets[id as usize];
        self.store(id, p, d);
        if self.dag.value(id) != Value::Unknown {
            let level = self.dag.level(id) as u32;
            self.stats.row(level).solved += 1;
        }
        Some((deleted, changed))
    }

    fn store(&mut self, id: NodeId, p: Set, d: Set) {
        let len = |s: &Set| s.as_ref().map_or(0, Vec::len) as u64;
        let i = id as usize;
        self.held = self.held + len(&p) + len(&d) - len(&self.psets[i]) - len(&self.dsets[i]);
        self.dag.set_numbers(id, size(&p), size(&d));
        self.psets[i] = p;
        self.dsets[i] = d;
    }

    /// Updates the ancestors of `from`, level by level over all parents, noting whether a set
    /// grew past `maxSetSize` (`too_big`).
    fn update(&mut self, from: NodeId, first_old: (u32, u32), mut rec: Option<&mut StepRecord>) {
        let mut too_big = false;
        if self.dag.node(from).decided {
            // Decided while developed ("no free winning set"): a leaf with that value.
            let (p, d) = leaf_sets(from, self.dag.node(from).value);
            self.store(from, p, d);
        }
        self.queue.start(&mut self.dag, from);
        let mut first = true;
        while let Some(id) = self.queue.pop() {
            let i = id as usize;
            let old = if first {
                first_old
            } else {
                (self.dag.node(id).pn, self.dag.node(id).dn)
            };
            let (deleted, sets_changed) = self.recompute(id).unwrap_or((0, false));
            let n = self.dag.node(id);
            let new = (n.pn, n.dn);
            // The developed node was a leaf: its parents held it in their sets.
            let changed = first || sets_changed;
            first = false;
            too_big |= [&self.psets[i], &self.dsets[i]].iter().any(|s| {
                s.as_ref()
                    .is_some_and(|v| v.len() as u64 > self.max_set_size)
            });
            if let Some(r) = rec.as_deref_mut() {
                r.updates.push(UpdateRecord {
                    node: id,
                    level: n.level as u32,
                    old_pn: old.0,
                    old_dn: old.1,
                    new_pn: new.0,
                    new_dn: new.1,
                    changed: new != old,
                    deleted_sons: deleted,
                });
            }
            if changed {
                self.queue.parents_of(&mut self.dag, id);
            }
        }
        self.queue.finish(&mut self.dag);
        self.too_big = too_big;
    }

    /// Checks that every node's sets are what its sons give it (a leaf's are its own), that the
    /// numbers are the sets' sizes, and that values match the numbers.
    pub fn check_invariants(&self) -> Result<(), String> {
        for id in 0..self.dag.len() as NodeId {
            let n = self.dag.node(id);
            let (p, d) = (&self.psets[id as usize], &self.dsets[id as usize]);
            if (n.pn, n.dn) != (size(p), size(d)) {
                return Err(format!(
                    "node {id}: pn/dn {}/{} but sets of sizes {}/{}",
                    n.pn,
                    n.dn,
                    size(p),
                    size(d)
                ));
            }
            if value_of(n.pn, n.dn) != n.value {
                return Err(format!(
                    "node {id}: value {:?} but pn {} dn {}",
                    n.value, n.pn, n.dn
                ));
            }
            let expected = if !n.expanded || n.decided || n.value != Value::Unknown {
                leaf_sets(id, n.value)
            } else {
                self.fresh_sets(id)
            };
            if n.expanded && !n.decided && n.value != Value::Unknown {
                let (fp, fd) = self.fresh_sets(id);
                if value_of(size(&fp), size(&fd)) != n.value {
                    return Err(format!(
                        "node {id}: solved as {:?} against its sons",
                        n.value
                    ));
                }
            }
            if (p, d) != (&expected.0, &expected.1) {
                return Err(format!(
                    "node {id}: its sets differ from what its sons give"
                ));
            }
        }
        Ok(())
    }
}

impl<G: Game> Holds for ProofSetSearch<G> {
    type G = G;
    fn parts(&self) -> Parts<'_, G> {
        parts_of!(self)
    }
}

impl<G: Game> BestFirst for ProofSetSearch<G> {
    fn counters(&mut self) -> (&Limits, &mut Stats, &mut Status) {
        (&self.limits, &mut self.stats, &mut self.status)
    }
    fn path_mut(&mut self) -> &mut Path {
        &mut self.path
    }
    fn choose(&self, id: NodeId) -> (usize, NodeId, u32) {
        choose(&self.dag, &self.psets, &self.dsets, id)
    }
    fn develop(&mut self, id: NodeId, rec: Option<&mut StepRecord>) -> Result<(), Limit> {
        ProofSetSearch::develop(self, id, rec)
    }
    fn update(&mut self, from: NodeId, old: (u32, u32), rec: Option<&mut StepRecord>) {
        ProofSetSearch::update(self, from, old, rec)
    }
    fn check_bounds(&mut self) {
        if self.too_big || self.held > HELD {
            let bound = if self.too_big {
                Bound::SetSize
            } else {
                Bound::SetsHeld
            };
            skeleton::stop_at(&mut self.stats, &mut self.status, bound);
        } else if self.limits.max_bytes.is_some_and(|m| {
            Solver::bytes(self) as u64
                + develop::outside_bytes(&self.dag, &self.limits, 0, self.stats.iterations)
                > m
        }) {
            // The sets grew during the update past the budget: stop before they grow again.
            skeleton::stop(&mut self.stats, &mut self.status, Limit::Memory);
        }
    }
}

impl<G: Game> DagAlgorithm for ProofSetSearch<G> {
    fn build(setup: Setup<G>) -> Self {
        let Setup {
            game,
            start,
            opts,
            params,
            limits,
        } = setup;
        let (dag, stats) = develop::root_dag(&game, &start, &opts);
        let (p, d) = leaf_sets(0, Value::Unknown);
        ProofSetSearch {
            dag,
            start,
            game,
            opts,
            max_set_size: params.max_set_size.unwrap_or(DEFAULT_MAX_SET_SIZE),
            limits,
            stats,
            status: Status::Running,
            psets: vec![p],
            dsets: vec![d],
            held: 2,
            too_big: false,
            path: Path::default(),
            queue: UpdateQueue::default(),
            dev: Developer::default(),
        }
    }
    fn settle(&mut self, value: Value) {
        skeleton::settle(&mut self.dag, &mut self.stats, &mut self.status, value);
        let (p, d) = leaf_sets(0, value);
        self.held = (p.as_ref().map_or(0, Vec::len) + d.as_ref().map_or(0, Vec::len)) as u64;
        (self.psets[0], self.dsets[0]) = (p, d);
    }
    fn iterate(&mut self, rec: Option<&mut StepRecord>) -> bool {
        bestfirst::iterate(self, rec)
    }
    fn path(&self) -> Vec<NodeId> {
        self.path.nodes.clone()
    }
    fn invariants(&self) -> Result<(), String> {
        self.check_invariants()
    }
    fn side_bytes(&self) -> usize {
        (self.psets.capacity() + self.dsets.capacity()) * std::mem::size_of::<Set>()
            + self.held as usize * 4
    }
}
