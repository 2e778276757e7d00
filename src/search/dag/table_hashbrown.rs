//! The wasm's transposition table: hashbrown's `HashTable` of node ids behind the interface of
//! `table.rs`, which the native build uses.
//!
//! Why two: `table.rs` compares a bucket's 16 entries with four SSE2 compares, and wasm32 has
//! no SSE2. With its plain scan the page's (7,4) BEST solve took 1.19× the CPU time in Node
//! (`scripts/bench-ab-node.mjs`, branch `table2`) and the module grew by 3.4 KB gzipped, while
//! the page's speed and size are both still above their targets (`docs/performance-browser.md`).
//! hashbrown's probe reads 8 control bytes as one 64-bit word there. The price is the page's
//! memory: 5.7 to 11.4 bytes per node for the table (10.2 at (8,4)'s end) instead of 4.4 to 6.3.

use hashbrown::HashTable;

/// What the table reads of the ids it holds: their positions' hashes.
pub(super) trait Hashes {
    fn hash(&self, id: u32) -> u64;
    /// Only `table.rs`'s rebuilds ask for it; the DAG's `ByPos` implements it for both.
    #[allow(dead_code)]
    fn prefetch(&self, _id: u32) {}
}

/// The memory was refused; nothing that matters changed.
#[derive(Debug)]
pub(super) struct Refused;

/// The largest id the table holds: any.
pub(super) const MAX_ID: u32 = u32::MAX;

#[derive(Clone, Debug, Default)]
pub(super) struct Table(HashTable<u32>);

impl Table {
    /// The id under hash `h` for which `eq` holds.
    #[inline(always)]
    pub fn find(&self, h: u64, mut eq: impl FnMut(u32) -> bool) -> Option<u32> {
        self.0.find(h, |&id| eq(id)).copied()
    }

    /// Hands `f` each id whose control byte matches `h`'s tag.
    #[inline(always)]
    pub fn candidates(&self, h: u64, mut f: impl FnMut(u32)) {
        for &id in self.0.iter_hash(h) {
            f(id);
        }
    }

    /// Nothing to start loading: the wasm has no prefetch (`search/prefetch.rs`).
    #[inline(always)]
    pub fn prefetch(&self, _h: u64) {}

    /// Adds `id` (not in the table) under hash `h`; `hash` gives any held id's hash for a
    /// rehash, which [`Table::try_reserve`] made room for.
    pub fn insert_unique(&mut self, h: u64, id: u32, hash: impl Hashes) {
        self.0.insert_unique(h, id, |&i| hash.hash(i));
    }

    /// Takes out the id under hash `h` for which `eq` holds. Whether it was there.
    pub fn remove(&mut self, h: u64, eq: &mut dyn FnMut(u32) -> bool, _hash: &dyn Hashes) -> bool {
        match self.0.find_entry(h, |&i| eq(i)) {
            Ok(e) => {
                e.remove();
                true
            }
            Err(_) => false,
        }
    }

    /// Makes room for `n` more ids, or `Err` when the system refuses.
    pub fn try_reserve(&mut self, n: usize, hash: &dyn Hashes) -> Result<(), Refused> {
        self.0
            .try_reserve(n, |&i| hash.hash(i))
            .map_err(|_| Refused)
    }

    /// Bytes hashbrown holds: 4 bytes of id and 1 of control per bucket.
    pub fn bytes(&self) -> usize {
        bucket_bytes(self.0.capacity())
    }

    /// The most [`Table::bytes`] reaches while `n` more ids go in: hashbrown doubles its
    /// buckets at 7/8 full and holds the old ones while it rehashes.
    pub fn peak_bytes(&self, n: usize) -> usize {
        if self.0.len() + n > self.0.capacity() {
            let buckets = ((self.0.len() + n) * 8 / 7).next_power_of_two();
            self.bytes() + buckets * 5
        } else {
            self.bytes()
        }
    }
}

/// Bytes of a hashbrown table of this capacity. Its capacity is 7/8 of its buckets (one less
/// than them below 8), so counting the capacity alone would miss an eighth of the table.
fn bucket_bytes(capacity: usize) -> usize {
    let buckets = match capacity {
        0 => 0,
        c if c < 7 => c + 1,
        c => c * 8 / 7,
    };
    buckets * 5
}
