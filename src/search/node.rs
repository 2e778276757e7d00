//! What names a node, and how many sons it may list: the words every part of the search shares.

/// Index of a node in the arena. The root is node 0.
pub type NodeId = u32;

/// The longest son list a node may have: the most moves of any supported game
/// (28 edges of K8, 27 cells of 3×3×3 Qubic; a son list's length must fit in 7 bits).
pub const MAX_SONS: usize = 64;
