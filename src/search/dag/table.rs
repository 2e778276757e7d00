//! The transposition table: node ids by position, in segments that split one at a time
//! (extendible hashing), each an open-addressing array of 1,024 to 1,956 ids with linear
//! probing.
//!
//! Why not hashbrown (the table before): its buckets are a power of two and double at 7/8
//! full, so at a given size the table is anywhere from 44 % to 88 % full, and while it doubles
//! its old and its new buckets live at once; with a control byte beside each 4-byte id that is
//! 5.7 to 11.4 bytes per node, and more at the moment of growth. At (8,4) BEST's 16.46M nodes
//! it was at its emptiest, 10.2 bytes per node (167.8 MB). Here a full segment splits into two
//! (a directory of segments, indexed by the hash's top bits, says which segment a hash is in),
//! so the table grows by a few KB at a time and never holds two copies of itself. Segments
//! differ in size (16 sizes, log-spaced over a factor of two, drawn from the segment's hash
//! prefix): with one size, an even hash would fill every segment at the same rate and split
//! them all at about the same time, and the table's load would swing between half and full
//! like a doubling table's; with spread sizes the splits spread too, and the table stays about
//! 64 % full at every size. No well-kept crate offers a hash set that grows by segments and
//! stores bare 4-byte ids hashed through the arena (hashbrown's `HashTable` is the closest,
//! and it is what doubles).
//!
//! An entry is a node id (28 bits) with 4 bits of its position's hash as a tag, so a probe
//! compares a position (a load from the node arena) only once in 16 mismatches. That caps the
//! ids at 2^28 − 2 ([`MAX_ID`]). Everything is a function of the hashes and the order of the
//! insertions, so the same search gives the same table in every run (and the search never
//! depends on where an id sits, only on whether it is found).

use std::fmt;
use std::mem::size_of;

/// Segment sizes in ids, log-spaced from 1,024 to just under 2,048.
const SIZES: [u16; 16] = [
    1024, 1069, 1116, 1165, 1217, 1270, 1326, 1385, 1446, 1510, 1576, 1646, 1718, 1794, 1873, 1956,
];
/// A segment splits when it holds 92 % of its size: linear probing stays short.
fn limit_of(size: usize) -> u16 {
    (size * 92 / 100) as u16
}
/// The most insertions a reservation covers: a segment within this many ids of its limit may
/// split, and when the system refuses the new segment it takes them unsplit (the 8 % above the
/// limit holds at least 81).
const RESERVE: usize = 64;

/// Bits of an entry that hold the id; the others hold its distance from its home.
const ID_BITS: u32 = 28;
/// The distance an entry's 4 bits say when it is this far from its home or farther.
const FAR: u32 = 15;
const ID_MASK: u32 = (1 << ID_BITS) - 1;
/// The largest id the table holds (the empty entry is all ones).
pub(super) const MAX_ID: u32 = ID_MASK - 1;
const EMPTY: u32 = u32::MAX;

type Segment = Box<[u32]>;

/// The memory was refused; nothing that matters changed.
#[derive(Debug)]
pub(super) struct Refused;

#[derive(Clone, Copy, Debug)]
struct Meta {
    /// Ids held.
    len: u16,
    /// Ids held when the segment splits.
    limit: u16,
    /// Top hash bits all of the segment's ids share: how many, and their value.
    depth: u8,
    prefix: u32,
}

#[derive(Clone, Default)]
pub(super) struct Table {
    /// Segment of each value of the hash's top `depth` bits.
    dir: Vec<u32>,
    depth: u32,
    segs: Vec<Segment>,
    meta: Vec<Meta>,
    /// Segments within [`RESERVE`] ids of their limit.
    near: usize,
    len: usize,
    /// Places in all segments: kept, since the search asks for the bytes at every development.
    places: usize,
    /// A split was refused: some segment may hold more than its limit.
    refused: bool,
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("len", &self.len)
            .field("segments", &self.segs.len())
            .field("depth", &self.depth)
            .finish()
    }
}

/// The directory's index: the top `depth` bits of the hash multiplied once more. FxHash's own
/// top bits are its product's bits 24–37, which ignore the input's top bits: (8,4)'s positions
/// crowded into a few segments and the directory grew without end.
#[inline(always)]
fn dir_index(h: u64, depth: u32) -> usize {
    // Shifted by one first, so that depth 0 shifts by 63 (not 64) and gives 0 without a branch.
    ((spread(h) >> 1) >> (63 - depth)) as usize
}

#[inline(always)]
fn spread(h: u64) -> u64 {
    h.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

// Which hash bits serve what: FxHash multiplies and rotates its product left by 26, so the
// bits 26 to 40 of the hash are the product's low bits, which depend on the low bits of the
// input only (using them for the home put (7,4)'s probes at 8 times the instructions). The home
// takes bits 4–25 and the directory the top bits of [`spread`].

/// An entry's top bits: how far it sits from its home, [`FAR`] for that far or farther.
#[inline(always)]
fn distance(e: u32) -> u32 {
    e >> ID_BITS
}

#[inline(always)]
fn entry(id: u32, distance: u32) -> u32 {
    id | distance.min(FAR) << ID_BITS
}

/// Where `h`'s probe starts in a segment of `size` ids: hash bits 4–25 scaled to the size.
#[inline(always)]
fn home(h: u64, size: usize) -> usize {
    ((((h >> 4) & 0x3F_FFFF) * size as u64) >> 22) as usize
}

/// The size of the segment of hash prefix `prefix` of `depth` bits.
fn size_of_segment(prefix: usize, depth: u32) -> usize {
    let x = ((prefix as u64) ^ (depth as u64) << 48).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 60;
    SIZES[x as usize] as usize
}

fn new_segment(size: usize) -> Result<Segment, Refused> {
    let mut v = Vec::new();
    v.try_reserve_exact(size).map_err(|_| Refused)?;
    v.resize(size, EMPTY);
    Ok(v.into_boxed_slice())
}

/// Puts `id` in its segment by Robin Hood's rule: from its hash's home on, it takes the place
/// of the first id that sits nearer its own home than it would (which moves on in turn), or
/// the first empty place. So along a run the ids sit in the order of their homes, and a probe
/// stops at the first id nearer its home than the probe has gone. `hash` gives a held id's
/// hash, needed only when its distance is [`FAR`] or more.
#[inline]
fn put(seg: &mut [u32], h: u64, id: u32, hash: &impl Fn(u32) -> u64) {
    let size = seg.len();
    let (mut i, mut d, mut id) = (home(h, size), 0, id);
    loop {
        let e = seg[i];
        if e == EMPTY {
            seg[i] = entry(id, d);
            return;
        }
        let f = distance(e);
        let theirs = if f < FAR || d < FAR {
            f
        } else {
            ((i + size - home(hash(e & ID_MASK), size)) % size) as u32
        };
        if theirs < d {
            seg[i] = entry(id, d);
            (id, d) = (e & ID_MASK, theirs);
        }
        i += 1;
        if i == size {
            i = 0;
        }
        d += 1;
    }
}

impl Table {
    /// Ids held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    /// The segment `h` belongs in (the table holds one at least).
    #[inline(always)]
    fn segment(&self, h: u64) -> &[u32] {
        &self.segs[self.dir[dir_index(h, self.depth)] as usize]
    }

    /// The id whose entry has `h`'s tag and for which `eq` holds.
    #[inline(always)]
    pub fn find(&self, h: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        if self.len == 0 {
            return None;
        }
        let seg = self.segment(h);
        let size = seg.len();
        let (mut i, mut d) = (home(h, size), 0);
        loop {
            let e = seg[i];
            if e == EMPTY {
                return None;
            }
            // An id as far from its home as the probe has gone has the same home: the only
            // ones whose positions are compared (and past `FAR`, every one).
            let f = distance(e);
            if f < d {
                return None;
            }
            if f == d && eq(e & ID_MASK) {
                return Some(e & ID_MASK);
            }
            i += 1;
            if i == size {
                i = 0;
            }
            d = (d + 1).min(FAR);
        }
    }

    /// Starts loading the cache line where a probe for `h` starts, so that a [`Table::find`]
    /// or [`Table::candidates`] soon after does not wait on it (`search/prefetch.rs`).
    #[inline(always)]
    pub fn prefetch(&self, h: u64) {
        if self.len > 0 {
            let seg = self.segment(h);
            super::super::prefetch::line(&seg[home(h, seg.len())]);
        }
    }

    /// Hands `f` each id that a [`Table::find`] for `h` would compare (those whose entry has
    /// `h`'s tag), without comparing any: what a development prefetches the slots of.
    #[inline(always)]
    pub fn candidates(&self, h: u64, mut f: impl FnMut(u32)) {
        self.find(h, |id| {
            f(id);
            false
        });
    }

    /// Adds `id` (not in the table) under hash `h`; `hash` gives any held id's hash (a split
    /// moves ids by their hashes). Allocates only to split a full segment; when the system
    /// refuses that, the segment takes the id unsplit (each holds [`RESERVE`] ids above its
    /// limit) and the next [`Table::try_reserve`] splits it or fails.
    pub fn insert_unique(&mut self, h: u64, id: u32, hash: impl Fn(u32) -> u64) {
        debug_assert!(id <= MAX_ID);
        if self.segs.is_empty() && self.first_segment().is_err() {
            // Only a DAG's root goes in without a reservation: refused, as any collection is.
            std::alloc::handle_alloc_error(std::alloc::Layout::new::<[u32; 2048]>());
        }
        let mut s = self.dir[dir_index(h, self.depth)] as usize;
        while self.meta[s].len >= self.meta[s].limit {
            if self.split(s, &hash).is_err() {
                self.refused = true;
                if self.meta[s].len as usize + 1 >= self.segs[s].len() {
                    // More insertions than reserved: unreachable through `Dag`.
                    std::alloc::handle_alloc_error(std::alloc::Layout::new::<[u32; 2048]>());
                }
                break;
            }
            s = self.dir[dir_index(h, self.depth)] as usize;
        }
        put(&mut self.segs[s], h, id, &hash);
        self.set_len(s, self.meta[s].len as usize + 1);
        self.len += 1;
    }

    /// Takes out the id under hash `h` for which `eq` holds; `hash` as in
    /// [`Table::insert_unique`]. Whether it was there.
    pub fn remove(
        &mut self,
        h: u64,
        mut eq: impl FnMut(u32) -> bool,
        hash: impl Fn(u32) -> u64,
    ) -> bool {
        if self.len == 0 {
            return false;
        }
        let s = self.dir[dir_index(h, self.depth)] as usize;
        let seg = &mut self.segs[s];
        let size = seg.len();
        let (mut i, mut d) = (home(h, size), 0);
        loop {
            let e = seg[i];
            if e == EMPTY || distance(e) < d {
                return false;
            }
            if distance(e) == d && eq(e & ID_MASK) {
                break;
            }
            i = (i + 1) % size;
            d = (d + 1).min(FAR);
        }
        // Backward shift: the ids after the hole, up to an empty place or an id at its home,
        // move up by one (and one nearer their homes), so the run stays in order of homes.
        let mut hole = i;
        loop {
            let j = (hole + 1) % size;
            let e = seg[j];
            if e == EMPTY || distance(e) == 0 {
                break;
            }
            let id = e & ID_MASK;
            let theirs = match distance(e) {
                FAR => ((j + size - home(hash(id), size)) % size) as u32,
                f => f,
            };
            seg[hole] = entry(id, theirs - 1);
            hole = j;
        }
        seg[hole] = EMPTY;
        self.set_len(s, self.meta[s].len as usize - 1);
        self.len -= 1;
        true
    }

    fn set_len(&mut self, s: usize, len: usize) {
        let m = &mut self.meta[s];
        let near = |len: usize| len + RESERVE >= m.limit as usize;
        let was = near(m.len as usize);
        m.len = len as u16;
        match (was, near(len)) {
            (false, true) => self.near += 1,
            (true, false) => self.near -= 1,
            _ => {}
        }
    }

    fn first_segment(&mut self) -> Result<(), Refused> {
        let size = size_of_segment(0, 0);
        let seg = new_segment(size)?;
        self.dir.try_reserve(2).map_err(|_| Refused)?;
        self.segs.try_reserve(1).map_err(|_| Refused)?;
        self.meta.try_reserve(1).map_err(|_| Refused)?;
        self.dir.push(0);
        self.places += seg.len();
        self.segs.push(seg);
        self.meta.push(Meta {
            len: 0,
            limit: limit_of(size),
            depth: 0,
            prefix: 0,
        });
        Ok(())
    }

    /// Splits full segment `s` by the next hash bit into itself (its ids with the bit clear,
    /// in a segment of its own new size) and a new segment. `Err`, changing nothing, when the
    /// system refuses the memory.
    #[cold]
    #[inline(never)]
    fn split(&mut self, s: usize, hash: &impl Fn(u32) -> u64) -> Result<(), Refused> {
        let (d, prefix) = (self.meta[s].depth as u32, self.meta[s].prefix as usize);
        let (low, high) = (
            size_of_segment(prefix << 1, d + 1),
            size_of_segment(prefix << 1 | 1, d + 1),
        );
        let (mut a, mut b) = (new_segment(low)?, new_segment(high)?);
        let refused = |_| Refused;
        self.segs.try_reserve(1).map_err(refused)?;
        self.meta.try_reserve(1).map_err(refused)?;
        if d == self.depth {
            self.dir.try_reserve(self.dir.len()).map_err(refused)?;
            // Each entry of the doubled directory is its parent entry's.
            let n = self.dir.len();
            self.dir.resize(2 * n, 0);
            for i in (0..2 * n).rev() {
                self.dir[i] = self.dir[i / 2];
            }
            self.depth += 1;
        }
        let (mut kept, mut moved) = (0, 0);
        for &e in self.segs[s].iter() {
            if e == EMPTY {
                continue;
            }
            let h = hash(e & ID_MASK);
            if (spread(h) >> (63 - d)) & 1 == 1 {
                put(&mut b, h, e & ID_MASK, hash);
                moved += 1;
            } else {
                put(&mut a, h, e & ID_MASK, hash);
                kept += 1;
            }
        }
        let t = self.segs.len();
        let run = 1usize << (self.depth - d);
        let start = prefix << (self.depth - d);
        for e in &mut self.dir[start + run / 2..start + run] {
            *e = t as u32;
        }
        self.set_len(s, 0);
        self.places += low + high - self.segs[s].len();
        self.segs[s] = a;
        self.meta[s] = Meta {
            len: 0,
            limit: limit_of(low),
            depth: d as u8 + 1,
            prefix: (prefix << 1) as u32,
        };
        self.segs.push(b);
        self.meta.push(Meta {
            len: 0,
            limit: limit_of(high),
            depth: d as u8 + 1,
            prefix: (prefix << 1 | 1) as u32,
        });
        self.set_len(s, kept);
        self.set_len(t, moved);
        Ok(())
    }

    /// Makes room so that `n` more insertions (at most [`RESERVE`]) allocate nothing that
    /// could fail them: first splits what a refused split left full. `Err` when the system
    /// refuses; the table stays whole and usable.
    pub fn try_reserve(&mut self, n: usize, hash: impl Fn(u32) -> u64) -> Result<(), Refused> {
        debug_assert!(n <= RESERVE, "{n} insertions");
        if self.segs.is_empty() {
            self.first_segment()?;
        }
        if self.refused {
            let mut s = 0;
            while s < self.meta.len() {
                if self.meta[s].len >= self.meta[s].limit {
                    self.split(s, &hash)?;
                } else {
                    s += 1;
                }
            }
            self.refused = false;
        }
        Ok(())
    }

    /// Bytes allocated: segments, directory and the lists of segments.
    pub fn bytes(&self) -> usize {
        self.places * 4
            + self.dir.capacity() * 4
            + self.segs.capacity() * size_of::<Segment>()
            + self.meta.capacity() * size_of::<Meta>()
    }

    /// The most [`Table::bytes`] reaches while `n` more ids go in: a split holds the old
    /// segment and its two halves at once, and the lists it grows move.
    pub fn peak_bytes(&self, n: usize) -> usize {
        let splits = self.near.min(n) + 1;
        let largest = SIZES[SIZES.len() - 1] as usize * 4;
        let lists = (self.dir.capacity() + 2 * self.dir.len().max(4)) * 4
            + (self.segs.capacity() + 2 * (self.segs.len() + splits).max(4))
                * (size_of::<Segment>() + size_of::<Meta>());
        self.bytes() + splits * 2 * largest + lists
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(x: u32) -> u64 {
        use std::hash::BuildHasher;
        super::super::HASHER.hash_one(x)
    }

    /// Every entry's stored distance is its true distance from its home (saturated at `FAR`),
    /// and no probe could stop before an id (Robin Hood's order). Returns how many ids sit
    /// `FAR` or farther from their homes.
    fn check(t: &Table, hash: impl Fn(u32) -> u64) -> usize {
        let mut far = 0;
        for seg in &t.segs {
            let size = seg.len();
            for (i, &e) in seg.iter().enumerate() {
                if e == EMPTY {
                    continue;
                }
                let d = (i + size - home(hash(e & ID_MASK), size)) % size;
                assert_eq!(distance(e), (d as u32).min(FAR), "entry {i}");
                // Every place between its home and it holds an id at least as far from home.
                for back in 1..=d {
                    let p = seg[(i + size - back) % size];
                    assert!(p != EMPTY, "a hole before entry {i}");
                    let pd = (i + size - back + size - home(hash(p & ID_MASK), size)) % size;
                    assert!(pd >= d - back, "entry {i}: Robin Hood's order");
                }
                far += usize::from(d >= FAR as usize);
            }
        }
        far
    }

    /// Ids go in and come out by their hashes across many splits; removing some leaves the
    /// others findable; the table is never more than 7/8 full in any segment.
    #[test]
    fn ids_are_found_across_splits_and_removals() {
        let mut t = Table::default();
        // Id i stands for "position" 3 i + 1.
        let pos = |id: u32| id * 3 + 1;
        let hash = |id: u32| h(pos(id));
        for id in 0..20_000u32 {
            t.try_reserve(1, hash).map_err(|_| "memory").unwrap();
            assert_eq!(t.find(hash(id), |i| pos(i) == pos(id)), None);
            t.insert_unique(hash(id), id, hash);
        }
        assert_eq!(t.len(), 20_000);
        assert!(t.segs.len() > 20, "{} segments", t.segs.len());
        let far = check(&t, hash);
        assert!(far > 0, "no id sits FAR from its home: that path is untested");
        assert!(t.meta.iter().all(|m| m.len <= m.limit));
        for id in 0..20_000u32 {
            assert_eq!(t.find(hash(id), |i| pos(i) == pos(id)), Some(id));
        }
        for id in (0..20_000u32).filter(|i| i % 3 == 0) {
            assert!(t.remove(hash(id), |i| i == id, hash));
            assert!(!t.remove(hash(id), |i| i == id, hash));
        }
        for id in 0..20_000u32 {
            let found = t.find(hash(id), |i| pos(i) == pos(id));
            assert_eq!(found, (id % 3 != 0).then_some(id), "id {id}");
        }
        check(&t, hash);
        assert_eq!(t.len(), 20_000 - 6_667);
    }

    /// The table grows by segments and stays more than half full at every size: never a
    /// doubled array, no size where the segments all split at once.
    #[test]
    fn the_table_grows_by_segments() {
        let mut t = Table::default();
        let hash = |id: u32| h(id);
        let mut worst: f64 = 0.0;
        for id in 0..400_000u32 {
            t.try_reserve(64, hash).map_err(|_| "memory").unwrap();
            t.insert_unique(hash(id), id, hash);
            if id >= 50_000 && id % 1000 == 0 {
                worst = worst.max(t.bytes() as f64 / id as f64);
            }
        }
        assert!(worst < 7.6, "{worst} bytes per id at worst");
        let sizes: usize = t.segs.iter().map(|s| s.len()).sum();
        assert_eq!(sizes, t.places);
        assert!(
            t.len() * 100 / sizes >= 55,
            "{} ids in {sizes} places",
            t.len()
        );
    }

    /// A reservation announces at least what it takes.
    #[test]
    fn the_peak_estimate_covers_a_reservation() {
        let mut t = Table::default();
        for id in 0..50_000u32 {
            let peak = t.peak_bytes(64);
            t.try_reserve(64, h).map_err(|_| "memory").unwrap();
            assert!(t.bytes() <= peak, "at {id}: {} > {peak}", t.bytes());
            t.insert_unique(h(id), id, h);
        }
    }
}
