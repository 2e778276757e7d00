//! The engine's schema: every game, setting and value it lists is one the engine accepts, and
//! every game's defaults build a solve that ends with a result.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{schema, Config};
use pnlab::search::Status;
use serde_json::{json, Value};

#[test]
fn every_game_s_defaults_build_draw_and_solve() {
    let s = schema();
    assert_eq!(
        s.games.iter().map(|g| g.name).collect::<Vec<_>>(),
        pnlab::games::registry::names()
    );
    for g in &s.games {
        let config = Config::new(g.name);
        let board = config.board().expect("a board");
        if s.cyclic.contains(&g.name) {
            // Positions that repeat: the default algorithm is dcg, which searches them (the
            // defaults, Nine Men's Morris, only for a few iterations here).
            let runs = config.algorithm().expect("an algorithm").name();
            assert_eq!(s.cyclic_algorithm, Some(runs), "{}", g.name);
            let mut solver = config.build().expect("dcg takes a cyclic game");
            assert_eq!(solver.run(Some(200)), Status::Running, "{}", g.name);
            assert_eq!(solver.stats().iterations, 200);
            continue;
        }
        let mut solver = config.build().expect("the defaults are valid");
        assert_eq!(solver.run(Some(2_000_000)), Status::Solved, "{}", g.name);
        assert_ne!(solver.result_word(), "unknown");
        solver.verify_all().expect("the proofs check");
        let cells = solver.snapshot().cells_per_node as usize;
        let b = serde_json::to_value(&board).unwrap();
        let at = |k: &str| b[k].as_u64().unwrap() as usize;
        let expected = match b["shape"].as_str() {
            Some("graph") => at("vertices") * (at("vertices") - 1) / 2,
            Some("grid") => at("cols") * at("rows"),
            Some("row") => at("len"),
            Some("sets") => at("cells"),
            other => panic!("unknown shape {other:?}"),
        };
        assert_eq!(
            cells, expected,
            "{}: cells per node match the board",
            g.name
        );
    }
}

#[test]
fn every_setting_and_value_in_the_schema_is_accepted() {
    let s = schema();
    let build = |v: Value| {
        let c: Config = serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{v}: {e}"));
        c.build().map(|_| ()).unwrap_or_else(|e| panic!("{v}: {e}"));
    };
    for o in &s.options {
        let values: Vec<Value> = match o.kind {
            "bool" => vec![json!(true), json!(false)],
            _ => o.values.iter().map(|n| json!(n)).collect(),
        };
        // An option for some algorithms only (lazySons: pns; repetition: dcg) under its first.
        let algorithm = o.algorithms.first().copied().unwrap_or("pns");
        for v in values {
            build(json!({"game": "tictactoe", "algorithm": algorithm, "options": {o.name: v}}));
        }
    }
    for p in &s.params {
        for a in &p.algorithms {
            let values = match p.kind {
                "bool" => vec![json!(true)],
                "int" => vec![json!(p.min.unwrap().max(1.0) as u64 + 1)],
                "choice" => p.values.iter().map(|n| json!(n)).collect(),
                _ => vec![json!(p.max.unwrap().min(2.0) / 2.0)],
            };
            for v in values {
                build(json!({"game": "tictactoe", "algorithm": a, "params": {p.name: v}}));
            }
        }
    }
    for q in &s.questions {
        build(json!({"game": "tictactoe", "question": q}));
    }
    for p in &s.presets {
        build(json!({"game": "tictactoe", "preset": p.name}));
    }
    for l in &s.limits {
        build(json!({"game": "tictactoe", "limits": {l.name: 1_000_000}}));
    }
    for g in &s.games {
        for p in &g.params {
            let default = p.default.clone().expect("every parameter has a default");
            let v = json!({"game": g.name, p.name: default});
            if s.cyclic.contains(&g.name) {
                // Searches refuse a cyclic game; its parameters still make its board.
                let c: Config = serde_json::from_value(v.clone()).unwrap();
                c.board().unwrap_or_else(|e| panic!("{v}: {e}"));
            } else {
                build(v);
            }
        }
    }
}

#[test]
fn errors_name_the_key_inside_a_section() {
    let err = |v: Value| {
        serde_json::from_value::<Config>(v)
            .expect_err("an error")
            .to_string()
    };
    let e = err(json!({"game": "tictactoe", "options": {"rule": "strong"}}));
    assert!(e.contains("options.rule: unknown variant `strong`"), "{e}");
    let e = err(json!({"game": "tictactoe", "limits": {"maxNodes": -3}}));
    assert!(e.contains("limits.maxNodes"), "{e}");
    let e = err(json!({"game": "tictactoe", "params": {"epsilon": "big"}}));
    assert!(e.contains("params.epsilon"), "{e}");
    let e = err(json!({"preset": "K4"}));
    assert!(e.contains("game is required: one of clique"), "{e}");
}

/// The options built on winning sets are flagged in the schema, refused when given for a game
/// without winning sets, and off in the options such a game runs with, whatever the preset says.
#[test]
fn options_on_winning_sets_are_flagged_and_off_where_there_are_none() {
    let s = schema();
    let flagged: Vec<&str> = s
        .options
        .iter()
        .filter(|o| o.winning_sets)
        .map(|o| o.name)
        .collect();
    assert_eq!(flagged, ["freeWinningSet", "forcedReplies", "leafInit"]);
    let off = json!({"freeWinningSet": "off", "forcedReplies": false, "leafInit": "unit"});
    for g in s.games.iter().filter(|g| !g.winning_sets) {
        let config: Config =
            serde_json::from_value(json!({"game": g.name, "preset": "BEST"})).unwrap();
        let o = serde_json::to_value(config.effective_options().unwrap()).unwrap();
        for name in &flagged {
            assert_eq!(o[name], off[name], "{}: {name} under BEST", g.name);
        }
        let asked: Config =
            serde_json::from_value(json!({"game": g.name, "options": {"forcedReplies": true}}))
                .unwrap();
        let err = asked.build().map(|_| ()).unwrap_err().to_string();
        assert!(err.contains("forcedReplies"), "{}: {err}", g.name);
    }
    let clique: Config =
        serde_json::from_value(json!({"game": "clique", "preset": "BEST"})).unwrap();
    assert_eq!(
        serde_json::to_value(clique.effective_options().unwrap()).unwrap()["forcedReplies"],
        true,
        "the clique game keeps BEST's forced replies"
    );
}
