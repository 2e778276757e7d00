//! The levels of solving count clique positions exactly up to isomorphism, although the clique
//! game's default normaliser (the thesis's 3) leaves some isomorphic graphs apart: the strong
//! count of the (5,3) game per depth equals a brute-force count over all 120 relabellings of
//! every reachable position, written here without the engine's normalisers.

use pnlab::config::Config;
use pnlab::exact::analyst;
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::{Drawing, Rules};
use std::collections::HashSet;

/// Every permutation of `0..n`.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for p in permutations(n - 1) {
        for i in 0..=p.len() {
            let mut q = p.clone();
            q.insert(i, n - 1);
            out.push(q);
        }
    }
    out
}

/// The cell of edge {a, b}: edges listed by the higher vertex, then the lower.
fn cell(a: usize, b: usize) -> usize {
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    hi * (hi - 1) / 2 + lo
}

/// The smallest image of `cells` (0 free, 1 first's, 2 second's, per edge) over all relabellings.
fn canonical(cells: &[u8], n: usize, perms: &[Vec<usize>]) -> Vec<u8> {
    perms
        .iter()
        .map(|p| {
            let mut image = vec![0; cells.len()];
            for a in 0..n {
                for b in 0..a {
                    image[cell(p[a], p[b])] = cells[cell(a, b)];
                }
            }
            image
        })
        .min()
        .unwrap()
}

#[test]
fn clique_5_3_strong_counts_equal_brute_force_isomorphism_classes_per_depth() {
    let (n, k) = (5, 3);
    let game = Clique::new(n, k, Normaliser::Identity).unwrap();
    let perms = permutations(n);
    let mut seen = HashSet::new();
    let mut classes: Vec<HashSet<Vec<u8>>> = Vec::new();
    let mut work = vec![game.initial()];
    seen.insert(game.initial());
    classes.push(HashSet::from([canonical(
        &game.cells(&game.initial()),
        n,
        &perms,
    )]));
    let mut moves = Vec::new();
    while let Some(pos) = work.pop() {
        moves.clear();
        game.legal_moves(&pos, &mut moves);
        for &mv in &moves.clone() {
            let son = game.play(&pos, mv);
            if !seen.insert(son) {
                continue;
            }
            let depth = game.moves_played(&son) as usize;
            if classes.len() <= depth {
                classes.resize(depth + 1, HashSet::new());
            }
            classes[depth].insert(canonical(&game.cells(&son), n, &perms));
            if game.evaluate(&son, mv).is_none() {
                work.push(son);
            }
        }
    }
    let want: Vec<u64> = classes.iter().map(|c| c.len() as u64).collect();
    // The default normaliser, the exact one and none at all give the same exact counts.
    for normaliser in ["neighbours", "exact", "identity"] {
        let config = Config::new("clique")
            .with("n", n as u64)
            .with("k", k as u64)
            .with("normaliser", normaliser);
        let r = analyst(&config).unwrap().levels(&[], 1_000_000).unwrap();
        let got: Vec<u64> = r.rows.iter().map(|row| row.strong).collect();
        assert_eq!(got, want, "normaliser {normaliser}");
        assert_eq!(r.strong, want.iter().sum::<u64>());
        assert!(
            r.weak.unwrap() <= r.semi_strong && r.semi_strong <= r.strong,
            "{r:?}"
        );
    }
}

#[test]
fn clique_6_4_strong_counts_do_not_depend_on_the_normaliser() {
    let count = |normaliser: &str| {
        let config = Config::new("clique")
            .with("n", 6)
            .with("k", 4)
            .with("normaliser", normaliser);
        analyst(&config).unwrap().levels(&[], 1_000_000).unwrap()
    };
    let exact = count("exact");
    let strong = |r: &pnlab::solution::LevelsReport| -> Vec<u64> {
        r.rows.iter().map(|row| row.strong).collect()
    };
    for normaliser in ["identity", "degree", "neighbours"] {
        let r = count(normaliser);
        assert_eq!(strong(&r), strong(&exact), "normaliser {normaliser}");
        // The weak and semi-strong solutions are one solution each (the proof PN-search found,
        // the first value-keeping move in the labelling the normaliser gives), so their counts
        // may differ between normalisers; they never exceed the strong count.
        for row in &r.rows {
            assert!(
                row.weak.unwrap() <= row.strong && row.semi_strong <= row.strong,
                "{row:?}"
            );
        }
    }
}
