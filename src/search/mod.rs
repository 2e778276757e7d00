//! The engine, game-independent: PN-search stepped one iteration at a time.

pub mod dag;
pub mod minimax;
pub mod numbers;
pub mod options;
pub mod pns;
pub mod snapshot;
pub mod solver;
pub mod stats;
pub mod trace;
pub mod verify;

pub use dag::NodeId;
pub use numbers::{Kind, Value, INF};
pub use options::{FreeWinningSet, Limits, Options, ParallelEdges, Rule, Selection};
pub use pns::{Search, Status};
pub use snapshot::Snapshot;
pub use solver::{NodeInfo, Solver, Via};
pub use stats::{LevelRow, Stats};
pub use trace::{PathStep, Reason, SonRecord, StepRecord, UpdateRecord};
pub use verify::{check, extract, verify, CheckReport, Claim, Strategy};
