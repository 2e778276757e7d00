//! The transposition table: node ids by position, in segments that are rebuilt one at a time
//! (extendible hashing), each an array of cache-line buckets of 16 four-byte entries.
//!
//! Why not hashbrown (the table before): its buckets are a power of two and double at 7/8
//! full, so at a given size it is anywhere from 44 % to 88 % full, with a control byte beside
//! each 4-byte id: 5.7 to 11.4 bytes per node, 10.2 at (8,4) BEST's end, where it had just
//! doubled, and old and new buckets live at once while it doubles. Here a segment that reaches
//! [`LIMIT_PCT`] % full is rebuilt, by itself, into one of [`FILL_PCT`] % (or, past
//! [`MAX_BUCKETS`], split by the next hash bit into two): every segment stays between 64 % and
//! 90 % full, 4.4 to 6.3 bytes per id whatever the table's size (below 64 KiB, where bytes
//! matter little, a table doubles instead, for fewer rebuilds; in the wasm segments always
//! double, 45 % to 90 %, 4.4 to 8.9 bytes per id), and growing never holds more than one
//! segment twice. No well-kept crate offers a hash set of bare 4-byte ids hashed
//! through the arena that grows by segments (hashbrown's `HashTable` is the closest, and it is
//! what doubles).
//!
//! An entry is a node id in its low `id_bits` bits and, above them, as many bits of its
//! position's hash as a tag: a probe compares a position (a load from the node arena) only for
//! entries whose tag matches, one in 2^(32 − id_bits) of the others. The id width grows with
//! the ids (16 bits at first, 25 at (8,4)'s 16.46M nodes, so a 7-bit tag there), and the tag
//! is the hash's bits from the top down, so widening by a bit only clears the tag's lowest bit
//! in every entry (a pass over the table, no position read). Ids go up to 2^31 − 2
//! ([`MAX_ID`]): the all-ones entry is the empty one. A bucket's 16 entries (one cache line)
//! are compared four at a time: SSE2 natively, simd128 in the wasm (`mod simd`).
//!
//! Everything is a function of the hashes and the order of the insertions, so the same search
//! gives the same table in every run, and the search never depends on where an id sits, only
//! on whether it is found.

use std::fmt;
use std::mem::size_of;

/// Entries in a bucket: one 64-byte cache line.
const WAYS: usize = 16;

#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Bucket([u32; WAYS]);

const EMPTY: u32 = u32::MAX;

/// A segment is rebuilt when this many percent of its entries are taken: with 16 entries to a
/// bucket most probes still read one line.
const LIMIT_PCT: usize = 90;
/// How full a rebuilt segment is: a rebuild grows it by 90 / 64 = 1.4.
#[cfg(not(target_arch = "wasm32"))]
const FILL_PCT: usize = 64;
/// In the wasm a segment doubles, as small tables do: a rebuild reads every id's position
/// from the node arena to hash it again, and the wasm cannot prefetch those loads, so growing
/// × 1.4 (3.4 rehashes per inserted id, against 2 when doubling) costs more than it saves.
#[cfg(target_arch = "wasm32")]
const FILL_PCT: usize = SMALL_FILL_PCT;
/// The same below [`LARGE`] buckets: small tables double.
const SMALL_FILL_PCT: usize = 45;
/// A segment that would grow past this many buckets (128 KiB) splits in two instead (each half
/// then at [`FILL_PCT`] %).
const MAX_BUCKETS: usize = 2048;
/// From this many buckets (`hugepages.rs`'s `MEDIUM`, 64 KiB: 1,024 buckets) a segment's size is a whole
/// number of 4 KiB pages: the native allocator serves such blocks from huge pages (a probe
/// that also missed the TLB, on a block of 4 KiB pages, cost +15 % of CPU) and keeps a freed
/// block for the next request of its size, so the sizes must be few.
/// The wasm has no huge pages; the same threshold keeps its table the native one's.
const LARGE: usize = (64 << 10) / size_of::<Bucket>();
const PAGE_BUCKETS: usize = 64;
/// Entries a rebuild's list of hashes has room for, whatever the segment (unless larger).
const SCRATCH: usize = MAX_BUCKETS * WAYS;
/// The most insertions a reservation covers: a segment at its limit that cannot be rebuilt
/// (the system refused the memory) takes them unrebuilt, so the smallest segment must have
/// this many entries above its limit: 10 % of 40 buckets is 64.
pub(super) const RESERVE: usize = 64;
const MIN_BUCKETS: usize = 40;

/// The id width of a new table.
const MIN_ID_BITS: u32 = 16;
/// The widest: a tag keeps one bit.
const MAX_ID_BITS: u32 = 31;
/// The largest id the table holds (an all-ones id field would make the empty entry).
pub(super) const MAX_ID: u32 = (1 << MAX_ID_BITS) - 2;

type Segment = Box<[Bucket]>;

/// What the table reads of the ids it holds: their positions' hashes (a load from the node
/// arena each), and a hint to start loading them.
pub(super) trait Hashes {
    fn hash(&self, id: u32) -> u64;
    fn prefetch(&self, _id: u32) {}
}

impl<F: Fn(u32) -> u64> Hashes for F {
    fn hash(&self, id: u32) -> u64 {
        self(id)
    }
}

/// The memory was refused; nothing that matters changed.
#[derive(Debug)]
pub(super) struct Refused;

#[derive(Clone, Copy, Debug)]
struct Meta {
    /// Ids held.
    len: u32,
    /// Ids held when the segment is rebuilt.
    limit: u32,
    /// Top bits of [`spread`] all of the segment's ids share: how many, and their value.
    depth: u8,
    prefix: u32,
}

#[derive(Clone)]
pub(super) struct Table {
    /// Segment of each value of the spread hash's top `depth` bits.
    dir: Vec<u32>,
    depth: u32,
    segs: Vec<Segment>,
    meta: Vec<Meta>,
    /// The entry's bits that hold the id.
    id_bits: u32,
    id_mask: u32,
    /// Segments within [`RESERVE`] ids of their limit.
    near: usize,
    len: usize,
    /// Buckets in all segments: kept, since the search asks for the bytes at every development.
    buckets: usize,
    /// The most buckets a segment had: bounds what a rebuild allocates.
    widest: usize,
    /// A rebuild was refused: some segment may hold more than its limit.
    refused: bool,
}

impl Default for Table {
    fn default() -> Self {
        Table {
            dir: Vec::new(),
            depth: 0,
            segs: Vec::new(),
            meta: Vec::new(),
            id_bits: MIN_ID_BITS,
            id_mask: (1 << MIN_ID_BITS) - 1,
            near: 0,
            len: 0,
            buckets: 0,
            widest: 0,
            refused: false,
        }
    }
}

impl fmt::Debug for Table {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Table")
            .field("len", &self.len)
            .field("segments", &self.segs.len())
            .field("depth", &self.depth)
            .field("id_bits", &self.id_bits)
            .finish()
    }
}

// Which bits serve what, all from one more multiply of the position's hash (FxHash's own top
// bits ignore the input's top bits, and on wasm32 it has 32 bits only; the product's high
// half depends on every one of them): the directory takes the top bits, the tag bits 47 down
// to 16 from the top (disjoint from the directory's below 2^16 segments), the bucket the low
// 32 bits scaled to the segment's size.
#[inline(always)]
fn spread(h: u64) -> u64 {
    h.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

#[inline(always)]
fn dir_index(m: u64, depth: u32) -> usize {
    // Shifted by one first, so that depth 0 shifts by 63 (not 64) and gives 0 without a branch.
    ((m >> 1) >> (63 - depth)) as usize
}

#[inline(always)]
fn tag(m: u64) -> u32 {
    (m >> 16) as u32
}

/// The bucket a probe for `m` starts at in a segment of `n` buckets.
#[inline(always)]
fn home(m: u64, n: usize) -> usize {
    ((m as u32 as u64 * n as u64) >> 32) as usize
}

/// Which of a bucket's entries have tag `t` under `high` (the tag's bits), and which are empty,
/// as masks of 16 bits: [`entry_of`] gives the entry of a set bit.
#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn scan(b: &Bucket, t: u32, high: u32) -> (u32, u32) {
    // SAFETY: SSE2 is part of x86-64's baseline; the loads read the bucket's 64 bytes, which
    // `b` borrows, and `loadu` needs no alignment.
    unsafe {
        use core::arch::x86_64::*;
        let (tt, hh, ones) = (
            _mm_set1_epi32((t & high) as i32),
            _mm_set1_epi32(high as i32),
            _mm_set1_epi32(-1),
        );
        let (mut hits, mut empties) = (0u32, 0u32);
        for q in 0..WAYS / 4 {
            let v = _mm_loadu_si128(b.0.as_ptr().add(4 * q).cast());
            let hit = _mm_cmpeq_epi32(_mm_and_si128(v, hh), tt);
            let empty = _mm_cmpeq_epi32(v, ones);
            hits |= (_mm_movemask_ps(_mm_castsi128_ps(hit)) as u32) << (4 * q);
            empties |= (_mm_movemask_ps(_mm_castsi128_ps(empty)) as u32) << (4 * q);
        }
        (hits & !empties, empties)
    }
}

#[cfg(any(target_arch = "x86_64", target_arch = "wasm32"))]
#[inline(always)]
fn entry_of(bit: u32) -> usize {
    bit as usize
}

#[cfg(target_arch = "x86_64")]
#[inline(always)]
fn empties(b: &Bucket) -> u32 {
    scan(b, 0, 0).1
}

/// The wasm's scan: simd128's four-lane compares, as SSE2's natively. Only the table's probe
/// and scans are compiled for simd128 (`target_feature` on them, not on the crate, which
/// measured no faster), and a module holding them loads only where the engine has wasm SIMD (Chromium 91+, Firefox 89+,
/// Safari 16.4+, Node 16.4+). So Rust lets code without the feature call these safely: an
/// engine without SIMD refuses the whole module rather than running them.
#[cfg(target_arch = "wasm32")]
mod simd {
    use super::{Bucket, EMPTY, WAYS};
    use core::arch::wasm32::*;

    #[target_feature(enable = "simd128")]
    #[inline]
    fn load(b: &Bucket, q: usize) -> v128 {
        // SAFETY: entries 4q to 4q + 3 (q < 4) lie in the bucket `b` borrows, and wasm's loads
        // need no alignment.
        unsafe { v128_load(b.0.as_ptr().add(4 * q).cast()) }
    }

    /// The entries whose bits under `high` are `t`'s (empty ones among them if `t`'s are all
    /// ones).
    #[target_feature(enable = "simd128")]
    #[inline]
    pub(super) fn hits(b: &Bucket, t: u32, high: u32) -> u32 {
        let (tt, hh) = (u32x4_splat(t & high), u32x4_splat(high));
        let mut m = 0;
        for q in 0..WAYS / 4 {
            let hit = u32x4_eq(v128_and(load(b, q), hh), tt);
            m |= (u32x4_bitmask(hit) as u32) << (4 * q);
        }
        m
    }

    #[target_feature(enable = "simd128")]
    #[inline]
    pub(super) fn empties(b: &Bucket) -> u32 {
        let e = u32x4_splat(EMPTY);
        let mut m = 0;
        for q in 0..WAYS / 4 {
            m |= (u32x4_bitmask(u32x4_eq(load(b, q), e)) as u32) << (4 * q);
        }
        m
    }
}

#[cfg(target_arch = "wasm32")]
use simd as lanes;

#[cfg(target_arch = "wasm32")]
use simd::empties;

/// The scan on targets with neither SSE2 nor the wasm's SIMD: two entries to a 64-bit word,
/// eight words to a bucket, a handful of integer operations per word: fewer operations than
/// comparing the entries one by one. Tests run it on every target, so it stays correct where
/// it is the scan.
#[cfg(any(test, not(any(target_arch = "x86_64", target_arch = "wasm32"))))]
mod swar {
    use super::{Bucket, WAYS};

    const LOW: u64 = 0x7FFF_FFFF_7FFF_FFFF;
    const TOP: u64 = !LOW;
    const ONES: u64 = 0x1_0000_0001;

    #[inline(always)]
    fn word(b: &Bucket, q: usize) -> u64 {
        b.0[2 * q] as u64 | (b.0[2 * q + 1] as u64) << 32
    }

    /// Word `q`'s lane flags (bits 31 and 63) go to bits q and 8 + q of a mask: each word's
    /// shifted into place, the halves folded together once.
    #[inline(always)]
    fn fold(m: u64) -> u32 {
        (m | m >> 24) as u32 & 0xFFFF
    }

    /// The entries whose bits under `high` are `t`'s, empty ones among them if `t`'s are all
    /// ones. `high` must leave the low 16 bits clear (the id takes at least 16): the lanes of
    /// `x` are then 0 or at least 2^16, so `x - 1` per lane flags exactly the zero ones (the
    /// borrow out of a zero low lane takes at most 2 from the high one, which is 0 or large).
    #[inline(always)]
    pub(super) fn hits(b: &Bucket, t: u32, high: u32) -> u32 {
        let (tt, hh) = ((t & high) as u64 * ONES, high as u64 * ONES);
        let mut m = 0;
        for q in 0..WAYS / 2 {
            let x = (word(b, q) ^ tt) & hh;
            m |= (x.wrapping_sub(ONES) & !x & TOP) >> (31 - q);
        }
        fold(m)
    }

    /// The empty entries (all ones): a lane's low 31 bits plus 1 reach bit 31 only when they
    /// are all ones, and never carry into the next lane.
    #[inline(always)]
    pub(super) fn empties(b: &Bucket) -> u32 {
        let mut m = 0;
        for q in 0..WAYS / 2 {
            let w = word(b, q);
            m |= (((w & LOW) + ONES) & w & TOP) >> (31 - q);
        }
        fold(m)
    }

    /// As the SSE2 scan: the tag's hits that are not empty, and the empty entries.
    #[cfg(test)]
    pub(super) fn scan(b: &Bucket, t: u32, high: u32) -> (u32, u32) {
        let e = empties(b);
        (hits(b, t, high) & !e, e)
    }

    /// The entry whose flag is `bit` in these masks.
    #[inline(always)]
    pub(super) fn entry_of(bit: u32) -> usize {
        ((bit as usize & 7) << 1) | (bit as usize >> 3)
    }
}

#[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
use swar::{self as lanes, empties, entry_of};

fn limit_of(buckets: usize) -> u32 {
    (buckets * WAYS * LIMIT_PCT / 100) as u32
}

/// Buckets for `len` ids at [`FILL_PCT`] % (or a little less: see [`LARGE`]).
fn buckets_for(len: usize) -> usize {
    let n = (len * 100).div_ceil(WAYS * FILL_PCT).max(MIN_BUCKETS);
    if n >= LARGE {
        n.next_multiple_of(PAGE_BUCKETS)
    } else {
        // A table under 64 KiB: doubled, as hashbrown does, for half the rebuilds.
        (len * 100)
            .div_ceil(WAYS * SMALL_FILL_PCT)
            .clamp(MIN_BUCKETS, LARGE)
    }
}

/// Entries a rebuild's list of hashes has room for: past the system allocator's sizes, one
/// size for every ordinary segment, so that the native allocator's pool reuses it. The wasm's
/// allocator has no such pool, and the rounding (512 KiB announced in `peak_bytes` once a
/// segment passes 256 buckets) made a 1 MB budget stop (7,4) at a third of what it held before.
fn scratch_room(len: usize) -> usize {
    if len >= SCRATCH / 8 && cfg!(not(target_arch = "wasm32")) {
        len.max(SCRATCH)
    } else {
        len
    }
}

fn new_segment(buckets: usize) -> Result<Segment, Refused> {
    let mut v = Vec::new();
    v.try_reserve_exact(buckets).map_err(|_| Refused)?;
    v.resize(buckets, Bucket([EMPTY; WAYS]));
    Ok(v.into_boxed_slice())
}

/// Puts `entry` in the first empty entry from `m`'s home bucket on.
#[inline]
#[cfg_attr(target_arch = "wasm32", target_feature(enable = "simd128"))]
fn put(seg: &mut [Bucket], m: u64, entry: u32) {
    let n = seg.len();
    let mut b = home(m, n);
    loop {
        let empties = empties(&seg[b]);
        if empties != 0 {
            seg[b].0[entry_of(empties.trailing_zeros())] = entry;
            return;
        }
        b += 1;
        if b == n {
            b = 0;
        }
    }
}

impl Table {
    /// Ids held.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline(always)]
    fn segment(&self, m: u64) -> &[Bucket] {
        &self.segs[self.dir[dir_index(m, self.depth)] as usize]
    }

    /// The id whose entry has `h`'s tag and for which `eq` holds.
    #[inline(always)]
    pub fn find(&self, h: u64, eq: impl FnMut(u32) -> bool) -> Option<u32> {
        self.probe(h, eq).map(|(_, _, id)| id)
    }

    /// Hands `f` each id that a [`Table::find`] for `h` would compare (those whose entry has
    /// `h`'s tag), without comparing any: what a development prefetches the slots of.
    #[inline(always)]
    pub fn candidates(&self, h: u64, mut f: impl FnMut(u32)) {
        self.probe(h, |id| {
            f(id);
            false
        });
    }

    /// Starts loading the bucket a probe for `h` reads first.
    #[inline(always)]
    pub fn prefetch(&self, h: u64) {
        if !self.segs.is_empty() {
            let m = spread(h);
            let seg = self.segment(m);
            super::super::prefetch::line(&seg[home(m, seg.len())]);
        }
    }

    /// The bucket, the entry and the id of the first entry with `h`'s tag for which `eq`
    /// holds. A probe ends at the first bucket with an empty entry: an insertion goes to the
    /// first such bucket from its home, and a removal keeps that true (`remove`).
    /// In the wasm, out of line: inlined into the development it measured no faster.
    #[cfg_attr(not(target_arch = "wasm32"), inline(always))]
    #[cfg_attr(
        target_arch = "wasm32",
        target_feature(enable = "simd128"),
        inline(never)
    )]
    fn probe(&self, h: u64, mut eq: impl FnMut(u32) -> bool) -> Option<(usize, usize, u32)> {
        if self.segs.is_empty() {
            return None;
        }
        let m = spread(h);
        let seg = self.segment(m);
        let n = seg.len();
        let mut b = home(m, n);
        let (t, mask) = (tag(m), self.id_mask);
        loop {
            let bucket = &seg[b];
            #[cfg(target_arch = "x86_64")]
            let (mut hits, empties) = scan(bucket, t, !mask);
            // Without SSE2 the empty entries cost a pass of their own: looked for only when
            // no hit matched, or when empty entries would pass for hits (an all-ones tag).
            #[cfg(not(target_arch = "x86_64"))]
            let mut hits = match lanes::hits(bucket, t, !mask) {
                h if t | mask == EMPTY => h & !lanes::empties(bucket),
                h => h,
            };
            while hits != 0 {
                let i = entry_of(hits.trailing_zeros());
                hits &= hits - 1;
                let id = bucket.0[i] & mask;
                if eq(id) {
                    return Some((b, i, id));
                }
            }
            #[cfg(not(target_arch = "x86_64"))]
            let empties = lanes::empties(bucket);
            if empties != 0 {
                return None;
            }
            b += 1;
            if b == n {
                b = 0;
            }
        }
    }

    /// Adds `id` (not in the table) under hash `h`; `hash` gives any held id's hash (a rebuild
    /// places ids by their hashes). Allocates only to rebuild a full segment; when the system
    /// refuses that, the segment takes the id as it is (each has [`RESERVE`] entries above its
    /// limit) and the next [`Table::try_reserve`] rebuilds it or fails.
    pub fn insert_unique(&mut self, h: u64, id: u32, hash: impl Hashes) {
        assert!(id <= MAX_ID, "node id {id} past the table's {MAX_ID}");
        if id > self.id_mask - 1 {
            self.widen(id);
        }
        if self.segs.is_empty() && self.first_segment().is_err() {
            // Only a DAG's root goes in without a reservation: refused, as any collection is.
            std::alloc::handle_alloc_error(std::alloc::Layout::new::<[Bucket; MIN_BUCKETS]>());
        }
        let m = spread(h);
        let mut s = self.dir[dir_index(m, self.depth)] as usize;
        while self.meta[s].len >= self.meta[s].limit {
            if self.rebuild(s, &hash).is_err() {
                self.refused = true;
                if self.meta[s].len as usize + 1 >= self.segs[s].len() * WAYS {
                    // More insertions than reserved: unreachable through `Dag`.
                    std::alloc::handle_alloc_error(std::alloc::Layout::new::<Bucket>());
                }
                break;
            }
            s = self.dir[dir_index(m, self.depth)] as usize;
        }
        put(&mut self.segs[s], m, id | (tag(m) & !self.id_mask));
        self.set_len(s, self.meta[s].len as usize + 1);
        self.len += 1;
    }

    /// Gives ids one more bit at a time until `id` fits: each entry's tag loses its lowest bit.
    #[cold]
    fn widen(&mut self, id: u32) {
        while id > self.id_mask - 1 {
            let bit = 1 << self.id_bits;
            for seg in &mut self.segs {
                for e in seg.iter_mut().flat_map(|b| b.0.iter_mut()) {
                    if *e != EMPTY {
                        *e &= !bit;
                    }
                }
            }
            self.id_bits += 1;
            self.id_mask = (self.id_mask << 1) | 1;
        }
    }

    /// Takes out the id under hash `h` for which `eq` holds; `hash` as in
    /// [`Table::insert_unique`]. Whether it was there.
    pub fn remove(&mut self, h: u64, eq: &mut dyn FnMut(u32) -> bool, hash: &dyn Hashes) -> bool {
        let Some((mut hole_b, mut hole_i, _)) = self.probe(h, eq) else {
            return false;
        };
        let s = self.dir[dir_index(spread(h), self.depth)] as usize;
        let mask = self.id_mask;
        let seg = &mut self.segs[s];
        let n = seg.len();
        // A probe that passed the hole's bucket because it was full must still find its id:
        // the buckets after it, up to the first that had an empty entry, give one id whose home
        // is at or before the hole's bucket to the hole, which moves to where it came from.
        let mut j = hole_b;
        loop {
            j = if j + 1 == n { 0 } else { j + 1 };
            if j == hole_b {
                break;
            }
            let empties = empties(&seg[j]);
            let back = (j + n - hole_b) % n;
            let moved = (0..WAYS).find(|&i| {
                let e = seg[j].0[i];
                e != EMPTY && (j + n - home(spread(hash.hash(e & mask)), n)) % n >= back
            });
            if let Some(i) = moved {
                seg[hole_b].0[hole_i] = seg[j].0[i];
                (hole_b, hole_i) = (j, i);
            }
            if empties != 0 {
                break;
            }
        }
        seg[hole_b].0[hole_i] = EMPTY;
        self.set_len(s, self.meta[s].len as usize - 1);
        self.len -= 1;
        true
    }

    fn set_len(&mut self, s: usize, len: usize) {
        let m = &mut self.meta[s];
        let near = |len: usize| len + RESERVE >= m.limit as usize;
        let was = near(m.len as usize);
        m.len = len as u32;
        match (was, near(len)) {
            (false, true) => self.near += 1,
            (true, false) => self.near -= 1,
            _ => {}
        }
    }

    fn first_segment(&mut self) -> Result<(), Refused> {
        let seg = new_segment(MIN_BUCKETS)?;
        self.dir.try_reserve(2).map_err(|_| Refused)?;
        self.segs.try_reserve(1).map_err(|_| Refused)?;
        self.meta.try_reserve(1).map_err(|_| Refused)?;
        self.dir.push(0);
        self.buckets += seg.len();
        self.segs.push(seg);
        self.meta.push(Meta {
            len: 0,
            limit: limit_of(MIN_BUCKETS),
            depth: 0,
            prefix: 0,
        });
        Ok(())
    }

    /// Rebuilds full segment `s` at [`FILL_PCT`] %: in place of itself, or past
    /// [`MAX_BUCKETS`] split by the next hash bit into itself (the ids with the bit clear) and
    /// a new segment. `Err`, changing nothing, when the system refuses the memory.
    #[cold]
    #[inline(never)]
    fn rebuild(&mut self, s: usize, hash: &dyn Hashes) -> Result<(), Refused> {
        let Meta {
            len, depth, prefix, ..
        } = self.meta[s];
        let (len, d) = (len as usize, depth as u32);
        let mask = self.id_mask;
        // The hashes first (each a load from the node arena), then the places.
        let mut held: Vec<(u64, u32)> = Vec::new();
        held.try_reserve_exact(scratch_room(len))
            .map_err(|_| Refused)?;
        held.extend(
            self.segs[s]
                .iter()
                .flat_map(|b| b.0.iter().copied())
                .filter(|&e| e != EMPTY)
                .map(|e| (0, e)),
        );
        // Thousands of slots at random: each asked for some entries ahead, so that their
        // misses overlap.
        const AHEAD: usize = 16;
        for &(_, e) in held.iter().take(AHEAD) {
            hash.prefetch(e & mask);
        }
        for i in 0..held.len() {
            if let Some(&(_, e)) = held.get(i + AHEAD) {
                hash.prefetch(e & mask);
            }
            held[i].0 = spread(hash.hash(held[i].1 & mask));
        }
        debug_assert_eq!(held.len(), len);
        let split = buckets_for(len) > MAX_BUCKETS;
        let bit = |m: u64| split && (m >> (63 - d)) & 1 == 1;
        let high = held.iter().filter(|&&(m, _)| bit(m)).count();
        let low = len - high;
        let mut a = new_segment(buckets_for(low))?;
        let mut b = if split {
            let b = new_segment(buckets_for(high))?;
            let refused = |_| Refused;
            self.segs.try_reserve(1).map_err(refused)?;
            self.meta.try_reserve(1).map_err(refused)?;
            if d == self.depth {
                self.dir.try_reserve(self.dir.len()).map_err(refused)?;
            }
            Some(b)
        } else {
            None
        };
        for &(m, e) in &held {
            match &mut b {
                Some(b) if bit(m) => put(b, m, e),
                _ => put(&mut a, m, e),
            }
        }
        self.set_len(s, 0);
        self.buckets += a.len();
        self.buckets -= self.segs[s].len();
        let alen = a.len();
        self.widest = self.widest.max(alen).max(b.as_ref().map_or(0, |b| b.len()));
        self.segs[s] = a;
        self.meta[s].limit = limit_of(alen);
        let Some(b) = b else {
            self.set_len(s, len);
            return Ok(());
        };
        if d == self.depth {
            // Each entry of the doubled directory is its parent entry's.
            let n = self.dir.len();
            self.dir.resize(2 * n, 0);
            for i in (0..2 * n).rev() {
                self.dir[i] = self.dir[i / 2];
            }
            self.depth += 1;
        }
        let t = self.segs.len();
        let run = 1usize << (self.depth - d);
        let start = (prefix as usize) << (self.depth - d);
        for e in &mut self.dir[start + run / 2..start + run] {
            *e = t as u32;
        }
        self.meta[s].depth = d as u8 + 1;
        self.meta[s].prefix = prefix << 1;
        self.buckets += b.len();
        self.meta.push(Meta {
            len: 0,
            limit: limit_of(b.len()),
            depth: d as u8 + 1,
            prefix: prefix << 1 | 1,
        });
        self.segs.push(b);
        self.set_len(s, low);
        self.set_len(t, high);
        Ok(())
    }

    /// Makes room so that `n` more insertions (at most [`RESERVE`]) allocate nothing that
    /// could fail them: first rebuilds what a refused rebuild left full. `Err` when the system
    /// refuses; the table stays whole and usable.
    pub fn try_reserve(&mut self, n: usize, hash: &dyn Hashes) -> Result<(), Refused> {
        debug_assert!(n <= RESERVE, "{n} insertions");
        if self.segs.is_empty() {
            self.first_segment()?;
        }
        if self.refused {
            let mut s = 0;
            while s < self.meta.len() {
                if self.meta[s].len >= self.meta[s].limit {
                    self.rebuild(s, hash)?;
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
        self.buckets * size_of::<Bucket>()
            + self.dir.capacity() * 4
            + self.segs.capacity() * size_of::<Segment>()
            + self.meta.capacity() * size_of::<Meta>()
    }

    /// The most [`Table::bytes`] reaches while `n` more ids go in: a rebuild holds the old
    /// segment and the new one or two at once, and the lists it grows move.
    pub fn peak_bytes(&self, n: usize) -> usize {
        let rebuilds = self.near.min(n) + 1;
        // Up to every entry of the widest segment in a new one (or two), and their hashes.
        let most = self.widest.max(MIN_BUCKETS) * WAYS;
        let largest = 2 * buckets_for(most) * size_of::<Bucket>();
        // The list of hashes lives during one rebuild only.
        let scratch = scratch_room(most) * size_of::<(u64, u32)>();
        let lists = (self.dir.capacity() + 2 * self.dir.len().max(4)) * 4
            + (self.segs.capacity() + 2 * (self.segs.len() + rebuilds).max(4))
                * (size_of::<Segment>() + size_of::<Meta>());
        self.bytes() + rebuilds * largest + scratch + lists
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(x: u32) -> u64 {
        use std::hash::BuildHasher;
        super::super::HASHER.hash_one(x)
    }

    /// Large segments start where the native allocator pools whole pages.
    #[cfg(not(target_arch = "wasm32"))] // hugepages is native only
    #[test]
    fn large_segments_start_at_the_allocator_s_medium_blocks() {
        assert_eq!(LARGE * size_of::<Bucket>(), crate::hugepages::MEDIUM);
    }

    /// Id `i` stands for "position" 3 i + 1.
    fn pos(id: u32) -> u32 {
        id.wrapping_mul(3).wrapping_add(1)
    }

    fn hash(id: u32) -> u64 {
        h(pos(id))
    }

    fn found(t: &Table, id: u32) -> Option<u32> {
        t.find(hash(id), |i| pos(i) == pos(id))
    }

    /// Every entry is where a probe from its home finds it (no bucket with an empty entry
    /// between its home and it), its tag is its hash's, and the counts add up.
    fn check(t: &Table) {
        let mut total = 0;
        for (s, seg) in t.segs.iter().enumerate() {
            let n = seg.len();
            let mut held = 0;
            for (b, bucket) in seg.iter().enumerate() {
                for &e in &bucket.0 {
                    if e == EMPTY {
                        continue;
                    }
                    held += 1;
                    let id = e & t.id_mask;
                    let m = spread(hash(id));
                    assert_eq!(
                        t.dir[dir_index(m, t.depth)] as usize,
                        s,
                        "id {id}'s segment"
                    );
                    assert_eq!(e & !t.id_mask, tag(m) & !t.id_mask, "id {id}'s tag");
                    let mut j = home(m, n);
                    while j != b {
                        let empties = empties(&seg[j]);
                        assert_eq!(empties, 0, "id {id}: bucket {j} before it has room");
                        j = (j + 1) % n;
                    }
                }
            }
            assert_eq!(held, t.meta[s].len as usize, "segment {s}'s count");
            total += held;
        }
        assert_eq!(total, t.len);
        let buckets: usize = t.segs.iter().map(|s| s.len()).sum();
        assert_eq!(buckets, t.buckets);
    }

    /// The scan without SSE2 flags exactly the entries a plain compare does, at the lanes'
    /// edges too (0, the top bit alone, all ones, tags equal but for one bit).
    #[test]
    fn the_word_scan_flags_what_a_plain_compare_does() {
        let edges = [
            0,
            1,
            0x7FFF_FFFF,
            0x8000_0000,
            0x8000_0001,
            EMPTY - 1,
            EMPTY,
        ];
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut seen: u32 = 0;
        for round in 0..20_000 {
            let id_bits = 16 + (next() % 16) as u32;
            let high = !((1u32 << id_bits) - 1);
            let t = if round % 3 == 0 { EMPTY } else { next() as u32 };
            let mut b = Bucket([0; WAYS]);
            for e in &mut b.0 {
                let r = next();
                *e = match r % 4 {
                    0 => edges[(r >> 8) as usize % edges.len()],
                    1 => (t & high) | (r >> 32) as u32 & !high,
                    2 => (t & high) ^ (1 << (id_bits + (r >> 40) as u32 % (32 - id_bits))),
                    _ => (r >> 16) as u32,
                };
            }
            let (hits, empties) = swar::scan(&b, t, high);
            let (mut want_hits, mut want_empties) = (0u32, 0u32);
            for (i, &e) in b.0.iter().enumerate() {
                let empty = e == EMPTY;
                want_empties |= (empty as u32) << i;
                want_hits |= ((!empty && (e ^ t) & high == 0) as u32) << i;
            }
            let as_entries = |m: u32| {
                (0..16)
                    .filter(|&bit| m >> bit & 1 == 1)
                    .fold(0u32, |a, bit| a | 1 << swar::entry_of(bit))
            };
            assert_eq!(as_entries(hits), want_hits, "hits of {:x?}, tag {t:x}", b.0);
            assert_eq!(as_entries(empties), want_empties, "empties of {:x?}", b.0);
            seen |= want_hits | want_empties;
        }
        assert_eq!(seen, 0xFFFF, "every entry was flagged somewhere");
        let all: u32 = (0..16).map(|bit| 1 << swar::entry_of(bit)).sum();
        assert_eq!(all, 0xFFFF, "one bit per entry");
    }

    /// Ids go in and come out by their hashes across many rebuilds and splits; removing some
    /// leaves the others findable; every segment stays below its limit.
    #[test]
    fn ids_are_found_across_rebuilds_splits_and_removals() {
        let mut t = Table::default();
        let count = 120_000u32;
        for id in 0..count {
            t.try_reserve(1, &hash).unwrap();
            assert_eq!(found(&t, id), None);
            t.insert_unique(hash(id), id, hash);
        }
        assert_eq!(t.len(), count as usize);
        assert!(t.segs.len() > 2, "{} segments", t.segs.len());
        assert!(t.meta.iter().all(|m| m.len <= m.limit));
        check(&t);
        for id in 0..count {
            assert_eq!(found(&t, id), Some(id));
        }
        for id in (0..count).filter(|i| i % 3 == 0) {
            assert!(t.remove(hash(id), &mut |i| i == id, &hash));
            assert!(!t.remove(hash(id), &mut |i| i == id, &hash));
        }
        check(&t);
        for id in 0..count {
            assert_eq!(found(&t, id), (id % 3 != 0).then_some(id), "id {id}");
        }
        assert_eq!(t.len(), (count - count.div_ceil(3)) as usize);
    }

    /// Removals from full buckets keep every probe's path: a table filled to its limit in a
    /// small segment, emptied and refilled in turns, finds exactly what it holds.
    #[test]
    fn removals_keep_the_probes_paths() {
        let mut t = Table::default();
        let mut held = std::collections::BTreeSet::new();
        let mut next = 0u32;
        for round in 0..40u32 {
            while t.len() < limit_of(MIN_BUCKETS) as usize - 1 {
                t.try_reserve(1, &hash).unwrap();
                t.insert_unique(hash(next), next, hash);
                held.insert(next);
                next += 1;
            }
            let out: Vec<u32> = held
                .iter()
                .copied()
                .filter(|&i| (i ^ round) % 4 == 0)
                .collect();
            for id in out {
                assert!(t.remove(hash(id), &mut |i| i == id, &hash));
                held.remove(&id);
            }
            check(&t);
            for id in 0..next {
                assert_eq!(found(&t, id).is_some(), held.contains(&id), "id {id}");
            }
        }
        assert_eq!(t.segs.len(), 1, "never more than one segment's worth");
    }

    /// Ids get wider as they grow, and the tags narrower, without losing an entry: ids past
    /// 2^16 and 2^17 go in beside small ones.
    #[test]
    fn ids_widen_without_losing_entries() {
        let mut t = Table::default();
        let ids: Vec<u32> = (0..3000)
            .chain((1 << 16) - 3..(1 << 16) + 3)
            .chain([(1 << 17) + 5, (1 << 20) + 1, MAX_ID])
            .collect();
        for &id in &ids {
            t.try_reserve(1, &hash).unwrap();
            t.insert_unique(hash(id), id, hash);
        }
        assert_eq!(t.id_bits, 31);
        check(&t);
        for &id in &ids {
            assert_eq!(found(&t, id), Some(id), "id {id}");
        }
        assert_eq!(found(&t, 5000), None);
    }

    /// The table grows by segments and stays 64–90 % full at every size past the first
    /// segment: at most 6.3 bytes per id (6.7 with the lists and the scratch), never a doubled
    /// array.
    #[test]
    fn the_table_stays_dense_at_every_size() {
        let mut t = Table::default();
        let mut worst: f64 = 0.0;
        for id in 0..1_500_000u32 {
            t.try_reserve(64, &h).unwrap();
            t.insert_unique(h(id), id, h);
            if id >= 100_000 && id % 1000 == 0 {
                worst = worst.max(t.bytes() as f64 / id as f64);
            }
        }
        assert!(t.segs.len() >= 16, "{} segments", t.segs.len());
        assert!(worst < 6.7, "{worst} bytes per id at worst");
        let per_id = t.buckets as f64 * 64.0 / t.len as f64;
        assert!((4.4..6.3).contains(&per_id), "{per_id} bytes per id");
    }

    /// A reservation announces at least what it takes.
    #[test]
    fn the_peak_estimate_covers_a_reservation() {
        let mut t = Table::default();
        for id in 0..200_000u32 {
            let peak = t.peak_bytes(1);
            t.try_reserve(1, &h).unwrap();
            t.insert_unique(h(id), id, h);
            assert!(t.bytes() <= peak, "at {id}: {} > {peak}", t.bytes());
        }
    }
}
