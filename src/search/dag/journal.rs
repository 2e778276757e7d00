//! Reversible iterations: an undo journal of what each iteration changed, so that going back
//! from deep in a long run costs the iterations undone, not a replay from the start.
//!
//! An iteration appends nodes, son entries and parent links, and overwrites a few existing
//! nodes (numbers, flags, son order, parent field). The journal records, per iteration, the
//! arenas' lengths at its start (undo = truncate) and the old value of everything existing it
//! overwrote (undo = write back, newest first, so the oldest value wins). Beside the DAG it
//! carries what the search keeps between iterations: the current path's dropped tail, the
//! restart point, the statistics rows that changed and, under SNDA, the sources.
//!
//! The journal is a ring capped in bytes: when an iteration would pass the cap, the oldest
//! iterations are dropped, and going back further than it reaches falls back to a replay.
//! It is off unless a session turns it on, so the CLI's solve pays one predictable branch per
//! mutation. Bounded tables evict nodes; an eviction turns the journal off (undoing one would
//! have to give back a reused son slice), so such searches replay.

use super::{Dag, NodeId, Slot};
use crate::search::dag::Mark;
use crate::search::stats::{LevelRow, Stats};
use std::collections::VecDeque;
use std::hash::Hash;

/// Where one iteration's records start in each of the journal's queues (counted since the
/// journal began, so dropping old iterations does not move them), and the state it started
/// from that truncation or a plain copy restores.
#[derive(Clone, Debug)]
struct Frame {
    /// Start in `nums`, `slots`, `sons`, `words`, `rows`, `sides`.
    at: [u64; 6],
    nodes: u32,
    sons_len: u32,
    links_len: u32,
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
    frames: VecDeque<Frame>,
    /// Entries dropped from the front of each queue.
    dropped: [u64; 6],
    /// The byte cap on the entries held.
    cap: usize,
    /// Nodes and son entries when the open iteration started: later ones need no record,
    /// since undo truncates them.
    base_nodes: u32,
    base_sons: u32,
    /// The statistics when the open iteration started, to record the rows it changed.
    stats_before: Stats,
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
            frames: VecDeque::new(),
            dropped: [0; 6],
            cap,
            base_nodes: 0,
            base_sons: 0,
            stats_before: Stats::default(),
        }
    }

    fn counts(&self) -> [u64; 6] {
        [
            self.nums.len() as u64 + self.dropped[0],
            self.slots.len() as u64 + self.dropped[1],
            self.sons.len() as u64 + self.dropped[2],
            self.words.len() as u64 + self.dropped[3],
            self.rows.len() as u64 + self.dropped[4],
            self.sides.len() as u64 + self.dropped[5],
        ]
    }

    /// Bytes of the entries held (what the cap bounds).
    fn used(&self) -> usize {
        use std::mem::size_of;
        self.nums.len() * size_of::<(NodeId, [u32; 2])>()
            + self.slots.len() * size_of::<(NodeId, Slot<P>)>()
            + self.sons.len() * 8
            + self.words.len() * 4
            + self.rows.len() * size_of::<LevelRow>()
            + self.sides.len() * 8
            + self.frames.len() * size_of::<Frame>()
    }

    /// Bytes the allocator gave the journal.
    fn bytes(&self) -> usize {
        use std::mem::size_of;
        self.nums.capacity() * size_of::<(NodeId, [u32; 2])>()
            + self.slots.capacity() * size_of::<(NodeId, Slot<P>)>()
            + self.sons.capacity() * 8
            + self.words.capacity() * 4
            + self.rows.capacity() * size_of::<LevelRow>()
            + self.sides.capacity() * 8
            + self.frames.capacity() * size_of::<Frame>()
            + self.stats_before.levels.capacity() * size_of::<LevelRow>()
    }

    /// Drops the oldest iteration.
    fn drop_oldest(&mut self) {
        self.frames.pop_front();
        let end = match self.frames.front() {
            Some(f) => f.at,
            None => self.counts(),
        };
        fn pop<T>(q: &mut VecDeque<T>, dropped: &mut u64, end: u64) {
            let n = (end - *dropped) as usize;
            q.drain(..n);
            *dropped = end;
        }
        pop(&mut self.nums, &mut self.dropped[0], end[0]);
        pop(&mut self.slots, &mut self.dropped[1], end[1]);
        pop(&mut self.sons, &mut self.dropped[2], end[2]);
        pop(&mut self.words, &mut self.dropped[3], end[3]);
        pop(&mut self.rows, &mut self.dropped[4], end[4]);
        pop(&mut self.sides, &mut self.dropped[5], end[5]);
    }
}

/// Splits off the entries of a queue from absolute index `from` (newest last).
fn tail<T>(
    q: &mut VecDeque<T>,
    dropped: u64,
    from: u64,
) -> std::collections::vec_deque::Drain<'_, T> {
    let at = (from - dropped) as usize;
    q.drain(at..)
}

impl<P: Copy + Eq + Hash> Dag<P> {
    /// Turns the journal on with a cap of `cap` bytes (replacing any journal), or off with 0;
    /// `stats` are the search's statistics now, the point it reaches back to at first.
    pub fn keep_journal(&mut self, cap: usize, stats: &Stats) {
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

    /// Opens an iteration's record: called by the search before it selects, with the length
    /// select will keep of the current path.
    pub fn journal_begin(&mut self, state: SearchState<'_>, path_keep: usize) {
        let Some(j) = self.journal.as_deref_mut() else {
            return;
        };
        while j.used() > j.cap && !j.frames.is_empty() {
            j.drop_oldest();
        }
        j.frames.push_back(Frame {
            at: j.counts(),
            nodes: self.slots.len() as u32,
            sons_len: self.sons.len() as u32,
            links_len: self.links.len() as u32,
            path_keep: path_keep as u32,
            restart: *state.restart as u32,
            iterations: state.stats.iterations,
            created: state.stats.created,
            max_level: state.stats.max_level,
            levels: state.stats.levels.len() as u32,
        });
        j.words.extend(
            state.path[path_keep.min(state.path.len())..]
                .iter()
                .copied(),
        );
        j.base_nodes = self.slots.len() as u32;
        j.base_sons = self.sons.len() as u32;
        j.stats_before.clone_from(state.stats);
    }

    /// Closes an iteration's record: the statistics rows it changed.
    pub fn journal_end(&mut self, stats: &Stats) {
        let Some(j) = self.journal.as_deref_mut() else {
            return;
        };
        for (old, new) in j.stats_before.levels.iter().zip(&stats.levels) {
            if old != new {
                j.rows.push_back(*old);
            }
        }
    }

    /// Records a side array's old entry (SNDA's sources) before the search overwrites it.
    pub fn journal_side(&mut self, id: NodeId, old: u32) {
        if let Some(j) = self.journal.as_deref_mut() {
            if id < j.base_nodes {
                j.sides.push_back((id, old));
            }
        }
    }

    #[inline]
    pub(super) fn log_slot(&mut self, id: NodeId) {
        if let Some(j) = self.journal.as_deref_mut() {
            if id < j.base_nodes {
                j.slots.push_back((id, self.slots[id as usize].clone()));
            }
        }
    }

    #[inline]
    pub(super) fn log_numbers(&mut self, id: NodeId) {
        if let Some(j) = self.journal.as_deref_mut() {
            if id < j.base_nodes {
                j.nums.push_back((id, self.nums[id as usize]));
            }
        }
    }

    /// Records son entries `range` before they are overwritten.
    #[inline]
    pub(super) fn log_sons(&mut self, range: std::ops::Range<usize>) {
        if let Some(j) = self.journal.as_deref_mut() {
            let end = range.end.min(j.base_sons as usize);
            for i in range.start..end {
                j.sons.push_back((i as u32, self.sons[i]));
            }
        }
    }

    /// Undoes iterations back to iteration `n`, restoring the DAG and `state`. Returns false,
    /// changing nothing, when the journal is off or does not reach back to `n`.
    pub fn undo_to(&mut self, n: u64, state: SearchState<'_>) -> bool {
        if self.journal_reach().is_none_or(|r| r > n) {
            return false;
        }
        let mut j = self.journal.take().expect("the journal is on");
        while j.frames.back().is_some_and(|f| f.iterations >= n) {
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
                if let Ok(e) = self.table.find_entry(h, |&i| i == id) {
                    e.remove();
                }
            }
        }
        self.slots.truncate(f.nodes as usize);
        self.nums.truncate(f.nodes as usize);
        self.sons.truncate(f.sons_len as usize);
        self.links.truncate(f.links_len as usize);
        for (id, old) in tail(&mut j.nums, j.dropped[0], f.at[0]).rev() {
            self.nums[id as usize] = old;
        }
        for (id, mut old) in tail(&mut j.slots, j.dropped[1], f.at[1]).rev() {
            // The update's marks are all cleared between iterations.
            old.set(Mark::Queued as u8, false);
            self.slots[id as usize] = old;
        }
        for (i, old) in tail(&mut j.sons, j.dropped[2], f.at[2]).rev() {
            self.sons[i as usize] = old;
        }
        path.truncate(f.path_keep as usize);
        path.extend(tail(&mut j.words, j.dropped[3], f.at[3]));
        for row in tail(&mut j.rows, j.dropped[4], f.at[4]).rev() {
            stats.levels[row.level as usize] = row;
        }
        for (id, old) in tail(&mut j.sides, j.dropped[5], f.at[5]).rev() {
            if let Some(s) = sources.get_mut(id as usize) {
                *s = old;
            }
        }
        stats.levels.truncate(f.levels as usize);
        stats.iterations = f.iterations;
        stats.created = f.created;
        stats.max_level = f.max_level;
        stats.stopped_by = None;
    }
}

use std::hash::BuildHasher;
