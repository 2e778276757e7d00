//! Depth-first proof-number search (Nagai; thesis 2.2.1, tutorial "Outline of Df-pn Algorithm"),
//! one developed node per step, with an optionally bounded transposition table.
//!
//! The recursion is an explicit stack of frames `(node, thpn, thdn)`, so a step can stop after
//! each development and the browser can show the stack:
//! - the root is entered with thpn = thdn = ∞;
//! - the node on top is brought up to date from its sons (stored numbers of nodes off the stack
//!   may be stale: updates are lazy, which is df-pn's saving);
//! - when pn ≥ thpn or dn ≥ thdn (or it is solved) the node is left and its parent resumes;
//! - otherwise, at an OR node the son c with the smallest pn is entered with
//!   thpn(c) = min(thpn, pn₂ + 1), thdn(c) = thdn − dn + dn(c); at an AND node symmetrically
//!   (pn₂/dn₂: the best number among the other sons). With `epsilon` > 0 the "+1" becomes
//!   max(pn₂ + 1, ⌈pn₂·(1+ε)⌉) (Pawlewicz & Lew's 1+ε trick; the +1 floor keeps a son that ties
//!   pn₂ enterable);
//! - an undeveloped node within its thresholds is developed: that ends the step, after leaving
//!   every node the development pushed over its thresholds.
//!
//! `threshold_rule: Thesis` is the thesis program's df-pn instead (4.2.6, Table 4.5): the son
//! is entered with min(thpn, pn₂), no + 1, where pn₂ counts only sons strictly worse than a son
//! to their left (a tie with the best does not count, nor does a best that a later son beats);
//! with no such son the threshold is the parent's. A step is one descent step, the program's
//! iteration: it enters one son, develops it if it is new, and leaves what is over its
//! thresholds; the first step develops the root before its descent.
//!
//! The transposition table is the DAG itself. Bounded, it evicts the entry with the smallest
//! subtree (Nagai's SmallTreeReplacement, sampling a few entries) and never a node on the stack or
//! a son of the node being developed (thesis 3.1.6); the thesis's other rules are switches.
//! An evicted node keeps its id as a tombstone while a parent lists it, and a parent that meets
//! it finds the position in the table again or re-creates it. Once no parent lists it, the DAG
//! reuses the id (`dag/reuse.rs`), and so do the arrays here: memory follows the table's size,
//! not the nodes ever created.

use super::dag::Dag;
use super::develop::{self, new_node, Developer};
use super::node::NodeId;
use super::numbers::{value_of, Kind, Value, INF};
use super::options::{DfpnParams, Options, ThresholdRule};
use super::parts::{parts_of, Holds, Parts};
use super::setup::Setup;
use super::skeleton::{self, DagAlgorithm};
use super::stats::Stats;
use super::status::{Bound, Limit, Limits, Status};
use super::trace::{
    Extras, LeftBecause, LeftRecord, PathStep, StepRecord, ThresholdRecord, UpdateRecord,
};
use crate::game::Game;

/// How many live entries replacement looks at to find the one with the smallest subtree.
const PROBE: usize = 8;

/// Moves of the stack without a development before a step gives up (under the thesis's rule,
/// steps without one). Df-pn on a DAG always develops again after finitely many moves; this
/// only turns a bug into "unknown", not a hang.
const GUARD: u64 = 50_000_000;

/// A bounded table gives up ("unknown") once it has evicted this many times its size: a table
/// too small for the working set can otherwise evict and re-create the same nodes forever
/// (thesis 3.1.6).
const THRASH: u64 = 1000;

/// `keep_shared`'s count of one entry: (links, the newest parent's serial, its own serial).
type Shared = (u32, u64, u64);

/// One frame of the stack.
#[derive(Clone, Copy, Debug)]
struct Frame {
    node: NodeId,
    thpn: u32,
    thdn: u32,
    /// The node's numbers when it was chosen.
    entered: (u32, u32),
    /// pn₂ or dn₂ when it was chosen (none for the root).
    second: Option<u32>,
    /// The son chosen from here: (index, tied, pn, dn at the choice).
    choice: Option<(u32, u32, u32, u32)>,
}

/// Df-pn over one game.
#[derive(Clone, Debug)]
pub struct Dfpn<G: Game> {
    game: G,
    opts: Options,
    params: DfpnParams,
    limits: Limits,
    start: G::Position,
    dag: Dag<G::Stored>,
    stats: Stats,
    status: Status,
    stack: Vec<Frame>,
    /// Each node's value at creation, to re-create it after an eviction without its move.
    born: Vec<Value>,
    /// Live (not evicted) nodes and each node's index there, for replacement's sampling.
    live: Vec<NodeId>,
    live_at: Vec<u32>,
    /// By index in `live`: whether the entry is on the stack, and the developments in its
    /// subtree while it lived (the replacement's "subtree size"). Sampling walks `live` in
    /// order, so these are read in order too, not at ids scattered over the arena.
    on_stack: Vec<bool>,
    work: Vec<u64>,
    /// With `keep_shared`, by index in `live`: the parent links the entry received, the
    /// newest parent (a link from the newest parent again does not count) and the entry's own
    /// serial number, which names a parent where its id, reused, would not. Links from parents
    /// evicted since still count, as they did when parent lists kept them.
    shared: Vec<Shared>,
    /// The next serial number.
    serial: u64,
    cursor: usize,
    dev: Developer<G>,
    /// Thesis's rule: steps since the last development.
    idle: u64,
}

/// A bound that is one more than `x`, or `x`·(1+ε) when that is larger; at most ∞.
fn bound(x: u32, epsilon: f64) -> u32 {
    let plus = (x as u64 + 1).min(INF as u64);
    if epsilon <= 0.0 {
        return plus as u32;
    }
    let scaled = ((x as f64) * (1.0 + epsilon)).ceil().min(INF as f64) as u64;
    plus.max(scaled) as u32
}

impl<G: Game> Dfpn<G> {
    /// The DAG (the transposition table, tombstones included).
    pub fn dag(&self) -> &Dag<G::Stored> {
        &self.dag
    }

    /// Entries in the transposition table now.
    pub fn live_entries(&self) -> usize {
        self.live.len()
    }

    /// The parameters.
    pub fn params(&self) -> &DfpnParams {
        &self.params
    }

    fn push_node(
        &mut self,
        pos: G::Stored,
        level: u8,
        kind: Kind,
        value: Value,
        last_cell: u8,
    ) -> NodeId {
        let id = new_node(
            &mut self.dag,
            &mut self.stats,
            pos,
            level,
            kind,
            value,
            false,
            last_cell,
        );
        self.adopt_created();
        id
    }

    /// Enters the nodes the DAG created since the last call into the table and the arrays
    /// here, in order of creation: a reused id takes the place of the node it named before.
    fn adopt_created(&mut self) {
        let created = self.dag.take_created();
        for &id in &created {
            let (i, at) = (id as usize, self.live.len() as u32);
            let value = self.dag.value(id);
            if i == self.born.len() {
                self.born.push(value);
                self.live_at.push(at);
            } else {
                self.born[i] = value;
                self.live_at[i] = at;
            }
            self.live.push(id);
            self.on_stack.push(false);
            self.work.push(0);
            if self.params.keep_shared {
                self.shared.push((0, u64::MAX, self.serial));
                self.serial += 1;
            }
        }
        self.dag.created_done(created);
    }

    fn evict(&mut self, id: NodeId) {
        self.dag.evict(id);
        let at = self.live_at[id as usize] as usize;
        self.live.swap_remove(at);
        self.on_stack.swap_remove(at);
        self.work.swap_remove(at);
        if self.params.keep_shared {
            self.shared.swap_remove(at);
        }
        if at < self.live.len() {
            self.live_at[self.live[at] as usize] = at as u32;
        }
    }

    /// Counts a link from `parent` to the live node `son` for `keep_shared`.
    fn count_link(&mut self, parent: NodeId, son: NodeId) {
        if self.params.keep_shared {
            let from = self.shared[self.live_at[parent as usize] as usize].2;
            let e = &mut self.shared[self.live_at[son as usize] as usize];
            if e.1 != from {
                (e.0, e.1) = (e.0.saturating_add(1), from);
            }
        }
    }

    /// Marks a (live) node as on the stack or not.
    fn set_on_stack(&mut self, id: NodeId, on: bool) {
        let at = self.live_at[id as usize] as usize;
        self.on_stack[at] = on;
    }

    /// Lower is evicted first: the thesis's preferences (3.1.6), then the smallest subtree.
    /// `at` is the entry's index in `live`.
    fn victim_key(&self, at: usize) -> (bool, bool, u32, u64) {
        let id = self.live[at];
        let p = &self.params;
        // The node itself is read only when a rule asks: sampling is replacement's hot loop.
        (
            p.keep_solved && self.dag.value(id) != Value::Unknown,
            p.leaves_first && self.dag.expanded(id),
            if p.keep_shared {
                self.shared[at].0.min(255)
            } else {
                0
            },
            self.work[at],
        )
    }

    /// Evicts entries until `extra` more fit. Nodes on the stack and the listed sons of
    /// `keep_sons_of` stay. Returns false when nothing else may be evicted.
    fn make_room(&mut self, extra: usize, keep_sons_of: NodeId) -> bool {
        let Some(size) = self.params.tt_size else {
            return true;
        };
        if self.dag.evictions() > THRASH.saturating_mul(size) {
            return false;
        }
        while self.live.len() + extra > size as usize {
            let mut best: Option<(NodeId, (bool, bool, u32, u64))> = None;
            let mut seen = 0;
            let mut looked = 0;
            while seen < PROBE && looked < self.live.len() {
                self.cursor = (self.cursor + 1) % self.live.len();
                looked += 1;
                let id = self.live[self.cursor];
                if self.on_stack[self.cursor] || self.dag.sons(keep_sons_of).contains(&id) {
                    continue;
                }
                seen += 1;
                let key = self.victim_key(self.cursor);
                if best.is_none_or(|(_, k)| key < k) {
                    best = Some((id, key));
                }
            }
            match best {
                Some((id, _)) => self.evict(id),
                None => return false,
            }
        }
        true
    }

    /// Replaces evicted sons of `id` by their live node, found again or re-created.
    fn refresh(&mut self, id: NodeId) -> bool {
        for i in 0..self.dag.sons(id).len() {
            let s = self.dag.sons(id)[i];
            if !self.dag.node(s).evicted {
                continue;
            }
            let old = self.dag.node(s);
            let (pos, level, kind, last_cell) = (old.pos, old.level, old.kind(), old.last_cell);
            let son = match self.dag.find(&pos) {
                Some(e) => e,
                None => {
                    if !self.make_room(1, id) {
                        return false;
                    }
                    let id = self.push_node(pos, level, kind, self.born[s as usize], last_cell);
                    develop::init_leaf(&self.game, &self.opts, &mut self.dag, id);
                    id
                }
            };
            self.dag.replace_son(id, i, son);
            self.count_link(id, son);
        }
        true
    }

    /// Recomputes a developed node from its listed sons, recording the change.
    fn recompute(&mut self, id: NodeId, rec: &mut Option<&mut StepRecord>) {
        let node = self.dag.node(id);
        let (old, level) = ((node.pn, node.dn), node.level);
        let Some(deleted) = develop::recompute(&mut self.dag, &mut self.stats, &self.opts, id)
        else {
            return;
        };
        let node = self.dag.node(id);
        let (pn, dn) = (node.pn, node.dn);
        if let Some(r) = rec.as_deref_mut() {
            r.updates.push(UpdateRecord {
                node: id,
                level: level as u32,
                old_pn: old.0,
                old_dn: old.1,
                new_pn: pn,
                new_dn: dn,
                changed: old != (pn, dn),
                deleted_sons: deleted,
            });
        }
    }

    /// The numbers a node's listed sons give it now.
    pub fn fresh_numbers(&self, id: NodeId) -> (u32, u32) {
        develop::fresh_numbers(&self.dag, self.opts.rule, id)
    }

    /// Why the top frame must be left, if it must.
    fn over(&self, f: &Frame) -> Option<LeftBecause> {
        let n = self.dag.node(f.node);
        match n.value {
            Value::Proved => Some(LeftBecause::Proved),
            Value::Disproved => Some(LeftBecause::Disproved),
            _ if n.pn >= f.thpn => Some(LeftBecause::Pn),
            _ if n.dn >= f.thdn => Some(LeftBecause::Dn),
            _ => None,
        }
    }

    fn leave(&mut self, because: LeftBecause, rec: &mut Option<&mut StepRecord>) {
        let f = self.stack.pop().expect("not the root");
        self.set_on_stack(f.node, false);
        if let Some(last) = self.stack.last_mut() {
            last.choice = None;
        }
        if let Some(Extras::Dfpn { left, .. }) = rec.as_deref_mut().and_then(|r| r.extras.as_mut())
        {
            let n = self.dag.node(f.node);
            left.push(LeftRecord {
                node: f.node,
                pn: n.pn,
                dn: n.dn,
                thpn: f.thpn,
                thdn: f.thdn,
                because,
            });
        }
    }

    /// Enters the best son of the top node with the thresholds the rules give it.
    fn enter_son(&mut self) {
        let f = *self.stack.last().expect("the root is on the stack");
        let id = f.node;
        let kind = self.dag.kind(id);
        let thesis = self.params.threshold_rule == ThresholdRule::Thesis;
        let (mut best, mut best_i, mut second, mut tied) = (INF + 1, 0, INF, 0);
        for (i, &s) in self.dag.sons(id).iter().enumerate() {
            let v = kind.mover(self.dag.numbers(s));
            if v < best {
                // The thesis's program forgets the best it replaces.
                if !thesis {
                    second = best.min(INF);
                }
                best = v;
                best_i = i;
                tied = 1;
            } else if v == best {
                // Nagai's pn₂ is the best of the others: a tie. The program skips ties.
                if !thesis {
                    second = v;
                }
                tied += 1;
            } else {
                second = second.min(v);
            }
        }
        let son = self.dag.sons(id)[best_i];
        let (n, c) = (self.dag.node(id), self.dag.node(son));
        let limit = if thesis {
            second
        } else {
            bound(second, self.params.epsilon)
        };
        let (thpn, thdn) = match kind {
            Kind::Or => (
                f.thpn.min(limit),
                (f.thdn as u64 - n.dn as u64 + c.dn as u64).min(INF as u64) as u32,
            ),
            Kind::And => (
                (f.thpn as u64 - n.pn as u64 + c.pn as u64).min(INF as u64) as u32,
                f.thdn.min(limit),
            ),
        };
        let entered = (c.pn, c.dn);
        self.stack.last_mut().expect("top").choice = Some((best_i as u32, tied, n.pn, n.dn));
        self.stack.push(Frame {
            node: son,
            thpn,
            thdn,
            entered,
            second: Some(second),
            choice: None,
        });
        self.set_on_stack(son, true);
    }

    /// Brings the top node up to date and leaves it while it is over its thresholds.
    /// Returns false when the table has no room to re-create an evicted son.
    fn settle(&mut self, rec: &mut Option<&mut StepRecord>) -> bool {
        loop {
            let f = *self.stack.last().expect("the root is on the stack");
            if self.dag.node(f.node).expanded {
                if !self.refresh(f.node) {
                    return false;
                }
                self.recompute(f.node, rec);
            }
            match self.over(&f) {
                Some(because) if self.stack.len() > 1 => self.leave(because, rec),
                _ => return true,
            }
        }
    }

    fn iterate_once(&mut self, mut rec: Option<&mut StepRecord>) -> bool {
        if !skeleton::may_iterate(&self.limits, &mut self.stats, &mut self.status) {
            return false;
        }
        if let Some(r) = rec.as_deref_mut() {
            r.started_at = self.stack.last().expect("root").node;
        }
        let stepped = match self.params.threshold_rule {
            ThresholdRule::Nagai => self.development_step(&mut rec),
            ThresholdRule::Thesis => self.descent_step(&mut rec),
        };
        if !stepped {
            return false;
        }
        self.stats.iterations += 1;
        skeleton::record_end(rec, &self.stats, self.dag.value(0), self.status);
        true
    }

    /// Nagai's iteration: descend to the node to develop, develop it, and descend again.
    fn development_step(&mut self, rec: &mut Option<&mut StepRecord>) -> bool {
        // The previous step already descended to the node to develop; the first one has to.
        if !self.descend(rec) || !self.develop_top(rec) {
            return false;
        }
        // Leave what the development pushed over its thresholds and descend to the next node
        // to develop, so the step ends where the next one starts. Updates are lazy: a son
        // solved through another parent is only seen on the way down, so without the descent
        // the step that solved the root would not know it, and a jump to that iteration would
        // show a root that the search had in fact solved.
        self.descend(rec);
        true
    }

    /// The thesis program's iteration, one descent step: enter the best son, develop it if it
    /// is new, and leave what is over its thresholds. The program develops the root in the pass
    /// of its first descent, so the first step does too. A step that enters a developed node
    /// (only possible once a node has been left at a threshold) develops nothing: its record
    /// names that node, with no sons.
    fn descent_step(&mut self, rec: &mut Option<&mut StepRecord>) -> bool {
        if !self.settled(rec) {
            return false;
        }
        let mut root_developed = false;
        if !self.dag.node(self.top()).expanded {
            if !self.develop_top(rec) {
                return false;
            }
            if !self.settled(rec) {
                return true;
            }
            root_developed = true;
        }
        let choice = self.stack.last().expect("the root is on the stack").choice;
        self.enter_son();
        let top = self.top();
        if let Some(r) = rec.as_deref_mut() {
            // The record describes the development after the descent.
            r.sons.clear();
            r.no_free_winning_set = false;
            r.developed = top;
            r.path = self.path_record();
            if let Some(Extras::Dfpn { thresholds, .. }) = &mut r.extras {
                *thresholds = self.threshold_record();
            }
        }
        if self.dag.node(top).expanded {
            self.idle += 1;
            if self.idle > GUARD {
                self.stop_at(Bound::Guard);
                return false;
            }
        } else if !self.develop_top(rec) {
            if !root_developed {
                // A refused development leaves the stack as it was, as a search that never
                // tried it has it.
                self.stack.pop();
                self.set_on_stack(top, false);
                self.stack
                    .last_mut()
                    .expect("the root is on the stack")
                    .choice = choice;
            }
            return root_developed;
        } else {
            self.idle = 0;
        }
        self.settled(rec);
        true
    }

    /// Ends the search with "unknown", saying which limit did it.
    fn stop(&mut self, limit: Limit) {
        skeleton::stop(&mut self.stats, &mut self.status, limit);
    }

    /// Ends the search with "unknown" at one of df-pn's own bounds.
    fn stop_at(&mut self, bound: Bound) {
        skeleton::stop_at(&mut self.stats, &mut self.status, bound);
    }

    /// Ends the search with "unknown" when the table had no room ([`Dfpn::make_room`]): full of
    /// entries it may not evict, or thrashing. Both say `ttSize` is too small.
    fn table_too_small(&mut self) {
        self.stop_at(Bound::Table);
    }

    fn top(&self) -> NodeId {
        self.stack.last().expect("the root is on the stack").node
    }

    /// Develops the node on top of the stack; false when a limit stops the search.
    fn develop_top(&mut self, rec: &mut Option<&mut StepRecord>) -> bool {
        let id = self.top();
        let pos = self.game.unpack(self.dag.pos(id));
        let count = self.dev.prepare(&self.game, &self.opts, &pos);
        // Per node beside the DAG: work (8), born and on_stack (1 each), live and live_at (4
        // each); `side_bytes` counts the same.
        let room = develop::make_room(&mut self.dag, &self.stats, &self.limits, count, (18, 0));
        if let Err(limit) = room {
            self.stop(limit);
            return false;
        }
        if !self.make_room(count, id) {
            self.table_too_small();
            return false;
        }
        if let Some(r) = rec.as_deref_mut() {
            r.developed = id;
            r.path = self.path_record();
            if let Some(Extras::Dfpn { thresholds, .. }) = &mut r.extras {
                *thresholds = self.threshold_record();
            }
        }
        self.dev.develop(
            &self.game,
            &self.opts,
            &mut self.dag,
            &mut self.stats,
            id,
            rec.as_deref_mut(),
        );
        self.adopt_created();
        for i in 0..self.dag.all_sons(id).len() {
            self.count_link(id, self.dag.all_sons(id)[i]);
        }
        for f in &self.stack {
            self.work[self.live_at[f.node as usize] as usize] += 1;
        }
        true
    }

    /// Settles the stack (`settle`): true when the search goes on, false when the root is
    /// solved or the table has no room (the status set).
    fn settled(&mut self, rec: &mut Option<&mut StepRecord>) -> bool {
        if !self.settle(rec) {
            self.table_too_small();
            return false;
        }
        if self.dag.node(self.top()).value != Value::Unknown {
            // Only the root stays on the stack solved.
            self.status = Status::Solved;
            return false;
        }
        true
    }

    /// Settles the stack and enters sons until the top is an undeveloped node within its
    /// thresholds (true), or the root is solved or a limit is hit (false, with the status set).
    fn descend(&mut self, rec: &mut Option<&mut StepRecord>) -> bool {
        let mut moves = 0u64;
        loop {
            moves += 1;
            if moves > GUARD {
                self.stop_at(Bound::Guard);
                return false;
            }
            if !self.settled(rec) {
                return false;
            }
            let top = self.top();
            if !self.dag.node(top).expanded {
                return true;
            }
            self.enter_son();
        }
    }

    fn path_record(&self) -> Vec<PathStep> {
        self.stack
            .windows(2)
            .map(|w| {
                let (index, tied, pn, dn) = w[0].choice.expect("a frame below was chosen");
                let kind = self.dag.kind(w[0].node);
                PathStep::through(w[0].node, kind, (pn, dn), index, w[1].node, tied)
            })
            .collect()
    }

    fn threshold_record(&self) -> Vec<ThresholdRecord> {
        self.stack
            .iter()
            .map(|f| ThresholdRecord {
                node: f.node,
                thpn: f.thpn,
                thdn: f.thdn,
                pn: f.entered.0,
                dn: f.entered.1,
                second: f.second,
            })
            .collect()
    }

    /// Checks what df-pn promises after every step: values match numbers; a solved node agrees
    /// with its sons; the stack is a path of listed sons, each within its thresholds; the table
    /// holds no more entries than its size.
    pub fn check_invariants(&self) -> Result<(), String> {
        for id in 0..self.dag.len() as NodeId {
            let n = self.dag.node(id);
            if value_of(n.pn, n.dn) != n.value {
                return Err(format!(
                    "node {id}: value {:?} but pn {} dn {}",
                    n.value, n.pn, n.dn
                ));
            }
            if n.evicted || !n.expanded || n.decided || n.value == Value::Unknown {
                continue;
            }
            let sons = self.dag.sons(id);
            if sons.iter().any(|&s| self.dag.node(s).evicted) {
                continue;
            }
            let fresh = self.fresh_numbers(id);
            if value_of(fresh.0, fresh.1) != n.value {
                return Err(format!(
                    "node {id}: solved as {:?} against its sons",
                    n.value
                ));
            }
        }
        for w in self.stack.windows(2) {
            if !self.dag.sons(w[0].node).contains(&w[1].node) {
                return Err(format!(
                    "stack: {} is not a listed son of {}",
                    w[1].node, w[0].node
                ));
            }
        }
        if self.status == Status::Running {
            let f = self.stack.last().expect("root");
            if let Some(b) = self.over(f).filter(|_| self.stack.len() > 1) {
                return Err(format!("stack top {} should have been left: {b:?}", f.node));
            }
        }
        if let Some(size) = self.params.tt_size {
            if self.live.len() as u64 > size {
                return Err(format!("{} entries in a table of {size}", self.live.len()));
            }
            // Reused ids rely on son and parent lists that agree.
            self.dag.check_links()?;
        }
        Ok(())
    }
}

impl<G: Game> Holds for Dfpn<G> {
    type G = G;
    fn parts(&self) -> Parts<'_, G> {
        parts_of!(self)
    }
}

impl<G: Game> DagAlgorithm for Dfpn<G> {
    fn build(setup: Setup<G>) -> Self {
        let Setup {
            game,
            start,
            opts,
            params,
            limits,
        } = setup;
        let params = params.dfpn();
        let (mut dag, stats) = develop::root_dag(&game, &start, &opts);
        // Ids are reused after evictions: the arrays here learn which ids are new from the DAG.
        dag.record_created(true);
        Dfpn {
            dag,
            start,
            game,
            opts,
            params,
            limits,
            stats,
            status: Status::Running,
            stack: vec![Frame {
                node: 0,
                thpn: INF,
                thdn: INF,
                entered: (1, 1),
                second: None,
                choice: None,
            }],
            on_stack: vec![true],
            work: vec![0],
            shared: if params.keep_shared {
                vec![(0, u64::MAX, 0)]
            } else {
                Vec::new()
            },
            serial: 1,
            born: vec![Value::Unknown],
            live: vec![0],
            live_at: vec![0],
            cursor: 0,
            dev: Developer::default(),
            idle: 0,
        }
    }
    fn settle(&mut self, value: Value) {
        skeleton::settle(&mut self.dag, &mut self.stats, &mut self.status, value);
    }
    fn iterate(&mut self, rec: Option<&mut StepRecord>) -> bool {
        self.iterate_once(rec)
    }
    fn blank_record(&self) -> StepRecord {
        let mut rec = StepRecord::new();
        rec.extras = Some(Extras::dfpn());
        rec
    }
    fn path(&self) -> Vec<NodeId> {
        self.stack.iter().map(|f| f.node).collect()
    }
    fn invariants(&self) -> Result<(), String> {
        self.check_invariants()
    }
    fn side_bytes(&self) -> usize {
        self.work.capacity() * 8
            + self.born.capacity()
            + self.on_stack.capacity()
            + (self.live.capacity() + self.live_at.capacity()) * 4
            + self.shared.capacity() * std::mem::size_of::<Shared>()
    }
}
