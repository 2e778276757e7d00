//! An exact Connect-4 solver after Pascal Pons's (github.com/PascalPons/connect4): bitboards
//! with a sentinel row ([`bitboard`]), a transposition table of score bounds ([`table`]),
//! negamax with alpha-beta and null-window narrowing of the score, moves that lose at once
//! pruned, and moves ordered by the winning cells they create ([`search`], [`order`]). It takes
//! every board with `cols * (rows + 1) <= 64`. Scores translate to plies to the end
//! ([`search::plies`]); docs/play.md gives the convention beside the lecture slides'.

pub mod analyst;
pub mod bitboard;
pub mod book;
pub mod claimeven;
#[cfg(test)]
mod memory_tests;
pub mod order;
pub mod search;
pub mod table;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod weak_tests;

pub use bitboard::{Geometry, Position};
pub use search::{plies, Narrowing, Options, Solver};
