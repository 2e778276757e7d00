//! The clique game on 128-bit lines (9 to 11 vertices): it must play the 64-bit board's games
//! move for move, agree with plain minimax on 9- and 10-vertex positions, and be what the
//! registry builds for `n > 8`.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{agrees_with_minimax, assert_solves, random_position, Lcg};
use pnlab::config::{Config, Preset};
use pnlab::game::Symmetry;
use pnlab::games::clique::{Clique, Normaliser, WideClique, IDENTITY};
use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::search::{Search, Status};

#[test]
fn the_wide_board_plays_the_narrow_boards_games_move_for_move() {
    for (n, k, presets) in [
        (5, 3, &Preset::ALL[..]),
        (6, 4, &[Preset::K4Weak, Preset::Best][..]),
    ] {
        for normaliser in [Normaliser::Neighbours, Normaliser::Exact] {
            for preset in presets {
                let narrow = Clique::new(n, k, normaliser).expect("valid");
                let wide = WideClique::on_lines(n, k, normaliser).expect("valid");
                let mut a = Search::build(Setup::new(narrow, preset.options()));
                let mut b = Search::build(Setup::new(wide, preset.options()));
                let what = format!("({n},{k}) {normaliser:?} {}", preset.name());
                assert_eq!(a.run(None), Status::Solved, "{what}");
                assert_eq!(b.run(None), Status::Solved, "{what}");
                assert_eq!(a.root_value(), b.root_value(), "{what}");
                assert_eq!(a.stats().iterations, b.stats().iterations, "{what}");
                assert_eq!(a.stats().created, b.stats().created, "{what}");
            }
        }
    }
}

#[test]
fn nine_and_ten_vertex_positions_agree_with_plain_minimax() {
    let mut rng = Lcg(9_4);
    let mut compared = 0;
    for (n, k) in [(9, 4), (10, 4), (9, 3)] {
        let edges = n * (n - 1) / 2;
        let plain = WideClique::on_lines(n, k, Normaliser::Identity).expect("valid");
        let mut tries = 0;
        let mut here = 0;
        while here < 20 && tries < 2_000 {
            tries += 1;
            // Seven or eight free edges: plain minimax stays small, the search still branches.
            let played = edges - 7 - rng.below(2);
            let Some(pos) = random_position(&plain, played, &mut rng) else {
                continue;
            };
            for normaliser in [Normaliser::Neighbours, Normaliser::Exact] {
                let g = WideClique::on_lines(n, k, normaliser).expect("valid");
                for preset in [Preset::K4Weak, Preset::Best] {
                    agrees_with_minimax(&g, pos, preset.options());
                    compared += 1;
                }
            }
            here += 1;
        }
    }
    assert!(compared >= 120, "only {compared} comparisons");
}

#[test]
fn the_exact_normaliser_merges_relabelled_eleven_vertex_positions() {
    let mut rng = Lcg(11);
    let g = WideClique::on_lines(11, 4, Normaliser::Exact).expect("valid");
    let mut checked = 0;
    for _ in 0..200 {
        let played = rng.below(40);
        let Some(pos) = random_position(&g, played, &mut rng) else {
            continue;
        };
        let mut perm = IDENTITY;
        for i in (1..11).rev() {
            perm.swap(i, rng.below(i + 1));
        }
        assert_eq!(
            g.normal_form(&pos),
            g.normal_form(&g.relabel(&pos, &perm)),
            "{pos:?} {perm:?}"
        );
        checked += 1;
    }
    assert!(checked >= 150, "only {checked} positions");
}

#[test]
fn the_registry_builds_the_wide_board_for_more_than_eight_vertices() {
    assert_solves(
        &Config::clique(9, 3, Preset::Best),
        "first-wins",
        "(9,3) BEST",
    );
    let err = Config::clique(12, 4, Preset::Best)
        .build()
        .err()
        .expect("n = 12 is refused")
        .to_string();
    assert!(err.contains("n = 12") && err.contains("n <= 11"), "{err}");
}
