//! The update's fast path (no step records) leaves out the parents a son's change cannot
//! matter to (`numbers::son_change_matters`); the recording path recomputes them all. Both
//! must be the same search: after every iteration, the same path, the same numbers on every
//! node, and the invariant (every developed node's numbers are its sons') on the fast one.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Preset;
use pnlab::game::Game;
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::search::{Options, Rule, Search, Selection};

/// Iterates one search on the fast path and one with records side by side to the end (or
/// `max` iterations), comparing them after each; the fast one's invariants are checked every
/// `every` iterations. Returns the iterations run.
fn fast_and_recorded_agree<G: Game>(game: G, opts: Options, max: u64, every: u64) -> u64 {
    let mut fast = Search::build(Setup::new(game.clone(), opts));
    let mut recorded = Search::build(Setup::new(game, opts));
    let what = |it: u64| format!("{opts:?}, iteration {it}");
    while fast.stats().iterations < max && recorded.step().is_some() {
        fast.run(Some(1));
        let it = recorded.stats().iterations;
        assert_eq!(fast.stats().iterations, it, "{}", what(it));
        assert_eq!(fast.current_path(), recorded.current_path(), "{}", what(it));
        assert_eq!(fast.dag().len(), recorded.dag().len(), "{}", what(it));
        for id in 0..fast.dag().len() as u32 {
            assert_eq!(
                fast.dag().numbers(id),
                recorded.dag().numbers(id),
                "node {id}, {}",
                what(it)
            );
        }
        if it % every == 0 {
            fast.check_invariants()
                .unwrap_or_else(|e| panic!("{}: {e}", what(it)));
        }
    }
    assert_eq!(fast.status(), recorded.status());
    assert_eq!(fast.root_value(), recorded.root_value());
    fast.check_invariants()
        .unwrap_or_else(|e| panic!("{}: {e}", what(u64::MAX)));
    recorded.stats().iterations
}

#[test]
fn the_fast_update_is_the_recorded_update_on_clique_games_under_every_preset() {
    let mut iterations = 0;
    for (n, k) in [(5, 3), (5, 4), (6, 4)] {
        for preset in Preset::ALL {
            let game = Clique::new(n, k, Normaliser::Neighbours).expect("valid");
            iterations += fast_and_recorded_agree(game, preset.options(), u64::MAX, 1);
        }
    }
    assert!(iterations > 1000, "only {iterations} iterations compared");
}

#[test]
fn the_fast_update_is_the_recorded_update_under_every_rule_and_selection() {
    let base = Preset::Best.options();
    for rule in [Rule::Standard, Rule::Weak, Rule::Snda] {
        for selection in [Selection::FromRoot, Selection::LastChanged] {
            for delete_solved_sons in [true, false] {
                let opts = Options {
                    rule,
                    selection,
                    delete_solved_sons,
                    ..base
                };
                let game = Clique::new(6, 4, Normaliser::Neighbours).expect("valid");
                fast_and_recorded_agree(game, opts, u64::MAX, 1);
                fast_and_recorded_agree(TicTacToe::default(), opts, u64::MAX, 1);
            }
        }
    }
}

#[test]
fn the_fast_update_is_the_recorded_update_on_seven_four_best() {
    let game = Clique::new(7, 4, Normaliser::Neighbours).expect("valid");
    let iterations = fast_and_recorded_agree(game, Preset::Best.options(), 3000, 100);
    assert_eq!(iterations, 3000);
}
