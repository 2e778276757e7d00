//! Parent links in blocks of exactly 2 to 8 entries: what a node with several parents keeps.
//!
//! At (8,4) BEST four nodes in five have several parents: 2 to 7 for almost all of them (2.6,
//! 2.2, 1.7, 1.7, 2.0 and 2.2 million nodes with 2 to 7 parents, 0.7 million with more, of
//! 16.5 million). A node with one parent keeps it inline; with 2 to 8 parents they sit in a
//! block of exactly that many entries (its class), newest first. A new parent moves the list to
//! a block of the next class, the parent in front, and the old block goes on its class's free
//! list, which the next block of that class is taken from. Past 8, chain blocks of 8 words (the
//! older part of the list, then 7 parents filled from the back) go in front of the full block
//! of 8, so no list is copied past 8. Blocks of 2, 4, 6 and 8 filled from the back (a move at
//! the 3rd, 5th and 7th parent only) take 1.8 bytes per node more at (8,4); exact sizes take
//! 5.6 % more CPU in paired whole solves, since at that size a move's new block is rarely in
//! the cache.
//!
//! Each class is an arena of words (`Arena<u32>`, the son lists' type, so the wasm gets no
//! new copy of the arena's code) whose blocks never straddle a chunk. A node's parent field
//! names a block as `LIST | class << 28 | word`: for the exact classes `word` is the block's
//! first word; for the chain class (whose blocks are 8-aligned) it is the newest entry, and the
//! entries from it to the block's end are the list, which the older part continues. A chain
//! block fills from the back, so the entry before the newest is free in every state the journal
//! can restore; an exact block is never written while it holds a list, except by
//! [`Dag::rewrite_parents`] when a list loses parents (then the journal is off), which leaves
//! the rest at the block's back and its front free ([`NONE`]).
//!
//! Links to a son already solved are made, and a solved node keeps its list, though neither
//! is walked again (a solved node's numbers never change): at (8,4) BEST 97.6 % of the nodes
//! are never solved, and dropping both saved 0.67 bytes per node, not
//! worth a scan of all son lists to show a solved node's parents.
//!
//! The undo journal restores a node's parent field, which may name a block the node has since
//! left: such a block is kept, untouched, until the journal can no longer go back before the
//! move (`journal.rs` defers it); only then does it go on the free list.

use super::arena::Arena;
use super::{Dag, NodeId};
use crate::search::status::Limit;
use std::hash::Hash;

/// Set in a node's parent field when it names a block, not a parent.
pub(super) const LIST: u32 = 1 << 31;

/// "None" in a node's parent field, in a chain block's link, in the free lists and in the free
/// front of a block that lost parents.
pub(super) const NONE: u32 = u32::MAX;

/// Block classes: 0 to 6 hold exactly 2 to 8 parents; [`CHAIN`] holds the older part's field
/// and up to 7. Eight: the field's three class bits.
pub(super) const CLASSES: usize = 8;
const CHAIN: usize = CLASSES - 1;
const CHAIN_WORDS: usize = 8;
/// The most parents a list holds before it chains: the largest exact class.
const LARGEST: usize = CHAIN + 1;
const CLASS_SHIFT: u32 = 28;
const WORD_MASK: u32 = (1 << CLASS_SHIFT) - 1;

/// Words of a block of class `c`.
#[inline(always)]
const fn words(c: usize) -> usize {
    if c == CHAIN {
        CHAIN_WORDS
    } else {
        c + 2
    }
}

/// The words one class's arena may hold: the field keeps 28 bits for a word, and the newest
/// entry of the chain class's last block would read as [`NONE`].
const fn max_words(c: usize) -> usize {
    if c == CHAIN {
        (1 << CLASS_SHIFT) - CHAIN_WORDS
    } else {
        1 << CLASS_SHIFT
    }
}

/// Words of the block a parent field names.
pub(super) fn block_words(up: u32) -> usize {
    words(unlist(up).0)
}

/// A node's parent field naming word `w` of class `c`.
#[inline]
fn list(c: usize, w: usize) -> u32 {
    debug_assert!(c < CLASSES && w < max_words(c));
    LIST | (c as u32) << CLASS_SHIFT | w as u32
}

/// The class and word a parent field names.
#[inline(always)]
fn unlist(up: u32) -> (usize, usize) {
    (
        ((up >> CLASS_SHIFT) & 7) as usize,
        (up & WORD_MASK) as usize,
    )
}

/// The first word of the block that word `w` of class `c` names.
#[inline(always)]
fn start(c: usize, w: usize) -> usize {
    if c == CHAIN {
        w & !(CHAIN_WORDS - 1)
    } else {
        w
    }
}

/// The parent blocks: one arena of words per class, and each class's free list, threaded
/// through the free blocks' first word.
#[derive(Clone, Debug)]
pub(super) struct Links {
    arenas: [Arena<u32>; CLASSES],
    free: [u32; CLASSES],
    /// While the journal is on: the blocks taken from the free lists since the journal last
    /// looked, as parent fields. Undoing the segment that took one gives it back (`journal.rs`):
    /// no restored state names it, and the free list's link it overwrote is gone.
    pub(super) taken: Vec<u32>,
    pub(super) logging: bool,
}

impl Default for Links {
    fn default() -> Self {
        Links {
            arenas: Default::default(),
            free: [NONE; CLASSES],
            taken: Vec::new(),
            logging: false,
        }
    }
}

impl Links {
    /// A block of class `c` holding `block`, taken from the class's free list or appended
    /// (within what [`Links::try_reserve`] made room for); its first word.
    #[inline(always)]
    fn place<const N: usize>(&mut self, c: usize, block: [u32; N]) -> usize {
        debug_assert_eq!(N, words(c));
        let arena = &mut self.arenas[c];
        let head = self.free[c];
        if head == NONE {
            return arena.push_block(block);
        }
        let w = head as usize;
        self.free[c] = arena[w];
        arena.slice_mut(w, N).copy_from_slice(&block);
        if self.logging {
            self.log_taken(list(c, w));
        }
        w
    }

    /// Out of line: `place` is inlined at every link, and only the page's journal logs.
    #[inline(never)]
    fn log_taken(&mut self, up: u32) {
        // Within the room `try_reserve` made: no allocation here.
        self.taken.push(up);
    }

    /// Block `up` names, its `k` entries (the array's first `k` words) moved behind `parent`
    /// into a block of `k + 1`: returns the new field.
    #[inline(always)]
    fn grow<const N: usize>(&mut self, up: u32, parent: NodeId) -> u32 {
        let mut block = [parent; N];
        block[1..].copy_from_slice(&self.entries(up).0[..N - 1]);
        let c = N - 2;
        list(c, self.place(c, block))
    }

    /// `parent` in front of the list `up` names: the new field, and whether the list left the
    /// block `up` names (which is then free); `None` when `parent` is the newest already.
    #[inline]
    fn push_front(&mut self, up: u32, parent: NodeId) -> Option<(u32, bool)> {
        let (c, w) = unlist(up);
        let (entries, _) = self.entries(up);
        if entries[0] == parent {
            return None;
        }
        let held = entries.len();
        if c == CHAIN && w & (CHAIN_WORDS - 1) > 1 {
            // Free in every state the journal can restore (see the module doc).
            self.arenas[CHAIN][w - 1] = parent;
            return Some((list(CHAIN, w - 1), false));
        }
        if c == CHAIN || held == LARGEST {
            // A full chain block or a full block of 8: a chain block goes in front.
            let mut block = [NONE; CHAIN_WORDS];
            (block[0], block[CHAIN_WORDS - 1]) = (up, parent);
            let at = self.place(CHAIN, block) + CHAIN_WORDS - 1;
            return Some((list(CHAIN, at), false));
        }
        // Fixed-size copies, not a `memcpy` call of the list's length.
        let to = match held {
            2 => self.grow::<3>(up, parent),
            3 => self.grow::<4>(up, parent),
            4 => self.grow::<5>(up, parent),
            5 => self.grow::<6>(up, parent),
            6 => self.grow::<7>(up, parent),
            _ => self.grow::<8>(up, parent),
        };
        Some((to, true))
    }

    /// Releases the block a parent field names (not the blocks it chains to) to its free list.
    #[inline]
    pub(super) fn release_field(&mut self, up: u32) {
        let (c, w) = unlist(up);
        let s = start(c, w);
        self.arenas[c][s] = self.free[c];
        self.free[c] = s as u32;
    }

    /// The newest entry's word of the block a parent field names: what a new link reads first.
    #[inline(always)]
    pub(super) fn newest(&self, up: u32) -> &u32 {
        let (c, w) = unlist(up);
        &self.arenas[c][w]
    }

    /// Words in each class's arena (what undo truncates back to).
    pub(super) fn lens(&self) -> [u32; CLASSES] {
        std::array::from_fn(|c| self.arenas[c].len() as u32)
    }

    /// Drops the blocks past `lens` (undo). The free lists hold only older blocks.
    pub(super) fn truncate(&mut self, lens: &[u32; CLASSES]) {
        for (arena, &len) in self.arenas.iter_mut().zip(lens) {
            arena.truncate(len as usize);
        }
    }

    /// Bytes the arenas hold.
    pub(super) fn bytes(&self) -> usize {
        self.arenas.iter().map(Arena::bytes).sum::<usize>() + self.taken.capacity() * 4
    }

    /// Room for `nodes` links, each of which may take a block of any one class.
    pub(super) fn try_reserve(&mut self, nodes: usize) -> Result<(), Limit> {
        for (c, arena) in self.arenas.iter_mut().enumerate() {
            let n = nodes * words(c);
            // A block that does not fit in the rest of a chunk pads it.
            if arena.len() + n + words(c) > max_words(c) {
                return Err(Limit::Memory);
            }
            arena.try_reserve(n).map_err(|_| Limit::Memory)?;
        }
        if self.logging {
            self.taken.try_reserve(nodes).map_err(|_| Limit::Memory)?;
        }
        Ok(())
    }

    /// What [`Links::bytes`] reaches at most while [`Links::try_reserve`] makes room.
    pub(super) fn peak_bytes(&self, nodes: usize) -> usize {
        (self.arenas.iter().enumerate())
            .map(|(c, arena)| arena.peak_bytes(nodes * words(c)))
            .sum()
    }

    /// The entries of the block a parent field names, from the newest, and the field of the
    /// older part of the list ([`NONE`] when there is none).
    #[inline(always)]
    fn entries(&self, up: u32) -> (&[u32], u32) {
        let (c, w) = unlist(up);
        let s = start(c, w);
        let block = self.arenas[c].slice(s, words(c));
        if c == CHAIN {
            (&block[w - s..], block[0])
        } else if block[0] != NONE {
            (block, NONE)
        } else {
            (after_free_front(block), NONE)
        }
    }
    /// The oldest parent in the block a parent field names when that block is the whole list
    /// (an exact class's last word), else [`NONE`]: the chain class's older part is elsewhere.
    #[inline(always)]
    pub(super) fn oldest_in_block(&self, up: u32) -> u32 {
        let (c, w) = unlist(up);
        if c == CHAIN {
            return NONE;
        }
        self.arenas[c].slice(w, words(c))[words(c) - 1]
    }
}

/// The entries of an exact block that lost parents: past its free front.
#[cold]
#[inline(never)]
fn after_free_front(block: &[u32]) -> &[u32] {
    let free = block.iter().take_while(|&&p| p == NONE).count();
    &block[free..]
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
            list(0, self.links.place(0, [parent, up]))
        } else {
            let Some((to, left)) = self.links.push_front(up, parent) else {
                return;
            };
            if left {
                self.free_block(up);
            }
            to
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
    /// are freed, and the front of a block of exact size left partly empty is marked free.
    /// Allocates nothing. Returns the new parent field.
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
            let (c, w) = unlist(at);
            let (held, next) = {
                let (entries, next) = self.links.entries(at);
                (entries.len(), next)
            };
            if skip >= held {
                skip -= held;
                self.free_block(at);
            } else {
                let (s, n) = (start(c, w), words(c));
                let from = n - held + skip;
                skip = 0;
                let block = self.links.arenas[c].slice_mut(s, n);
                for slot in &mut block[from..] {
                    *slot = parents[written];
                    written += 1;
                }
                if head == NONE {
                    head = if c == CHAIN {
                        list(c, s + from)
                    } else {
                        block[..from].fill(NONE);
                        list(c, s)
                    };
                } else {
                    debug_assert!(c == CHAIN || from == 0, "only the head has a free front");
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

    /// `count` parents (node ids from `first`) linked to a fresh son of `dag`, oldest first.
    fn son_with_parents(dag: &mut Dag<u32>, first: u32, count: u32) -> (NodeId, Vec<NodeId>) {
        let son = dag.push(10_000 + first, 2, Kind::Or, Value::Unknown, 0);
        let parents: Vec<NodeId> = (first..first + count)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        for &p in &parents {
            dag.set_sons(p, &[son]);
        }
        (son, parents)
    }

    /// A list of k parents, 2 ≤ k ≤ 8, takes a block of exactly k words, and the blocks it
    /// left on the way are free: none is left idle but on a free list.
    #[test]
    fn a_list_of_k_parents_takes_exactly_k_words() {
        for k in 2..=8u32 {
            let mut dag = Dag::new(0u32, 0, Kind::Or, true);
            let (son, parents) = son_with_parents(&mut dag, 1, k);
            let up = dag.up(son);
            assert_eq!(block_words(up), k as usize, "{k} parents");
            let want: Vec<NodeId> = parents.iter().rev().copied().collect();
            assert_eq!(dag.parents(son).collect::<Vec<_>>(), want);
            let lens = dag.links.lens();
            for (c, &len) in lens[..CHAIN].iter().enumerate() {
                let held = if c + 2 <= k as usize { words(c) } else { 0 };
                assert_eq!(len as usize, held, "{k} parents, class {c}");
                let free = if c + 2 < k as usize { 0 } else { NONE };
                assert_eq!(dag.links.free[c], free, "{k} parents, class {c} free");
            }
        }
    }

    /// Lists of 1 to 30 parents read back newest first, moving at every parent up to 8 and
    /// chaining past 8: an old block is reused by the next list of that class.
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
        // The first son left one block of 2 to 7 each: all free.
        let lens = dag.links.lens();
        for (c, &len) in lens[..CHAIN - 1].iter().enumerate() {
            assert_eq!(len as usize, words(c), "class {c}");
            assert_eq!(dag.links.free[c], 0, "class {c} free");
        }
        // 30 parents: 8 in the full block, then chain blocks of 7, 7, 7 and 1.
        assert_eq!(lens[CHAIN - 1], 8);
        assert_eq!(lens[CHAIN] as usize, 4 * CHAIN_WORDS);
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

    /// A creator read from a list's one block ([`Links::oldest_in_block`]) is the list's
    /// oldest link as parents are taken out, from exact blocks (which then have a free front)
    /// and from chains, down to one parent.
    #[test]
    fn the_creator_is_the_oldest_link_as_parents_are_taken_out() {
        for count in [3, 6, 8, 9, 20] {
            let mut dag = Dag::new(0u32, 0, Kind::Or, true);
            let (son, parents) = son_with_parents(&mut dag, 1, count);
            // The newest, then the oldest, then every other one.
            let order = [count - 1, 0].into_iter().chain((1..count - 1).step_by(2));
            for gone in order {
                dag.evict(parents[gone as usize]);
                let mut got = Vec::new();
                dag.creating_parents(&[son], NONE, &mut got);
                let want = dag.parents(son).last().unwrap_or(NONE);
                assert_eq!(got, vec![want], "{count} parents, {gone} out");
            }
        }
    }

    /// Taking parents out of a chained list keeps the rest newest first in the same blocks;
    /// blocks left empty are freed, and new parents fill the room left in front.
    #[test]
    fn unlinking_rewrites_the_list_in_place() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let (son, parents) = son_with_parents(&mut dag, 1, 20);
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
            dag.links.free[CHAIN], NONE,
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

    /// A list of exact size that loses parents stays in its block, the rest at the back and
    /// the front free; its next parent moves it to the block of its new length.
    #[test]
    fn a_list_that_lost_parents_moves_to_its_length_at_the_next_link() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let (son, parents) = son_with_parents(&mut dag, 1, 6);
        let lens = dag.links.lens();
        dag.evict(parents[5]);
        dag.evict(parents[2]);
        let mut left = vec![parents[4], parents[3], parents[1], parents[0]];
        assert_eq!(dag.parents(son).collect::<Vec<_>>(), left);
        assert_eq!(block_words(dag.up(son)), 6, "still in its block");
        assert_eq!(dag.links.lens(), lens, "nothing allocated");
        dag.check_links().unwrap();
        let p = dag.push(99, 1, Kind::And, Value::Unknown, 0);
        dag.set_sons(p, &[son]);
        left.insert(0, p);
        assert_eq!(dag.parents(son).collect::<Vec<_>>(), left);
        assert_eq!(block_words(dag.up(son)), 5);
        assert_eq!(dag.links.free[4], 0, "the block of 6 is free");
        dag.check_links().unwrap();
    }
}
