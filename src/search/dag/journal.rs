//! Reversible iterations: an undo journal of what each iteration changed, so that going back
//! from deep in a long run costs the iterations undone, not a replay from the start.
//!
//! An iteration appends nodes, son entries and parent blocks, and overwrites a few existing
//! nodes (numbers, flags, son order, parent field). It also fills free entries of existing
//! chain blocks (`links.rs`), which needs no record: they fill from the back, and the parent
//! field of every earlier state starts at a later entry, so undo does not see them. A parent
//! list that moves to a larger block leaves its old block as it was, and an earlier state's
//! parent field may name it: the journal keeps such blocks off the free list (`freed`) until
//! the segment that left them is dropped, so only blocks no restorable state names are reused.
//! A block taken from a free list is recorded (`taken`), and undoing its segment puts it back
//! on the free list: no restored state names it. The journal records, per segment of
//! [`SEGMENT`] iterations, the arenas' lengths at its start (undo = truncate) and the old value
//! of everything existing it overwrote (undo = write back, newest first, so the oldest value
//! wins). Beside the DAG it carries what the search keeps between iterations: the current
//! path's dropped tail, the restart point, the statistics rows that changed and, under SNDA,
//! the sources.
//!
//! Segments, not single iterations, because the nodes near the root are on every iteration's
//! path: recorded once per segment (two bits in the node's slot say it is recorded already),
//! they cost a fraction of what they cost per iteration, and so do the per-record path,
//! statistics and frame: recording every iteration would slow the page's long solves. Going
//! back lands on the start of a segment, and the
//! caller runs forwards the few iterations left (`Session::rewind_to`).
//!
//! The journal is a ring capped in bytes: its queues grow (by doubling) only while their
//! allocation stays within the cap; when a queue is full and the cap is spent, the oldest
//! iterations are dropped, which frees room in the queue for reuse (a `VecDeque` is a ring).
//! So what the allocator gives it stays within the cap, not just what it holds. (Only when the
//! open iteration alone fills a queue does that queue grow past the cap, by that iteration's
//! records.) Going back further than the journal reaches falls back to a replay.
//! It is off unless a session turns it on, so the CLI's solve pays one predictable branch per
//! mutation. Bounded tables evict nodes; an eviction turns the journal off (undoing one would
//! have to give back a reused son slice), so such searches replay.

use super::arena::Arena;
use super::links::{block_words, CLASSES};
use super::{Dag, NodeId, Slot, NUMS_LOGGED, SLOT_LOGGED};
use crate::search::dag::Mark;
use crate::search::stats::{LevelRow, Stats};
use std::collections::VecDeque;
use std::hash::Hash;
use std::mem::size_of;

/// Iterations per record: going back lands at most this many minus one before where it was
/// asked to, and runs forwards from there (microseconds per iteration).
pub const SEGMENT: u64 = 64;

/// The journal's queues that frames index (`Frame::at`).
const QUEUES: usize = 8;

/// Where one segment's records start in each of the journal's queues (counted since the
/// journal began, so dropping old iterations does not move them), and the state it started
/// from that truncation or a plain copy restores.
#[derive(Clone, Debug)]
struct Frame {
    /// Start in `nums`, `slots`, `sons`, `words`, `rows`, `sides`, `freed`, `taken`.
    at: [u64; QUEUES],
    nodes: u32,
    sons_len: u32,
    links_len: [u32; CLASSES],
    /// The length select truncated the current path to; the dropped tail is in `words`.
    path_keep: u32,
    restart: u32,
    iterations: u64,
    created: u64,
    max_level: u32,
    levels: u32,
}

/// The journal of a DAG and the search state around it.
#[derive(Clone, Debug)]
pub struct Journal<P> {
    nums: VecDeque<(NodeId, [u32; 2])>,
    slots: VecDeque<(NodeId, Slot<P>)>,
    sons: VecDeque<(u32, NodeId)>,
    words: VecDeque<NodeId>,
    rows: VecDeque<LevelRow>,
    sides: VecDeque<(NodeId, u32)>,
    /// Parent blocks left in a segment, as parent fields: free once their segment is dropped
    /// (then [`Dag::release_pending`] moves them to the free lists).
    freed: VecDeque<u32>,
    /// Words of the blocks in `freed`: part of what the journal costs and of its cap; and
    /// how many it may keep before the cap is looked at again.
    kept_words: usize,
    kept_limit: usize,
    /// Parent blocks taken from the free lists, as parent fields (`Links::taken` moved here).
    taken: VecDeque<u32>,
    frames: VecDeque<Frame>,
    /// Entries dropped from the front of each queue.
    dropped: [u64; QUEUES],
    /// The byte cap on the queues' allocation.
    cap: usize,
    /// Nodes and son entries when the open iteration started: later ones need no record,
    /// since undo truncates them.
    base_nodes: u32,
    base_sons: u32,
    /// The statistics when the open segment started, to record the rows it changed.
    stats_before: Stats,
    /// Whether the newest frame is still recording (its rows are recorded when it closes).
    /// While it is, the nodes it recorded carry [`NUMS_LOGGED`] and [`SLOT_LOGGED`].
    open: bool,
    /// The nodes older than the undone segments whose numbers or slots the last undo wrote
    /// back, for a delta that reads those alone ([`Dag::take_undone`]).
    undone: Vec<NodeId>,
}

/// What the search keeps between iterations, handed to the journal to record and restore.
pub struct SearchState<'a> {
    /// The current path, root first.
    pub path: &'a mut Vec<NodeId>,
    /// Where the next selection starts.
    pub restart: &'a mut usize,
    /// The statistics.
    pub stats: &'a mut Stats,
    /// SNDA's sources (empty for the other rules).
    pub sources: &'a mut Vec<NodeId>,
}

impl<P: Clone> Journal<P> {
    fn new(cap: usize) -> Self {
        Journal {
            nums: VecDeque::new(),
            slots: VecDeque::new(),
            sons: VecDeque::new(),
            words: VecDeque::new(),
            rows: VecDeque::new(),
            sides: VecDeque::new(),
            freed: VecDeque::new(),
            kept_words: 0,
            kept_limit: 0,
            taken: VecDeque::new(),
            frames: VecDeque::new(),
            dropped: [0; QUEUES],
            cap,
            base_nodes: 0,
            base_sons: 0,
            stats_before: Stats::default(),
            open: false,
            undone: Vec::new(),
        }
    }

    /// Closes the open segment: records the statistics rows it changed, and clears the bits
    /// of the nodes it recorded.
    fn close(&mut self, stats: &Stats, slots: &mut Arena<Slot<P>>) {
        if !self.open {
            return;
        }
        for (i, new) in stats.levels.iter().enumerate() {
            match self.stats_before.levels.get(i) {
                Some(&old) if old != *new => self.push(|j| &mut j.rows, old),
                Some(_) => {}
                None => break,
            }
        }
        self.clear_bits(slots);
    }

    /// Clears the bits the open segment set in the slots of the nodes it recorded, and ends it.
    fn clear_bits(&mut self, slots: &mut Arena<Slot<P>>) {
        if !std::mem::take(&mut self.open) {
            return;
        }
        let at = self.frames.back().expect("an open frame").at;
        let from = (at[0] - self.dropped[0]) as usize;
        for &(id, _) in self.nums.range(from..) {
            slots[id as usize].set(NUMS_LOGGED, false);
        }
        let from = (at[1] - self.dropped[1]) as usize;
        for &(id, _) in self.slots.range(from..) {
            slots[id as usize].set(SLOT_LOGGED, false);
        }
    }

    fn counts(&self) -> [u64; QUEUES] {
        [
            self.nums.len() as u64 + self.dropped[0],
            self.slots.len() as u64 + self.dropped[1],
            self.sons.len() as u64 + self.dropped[2],
            self.words.len() as u64 + self.dropped[3],
            self.rows.len() as u64 + self.dropped[4],
            self.sides.len() as u64 + self.dropped[5],
            self.freed.len() as u64 + self.dropped[6],
            self.taken.len() as u64 + self.dropped[7],
        ]
    }

    /// Bytes the allocator gave the queues, and the parent blocks the journal keeps from
    /// reuse (they count against its cap: keeping them is what going back costs).
    fn queue_bytes(&self) -> usize {
        fn b<T>(q: &VecDeque<T>) -> usize {
            q.capacity() * size_of::<T>()
        }
        b(&self.nums)
            + b(&self.slots)
            + b(&self.sons)
            + b(&self.words)
            + b(&self.rows)
            + b(&self.sides)
            + b(&self.freed)
            + b(&self.taken)
            + b(&self.frames)
            + self.kept_words * size_of::<u32>()
    }

    /// Bytes the allocator gave the journal, and the parent blocks it keeps from reuse (which
    /// the DAG's arenas hold: [`Dag::bytes`] leaves them out here).
    fn bytes(&self) -> usize {
        size_of::<Self>()
            + self.queue_bytes()
            + self.stats_before.levels.capacity() * size_of::<LevelRow>()
    }

    /// Appends `x` to the queue `pick` chooses, making room within the cap first if it is
    /// full.
    #[inline]
    fn push<T>(&mut self, pick: fn(&mut Self) -> &mut VecDeque<T>, x: T) {
        let q = pick(self);
        if q.len() == q.capacity() {
            self.make_room(pick);
        }
        pick(self).push_back(x);
    }

    /// Room for one more entry in a full queue: it doubles while the cap allows; else the
    /// oldest iterations go until one of this queue's entries went with them; else (the open
    /// iteration alone fills it) it grows past the cap by an eighth.
    #[cold]
    #[inline(never)]
    fn make_room<T>(&mut self, pick: fn(&mut Self) -> &mut VecDeque<T>) {
        // Growth smaller than this drops old iterations instead (no crawl of small copies).
        const LEAST: usize = 64;
        let size = size_of::<T>().max(1);
        loop {
            let room = self.cap.saturating_sub(self.queue_bytes()) / size;
            let q = pick(self);
            let (len, before) = (q.len(), q.capacity());
            if len < before {
                return;
            }
            let more = before.max(LEAST).min(room);
            if more >= LEAST && q.try_reserve_exact(more).is_ok() {
                return;
            }
            // The open iteration's frame is the newest; it cannot go.
            if self.frames.len() <= 1 {
                break;
            }
            self.drop_oldest();
        }
        let q = pick(self);
        let more = (q.capacity() / 8).max(LEAST);
        q.reserve_exact(more);
    }

    /// Drops the oldest iteration. Its freed blocks stay in `freed` until the DAG takes them
    /// ([`Dag::release_pending`]).
    fn drop_oldest(&mut self) {
        self.frames.pop_front();
        let end = match self.frames.front() {
            Some(f) => f.at,
            None => self.counts(),
        };
        // Each entry is popped once, as it was pushed once.
        fn pop<T>(q: &mut VecDeque<T>, dropped: &mut u64, end: u64) {
            for _ in *dropped..end {
                q.pop_front();
            }
            *dropped = end;
        }
        pop(&mut self.nums, &mut self.dropped[0], end[0]);
        pop(&mut self.slots, &mut self.dropped[1], end[1]);
        pop(&mut self.sons, &mut self.dropped[2], end[2]);
        pop(&mut self.words, &mut self.dropped[3], end[3]);
        pop(&mut self.rows, &mut self.dropped[4], end[4]);
        pop(&mut self.sides, &mut self.dropped[5], end[5]);
        pop(&mut self.taken, &mut self.dropped[7], end[7]);
    }
}

/// When node `id` is older than the open segment and its `bit` (what is recorded: its slot, its
/// numbers) is not set yet: sets it and gives the slot as it was before. Else none: the node is
/// new in this segment (undo truncates it) or recorded in it already.
#[inline(always)]
fn first_in_segment<P: Copy>(
    j: &Journal<P>,
    slots: &mut Arena<Slot<P>>,
    id: NodeId,
    bit: u8,
) -> Option<Slot<P>> {
    if id >= j.base_nodes {
        return None;
    }
    let slot = &mut slots[id as usize];
    if slot.has(bit) {
        return None;
    }
    let old = *slot;
    slot.set(bit, true);
    Some(old)
}

/// The newest entry of a queue while it has entries from absolute index `from` on: the
/// entries from `from`, newest first, popped (not drained: see `drop_oldest`).
fn pop_newer<T>(q: &mut VecDeque<T>, dropped: u64, from: u64) -> Option<T> {
    if dropped + q.len() as u64 > from {
        q.pop_back()
    } else {
        None
    }
}

impl<P: Copy + Eq + Hash> Dag<P> {
    /// Turns the journal on with a cap of `cap` bytes (replacing any journal), or off with 0;
    /// `stats` are the search's statistics now, the point it reaches back to at first.
    pub fn keep_journal(&mut self, cap: usize, stats: &Stats) {
        self.drop_journal();
        self.links.logging = cap > 0;
        self.journal = (cap > 0).then(|| {
            let mut j = Journal::new(cap);
            j.stats_before.clone_from(stats);
            Box::new(j)
        });
    }

    /// The oldest iteration the journal can go back to, if it is on.
    pub fn journal_reach(&self) -> Option<u64> {
        let j = self.journal.as_ref()?;
        Some(
            j.frames
                .front()
                .map_or(j.stats_before.iterations, |f| f.iterations),
        )
    }

    /// Bytes the journal holds.
    pub fn journal_bytes(&self) -> usize {
        self.journal.as_ref().map_or(0, |j| j.bytes())
    }

    /// Called by the search before each iteration selects, with the length select will keep
    /// of the current path: opens a segment's record when the open one is full.
    pub fn journal_begin(&mut self, state: SearchState<'_>, path_keep: usize) {
        self.release_pending();
        self.absorb_taken();
        let Some(j) = self.journal.as_deref_mut() else {
            return;
        };
        if j.open {
            let start = j.frames.back().expect("an open frame").iterations;
            if state.stats.iterations - start < SEGMENT {
                return;
            }
            j.close(state.stats, &mut self.slots);
        }
        let frame = Frame {
            at: j.counts(),
            nodes: self.slots.len() as u32,
            sons_len: self.sons.len() as u32,
            links_len: self.links.lens(),
            path_keep: path_keep as u32,
            restart: *state.restart as u32,
            iterations: state.stats.iterations,
            created: state.stats.created,
            max_level: state.stats.max_level,
            levels: state.stats.levels.len() as u32,
        };
        j.push(|j| &mut j.frames, frame);
        for &w in &state.path[path_keep.min(state.path.len())..] {
            j.push(|j| &mut j.words, w);
        }
        j.base_nodes = self.slots.len() as u32;
        j.base_sons = self.sons.len() as u32;
        j.stats_before.clone_from(state.stats);
        j.open = true;
    }

    /// Called by the search after each iteration (the segment's rows are recorded when it
    /// closes, so nothing is left to do per iteration).
    pub fn journal_end(&mut self, _stats: &Stats) {}

    /// Turns the journal off, freeing the parent blocks it kept (no state can name them now).
    pub(super) fn drop_journal(&mut self) {
        if let Some(mut j) = self.journal.take() {
            j.clear_bits(&mut self.slots);
            for up in j.freed.drain(..) {
                self.links.release_field(up);
            }
        }
        self.links.logging = false;
        self.links.taken = Vec::new();
    }

    /// Moves the blocks the open iteration took from the free lists into the open segment's
    /// record (within the journal's cap, as its other records).
    #[inline]
    fn absorb_taken(&mut self) {
        if self.links.taken.is_empty() {
            return;
        }
        if let Some(j) = self.journal.as_deref_mut() {
            for &up in &self.links.taken {
                j.push(|j| &mut j.taken, up);
            }
        }
        self.links.taken.clear();
    }

    /// Bytes of the parent blocks the journal keeps from reuse: in the arenas' bytes already.
    pub(super) fn journal_kept_bytes(&self) -> usize {
        self.journal
            .as_ref()
            .map_or(0, |j| j.kept_words * size_of::<u32>())
    }

    /// Moves the blocks of dropped segments from `freed` to the free lists.
    #[inline]
    pub(super) fn release_pending(&mut self) {
        let Some(j) = self.journal.as_deref_mut() else {
            return;
        };
        let end = j.frames.front().map_or(j.counts()[6], |f| f.at[6]);
        if end == j.dropped[6] {
            return;
        }
        let n = (end - j.dropped[6]) as usize;
        for up in j.freed.drain(..n) {
            j.kept_words -= block_words(up);
            self.links.release_field(up);
        }
        j.dropped[6] = end;
    }

    /// Keeps a parent block that a restorable state may name off the free list until no
    /// such state is left; false (nothing kept) when the journal is off. The blocks kept
    /// count against the journal's cap with its queues: past it, the oldest segments go (and
    /// their blocks go free); when even that leaves no room and the system refuses more, the
    /// block is never reused (kept, not freed: still safe).
    #[inline]
    pub(super) fn defer_free(&mut self, up: u32) -> bool {
        let Some(j) = self.journal.as_deref_mut() else {
            return false;
        };
        let words = block_words(up);
        if j.freed.len() < j.freed.capacity() && j.kept_words + words <= j.kept_limit {
            j.freed.push_back(up);
            j.kept_words += words;
            return true;
        }
        self.defer_free_slow(up)
    }

    #[cold]
    #[inline(never)]
    fn defer_free_slow(&mut self, up: u32) -> bool {
        const LEAST: usize = 64;
        let words = block_words(up);
        loop {
            self.release_pending();
            let Some(j) = self.journal.as_deref_mut() else {
                return false;
            };
            let bytes = j.queue_bytes() + words * size_of::<u32>();
            if bytes > j.cap && j.frames.len() > 1 {
                j.drop_oldest();
                continue;
            }
            // Until the next look: the room the cap leaves now (the other queues grow rarely).
            j.kept_limit = j.kept_words + j.cap.saturating_sub(bytes) / size_of::<u32>() / 8;
            if j.freed.len() < j.freed.capacity() {
                j.freed.push_back(up);
                j.kept_words += words;
                return true;
            }
            let before = j.freed.capacity();
            let room = j.cap.saturating_sub(j.queue_bytes()) / size_of::<u32>();
            let more = before.max(LEAST).min(room);
            if more >= LEAST && j.freed.try_reserve_exact(more).is_ok() {
                continue;
            }
            if j.frames.len() > 1 {
                j.drop_oldest();
                continue;
            }
            if j.freed.try_reserve_exact((before / 8).max(LEAST)).is_err() {
                return true;
            }
        }
    }

    /// Records a side array's old entry (SNDA's sources) before the search overwrites it.
    pub fn journal_side(&mut self, id: NodeId, old: u32) {
        if let Some(j) = self.journal.as_deref_mut() {
            if id < j.base_nodes {
                j.push(|j| &mut j.sides, (id, old));
            }
        }
    }

    #[inline]
    pub(super) fn log_slot(&mut self, id: NodeId) {
        if let Some(j) = self.journal.as_deref_mut() {
            if let Some(old) = first_in_segment(j, &mut self.slots, id, SLOT_LOGGED) {
                j.push(|j| &mut j.slots, (id, old));
            }
        }
    }

    #[inline]
    pub(super) fn log_numbers(&mut self, id: NodeId) {
        if let Some(j) = self.journal.as_deref_mut() {
            if first_in_segment(j, &mut self.slots, id, NUMS_LOGGED).is_some() {
                j.push(|j| &mut j.nums, (id, self.nums[id as usize]));
            }
        }
    }

    /// Records son entries `range` before they are overwritten.
    #[inline]
    pub(super) fn log_sons(&mut self, range: std::ops::Range<usize>) {
        if let Some(j) = self.journal.as_deref_mut() {
            let end = range.end.min(j.base_sons as usize);
            for i in range.start..end {
                j.push(|j| &mut j.sons, (i as u32, self.sons[i]));
            }
        }
    }

    /// Undoes segments back to the start of the one holding iteration `n` (at most
    /// [`SEGMENT`] − 1 iterations before `n`; the caller runs forwards from there), restoring
    /// the DAG and `state`. Returns false, changing nothing, when the journal is off or does
    /// not reach back to `n`.
    pub fn undo_to(&mut self, n: u64, state: SearchState<'_>) -> bool {
        if self.journal_reach().is_none_or(|r| r > n) {
            return false;
        }
        self.absorb_taken();
        let mut j = self.journal.take().expect("the journal is on");
        j.close(state.stats, &mut self.slots);
        j.undone.clear();
        while state.stats.iterations > n || j.frames.back().is_some_and(|f| f.iterations >= n) {
            if j.frames.is_empty() {
                break;
            }
            let f = j.frames.pop_back().expect("a frame");
            self.undo_frame(&mut j, &f, &mut *state.path, state.stats, state.sources);
            *state.restart = f.restart as usize;
        }
        state.sources.truncate(self.slots.len());
        j.base_nodes = self.slots.len() as u32;
        j.base_sons = self.sons.len() as u32;
        j.stats_before.clone_from(state.stats);
        self.journal = Some(j);
        true
    }

    /// The nodes (older than the DAG's length now) whose numbers or slot (flags, son list)
    /// the last [`Dag::undo_to`] wrote back, in no order and with repeats; handed over once.
    /// With the nodes from the length on, they are every node whose snapshot entry the undo
    /// changed (son entries are overwritten only with their parent's slot recorded, or in a
    /// header, which holds parents, not sons).
    pub fn take_undone(&mut self) -> Vec<NodeId> {
        self.journal
            .as_deref_mut()
            .map_or_else(Vec::new, |j| std::mem::take(&mut j.undone))
    }

    fn undo_frame(
        &mut self,
        j: &mut Journal<P>,
        f: &Frame,
        path: &mut Vec<NodeId>,
        stats: &mut Stats,
        sources: &mut [NodeId],
    ) {
        if self.use_table {
            let slots = &self.slots;
            for id in f.nodes..slots.len() as u32 {
                let h = super::HASHER.hash_one(slots[id as usize].pos);
                self.table.remove(h, &mut |i| i == id, &super::ByPos(slots));
            }
        }
        self.slots.truncate(f.nodes as usize);
        self.nums.truncate(f.nodes as usize);
        self.sons.truncate(f.sons_len as usize);
        self.links.truncate(&f.links_len);
        // Blocks left in undone segments are named again by the restored parent fields.
        while let Some(up) = pop_newer(&mut j.freed, j.dropped[6], f.at[6]) {
            j.kept_words -= block_words(up);
        }
        // Blocks taken from the free lists go back: a free list holds only blocks of dropped
        // segments or from before the journal, all older than the arenas' lengths restored.
        while let Some(up) = pop_newer(&mut j.taken, j.dropped[7], f.at[7]) {
            self.links.release_field(up);
        }
        while let Some((id, old)) = pop_newer(&mut j.nums, j.dropped[0], f.at[0]) {
            self.nums[id as usize] = old;
            j.undone.push(id);
        }
        while let Some((id, mut old)) = pop_newer(&mut j.slots, j.dropped[1], f.at[1]) {
            // The update's marks are all cleared between iterations; the record may hold the
            // numbers' bit of the segment it was made in, which has closed.
            old.set(Mark::Queued as u8 | NUMS_LOGGED | SLOT_LOGGED, false);
            self.slots[id as usize] = old;
            j.undone.push(id);
        }
        while let Some((i, old)) = pop_newer(&mut j.sons, j.dropped[2], f.at[2]) {
            self.sons[i as usize] = old;
        }
        path.truncate(f.path_keep as usize);
        let at = (f.at[3] - j.dropped[3]) as usize;
        path.extend(j.words.range(at..));
        j.words.truncate(at);
        while let Some(row) = pop_newer(&mut j.rows, j.dropped[4], f.at[4]) {
            stats.levels[row.level as usize] = row;
        }
        while let Some((id, old)) = pop_newer(&mut j.sides, j.dropped[5], f.at[5]) {
            if let Some(s) = sources.get_mut(id as usize) {
                *s = old;
            }
        }
        stats.levels.truncate(f.levels as usize);
        stats.iterations = f.iterations;
        stats.created = f.created;
        stats.max_level = f.max_level;
        stats.stopped_by = None;
        stats.bound = None;
    }
}

use std::hash::BuildHasher;
