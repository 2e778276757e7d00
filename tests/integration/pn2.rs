//! PN²: values and checked proofs, the minimax oracle, the second level's step records,
//! invariants after every step, limits, determinism and configuration errors.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{assert_solves, random_position, Lcg, SMALL_CLIQUES};
use pnlab::config::{Config, Preset};
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::search::AlgorithmParams;
use pnlab::search::Value;
use pnlab::search::{
    minimax, Algorithm, LeafInit, Limit, Pn2, Pn2Params, Solver, Status, StepRecord, Watch, INF,
};
use pnlab::search::{DagAlgorithm, Setup};

fn pn2_config(game: &str, nk: Option<(u32, u32)>, preset: Preset, params: Pn2Params) -> Config {
    Config {
        preset: Some(preset.name().into()),
        algorithm: Some(Algorithm::Pn2),
        params: AlgorithmParams {
            pn2_limit: params.limit,
            pn2_fraction: params.fraction,
            ..AlgorithmParams::default()
        },
        ..common::game_config(game, nk)
    }
}

/// Allis's growing budget, a small fixed one, and a fraction capped by a limit.
const PARAMS: [Pn2Params; 3] = [
    Pn2Params {
        limit: None,
        fraction: None,
    },
    Pn2Params {
        limit: Some(20),
        fraction: None,
    },
    Pn2Params {
        limit: Some(200),
        fraction: Some(0.5),
    },
];

#[test]
fn pn2_solves_tictactoe_and_the_small_clique_games_with_checked_proofs() {
    for params in PARAMS {
        let ttt = pn2_config("tictactoe", None, Preset::Basic, params);
        assert_solves(&ttt, "draw", &format!("tic-tac-toe {params:?}"));
        for (n, k, value) in SMALL_CLIQUES {
            for preset in [Preset::Basic, Preset::K4Weak, Preset::Best] {
                let what = format!("({n},{k}) {} {params:?}", preset.name());
                let config = pn2_config("clique", Some((n, k)), preset, params);
                assert_solves(&config, value, &what);
            }
        }
    }
}

#[test]
fn pn2_solves_7_4_with_a_checked_proof_and_a_first_level_much_smaller_than_pns() {
    if cfg!(debug_assertions) {
        return; // a second or two in release, far longer in debug
    }
    let limit = Pn2Params {
        limit: Some(1000),
        fraction: None,
    };
    let mut s = pn2_config("clique", Some((7, 4)), Preset::K4Weak, limit)
        .build()
        .expect("valid");
    assert_eq!(s.run(None), Status::Solved);
    assert_eq!(s.result_word(), "draw");
    s.verify().expect("the disproof checks");
    let mut plain = Config::clique(7, 4, Preset::K4Weak).build().expect("valid");
    plain.run(None);
    // The point of PN²: the tree kept in memory is a fraction of one-level PN-search's.
    assert!(
        s.node_count() * 5 < plain.node_count(),
        "{} vs {}",
        s.node_count(),
        plain.node_count()
    );
}

#[test]
fn pn2_agrees_with_plain_minimax_on_random_clique_positions() {
    let mut rng = Lcg(2718);
    let mut compared = 0;
    for (n, k, played) in [(5, 3, 2), (5, 4, 3), (6, 3, 5), (6, 4, 7), (6, 4, 9)] {
        let plain = Clique::new(n, k, Normaliser::Identity).expect("valid");
        for _ in 0..8 {
            let Some(pos) = random_position(&plain, played, &mut rng) else {
                continue;
            };
            let expected = minimax::value(&plain, &pos, pnlab::search::Question::FirstWins);
            let g = Clique::new(n, k, Normaliser::Neighbours).expect("valid");
            for mut opts in [Preset::Basic.options(), Preset::Best.options()] {
                for leaf_init in [LeafInit::Unit, LeafInit::Heuristic] {
                    opts.leaf_init = leaf_init;
                    for p in PARAMS {
                        let mut s = Pn2::build(Setup::new(g.clone(), opts).at(pos).params(p));
                        assert_eq!(s.run(None), Status::Solved, "({n},{k}) {pos:?} {p:?}");
                        assert_eq!(s.root_value(), expected, "({n},{k}) {pos:?} {p:?}");
                        s.verify()
                            .unwrap_or_else(|e| panic!("({n},{k}) {pos:?} {p:?}: {e}"));
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared > 150, "only {compared} comparisons");
}

/// What every PN² step record must say about its second level.
fn check_inner(r: &StepRecord) {
    let inner = r.inner().expect("a PN² step records its second level");
    for i in inner {
        let son = r.sons.iter().find(|s| s.node == i.node).unwrap_or_else(|| {
            panic!("step {}: inner search of a non-son {}", r.iteration, i.node)
        });
        assert!(
            son.created,
            "step {}: a transposition was re-evaluated",
            r.iteration
        );
        assert!(
            i.nodes <= i.limit,
            "step {}: {} nodes over {}",
            r.iteration,
            i.nodes,
            i.limit
        );
        assert!(i.pn <= INF && i.dn <= INF);
        match i.result {
            "proved" => assert_eq!((i.pn, i.dn), (0, INF)),
            "disproved" => assert_eq!((i.pn, i.dn), (INF, 0)),
            "unknown" => assert!(i.pn > 0 && i.dn > 0),
            other => panic!("result {other}"),
        }
    }
}

#[test]
fn every_step_records_its_inner_searches_and_keeps_the_invariants() {
    let mut solved_inner = 0;
    let mut stopped_inner = 0;
    for (n, k, _) in SMALL_CLIQUES
        .into_iter()
        .filter(|c| c.0 <= 6 && c.1 <= 4 && c.0 >= 5)
    {
        for params in PARAMS {
            let mut s = pn2_config("clique", Some((n, k)), Preset::K4Weak, params)
                .build()
                .expect("valid");
            while let Some(r) = s.step() {
                check_inner(&r);
                let inner = r.inner().expect("recorded");
                solved_inner += inner.iter().filter(|i| i.result != "unknown").count();
                stopped_inner += inner.iter().filter(|i| i.result == "unknown").count();
                s.check_invariants()
                    .unwrap_or_else(|e| panic!("({n},{k}) step {}: {e}", r.iteration));
            }
            assert_eq!(s.status(), Status::Solved);
            s.verify().expect("checks");
        }
    }
    // Both outcomes of the second level were exercised.
    assert!(
        solved_inner > 0 && stopped_inner > 0,
        "{solved_inner} {stopped_inner}"
    );
}

#[test]
fn a_solved_inner_search_solves_its_leaf_and_an_unsolved_one_gives_it_its_numbers() {
    let mut s = pn2_config(
        "clique",
        Some((6, 4)),
        Preset::K4Weak,
        Pn2Params {
            limit: Some(50),
            fraction: None,
        },
    )
    .build()
    .expect("valid");
    let (mut solved, mut open) = (0, 0);
    while let Some(r) = s.step() {
        for i in r.inner().expect("recorded") {
            // Right after the step the leaf holds exactly what its inner search gave it.
            let node = s.node(i.node).expect("exists");
            assert!(!node.expanded);
            match i.result {
                "proved" | "disproved" => {
                    let want = if i.result == "proved" {
                        Value::Proved
                    } else {
                        Value::Disproved
                    };
                    assert_eq!(node.value, want);
                    assert!(node.decided, "a leaf solved by its inner search is decided");
                    solved += 1;
                }
                _ => {
                    assert_eq!(node.value, Value::Unknown);
                    assert_eq!((node.pn, node.dn), (i.pn, i.dn));
                    open += 1;
                }
            }
        }
    }
    let seen = solved.min(open);
    assert!(seen > 10, "{seen}");
}

#[test]
fn the_inner_totals_add_up_and_the_budget_follows_the_parameters() {
    let fixed = Pn2Params {
        limit: Some(30),
        fraction: None,
    };
    let mut s = pn2_config("clique", Some((6, 4)), Preset::K4Weak, fixed)
        .build()
        .expect("valid");
    let (mut nodes, mut searches) = (0, 0);
    while let Some(r) = s.step() {
        for i in r.inner().expect("recorded") {
            assert_eq!(i.limit, 30);
            nodes += i.nodes;
            searches += 1;
        }
    }
    let t = s.inner_totals().expect("PN² has totals");
    assert_eq!(
        (t.nodes, t.searches, t.largest_limit),
        (nodes, searches, 30)
    );
    assert!(Config::clique(6, 4, Preset::K4Weak)
        .build()
        .unwrap()
        .inner_totals()
        .is_none());
    // Allis's default: the first level's size, so it grows as the first level does.
    let allis = Pn2Params::default();
    assert_eq!((allis.budget(1), allis.budget(700)), (1, 700));
    let capped = Pn2Params {
        limit: Some(100),
        fraction: Some(0.5),
    };
    assert_eq!(
        (capped.budget(3), capped.budget(150), capped.budget(1000)),
        (2, 75, 100)
    );
}

#[test]
fn limits_end_pn2_with_unknown_not_a_panic() {
    for max_nodes in [1, 10, 100] {
        let mut c = pn2_config("clique", Some((6, 4)), Preset::K4Weak, PARAMS[0]);
        c.limits.max_nodes = Some(max_nodes);
        let mut s = c.build().expect("valid");
        assert_eq!(s.run(None), Status::LimitReached, "{max_nodes}");
        assert_eq!(s.result_word(), "unknown");
        assert!(s.step().is_none());
        assert!(s.node_count() as u64 <= max_nodes + 1);
        let t = s.inner_totals().unwrap();
        assert!(t.largest_limit <= max_nodes);
        s.check_invariants().expect("holds");
    }
    let mut c = pn2_config("clique", Some((6, 4)), Preset::K4Weak, PARAMS[1]);
    c.limits.max_iterations = Some(3);
    let mut s = c.build().expect("valid");
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.stats().iterations, 3);
}

#[test]
fn the_same_configuration_gives_the_same_steps() {
    let c = pn2_config("clique", Some((6, 4)), Preset::Best, PARAMS[2]);
    let (mut a, mut b) = (c.build().expect("valid"), c.build().expect("valid"));
    loop {
        match (a.step(), b.step()) {
            (None, None) => break,
            (x, y) => assert_eq!(x, y),
        }
    }
    assert_eq!(a.status(), Status::Solved);
}

/// `run_polled` (the CLI's `--max-time` and `--progress`): PN² asks its poll inside each
/// second-level search, not only between iterations, and a poll that never stops changes
/// nothing: the same iterations, nodes and second level as `run`.
#[test]
fn a_poll_that_never_stops_is_asked_inside_the_second_level_and_changes_nothing() {
    for params in PARAMS {
        let c = pn2_config("clique", Some((6, 4)), Preset::K4Weak, params);
        let mut plain = c.build().expect("valid");
        assert_eq!(plain.run(None), Status::Solved);
        let mut polled = c.build().expect("valid");
        let (mut asked, mut last) = (0u64, Watch::default());
        let status = polled.run_polled(None, &mut |w| {
            asked += 1;
            assert!(w.iterations >= last.iterations && w.created >= last.created);
            last = *w;
            None
        });
        assert_eq!(status, Status::Solved, "{params:?}");
        let (a, b) = (plain.stats(), polled.stats());
        assert_eq!(
            (a.iterations, a.created, &a.levels),
            (b.iterations, b.created, &b.levels),
            "{params:?}"
        );
        let inner = plain.inner_totals().expect("PN²");
        assert_eq!(Some(inner), polled.inner_totals(), "{params:?}");
        assert!(asked >= inner.searches, "{asked} polls, {params:?}");
        assert_eq!(polled.result_word(), "draw");
    }
}

/// A poll that names a limit stops PN² in the middle of a second-level search: the iteration
/// under way ends with that search's numbers for its son (the sons after it keep their own),
/// every first-level node agrees with a fresh recomputation from its sons, the result is
/// "unknown" with the limit named, and the handle still answers.
#[test]
fn a_poll_stops_pn2_inside_a_second_level_search_and_leaves_its_dag_whole() {
    // (7,4) under a budget of a million nodes: the first inner search, from the first move,
    // solves the whole game below it, some ten thousand inner iterations.
    let big = Pn2Params {
        limit: Some(1_000_000),
        fraction: None,
    };
    let c = pn2_config("clique", Some((7, 4)), Preset::K4Weak, big);
    let mut s = c.build().expect("valid");
    let mut asked = 0;
    let status = s.run_polled(None, &mut |_| {
        asked += 1;
        (asked == 2).then_some(Limit::Time)
    });
    assert_eq!(status, Status::LimitReached);
    assert_eq!(
        asked, 2,
        "the poll is not asked again once it named a limit"
    );
    assert_eq!(s.stats().stopped_by, Some(Limit::Time));
    assert_eq!(s.result_word(), "unknown");
    assert_eq!(s.stats().iterations, 1, "the iteration under way ended");
    let inner = s.inner_totals().expect("PN²");
    assert_eq!(
        (inner.searches, inner.solved),
        (1, 0),
        "stopped inside the first"
    );
    assert!(
        inner.iterations > 4096 && inner.iterations <= 2 * 4096,
        "{inner:?}"
    );
    let son = s.node(1).expect("the root's son");
    assert!(!son.expanded && son.value == Value::Unknown);
    assert_ne!(
        (son.pn, son.dn),
        (1, 1),
        "the son has the inner search's numbers"
    );
    let root = s.node(0).expect("the root");
    assert_eq!(
        (root.pn, root.dn),
        (son.pn, son.dn),
        "one son: the root's numbers are its"
    );
    s.check_invariants()
        .expect("the first level agrees with its sons");
    assert!(!s.snapshot().pn.is_empty());
    assert!(s.step().is_none());
    assert_eq!(s.run(None), Status::LimitReached);

    // Stopped after each of the first inner searches of (6,4) (each takes fewer iterations
    // than a slice): the sons not yet evaluated keep their own numbers, and the DAG is whole.
    for k in 1..=12 {
        let c = pn2_config("clique", Some((6, 4)), Preset::Basic, PARAMS[0]);
        let mut s = c.build().expect("valid");
        let mut asked = 0;
        let status = s.run_polled(None, &mut |_| {
            asked += 1;
            (asked == k).then_some(Limit::Time)
        });
        assert_eq!(status, Status::LimitReached, "{k}");
        assert_eq!(s.inner_totals().expect("PN²").searches, k, "{k}");
        s.check_invariants()
            .unwrap_or_else(|e| panic!("stopped at poll {k}: {e}"));
        assert_eq!(s.result_word(), "unknown");
    }
}

#[test]
fn bad_pn2_parameters_are_errors_that_name_the_value_and_the_range() {
    let err = |json: &str| -> String {
        match serde_json::from_str::<Config>(json) {
            Ok(c) => c.build().err().expect("an error").to_string(),
            Err(e) => e.to_string(),
        }
    };
    let base = r#"{"game":"clique","n":6,"k":4,"algorithm":"pn2","params":"#;
    let e = err(&format!("{base}{{\"pn2Limit\":0}}}}"));
    assert!(
        e.contains("pn2Limit = 0") && e.contains("1 <= pn2Limit"),
        "{e}"
    );
    let e = err(&format!("{base}{{\"pn2Fraction\":0}}}}"));
    assert!(
        e.contains("pn2Fraction = 0") && e.contains("0 < pn2Fraction <= 100"),
        "{e}"
    );
    let e = err(&format!("{base}{{\"pn2Fraction\":100.5}}}}"));
    assert!(e.contains("pn2Fraction = 100.5"), "{e}");
    let e = err(r#"{"game":"clique","n":6,"k":4,"params":{"pn2Limit":10}}"#);
    assert!(e.contains("pn2Limit") && e.contains("\"pns\""), "{e}");
    let e = err(r#"{"game":"clique","n":6,"k":4,"algorithm":"pn2","params":{"ttSize":10}}"#);
    assert!(e.contains("ttSize") && e.contains("\"pn2\""), "{e}");
    let e = err(r#"{"game":"clique","n":6,"k":4,"algorithm":"pn2","options":{"lazySons":true}}"#);
    assert!(e.contains("lazySons") && e.contains("pn2"), "{e}");
}
