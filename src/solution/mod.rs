//! Playing against the solution: the value and distance of every legal move, a perfect
//! opponent, and the levels of solving (Takizawa: weak, semi-strong, strong) counted per depth.
//! Generic over [`crate::Game`]; the registry gives each game a [`Analyst`] so the CLI and the
//! browser reach any game by name. docs/play.md describes the definitions and the algorithms.

pub mod analyst;
pub mod depths;
pub mod distance;
pub mod face;
pub mod job;
pub mod levels;
pub mod report;

pub use analyst::Analyst;
pub use distance::{Distances, Eval, Verdict};
pub use job::{Progress, Slice};
pub use levels::{LevelRow, LevelsReport};
pub use report::{MoveInfo, PositionReport};
