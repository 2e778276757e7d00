//! The proof view's code path: the file it downloads is the one `pnlab check` accepts, and the
//! positions it draws are the checker's positions.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use pnlab::config::{Config, Preset};
use pnlab::session::Session;
use pnlab::Error;
use std::process::Command;

fn solved(config: Config) -> Session {
    let mut s = Session::new(config).expect("valid");
    s.run(None);
    assert_eq!(s.solver().status(), pnlab::Status::Solved);
    s
}

/// `pnlab check --json FILE` on `text`: the checker's reports.
fn check_with_cli(name: &str, text: &str) -> serde_json::Value {
    let path = std::env::temp_dir().join(format!(
        "pnlab-proof-view-{}-{name}.json",
        std::process::id()
    ));
    std::fs::write(&path, text).expect("written");
    let out = Command::new(env!("CARGO_BIN_EXE_pnlab"))
        .args(["check", "--json"])
        .arg(&path)
        .output()
        .expect("pnlab runs");
    std::fs::remove_file(&path).ok();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("one JSON object")
}

#[test]
fn the_solved_7_4_proof_view_downloads_a_file_pnlab_check_accepts_with_the_drawn_positions() {
    for (preset, name) in [(Preset::K4Weak, "k4weak"), (Preset::Best, "best")] {
        let view = solved(Config::clique(7, 4, preset))
            .proof_view()
            .expect("solved");
        assert_eq!(view.result, "draw");
        let checked = check_with_cli(name, &view.file);
        assert_eq!(checked["result"], "draw");
        let reports = checked["checked"].as_array().expect("reports");
        assert_eq!(reports.len(), view.trees.len());
        for (r, t) in reports.iter().zip(&view.trees) {
            assert_eq!(r["claim"], t.claim.word());
            assert_eq!(r["positions"].as_u64(), Some(t.positions));
            assert_eq!(t.nodes.len() as u64, t.positions);
            assert_eq!(r["strategyMoves"].as_u64(), Some(t.strategy_moves));
            let levels: Vec<u64> = serde_json::from_value(r["levels"].clone()).expect("levels");
            assert_eq!(levels, t.levels);
        }
    }
    // The figure docs/proofs.md gives for the BEST preset.
    let best = solved(Config::clique(7, 4, Preset::Best))
        .proof_view()
        .expect("solved");
    assert_eq!(best.trees[0].positions, 1660);
    assert_eq!(best.trees[0].strategy_moves, 951);
}

#[test]
fn each_drawn_position_has_one_chosen_move_for_the_winner_and_every_reply_for_the_other() {
    let view = solved(Config::clique(6, 4, Preset::K4Weak))
        .proof_view()
        .expect("solved");
    let t = &view.trees[0];
    assert_eq!(t.nodes[0].level, 0);
    for (id, n) in t.nodes.iter().enumerate() {
        let moves = n.sons.iter().map(|(_, l)| l.len()).sum::<usize>() + n.ends.len();
        if n.safe {
            assert_eq!(moves, 0, "node {id} stops: its opponent cannot win");
        } else if n.chooser {
            assert_eq!(moves, 1, "node {id}: one chosen move");
        } else {
            // Clique (6,4): 15 edges, one per move played.
            assert_eq!(moves, 15 - n.level as usize, "node {id}: every reply");
        }
        for &(son, _) in &n.sons {
            assert!(
                son as usize > id,
                "breadth first: a son comes after its first parent"
            );
            assert_eq!(t.nodes[son as usize].level, n.level + 1);
        }
    }
}

#[test]
fn an_unsolved_search_has_no_proof_to_view() {
    let s = Session::new(Config::clique(6, 4, Preset::K4Weak)).expect("valid");
    let e = common::error_of("unsolved", s.proof_view());
    assert!(e.contains("not solved"), "{e}");
}

/// Solved nodes of the search shown, one per level from 1 up to `levels`, the first of each.
fn solved_nodes(s: &Session, levels: u32) -> Vec<u32> {
    (1..=levels)
        .filter_map(|level| {
            (1..s.solver().node_count() as u32).find(|&id| {
                let n = s.solver().node(id).expect("known");
                n.level == level && n.value != pnlab::search::Value::Unknown
            })
        })
        .collect()
}

#[test]
fn a_solved_node_below_the_root_has_a_proof_file_pnlab_check_accepts_with_its_positions() {
    for (config, name) in [
        (Config::clique(7, 4, Preset::Best), "74"),
        (Config::clique(6, 4, Preset::K4Weak), "64"),
    ] {
        let s = solved(config);
        let nodes = solved_nodes(&s, 6);
        assert!(nodes.len() >= 4, "{name}: solved nodes {nodes:?}");
        for id in nodes {
            let info = s.solver().node(id).expect("known");
            let view = s.node_proof_view(id).expect("solved");
            assert_eq!(view.node, Some(id));
            assert_eq!(
                view.start.len() as u32,
                info.level,
                "node {id}: a line to its level"
            );
            let file: serde_json::Value = serde_json::from_str(&view.file).expect("JSON");
            assert_eq!(
                file["start"].as_array().map(Vec::len),
                Some(view.start.len())
            );
            let checked = check_with_cli(&format!("{name}-{id}"), &view.file);
            assert_eq!(checked["result"], view.result.as_str(), "node {id}");
            let reports = checked["checked"].as_array().expect("reports");
            assert_eq!(reports.len(), 1);
            let t = &view.trees[0];
            assert_eq!(
                reports[0]["positions"].as_u64(),
                Some(t.positions),
                "node {id}"
            );
            assert_eq!(t.nodes.len() as u64, t.positions);
            // The claim says what the node's value says: the disproof of "does the first player
            // win?" at every solved node of a drawn game's search.
            let claim = match info.value {
                pnlab::search::Value::Proved => "first-wins",
                _ => "second-avoids-loss",
            };
            assert_eq!(reports[0]["claim"], claim, "node {id}");
        }
    }
}

#[test]
fn a_node_proof_file_checked_from_another_start_is_refused() {
    let s = solved(Config::clique(6, 4, Preset::K4Weak));
    let id = solved_nodes(&s, 3)[2];
    let view = s.node_proof_view(id).expect("solved");
    let mut file: pnlab::proofs::ProofFile = serde_json::from_str(&view.file).expect("parses");
    assert!(file.check().is_ok());
    file.start.clear();
    assert!(
        file.check().is_err(),
        "the lines only fit the node's position"
    );
    file.start = vec!["9-9".into()];
    let Error::Refused(e) = file.check().expect_err("no such move") else {
        panic!("a refusal")
    };
    assert!(e.contains("start: move 1 \"9-9\" is not legal"), "{e}");
}

#[test]
fn an_unsolved_or_unknown_node_has_no_proof_to_view() {
    let mut s = Session::new(Config::clique(6, 4, Preset::K4Weak)).expect("valid");
    s.run(Some(3));
    let open = (0..s.solver().node_count() as u32)
        .find(|&id| s.solver().node(id).expect("known").value == pnlab::search::Value::Unknown)
        .expect("an open node");
    let e = common::error_of("unsolved", s.node_proof_view(open));
    assert!(e.contains("is not solved"), "{e}");
    let e = common::error_of("input", s.node_proof_view(1_000_000));
    assert!(e.contains("out of range"), "{e}");
}

#[test]
fn a_solve_from_a_start_line_writes_that_line_into_its_proof_file() {
    let mut config = Config::new("tictactoe");
    config.start = vec!["a1".into(), "b2".into()];
    let s = solved(config);
    let file = pnlab::proofs::ProofFile::of(s.config(), s.solver()).expect("solved");
    assert_eq!(file.start, ["a1", "b2"]);
    let reports = file.check().expect("accepted from the start it names");
    assert_eq!(reports[0].levels[0], 1, "one start position");
    let mut from_empty = file.clone();
    from_empty.start.clear();
    assert!(
        from_empty.check().is_err(),
        "its lines are moves after a1 b2"
    );
}

#[test]
fn the_file_text_is_what_serde_json_writes() {
    // `ProofFile::text` is written by hand (no JSON serializer in the wasm): the same text as
    // serde_json's, with and without a start line, for a proof and a disproof, a positional
    // game's definition (floats, nested lists) in the game map.
    let mut ttt = Config::new("tictactoe");
    ttt.start = vec!["a1".into(), "b2".into()];
    let positional = Config::from_json(serde_json::json!({
        "game": "positional",
        "definition": serde_json::from_str::<serde_json::Value>(pnlab::games::positional::TICTACTOE)
            .expect("JSON")
    }))
    .expect("valid");
    for config in [Config::clique(5, 3, Preset::Best), ttt, positional] {
        let s = solved(config);
        let file = pnlab::proofs::ProofFile::of(s.config(), s.solver()).expect("solved");
        assert!(!file.proofs.is_empty() && !file.proofs[0].moves.is_empty());
        assert_eq!(file.text(), serde_json::to_string(&file).expect("text"));
        let view = s.proof_view().expect("solved");
        assert_eq!(view.file, file.text());
    }
}
