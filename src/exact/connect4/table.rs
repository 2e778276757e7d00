//! The transposition table: one byte of score bound per slot, indexed by the key modulo a prime
//! `p`, with the key's low 32 bits stored beside it. By the Chinese remainder theorem the pair
//! (key mod p, key mod 2^32) is unique for keys below `p * 2^32`, so a slot never answers for a
//! different position as long as `p * 2^32` exceeds every key (a 49-bit key on 7x6 needs
//! `p > 2^17`). A new position simply overwrites its slot.

/// The smallest table: enough for the CRT argument on every board the solver takes.
pub const MIN_SLOTS: usize = 1 << 18;

/// Bytes a slot takes: the key's low 32 bits and the bound.
pub const SLOT_BYTES: u64 = 5;

/// The slots of the largest table of at most `max_slots` slots that fits in `bytes`: the
/// largest prime at most both, so [`Table::new`] makes exactly that many. Refused by value when
/// not even the smallest table ([`MIN_SLOTS`], up to the next prime) fits.
pub fn slots_within(bytes: u64, max_slots: usize) -> Result<usize, String> {
    let least = next_prime(MIN_SLOTS as u64);
    let most = (bytes / SLOT_BYTES).min(max_slots as u64);
    if most < least {
        return Err(format!(
            "a memory limit of {bytes} bytes is below the Connect-4 table's least size, {} bytes \
             ({least} slots of {SLOT_BYTES} bytes)",
            least * SLOT_BYTES
        ));
    }
    Ok((least..=most).rev().find(|&k| is_prime(k)).unwrap_or(least) as usize)
}

/// Slots and bounds, as Pons's solver lays them out: a key part and a byte per slot.
pub struct Table {
    keys: Vec<u32>,
    values: Vec<u8>,
}

impl Table {
    /// A table of at least `slots` slots (and at least [`MIN_SLOTS`]): the next prime up.
    pub fn new(slots: usize) -> Table {
        let n = next_prime(slots.max(MIN_SLOTS) as u64) as usize;
        Table {
            keys: vec![0; n],
            values: vec![0; n],
        }
    }

    /// Slots in the table.
    pub fn slots(&self) -> usize {
        self.keys.len()
    }

    /// Slots that hold a bound.
    pub fn filled(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// Forgets every bound.
    pub fn clear(&mut self) {
        self.keys.fill(0);
        self.values.fill(0);
    }

    fn index(&self, key: u64) -> usize {
        (key % self.keys.len() as u64) as usize
    }

    /// Stores `value` (non-zero) for `key`.
    pub fn put(&mut self, key: u64, value: u8) {
        let i = self.index(key);
        self.keys[i] = key as u32;
        self.values[i] = value;
    }

    /// Starts loading `key`'s slot into the cache, where the processor has an instruction
    /// for it: a probe is a miss in a table this large, and the sons' misses then overlap.
    #[inline(always)]
    pub fn prefetch(&self, key: u64) {
        if crate::search::prefetch::INSTRUCTION {
            crate::search::prefetch::line(&self.keys[self.index(key)]);
        }
    }

    /// The value stored for `key`, 0 when there is none.
    pub fn get(&self, key: u64) -> u8 {
        let i = self.index(key);
        if self.keys[i] == key as u32 {
            self.values[i]
        } else {
            0
        }
    }
}

fn is_prime(n: u64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// The smallest prime at or above `n`.
pub fn next_prime(n: u64) -> u64 {
    (n..).find(|&k| is_prime(k)).unwrap_or(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_a_prime_size_and_keeps_distinct_keys_apart() {
        let mut t = Table::new(1000);
        assert_eq!(t.slots(), 262_147, "the next prime at or above 2^18");
        let p = t.slots() as u64;
        // Same slot, same low 32 bits would need key difference p * 2^32: these two share the
        // slot and not the stored part.
        t.put(5, 7);
        assert_eq!(t.get(5), 7);
        assert_eq!(
            t.get(5 + p),
            0,
            "another key in the same slot is not answered"
        );
        t.put(5 + p, 9);
        assert_eq!(t.get(5), 0, "the newer position took the slot");
        assert_eq!(t.filled(), 1);
        t.clear();
        assert_eq!(t.get(5 + p), 0);
    }

    #[test]
    fn a_memory_limit_gives_the_largest_prime_table_that_fits_and_too_small_a_one_is_named() {
        let mb = 10 * 1024 * 1024;
        let slots = slots_within(mb, usize::MAX).expect("fits");
        assert!(is_prime(slots as u64));
        assert!(slots as u64 * SLOT_BYTES <= mb);
        assert!(((slots as u64 + 1)..=mb / SLOT_BYTES).all(|k| !is_prime(k)));
        assert_eq!(Table::new(slots).slots(), slots, "the table is that size");
        assert!(slots_within(mb, 1 << 20).expect("fits") <= 1 << 20);
        let e = slots_within(1_000_000, usize::MAX).expect_err("too small");
        assert!(e.contains("1000000 bytes") && e.contains("1310735"), "{e}");
    }
}
