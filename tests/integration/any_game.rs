//! The wasm build hands the algorithms every game as `AnyGame` (src/games/any.rs), so each
//! algorithm is compiled once. Here, natively, every game of the registry runs both ways under
//! every algorithm: the same configuration must give the same steps, tree, statistics, answers,
//! proofs, proof tree and analyst reports.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{Config, SearchSetup};
use pnlab::games::any::AnyGame;
use pnlab::games::clique::Clique;
use pnlab::games::params::Registered;
use pnlab::search::Algorithm;
use pnlab::{Drawing, Rules, Solver, Symmetry};
use serde_json::json;

/// Steps per run at most: enough to solve the small games, and a long prefix of the others.
const STEPS: usize = 1500;

fn setup(config: &Config) -> SearchSetup {
    SearchSetup {
        algorithm: config.algorithm().unwrap(),
        opts: config.effective_options().unwrap(),
        params: Default::default(),
        limits: Default::default(),
        ask: Default::default(),
        start: Vec::new(),
    }
}

/// Runs `a` and `b` side by side and fails at the first difference.
fn same_run(mut a: Box<dyn Solver>, mut b: Box<dyn Solver>, what: &str) -> bool {
    let mut steps = 0;
    loop {
        let (x, y) = (a.step(), b.step());
        assert_eq!(x, y, "{what}: step {steps}");
        if x.is_none() || steps == STEPS {
            break;
        }
        steps += 1;
    }
    assert!(steps > 0, "{what}: no step taken");
    assert_eq!(a.status(), b.status(), "{what}");
    assert_eq!(a.snapshot(), b.snapshot(), "{what}");
    assert_eq!(a.stats(), b.stats(), "{what}");
    assert_eq!(a.node_count(), b.node_count(), "{what}");
    assert_eq!(a.answers(), b.answers(), "{what}");
    assert_eq!(a.result(), b.result(), "{what}");
    let solved = a.result().is_some();
    if solved {
        assert_eq!(a.proofs(), b.proofs(), "{what}");
    }
    solved
}

/// Compares game `G` built from `game_params` with its `AnyGame` form; returns how many of the
/// algorithm × preset runs solved the game (so a caller can insist the comparison reached the
/// proofs).
fn compare<G: Registered + Into<AnyGame>>(game: &str, game_params: serde_json::Value) -> usize {
    if pnlab::games::registry::cyclic(game) {
        return refused_both_ways::<G>(game);
    }
    let mut solved = 0;
    for preset in ["BASIC", "BEST"] {
        for algorithm in Algorithm::ALL {
            let config = Config::from_json(json!({
                "game": game, "preset": preset, "algorithm": algorithm.name(),
                "params": {}, "options": {},
            }))
            .unwrap();
            let mut config_json = serde_json::to_value(game_params.clone()).unwrap();
            config_json["game"] = json!(game);
            let params = Config::from_json(config_json)
                .unwrap()
                .game_params()
                .unwrap();
            let own = G::from_params(&params).unwrap();
            let any: AnyGame = G::from_params(&params).unwrap().into();
            let s = setup(&config);
            let what = format!("{game} {preset} {}", algorithm.name());
            if same_run(
                s.solve(own.clone()).unwrap(),
                s.solve(any.clone()).unwrap(),
                &what,
            ) {
                solved += 1;
            }
            let (a, b) = (own.initial(), any.initial());
            assert_eq!(own.cells(&a), any.cells(&b));
            assert_eq!(own.name(), any.name());
            assert_eq!(own.board(), any.board());
        }
    }
    // The analyst (play page, levels of solving) and the proof tree, both ways.
    let mut config_json = game_params;
    config_json["game"] = json!(game);
    let params = Config::from_json(config_json)
        .unwrap()
        .game_params()
        .unwrap();
    let own = G::from_params(&params).unwrap();
    let any: AnyGame = G::from_params(&params).unwrap().into();
    let mut a = pnlab::solution::analyst::boxed(own.clone());
    let mut b = pnlab::solution::analyst::boxed(any.clone());
    assert_eq!(a.report(&[]), b.report(&[]), "{game}: analyst report");
    assert_eq!(a.levels(&[], 2000), b.levels(&[], 2000), "{game}: levels");
    solved
}

/// A game whose positions repeat is refused by every algorithm but dcg, in its own form and as
/// `AnyGame`, with a message naming the game and the algorithm; dcg runs the same both ways
/// (Nine Men's Morris, the default, is far too large to solve here: a few hundred iterations).
fn refused_both_ways<G: Registered + Into<AnyGame>>(game: &str) -> usize {
    let params = Config::from_json(json!({ "game": game }))
        .unwrap()
        .game_params()
        .unwrap();
    for algorithm in Algorithm::ALL {
        let config =
            Config::from_json(json!({"game": game, "algorithm": algorithm.name()})).unwrap();
        let s = setup(&config);
        let own = G::from_params(&params).unwrap();
        let any: AnyGame = G::from_params(&params).unwrap().into();
        if algorithm.cyclic() {
            let (mut a, mut b) = (s.solve(own).unwrap(), s.solve(any).unwrap());
            a.run(Some(300));
            b.run(Some(300));
            assert_eq!(a.node_count(), b.node_count(), "{game} dcg");
            assert_eq!(a.snapshot(), b.snapshot(), "{game} dcg");
            continue;
        }
        let want = format!(
            "the algorithm {} cannot search {}",
            algorithm.name(),
            own.name()
        );
        for e in [s.solve(own).err(), s.solve(any).err()] {
            let e = e.expect("a cyclic game is refused");
            assert!(e.starts_with(&want) && e.contains("can repeat"), "{e}");
        }
    }
    0
}

/// Compares every game of the list, from its default parameters, and the clique game also at
/// (6,4); each game but Connect-4 (a long search at its smallest) is solved by some run.
#[test]
fn every_game_runs_the_same_as_any_game() {
    macro_rules! compare_each {
        ($($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {
            [$(compare::<$game>(<$game>::info().name, json!({}))),*]
        };
    }
    let names = pnlab::games::registry::names();
    let solved = pnlab::with_games!(compare_each);
    assert_eq!(solved.len(), names.len());
    for (name, solved) in names.iter().zip(solved) {
        assert!(
            *name == "connect4" || pnlab::games::registry::cyclic(name) || solved > 0,
            "{name}: no run solved it"
        );
    }
    compare::<Clique>("clique", json!({"n": 6, "k": 4}));
}

#[test]
fn any_game_moves_and_labels_round_trip() {
    // Every legal move of a few positions, packed and unpacked, keeps its label and its result.
    let own = Clique::from_params(
        &Config::from_json(json!({"game": "clique", "n": 6, "k": 4}))
            .unwrap()
            .game_params()
            .unwrap(),
    )
    .unwrap();
    let any: AnyGame = own.clone().into();
    let (mut p, mut q) = (own.initial(), any.initial());
    for _ in 0..5 {
        let (mut m, mut n) = (Vec::new(), Vec::new());
        own.legal_moves(&p, &mut m);
        any.legal_moves(&q, &mut n);
        assert_eq!(m.len(), n.len());
        for (x, y) in m.iter().zip(&n) {
            assert_eq!(own.move_label(*x), any.move_label(*y));
        }
        let last = m.len() / 2;
        p = own.play(&p, m[last]);
        q = any.play(&q, n[last]);
        assert_eq!(own.cells(&p), any.cells(&q));
        assert_eq!(own.moves_played(&p), any.moves_played(&q));
        assert_eq!(
            own.cells(&own.normal_form(&p)),
            any.cells(&any.normal_form(&q))
        );
    }
}
