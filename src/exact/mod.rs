//! Exact solvers for single games, built for speed on that game's representation rather than
//! through the generic [`crate::Game`] trait: their answers feed the play page's move
//! information where the generic minimax in [`crate::solution::distance`] is out of reach, and
//! [`analyst`] picks a game's analyst from them and the generic one.

pub mod analyst;
pub mod connect4;
pub mod retrograde;

pub use analyst::analyst;
