//! 1D Clobber: random rows (either colour first) against plain minimax under both questions,
//! and a tampered proof rejected. Known answers are in tests/data/solves.txt.

#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::{agrees_with_minimax, Lcg};
use pnlab::config::Preset;
use pnlab::games::clobber::Clobber;
use pnlab::search::{check, extract, Limits, Search, Status};
use pnlab::Game;

#[test]
fn random_rows_agree_with_plain_minimax_under_both_questions() {
    let mut rng = Lcg(5);
    let (mut total, mut seen) = (0, [0; 3]);
    let mut rows = std::collections::HashSet::new();
    while total < 1000 {
        let len = 2 + rng.below(11);
        let row: String = (0..len)
            .map(|_| ['B', 'W', 'B', 'W', '.'][rng.below(5)])
            .collect();
        let black_first = rng.below(2) == 0;
        if !rows.insert((row.clone(), black_first)) {
            continue;
        }
        // Rows where the first player has no move are refused; the others are games.
        let Ok(g) = Clobber::new(&row, black_first, rng.below(2) == 0) else {
            continue;
        };
        let preset = [Preset::Basic, Preset::Best, Preset::K4Weak][total % 3];
        let o = agrees_with_minimax(&g, g.initial(), preset.options());
        seen[o as usize] += 1;
        total += 1;
    }
    assert_eq!(seen[1], 0, "no draws");
    assert!(seen[0] > 100 && seen[2] > 100, "{seen:?}");
}

#[test]
fn a_changed_move_in_the_proof_is_rejected() {
    let g = Clobber::new("BWBWBWBWBWBW", true, true).unwrap();
    let mut s = Search::new(g.clone(), Preset::Best.options(), Limits::default());
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
