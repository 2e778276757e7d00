//! Connect-4: agreement with plain minimax on random positions under both questions, draws
//! resting on two checked proofs, and a tampered proof rejected. Known answers are in
//! tests/data/solves.txt.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{agrees_with_minimax, random_position, Lcg};
use pnlab::config::{Config, Preset};
use pnlab::games::connect4::Connect4;
use pnlab::search::{check, extract, Claim, Question, Search, Status};
use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::{Options, Rules};

#[test]
fn every_random_position_agrees_with_plain_minimax_under_both_questions() {
    let mut seen = [0; 3];
    let mut total = 0;
    for (cols, rows, count) in [(4, 4, 600), (5, 4, 450)] {
        let g = Connect4::new(cols, rows, true).unwrap();
        let mut rng = Lcg(cols as u64 * 7 + rows as u64);
        let mut done = std::collections::HashSet::new();
        let mut tries = 0;
        while done.len() < count && tries < 50 * count {
            tries += 1;
            // Past the opening, so that plain minimax stays quick in a debug build.
            let played = 8 + rng.below(cols * rows - 9);
            let Some(pos) = random_position(&g, played, &mut rng) else {
                continue;
            };
            if !done.insert(pos) {
                continue;
            }
            let preset = [Preset::Basic, Preset::Best, Preset::K4Weak][done.len() % 3];
            let o = agrees_with_minimax(&g, pos, preset.options());
            seen[o as usize] += 1;
            total += 1;
        }
    }
    assert!(total >= 1000, "{total} positions");
    assert!(
        seen.iter().all(|&n| n > 50),
        "every outcome is tried: {seen:?}"
    );
}

#[test]
fn a_draw_rests_on_two_checked_proofs() {
    let mut s = Config::new("connect4").build().expect("4×4 by default");
    assert_eq!(s.run(None), Status::Solved);
    assert_eq!(s.result_word(), "draw");
    let claims: Vec<Claim> = s
        .verify_all()
        .expect("checks")
        .iter()
        .map(|r| r.claim)
        .collect();
    assert_eq!(claims, [Claim::SecondAvoidsLoss, Claim::FirstAvoidsLoss]);
}

#[test]
fn a_changed_move_in_the_proof_is_rejected() {
    let g = Connect4::new(4, 4, true).unwrap();
    let opts = Options {
        question: Question::FirstAvoidsLoss,
        ..Preset::Best.options()
    };
    let mut s = Search::build(Setup::new(g.clone(), opts));
    assert_eq!(s.run(None), Status::Solved);
    let strategy = extract(&s).expect("solved");
    check(&g, &strategy).expect("the true proof checks");
    let rejected = strategy.moves.iter().any(|(pos, &mv)| {
        let mut moves = Vec::new();
        g.legal_moves(pos, &mut moves);
        moves.into_iter().filter(|&m| m != mv).any(|other| {
            let mut bad = strategy.clone();
            bad.moves.insert(*pos, other);
            check(&g, &bad).is_err()
        })
    });
    assert!(rejected, "some changed move loses and is caught");
}

#[test]
fn the_empty_4x4_board_agrees_with_plain_minimax() {
    let g = Connect4::new(4, 4, false).unwrap();
    let expected = pnlab::search::minimax::outcome(&g, &g.initial());
    assert_eq!(expected, pnlab::Outcome::Draw, "the known value of 4×4");
    let mut s = Config {
        preset: Some("BEST".into()),
        ..Config::new("connect4")
    }
    .build()
    .expect("4×4 by default");
    assert_eq!(s.run(None), Status::Solved);
    assert_eq!(s.result_word(), expected.word());
}
