//! Hexapawn: known answers (tests/data/solves.txt), agreement with plain minimax on random
//! positions under both questions, and a tampered proof rejected.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{agrees_with_minimax, random_positions};
use pnlab::config::{Config, Preset};
use pnlab::games::hexapawn::Hexapawn;
use pnlab::search::{check, extract, Search, Status};
use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::{Outcome, Rules};

#[test]
fn every_random_position_agrees_with_plain_minimax_under_both_questions() {
    let mut seen = [0; 3];
    let mut total = 0;
    for (cols, rows, count) in [(3, 3, 150), (4, 4, 450), (5, 4, 400), (4, 5, 300)] {
        let g = Hexapawn::new(cols, rows, true).unwrap();
        let plain = Hexapawn::new(cols, rows, false).unwrap();
        let positions = random_positions(&plain, count, 12, cols as u64 * 31 + rows as u64);
        for (i, &pos) in positions.iter().enumerate() {
            let preset = [Preset::Basic, Preset::Best, Preset::K4Weak][i % 3];
            let o = agrees_with_minimax(&g, pos, preset.options());
            seen[o as usize] += 1;
            total += 1;
        }
    }
    assert!(total >= 1000, "{total} positions");
    assert_eq!(seen[Outcome::Draw as usize], 0, "Hexapawn has no draws");
    assert!(
        seen[0] > 100 && seen[2] > 100,
        "both sides win somewhere: {seen:?}"
    );
}

#[test]
fn the_3x3_game_is_a_second_player_win_shown_line_by_line() {
    let mut s = Config::new("hexapawn").build().expect("3×3 by default");
    assert_eq!(s.run(None), Status::Solved);
    assert_eq!(s.result_word(), "second-wins");
    let reports = s.verify_all().expect("checks");
    assert_eq!(reports.len(), 1, "no draws: one question suffices");
    assert_eq!(reports[0].ends, [0, 0, reports[0].ends[2]]);
    assert_eq!(reports[0].establishes, pnlab::search::Claim::SecondWins);
}

#[test]
fn a_changed_move_in_the_proof_is_rejected() {
    let g = Hexapawn::new(4, 4, true).unwrap();
    let mut s = Search::build(Setup::new(g.clone(), Preset::Best.options()));
    assert_eq!(s.run(None), Status::Solved);
    let strategy = extract(&s).expect("solved");
    check(&g, &strategy).expect("the true proof checks");
    let mut rejected = 0;
    for (pos, &mv) in &strategy.moves {
        let mut moves = Vec::new();
        g.legal_moves(pos, &mut moves);
        for other in moves.into_iter().filter(|&m| m != mv) {
            let mut bad = strategy.clone();
            bad.moves.insert(*pos, other);
            if let Err(e) = check(&g, &bad) {
                assert_eq!(e.kind(), "refused", "{e}");
                assert!(e.message().starts_with("after "), "{e}");
                rejected += 1;
            }
        }
    }
    assert!(rejected > 0, "some changed move loses and is caught");
}

#[test]
fn the_cli_board_sizes_and_bad_values() {
    let err = |v: serde_json::Value| {
        serde_json::from_value::<Config>(v)
            .map_err(|e| e.to_string())
            .and_then(|c| c.build().map(|_| ()).map_err(String::from))
            .expect_err("refused")
    };
    let e = err(serde_json::json!({"game": "hexapawn", "cols": 9}));
    assert!(
        e.contains("cols = 9 is out of range for the game hexapawn: 3 <= cols <= 8"),
        "{e}"
    );
    let e = err(serde_json::json!({"game": "hexapawn", "cols": 6, "rows": 6}));
    assert!(e.contains("36 cells"), "{e}");
    let e =
        err(serde_json::json!({"game": "hexapawn", "options": {"freeWinningSet": "at-creation"}}));
    assert!(
        e.contains("options.freeWinningSet does not apply to the game hexapawn"),
        "{e}"
    );
}

#[test]
fn whole_boards_of_the_game_catalogue_agree_with_plain_minimax() {
    // The starting positions themselves, under BEST with checked proofs, against the oracle
    // (4×4: first-wins, 5×4 and 4×5: second-wins, as docs/game-catalogue.md tabulates them).
    for (cols, rows) in [(3, 3), (4, 3), (3, 4), (4, 4), (5, 4), (4, 5)] {
        let g = Hexapawn::new(cols, rows, false).unwrap();
        let expected = pnlab::search::minimax::outcome(&g, &g.initial());
        let mut s = Config {
            preset: Some("BEST".into()),
            ..Config::new("hexapawn")
                .with("cols", cols as u64)
                .with("rows", rows as u64)
        }
        .build()
        .expect("a board of the table");
        assert_eq!(s.run(None), Status::Solved, "{cols}×{rows}");
        assert_eq!(s.result_word(), expected.word(), "{cols}×{rows}");
        s.verify_all().expect("the proof checks");
    }
}
