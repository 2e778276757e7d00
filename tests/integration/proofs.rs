//! Proof files: written from a solve, checked again on their own, tampered ones rejected by
//! name.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{Ask, Config, Preset};
use pnlab::proofs::ProofFile;
use pnlab::search::{Claim, Status};
use pnlab::Error;

fn solved_file(config: &Config) -> ProofFile {
    let mut s = config.build().expect("valid");
    assert_eq!(s.run(None), Status::Solved);
    ProofFile::of(config, s.as_ref()).expect("a solved game has proofs")
}

/// The message of the checker's refusal of `file`, which must be refused (`what` says why).
fn refused(file: &ProofFile, what: &str) -> String {
    match file.check() {
        Err(Error::Refused(m)) => m,
        other => panic!("{what}: not refused but {other:?}"),
    }
}

/// Changes chosen moves one at a time until the checker rejects one; returns its message.
fn first_rejected_change(file: &ProofFile) -> String {
    let labels: Vec<String> = file.proofs[0]
        .moves
        .iter()
        .flat_map(|(line, mv)| line.iter().chain(std::iter::once(mv)).cloned())
        .collect();
    for i in 0..file.proofs[0].moves.len() {
        for other in &labels {
            let mut bad = file.clone();
            if bad.proofs[0].moves[i].1 == *other {
                continue;
            }
            bad.proofs[0].moves[i].1 = other.clone();
            if let Err(e) = bad.check() {
                return e.to_string();
            }
        }
    }
    panic!("no changed move was rejected");
}

#[test]
fn the_clique_games_proofs_are_accepted_and_one_changed_move_is_rejected() {
    for (n, result) in [(6, "draw"), (7, "draw")] {
        let file = solved_file(&Config::clique(n, 4, Preset::Best));
        assert_eq!(file.result, result);
        let reports = file.check().expect("the file checks");
        assert_eq!(reports.len(), 1);
        assert_eq!(reports[0].claim, Claim::SecondAvoidsLoss);
        assert_eq!(reports[0].positions, file.proofs[0].positions);
        assert_eq!(reports[0].levels.iter().sum::<u64>(), reports[0].positions);
        // Through the file's text, as `pnlab check` reads it.
        let text = serde_json::to_string(&file).expect("serialises");
        let back: ProofFile = serde_json::from_str(&text).expect("parses");
        assert_eq!(back.check().expect("checks"), reports);
        let e = first_rejected_change(&file);
        assert!(
            e.starts_with("proofs[0] (second-avoids-loss): after "),
            "{e}"
        );
    }
}

#[test]
fn a_first_player_win_and_a_draw_from_two_questions_are_written_and_checked() {
    let file = solved_file(&Config::clique(5, 3, Preset::K4Weak));
    assert_eq!(file.result, "first-wins");
    assert_eq!(file.check().expect("checks")[0].claim, Claim::FirstWins);
    let e = first_rejected_change(&file);
    assert!(e.contains("after "), "{e}");
    // Tic-tac-toe asked one question only: a draw by strategy stealing.
    let ttt = solved_file(&Config::new("tictactoe"));
    assert_eq!(ttt.result, "draw");
    assert_eq!(ttt.proofs.len(), 1);
    ttt.check().expect("checks");
}

#[test]
fn a_file_that_lies_is_rejected_naming_what_is_wrong() {
    let file = solved_file(&Config::clique(5, 3, Preset::K4Weak));
    let mut bad = file.clone();
    bad.result = "draw".into();
    let Error::Refused(e) = bad.check().expect_err("a wrong result") else {
        panic!("a refusal")
    };
    assert!(
        e.contains("establish first-wins, but the file says the result is draw"),
        "{e}"
    );
    let mut bad = file.clone();
    bad.proofs[0].moves[0].1 = "9-9".into();
    let e = refused(&bad, "an illegal move");
    assert!(e.contains("the move \"9-9\" is not legal"), "{e}");
    let mut bad = file.clone();
    bad.proofs[0].moves.truncate(1);
    let e = refused(&bad, "a missing position");
    assert!(e.contains("the strategy has no move here"), "{e}");
    let mut bad = file.clone();
    bad.game.insert("n".into(), 6.into());
    assert!(
        bad.check().is_err(),
        "the proof of (5,3) is not one of (6,3)"
    );
    let mut bad = file;
    bad.version = 2;
    let e = refused(&bad, "a newer format");
    assert!(e.contains("version 2 is not readable"), "{e}");
}

#[test]
fn rejections_name_claims_places_and_moves_as_the_file_writes_them() {
    let file = solved_file(&Config::clique(5, 3, Preset::K4Weak));
    let mut bad = file.clone();
    bad.proofs[0].moves.clear();
    let e = refused(&bad, "no move at all");
    assert_eq!(
        e,
        "proofs[0] (first-wins): at the start: the strategy has no move here"
    );
    let mut bad = file.clone();
    bad.proofs[0].moves[0].1 = String::new();
    let e = refused(&bad, "an empty move label");
    assert_eq!(
        e,
        "proofs[0] (first-wins): at the start: the move \"\" is not legal"
    );
    // A draw the claim does not allow: tic-tac-toe's disproof of "does the first player win?"
    // stated as a second-player win.
    let mut bad = solved_file(&Config::new("tictactoe"));
    bad.proofs[0].claim = Claim::SecondWins;
    let e = refused(&bad, "a draw against the claim");
    assert!(
        e.starts_with("proofs[0] (second-wins): after ")
            && e.contains(": the game ends draw against the claim second-wins"),
        "{e}"
    );
}

#[test]
fn wrong_cross_check_counts_and_extra_game_keys_are_rejected_by_name() {
    let file = solved_file(&Config::new("tictactoe"));
    let counted = file.proofs[0].positions;
    let mut bad = file.clone();
    bad.proofs[0].positions = 5;
    let e = refused(&bad, "a wrong count of positions");
    assert_eq!(
        e,
        format!(
            "proofs[0] (second-avoids-loss): positions: the file says 5, the checker counted \
             {counted}"
        )
    );
    let mut bad = file.clone();
    bad.proofs[0].levels = vec![1, 2, 3];
    let e = refused(&bad, "wrong positions per level");
    assert_eq!(
        e,
        format!(
            "proofs[0] (second-avoids-loss): levels: at depth 1 the file says 2, the checker \
             counted {} (the file lists 3 depths, the checker {})",
            file.proofs[0].levels[1],
            file.proofs[0].levels.len()
        )
    );
    // A list of any length is named by its first difference, not echoed.
    let mut bad = file.clone();
    bad.proofs[0].levels = vec![1; 1_000_000];
    let e = refused(&bad, "a million levels");
    assert!(e.len() < 200, "{} bytes: {}", e.len(), &e[..200]);
    assert!(e.contains("the file lists 1000000 depths"), "{e}");
    // A move label of any length is quoted cut short.
    let mut bad = file.clone();
    bad.proofs[0].moves[0].1 = "x".repeat(10_000);
    let e = refused(&bad, "a long label");
    assert!(
        e.len() < 200 && e.contains(&format!("{}…", "x".repeat(80))),
        "{e}"
    );
    for key in ["start", "preset", "limits"] {
        let mut bad = file.clone();
        bad.game.insert(key.into(), "x".into());
        let e = refused(&bad, "a key a game does not take");
        assert_eq!(
            e,
            format!(
                "game: unknown key \"{key}\" for the game tictactoe: a proof file's game takes \
                 game, normaliser"
            )
        );
    }
}

#[test]
fn a_one_question_solve_writes_the_claim_it_answered_and_check_holds_it_to_it() {
    for (config, result) in [
        (
            Config {
                question: Ask::FirstAvoidsLoss,
                ..Config::clique(6, 4, Preset::Best)
            },
            "first-avoids-loss",
        ),
        (
            Config {
                question: Ask::FirstAvoidsLoss,
                ..Config::new("tictactoe")
            },
            "first-avoids-loss",
        ),
        (
            Config {
                question: Ask::FirstWins,
                preset: Some("BEST".into()),
                ..Config::new("connect4")
            },
            "second-avoids-loss",
        ),
    ] {
        let file = solved_file(&config);
        assert_eq!(file.result, result, "{}", config.game);
        assert_eq!(file.proofs.len(), 1);
        let reports = file.check().expect("the file checks");
        assert_eq!(reports[0].claim.word(), result);
        let e = first_rejected_change(&file);
        assert!(e.starts_with(&format!("proofs[0] ({result}): ")), "{e}");
    }
}
