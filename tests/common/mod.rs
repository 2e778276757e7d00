//! Helpers shared by the integration tests.
#![allow(dead_code)]

use pnlab::search::{FreeWinningSet, Options, ParallelEdges, Rule, Selection};

/// Every combination of the engine's switches.
pub fn all_options() -> Vec<Options> {
    let mut out = Vec::new();
    for transpositions in [true, false] {
        for rule in [Rule::Standard, Rule::Weak] {
            for delete_solved_sons in [true, false] {
                for parallel_edges in [
                    ParallelEdges::Keep,
                    ParallelEdges::MergeAtRoot,
                    ParallelEdges::Merge,
                ] {
                    for selection in [Selection::FromRoot, Selection::LastChanged] {
                        for free_winning_set in [
                            FreeWinningSet::Off,
                            FreeWinningSet::AtDevelopment,
                            FreeWinningSet::AtCreation,
                        ] {
                            for forced_replies in [false, true] {
                                for order_sons in [false, true] {
                                    out.push(Options {
                                        transpositions,
                                        rule,
                                        delete_solved_sons,
                                        parallel_edges,
                                        selection,
                                        free_winning_set,
                                        forced_replies,
                                        order_sons,
                                    });
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// A smaller set that still varies every switch at least once against the default.
pub fn some_options() -> Vec<Options> {
    all_options()
        .into_iter()
        .enumerate()
        .filter(|(i, _)| i % 7 == 0)
        .map(|(_, o)| o)
        .collect()
}
