//! The maps and sets of positions outside the search's DAG (the proof checker's, the levels',
//! minimax's memo, PN²'s hints, …): `FxHashMap` natively, [`Dense`] in the wasm.
//!
//! Why not std's maps in the wasm: each key and value pair instantiates hashbrown's insert,
//! lookup and rehash again (five key/value pairs made 9 KB of the module). [`Dense`] keeps
//! the entries in insertion order in a `Vec` and finds them through one array of
//! (entry, hash) slots whose probing and growth are written once, for every key and value
//! type. Natively std's maps stay: the proof check of (8,4)'s 177,822 positions is timed
//! there, and code size matters little.
//!
//! Iteration order differs between the two (hashbrown's against insertion order), so no
//! caller may let it reach a result: the callers count, look up, or merge.

use rustc_hash::FxBuildHasher;
use std::fmt;
use std::hash::{BuildHasher, Hash};
use std::mem::ManuallyDrop;

/// A map from positions (or any hashable key) to values.
#[cfg(not(target_arch = "wasm32"))]
pub type PosMap<K, V> = rustc_hash::FxHashMap<K, V>;
/// A map from positions (or any hashable key) to values.
#[cfg(target_arch = "wasm32")]
pub type PosMap<K, V> = Dense<K, V>;
/// A set of positions: a map to `()` in both builds (natively what `FxHashSet` is inside), so
/// that one call, `insert(key, ())`, serves both.
pub type PosSet<K> = PosMap<K, ()>;

/// No entry in the slot.
const FREE: u32 = u32::MAX;

/// The probing part, the same code for every key and value type: slots of (entry index,
/// hash), linear probing, at most 3/4 full.
#[derive(Clone, Default)]
struct Slots {
    slots: Vec<(u32, u32)>,
}

impl Slots {
    #[inline(always)]
    fn home(&self, h: u32) -> usize {
        // The top bits of a multiply: FxHash's low bits alone are poor.
        let bits = self.slots.len().trailing_zeros();
        (h.wrapping_mul(0x9E37_79B9) as u64 >> (32 - bits)) as usize
    }

    /// `Ok(entry)` when an entry with hash `h` satisfies `same`, else `Err(slot)`: the free
    /// slot where `h` goes. The table must have a free slot (it is never full).
    #[inline(never)]
    fn find(&self, h: u32, same: &dyn Fn(usize) -> bool) -> Result<usize, usize> {
        if self.slots.is_empty() {
            return Err(usize::MAX);
        }
        let mask = self.slots.len() - 1;
        let mut i = self.home(h);
        loop {
            let (e, eh) = self.slots[i];
            if e == FREE {
                return Err(i);
            }
            if eh == h && same(e as usize) {
                return Ok(e as usize);
            }
            i = (i + 1) & mask;
        }
    }

    /// Room for `len + extra` entries within 3/4 of the slots; `true` when the slots were
    /// rebuilt (a slot found before is then stale).
    #[inline(never)]
    fn reserve(&mut self, len: usize, extra: usize) -> bool {
        let want = len.saturating_add(extra);
        if want.saturating_mul(4) < self.slots.len().saturating_mul(3) {
            return false;
        }
        let n = (want.saturating_mul(4) / 3 + 1).next_power_of_two().max(8);
        let old = std::mem::replace(&mut self.slots, vec![(FREE, 0); n]);
        for &(e, h) in old.iter() {
            if e != FREE {
                let mut i = self.home(h);
                while self.slots[i].0 != FREE {
                    i = (i + 1) & (n - 1);
                }
                self.slots[i] = (e, h);
            }
        }
        true
    }

    /// Takes `slot` for entry `e`, after [`Self::find`] gave it and no rebuild since.
    #[inline(always)]
    fn take(&mut self, slot: usize, e: usize, h: u32) {
        self.slots[slot] = (e as u32, h);
    }
}

/// A hash map that keeps its entries in insertion order, in one `Vec`, and finds them
/// through [`Slots`]: the wasm's [`PosMap`]. The subset of `HashMap`'s interface the
/// crate uses; no removal.
///
/// One `Vec` of pairs, not one of keys and one of values: `Vec<Key>` and `Vec<Mv>` are the
/// engine's own, and more uses of their methods changed LLVM's inlining of them across the
/// module (+5.5 KB gzipped, `docs/performance-browser.md`). The fields are `ManuallyDrop`
/// and freed by one function out of line: the `Vec`s' frees were otherwise inlined
/// wherever a map dies.
pub struct Dense<K, V> {
    slots: ManuallyDrop<Slots>,
    entries: ManuallyDrop<Vec<(K, V)>>,
}

impl<K, V> Default for Dense<K, V> {
    fn default() -> Self {
        Dense {
            slots: ManuallyDrop::default(),
            entries: ManuallyDrop::default(),
        }
    }
}

impl<K: Clone, V: Clone> Clone for Dense<K, V> {
    fn clone(&self) -> Self {
        Dense {
            slots: self.slots.clone(),
            entries: self.entries.clone(),
        }
    }
}

impl<K, V> Drop for Dense<K, V> {
    #[inline(never)]
    fn drop(&mut self) {
        // SAFETY: each field is dropped once, here, and never used again: `drop` is the last
        // use of `self`, and `into_iter` takes the `Vec`s out and leaves empty ones.
        unsafe {
            ManuallyDrop::drop(&mut self.slots);
            ManuallyDrop::drop(&mut self.entries);
        }
    }
}

impl<K: fmt::Debug, V: fmt::Debug> fmt::Debug for Dense<K, V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

#[inline(always)]
fn hash_of<K: Hash>(key: &K) -> u32 {
    let h = FxBuildHasher.hash_one(key);
    (h ^ (h >> 32)) as u32
}

/// A borrowed entry as a pair of borrows, as `HashMap`'s iterators give it.
type Pair<'a, K, V> = (&'a K, &'a V);
fn split<K, V>(e: &(K, V)) -> Pair<'_, K, V> {
    (&e.0, &e.1)
}
/// The iterator of [`Dense::iter`].
pub type Iter<'a, K, V> =
    std::iter::Map<std::slice::Iter<'a, (K, V)>, fn(&(K, V)) -> Pair<'_, K, V>>;

impl<K, V> Dense<K, V> {
    /// Entries held.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The entries, in insertion order.
    pub fn iter(&self) -> Iter<'_, K, V> {
        self.entries
            .iter()
            .map(split as fn(&(K, V)) -> Pair<'_, K, V>)
    }

    /// The keys, in insertion order.
    pub fn keys(&self) -> impl Iterator<Item = &K> {
        self.entries.iter().map(|e| &e.0)
    }

    /// The values, in insertion order.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.entries.iter().map(|e| &e.1)
    }
}

impl<K: Hash + Eq, V> Dense<K, V> {
    fn find(&self, key: &K) -> (u32, Result<usize, usize>) {
        let h = hash_of(key);
        (h, self.slots.find(h, &|e| self.entries[e].0 == *key))
    }

    /// Room for `extra` more entries.
    pub fn reserve(&mut self, extra: usize) {
        self.slots.reserve(self.entries.len(), extra);
        self.entries.reserve(extra);
    }

    /// The value of `key`.
    pub fn get(&self, key: &K) -> Option<&V> {
        self.find(key).1.ok().map(|e| &self.entries[e].1)
    }

    /// Whether `key` is there.
    pub fn contains_key(&self, key: &K) -> bool {
        self.find(key).1.is_ok()
    }

    /// A new entry in `slot` (from [`Slots::find`]), growing first if needed.
    fn push(&mut self, h: u32, mut slot: usize, key: K, value: V) -> usize {
        let e = self.entries.len();
        if self.slots.reserve(e, 1) {
            slot = match self.slots.find(h, &|_| false) {
                Err(s) => s,
                Ok(_) => unreachable!("`same` accepts nothing"),
            };
        }
        self.slots.take(slot, e, h);
        self.entries.push((key, value));
        e
    }

    /// Sets `key`'s value; the old value, if there was one.
    pub fn insert(&mut self, key: K, value: V) -> Option<V> {
        match self.find(&key) {
            (_, Ok(e)) => Some(std::mem::replace(&mut self.entries[e].1, value)),
            (h, Err(slot)) => {
                self.push(h, slot, key, value);
                None
            }
        }
    }

    /// The entry of `key`, for [`Entry::or_insert`].
    pub fn entry(&mut self, key: K) -> Entry<'_, K, V> {
        match self.find(&key) {
            (_, Ok(e)) => Entry::Occupied(&mut self.entries[e].1),
            (h, Err(slot)) => Entry::Vacant(self, h, slot, key),
        }
    }
}

/// A key's place in a [`Dense`], held or not.
pub enum Entry<'a, K, V> {
    /// The key is there, with this value.
    Occupied(&'a mut V),
    /// The key is not there: its hash and free slot.
    Vacant(&'a mut Dense<K, V>, u32, usize, K),
}

impl<'a, K: Hash + Eq, V> Entry<'a, K, V> {
    /// The value, set to `value` if the key was not there.
    pub fn or_insert(self, value: V) -> &'a mut V {
        self.or_insert_with(|| value)
    }

    /// The value, set to `f()` if the key was not there.
    pub fn or_insert_with(self, f: impl FnOnce() -> V) -> &'a mut V {
        match self {
            Entry::Occupied(v) => v,
            Entry::Vacant(map, h, slot, key) => {
                let e = map.push(h, slot, key, f());
                &mut map.entries[e].1
            }
        }
    }
}

impl<K: Hash + Eq, V> Extend<(K, V)> for Dense<K, V> {
    fn extend<I: IntoIterator<Item = (K, V)>>(&mut self, iter: I) {
        for (k, v) in iter {
            self.insert(k, v);
        }
    }
}

impl<K: Hash + Eq, V> FromIterator<(K, V)> for Dense<K, V> {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        let mut d = Dense::default();
        d.extend(iter);
        d
    }
}

impl<K, V> IntoIterator for Dense<K, V> {
    type Item = (K, V);
    type IntoIter = std::vec::IntoIter<(K, V)>;
    fn into_iter(mut self) -> Self::IntoIter {
        std::mem::take(&mut *self.entries).into_iter()
    }
}

impl<'a, K, V> IntoIterator for &'a Dense<K, V> {
    type Item = (&'a K, &'a V);
    type IntoIter = Iter<'a, K, V>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

// Native only: proptest does not build for wasm32 (`Dense` is the same code there).
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::Dense;
    use proptest::prelude::*;
    use std::collections::HashMap;

    #[derive(Clone, Debug)]
    enum Op {
        Insert(u16, u32),
        OrInsert(u16, u32),
        Reserve(u8),
    }

    fn op() -> impl Strategy<Value = Op> {
        // Keys from a small range, so that most operations meet a key already there.
        prop_oneof![
            (0..300u16, any::<u32>()).prop_map(|(k, v)| Op::Insert(k, v)),
            (0..300u16, any::<u32>()).prop_map(|(k, v)| Op::OrInsert(k, v)),
            any::<u8>().prop_map(Op::Reserve),
        ]
    }

    proptest! {
        /// Every answer, after every operation, is std's `HashMap`'s; iteration is insertion
        /// order.
        #[test]
        fn answers_as_std_does(ops in proptest::collection::vec(op(), 0..600)) {
            let mut d: Dense<u16, u32> = Dense::default();
            let mut m: HashMap<u16, u32> = HashMap::new();
            let mut order = Vec::new();
            for o in ops {
                match o {
                    Op::Insert(k, v) => {
                        if !m.contains_key(&k) {
                            order.push(k);
                        }
                        prop_assert_eq!(d.insert(k, v), m.insert(k, v));
                    }
                    Op::OrInsert(k, v) => {
                        if !m.contains_key(&k) {
                            order.push(k);
                        }
                        let got = *d.entry(k).or_insert(v);
                        prop_assert_eq!(got, *m.entry(k).or_insert(v));
                    }
                    Op::Reserve(n) => d.reserve(n as usize),
                }
                prop_assert_eq!(d.len(), m.len());
            }
            for k in 0..300u16 {
                prop_assert_eq!(d.get(&k), m.get(&k));
                prop_assert_eq!(d.contains_key(&k), m.contains_key(&k));
            }
            let keys: Vec<u16> = d.keys().copied().collect();
            prop_assert_eq!(&keys, &order);
            let vals: Vec<u32> = d.values().copied().collect();
            let want: Vec<u32> = order.iter().map(|k| m[k]).collect();
            prop_assert_eq!(&vals, &want);
            let copy = d.clone();
            let mut merged: Dense<u16, u32> = Dense::default();
            merged.extend(copy);
            let pairs: Vec<(u16, u32)> = merged.into_iter().collect();
            let want: Vec<(u16, u32)> = order.iter().map(|&k| (k, m[&k])).collect();
            prop_assert_eq!(pairs, want);
        }
    }

    /// Keys that own memory (freed by the out-of-line `Drop`), and as many as the wasm's
    /// larger maps: growth past several rebuilds keeps every key.
    #[test]
    fn holds_many_owned_keys() {
        let mut d: Dense<String, usize> = Dense::default();
        for i in 0..100_000 {
            assert_eq!(d.insert(i.to_string(), i), None);
        }
        assert_eq!(d.len(), 100_000);
        assert!((0..100_000).all(|i| d.get(&i.to_string()) == Some(&i)));
        assert_eq!(d.get(&"x".to_string()), None);
        assert_eq!(d.insert("7".to_string(), 1), Some(7));
        let set: Dense<String, ()> = d.iter().map(|(k, _)| (k.clone(), ())).collect();
        assert_eq!(set.len(), 100_000);
    }
}
