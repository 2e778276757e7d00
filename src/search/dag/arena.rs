//! An arena that grows in fixed-size chunks instead of by reallocation.
//!
//! A `Vec` that grows copies itself: for a moment it holds its old and its new block, and in
//! wasm's linear memory, which never shrinks, the old block stays behind as a hole that later,
//! larger blocks do not fit in (the page's (8,4) solve peaked at 3.7 GB of linear memory while
//! the search held 1.7 GB). Growing by a fraction also leaves that fraction idle. Here every
//! chunk but the first is allocated once at its full size and never moves: growth costs one
//! chunk, nothing is copied, and at most one chunk (plus one spare) is idle. The first chunk
//! grows by doubling up to the chunk size, so a small search stays small.
//!
//! An element's index is `chunk << SHIFT | offset`. A slice never straddles two chunks:
//! [`Arena::extend_contiguous`] starts a new chunk when the slice does not fit in the rest of
//! the current one, and pads that rest (at most a slice's length per chunk).

use std::mem::size_of;
use std::ops::{Index, IndexMut};

/// Elements per chunk: 2^16 (1 MB of 16-byte clique node slots, 2 MB of 32-byte ones, 256 KB
/// of son entries).
const SHIFT: u32 = 16;
const CHUNK: usize = 1 << SHIFT;
const MASK: usize = CHUNK - 1;

/// The first chunk's first allocation, in elements.
const FIRST: usize = 64;

/// The memory was refused; nothing changed.
#[derive(Debug)]
pub(super) struct Refused;

#[derive(Clone, Debug)]
pub(super) struct Arena<T> {
    /// Every chunk but the last holds `CHUNK` elements.
    chunks: Vec<Vec<T>>,
    /// The elements in all chunks. With the invariant above, `i < len` alone proves that
    /// chunk `i >> SHIFT` exists and holds element `i & MASK`: the one bounds check an
    /// access makes (the search reads a son's numbers through here in its hottest loops).
    len: usize,
    /// An empty chunk of `CHUNK` elements' room that [`Arena::try_reserve`] set aside, so that
    /// crossing into the next chunk allocates nothing.
    spare: Option<Vec<T>>,
    /// The room of every chunk but the last, in elements ([`Arena::bytes`]).
    before_last: usize,
}

impl<T> Default for Arena<T> {
    fn default() -> Self {
        Arena {
            chunks: Vec::new(),
            len: 0,
            spare: None,
            before_last: 0,
        }
    }
}

fn reserve_exact<T>(v: &mut Vec<T>, more: usize) -> Result<(), Refused> {
    v.try_reserve_exact(more).map_err(|_| Refused)
}

impl<T: Copy> Arena<T> {
    /// Elements pushed, padding included: the index the next push gets.
    #[inline(always)]
    pub fn len(&self) -> usize {
        debug_assert_eq!(
            self.len,
            match self.chunks.last() {
                Some(last) => ((self.chunks.len() - 1) << SHIFT) + last.len(),
                None => 0,
            }
        );
        self.len
    }

    /// Bytes allocated: the chunks, the spare and the chunk table.
    ///
    /// In constant time, from the room of the chunks before the last kept as they change: the
    /// browser's budget asks before every development ([`Arena::peak_bytes`]), and a sum over
    /// every chunk took time that grew with the DAG (at (8,4)'s end 252 chunks each of slots and
    /// numbers, about 1,070 of son entries, and the parent blocks').
    pub fn bytes(&self) -> usize {
        debug_assert_eq!(
            self.before_last,
            self.chunks
                .iter()
                .rev()
                .skip(1)
                .map(Vec::capacity)
                .sum::<usize>()
        );
        let elements = self.before_last
            + self.chunks.last().map_or(0, Vec::capacity)
            + self.spare.as_ref().map_or(0, Vec::capacity);
        elements * size_of::<T>() + self.chunks.capacity() * size_of::<Vec<T>>()
    }

    /// Whether the last chunk is full (or there is none): the next element starts a chunk.
    #[inline]
    fn at_boundary(&self) -> bool {
        self.chunks.last().is_none_or(|c| c.len() == CHUNK)
    }

    /// A new last chunk: the spare if there is one.
    fn open_chunk(&mut self) -> Result<(), Refused> {
        reserve_exact(&mut self.chunks, 1)?;
        let chunk = match self.spare.take() {
            Some(c) => c,
            None => {
                let mut c = Vec::new();
                let size = if self.chunks.is_empty() { FIRST } else { CHUNK };
                reserve_exact(&mut c, size)?;
                c
            }
        };
        self.before_last += self.chunks.last().map_or(0, Vec::capacity);
        self.chunks.push(chunk);
        Ok(())
    }

    /// Room for the last chunk to hold `len` elements (at most `CHUNK`): it doubles.
    fn grow_last(&mut self, len: usize) -> Result<(), Refused> {
        let last = self.chunks.last_mut().expect("a chunk");
        if len <= last.capacity() {
            return Ok(());
        }
        let want = (2 * last.capacity()).max(len).clamp(FIRST, CHUNK);
        let more = want - last.len();
        reserve_exact(last, more)
    }

    /// Appends `x`.
    #[inline(always)]
    pub fn push(&mut self, x: T) {
        match self.chunks.last_mut() {
            // The allocator may give a chunk more room than asked: it is not used.
            Some(last) if last.len() < last.capacity() && last.len() < CHUNK => last.push(x),
            _ => self.push_slow(x),
        }
        self.len += 1;
    }

    #[cold]
    #[inline(never)]
    fn push_slow(&mut self, x: T) {
        let grown = if self.at_boundary() {
            self.open_chunk()
        } else {
            let len = self.chunks.last().map_or(0, Vec::len);
            self.grow_last(len + 1)
        };
        grown.expect("memory for the arena");
        self.chunks.last_mut().expect("a chunk").push(x);
    }

    /// Appends `xs` within one chunk and returns the index of its first element. When `xs`
    /// does not fit in the rest of the current chunk, that rest is padded with `xs[0]`.
    pub fn extend_contiguous(&mut self, xs: &[T]) -> usize {
        assert!(xs.len() <= CHUNK, "a slice fits in one chunk");
        let Some(&first) = xs.first() else {
            return self.len();
        };
        if !self.at_boundary() && (self.len() & MASK) + xs.len() > CHUNK {
            self.grow_last(CHUNK).expect("memory for the arena");
            self.chunks
                .last_mut()
                .expect("a chunk")
                .resize(CHUNK, first);
            self.len = self.chunks.len() << SHIFT;
        }
        if self.at_boundary() {
            self.open_chunk().expect("memory for the arena");
        }
        let len = self.chunks.last().map_or(0, Vec::len);
        self.grow_last(len + xs.len())
            .expect("memory for the arena");
        let start = self.len();
        self.chunks
            .last_mut()
            .expect("a chunk")
            .extend_from_slice(xs);
        self.len += xs.len();
        start
    }

    /// [`Arena::extend_contiguous`] of a fixed-size block, inlined where the last chunk has
    /// room: the parent links append a block at every move that finds its class's free list
    /// empty (`links.rs`).
    #[inline(always)]
    pub fn push_block<const N: usize>(&mut self, block: [T; N]) -> usize {
        let start = self.len;
        if let Some(last) = self.chunks.last_mut() {
            if last.len() + N <= last.capacity().min(CHUNK) {
                last.extend_from_slice(&block);
                self.len += N;
                return start;
            }
        }
        self.extend_contiguous(&block)
    }

    /// Makes room so that `n` more pushes, or one slice of up to `n` elements, allocate
    /// nothing; `Err` when the system refuses the memory (what was reserved stays reserved).
    #[inline]
    pub fn try_reserve(&mut self, n: usize) -> Result<(), Refused> {
        let n = n.min(CHUNK);
        // Most calls find the room there already (the parent blocks' five arenas are
        // reserved at every development).
        if let Some(last) = self.chunks.last() {
            if last.len() + n <= last.capacity().min(CHUNK) {
                return Ok(());
            }
        }
        self.try_reserve_slow(n)
    }

    #[cold]
    #[inline(never)]
    fn try_reserve_slow(&mut self, n: usize) -> Result<(), Refused> {
        if self.chunks.is_empty() {
            self.open_chunk()?;
        }
        if self.at_boundary() {
            return self.reserve_spare();
        }
        let len = self.chunks.last().map_or(0, Vec::len);
        self.grow_last((len + n).min(CHUNK))?;
        if len + n > CHUNK {
            self.reserve_spare()?;
        }
        Ok(())
    }

    fn reserve_spare(&mut self) -> Result<(), Refused> {
        reserve_exact(&mut self.chunks, 1)?;
        if self.spare.is_none() {
            let mut c = Vec::new();
            reserve_exact(&mut c, CHUNK)?;
            self.spare = Some(c);
        }
        Ok(())
    }

    /// The most bytes [`Arena::bytes`] reaches while [`Arena::try_reserve`] makes room for `n`
    /// more: a chunk that doubles holds its old and its new block while it moves; crossing
    /// into a new chunk adds one.
    pub fn peak_bytes(&self, n: usize) -> usize {
        let n = n.min(CHUNK);
        let now = self.bytes();
        let size = size_of::<T>();
        let spare = if self.spare.is_some() {
            0
        } else {
            CHUNK * size + size_of::<Vec<T>>()
        };
        let Some(last) = self.chunks.last() else {
            // The first chunk, as large as `n` asks.
            return now + FIRST.max(n) * size + size_of::<Vec<T>>();
        };
        if last.len() == CHUNK {
            return now + spare;
        }
        let need = (last.len() + n).min(CHUNK);
        let grow = if need <= last.capacity() {
            0
        } else {
            (2 * last.capacity()).max(need).clamp(FIRST, CHUNK) * size
        };
        now + grow + if last.len() + n > CHUNK { spare } else { 0 }
    }

    /// Drops the elements from `len` on, and the chunks left empty (one is kept as the spare).
    pub fn truncate(&mut self, len: usize) {
        if len >= self.len() {
            return;
        }
        let keep = len.div_ceil(CHUNK).max(1);
        while self.chunks.len() > keep {
            let mut c = self.chunks.pop().expect("a chunk");
            self.before_last -= self.chunks.last().map_or(0, Vec::capacity);
            if self.spare.is_none() && c.capacity() == CHUNK {
                c.clear();
                self.spare = Some(c);
            }
        }
        if let Some(last) = self.chunks.last_mut() {
            last.truncate(len - ((keep - 1) << SHIFT));
        }
        self.len = len;
    }

    /// `n` elements from `start`, which lie in one chunk.
    #[inline(always)]
    pub fn slice(&self, start: usize, n: usize) -> &[T] {
        if n == 0 {
            // A node without sons may name a chunk that does not exist (yet, or any more).
            return &[];
        }
        self.check_slice(start, n);
        // SAFETY: `check_slice` proved the slice lies in one chunk, below `len`.
        unsafe {
            let c = self.chunks.get_unchecked(start >> SHIFT);
            std::slice::from_raw_parts(c.as_ptr().add(start & MASK), n)
        }
    }

    /// `n` elements from `start`, which lie in one chunk.
    #[inline(always)]
    pub fn slice_mut(&mut self, start: usize, n: usize) -> &mut [T] {
        if n == 0 {
            return &mut [];
        }
        self.check_slice(start, n);
        // SAFETY: as in `slice`; `&mut self` makes the slice the only reference.
        unsafe {
            let c = self.chunks.get_unchecked_mut(start >> SHIFT);
            std::slice::from_raw_parts_mut(c.as_mut_ptr().add(start & MASK), n)
        }
    }

    /// Panics unless `start .. start + n` (n > 0) lies below `len` and in one chunk: then its
    /// first element's chunk exists and holds all `n` (every chunk but the last is full).
    #[inline(always)]
    fn check_slice(&self, start: usize, n: usize) {
        if start >= self.len || n > self.len - start || (start & MASK) + n > CHUNK {
            out_of_bounds(start + n, self.len);
        }
    }

    /// Every element in order, padding included.
    #[cfg(test)]
    pub fn iter(&self) -> impl Iterator<Item = &T> {
        self.chunks.iter().flatten()
    }
}

#[cold]
#[inline(never)]
fn out_of_bounds(i: usize, len: usize) -> ! {
    panic!("arena index {i} out of bounds: the arena holds {len}")
}

impl<T> Index<usize> for Arena<T> {
    type Output = T;
    #[inline(always)]
    fn index(&self, i: usize) -> &T {
        if i >= self.len {
            out_of_bounds(i, self.len);
        }
        // SAFETY: i < len, so chunk i >> SHIFT exists and holds element i & MASK (see `len`).
        unsafe {
            self.chunks
                .get_unchecked(i >> SHIFT)
                .get_unchecked(i & MASK)
        }
    }
}

impl<T> IndexMut<usize> for Arena<T> {
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut T {
        if i >= self.len {
            out_of_bounds(i, self.len);
        }
        // SAFETY: as in `index`.
        unsafe {
            self.chunks
                .get_unchecked_mut(i >> SHIFT)
                .get_unchecked_mut(i & MASK)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Indices stay where they were given, across chunks; a slice that does not fit in the
    /// rest of a chunk starts the next one; truncating drops what came after.
    #[test]
    fn elements_keep_their_index_and_slices_stay_in_one_chunk() {
        let mut a = Arena::default();
        for i in 0..CHUNK as u32 - 2 {
            a.push(i);
        }
        let s = a.extend_contiguous(&[7, 8, 9]);
        assert_eq!(s, CHUNK, "the slice starts the next chunk");
        assert_eq!(a.slice(s, 3), &[7, 8, 9]);
        assert_eq!(a[CHUNK - 3], CHUNK as u32 - 3);
        assert_eq!(a.len(), CHUNK + 3);
        a.truncate(CHUNK - 10);
        assert_eq!(a.len(), CHUNK - 10);
        assert_eq!(a[CHUNK - 11], CHUNK as u32 - 11);
        assert_eq!(a.iter().count(), CHUNK - 10);
    }

    /// A block pushed whole stays in one chunk too, whether it fits in the room left or not.
    #[test]
    fn a_block_pushed_whole_stays_in_one_chunk() {
        let mut a = Arena::default();
        for i in 0..CHUNK as u32 - 5 {
            a.push(i);
        }
        assert_eq!(a.push_block([1u32, 2, 3]), CHUNK - 5, "it fits");
        assert_eq!(a.push_block([4u32, 5, 6]), CHUNK, "the next chunk");
        assert_eq!(a.slice(CHUNK - 5, 3), &[1, 2, 3]);
        assert_eq!(a.slice(CHUNK, 3), &[4, 5, 6]);
        assert_eq!(a.len(), CHUNK + 3);
    }

    /// The one bounds check an access makes is against the elements pushed, not the room
    /// reserved: an index past the end panics although its chunk has room for it.
    #[test]
    #[should_panic(expected = "out of bounds")]
    fn an_index_past_the_end_panics_within_the_chunks_room() {
        let mut a: Arena<u32> = Arena::default();
        a.try_reserve(100).expect("memory");
        a.push(1);
        a.push(2);
        assert!(a.slice(0, 2) == [1, 2]);
        let _ = a[2];
    }

    /// A slice that would run past the end panics too.
    #[test]
    #[should_panic(expected = "out of bounds")]
    fn a_slice_past_the_end_panics() {
        let mut a: Arena<u32> = Arena::default();
        a.try_reserve(100).expect("memory");
        a.push(1);
        let _ = a.slice(0, 2);
    }

    /// A node without sons asks for an empty slice, also of an arena with no chunk yet; a
    /// first reservation costs the first chunk only, not a full one.
    #[test]
    fn an_empty_arena_gives_empty_slices_and_starts_small() {
        let mut a: Arena<u32> = Arena::default();
        assert!(a.slice(0, 0).is_empty());
        assert!(a.slice_mut(0, 0).is_empty());
        assert!(a.peak_bytes(10) < 1024);
        a.try_reserve(10).expect("memory");
        assert!(a.bytes() < 1024, "{}", a.bytes());
    }

    /// After a reservation, pushes and a slice allocate nothing: the bytes stay the same, and
    /// the peak the reservation announced covers what it took.
    #[test]
    fn a_reservation_covers_the_pushes_and_the_peak_estimate_covers_it() {
        let mut a: Arena<u64> = Arena::default();
        for round in 0..3 * CHUNK / 40 {
            let peak = a.peak_bytes(40);
            a.try_reserve(40).expect("memory");
            let held = a.bytes();
            assert!(held <= peak, "round {round}: {held} > {peak}");
            if round % 2 == 0 {
                a.extend_contiguous(&[round as u64; 40]);
            } else {
                for _ in 0..40 {
                    a.push(round as u64);
                }
            }
            assert_eq!(a.bytes(), held, "round {round} allocated");
        }
    }
}
