//! Parent links in blocks of 2, 4, 6 and 8 entries: what a node with several parents keeps.
//!
//! At (8,4) BEST four nodes in five have several parents: 2 to 7 for almost all of them (2.6,
//! 2.2, 1.7, 1.7, 2.0 and 2.2 million nodes with 2 to 7 parents, 0.7 million with more, of
//! 16.5 million). A node with one parent keeps it inline; with 2 to 8 parents they sit in a
//! block of 2, 4, 6 or 8 entries (its class), newest first, filled from the back. A parent
//! that finds its block full moves the list to a block of the next class (so a list moves at
//! its 3rd, 5th and 7th parent, not at every one) and the old block goes on its class's free
//! list, which the next block of that class is taken from: a list of up to 8 costs at most one
//! entry more than it holds. Past 8, chain blocks of 8 words (the older part of the list, then 7
//! parents filled from the back) go in front of the full block, so no list is copied past 8.
//! Exact-size blocks (a move at every parent, branch `mem4`) saved 1.8 bytes per node more at
//! (8,4) and cost 1.7 times the moves (`docs/performance.md`).
//!
//! A node's parent field names a block as `LIST | class << 28 | block << 3 | first`: `first`
//! is the newest entry, and the entries from it to the block's end are the list (chain blocks
//! continue with the older part). Blocks fill from the back, so a block may hold fewer entries
//! than its class and the entry before `first` is free in every state the journal can
//! restore.
//!
//! Links to a son already solved are made, and a solved node keeps its list, though neither
//! is walked again (a solved node's numbers never change): at (8,4) BEST 97.6 % of the nodes
//! are never solved, and dropping both saved 0.67 bytes per node (`docs/performance.md`), not
//! worth a scan of all son lists to show a solved node's parents.
//!
//! The undo journal restores a node's parent field, which may name a block the node has since
//! left: such a block is kept, untouched, until the journal can no longer go back before the
//! move (`journal.rs` defers it); only then does it go on the free list.

use super::arena::Arena;
use super::{Dag, NodeId};
use crate::search::options::Limit;
use std::hash::Hash;

/// Set in a node's parent field when it names a block, not a parent.
pub(super) const LIST: u32 = 1 << 31;

/// "None" in a node's parent field, in a chain block's link and in the free lists.
pub(super) const NONE: u32 = u32::MAX;

/// Block classes: 0 to 3 hold 2, 4, 6 and 8 parents; [`CHAIN`] holds 7 and the older part's
/// field.
pub(super) const CLASSES: usize = 5;
const CHAIN: usize = CLASSES - 1;
const CHAIN_WORDS: usize = 8;
const CLASS_SHIFT: u32 = 28;
const BLOCK_SHIFT: u32 = 3;

/// The most blocks of one class: the field keeps 25 bits for the block, and the last one of
/// the chain class would read as [`NONE`].
pub(super) const MAX_BLOCKS: usize = (1 << (CLASS_SHIFT - BLOCK_SHIFT)) - 1;

/// Words of a block of class `c`.
#[inline(always)]
const fn words(c: usize) -> usize {
    if c == CHAIN {
        CHAIN_WORDS
    } else {
        2 * (c + 1)
    }
}

/// Words of the block a parent field names.
pub(super) fn block_words(up: u32) -> usize {
    words(unlist(up).0)
}

/// The first word of a block of class `c` that holds a parent.
#[inline(always)]
const fn first_entry(c: usize) -> usize {
    if c == CHAIN {
        1
    } else {
        0
    }
}

/// A node's parent field for block `block` of class `c`, newest entry `first`.
#[inline]
fn list(c: usize, block: usize, first: usize) -> u32 {
    debug_assert!(c < CLASSES && block < MAX_BLOCKS && first < words(c));
    LIST | (c as u32) << CLASS_SHIFT | (block as u32) << BLOCK_SHIFT | first as u32
}

/// The class, block and newest entry a parent field names.
#[inline(always)]
fn unlist(up: u32) -> (usize, usize, usize) {
    (
        ((up >> CLASS_SHIFT) & 7) as usize,
        ((up & ((1 << CLASS_SHIFT) - 1)) >> BLOCK_SHIFT) as usize,
        (up & ((1 << BLOCK_SHIFT) - 1)) as usize,
    )
}

/// The parent blocks: one arena per class, whose element is a block (so no block straddles
/// two chunks and a block is read as one slice), and each class's free list, threaded through
/// the free blocks' first word.
#[derive(Clone, Debug, Default)]
pub(super) struct Links {
    b2: Arena<[u32; 2]>,
    b4: Arena<[u32; 4]>,
    b6: Arena<[u32; 6]>,
    b8: Arena<[u32; 8]>,
    chain: Arena<[u32; CHAIN_WORDS]>,
    free: Free,
}

/// The head of each class's free list.
#[derive(Clone, Debug)]
struct Free([u32; CLASSES]);

impl Default for Free {
    fn default() -> Self {
        Free([NONE; CLASSES])
    }
}

/// A block of `arena` holding `block`, taken from the free list whose head is `free` or
/// appended (within what [`Links::try_reserve`] made room for).
#[inline(always)]
fn place<const N: usize>(arena: &mut Arena<[u32; N]>, free: &mut u32, block: [u32; N]) -> usize {
    if *free == NONE {
        arena.push(block);
        return arena.len() - 1;
    }
    let b = *free as usize;
    *free = arena[b][0];
    arena[b] = block;
    b
}

impl Links {
    /// Block `b` of class `c`.
    #[inline(always)]
    fn block(&self, c: usize, b: usize) -> &[u32] {
        match c {
            0 => &self.b2[b],
            1 => &self.b4[b],
            2 => &self.b6[b],
            3 => &self.b8[b],
            _ => &self.chain[b],
        }
    }

    #[inline(always)]
    fn block_mut(&mut self, c: usize, b: usize) -> &mut [u32] {
        match c {
            0 => &mut self.b2[b],
            1 => &mut self.b4[b],
            2 => &mut self.b6[b],
            3 => &mut self.b8[b],
            _ => &mut self.chain[b],
        }
    }

    /// A block of 2 holding `block`.
    #[inline]
    fn place2(&mut self, block: [u32; 2]) -> usize {
        place(&mut self.b2, &mut self.free.0[0], block)
    }

    /// A chain block holding `block`.
    #[inline]
    fn place_chain(&mut self, block: [u32; CHAIN_WORDS]) -> usize {
        place(&mut self.chain, &mut self.free.0[CHAIN], block)
    }

    /// Moves the full list in block `b` of class `c` (below 3) to the back of a new block of
    /// the next class (two entries larger), `parent` in front of it, and returns the new
    /// block: its newest entry is 1, and entry 0 is free.
    #[inline]
    fn grow(&mut self, c: usize, b: usize, parent: NodeId) -> usize {
        let Links {
            b2,
            b4,
            b6,
            b8,
            free,
            ..
        } = self;
        match c {
            0 => {
                let [a, z] = b2[b];
                place(b4, &mut free.0[1], [NONE, parent, a, z])
            }
            1 => {
                let o = b4[b];
                place(b6, &mut free.0[2], [NONE, parent, o[0], o[1], o[2], o[3]])
            }
            _ => {
                let o = b6[b];
                let block = [NONE, parent, o[0], o[1], o[2], o[3], o[4], o[5]];
                place(b8, &mut free.0[3], block)
            }
        }
    }

    /// Puts block `b` of class `c` on its free list.
    pub(super) fn release(&mut self, c: usize, b: usize) {
        let head = self.free.0[c];
        self.block_mut(c, b)[0] = head;
        self.free.0[c] = b as u32;
    }

    /// Releases the block a parent field names (not the blocks it chains to).
    #[inline]
    pub(super) fn release_field(&mut self, up: u32) {
        let (c, b, _) = unlist(up);
        self.release(c, b);
    }

    /// The newest entry of the block a parent field names: what a new link reads first.
    #[inline(always)]
    pub(super) fn newest(&self, up: u32) -> &u32 {
        let (c, b, first) = unlist(up);
        &self.block(c, b)[first]
    }

    #[inline(always)]
    fn word(&self, c: usize, b: usize, i: usize) -> u32 {
        self.block(c, b)[i]
    }

    #[inline(always)]
    fn set_word(&mut self, c: usize, b: usize, i: usize, x: u32) {
        self.block_mut(c, b)[i] = x;
    }

    /// Blocks in each class's arena (what undo truncates back to).
    pub(super) fn lens(&self) -> [u32; CLASSES] {
        [
            self.b2.len() as u32,
            self.b4.len() as u32,
            self.b6.len() as u32,
            self.b8.len() as u32,
            self.chain.len() as u32,
        ]
    }

    /// Drops the blocks past `lens` (undo). The free lists hold only older blocks.
    pub(super) fn truncate(&mut self, lens: &[u32; CLASSES]) {
        self.b2.truncate(lens[0] as usize);
        self.b4.truncate(lens[1] as usize);
        self.b6.truncate(lens[2] as usize);
        self.b8.truncate(lens[3] as usize);
        self.chain.truncate(lens[4] as usize);
    }

    /// Bytes the arenas hold.
    pub(super) fn bytes(&self) -> usize {
        self.b2.bytes() + self.b4.bytes() + self.b6.bytes() + self.b8.bytes() + self.chain.bytes()
    }

    /// Room for `nodes` links, each of which may take a block of any one class.
    pub(super) fn try_reserve(&mut self, nodes: usize) -> Result<(), Limit> {
        if self.lens().iter().any(|&n| n as usize + nodes > MAX_BLOCKS) {
            return Err(Limit::Memory);
        }
        let refused = |_| Limit::Memory;
        self.b2.try_reserve(nodes).map_err(refused)?;
        self.b4.try_reserve(nodes).map_err(refused)?;
        self.b6.try_reserve(nodes).map_err(refused)?;
        self.b8.try_reserve(nodes).map_err(refused)?;
        self.chain.try_reserve(nodes).map_err(refused)
    }

    /// What [`Links::bytes`] reaches at most while [`Links::try_reserve`] makes room.
    pub(super) fn peak_bytes(&self, nodes: usize) -> usize {
        self.b2.peak_bytes(nodes)
            + self.b4.peak_bytes(nodes)
            + self.b6.peak_bytes(nodes)
            + self.b8.peak_bytes(nodes)
            + self.chain.peak_bytes(nodes)
    }

    /// The entries of the block a parent field names, from the newest, and the field of the
    /// older part of the list ([`NONE`] when there is none).
    #[inline(always)]
    fn entries(&self, up: u32) -> (&[u32], u32) {
        let (c, b, first) = unlist(up);
        let block = self.block(c, b);
        let next = if c == CHAIN { block[0] } else { NONE };
        (&block[first..], next)
    }
}

/// Iterator over a node's parents, newest first.
pub struct Parents<'a> {
    links: &'a Links,
    /// The only parent of a node that has one, until it is returned.
    only: u32,
    /// The rest of the block being read, then the older part's field.
    cur: std::slice::Iter<'a, u32>,
    next: u32,
}

impl<'a> Parents<'a> {
    /// The parents a node's parent field `up` stands for.
    #[inline(always)]
    pub(super) fn of(up: u32, links: &'a Links) -> Self {
        if up & LIST != 0 && up != NONE {
            let (cur, next) = links.entries(up);
            Parents {
                links,
                only: NONE,
                cur: cur.iter(),
                next,
            }
        } else {
            Parents {
                links,
                only: up,
                cur: [].iter(),
                next: NONE,
            }
        }
    }
}

impl Iterator for Parents<'_> {
    type Item = NodeId;
    #[inline(always)]
    fn next(&mut self) -> Option<NodeId> {
        loop {
            if let Some(&p) = self.cur.next() {
                return Some(p);
            }
            if self.only != NONE {
                return Some(std::mem::replace(&mut self.only, NONE));
            }
            if self.next == NONE {
                return None;
            }
            let (cur, next) = self.links.entries(self.next);
            (self.cur, self.next) = (cur.iter(), next);
        }
    }
}

impl<P: Copy + Eq + Hash> Dag<P> {
    /// Links `parent` as the newest parent of `son`. A parallel edge repeats the son; one link
    /// to the same parent in a row is enough.
    pub(super) fn link(&mut self, parent: NodeId, son: NodeId) {
        let header = self.header(son);
        let up = self.up_in(son, header);
        if up == NONE {
            self.put_up(son, header, parent);
            return;
        }
        let up = if up & LIST == 0 {
            if up == parent {
                return;
            }
            list(0, self.links.place2([parent, up]), 0)
        } else {
            let (c, b, first) = unlist(up);
            if self.links.word(c, b, first) == parent {
                return;
            }
            if first > first_entry(c) {
                // Free in every state the journal can restore (see the module doc).
                self.links.set_word(c, b, first - 1, parent);
                list(c, b, first - 1)
            } else if c + 1 < CHAIN {
                // A full block: the list moves to one of the next class, the parent in front.
                let to = self.links.grow(c, b, parent);
                self.free_block(up);
                list(c + 1, to, 1)
            } else {
                // A full block of 8 or a full chain block: a chain block goes in front.
                let mut block = [NONE; CHAIN_WORDS];
                (block[0], block[CHAIN_WORDS - 1]) = (up, parent);
                list(CHAIN, self.links.place_chain(block), CHAIN_WORDS - 1)
            }
        };
        self.put_up(son, header, up);
    }

    /// Frees the block a parent field names: at once, or, while the journal can still
    /// restore a field that names it, once it no longer can.
    #[inline]
    pub(super) fn free_block(&mut self, up: u32) {
        if !self.defer_free(up) {
            self.links.release_field(up);
        }
    }

    /// Frees every block of the list a parent field names.
    pub(super) fn free_blocks_of(&mut self, up: u32) {
        let mut at = up;
        while at != NONE {
            let (_, next) = self.links.entries(at);
            self.free_block(at);
            at = next;
        }
    }

    /// Writes `parents` (newest first, at least two) back into the blocks `up` names, which
    /// held them and more: the oldest go to the back of the oldest block, blocks left empty
    /// are freed. Allocates nothing. Returns the new parent field.
    pub(super) fn rewrite_parents(&mut self, up: u32, parents: &[NodeId]) -> u32 {
        debug_assert!(parents.len() >= 2);
        let mut room = 0;
        let mut at = up;
        while at != NONE {
            let (entries, next) = self.links.entries(at);
            room += entries.len();
            at = next;
        }
        debug_assert!(room >= parents.len());
        // Slots to skip before the first entry written, newest end first.
        let mut skip = room - parents.len();
        let mut head = NONE;
        let mut written = 0;
        let mut at = up;
        while at != NONE {
            let (c, b, first) = unlist(at);
            let s = words(c);
            let next = if c == CHAIN {
                self.links.word(c, b, 0)
            } else {
                NONE
            };
            let held = s - first;
            if skip >= held {
                skip -= held;
                self.free_block(at);
            } else {
                let from = first + skip;
                skip = 0;
                for i in from..s {
                    self.links.set_word(c, b, i, parents[written]);
                    written += 1;
                }
                if head == NONE {
                    head = list(c, b, from);
                }
            }
            at = next;
        }
        debug_assert_eq!(written, parents.len());
        head
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Dag, Kind, NodeId, Value};
    use super::*;

    /// Lists of 1 to 30 parents read back newest first, moving at the 3rd, 5th and 7th parent
    /// and chaining past 8: an old block is reused by the next list of that class.
    #[test]
    fn lists_grow_through_the_classes_and_reuse_the_blocks_they_left() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let sons: Vec<NodeId> = (0..2)
            .map(|i| dag.push(1000 + i, 2, Kind::Or, Value::Unknown, 0))
            .collect();
        let parents: Vec<NodeId> = (1..=30)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        for (i, &p) in parents.iter().enumerate() {
            dag.set_sons(p, &[sons[0]]);
            let want: Vec<NodeId> = parents[..=i].iter().rev().copied().collect();
            assert_eq!(dag.parents(sons[0]).collect::<Vec<_>>(), want, "{i}");
        }
        // The first son left one block of 2, 4 and 6 each: all free.
        let lens = dag.links.lens();
        for (c, &len) in lens[..CHAIN - 1].iter().enumerate() {
            assert_eq!(len, 1, "class {c}");
            assert_eq!(dag.links.free.0[c], 0, "class {c} free");
        }
        // 30 parents: 8 in the full block, then chain blocks of 7, 7, 7 and 1.
        assert_eq!(lens[CHAIN - 1], 1);
        assert_eq!(lens[CHAIN], 4);
        let more: Vec<NodeId> = (31..=38)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        for &p in &more {
            dag.set_sons(p, &[sons[1]]);
        }
        // The second son's list of 8 reused every freed block on the way.
        assert_eq!(dag.links.lens()[..CHAIN - 1], lens[..CHAIN - 1]);
        let want: Vec<NodeId> = more.iter().rev().copied().collect();
        assert_eq!(dag.parents(sons[1]).collect::<Vec<_>>(), want);
        dag.check_links().unwrap();
    }

    /// Taking parents out of a chained list keeps the rest newest first in the same blocks;
    /// blocks left empty are freed, and new parents fill the room left in front.
    #[test]
    fn unlinking_rewrites_the_list_in_place() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let son = dag.push(1000, 2, Kind::Or, Value::Unknown, 0);
        let parents: Vec<NodeId> = (1..=20)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        for &p in &parents {
            dag.set_sons(p, &[son]);
        }
        let lens = dag.links.lens();
        let mut left: Vec<NodeId> = parents.iter().rev().copied().collect();
        for &gone in &[
            parents[19],
            parents[3],
            parents[0],
            parents[12],
            parents[11],
        ] {
            dag.evict(gone);
            left.retain(|&p| p != gone);
            assert_eq!(dag.parents(son).collect::<Vec<_>>(), left);
            dag.check_links().unwrap();
        }
        assert_eq!(dag.links.lens(), lens, "nothing allocated");
        assert_ne!(
            dag.links.free.0[CHAIN], NONE,
            "an emptied chain block is free"
        );
        let p = dag.push(99, 1, Kind::And, Value::Unknown, 0);
        dag.set_sons(p, &[son]);
        left.insert(0, p);
        assert_eq!(dag.parents(son).collect::<Vec<_>>(), left);
        dag.check_links().unwrap();
        for &p in &left[..left.len() - 1] {
            dag.evict(p);
        }
        assert_eq!(dag.parents(son).collect::<Vec<_>>(), vec![parents[1]]);
        dag.check_links().unwrap();
    }
}
