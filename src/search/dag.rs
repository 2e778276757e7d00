//! The partial game DAG: an arena of nodes, son lists, parent links and a transposition table.
//!
//! Memory per node is what limits a solve, and at millions of nodes every load that misses the
//! cache costs more than the arithmetic around it, so the layout follows the access pattern:
//! - each node's proof and disproof numbers live apart from the rest, 8 bytes per node in one
//!   array ([`Dag::numbers`]): selection and the update scan a node's sons for their numbers,
//!   and sons created by one development are neighbours there, 8 to a cache line;
//! - the rest of a node (position, son slice or parent, level, flags) is a slot of 9 bytes and
//!   the position in the form the game stores it ([`Storage::Stored`](crate::game::Storage)): 16
//!   bytes for the clique game's 7-byte form up to 8 vertices (four slots to a cache line),
//!   32 for a 16-byte position (25 rounded up to its 8-byte alignment); the table hashes and
//!   compares the stored form, so a looked-up son is packed once and a node is unpacked only
//!   when it is developed or shown;
//! - a node's sons are a slice `sons[start .. start + total]`; the first `live` entries are the
//!   listed sons, the rest are sons deleted as solved (kept so proofs can still be extracted);
//!   one slot word holds the parent field while a node has no slice, and the slice's start
//!   once it has one, the parent field then moving to the entry before the slice (its
//!   header): about 29 % of nodes are developed at (8,4), so a header per developed node costs
//!   less than a start in every slot;
//! - a node with one parent keeps it inline; a transposition's second parent moves both into
//!   a block of 2 entries of `links`, newest first; each further parent moves the list to a
//!   block of exactly its new length, up to 8, the old block going on a free list, and past 8
//!   chain blocks of 7 go in front ([`links`]): at (8,4) four nodes in five have several
//!   parents, five on average, and a list of up to 8 costs what it holds;
//! - the arenas grow in fixed-size chunks ([`arena`]): nothing is copied and at most a chunk
//!   is idle;
//! - the transposition table ([`table`]) stores only node ids, 4 bytes each with the spare
//!   high bits holding a tag of the position's hash, in segments of 64-byte buckets that are
//!   rebuilt one at a time between 64 % (45 % in the wasm) and 90 % full (4.4 to 6.3 bytes per node at every
//!   size natively, 4.4 to 8.9 in the wasm, against hashbrown's 5.7 to 11.4),
//!   and hashes positions from the node itself.

use super::node::{NodeId, MAX_SONS};
use super::numbers::{value_of, Kind, Value};
use super::status::Limit;
use std::hash::{BuildHasher, Hash};

mod arena;
mod journal;
mod links;
mod reuse;
mod table;
use arena::Arena;
pub use journal::{Journal, SearchState};
pub use links::Parents;
use links::{Links, LIST, NONE};
use table::{Hashes, Table};

/// The table's hash: fast, and the same in every run (determinism).
const HASHER: rustc_hash::FxBuildHasher = rustc_hash::FxBuildHasher;

/// The table's view of the nodes: a held id's hash is its slot's position's.
struct ByPos<'a, P>(&'a Arena<Slot<P>>);

impl<P: Hash> Hashes for ByPos<'_, P> {
    #[inline(always)]
    fn hash(&self, id: u32) -> u64 {
        HASHER.hash_one(&self.0[id as usize].pos)
    }

    #[inline(always)]
    fn prefetch(&self, id: u32) {
        // A rebuild asks for lines some entries ahead, one at a time.
        if super::prefetch::INSTRUCTION {
            super::prefetch::line(&self.0[id as usize]);
        }
    }
}

/// How many nodes [`Dag::creating_parents`] takes at once.
pub const CREATORS_AT_ONCE: usize = 16;

/// `last_cell` of the root, which no move created.
pub const NO_CELL: u8 = u8::MAX;

/// [`Slot`]'s `meta` bit that marks an AND node.
const AND_BIT: u8 = 0x80;

/// The most nodes a DAG holds: a node id must leave [`LIST`] clear.
pub const MAX_NODES: usize = (LIST - 1) as usize;
// The table's entries hold every id below it.
const _: () = assert!(MAX_NODES - 1 <= table::MAX_ID as usize);

// Flags of a node.
const EXPANDED: u8 = 1;
const DECIDED: u8 = 2;
const EVICTED: u8 = 4;
/// The undo journal's bits (`journal.rs`): the node's slot, its numbers, are recorded in the
/// open segment already. In the slot, which the change being recorded reads or writes anyway,
/// rather than in bit arrays of their own, whose random loads missed the cache.
const SLOT_LOGGED: u8 = 32;
const NUMS_LOGGED: u8 = 64;

/// A flag an algorithm keeps per node in the node itself, instead of in an array of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// PN-search and proof-set search: queued in this iteration's update.
    Queued = 8,
    /// PN-search (thesis 3.1.4): the sons were evaluated for their numbers but not kept.
    Collapsed = 16,
}

/// One node of the DAG as the search and the page see it: a copy assembled from the arena.
#[derive(Clone, Copy, Debug)]
pub struct Node<P> {
    /// The position (normalised when the search uses transpositions) in the game's stored
    /// form: `Game::unpack` gives the position.
    pub pos: P,
    /// Proof number.
    pub pn: u32,
    /// Disproof number.
    pub dn: u32,
    /// Moves played: the node's level.
    pub level: u8,
    /// The cell of the creating move in the node's own (normalised) labels, [`NO_CELL`] for
    /// the root: what the page emphasises as "the last move played".
    pub last_cell: u8,
    /// Value as currently known: always what the numbers say.
    pub value: Value,
    /// Whether the node was developed (its sons generated).
    pub expanded: bool,
    /// Whether the value came from a rule (evaluation at creation, no free winning set) rather
    /// than from the sons; such nodes are not recomputed from their sons.
    pub decided: bool,
    /// Whether a bounded transposition table evicted the node. Its id is never reused, so step
    /// records stay unambiguous; the position is kept so that a parent can find or re-create it.
    pub evicted: bool,
    kind: Kind,
}

impl<P> Node<P> {
    /// OR (first player to move) or AND.
    #[inline]
    pub fn kind(&self) -> Kind {
        self.kind
    }
}

/// A node as stored, apart from its numbers.
#[derive(Clone, Copy, Debug)]
struct Slot<P> {
    pos: P,
    /// While the node has no son slice (`total() == 0`): its parent field, the only parent, or
    /// `LIST |` the head of the parent list, or `NONE` (the root). Once it has one: the slice's
    /// start in `sons`, and the parent field is the son entry just before the slice (its
    /// header). Only about 29 % of nodes are ever developed, so one word serves both and the
    /// others pay nothing for a son slice they do not have.
    word: u32,
    // Low 7 bits: the sons ever listed (u8 is enough: MAX_SONS < 128); bit 7 set at AND nodes.
    meta: u8,
    live: u8,
    level: u8,
    last_cell: u8,
    flags: u8,
}

impl<P> Slot<P> {
    #[inline(always)]
    fn total(&self) -> usize {
        (self.meta & !AND_BIT) as usize
    }

    fn set_total(&mut self, total: usize) {
        debug_assert!(total <= MAX_SONS);
        self.meta = (self.meta & AND_BIT) | total as u8;
    }

    #[inline]
    fn kind(&self) -> Kind {
        if self.meta & AND_BIT != 0 {
            Kind::And
        } else {
            Kind::Or
        }
    }

    #[inline]
    fn has(&self, flag: u8) -> bool {
        self.flags & flag != 0
    }

    #[inline]
    fn set(&mut self, flag: u8, on: bool) {
        if on {
            self.flags |= flag;
        } else {
            self.flags &= !flag;
        }
    }
}

/// Node `id`'s parent field, wherever it is (see [`Slot::word`]).
#[inline(always)]
fn up_of<P>(slots: &Arena<Slot<P>>, sons: &Arena<NodeId>, id: NodeId) -> u32 {
    let s = &slots[id as usize];
    if s.total() > 0 {
        sons[s.word as usize - 1]
    } else {
        s.word
    }
}

/// The arena.
#[derive(Clone, Debug)]
pub struct Dag<P> {
    slots: Arena<Slot<P>>,
    /// `[pn, dn]` of each node.
    nums: Arena<[u32; 2]>,
    sons: Arena<NodeId>,
    /// Parent blocks of exactly 2 to 8 entries and chain blocks, with their free lists
    /// (`links.rs`).
    links: Links,
    /// Son slices that evicted nodes gave back, by length: a bounded table's memory then
    /// follows its size, not the number of nodes ever created.
    free_sons: Vec<Vec<u32>>,
    /// What evictions gave back for reuse (see `reuse.rs`): node ids that no son list names
    /// any more; the scratch list that rewrites a node's parents; the ids created since the
    /// owner last took them; how many evictions there were.
    free_ids: Vec<NodeId>,
    scratch: Vec<NodeId>,
    created: Option<Vec<NodeId>>,
    evictions: u64,
    table: Table,
    use_table: bool,
    /// What each iteration changed, while a session keeps it (see `journal.rs`).
    journal: Option<Box<Journal<P>>>,
}

impl<P: Copy + Eq + Hash> Dag<P> {
    /// A DAG holding only the root, of kind `kind`. Without `transpositions` nothing is ever
    /// looked up.
    pub fn new(root: P, level: u8, kind: Kind, transpositions: bool) -> Self {
        let mut dag = Dag {
            slots: Arena::default(),
            nums: Arena::default(),
            sons: Arena::default(),
            links: Links::default(),
            free_sons: Vec::new(),
            free_ids: Vec::new(),
            scratch: Vec::new(),
            created: None,
            evictions: 0,
            table: Table::default(),
            use_table: transpositions,
            journal: None,
        };
        dag.push(root, level, kind, Value::Unknown, NO_CELL);
        dag
    }

    /// Number of nodes, the root included.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Never true: the root always exists.
    pub fn is_empty(&self) -> bool {
        self.slots.len() == 0
    }

    /// A node.
    #[inline(always)]
    pub fn node(&self, id: NodeId) -> Node<P> {
        let s = &self.slots[id as usize];
        let [pn, dn] = self.nums[id as usize];
        Node {
            pos: s.pos,
            pn,
            dn,
            level: s.level,
            last_cell: s.last_cell,
            value: value_of(pn, dn),
            expanded: s.has(EXPANDED),
            decided: s.has(DECIDED),
            evicted: s.has(EVICTED),
            kind: s.kind(),
        }
    }

    /// A node's position, in the game's stored form.
    #[inline]
    pub fn pos(&self, id: NodeId) -> &P {
        &self.slots[id as usize].pos
    }

    /// A node's level.
    #[inline]
    pub fn level(&self, id: NodeId) -> u8 {
        self.slots[id as usize].level
    }

    /// A node's proof and disproof numbers: the one load that selection and the update make
    /// per son.
    #[inline(always)]
    pub fn numbers(&self, id: NodeId) -> (u32, u32) {
        let [pn, dn] = self.nums[id as usize];
        (pn, dn)
    }

    /// A node's value: what its numbers say.
    #[inline(always)]
    pub fn value(&self, id: NodeId) -> Value {
        let [pn, dn] = self.nums[id as usize];
        value_of(pn, dn)
    }

    /// Sets a node's numbers (and so its value).
    #[inline]
    pub fn set_numbers(&mut self, id: NodeId, pn: u32, dn: u32) {
        self.log_numbers(id);
        self.nums[id as usize] = [pn, dn];
    }

    /// Whether the node was developed.
    #[inline]
    pub fn expanded(&self, id: NodeId) -> bool {
        self.slots[id as usize].has(EXPANDED)
    }

    /// Marks the node developed.
    pub fn set_expanded(&mut self, id: NodeId) {
        self.log_slot(id);
        self.slots[id as usize].set(EXPANDED, true);
    }

    /// Marks the node's value as decided by a rule, not by its sons.
    pub fn set_decided(&mut self, id: NodeId) {
        self.log_slot(id);
        self.slots[id as usize].set(DECIDED, true);
    }

    /// An algorithm's mark on a node.
    #[inline]
    pub fn marked(&self, id: NodeId, mark: Mark) -> bool {
        self.slots[id as usize].has(mark as u8)
    }

    /// Sets or clears an algorithm's mark on a node.
    #[inline]
    pub fn set_mark(&mut self, id: NodeId, mark: Mark, on: bool) {
        // The update's marks are cleared again within the iteration.
        if mark != Mark::Queued {
            self.log_slot(id);
        }
        self.slots[id as usize].set(mark as u8, on);
    }

    /// Kind of a node: who is to move in its position, fixed when the node was created.
    #[inline]
    pub fn kind(&self, id: NodeId) -> Kind {
        self.slots[id as usize].kind()
    }

    /// The node holding `pos`, if the table knows it.
    #[inline(always)]
    pub fn find(&self, pos: &P) -> Option<NodeId> {
        if !self.use_table {
            return None;
        }
        let h = HASHER.hash_one(pos);
        self.table.find(h, |id| self.slots[id as usize].pos == *pos)
    }

    /// Starts loading the table's bucket where a probe for `pos` starts.
    #[inline(always)]
    pub fn prefetch_bucket(&self, pos: &P) {
        if self.use_table {
            self.table.prefetch(HASHER.hash_one(pos));
        }
    }

    /// Starts loading the slots of the nodes the table may hold `pos` in (those whose hash tag
    /// matches), so that a [`Dag::find`] soon after does not wait on them: a development asks
    /// this for all its sons before it looks any up (`search/prefetch.rs`).
    #[inline(always)]
    pub fn prefetch_find(&self, pos: &P) {
        if self.use_table {
            self.table.candidates(HASHER.hash_one(pos), |id| {
                super::prefetch::line(&self.slots[id as usize]);
            });
        }
    }

    /// Starts loading what listing `id` as a son of a new parent reads: the parent block a new
    /// link reads (`link`), and the numbers the parent's recomputation reads. A development
    /// asks this for the sons it found before it links any; the update, for the next node it
    /// recomputes, whose parents it walks.
    #[inline]
    pub fn prefetch_son(&self, id: NodeId) {
        super::prefetch::line(&self.nums[id as usize]);
        let s = &self.slots[id as usize];
        if s.total() > 0 {
            // The parent field is the slice's header: reading it here would wait on it.
            super::prefetch::line(&self.sons[s.word as usize - 1]);
        } else if s.word & LIST != 0 && s.word != NONE {
            super::prefetch::line(self.links.newest(s.word));
        }
    }

    /// Starts loading what recomputing `id` reads: its son list, or with `numbers` its sons'
    /// numbers (which reads the son list: ask for that alone first, earlier).
    #[inline]
    pub fn prefetch_sons(&self, id: NodeId, numbers: bool) {
        let n = &self.slots[id as usize];
        let sons = self.sons.slice(n.word as usize, n.live as usize);
        if numbers {
            for &s in sons {
                super::prefetch::line(&self.nums[s as usize]);
            }
        } else if let Some(first) = sons.first() {
            super::prefetch::line(first);
        }
    }

    /// Creates a node (not yet linked to a parent); `kind` says who is to move in `pos`.
    pub fn push(&mut self, pos: P, level: u8, kind: Kind, value: Value, last_cell: u8) -> NodeId {
        let (pn, dn) = super::numbers::leaf(value);
        let slot = Slot {
            pos,
            word: NONE,
            meta: if kind == Kind::And { AND_BIT } else { 0 },
            live: 0,
            level,
            last_cell,
            flags: if value != Value::Unknown { DECIDED } else { 0 },
        };
        let id = match self.free_ids.pop() {
            Some(id) => {
                self.slots[id as usize] = slot;
                self.nums[id as usize] = [pn, dn];
                id
            }
            None => {
                let id = self.slots.len() as NodeId;
                debug_assert!((id as usize) < MAX_NODES);
                self.slots.push(slot);
                self.nums.push([pn, dn]);
                id
            }
        };
        if let Some(created) = &mut self.created {
            created.push(id);
        }
        if self.use_table {
            let h = HASHER.hash_one(pos);
            let slots = &self.slots;
            self.table.insert_unique(h, id, ByPos(slots));
        }
        id
    }

    /// Sets a node's son list (once, when it is developed) and links the parents. The slice
    /// is preceded by a header entry that takes over the node's parent field.
    pub fn set_sons(&mut self, parent: NodeId, sons: &[NodeId]) {
        assert!(sons.len() <= MAX_SONS, "a node has at most {MAX_SONS} sons");
        debug_assert_eq!(self.slots[parent as usize].total(), 0, "developed once");
        if sons.is_empty() {
            // No slice: the parent field stays in the slot.
            self.log_slot(parent);
            let n = &mut self.slots[parent as usize];
            n.set_total(0);
            n.live = 0;
            return;
        }
        let up = self.slots[parent as usize].word;
        let start = match self.free_sons.get_mut(sons.len()).and_then(Vec::pop) {
            Some(start) => {
                let at = start as usize - 1;
                self.log_sons(at..at + 1 + sons.len());
                let slice = self.sons.slice_mut(at, 1 + sons.len());
                slice[0] = up;
                slice[1..].copy_from_slice(sons);
                start
            }
            None => {
                let mut with_header = [0 as NodeId; MAX_SONS + 1];
                with_header[0] = up;
                with_header[1..=sons.len()].copy_from_slice(sons);
                self.sons.extend_contiguous(&with_header[..=sons.len()]) as u32 + 1
            }
        };
        self.log_slot(parent);
        let n = &mut self.slots[parent as usize];
        n.word = start;
        n.set_total(sons.len());
        n.live = sons.len() as u8;
        for &s in sons {
            self.link(parent, s);
        }
    }

    /// Evicts a node from the transposition table: it can no longer be found, loses its son
    /// list (whose slice the next development of as many sons reuses, and whose sons no longer
    /// name it as a parent) and goes back to the numbers of an unknown leaf. Parents still
    /// list its id until they replace it ([`Dag::replace_son`]); once none does, the id is
    /// reused (`reuse.rs`).
    pub fn evict(&mut self, id: NodeId) {
        // Undoing an eviction would have to take back a reused son slice: not journaled.
        self.drop_journal();
        self.evictions += 1;
        let (start, total) = {
            let n = &self.slots[id as usize];
            (n.word as usize, n.total())
        };
        for i in start..start + total {
            let son = self.sons[i];
            self.unlink(id, son);
        }
        if self.use_table {
            let pos = self.slots[id as usize].pos;
            let h = HASHER.hash_one(pos);
            let slots = &self.slots;
            self.table.remove(
                h,
                &mut |i| i == id && slots[i as usize].pos == pos,
                &ByPos(slots),
            );
        }
        let up = self.up(id);
        let n = &mut self.slots[id as usize];
        let total = n.total();
        if total > 0 {
            if self.free_sons.len() <= total {
                self.free_sons.resize_with(MAX_SONS + 1, Vec::new);
            }
            // When the system refuses the few bytes, the slice is merely not reused.
            let free = &mut self.free_sons[total];
            if free.try_reserve(1).is_ok() {
                free.push(n.word);
            }
        }
        // Without a slice the parent field goes back into the slot.
        n.word = up;
        n.set_total(0);
        n.live = 0;
        n.flags = EVICTED;
        let (pn, dn) = super::numbers::leaf(Value::Unknown);
        self.nums[id as usize] = [pn, dn];
        self.release_if_unlisted(id);
    }

    /// Puts `son` at `index` of `parent`'s listed sons (in place of an evicted son) and links it.
    /// The replaced son loses `parent` as a parent once `parent` lists it nowhere else.
    pub fn replace_son(&mut self, parent: NodeId, index: usize, son: NodeId) {
        debug_assert!(self.slots[parent as usize].total() > index);
        let start = self.slots[parent as usize].word as usize;
        self.log_sons(start + index..start + index + 1);
        let old = std::mem::replace(&mut self.sons[start + index], son);
        self.link(parent, son);
        if old != son && !self.all_sons(parent).contains(&old) {
            self.unlink(parent, old);
        }
    }

    /// The listed sons of a node, in order.
    #[inline]
    pub fn sons(&self, id: NodeId) -> &[NodeId] {
        let n = &self.slots[id as usize];
        // Without a slice `live` is 0 and `word` is not read.
        self.sons.slice(n.word as usize, n.live as usize)
    }

    /// Every son ever listed, deleted ones after the live ones.
    pub fn all_sons(&self, id: NodeId) -> &[NodeId] {
        let n = &self.slots[id as usize];
        self.sons.slice(n.word as usize, n.total())
    }

    /// Moves the sons whose value `dead` condemns behind the live ones, keeping both groups in
    /// order. Returns how many were moved. Runs in the update loop, so it does not allocate: a
    /// son list is at most [`MAX_SONS`] long.
    pub fn delete_sons(&mut self, id: NodeId, dead: impl Fn(Value) -> bool) -> usize {
        let n = &self.slots[id as usize];
        let (start, live) = (n.word as usize, n.live as usize);
        let sons = self.sons.slice(start, live);
        // Most recomputations delete nothing: they skip clearing and copying `gone`.
        if !sons.iter().any(|&s| dead(self.value(s))) {
            return 0;
        }
        let mut gone = [0 as NodeId; MAX_SONS];
        let (mut kept, mut moved) = (0, 0);
        for i in start..start + live {
            let s = self.sons[i];
            if dead(self.value(s)) {
                if moved == 0 {
                    // The first dead son: the list is still as it was (the live sons before
                    // it were written back in place), so the journal records it now rather
                    // than in a pass of its own over every son's numbers.
                    self.log_sons(start..start + live);
                    self.log_slot(id);
                }
                gone[moved] = s;
                moved += 1;
            } else {
                self.sons[start + kept] = s;
                kept += 1;
            }
        }
        self.sons
            .slice_mut(start + kept, moved)
            .copy_from_slice(&gone[..moved]);
        self.slots[id as usize].live = kept as u8;
        moved
    }

    /// The parents of a node, newest link first.
    #[inline]
    pub fn parents(&self, id: NodeId) -> Parents<'_> {
        Parents::of(self.up(id), &self.links)
    }

    /// A node's parent field: in its slot, or in its son slice's header once it has one.
    #[inline(always)]
    fn up(&self, id: NodeId) -> u32 {
        up_of(&self.slots, &self.sons, id)
    }

    /// Sets a node's parent field where it lives, recording the old one for undo.
    #[inline(always)]
    fn set_up(&mut self, id: NodeId, up: u32) {
        let header = self.header(id);
        self.put_up(id, header, up);
    }

    /// Where a node's parent field lives: the son entry of its slice's header, or (`None`)
    /// its slot.
    #[inline(always)]
    pub(super) fn header(&self, id: NodeId) -> Option<usize> {
        let n = &self.slots[id as usize];
        (n.total() > 0).then(|| n.word as usize - 1)
    }

    /// The parent field at `header` ([`Dag::header`] of `id`).
    #[inline(always)]
    pub(super) fn up_in(&self, id: NodeId, header: Option<usize>) -> u32 {
        match header {
            Some(at) => self.sons[at],
            None => self.slots[id as usize].word,
        }
    }

    /// Writes the parent field at `header` ([`Dag::header`] of `id`), recording the old one.
    #[inline(always)]
    pub(super) fn put_up(&mut self, id: NodeId, header: Option<usize>, up: u32) {
        match header {
            Some(at) => {
                self.log_sons(at..at + 1);
                self.sons[at] = up;
            }
            None => {
                self.log_slot(id);
                self.slots[id as usize].word = up;
            }
        }
    }

    /// Marks every parent of `id` that does not carry `mark` yet and hands it to `f`, newest
    /// link first: the update's "queue each parent once".
    #[inline]
    pub fn mark_parents(&mut self, id: NodeId, mark: Mark, mut f: impl FnMut(NodeId)) {
        debug_assert!(
            mark == Mark::Queued || self.journal.is_none(),
            "only the update's transient mark is set here unjournaled"
        );
        let Dag {
            slots, links, sons, ..
        } = self;
        for p in Parents::of(up_of(slots, sons, id), links) {
            let slot = &mut slots[p as usize];
            if !slot.has(mark as u8) {
                slot.set(mark as u8, true);
                f(p);
            }
        }
    }

    /// The parent that created the node (the oldest link); none for the root.
    pub fn creating_parent(&self, id: NodeId) -> Option<NodeId> {
        self.oldest_parent(self.up(id))
    }

    /// The oldest parent the parent field `up` names. One copy for both callers.
    #[inline(never)]
    fn oldest_parent(&self, up: u32) -> Option<NodeId> {
        Parents::of(up, &self.links).last()
    }

    /// [`Dag::creating_parent`] of each of `ids` (at most [`CREATORS_AT_ONCE`]) appended to
    /// `out`, `none` for the root: first every node's parent field, then the lists they name,
    /// so that the misses of different nodes overlap (a whole snapshot of (8,4) spent 3.3 s
    /// walking them one node at a time, two dependent misses each).
    pub fn creating_parents(&self, ids: &[NodeId], none: NodeId, out: &mut Vec<NodeId>) {
        let mut ups = [NONE; CREATORS_AT_ONCE];
        for (up, &id) in ups.iter_mut().zip(ids) {
            *up = self.up(id);
        }
        // Then each list's oldest entry where its one block holds it, for every node before
        // any longer list is walked, so that those misses overlap too (a call per node, whose
        // loop ends at a different length each time, kept them apart).
        let n = ids.len().min(CREATORS_AT_ONCE);
        let mut oldest = [NONE; CREATORS_AT_ONCE];
        for (o, &up) in oldest.iter_mut().zip(&ups[..n]) {
            *o = if up & LIST == 0 {
                up
            } else {
                self.links.oldest_in_block(up)
            };
        }
        for (&o, &up) in oldest[..n].iter().zip(&ups[..n]) {
            out.push(match o {
                NONE => self.oldest_parent(up).unwrap_or(none),
                p => p,
            });
        }
    }

    /// Makes room for `nodes` more nodes with as many son entries and parent links, so that
    /// creating them allocates nothing; `Err` (nothing changed that matters) when the system
    /// refuses the memory.
    pub fn try_reserve(&mut self, nodes: usize) -> Result<(), Limit> {
        if self.slots.len() + nodes > MAX_NODES {
            return Err(Limit::Nodes);
        }
        let refused = |_| Limit::Memory;
        self.slots.try_reserve(nodes).map_err(refused)?;
        self.nums.try_reserve(nodes).map_err(refused)?;
        // The sons and the slice's header.
        self.sons.try_reserve(nodes + 1).map_err(refused)?;
        // A development links at most one parent per son, which takes at most one block.
        self.links.try_reserve(nodes)?;
        if self.use_table {
            let all = &self.slots;
            self.table
                .try_reserve(nodes, &ByPos(all))
                .map_err(|_| Limit::Memory)?;
        }
        Ok(())
    }

    /// Entries of the son lists: every edge, and one header per node with sons (a bound on
    /// the edges, for the browser's view, `Limits::view`).
    pub fn son_entries(&self) -> usize {
        self.sons.len()
    }

    /// The bytes [`Dag::bytes`] would reach at the peak of making room for `nodes` more nodes:
    /// the arenas add a chunk at most, but the table holds its old and its new buckets while
    /// it rehashes.
    pub fn peak_bytes(&self, nodes: usize) -> usize {
        let table = if self.use_table {
            self.table.peak_bytes(nodes)
        } else {
            0
        };
        self.slots.peak_bytes(nodes)
            + self.nums.peak_bytes(nodes)
            + self.sons.peak_bytes(nodes + 1)
            + self.links.peak_bytes(nodes)
            + self.free_sons.iter().map(Vec::capacity).sum::<usize>() * 4
            + self.reuse_bytes()
            + table
            + self.journal_bytes()
            - self.journal_kept_bytes()
    }

    /// Bytes held by the arena and the table (capacity, not length: what the allocator gave).
    pub fn bytes(&self) -> usize {
        self.bytes_by_part().iter().map(|&(_, b)| b).sum::<usize>()
            + self.free_sons.iter().map(Vec::capacity).sum::<usize>() * 4
            + self.reuse_bytes()
            + self.journal_bytes()
            - self.journal_kept_bytes()
    }

    /// Bytes by structure, for the benchmark's report: node slots, numbers, son lists, parent
    /// links, table.
    pub fn bytes_by_part(&self) -> [(&'static str, usize); 5] {
        [
            ("nodes", self.slots.bytes()),
            ("numbers", self.nums.bytes()),
            ("sons", self.sons.bytes()),
            ("links", self.links.bytes()),
            ("table", self.table.bytes()),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Memory per node limits a solve: a node with a 16-byte position (two u64 colour masks,
    /// as the browser's games keep them) takes 32 bytes beside its 8 bytes of numbers, so it
    /// never straddles two cache lines.
    #[test]
    fn a_node_with_a_16_byte_position_takes_32_bytes_and_8_of_numbers() {
        assert_eq!(std::mem::size_of::<Slot<[u64; 2]>>(), 32);
    }

    /// The clique game's 7-byte stored position (`games/clique/stored.rs`) takes a node's
    /// slot from 32 bytes to 16, four to a cache line: no padding with 4-byte fields beside
    /// it, and one word for the parent field or the son slice (see [`Slot::word`]).
    #[test]
    fn a_node_with_a_7_byte_clique_position_takes_16_bytes() {
        type Stored = <crate::games::clique::Clique as crate::game::Storage>::Stored;
        assert_eq!(std::mem::size_of::<Slot<Stored>>(), 16);
    }

    /// A developed node's parent field lives in its son slice's header: links after the
    /// development go there, the slot keeps the slice, and the parents read the same as a
    /// node's that has no sons.
    #[test]
    fn a_developed_nodes_parents_live_in_its_slices_header() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let a = dag.push(1, 1, Kind::And, Value::Unknown, 0);
        let b = dag.push(2, 1, Kind::And, Value::Unknown, 1);
        let c = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        let d = dag.push(4, 3, Kind::And, Value::Unknown, 0);
        dag.set_sons(0, &[a, b]);
        dag.set_sons(a, &[c]);
        dag.set_sons(c, &[d]);
        let start = dag.slots[c as usize].word as usize;
        assert_eq!(dag.sons[start - 1], a, "the header holds the only parent");
        dag.set_sons(b, &[c]);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![b, a]);
        assert_eq!(
            dag.slots[c as usize].word as usize, start,
            "the slot keeps the slice"
        );
        assert_eq!(dag.sons(c), &[d]);
        assert_eq!(dag.parents(d).collect::<Vec<_>>(), vec![c]);
        dag.check_links().unwrap();
        // Evicting c gives its parent field back to its slot.
        dag.evict(c);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![b, a]);
        assert!(dag.all_sons(c).is_empty());
        dag.check_links().unwrap();
    }

    /// The search state around a journal, for the undo tests below.
    #[derive(Default)]
    struct Around {
        path: Vec<NodeId>,
        restart: usize,
        stats: crate::search::stats::Stats,
        sources: Vec<NodeId>,
    }

    impl Around {
        fn state(&mut self) -> SearchState<'_> {
            SearchState {
                path: &mut self.path,
                restart: &mut self.restart,
                stats: &mut self.stats,
                sources: &mut self.sources,
            }
        }

        /// Opens the next segment of the journal at `iterations`.
        fn segment_at(&mut self, dag: &mut Dag<u32>, iterations: u64) {
            self.stats.iterations = iterations;
            dag.journal_begin(self.state(), 0);
        }

        /// A journaled DAG whose first segment holds the root's sons `a` and `b` and `a`'s son
        /// `c`: what the undo tests below start from.
        fn journaled_dag(&mut self) -> (Dag<u32>, [NodeId; 3]) {
            let mut dag = Dag::new(0u32, 0, Kind::Or, true);
            dag.keep_journal(1 << 20, &self.stats);
            self.segment_at(&mut dag, 0);
            let a = dag.push(1, 1, Kind::And, Value::Unknown, 0);
            let b = dag.push(2, 1, Kind::And, Value::Unknown, 1);
            let c = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
            dag.set_sons(0, &[a, b]);
            dag.set_sons(a, &[c]);
            (dag, [a, b, c])
        }
    }

    /// Going back across the development of a node that existed before: the node has no
    /// son slice again and its parents, which were in the slice's header, are in its slot.
    #[test]
    fn undo_across_a_development_gives_the_parent_field_back_to_the_slot() {
        let mut around = Around::default();
        let (mut dag, [a, b, c]) = around.journaled_dag();
        around.segment_at(&mut dag, journal::SEGMENT);
        let d = dag.push(4, 3, Kind::And, Value::Unknown, 0);
        dag.set_sons(c, &[d]);
        dag.set_sons(b, &[c]);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![b, a]);
        around.stats.iterations = journal::SEGMENT + 10;
        assert!(dag.undo_to(journal::SEGMENT, around.state()));
        assert_eq!(dag.len(), 4);
        assert!(dag.all_sons(c).is_empty() && dag.all_sons(b).is_empty());
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![a]);
        dag.check_links().unwrap();
        // Forwards again: the same development gives the same parents.
        let d = dag.push(4, 3, Kind::And, Value::Unknown, 0);
        dag.set_sons(c, &[d]);
        dag.set_sons(b, &[c]);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![b, a]);
        dag.check_links().unwrap();
    }

    /// Going back across a link to a node developed before: the journal restores the header
    /// entry the link overwrote, so the node's parents are those it had.
    #[test]
    fn undo_of_a_link_to_a_developed_node_restores_its_header() {
        let mut around = Around::default();
        let (mut dag, [a, b, c]) = around.journaled_dag();
        let d = dag.push(4, 3, Kind::And, Value::Unknown, 0);
        dag.set_sons(c, &[d]);
        around.segment_at(&mut dag, journal::SEGMENT);
        dag.set_sons(b, &[c]);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![b, a]);
        around.stats.iterations = journal::SEGMENT + 10;
        assert!(dag.undo_to(journal::SEGMENT, around.state()));
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![a]);
        assert_eq!(dag.sons(c), &[d]);
        dag.check_links().unwrap();
    }

    /// A parent block that an undone segment took from a free list goes back on it: going
    /// forwards again takes it again, and the arenas do not grow.
    #[test]
    fn undo_gives_back_the_blocks_its_segment_took_from_the_free_lists() {
        let mut around = Around::default();
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        // Before the journal: a son whose list of two moved on at its third parent, leaving a
        // block of two on its free list.
        let s = dag.push(100, 2, Kind::Or, Value::Unknown, 0);
        for p in 1..=3 {
            let p = dag.push(p, 1, Kind::And, Value::Unknown, 0);
            dag.set_sons(p, &[s]);
        }
        dag.keep_journal(1 << 20, &around.stats);
        around.segment_at(&mut dag, 0);
        let lens = dag.links.lens();
        let second_son = |dag: &mut Dag<u32>| {
            let t = dag.push(200, 2, Kind::Or, Value::Unknown, 0);
            for q in 11..=12 {
                let q = dag.push(q, 1, Kind::And, Value::Unknown, 0);
                dag.set_sons(q, &[t]);
            }
        };
        second_son(&mut dag);
        assert_eq!(dag.links.lens(), lens, "the free block taken");
        around.stats.iterations = 10;
        assert!(dag.undo_to(0, around.state()));
        dag.check_links().unwrap();
        second_son(&mut dag);
        assert_eq!(dag.links.lens(), lens, "taken again, not appended");
        dag.check_links().unwrap();
    }

    /// Parents come newest first, the creating parent last, whether a node has one or many;
    /// a repeated parent in a row is linked once.
    #[test]
    fn parents_are_listed_newest_first() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let a = dag.push(1, 1, Kind::And, Value::Unknown, 0);
        let b = dag.push(2, 1, Kind::And, Value::Unknown, 1);
        let c = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        dag.set_sons(0, &[a, b]);
        dag.set_sons(a, &[c, c]);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![a]);
        dag.set_sons(b, &[c]);
        assert_eq!(dag.parents(c).collect::<Vec<_>>(), vec![b, a]);
        assert_eq!(dag.creating_parent(c), Some(a));
        assert_eq!(dag.parents(0).count(), 0);
        assert_eq!(dag.creating_parent(a), Some(0));
    }

    /// Eight parents move a list through blocks of 2 to 8 entries, still newest first.
    #[test]
    fn many_parents_span_blocks_newest_first() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let son = dag.push(100, 2, Kind::Or, Value::Unknown, 0);
        let parents: Vec<NodeId> = (1..=8)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        for (i, &p) in parents.iter().enumerate() {
            dag.set_sons(p, &[son]);
            let want: Vec<NodeId> = parents[..=i].iter().rev().copied().collect();
            assert_eq!(
                dag.parents(son).collect::<Vec<_>>(),
                want,
                "{} parents",
                i + 1
            );
        }
        // The newest parent again: one link is enough.
        dag.replace_son(parents[7], 0, son);
        assert_eq!(dag.parents(son).count(), 8);
        assert_eq!(dag.creating_parent(son), Some(parents[0]));
    }

    /// The creators a batch at a time are each node's oldest link, as one at a time: for nodes
    /// with no parent, one (kept inline), a block of 2 to 8 and chained blocks past 8, with and
    /// without sons of their own (the parent field in the slot or in the son slice's header),
    /// in batches of every size up to the most.
    #[test]
    fn creating_parents_in_batches_are_the_oldest_links() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let parents: Vec<NodeId> = (1..=24)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        let sons: Vec<NodeId> = (0..=24)
            .map(|k| dag.push(100 + k, 2, Kind::Or, Value::Unknown, 0))
            .collect();
        // Son k gets k parents; each parent lists its sons once.
        let mut lists: Vec<Vec<NodeId>> = vec![Vec::new(); parents.len()];
        for (k, &son) in sons.iter().enumerate() {
            for j in 0..k {
                lists[(k + j) % parents.len()].push(son);
            }
        }
        for (p, list) in parents.iter().zip(&lists) {
            dag.set_sons(*p, list);
        }
        // Sons of sons: their parent fields move into their son slices' headers.
        for &son in sons.iter().step_by(3) {
            let grandson = dag.push(200 + son, 3, Kind::And, Value::Unknown, 0);
            dag.set_sons(son, &[grandson]);
        }
        let ids: Vec<NodeId> = (0..dag.len() as NodeId).collect();
        let want: Vec<NodeId> = ids
            .iter()
            .map(|&id| dag.parents(id).last().unwrap_or(NONE))
            .collect();
        assert!(
            want.iter().filter(|&&p| p == NONE).count() >= 2,
            "the root and son 0"
        );
        assert_eq!(dag.parents(sons[20]).count(), 20, "a chained list");
        for at_once in 1..=CREATORS_AT_ONCE {
            let mut got = Vec::new();
            for batch in ids.chunks(at_once) {
                dag.creating_parents(batch, NONE, &mut got);
            }
            assert_eq!(got, want, "{at_once} at once");
        }
    }

    /// A bounded table's evictions give their son slices back: developing a node with as many
    /// sons reuses the slice instead of growing the son arena.
    #[test]
    fn an_evicted_nodes_son_slice_is_reused() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let a = dag.push(1, 1, Kind::And, Value::Unknown, 0);
        let b = dag.push(2, 1, Kind::And, Value::Unknown, 1);
        let c = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        let d = dag.push(4, 2, Kind::Or, Value::Unknown, 1);
        dag.set_sons(0, &[a, b]);
        dag.set_sons(a, &[c, d]);
        let used = dag.sons.len();
        dag.evict(a);
        assert!(dag.all_sons(a).is_empty() && dag.node(a).evicted);
        assert_eq!(dag.find(&1), None);
        dag.set_sons(b, &[d, c]);
        assert_eq!(dag.sons.len(), used, "the evicted slice is reused");
        assert_eq!(dag.sons(b), &[d, c]);
        dag.set_sons(c, &[d]);
        assert_eq!(
            dag.sons.len(),
            used + 2,
            "no free slice of that length: a header and a son"
        );
    }
}
