//! Positional games given by winning sets, through the whole engine: the examples' known values,
//! agreement with plain minimax under both questions, a tampered proof refused, and the
//! (N,K)-clique game written as winning sets matching the clique game itself.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use pnlab::search::{DagAlgorithm, Setup, Solver};

use common::{random_position, Lcg, SMALL_CLIQUES};
use pnlab::config::{Config, Preset};
use pnlab::games::positional::{Position, Positional};
use pnlab::search::{check, extract, minimax, verify, Claim, Options, Question, Search, Status};
use pnlab::{Outcome, Rules};
use serde_json::json;
use serde_json::Value as Json;
use std::collections::HashSet;

/// Every file in `examples/games/`, sorted.
fn example_files() -> Vec<String> {
    let dir = format!("{}/examples/games", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{dir}: {e}"))
        .map(|e| {
            e.expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    files
}

fn example(file: &str) -> Json {
    let path = format!("{}/examples/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn game(def: &Json) -> Positional {
    Positional::from_json(def, true).expect("valid")
}

/// Solves a configuration to the end; returns its result word after checking every proof.
fn solve(config: &Config, what: &str) -> &'static str {
    let mut s = config.build().unwrap_or_else(|e| panic!("{what}: {e}"));
    assert_eq!(s.run(None), Status::Solved, "{what}");
    s.verify_all().unwrap_or_else(|e| panic!("{what}: {e}"));
    s.result_word()
}

fn positional(def: &Json) -> Config {
    Config::new("positional").with("definition", def.clone())
}

#[test]
fn every_known_answer_of_the_examples_is_reproduced_with_checked_proofs() {
    let mut rows = 0;
    let mut listed = HashSet::new();
    for line in include_str!("../data/positional.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 3, "{line}");
        listed.insert(f[0].to_string());
        let config = positional(&example(f[0])).with("normaliser", f[1]);
        assert_eq!(solve(&config, line), f[2], "{line}");
        if f[2] == "second-wins" {
            // Maker–Breaker has no draws: the checker saw Breaker win every line.
            let mut s = config.build().expect("valid");
            s.run(None);
            let reports = s.verify_all().expect("checked");
            assert_eq!(reports[0].establishes, Claim::SecondWins, "{line}");
        }
        rows += 1;
    }
    assert!(rows >= 8);
    // Every shipped example has its known answer.
    assert_eq!(listed, example_files().into_iter().collect());
}

#[test]
fn tic_tac_toe_as_winning_sets_is_a_draw_like_the_dedicated_game() {
    let sets = solve(&positional(&example("tictactoe.json")), "positional");
    let own = solve(&Config::new("tictactoe"), "tictactoe");
    assert_eq!((sets, own), ("draw", "draw"));
    // The parameter's default is the same game.
    assert_eq!(solve(&Config::new("positional"), "default"), "draw");
}

/// The (n,k)-clique game as winning sets: cells are the edges of K_n in the clique game's order
/// (1,0), (2,0), (2,1), (3,0), …; the sets are the k-cliques' edges.
fn clique_as_sets(n: usize, k: usize) -> Json {
    let edges: Vec<(usize, usize)> = (0..n)
        .flat_map(|hi| (0..hi).map(move |lo| (hi, lo)))
        .collect();
    let index = |a: usize, b: usize| edges.iter().position(|&e| e == (a.max(b), a.min(b)));
    let mut sets = Vec::new();
    for vs in 0u32..1 << n {
        if vs.count_ones() as usize != k {
            continue;
        }
        let members: Vec<usize> = (0..n).filter(|&v| vs >> v & 1 == 1).collect();
        let mut set = Vec::new();
        for (i, &a) in members.iter().enumerate() {
            for &b in &members[i + 1..] {
                set.push(index(a, b).expect("an edge"));
            }
        }
        sets.push(set);
    }
    json!({"name": format!("clique({n},{k}) as sets"), "cells": edges.len(), "sets": sets})
}

#[test]
fn the_clique_game_written_as_winning_sets_has_the_clique_game_s_value() {
    for (n, k, expected) in SMALL_CLIQUES {
        let (n, k) = (n as usize, k as usize);
        let what = format!("({n},{k})");
        let clique = solve(&Config::new("clique").with("n", n).with("k", k), &what);
        let def = clique_as_sets(n, k);
        let sets = solve(&positional(&def), &what);
        assert_eq!((clique, sets), (expected, expected), "{what}");
        // Without symmetry too.
        let plain = solve(&positional(&def).with("normaliser", "identity"), &what);
        assert_eq!(plain, expected, "{what} identity");
        if k == 3 {
            // The automorphisms found are the relabellings of the vertices.
            let factorial: usize = (1..=n).product();
            assert_eq!(game(&def).group().len(), factorial, "{what}");
        }
    }
    // The shipped K5 file is the (5,3) game cell for cell.
    let shipped = game(&example("k5-triangles.json"));
    let built = game(&clique_as_sets(5, 3));
    let Json::Array(sets) = &clique_as_sets(5, 3)["sets"] else {
        panic!()
    };
    assert_eq!(shipped.definition().sets.len(), sets.len());
    for s in &shipped.definition().sets {
        assert!(built.definition().sets.iter().any(|b| {
            let mut b = b.clone();
            b.sort();
            b == *s
        }));
    }
}

/// The games of the oracle test with the numbers of moves their random positions have played.
fn oracle_games() -> Vec<(&'static str, Json, Vec<usize>, usize)> {
    vec![
        (
            "tictactoe",
            example("tictactoe.json"),
            (0..=7).collect(),
            340,
        ),
        (
            "4x4",
            example("4x4-four-in-a-row.json"),
            (6..=12).collect(),
            300,
        ),
        (
            "maker-breaker k5",
            example("maker-breaker-k5-triangles.json"),
            (0..=7).collect(),
            250,
        ),
        (
            "maker-breaker 4x4",
            example("maker-breaker-4x4.json"),
            (7..=12).collect(),
            150,
        ),
    ]
}

#[test]
fn the_engine_agrees_with_plain_minimax_on_random_positions_under_both_questions() {
    let mut rng = Lcg(1912);
    let presets = [Preset::Basic.options(), Preset::Best.options()];
    let mut positions = 0;
    let mut outcomes = HashSet::new();
    for (name, def, played, wanted) in oracle_games() {
        let g = game(&def);
        let plain = Positional::from_json(&def, false).expect("valid");
        let mut seen: HashSet<Position> = HashSet::new();
        let mut tries = 0;
        while seen.len() < wanted && tries < 20 * wanted {
            tries += 1;
            let at = played[rng.below(played.len())];
            let Some(pos) = random_position(&plain, at, &mut rng) else {
                continue;
            };
            if !seen.insert(pos) {
                continue;
            }
            let expected = minimax::outcome(&plain, &pos);
            outcomes.insert((name, expected));
            for opts in presets {
                for question in Question::ALL {
                    let opts = Options { question, ..opts };
                    let what = format!("{name} {pos:?} {question:?} {opts:?}");
                    let mut s = Search::build(Setup::new(g.clone(), opts).at(pos));
                    assert_eq!(s.run(None), Status::Solved, "{what}");
                    let proved = s.root_value() == pnlab::search::Value::Proved;
                    assert_eq!(
                        proved,
                        question.holds(expected),
                        "{what}: minimax {expected:?}"
                    );
                    verify(&s).unwrap_or_else(|e| panic!("{what}: {e}"));
                    s.check_invariants()
                        .unwrap_or_else(|e| panic!("{what}: {e}"));
                }
            }
        }
        assert_eq!(seen.len(), wanted, "{name}: only {} positions", seen.len());
        positions += seen.len();
    }
    assert!(positions >= 1000, "only {positions} positions");
    // Every outcome occurs: strong games have all three, Maker–Breaker both of its two.
    for name in ["tictactoe", "4x4"] {
        for o in Outcome::ALL {
            assert!(outcomes.contains(&(name, o)), "{name} never {o:?}");
        }
    }
    for name in ["maker-breaker k5", "maker-breaker 4x4"] {
        assert!(outcomes.contains(&(name, Outcome::FirstWins)), "{name}");
        assert!(outcomes.contains(&(name, Outcome::SecondWins)), "{name}");
        assert!(!outcomes.contains(&(name, Outcome::Draw)), "{name}");
    }
}

/// Solves `def` from the empty board for `question` and extracts the proof.
fn strategy(def: &Json, question: Question) -> (Positional, pnlab::search::Strategy<Positional>) {
    let g = game(def);
    let opts = Options {
        question,
        ..Preset::K4Weak.options()
    };
    let mut s = Search::build(Setup::new(g.clone(), opts));
    assert_eq!(s.run(None), Status::Solved);
    let st = extract(&s).expect("a proof");
    check(&g, &st).expect("the untouched proof checks");
    (g, st)
}

#[test]
fn a_tampered_proof_is_refused() {
    for (file, question, claim) in [
        (
            "tictactoe.json",
            Question::FirstWins,
            Claim::SecondAvoidsLoss,
        ),
        ("k5-triangles.json", Question::FirstWins, Claim::FirstWins),
        (
            "maker-breaker-4x4.json",
            Question::FirstWins,
            Claim::SecondAvoidsLoss,
        ),
    ] {
        let (g, st) = strategy(&example(file), question);
        assert_eq!(st.claim, claim, "{file}");
        // Replace one chosen move by a legal one that loses the claim (by minimax), at several
        // positions: each tampered strategy is refused.
        let mut states: Vec<Position> = st.moves.keys().copied().collect();
        states.sort();
        let mut refused = 0;
        for state in states {
            let mut moves = Vec::new();
            g.legal_moves(&state, &mut moves);
            let bad = moves.into_iter().find(|&m| {
                let son = g.play(&state, m);
                let o = g
                    .evaluate(&son, m)
                    .unwrap_or_else(|| minimax::outcome(&g, &son));
                !claim.accepts(o)
            });
            let Some(bad) = bad else { continue };
            let mut tampered = st.clone();
            tampered.moves.insert(state, bad);
            assert!(check(&g, &tampered).is_err(), "{file}: {state:?} -> {bad}");
            refused += 1;
            if refused == 5 {
                break;
            }
        }
        assert!(refused >= 1, "{file}: no move to tamper with");
        // A move on a taken cell is refused as not legal.
        let (&state, _) = st
            .moves
            .iter()
            .find(|(s, _)| s.first | s.second != 0)
            .expect("a state");
        let taken = (state.first | state.second).trailing_zeros() as u8;
        let mut tampered = st.clone();
        tampered.moves.insert(state, taken);
        let e = common::error_of("refused", check(&g, &tampered));
        assert!(
            e.contains("is not legal") || e.contains("no move"),
            "{file}: {e}"
        );
    }
}

/// The figures in docs/game-catalogue.md: every example under each preset and normaliser, timed.
/// `cargo test --release --no-default-features --test integration positional:: -- --ignored --nocapture`
#[test]
#[ignore]
fn measure_the_examples() {
    for file in example_files() {
        let def = example(&file);
        for normaliser in ["symmetric", "identity"] {
            for preset in [Preset::K4Weak, Preset::Best] {
                let config = Config {
                    preset: Some(preset.name().into()),
                    ..positional(&def).with("normaliser", normaliser)
                };
                let start = std::time::Instant::now();
                let mut s = config.build().expect("valid");
                s.run(None);
                let took = start.elapsed();
                let checked = s.verify_all().expect("the proofs check");
                println!(
                    "{file} {normaliser} {}: {} in {} iterations, {} nodes, {:.1} ms \
                     (group {}); proof {} positions",
                    preset.name(),
                    s.result_word(),
                    s.stats().iterations,
                    s.stats().created,
                    took.as_secs_f64() * 1e3,
                    Positional::from_json(&def, normaliser == "symmetric")
                        .expect("valid")
                        .group()
                        .len(),
                    checked.iter().map(|r| r.positions).sum::<u64>(),
                );
            }
        }
    }
}
