//! Tic-tac-toe through the whole engine: values, proofs, invariants, determinism, symmetry.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use pnlab::search::{DagAlgorithm, Setup, Solver};

use common::{all_options, some_options};
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::Value;
use pnlab::search::{check, extract, minimax, Limits, Options, Search, Selection, Status};
use pnlab::Rules;
use std::collections::HashSet;

fn ttt() -> TicTacToe {
    TicTacToe::default()
}

#[test]
fn tictactoe_is_a_draw_under_every_combination_of_options_and_each_proof_checks() {
    for opts in all_options() {
        let mut s = Search::build(Setup::new(ttt(), opts));
        assert_eq!(s.run(None), Status::Solved, "{opts:?}");
        assert_eq!(s.root_value(), Value::Disproved, "{opts:?}");
        let report = pnlab::search::verify(&s).unwrap_or_else(|e| panic!("{opts:?}: {e}"));
        assert!(report.positions > 10);
    }
}

/// Every position reachable in real play (a win ends the game), as played, with no symmetry.
fn reachable() -> Vec<u32> {
    let g = TicTacToe { symmetry: false };
    let mut seen = HashSet::new();
    let mut work = vec![0u32];
    seen.insert(0u32);
    let mut moves = Vec::new();
    while let Some(p) = work.pop() {
        moves.clear();
        g.legal_moves(&p, &mut moves);
        for &m in &moves {
            let q = g.play(&p, m);
            if seen.insert(q) && g.evaluate(&q, m).is_none() {
                work.push(q);
            }
        }
    }
    let mut all: Vec<u32> = seen.into_iter().collect();
    all.sort();
    all
}

#[test]
fn there_are_5478_reachable_positions_and_the_engine_agrees_with_minimax_on_every_open_one() {
    let all = reachable();
    assert_eq!(all.len(), 5478);
    let g = TicTacToe { symmetry: false };
    let open: Vec<u32> = all
        .into_iter()
        .filter(|&p| !pnlab::games::tictactoe::finished(p))
        .collect();
    let configs = [
        pnlab::config::Preset::K4Weak.options(),
        pnlab::config::Preset::Basic.options(),
        pnlab::config::Preset::Best.options(),
    ];
    for &p in &open {
        let expected = minimax::value(&g, &p, pnlab::search::Question::FirstWins);
        for opts in configs {
            let mut s = Search::build(Setup::new(ttt(), opts).at(p));
            assert_eq!(s.run(None), Status::Solved);
            assert_eq!(s.root_value(), expected, "position {p:#x} under {opts:?}");
        }
    }
}

#[test]
fn numbers_equal_a_fresh_recomputation_after_every_step() {
    for opts in all_options() {
        let mut s = Search::build(Setup::new(ttt(), opts));
        while s.step().is_some() {
            if let Err(e) = s.check_invariants() {
                panic!("{opts:?} at iteration {}: {e}", s.stats().iterations);
            }
        }
        assert_eq!(s.status(), Status::Solved);
    }
}

#[test]
fn the_same_configuration_gives_the_same_step_records() {
    for opts in all_options() {
        let mut a = Search::build(Setup::new(ttt(), opts));
        let mut b = Search::build(Setup::new(ttt(), opts));
        loop {
            let (ra, rb) = (a.step(), b.step());
            assert_eq!(ra, rb);
            if ra.is_none() {
                break;
            }
        }
    }
}

#[test]
fn starting_selection_at_the_last_changed_node_develops_the_same_nodes_as_from_the_root() {
    for opts in some_options() {
        let from_root = Options {
            selection: Selection::FromRoot,
            ..opts
        };
        let last = Options {
            selection: Selection::LastChanged,
            ..opts
        };
        let mut a = Search::build(Setup::new(ttt(), from_root));
        let mut b = Search::build(Setup::new(ttt(), last));
        loop {
            let (ra, rb) = (a.step(), b.step());
            assert_eq!(
                ra.as_ref().map(|r| r.developed),
                rb.as_ref().map(|r| r.developed)
            );
            assert_eq!(ra.as_ref().map(|r| &r.path), rb.as_ref().map(|r| &r.path));
            if ra.is_none() {
                break;
            }
        }
    }
}

#[test]
fn with_exact_symmetry_on_a_dag_no_level_has_more_nodes_than_distinct_positions() {
    // Distinct boards per level under symmetry, from the lecture slides in the seeds.
    let distinct = [1u64, 3, 12, 38, 108, 174, 228, 174, 89, 23];
    let base = pnlab::config::Preset::Basic.options();
    let mut dag = Search::build(Setup::new(ttt(), base));
    dag.run(None);
    let mut tree = Search::build(Setup::new(
        TicTacToe { symmetry: false },
        Options {
            transpositions: false,
            ..base
        },
    ));
    tree.run(None);
    for row in &dag.stats().levels {
        assert!(
            row.created <= distinct[row.level as usize],
            "level {}",
            row.level
        );
    }
    assert!(dag.stats().created * 10 < tree.stats().created);
}

#[test]
fn the_checker_rejects_a_tampered_disproof() {
    let mut s = Search::build(Setup::new(ttt(), Options::default()));
    s.run(None);
    let strategy = extract(&s).expect("solved");
    check(&ttt(), &strategy).expect("the honest strategy checks");
    let g = ttt();
    let mut rejected = 0;
    // Replace each recorded move of O by each other legal move: some of those must lose.
    for (pos, &mv) in &strategy.moves {
        let mut moves = Vec::new();
        g.legal_moves(pos, &mut moves);
        for &other in moves.iter().filter(|&&m| m != mv) {
            let mut bad = strategy.clone();
            bad.moves.insert(*pos, other);
            if check(&g, &bad).is_err() {
                rejected += 1;
            }
        }
        let mut missing = strategy.clone();
        missing.moves.remove(pos);
        assert!(
            check(&g, &missing).is_err(),
            "a missing move must be noticed"
        );
    }
    assert!(rejected > 0);
}

#[test]
fn a_node_limit_ends_the_search_with_unknown() {
    let mut s = Search::build(Setup::new(ttt(), Options::default()).limits(Limits {
        max_nodes: Some(10),
        max_iterations: None,
        ..Limits::default()
    }));
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.root_value(), Value::Unknown);
    assert!(s.stats().created <= 10);
    assert!(s.step().is_none());
    let mut s = Search::build(Setup::new(ttt(), Options::default()).limits(Limits {
        max_nodes: None,
        max_iterations: Some(5),
        ..Limits::default()
    }));
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.stats().iterations, 5);
}

#[test]
fn a_step_record_describes_the_path_the_sons_and_the_update() {
    let mut s = Search::build(Setup::new(ttt(), pnlab::config::Preset::Basic.options()));
    let first = s.step().expect("a step");
    assert_eq!(first.iteration, 1);
    assert!(
        first.path.is_empty(),
        "the root is the first most-proving node"
    );
    assert_eq!(first.developed, 0);
    assert_eq!(
        first.sons.len(),
        3,
        "corner, edge, centre after merging at the root"
    );
    assert!(first
        .sons
        .iter()
        .all(|c| c.created && c.pn == 1 && c.dn == 1));
    assert_eq!(first.updates[0].node, 0);
    assert_eq!((first.updates[0].new_pn, first.updates[0].new_dn), (1, 3));
    let second = s.step().expect("a step");
    assert_eq!(second.path.len(), 1);
    assert_eq!(second.path[0].son, second.developed);
    // The update climbs from the developed node to the root.
    assert_eq!(
        second.updates.first().map(|u| u.node),
        Some(second.developed)
    );
    assert_eq!(second.updates.last().map(|u| u.node), Some(0));
}
