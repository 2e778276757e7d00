//! What a move through the search changed, for a page that already holds the DAG.
//!
//! The page keeps the last snapshot it was sent and patches it; redrawing a (7,4) DAG of 66,000
//! nodes from a whole new snapshot after every step cost more than 100 ms in the worker alone.
//! [`Deltas`] keeps a copy of what it last sent (its *base*, numbered by a version) and answers
//! the difference to the DAG as it stands: the new nodes, the nodes whose numbers changed, the
//! son lists that changed, and the path. Two moves it follows by what they touched: a step, by
//! its record ([`Deltas::after_step`]), and backs through the undo journal, by what the undos
//! wrote back (`undo.rs`); every other move — a replay back, a step over, a second question's
//! new DAG — it follows by comparing two snapshots, which is exact for every algorithm. When the
//! difference is not worth sending (a version the page does not hold, a long jump, another DAG)
//! it sends the whole snapshot instead. `tests/integration/delta.rs` applies the deltas step after step and
//! compares.

use super::Session;
use crate::search::{NodeId, Snapshot, StepRecord};
use serde::Serialize;

mod undo;

/// The difference between two snapshots of one search, or a whole snapshot.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Delta {
    /// The version of the snapshot this delta leads to; the next request names it.
    pub version: u64,
    /// When set, the whole snapshot: replace what you hold (every other field is empty).
    pub full: Option<Snapshot>,
    /// Nodes after the change (fewer than before after going back).
    pub node_count: u32,
    /// Nodes below this id keep their position, level, kind and creator; the nodes from it to
    /// `node_count` are new, with those fields below.
    pub first_new: u32,
    /// Level of each new node.
    pub level: Vec<u8>,
    /// Kind of each new node (0 OR, 1 AND).
    pub kind: Vec<u8>,
    /// Creating parent of each new node.
    pub creator: Vec<u32>,
    /// Cells of the new nodes, `cells_per_node` each.
    pub cells: Vec<u8>,
    /// Creating move's cell of each new node.
    pub last_cell: Vec<u8>,
    /// Nodes whose numbers are given: every new node, and every old one whose pn, dn, value or
    /// developed flag changed, in ascending order.
    pub changed: Vec<u32>,
    /// Their proof numbers.
    pub pn: Vec<u32>,
    /// Their disproof numbers.
    pub dn: Vec<u32>,
    /// Their values (0 unknown, 1 proved, 2 disproved).
    pub value: Vec<u8>,
    /// Their developed flags.
    pub expanded: Vec<u8>,
    /// Nodes whose son lists are replaced, ascending: every new node with sons, and every old
    /// node whose sons, or their order, or their listed flags changed.
    pub parents: Vec<u32>,
    /// Parent `parents[i]`'s edges are `edge_son[edge_start[i]..edge_start[i + 1]]`.
    pub edge_start: Vec<u32>,
    /// Sons of the replaced lists, listed sons first (as in a snapshot).
    pub edge_son: Vec<u32>,
    /// 1 when the edge is listed.
    pub edge_listed: Vec<u8>,
    /// The current path, whole.
    pub path: Vec<u32>,
}

/// The bases deltas are computed from: the snapshot last sent and its version.
#[derive(Default)]
pub struct Deltas {
    version: u64,
    /// The snapshot last sent, without its cells (positions never change under an id) and
    /// with its son lists in `lists`. Each step's delta is applied to it at once, in what the
    /// step touched: a step costs the same on a DAG of 100 nodes or 100,000.
    base: Option<Snapshot>,
    /// Each base node's son list: `base.edge_son[a..b]` and `base.edge_listed[a..b]` for
    /// `[a, b]`. A step's replaced lists are appended to those arrays (the old ones stay
    /// there unused until the next [`Deltas::since`] builds the base afresh).
    lists: Vec<[usize; 2]>,
    /// Its search: the question and how many were asked (a new question is a new DAG).
    search: Option<(crate::search::Question, usize)>,
    /// Deltas sent by [`Deltas::after_step`] since the base was built: past 64, the next
    /// answer is a whole snapshot, so the lists appended to the base stay bounded.
    steps: usize,
    /// Whether a whole snapshot comes without its cells, which the caller copies out a part at
    /// a time ([`Deltas::cells_apart`]).
    cells_apart: bool,
    /// The iteration, node count and path of what was sent last.
    iteration: u64,
    nodes: usize,
    path: Vec<NodeId>,
}

impl Deltas {
    /// No base yet: the first answer is a whole snapshot.
    pub fn new() -> Deltas {
        Deltas::default()
    }

    /// From now on a whole snapshot (`Delta::full`) comes without its cells (`cells` empty,
    /// `cells_per_node` set): the caller draws them from [`crate::Solver::cells_of`] a part at
    /// a time. For the browser, which copies every array out of the module: the cells are a
    /// third of a whole snapshot of (8,4) (28 bytes a node), and built whole they took as much
    /// room in the module, written once and read once.
    pub fn cells_apart(&mut self) {
        self.cells_apart = true;
    }

    /// The change from version `since` (what the caller holds; `None`: nothing) to the DAG of
    /// `session` as it stands, which becomes the next base. A whole snapshot when `since` is
    /// not the last version handed out, or when the difference would not be smaller.
    pub fn since(&mut self, since: Option<u64>, session: &Session) -> Delta {
        let mut out = Delta::default();
        self.since_into(since, session, |d| out = d.clone());
        out
    }

    /// [`Deltas::since`], handing the delta to `emit` rather than returning it: a whole
    /// snapshot then becomes the base once `emit` has read it, without a copy. The browser
    /// builds its objects in `emit`; the base and the snapshot it sends are the same arrays.
    pub fn since_into(&mut self, since: Option<u64>, session: &Session, emit: impl FnOnce(&Delta)) {
        if let Some(d) = self.after_undo(since, session) {
            return emit(&d);
        }
        let solver = session.solver();
        let search = Some((solver.question(), solver.answers().len()));
        let n = solver.node_count();
        let keep = self.base.as_ref().is_some_and(|b| {
            since == Some(self.version)
                && search == self.search
                // Once a bounded table has evicted, any later step may change a node under
                // its id (a freed id reused, a creator unlinked), which no difference says:
                // whole snapshots from then on, of a DAG the table keeps small.
                && solver.evictions() == 0
                // Mostly new nodes: the difference would be the whole snapshot.
                && b.level.len() * 2 >= n
        });
        if !keep {
            // Freed before the new snapshot is built: in the browser the two would not fit
            // beside a search that fills its budget.
            self.forget();
        }
        // Drawing positions is most of a snapshot's cost: only the new nodes' are drawn.
        let first = self.base.as_ref().map_or(0, |b| b.level.len().min(n));
        // The first node whose cells a whole snapshot holds.
        let whole_from = if self.cells_apart { n } else { 0 };
        let mut fresh = solver.snapshot_from(if first == 0 { whole_from } else { first });
        let starts = son_starts(&fresh);
        let diffed = self
            .base
            .as_ref()
            .and_then(|base| diff(base, &self.lists, &fresh, &starts, first));
        let mut delta = match diffed {
            Some(d) => d,
            None => {
                self.forget();
                if first > 0 {
                    // One snapshot at a time: the one without the old nodes' cells goes (its
                    // son lists, and so `starts`, are the whole one's).
                    drop(std::mem::take(&mut fresh));
                    fresh = solver.snapshot_from(whole_from);
                }
                Delta {
                    node_count: n as u32,
                    first_new: n as u32,
                    full: Some(std::mem::take(&mut fresh)),
                    ..Delta::default()
                }
            }
        };
        self.version += 1;
        delta.version = self.version;
        delta.path = solver.current_path();
        self.sent(session, &delta);
        emit(&delta);
        // The new base: the whole snapshot just sent, or the fresh one the difference was
        // taken from; without cells (a position never changes under an id) or edge parents.
        let mut base = match delta.full.take() {
            Some(full) => full,
            None => fresh,
        };
        base.cells = Vec::new();
        base.edge_parent = Vec::new();
        self.lists = Vec::new();
        let _ = self.lists.try_reserve_exact(starts.len().saturating_sub(1));
        for p in 1..starts.len() {
            self.lists.push([starts[p - 1], starts[p]]);
        }
        self.base = Some(base);
        self.steps = 0;
        self.search = search;
    }

    /// Like [`Deltas::since`] right after one [`Session::step`] that returned `record`, with no
    /// other move since the last delta: reads only the nodes the step touched (its path, the
    /// developed node and its sons, the nodes it updated, and the last path), not every node,
    /// so a step costs the same on a DAG of 100 nodes or 100,000. Falls back to
    /// [`Deltas::since`] when the step is not the next iteration after what was sent, or
    /// started a new search.
    pub fn after_step(
        &mut self,
        since: Option<u64>,
        session: &Session,
        record: &StepRecord,
    ) -> Delta {
        let mut out = Delta::default();
        self.after_step_into(since, session, record, |d| out = d.clone());
        out
    }

    /// [`Deltas::after_step`], handing the delta to `emit` (see [`Deltas::since_into`]).
    pub fn after_step_into(
        &mut self,
        since: Option<u64>,
        session: &Session,
        record: &StepRecord,
        emit: impl FnOnce(&Delta),
    ) {
        let solver = session.solver();
        let n = solver.node_count();
        let next = self.base.is_some()
            && since == Some(self.version)
            && Some((solver.question(), solver.answers().len())) == self.search
            && !record.new_search
            && record.iteration == session.iteration()
            && session.iteration() == self.iteration + 1
            && solver.evictions() == 0
            && n >= self.nodes;
        if !next {
            return self.since_into(since, session, emit);
        }
        let old = self.nodes;
        // Only the old nodes.
        let mut ids: Vec<NodeId> = Vec::new();
        let mut keep = |id: NodeId| {
            if (id as usize) < old {
                ids.push(id);
            }
        };
        record.path.iter().for_each(|p| keep(p.node));
        keep(record.developed);
        record.sons.iter().for_each(|x| keep(x.node));
        record.updates.iter().for_each(|u| keep(u.node));
        record
            .extras
            .iter()
            .flat_map(|e| e.nodes())
            .for_each(&mut keep);
        self.path.iter().for_each(|&id| keep(id));
        emit(&self.delta_of(session, ids, old));
    }

    /// The delta of the old nodes `ids` (below `old`, in any order, with repeats), each with
    /// its son list whole, and of the nodes from `old` on, which are new (none when the DAG
    /// holds `old` nodes or fewer); it becomes the base, in what it touched. Shared by a step
    /// and a back through the journal (`delta/undo.rs`).
    #[inline(never)]
    fn delta_of(&mut self, session: &Session, mut ids: Vec<NodeId>, old: usize) -> Delta {
        let solver = session.solver();
        let n = solver.node_count();
        ids.sort_unstable();
        ids.dedup();
        let touched = ids.len();
        let first = old.min(n);
        ids.extend(first as NodeId..n as NodeId);
        // Cells for the new nodes only (a position never changes under an id).
        let part =
            solver.snapshot_nodes(&mut ids.iter().enumerate().map(|(i, &id)| (id, i >= touched)));
        let mut d = new_nodes(&part, touched, 0, n, first);
        d.version = self.version + 1;
        d.pn = part.pn;
        d.dn = part.dn;
        d.value = part.value;
        d.expanded = part.expanded;
        d.path = solver.current_path();
        // Every touched node's son list, whole (an undo may have emptied it); a new node's
        // when it has sons.
        let mut e = 0;
        for (i, &id) in ids.iter().enumerate() {
            let from = e;
            while e < part.edge_parent.len() && part.edge_parent[e] == id {
                e += 1;
            }
            if i < touched || e > from {
                replace(
                    &mut d,
                    id,
                    &part.edge_son[from..e],
                    &part.edge_listed[from..e],
                );
            }
        }
        // Moved once read, not cloned.
        d.changed = ids;
        self.version += 1;
        match &mut self.base {
            Some(base) if self.steps < 64 => {
                self.steps += 1;
                // After a back, the nodes from `first` on are gone or sent as new.
                base.level.truncate(first);
                base.kind.truncate(first);
                base.creator.truncate(first);
                base.last_cell.truncate(first);
                self.lists.truncate(first);
                update(base, &mut self.lists, &d);
            }
            _ => self.base = None,
        }
        self.sent(session, &d);
        d
    }

    /// Drops the base and its lists, and the memory they held.
    fn forget(&mut self) {
        self.base = None;
        self.lists = Vec::new();
    }

    fn sent(&mut self, session: &Session, d: &Delta) {
        self.iteration = session.iteration();
        self.nodes = d.node_count as usize;
        self.path = d.path.clone();
    }
}

/// A delta to `nodes` nodes whose new ones, from `first_new`, are `s`'s from index `from`
/// (their cells from `cells_from`), with no son list replaced yet: the start of both kinds of
/// delta.
#[inline(never)]
fn new_nodes(
    s: &Snapshot,
    from: usize,
    cells_from: usize,
    nodes: usize,
    first_new: usize,
) -> Delta {
    Delta {
        node_count: nodes as u32,
        first_new: first_new as u32,
        level: s.level[from..].to_vec(),
        kind: s.kind[from..].to_vec(),
        creator: s.creator[from..].to_vec(),
        cells: s.cells[cells_from..].to_vec(),
        last_cell: s.last_cell[from..].to_vec(),
        edge_start: vec![0],
        ..Delta::default()
    }
}

/// Adds node `p`'s son list to those `d` replaces.
#[inline(never)]
fn replace(d: &mut Delta, p: u32, sons: &[u32], listed: &[u8]) {
    d.parents.push(p);
    d.edge_son.extend_from_slice(sons);
    d.edge_listed.extend_from_slice(listed);
    d.edge_start.push(d.edge_son.len() as u32);
}

/// Applies a step's delta `d` to `base` (whose son lists are `lists`), in what the step
/// touched: its changed nodes (every node `d` names), its new nodes and its replaced lists.
fn update(base: &mut Snapshot, lists: &mut Vec<[usize; 2]>, d: &Delta) {
    let n = d.node_count as usize;
    base.level.extend_from_slice(&d.level);
    base.kind.extend_from_slice(&d.kind);
    base.creator.extend_from_slice(&d.creator);
    base.last_cell.extend_from_slice(&d.last_cell);
    set_changed(base, d);
    lists.resize(n, [0, 0]);
    for (i, &p) in d.parents.iter().enumerate() {
        let (a, b) = (d.edge_start[i] as usize, d.edge_start[i + 1] as usize);
        let at = base.edge_son.len();
        base.edge_son.extend_from_slice(&d.edge_son[a..b]);
        base.edge_listed.extend_from_slice(&d.edge_listed[a..b]);
        lists[p as usize] = [at, at + b - a];
    }
}

/// Edge ranges of each node in a snapshot (edges are grouped by parent in id order).
fn son_starts(s: &Snapshot) -> Vec<usize> {
    let n = s.level.len();
    let mut start = vec![0usize; n + 1];
    for &p in &s.edge_parent {
        start[p as usize + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    start
}

/// The difference from `base` (its son lists in `lists`) to `fresh` (its edge ranges in `sf`,
/// [`son_starts`]), whose cells start at node `common` (the nodes both hold). `None` when a whole snapshot is better: the nodes both hold are not the same (a guard:
/// within one search an id keeps its position), or the difference is over half the size of
/// the new snapshot.
fn diff(
    base: &Snapshot,
    lists: &[[usize; 2]],
    fresh: &Snapshot,
    sf: &[usize],
    common: usize,
) -> Option<Delta> {
    let nf = fresh.level.len();
    let per = fresh.cells_per_node as usize;
    if base.cells_per_node != fresh.cells_per_node
        || base.level[..common] != fresh.level[..common]
        || base.kind[..common] != fresh.kind[..common]
        || base.creator[..common] != fresh.creator[..common]
        || base.last_cell[..common] != fresh.last_cell[..common]
    {
        return None;
    }
    let mut d = new_nodes(fresh, common, 0, nf, common);
    for id in 0..nf {
        let same = id < common
            && base.pn[id] == fresh.pn[id]
            && base.dn[id] == fresh.dn[id]
            && base.value[id] == fresh.value[id]
            && base.expanded[id] == fresh.expanded[id];
        if !same {
            d.changed.push(id as u32);
            d.pn.push(fresh.pn[id]);
            d.dn.push(fresh.dn[id]);
            d.value.push(fresh.value[id]);
            d.expanded.push(fresh.expanded[id]);
        }
    }
    for p in 0..nf {
        let (f0, f1) = (sf[p], sf[p + 1]);
        let same = if p < common {
            let [b0, b1] = lists[p];
            base.edge_son[b0..b1] == fresh.edge_son[f0..f1]
                && base.edge_listed[b0..b1] == fresh.edge_listed[f0..f1]
        } else {
            f0 == f1
        };
        if !same {
            replace(
                &mut d,
                p as u32,
                &fresh.edge_son[f0..f1],
                &fresh.edge_listed[f0..f1],
            );
        }
    }
    // Entries of the delta against those of the whole snapshot, counted alike.
    let size = (nf - common) * (4 + per) + d.changed.len() * 3 + d.edge_son.len() + d.parents.len();
    let whole = nf * (4 + per) + fresh.edge_son.len();
    (size <= whole / 2).then_some(d)
}

/// The numbers, value and expansion of the nodes `d` changed or added, written into `snap`
/// (grown to `d`'s node count first).
fn set_changed(snap: &mut Snapshot, d: &Delta) {
    let n = d.node_count as usize;
    snap.pn.resize(n, 0);
    snap.dn.resize(n, 0);
    snap.value.resize(n, 0);
    snap.expanded.resize(n, 0);
    for (i, &id) in d.changed.iter().enumerate() {
        let id = id as usize;
        snap.pn[id] = d.pn[i];
        snap.dn[id] = d.dn[i];
        snap.value[id] = d.value[i];
        snap.expanded[id] = d.expanded[i];
    }
}

/// Applies `delta` to `snap`, the snapshot of the version it was computed from (for a whole
/// snapshot, any). What the page does, in Rust: the tests check the two agree with a fresh
/// snapshot.
pub fn apply(snap: &mut Snapshot, delta: &Delta) {
    if let Some(full) = &delta.full {
        *snap = full.clone();
        return;
    }
    let n = delta.node_count as usize;
    let keep = delta.first_new as usize;
    let per = snap.cells_per_node as usize;
    let old_starts = son_starts(snap);
    snap.level.truncate(keep);
    snap.level.extend_from_slice(&delta.level);
    snap.kind.truncate(keep);
    snap.kind.extend_from_slice(&delta.kind);
    snap.creator.truncate(keep);
    snap.creator.extend_from_slice(&delta.creator);
    snap.cells.truncate(keep * per);
    snap.cells.extend_from_slice(&delta.cells);
    snap.last_cell.truncate(keep);
    snap.last_cell.extend_from_slice(&delta.last_cell);
    set_changed(snap, delta);
    let (mut parent, mut son, mut listed) = (Vec::new(), Vec::new(), Vec::new());
    let mut replaced = delta.parents.iter().enumerate().peekable();
    for p in 0..n {
        if let Some((i, _)) = replaced.next_if(|&(_, &q)| q as usize == p) {
            let (a, b) = (
                delta.edge_start[i] as usize,
                delta.edge_start[i + 1] as usize,
            );
            son.extend_from_slice(&delta.edge_son[a..b]);
            listed.extend_from_slice(&delta.edge_listed[a..b]);
            parent.resize(son.len(), p as u32);
        } else if p < keep {
            let (a, b) = (old_starts[p], old_starts[p + 1]);
            son.extend_from_slice(&snap.edge_son[a..b]);
            listed.extend_from_slice(&snap.edge_listed[a..b]);
            parent.resize(son.len(), p as u32);
        }
    }
    snap.edge_parent = parent;
    snap.edge_son = son;
    snap.edge_listed = listed;
}
