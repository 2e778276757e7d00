#![doc = include_str!("../README.md")]
#![deny(missing_docs)]
pub mod config;
#[cfg(not(target_arch = "wasm32"))]
pub mod distributed;
pub mod error;
pub mod exact;
pub mod experiments;
pub mod game;
pub mod games;
#[cfg(not(target_arch = "wasm32"))]
pub mod hugepages;
pub mod json;
pub mod named;
pub mod posmap;
pub mod proofs;
pub mod prooftree;
pub mod search;
pub mod session;
pub mod solution;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::Error;
pub use game::{Board, Drawing, Game, Hints, Outcome, Player, Rules, Storage, Symmetry};
pub use search::{Limits, Options, Search, Solver, Status};
