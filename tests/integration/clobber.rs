//! 1D Clobber through the whole engine: the known answers of tests/data/clobber.txt (each checked
//! against plain minimax, not trusted), random positions against plain minimax under both
//! questions, tampered proofs refused, and (ignored) the timings of docs/game-catalogue.md.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{agrees_with_minimax, random_position, Lcg};
use pnlab::config::{Config, Preset};
use pnlab::games::clobber::Clobber;
use pnlab::search::{check, extract, minimax, Claim, Question, Search, Status};
use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::{Outcome, Rules, Symmetry};
use std::collections::HashSet;

/// The lines of tests/data/clobber.txt: row, first, result word.
fn known_answers() -> Vec<(String, String, String)> {
    include_str!("../data/clobber.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(f.len(), 3, "{line}");
            (f[0].into(), f[1].into(), f[2].into())
        })
        .collect()
}

fn config(row: &str, first: &str, preset: Preset) -> Config {
    Config {
        preset: Some(preset.name().into()),
        ..Config::new("clobber").with("row", row).with("first", first)
    }
}

#[test]
fn every_known_answer_is_reproduced_with_checked_proofs_and_by_minimax() {
    let rows = known_answers();
    assert!(rows.len() >= 20);
    assert!(rows.iter().any(|(row, _, _)| row.len() == 10));
    assert!(rows.iter().any(|(row, _, _)| row.len() >= 14));
    for (row, first, want) in &rows {
        let what = format!("{row} {first}");
        // Plain minimax on the row as given, and on the row read backwards.
        let backwards: String = row.chars().rev().collect();
        for r in [row.as_str(), backwards.as_str()] {
            let g = Clobber::new(r, first == "black", false).expect("a valid row");
            assert_eq!(minimax::outcome(&g, &g.initial()).word(), want, "{what}");
        }
        for preset in [Preset::Basic, Preset::Best, Preset::Dfpn] {
            let mut s = config(row, first, preset).build().expect("valid");
            assert_eq!(s.run(None), Status::Solved, "{what} {preset:?}");
            assert_eq!(s.result_word(), want, "{what} {preset:?}");
            // No draws: one question answers the game, and its proof alone establishes it.
            let reports = s
                .verify_all()
                .unwrap_or_else(|e| panic!("{what} {preset:?}: {e}"));
            assert_eq!(reports.len(), 1, "{what} {preset:?}");
            let establishes = match want.as_str() {
                "first-wins" => Claim::FirstWins,
                _ => Claim::SecondWins,
            };
            assert_eq!(reports[0].establishes, establishes, "{what} {preset:?}");
        }
    }
}

#[test]
fn the_registry_promises_no_draws_and_draws_a_row() {
    let c = Config::new("clobber").with("row", "BW.WB");
    let p = c.game_params().expect("valid");
    assert_eq!(
        pnlab::proofs::possible("clobber", &p).expect("valid"),
        [true, false, true]
    );
    assert_eq!(
        c.board().expect("valid"),
        pnlab::game::Board::Row { len: 5 }
    );
    let e = match Config::new("clobber").with("row", "BWQ").build() {
        Err(e) => e.to_string(),
        Ok(_) => panic!("a Q in the row is refused"),
    };
    assert!(e.contains("BWQ") && e.contains("BW."), "{e}");
    // Characters outside ASCII too (the check compares characters, `registry::check_value`).
    for row in ["BWé", "B·W", "BW\u{1F600}"] {
        let e = match Config::new("clobber").with("row", row).build() {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{row:?} is refused"),
        };
        assert!(e.contains("is out of range") && e.contains("BW."), "{e}");
    }
}

/// Distinct random positions: random rows of 2 to 12 cells, either colour first, either
/// normaliser, after 0 to 5 random moves.
fn random_positions(count: usize) -> Vec<(Clobber, pnlab::games::clobber::Position)> {
    let mut rng = Lcg(5);
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    while out.len() < count {
        let len = 2 + rng.below(11);
        let row: String = (0..len)
            .map(|_| ['B', 'W', 'B', 'W', '.'][rng.below(5)])
            .collect();
        let (black_first, mirror) = (rng.below(2) == 0, rng.below(2) == 0);
        // Rows where the first player has no move are over at the start: nothing to search.
        let g = Clobber::new(&row, black_first, mirror).unwrap();
        if g.outcome_at_start(&g.initial()).is_some() {
            continue;
        }
        let played = rng.below(6);
        let Some(pos) = random_position(&g, played, &mut rng) else {
            continue;
        };
        if seen.insert((row, black_first, mirror, pos)) {
            out.push((g, pos));
        }
    }
    out
}

#[test]
fn random_positions_agree_with_plain_minimax_under_both_questions() {
    let positions = random_positions(1000);
    let (mut seen, mut second_to_move) = ([0; 3], 0);
    for (g, pos) in &positions {
        second_to_move += (g.to_move(pos) == pnlab::Player::Second) as usize;
        // Each position under both questions, with BASIC's and BEST's options; every solved
        // search's proof checked and its numbers re-verified (common::agrees_with_minimax).
        let o = agrees_with_minimax(g, *pos, Preset::Basic.options());
        assert_eq!(agrees_with_minimax(g, *pos, Preset::Best.options()), o);
        seen[o as usize] += 1;
    }
    assert_eq!(seen[Outcome::Draw as usize], 0, "no draws");
    assert!(seen[0] > 100 && seen[2] > 100, "{seen:?}");
    assert!(second_to_move > 100, "{second_to_move}");
}

/// A solved search of `row` (black first, mirror on) and its extracted strategy.
fn solved(row: &str) -> (Clobber, pnlab::search::Strategy<Clobber>) {
    let g = Clobber::new(row, true, true).unwrap();
    let mut s = Search::build(Setup::new(g.clone(), Preset::Best.options()));
    assert_eq!(s.run(None), Status::Solved);
    let strategy = extract(&s).expect("solved");
    check(&g, &strategy).expect("the true proof checks");
    (g, strategy)
}

#[test]
fn a_changed_move_in_the_proof_is_rejected() {
    // A first-player win (the strategy is black's) and a second-player win (white's; under
    // "does the first player win?" a disproof claims that white avoids losing).
    for (row, claim) in [
        ("BWBWBWBWBWBW", Claim::FirstWins),
        ("BBWWBBWWBBWW", Claim::SecondAvoidsLoss),
    ] {
        let (g, strategy) = solved(row);
        assert_eq!(strategy.claim, claim, "{row}");
        let mut rejected = 0;
        for (pos, &mv) in &strategy.moves {
            let mut moves = Vec::new();
            g.legal_moves(pos, &mut moves);
            for other in moves.into_iter().filter(|&m| m != mv) {
                let mut bad = strategy.clone();
                bad.moves.insert(*pos, other);
                let son = g.play(pos, other);
                // A move minimax sees losing must be caught.
                let loses = match g.evaluate(&son, other) {
                    Some(o) => !claim.accepts(o),
                    None => !claim.accepts(minimax::outcome(&g, &son)),
                };
                if loses {
                    assert!(check(&g, &bad).is_err(), "{row}: {pos:?} {other:?}");
                    rejected += 1;
                }
            }
        }
        assert!(rejected > 0, "{row}: some changed move loses and is caught");
    }
}

#[test]
fn a_missing_move_in_the_proof_is_rejected() {
    let (g, strategy) = solved("BWBWBWBWBWBW");
    let mut bad = strategy.clone();
    let start = g.normal_form(&g.initial());
    assert!(bad.moves.remove(&start).is_some() || bad.moves.remove(&g.initial()).is_some());
    assert!(check(&g, &bad).is_err());
}

#[test]
fn a_proof_of_the_wrong_question_is_rejected() {
    // BWBWBW is a second-player win: a claim that the first player wins cannot be checked.
    let g = Clobber::new("BWBWBW", true, true).unwrap();
    let opts = pnlab::search::Options {
        question: Question::FirstAvoidsLoss,
        ..Preset::Best.options()
    };
    let mut s = Search::build(Setup::new(g.clone(), opts));
    assert_eq!(s.run(None), Status::Solved);
    let mut strategy = extract(&s).expect("solved");
    assert_eq!(strategy.claim, Claim::SecondWins);
    check(&g, &strategy).expect("the true disproof checks");
    strategy.claim = Claim::FirstWins;
    assert!(check(&g, &strategy).is_err());
}

/// The figures of docs/game-catalogue.md:
/// `cargo test --release --no-default-features --test integration clobber:: -- --ignored --nocapture`.
#[test]
#[ignore]
fn timings_of_alternating_rows() {
    println!("| cells | row | preset | normaliser | result | iterations | created nodes | time |");
    println!("|---|---|---|---|---|---|---|---|");
    for cells in [12, 16, 20, 24] {
        let row = "BW".repeat(cells / 2);
        for (preset, mirror) in [
            (Preset::Best, true),
            (Preset::Basic, true),
            (Preset::Best, false),
        ] {
            let g = Clobber::new(&row, true, mirror).unwrap();
            let t = std::time::Instant::now();
            let mut s = Search::build(Setup::new(g.clone(), preset.options()));
            assert_eq!(s.run(None), Status::Solved);
            let secs = t.elapsed().as_secs_f64();
            check(&g, &extract(&s).expect("solved")).expect("checked");
            // "Does the first player win?" answers the game: there are no draws.
            let result = match s.root_value() {
                pnlab::search::Value::Proved => "first-wins",
                _ => "second-wins",
            };
            println!(
                "| {cells} | (BW)×{} | {} | {} | {result} | {} | {} | {secs:.3} s |",
                cells / 2,
                preset.name(),
                if mirror { "mirror" } else { "identity" },
                s.stats().iterations,
                s.stats().created,
            );
        }
    }
}
