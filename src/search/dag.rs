//! The partial game DAG: an arena of nodes, son lists, parent links and a transposition table.
//!
//! Memory per node is what limits a solve, so nodes are small and lists are shared arenas:
//! - a node's sons are a slice `sons[start .. start + total]`; the first `live` entries are the
//!   listed sons, the rest are sons deleted as solved (kept so proofs can still be extracted);
//! - parents form a singly linked list through `links`, newest first;
//! - the transposition table stores only node ids and hashes positions from the node itself.

use super::numbers::{Kind, Value};
use super::options::Limit;
use hashbrown::HashTable;
use std::hash::{BuildHasher, Hash};

/// Index of a node in the arena. The root is node 0.
pub type NodeId = u32;

/// The table's hash: fast, and the same in every run (determinism).
const HASHER: rustc_hash::FxBuildHasher = rustc_hash::FxBuildHasher;

/// Pushes onto an arena growing it by a quarter, not by doubling: a solve's memory is mostly
/// these arenas, and doubling would leave up to half of it unused at the end.
#[inline]
fn push_grow<T>(v: &mut Vec<T>, x: T) {
    if v.len() == v.capacity() {
        v.reserve_exact((v.capacity() / 4).max(1024));
    }
    v.push(x);
}

/// Appends a slice with the same growth policy as [`push_grow`].
fn extend_grow<T: Copy>(v: &mut Vec<T>, xs: &[T]) {
    if v.len() + xs.len() > v.capacity() {
        v.reserve_exact((v.capacity() / 4).max(1024).max(xs.len()));
    }
    v.extend_from_slice(xs);
}

/// The longest son list a node may have: the most moves of any supported game
/// (28 edges of K8, 27 cells of 3×3×3 Qubic; a son list's length must fit in 7 bits).
pub const MAX_SONS: usize = 64;

/// `last_cell` of the root, which no move created.
pub const NO_CELL: u8 = u8::MAX;

/// [`Node`]'s `meta` bit that marks an AND node.
const AND_BIT: u8 = 0x80;

/// "No link" marker in the parent list.
const NONE: u32 = u32::MAX;

/// One node of the DAG.
#[derive(Clone, Debug)]
pub struct Node<P> {
    /// The position (normalised when the search uses transpositions).
    pub pos: P,
    /// Proof number.
    pub pn: u32,
    /// Disproof number.
    pub dn: u32,
    sons_start: u32,
    // Low 7 bits: the sons ever listed (u8 is enough: MAX_SONS < 128); bit 7 set at AND nodes.
    // Packed so that the node's kind costs no byte: a node with a 16-byte position stays 40 bytes.
    meta: u8,
    sons_live: u8,
    first_link: u32,
    /// Moves played: the node's level.
    pub level: u8,
    /// The cell of the creating move in the node's own (normalised) labels, [`NO_CELL`] for
    /// the root: what the page emphasises as "the last move played".
    pub last_cell: u8,
    /// Value as currently known.
    pub value: Value,
    /// Whether the node was developed (its sons generated).
    pub expanded: bool,
    /// Whether the value came from a rule (evaluation at creation, no free winning set) rather
    /// than from the sons; such nodes are not recomputed from their sons.
    pub decided: bool,
    /// Whether a bounded transposition table evicted the node. Its id is never reused, so step
    /// records stay unambiguous; the position is kept so that a parent can find or re-create it.
    pub evicted: bool,
}

impl<P> Node<P> {
    /// OR (first player to move) or AND.
    #[inline]
    pub fn kind(&self) -> Kind {
        if self.meta & AND_BIT != 0 {
            Kind::And
        } else {
            Kind::Or
        }
    }

    #[inline]
    fn total(&self) -> usize {
        (self.meta & !AND_BIT) as usize
    }

    fn set_total(&mut self, total: usize) {
        debug_assert!(total <= MAX_SONS);
        self.meta = (self.meta & AND_BIT) | total as u8;
    }
}

/// The arena.
#[derive(Clone, Debug)]
pub struct Dag<P> {
    nodes: Vec<Node<P>>,
    sons: Vec<NodeId>,
    links: Vec<(NodeId, u32)>,
    table: HashTable<NodeId>,
    use_table: bool,
}

impl<P: Copy + Eq + Hash> Dag<P> {
    /// A DAG holding only the root, of kind `kind`. Without `transpositions` nothing is ever
    /// looked up.
    pub fn new(root: P, level: u8, kind: Kind, transpositions: bool) -> Self {
        let mut dag = Dag {
            nodes: Vec::new(),
            sons: Vec::new(),
            links: Vec::new(),
            table: HashTable::new(),
            use_table: transpositions,
        };
        dag.push(root, level, kind, Value::Unknown, NO_CELL);
        dag
    }

    /// Number of nodes, the root included.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Never true: the root always exists.
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// A node.
    #[inline]
    pub fn node(&self, id: NodeId) -> &Node<P> {
        &self.nodes[id as usize]
    }

    /// A node, mutably.
    #[inline]
    pub fn node_mut(&mut self, id: NodeId) -> &mut Node<P> {
        &mut self.nodes[id as usize]
    }

    /// Kind of a node: who is to move in its position, fixed when the node was created.
    #[inline]
    pub fn kind(&self, id: NodeId) -> Kind {
        self.nodes[id as usize].kind()
    }

    /// The node holding `pos`, if the table knows it.
    pub fn find(&self, pos: &P) -> Option<NodeId> {
        if !self.use_table {
            return None;
        }
        let h = HASHER.hash_one(pos);
        self.table
            .find(h, |&id| self.nodes[id as usize].pos == *pos)
            .copied()
    }

    /// Creates a node (not yet linked to a parent); `kind` says who is to move in `pos`.
    pub fn push(&mut self, pos: P, level: u8, kind: Kind, value: Value, last_cell: u8) -> NodeId {
        let id = self.nodes.len() as NodeId;
        let (pn, dn) = super::numbers::leaf(value);
        push_grow(
            &mut self.nodes,
            Node {
                pos,
                pn,
                dn,
                sons_start: 0,
                meta: if kind == Kind::And { AND_BIT } else { 0 },
                sons_live: 0,
                first_link: NONE,
                level,
                last_cell,
                value,
                expanded: false,
                decided: value != Value::Unknown,
                evicted: false,
            },
        );
        if self.use_table {
            let h = HASHER.hash_one(pos);
            let nodes = &self.nodes;
            self.table
                .insert_unique(h, id, |&i| HASHER.hash_one(nodes[i as usize].pos));
        }
        id
    }

    /// Sets a node's son list (once, when it is developed) and links the parents.
    pub fn set_sons(&mut self, parent: NodeId, sons: &[NodeId]) {
        assert!(sons.len() <= MAX_SONS, "a node has at most {MAX_SONS} sons");
        let start = self.sons.len() as u32;
        extend_grow(&mut self.sons, sons);
        let n = &mut self.nodes[parent as usize];
        n.sons_start = start;
        n.set_total(sons.len());
        n.sons_live = sons.len() as u8;
        for &s in sons {
            // A parallel edge repeats the son; one parent link is enough.
            let head = self.nodes[s as usize].first_link;
            if head != NONE && self.links[head as usize].0 == parent {
                continue;
            }
            push_grow(&mut self.links, (parent, head));
            self.nodes[s as usize].first_link = (self.links.len() - 1) as u32;
        }
    }

    /// Evicts a node from the transposition table: it can no longer be found, loses its son
    /// list and goes back to the numbers of an unknown leaf. Parents still list its id until
    /// they replace it ([`Dag::replace_son`]).
    pub fn evict(&mut self, id: NodeId) {
        if self.use_table {
            let pos = self.nodes[id as usize].pos;
            let h = HASHER.hash_one(pos);
            let nodes = &self.nodes;
            if let Ok(e) = self
                .table
                .find_entry(h, |&i| i == id && nodes[i as usize].pos == pos)
            {
                e.remove();
            }
        }
        let n = &mut self.nodes[id as usize];
        n.set_total(0);
        n.sons_live = 0;
        n.expanded = false;
        n.decided = false;
        n.value = Value::Unknown;
        (n.pn, n.dn) = super::numbers::leaf(Value::Unknown);
        n.evicted = true;
    }

    /// Puts `son` at `index` of `parent`'s listed sons (in place of an evicted son) and links it.
    pub fn replace_son(&mut self, parent: NodeId, index: usize, son: NodeId) {
        let start = self.nodes[parent as usize].sons_start as usize;
        self.sons[start + index] = son;
        let head = self.nodes[son as usize].first_link;
        if head != NONE && self.links[head as usize].0 == parent {
            return;
        }
        push_grow(&mut self.links, (parent, head));
        self.nodes[son as usize].first_link = (self.links.len() - 1) as u32;
    }

    /// The listed sons of a node, in order.
    #[inline]
    pub fn sons(&self, id: NodeId) -> &[NodeId] {
        let n = &self.nodes[id as usize];
        &self.sons[n.sons_start as usize..(n.sons_start + n.sons_live as u32) as usize]
    }

    /// Every son ever listed, deleted ones after the live ones.
    pub fn all_sons(&self, id: NodeId) -> &[NodeId] {
        let n = &self.nodes[id as usize];
        &self.sons[n.sons_start as usize..n.sons_start as usize + n.total()]
    }

    /// Moves the sons for which `dead` holds behind the live ones, keeping both groups in order.
    /// Returns how many were moved. Runs in the update loop, so it does not allocate: a son list
    /// is at most [`MAX_SONS`] long.
    pub fn delete_sons(&mut self, id: NodeId, dead: impl Fn(&Node<P>) -> bool) -> usize {
        let n = &self.nodes[id as usize];
        let (start, live) = (n.sons_start as usize, n.sons_live as usize);
        let mut gone = [0 as NodeId; MAX_SONS];
        let (mut kept, mut moved) = (0, 0);
        for i in start..start + live {
            let s = self.sons[i];
            if dead(&self.nodes[s as usize]) {
                gone[moved] = s;
                moved += 1;
            } else {
                self.sons[start + kept] = s;
                kept += 1;
            }
        }
        self.sons[start + kept..start + live].copy_from_slice(&gone[..moved]);
        self.nodes[id as usize].sons_live = kept as u8;
        moved
    }

    /// The parents of a node, newest link first.
    pub fn parents(&self, id: NodeId) -> Parents<'_> {
        Parents {
            links: &self.links,
            next: self.nodes[id as usize].first_link,
        }
    }

    /// The parent that created the node (the oldest link); none for the root.
    pub fn creating_parent(&self, id: NodeId) -> Option<NodeId> {
        self.parents(id).last()
    }

    /// Makes room for `nodes` more nodes with as many son entries and parent links, so that
    /// creating them allocates nothing; `Err` (nothing changed that matters) when the system
    /// refuses the memory. Growth follows [`push_grow`]'s policy.
    pub fn try_reserve(&mut self, nodes: usize) -> Result<(), Limit> {
        fn grow<T>(v: &mut Vec<T>, more: usize) -> Result<(), Limit> {
            if v.len() + more <= v.capacity() {
                return Ok(());
            }
            let step = (v.capacity() / 4).max(1024).max(more);
            v.try_reserve_exact(step).map_err(|_| Limit::Memory)
        }
        grow(&mut self.nodes, nodes)?;
        grow(&mut self.sons, nodes)?;
        grow(&mut self.links, nodes)?;
        if self.use_table {
            let all = &self.nodes;
            self.table
                .try_reserve(nodes, |&i| HASHER.hash_one(all[i as usize].pos))
                .map_err(|_| Limit::Memory)?;
        }
        Ok(())
    }

    /// The bytes [`Dag::bytes`] would reach at the peak of making room for `nodes` more nodes:
    /// an arena that grows holds its old and its new block while it moves.
    pub fn peak_bytes(&self, nodes: usize) -> usize {
        fn peak<T>(v: &Vec<T>, more: usize) -> usize {
            let size = std::mem::size_of::<T>();
            if v.len() + more <= v.capacity() {
                return v.capacity() * size;
            }
            let step = (v.capacity() / 4).max(1024).max(more);
            (2 * v.capacity() + step) * size
        }
        let table = if self.use_table && self.table.len() + nodes > self.table.capacity() {
            // hashbrown doubles its buckets (load factor 7/8); 4 bytes of id and 1 of control each.
            let buckets = ((self.table.len() + nodes) * 8 / 7).next_power_of_two();
            self.table.capacity() * 5 + buckets * 5
        } else {
            self.table.capacity() * 5
        };
        peak(&self.nodes, nodes) + peak(&self.sons, nodes) + peak(&self.links, nodes) + table
    }

    /// Bytes held by the arena and the table (capacity, not length: what the allocator gave).
    pub fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node<P>>()
            + self.sons.capacity() * 4
            + self.links.capacity() * 8
            + self.table.capacity() * 5
    }
}

/// Iterator over a node's parents.
pub struct Parents<'a> {
    links: &'a [(NodeId, u32)],
    next: u32,
}

impl Iterator for Parents<'_> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        if self.next == NONE {
            return None;
        }
        let (p, next) = self.links[self.next as usize];
        self.next = next;
        Some(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Memory per node limits a solve: a node with a 16-byte position (two u64 colour masks)
    /// stays 40 bytes.
    #[test]
    fn a_node_with_a_16_byte_position_takes_40_bytes() {
        assert_eq!(std::mem::size_of::<Node<[u64; 2]>>(), 40);
    }
}
