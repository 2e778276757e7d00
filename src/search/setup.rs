//! What a search is built from: the game, the start, the options, the algorithm's parameters
//! and the limits. Every algorithm is built from one ([`DagAlgorithm::build`]).
//!
//! [`DagAlgorithm::build`]: super::skeleton::DagAlgorithm::build

use super::options::{AlgorithmParams, Options};
use super::status::Limits;
use crate::game::Game;

/// A search to build: `game` from `start` (where the game is not over), with `opts`, the
/// parameters of `params` its algorithm takes, under `limits`.
#[derive(Clone, Debug)]
pub struct Setup<G: Game> {
    /// The game.
    pub game: G,
    /// The position the search starts from.
    pub start: G::Position,
    /// The options.
    pub opts: Options,
    /// The algorithm's parameters (each algorithm reads its own).
    pub params: AlgorithmParams,
    /// The limits.
    pub limits: Limits,
}

impl<G: Game> Setup<G> {
    /// From the game's initial position, with the default parameters and no limit.
    pub fn new(game: G, opts: Options) -> Self {
        Setup {
            start: game.initial(),
            game,
            opts,
            params: AlgorithmParams::default(),
            limits: Limits::default(),
        }
    }

    /// From `start` instead.
    pub fn at(self, start: G::Position) -> Self {
        Setup { start, ..self }
    }

    /// Under `limits`.
    pub fn limits(self, limits: Limits) -> Self {
        Setup { limits, ..self }
    }

    /// With `params` (an algorithm's own, such as [`DfpnParams`], or all of them).
    ///
    /// [`DfpnParams`]: super::options::DfpnParams
    pub fn params(self, params: impl Into<AlgorithmParams>) -> Self {
        Setup {
            params: params.into(),
            ..self
        }
    }
}
