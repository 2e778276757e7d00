//! Heuristic leaf initialisation (df-pn+ style) and thesis 3.1.4 "developing a node without
//! creating sons": values, checked proofs, the minimax oracle, invariants after every step,
//! what the step records show, configuration errors.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{assert_solves, random_position, Lcg, SMALL_CLIQUES};
use pnlab::config::{Config, OptionOverrides, Preset};
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::Value;
use pnlab::search::{minimax, Algorithm, Dfpn, LeafInit, Search, Solver, Status};
use pnlab::search::{DagAlgorithm, Setup};
use pnlab::{Hints, Options, Rules, Storage};

/// The variants under test: (name, algorithm, overrides).
fn variants() -> Vec<(&'static str, Algorithm, OptionOverrides)> {
    let heuristic = OptionOverrides {
        leaf_init: Some(LeafInit::Heuristic),
        ..OptionOverrides::default()
    };
    let lazy = OptionOverrides {
        lazy_sons: Some(true),
        ..OptionOverrides::default()
    };
    let both = OptionOverrides {
        leaf_init: Some(LeafInit::Heuristic),
        lazy_sons: Some(true),
        ..OptionOverrides::default()
    };
    vec![
        ("pns heuristic", Algorithm::Pns, heuristic.clone()),
        ("pns lazy sons", Algorithm::Pns, lazy),
        ("pns lazy sons + heuristic", Algorithm::Pns, both),
        ("dfpn heuristic", Algorithm::Dfpn, heuristic.clone()),
        ("pn2 heuristic", Algorithm::Pn2, heuristic),
    ]
}

fn config(
    game: &str,
    nk: Option<(u32, u32)>,
    preset: Preset,
    v: &(&str, Algorithm, OptionOverrides),
) -> Config {
    Config {
        preset: Some(preset.name().into()),
        algorithm: Some(v.1),
        options: v.2.clone(),
        ..common::game_config(game, nk)
    }
}

#[test]
fn every_variant_solves_tictactoe_and_the_small_clique_games_with_checked_proofs() {
    for v in variants() {
        let ttt = config("tictactoe", None, Preset::Basic, &v);
        assert_solves(&ttt, "draw", v.0);
        for (n, k, value) in SMALL_CLIQUES {
            for preset in [Preset::Basic, Preset::K4Weak, Preset::Best] {
                let what = format!("({n},{k}) {} {}", preset.name(), v.0);
                assert_solves(&config("clique", Some((n, k)), preset, &v), value, &what);
            }
        }
    }
}

#[test]
fn every_variant_solves_7_4_with_a_checked_proof_in_release() {
    if cfg!(debug_assertions) {
        return; // under a second each in release
    }
    for v in variants().into_iter().filter(|v| v.1 != Algorithm::Pn2) {
        for preset in [Preset::K4Weak, Preset::Best] {
            let mut s = config("clique", Some((7, 4)), preset, &v)
                .build()
                .expect("valid");
            assert_eq!(s.run(None), Status::Solved, "{} {}", preset.name(), v.0);
            assert_eq!(s.result_word(), "draw");
            s.verify().unwrap_or_else(|e| panic!("{}: {e}", v.0));
        }
    }
}

#[test]
fn every_variant_agrees_with_plain_minimax_on_random_clique_positions() {
    let mut rng = Lcg(1414);
    let mut compared = 0;
    for (n, k, played) in [(5, 3, 2), (5, 4, 3), (6, 3, 5), (6, 4, 7), (6, 4, 9)] {
        let plain = Clique::new(n, k, Normaliser::Identity).expect("valid");
        for _ in 0..10 {
            let Some(pos) = random_position(&plain, played, &mut rng) else {
                continue;
            };
            let expected = minimax::value(&plain, &pos, pnlab::search::Question::FirstWins);
            let g = Clique::new(n, k, Normaliser::Neighbours).expect("valid");
            for base in [
                Preset::Basic.options(),
                Preset::K4Weak.options(),
                Preset::Best.options(),
            ] {
                for (leaf_init, lazy_sons) in [
                    (LeafInit::Heuristic, false),
                    (LeafInit::Unit, true),
                    (LeafInit::Heuristic, true),
                ] {
                    let opts = Options {
                        leaf_init,
                        lazy_sons,
                        ..base
                    };
                    let mut s = Search::build(Setup::new(g.clone(), opts).at(pos));
                    assert_eq!(s.run(None), Status::Solved);
                    assert_eq!(s.root_value(), expected, "({n},{k}) {pos:?} {opts:?}");
                    pnlab::search::verify(&s).unwrap_or_else(|e| panic!("{pos:?} {opts:?}: {e}"));
                    compared += 1;
                    if !lazy_sons {
                        let mut d = Dfpn::build(Setup::new(g.clone(), opts).at(pos));
                        assert_eq!(d.run(None), Status::Solved);
                        assert_eq!(d.root_value(), expected, "dfpn ({n},{k}) {pos:?}");
                        Solver::verify(&d).unwrap_or_else(|e| panic!("dfpn {pos:?}: {e}"));
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared > 300, "only {compared} comparisons");
}

#[test]
fn numbers_equal_a_fresh_recomputation_after_every_step() {
    for v in variants() {
        for (game, nk) in [
            ("tictactoe", None),
            ("clique", Some((5, 4))),
            ("clique", Some((6, 3))),
        ] {
            for preset in [Preset::Basic, Preset::K4Weak, Preset::Best] {
                let mut s = config(game, nk, preset, &v).build().expect("valid");
                while let Some(r) = s.step() {
                    s.check_invariants()
                        .unwrap_or_else(|e| panic!("{} {nk:?} step {}: {e}", v.0, r.iteration));
                }
                assert_eq!(s.status(), Status::Solved);
            }
        }
    }
}

#[test]
fn heuristic_leaf_numbers_come_from_the_first_players_winning_sets() {
    let t = TicTacToe::default();
    let empty = t.initial();
    // X to move; the nearest line needs 3 marks (2 more after his move), 8 lines to spoil.
    assert_eq!(t.leaf_numbers(&empty), (2, 8));
    let centre_corner = t.play(&t.play(&empty, 4), 0);
    // O's corner spoils 3 lines; X's centre leaves a line 2 short, 1 after his move.
    assert_eq!(t.leaf_numbers(&centre_corner), (1, 5));
    let after_x = t.play(&empty, 4);
    // O to move: X's nearest line still needs 2.
    assert_eq!(t.leaf_numbers(&after_x), (2, 8));
    let c = Clique::new(5, 4, Normaliser::Neighbours).expect("valid");
    // K_5 holds 5 K_4s of 6 edges each.
    assert_eq!(c.leaf_numbers(&c.initial()), (5, 5));
    let mut moves = Vec::new();
    c.legal_moves(&c.initial(), &mut moves);
    let red = c.play(&c.initial(), moves[0]);
    let blue = c.play(&red, moves[9]);
    // Blue's edge 4-3 spoils the 3 K_4s through it; the other 2 each hold red's edge 1-0, so
    // they need 5 more edges, 4 once red (to move) has played.
    assert_eq!(c.leaf_numbers(&blue), (4, 2));

    // Every new undecided leaf of a heuristic search starts with the game's numbers.
    let opts = Options {
        leaf_init: LeafInit::Heuristic,
        ..Preset::Basic.options()
    };
    let mut s = Search::build(Setup::new(c.clone(), opts));
    let mut checked = 0;
    while let Some(r) = s.step() {
        for son in r
            .sons
            .iter()
            .filter(|s| s.created && s.value == Value::Unknown)
        {
            let pos = c.unpack(&s.dag().node(son.node).pos);
            assert_eq!((son.pn, son.dn), c.leaf_numbers(&pos));
            checked += 1;
        }
    }
    assert!(checked > 20, "{checked}");
}

#[test]
fn without_kept_sons_each_node_is_evaluated_once_then_developed_once() {
    let g = Clique::new(6, 4, Normaliser::Neighbours).expect("valid");
    let lazy = Options {
        lazy_sons: true,
        ..Preset::K4Weak.options()
    };
    let mut s = Search::build(Setup::new(g.clone(), lazy));
    let mut seen = std::collections::HashMap::new();
    while let Some(r) = s.step() {
        let times = seen.entry(r.developed).or_insert(0);
        *times += 1;
        // The first selection keeps no son; the second creates or links them.
        assert_eq!(
            r.sons.is_empty(),
            *times == 1,
            "node {} time {times}",
            r.developed
        );
        assert!(*times <= 2);
        s.check_invariants().expect("holds");
    }
    assert_eq!(s.status(), Status::Solved);
    let mut plain = Search::build(Setup::new(g, Preset::K4Weak.options()));
    plain.run(None);
    // The point of 3.1.4: a smaller DAG at the end, for more iterations.
    assert!(
        s.dag().len() < plain.dag().len(),
        "{} vs {}",
        s.dag().len(),
        plain.dag().len()
    );
    assert!(s.stats().iterations > plain.stats().iterations);
}

#[test]
fn bad_values_name_the_option() {
    let err = |json: &str| -> String {
        match serde_json::from_str::<Config>(json) {
            Ok(c) => c.build().err().expect("an error").to_string(),
            Err(e) => e.to_string(),
        }
    };
    let e = err(r#"{"game":"clique","n":6,"k":4,"options":{"leafInit":"smart"}}"#);
    assert!(e.contains("smart") && e.contains("heuristic"), "{e}");
    let e = err(r#"{"game":"clique","n":6,"k":4,"algorithm":"dfpn","options":{"lazySons":true}}"#);
    assert!(e.contains("lazySons") && e.contains("dfpn"), "{e}");
}
