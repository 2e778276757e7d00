//! The maps and sets of positions outside the search's DAG (the proof checker's, the levels',
//! minimax's memo, PN²'s hints, …). Their iteration order is the hash table's, so no caller
//! may let it reach a result: the callers count, look up, or merge.

/// A map from positions (or any hashable key) to values.
pub type PosMap<K, V> = rustc_hash::FxHashMap<K, V>;
/// A set of positions: a map to `()`, so that one call, `insert(key, ())`, serves maps and
/// sets alike.
pub type PosSet<K> = PosMap<K, ()>;
