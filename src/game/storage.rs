//! [`Storage`]: the form the DAG keeps a game's positions in, one per node.

use super::Rules;
use std::fmt::Debug;
use std::hash::Hash;

/// How the DAG stores a game's positions.
pub trait Storage: Rules {
    /// A position as the DAG keeps it, one per node, and as the transposition table hashes and
    /// compares it: `Position` itself ([`stored_as_is!`](crate::stored_as_is)), or a packed
    /// form when that saves bytes per node (the clique game's 16-byte position fits in 7 bytes
    /// up to 8 vertices). `pack` must be one-to-one, and `unpack(pack(p)) == p`.
    type Stored: Copy + Eq + Hash + Debug;

    /// The form the DAG keeps `pos` in.
    fn pack(&self, pos: &Self::Position) -> Self::Stored;
    /// The position a stored form stands for: `unpack(&pack(p)) == p`.
    fn unpack(&self, stored: &Self::Stored) -> Self::Position;
}

/// The [`Storage`] of games whose DAG keeps positions as they are (no packed form):
/// `stored_as_is!(MyGame);`.
#[macro_export]
macro_rules! stored_as_is {
    ($($game:ty),+ $(,)?) => {$(
        impl $crate::game::Storage for $game {
            type Stored = <$game as $crate::game::Rules>::Position;
            #[inline(always)]
            fn pack(&self, pos: &Self::Position) -> Self::Position {
                *pos
            }
            #[inline(always)]
            fn unpack(&self, stored: &Self::Position) -> Self::Position {
                *stored
            }
        }
    )+};
}
