//! Developing a node: generating, evaluating and listing its sons. Shared by every algorithm
//! that keeps a DAG (PN-search, df-pn, PN²), so they count created nodes the same way.

use super::dag::Dag;
use super::node::NodeId;
use super::numbers::{
    combine, combine_living, combine_sourced, is_dead_son, leaf, value_of, Kind, Rule, Value,
};
use super::options::{FreeWinningSet, LeafInit, Options, ParallelEdges};
use super::prefetch;
use super::stats::Stats;
use super::trace::{SonRecord, StepRecord};
use crate::game::{Game, Rules, Storage};

/// Scratch buffers for developing, kept between iterations so developing does not allocate.
#[derive(Clone, Debug)]
pub struct Developer<G: Game> {
    moves: Vec<G::Move>,
    scratch: Vec<G::Move>,
    /// The sons listed by the last development, in order.
    pub sons: Vec<NodeId>,
    /// The sons the last development created, with their positions as played: PN² starts its
    /// second level from the played position so that the inner root gets the same normal form.
    pub created: Vec<(NodeId, G::Position)>,
    /// Keys already seen by [`Developer::evaluate_only`] (to merge parallel edges there too),
    /// in stored form.
    keys: Vec<G::Stored>,
    /// The sons' numbers in [`Developer::evaluate_only`].
    numbers: Vec<(u32, u32)>,
    /// Per move of a development: its key, the key's stored form (packed once, then probed and
    /// compared), the move in the key's labels and the node the table held for the key before
    /// the development began. The position as played is made again only for a son created.
    plan: Vec<Planned<G>>,
    /// The sons' normal forms and relabellings, in the moves' order.
    normal: Vec<(G::Position, G::Relabelling)>,
    /// The position [`Developer::prepare`] chose the moves for: the node the caller develops
    /// next, which it has just unpacked (so developing does not unpack it again).
    pos: Option<G::Position>,
}

type Planned<G> = (
    <G as Rules>::Position,
    <G as Storage>::Stored,
    <G as Rules>::Move,
    Option<NodeId>,
);

impl<G: Game> Default for Developer<G> {
    fn default() -> Self {
        Developer {
            moves: Vec::new(),
            scratch: Vec::new(),
            sons: Vec::new(),
            created: Vec::new(),
            keys: Vec::new(),
            numbers: Vec::new(),
            plan: Vec::new(),
            normal: Vec::new(),
            pos: None,
        }
    }
}

impl<G: Game> Developer<G> {
    /// Chooses the moves to develop at `pos`, in son order; returns how many there are, an upper
    /// bound on the nodes [`Developer::develop`] creates.
    pub fn prepare(&mut self, game: &G, opts: &Options, pos: &G::Position) -> usize {
        self.pos = Some(*pos);
        self.moves.clear();
        game.legal_moves(pos, &mut self.moves);
        if opts.forced_replies {
            let me = game.to_move(pos);
            self.scratch.clear();
            if let Some(win) = game.first_winning_move(pos, me, &mut self.scratch) {
                // One winning son decides the node; the others can only add work.
                self.moves.clear();
                self.moves.push(win);
            } else {
                self.scratch.clear();
                game.winning_moves(pos, me.other(), &mut self.scratch);
                if !self.scratch.is_empty() {
                    // Every other move loses at once to the opponent's completion.
                    let forced = &self.scratch;
                    self.moves.retain(|m| forced.contains(m));
                }
            }
        }
        if opts.order_sons {
            // Stable: equal scores keep the game's move order.
            self.moves
                .sort_by_cached_key(|&m| std::cmp::Reverse(game.move_score(pos, m)));
        }
        self.moves.len()
    }

    /// Thesis 3.1.4's first development of `id`: the numbers its sons (the moves
    /// [`Developer::prepare`] chose) give it, without creating any node. A son the table already
    /// holds counts with its numbers now; a new one with its evaluation, as if it had been
    /// created. Returns the numbers and whether "no free winning set" decided the node.
    pub fn evaluate_only(
        &mut self,
        game: &G,
        opts: &Options,
        dag: &Dag<G::Stored>,
        id: NodeId,
    ) -> ((u32, u32), bool) {
        let (pos, kind) = (self.prepared(game, dag, id), dag.kind(id));
        if opts.free_winning_set == FreeWinningSet::AtDevelopment {
            if let Some(v) = opts.question.no_free_set(game, &pos, kind) {
                return (leaf(v), true);
            }
        }
        let merge = match opts.parallel_edges {
            ParallelEdges::Keep => false,
            ParallelEdges::MergeAtRoot => id == 0,
            ParallelEdges::Merge => true,
        };
        self.keys.clear();
        self.numbers.clear();
        for &mv in &self.moves {
            let raw = game.play(&pos, mv);
            let key = if opts.transpositions {
                game.normal_form(&raw)
            } else {
                raw
            };
            let stored = game.pack(&key);
            if merge && self.keys.contains(&stored) {
                continue;
            }
            self.keys.push(stored);
            let n = match dag.find(&stored) {
                Some(e) => (dag.node(e).pn, dag.node(e).dn),
                None => {
                    let value = son_value(game, opts, &raw, mv);
                    match (value, opts.leaf_init) {
                        (Value::Unknown, LeafInit::Heuristic) => {
                            let (pn, dn) = game.leaf_numbers(&key);
                            (pn.max(1), dn.max(1))
                        }
                        _ => leaf(value),
                    }
                }
            };
            // As recompute would delete it at once.
            let dead = opts.delete_solved_sons && is_dead_son(kind, value_of(n.0, n.1));
            if !dead {
                self.numbers.push(n);
            }
        }
        (
            combine(kind, opts.rule, self.numbers.iter().copied()),
            false,
        )
    }

    /// Develops `id` with the moves [`Developer::prepare`] chose for its position: every son is
    /// found in the table or created and evaluated, then listed. Returns whether the node was
    /// decided lost by the "no free winning set" rule.
    #[allow(clippy::too_many_arguments)]
    pub fn develop(
        &mut self,
        game: &G,
        opts: &Options,
        dag: &mut Dag<G::Stored>,
        stats: &mut Stats,
        id: NodeId,
        mut rec: Option<&mut StepRecord>,
    ) -> bool {
        let pos = self.prepared(game, dag, id);
        let level = dag.level(id);
        let kind = dag.kind(id);
        // The thesis's program tests this while developing, and still lists the sons it made;
        // we do the same so that its node counts reproduce.
        let no_free_set = match opts.free_winning_set {
            FreeWinningSet::AtDevelopment => opts.question.no_free_set(game, &pos, kind),
            _ => None,
        };
        let merge = match opts.parallel_edges {
            ParallelEdges::Keep => false,
            ParallelEdges::MergeAtRoot => id == 0,
            ParallelEdges::Merge => true,
        };
        // In a game whose positions repeat a line can pass 255 plies.
        let son_level = level.saturating_add(1);
        self.sons.clear();
        self.created.clear();
        self.plan.clear();
        if opts.transpositions {
            // The relabelling comes with the normal form at no extra cost; a new node keeps
            // its creating move in its own labels.
            self.normal.clear();
            game.normalise_sons(&pos, &self.moves, &mut self.normal);
            for (&mv, (key, r)) in self.moves.iter().zip(&self.normal) {
                self.plan
                    .push((*key, game.pack(key), game.relabel_move(mv, r), None));
            }
        } else {
            for &mv in &self.moves {
                let raw = game.play(&pos, mv);
                self.plan.push((raw, game.pack(&raw), mv, None));
            }
        }
        if opts.transpositions {
            // All table probes in a row, apart from the normaliser's arithmetic: each probe
            // waits on memory (the bucket, then the node it names), and probes of different
            // sons do not wait on each other, so the processor overlaps their misses. In a DAG
            // too large for the caches, the slots the probes will compare are asked for first,
            // all of them, so that those misses overlap too.
            if prefetch::worth_it(dag.len()) {
                // First the table's buckets, then (reading them) the slots they name.
                for planned in &self.plan {
                    dag.prefetch_bucket(&planned.1);
                }
                for planned in &self.plan {
                    dag.prefetch_find(&planned.1);
                }
            }
            for planned in &mut self.plan {
                planned.3 = dag.find(&planned.1);
            }
            if prefetch::worth_it(dag.len()) {
                // Linking a found son reads its parent block, and the update next reads its
                // numbers: misses, asked for now so that they overlap with each other and with
                // the creations below.
                for &(_, _, _, found) in &self.plan {
                    if let Some(e) = found {
                        dag.prefetch_son(e);
                    }
                }
            }
        }
        for i in 0..self.moves.len() {
            let mv = self.moves[i];
            let (key, stored, last, found) = self.plan[i];
            let existing = if opts.transpositions {
                // Not in the table when probed, but perhaps created since by an earlier move
                // of this development with the same normal form: the table would hold it now.
                found.or_else(|| {
                    self.created
                        .iter()
                        .map(|&(id, _)| id)
                        .find(|&id| *dag.pos(id) == stored)
                })
            } else if merge {
                self.sons.iter().copied().find(|&s| *dag.pos(s) == stored)
            } else {
                None
            };
            if merge && existing.is_some_and(|e| self.sons.contains(&e)) {
                continue;
            }
            let created = existing.is_none();
            let son = match existing {
                Some(e) => e,
                None => {
                    let raw = if opts.transpositions {
                        game.play(&pos, mv)
                    } else {
                        key
                    };
                    let value = son_value(game, opts, &raw, mv);
                    let threat = game.created_threat(&raw, mv);
                    let last_cell = game.cell_of(&key, last) as u8;
                    let son_kind = Kind::of(game.to_move(&raw));
                    let id = new_node(
                        dag, stats, stored, son_level, son_kind, value, threat, last_cell,
                    );
                    init_leaf(game, opts, dag, id);
                    self.created.push((id, raw));
                    id
                }
            };
            self.sons.push(son);
            if let Some(r) = rec.as_deref_mut() {
                let n = dag.node(son);
                r.sons.push(SonRecord {
                    node: son,
                    mv: game.move_label(mv),
                    created,
                    value: n.value,
                    pn: n.pn,
                    dn: n.dn,
                });
            }
        }
        dag.set_sons(id, &self.sons);
        dag.set_expanded(id);
        stats.row(level as u32).developed += 1;
        stats.max_level = stats.max_level.max(level as u32);
        if let Some(v) = no_free_set {
            let (pn, dn) = leaf(v);
            dag.set_numbers(id, pn, dn);
            dag.set_decided(id);
            stats.row(level as u32).solved += 1;
            if let Some(r) = rec {
                r.no_free_winning_set = true;
            }
        }
        no_free_set.is_some()
    }
}

impl<G: Game> Developer<G> {
    /// The position of `id`, which [`Developer::prepare`] was given (unpacked again only if it
    /// was not called).
    #[inline]
    fn prepared(&self, game: &G, dag: &Dag<G::Stored>, id: NodeId) -> G::Position {
        match self.pos {
            Some(pos) => {
                debug_assert!(game.pack(&pos) == *dag.pos(id), "prepare saw node {id}");
                pos
            }
            None => game.unpack(dag.pos(id)),
        }
    }
}

/// A new son's value: the rules' verdict on the position as played, then the "no free winning
/// set" rule when it applies at creation.
fn son_value<G: Game>(game: &G, opts: &Options, raw: &G::Position, mv: G::Move) -> Value {
    let value = opts.question.value(game.evaluate(raw, mv));
    if value != Value::Unknown || opts.free_winning_set != FreeWinningSet::AtCreation {
        return value;
    }
    let kind = Kind::of(game.to_move(raw));
    opts.question
        .no_free_set(game, raw, kind)
        .unwrap_or(Value::Unknown)
}

/// Checks that developing a node into `count` new sons stays within the node and byte limits
/// and makes room for them, so that the development allocates nothing that could fail.
/// `side` is the bytes the algorithm keeps per node beside the DAG (its own arrays, which it
/// grows with [`reserve_side`]), `held` what else it holds now. Nothing changes when it refuses.
pub fn make_room<P: Copy + Eq + std::hash::Hash>(
    dag: &mut Dag<P>,
    stats: &Stats,
    limits: &super::status::Limits,
    count: usize,
    (side, held): (usize, usize),
) -> Result<(), super::status::Limit> {
    use super::status::Limit;
    if let Some(max) = limits.max_nodes {
        if stats.created + count as u64 > max {
            return Err(Limit::Nodes);
        }
    }
    if let Some(max) = limits.max_bytes {
        // The side arrays may double while they grow.
        let peak = dag.peak_bytes(count) + 2 * side * (dag.len() + count) + held;
        if peak as u64 + outside_bytes(dag, limits, count, stats.iterations) > max {
            return Err(Limit::Memory);
        }
    }
    dag.try_reserve(count)
}

/// The bytes counted against the budget beside the search's own while the iteration after
/// `iterations` runs: the browser's view of `dag` with `extra` more nodes
/// ([`super::status::Limits::view`]) and the session's history
/// ([`super::status::Limits::history`]); zero outside a session.
pub fn outside_bytes<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    limits: &super::status::Limits,
    extra: usize,
    iterations: u64,
) -> u64 {
    limits.view_bytes(dag.len() + extra, dag.son_entries() + extra)
        + limits.history_bytes(iterations)
}

/// Makes room in a per-node side array for `len` entries, so that growing it to that length
/// allocates nothing; `Err` when the system refuses the memory (a failed allocation would abort
/// the program, and in the browser leave the handle unusable).
pub fn reserve_side<T>(v: &mut Vec<T>, len: usize) -> Result<(), super::status::Limit> {
    v.try_reserve(len.saturating_sub(v.len()))
        .map_err(|_| super::status::Limit::Memory)
}

/// Gives a new unknown leaf the game's heuristic numbers when the options ask for them; the
/// numbers depend on the position only, so the normal form gives the same as the played one.
pub fn init_leaf<G: Game>(game: &G, opts: &Options, dag: &mut Dag<G::Stored>, id: NodeId) {
    if opts.leaf_init == LeafInit::Heuristic && dag.value(id) == Value::Unknown {
        let (pn, dn) = game.leaf_numbers(&game.unpack(dag.pos(id)));
        dag.set_numbers(id, pn.max(1), dn.max(1));
    }
}

/// Creates a node and counts it in the statistics. `last_cell` is the creating move's cell in
/// the node's own labels (see [`Dag::push`]).
#[allow(clippy::too_many_arguments)]
pub fn new_node<P: Copy + Eq + std::hash::Hash>(
    dag: &mut Dag<P>,
    stats: &mut Stats,
    pos: P,
    level: u8,
    kind: Kind,
    value: Value,
    threat: bool,
    last_cell: u8,
) -> NodeId {
    let id = dag.push(pos, level, kind, value, last_cell);
    stats.created += 1;
    let row = stats.row(level as u32);
    row.created += 1;
    row.threats += threat as u64;
    match value {
        Value::Proved => row.created_won += 1,
        Value::Disproved => row.created_lost += 1,
        Value::Unknown => {}
    }
    if value != Value::Unknown {
        row.solved += 1;
    }
    id
}

/// The numbers a node's listed sons give it now.
pub fn fresh_numbers<P: Copy + Eq + std::hash::Hash>(
    dag: &Dag<P>,
    rule: Rule,
    id: NodeId,
) -> (u32, u32) {
    let sons = dag.sons(id);
    if rule == Rule::Snda {
        let sourced = sons.iter().map(|&s| {
            let (pn, dn) = dag.numbers(s);
            (pn, dn, source_of(dag, s).unwrap_or(s))
        });
        combine_sourced(dag.kind(id), rule, sourced)
    } else {
        combine(dag.kind(id), rule, sons.iter().map(|&s| dag.numbers(s)))
    }
}

/// SNDA's source of `id`: the son whose number `id` passes up unchanged to a parent that sums
/// it — the leftmost son with `id`'s pn at an OR node (its AND parents sum pn), with its dn at
/// an AND node. `None` for a leaf, a solved node, or a stored number no son has (df-pn's lazy
/// updates). Parents whose sons share a source count it once (Kishimoto 2010). A source shared
/// by two sons necessarily has two parents, so at most one of those sons created it: this is
/// what Kishimoto detects through a node's first-creation parent pointer, and grouping sons by
/// source finds the same groups. Deeper shared descendants are not detected.
pub fn source_of<P: Copy + Eq + std::hash::Hash>(dag: &Dag<P>, id: NodeId) -> Option<NodeId> {
    let n = dag.node(id);
    if !n.expanded || n.decided || n.value != Value::Unknown {
        return None;
    }
    let kind = dag.kind(id);
    let target = kind.mover((n.pn, n.dn));
    dag.sons(id)
        .iter()
        .copied()
        .find(|&s| kind.mover(dag.numbers(s)) == target)
}

/// Recomputes a developed, open node from its sons, deleting solved sons first when enabled;
/// counts it as solved when it becomes so. Returns the number of sons deleted, or `None` when
/// the node is not recomputed (decided by a rule, already solved, or a leaf).
pub fn recompute<P: Copy + Eq + std::hash::Hash>(
    dag: &mut Dag<P>,
    stats: &mut Stats,
    opts: &Options,
    id: NodeId,
) -> Option<u32> {
    let node = dag.node(id);
    if node.decided || node.value != Value::Unknown || !node.expanded {
        return None;
    }
    let kind = dag.kind(id);
    let (pn, dn, deleted) = if opts.rule == Rule::Snda {
        let deleted = if opts.delete_solved_sons {
            dag.delete_sons(id, |v| is_dead_son(kind, v)) as u32
        } else {
            0
        };
        let (pn, dn) = fresh_numbers(dag, opts.rule, id);
        (pn, dn, deleted)
    } else {
        // The numbers the sons left after the deletion give, from the same scan that finds
        // whether any son is to be deleted.
        let sons = dag.sons(id).iter().map(|&s| dag.numbers(s));
        let ((pn, dn), any_dead) = combine_living(kind, opts.rule, sons, opts.delete_solved_sons);
        let deleted = if any_dead {
            dag.delete_sons(id, |v| is_dead_son(kind, v)) as u32
        } else {
            0
        };
        (pn, dn, deleted)
    };
    dag.set_numbers(id, pn, dn);
    if value_of(pn, dn) != Value::Unknown {
        stats.row(dag.level(id) as u32).solved += 1;
    }
    Some(deleted)
}

/// The DAG holding only the root (`start`, normalised when the search uses transpositions) and
/// the statistics that count it.
pub fn root_dag<G: Game>(game: &G, start: &G::Position, opts: &Options) -> (Dag<G::Stored>, Stats) {
    let root = if opts.transpositions {
        game.normal_form(start)
    } else {
        *start
    };
    let level = game.moves_played(&root) as u8;
    let mut stats = Stats::default();
    stats.row(level as u32).created = 1;
    let kind = Kind::of(game.to_move(&root));
    (
        Dag::new(game.pack(&root), level, kind, opts.transpositions),
        stats,
    )
}
