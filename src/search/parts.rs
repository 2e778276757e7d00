//! What a DAG-keeping search holds, seen from outside: its game, DAG, options, start, status,
//! statistics and limits. The checker extracts a proof from it, the inspector reads nodes
//! from it and the driver (`skeleton`) answers the `Solver` face from
//! it, the same way for every algorithm.

use super::dag::Dag;
use super::options::Options;
use super::stats::Stats;
use super::status::{Limits, Status};
use crate::game::Game;
use crate::posmap::PosMap;

/// What a DAG-keeping algorithm holds, borrowed.
pub struct Parts<'a, G: Game> {
    /// The game.
    pub game: &'a G,
    /// The DAG; node 0 is the root.
    pub dag: &'a Dag<G::Stored>,
    /// The options.
    pub opts: &'a Options,
    /// The position the search started from, as given.
    pub start: G::Position,
    /// Where the search stands.
    pub status: Status,
    /// The statistics.
    pub stats: &'a Stats,
    /// The limits it runs under.
    pub limits: &'a Limits,
    /// Moves proved outside the DAG (PN²'s second-level searches), used when a proof is
    /// extracted; `None` when the DAG holds the whole proof.
    pub hints: Option<&'a PosMap<G::Position, G::Move>>,
    /// Per node, when it was solved (a cyclic search's, `search::dcg`): extraction takes the
    /// son solved earliest, so that a strategy cannot come back to a position. `None` when any
    /// solved son will do (an acyclic search).
    pub order: Option<&'a [u32]>,
}

/// The [`Parts`] of an algorithm whose fields are named `game`, `dag`, `opts`, `start`,
/// `status` and `stats`, with no hints and no order of solving.
macro_rules! parts_of {
    ($s:expr) => {
        $crate::search::parts::Parts {
            game: &$s.game,
            dag: &$s.dag,
            opts: &$s.opts,
            start: $s.start,
            status: $s.status,
            stats: &$s.stats,
            limits: &$s.limits,
            hints: None,
            order: None,
        }
    };
}
pub(crate) use parts_of;

/// A search that keeps its tree in a [`Dag`] and shows what it holds.
pub trait Holds {
    /// The game searched.
    type G: Game;
    /// What it holds.
    fn parts(&self) -> Parts<'_, Self::G>;
}
