//! The engine, game-independent: PN-search stepped one iteration at a time.

pub mod algorithms;
pub mod bestfirst;
pub mod dag;
pub mod dcg;
pub mod develop;
pub mod dfpn;
pub mod minimax;
pub mod node;
pub mod numbers;
pub mod options;
pub mod overcount;
pub mod parts;
pub mod pn2;
pub mod pns;
pub mod prefetch;
pub mod pss;
pub mod question;
pub mod setting;
pub mod setup;
pub mod skeleton;
pub mod snapshot;
pub mod solve;
pub mod solver;
pub mod stats;
pub mod status;
pub mod subproof;
pub mod trace;
pub mod verify;

pub use crate::game::line::Ended;
pub use algorithms::Algorithm;
pub use dcg::Dcg;
pub use dfpn::Dfpn;
pub use node::NodeId;
pub use numbers::{Kind, Rule, Value, INF};
pub use options::{
    AlgorithmParams, DfpnParams, FreeWinningSet, LeafInit, OptionOverrides, Options, ParallelEdges,
    Pn2Params, Repetition, Selection, ThresholdRule,
};
pub use overcount::{compare_rules, RuleComparison};
pub use pn2::Pn2;
pub use pns::Search;
pub use pss::ProofSetSearch;
pub use question::{result_word, Question};
pub use setup::Setup;
pub use skeleton::DagAlgorithm;
pub use snapshot::Snapshot;
pub use solve::Solve;
pub use solver::{Answer, AsSolver, NodeInfo, Noting, Solver, Via};
pub use solver::{Poll, Watch};
pub use stats::{InnerTotals, LevelRow, Stats};
pub use status::{Bound, Limit, Limits, Status};
pub use subproof::NodeProof;
pub use trace::{
    Extras, InnerRecord, LeftBecause, LeftRecord, PathStep, Reason, SonRecord, StepRecord,
    ThresholdRecord, UpdateRecord,
};
pub use verify::{
    check, check_ended, check_within, extract, extract_from, extract_with_hints, proof, read_proof,
    verify, CheckReport, Claim, Proof, Strategy,
};
