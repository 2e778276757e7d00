//! Overcounting on DAGs: the SNDA rule, proof-set search, and the rule comparison with its exact
//! smallest proof sets (checked against brute force).

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{random_position, Lcg};
use pnlab::config::{Config, OptionOverrides, Preset};
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::overcount::compare_snapshot;
use pnlab::search::AlgorithmParams;
use pnlab::search::{
    compare_rules, minimax, verify, Algorithm, Options, ProofSetSearch, Rule, Search, Snapshot,
    Solver, Status, INF,
};
use pnlab::search::{DagAlgorithm, Setup};
use std::collections::HashMap;

const GAMES: [(Option<(u32, u32)>, &str); 8] = [
    (None, "draw"),
    (Some((3, 3)), "draw"),
    (Some((4, 3)), "draw"),
    (Some((5, 3)), "first-wins"),
    (Some((6, 3)), "first-wins"),
    (Some((4, 4)), "draw"),
    (Some((5, 4)), "draw"),
    (Some((6, 4)), "draw"),
];

fn config(game: Option<(u32, u32)>, preset: Preset) -> Config {
    match game {
        None => Config {
            preset: Some(preset.name().into()),
            ..Config::new("tictactoe")
        },
        Some((n, k)) => Config::clique(n, k, preset),
    }
}

fn snda(game: Option<(u32, u32)>, preset: Preset) -> Config {
    Config {
        options: OptionOverrides {
            rule: Some(Rule::Snda),
            ..OptionOverrides::default()
        },
        ..config(game, preset)
    }
}

fn pss(game: Option<(u32, u32)>, preset: Preset) -> Config {
    Config {
        algorithm: Some(Algorithm::Pss),
        ..config(game, preset)
    }
}

/// Steps to the end, checking the invariants after every step; returns the result word.
fn solve_checked(c: &Config) -> String {
    let mut s = c.build().expect("valid");
    while s.step().is_some() {
        if let Err(e) = s.check_invariants() {
            panic!("{c:?} at iteration {}: {e}", s.stats().iterations);
        }
    }
    assert_eq!(s.status(), Status::Solved, "{c:?}");
    s.verify().unwrap_or_else(|e| panic!("{c:?}: {e}"));
    s.result_word().to_string()
}

#[test]
fn snda_and_proof_set_search_solve_the_small_games_with_checked_proofs() {
    for (game, value) in GAMES {
        for preset in [Preset::Basic, Preset::K4, Preset::Best] {
            assert_eq!(solve_checked(&snda(game, preset)), value, "{game:?}");
            assert_eq!(solve_checked(&pss(game, preset)), value, "{game:?}");
        }
    }
}

#[test]
fn snda_and_proof_set_search_agree_with_plain_minimax_on_random_positions() {
    let mut rng = Lcg(2003);
    let mut compared = 0;
    for (n, k, played) in [(5, 3, 2), (5, 4, 3), (6, 3, 6), (6, 4, 7), (6, 4, 9)] {
        let plain = Clique::new(n, k, Normaliser::Identity).expect("valid");
        let g = Clique::new(n, k, Normaliser::Neighbours).expect("valid");
        for _ in 0..10 {
            let Some(pos) = random_position(&plain, played, &mut rng) else {
                continue;
            };
            let expected = minimax::value(&plain, &pos, pnlab::search::Question::FirstWins);
            for preset in [Preset::Basic, Preset::Best] {
                let opts = Options {
                    rule: Rule::Snda,
                    ..preset.options()
                };
                let mut s = Search::build(Setup::new(g.clone(), opts).at(pos));
                assert_eq!(s.run(None), Status::Solved);
                assert_eq!(s.root_value(), expected, "snda ({n},{k}) {pos:?}");
                verify(&s).unwrap_or_else(|e| panic!("({n},{k}) {pos:?}: {e}"));
                let mut p = ProofSetSearch::build(Setup::new(g.clone(), opts).at(pos).params(
                    AlgorithmParams {
                        max_set_size: Some(20_000),
                        ..AlgorithmParams::default()
                    },
                ));
                assert_eq!(p.run(None), Status::Solved);
                assert_eq!(p.root_value(), expected, "pss ({n},{k}) {pos:?}");
                Solver::verify(&p).unwrap_or_else(|e| panic!("({n},{k}) {pos:?}: {e}"));
                compared += 2;
            }
        }
    }
    let ttt = TicTacToe { symmetry: false };
    for played in [2, 3, 4, 5] {
        for _ in 0..5 {
            let Some(pos) = random_position(&ttt, played, &mut rng) else {
                continue;
            };
            let expected = minimax::value(&ttt, &pos, pnlab::search::Question::FirstWins);
            let opts = Options {
                rule: Rule::Snda,
                ..Preset::Basic.options()
            };
            let mut s = Search::build(Setup::new(TicTacToe::default(), opts).at(pos));
            s.run(None);
            assert_eq!(s.root_value(), expected, "snda {pos:?}");
            let mut p =
                ProofSetSearch::build(Setup::new(TicTacToe::default(), opts).at(pos).params(
                    AlgorithmParams {
                        max_set_size: Some(100),
                        ..AlgorithmParams::default()
                    },
                ));
            p.run(None);
            assert_eq!(p.root_value(), expected, "pss {pos:?}");
            compared += 2;
        }
    }
    assert!(compared > 100, "only {compared} comparisons");
}

#[test]
fn proof_set_search_ends_with_unknown_past_its_set_size_or_node_limit() {
    let mut c = pss(Some((7, 4)), Preset::Basic);
    c.params.max_set_size = Some(30);
    let mut s = c.build().expect("valid");
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.result_word(), "unknown");
    assert!(s.stats().iterations > 0);
    s.check_invariants()
        .expect("a stopped search is consistent");
    assert!(s.step().is_none(), "a stopped search stays stopped");

    let mut c = pss(Some((6, 4)), Preset::Basic);
    c.limits.max_nodes = Some(200);
    let mut s = c.build().expect("valid");
    assert_eq!(s.run(None), Status::LimitReached);
    assert!(s.stats().created <= 200);
}

#[test]
fn proof_set_parameters_are_checked() {
    let mut c = pss(None, Preset::Basic);
    c.params = AlgorithmParams {
        max_set_size: Some(0),
        ..AlgorithmParams::default()
    };
    let e = c.build().err().expect("rejected").to_string();
    assert!(
        e.contains("maxSetSize = 0") && e.contains("1 <= maxSetSize"),
        "{e}"
    );
    let mut c = config(None, Preset::Basic);
    c.params.max_set_size = Some(10);
    let e = c.build().err().expect("rejected").to_string();
    assert!(e.contains("maxSetSize") && e.contains("pss"), "{e}");
}

/// The smallest proof (or disproof) set of `root` by trying every set of open leaves, smallest
/// first; `None` when there are too many leaves to try.
fn brute_force(s: &Snapshot, root: u32, proof: bool) -> Option<u32> {
    let n = s.level.len();
    let mut sons: Vec<Vec<u32>> = vec![Vec::new(); n];
    for e in 0..s.edge_parent.len() {
        if s.edge_listed[e] == 1 {
            sons[s.edge_parent[e] as usize].push(s.edge_son[e]);
        }
    }
    let open_inner = |i: u32| s.value[i as usize] == 0 && s.expanded[i as usize] == 1;
    let mut leaves = Vec::new();
    let mut stack = vec![root];
    let mut seen = vec![false; n];
    while let Some(i) = stack.pop() {
        if std::mem::replace(&mut seen[i as usize], true) {
            continue;
        }
        if open_inner(i) {
            stack.extend(&sons[i as usize]);
        } else if s.value[i as usize] == 0 {
            leaves.push(i);
        }
    }
    if leaves.len() > 14 {
        return None;
    }
    // Does setting the leaves in `chosen` to the goal solve `i` for the goal?
    fn solves(
        i: u32,
        chosen: &[u32],
        proof: bool,
        s: &Snapshot,
        sons: &[Vec<u32>],
        memo: &mut HashMap<u32, bool>,
    ) -> bool {
        if let Some(&v) = memo.get(&i) {
            return v;
        }
        let v = match (s.value[i as usize], s.expanded[i as usize]) {
            (1, _) => proof,
            (2, _) => !proof,
            (_, 0) => chosen.contains(&i),
            _ => {
                let or = s.level[i as usize] % 2 == 0;
                let mut it = sons[i as usize].iter();
                if or == proof {
                    it.any(|&c| solves(c, chosen, proof, s, sons, memo))
                } else {
                    it.all(|&c| solves(c, chosen, proof, s, sons, memo))
                }
            }
        };
        memo.insert(i, v);
        v
    }
    let mut best = INF;
    for mask in 0u32..(1 << leaves.len()) {
        if mask.count_ones() >= best {
            continue;
        }
        let chosen: Vec<u32> = (0..leaves.len())
            .filter(|b| mask >> b & 1 == 1)
            .map(|b| leaves[b])
            .collect();
        if solves(root, &chosen, proof, s, &sons, &mut HashMap::new()) {
            best = mask.count_ones();
        }
    }
    Some(best)
}

/// Searches stopped part-way, each with its rule: every node's comparison must hold the theory.
fn partial_searches() -> Vec<(Box<dyn Solver>, Option<Rule>)> {
    let mut out: Vec<(Box<dyn Solver>, Option<Rule>)> = Vec::new();
    for (game, its) in [
        (None, 6),
        (None, 15),
        (Some((5, 3)), 8),
        (Some((6, 4)), 10),
        (Some((6, 4)), 40),
    ] {
        for rule in [Rule::Standard, Rule::Weak, Rule::Snda] {
            let mut c = config(game, Preset::Basic);
            c.options.rule = Some(rule);
            c.options.parallel_edges = Some(pnlab::search::ParallelEdges::Keep);
            let mut s = c.build().expect("valid");
            s.run(Some(its));
            out.push((s, Some(rule)));
        }
        let mut s = pss(game, Preset::Basic).build().expect("valid");
        s.run(Some(its));
        out.push((s, None));
    }
    out
}

#[test]
fn exact_sets_are_at_most_snda_which_is_at_most_standard_and_the_rules_match_the_search() {
    let (mut exact_checked, mut brute_checked, mut strictly_less) = (0, 0, 0);
    for (s, rule) in partial_searches() {
        let snap = s.snapshot();
        for id in 0..s.node_count() as u32 {
            let r = compare_snapshot(&snap, id).expect("valid id");
            for (std, sn, ex) in [
                (r.standard.pn, r.snda.pn, r.min_proof),
                (r.standard.dn, r.snda.dn, r.min_disproof),
            ] {
                assert!(sn <= std, "node {id}: {r:?}");
                if let Some(ex) = ex {
                    assert!(ex <= sn, "node {id}: {r:?}");
                    exact_checked += 1;
                    strictly_less += (ex < std) as u32;
                }
            }
            // The recomputation agrees with what the search itself holds under its rule; proof
            // sets are real proof sets, so their sizes lie between the exact and standard ones.
            let own = match rule {
                Some(Rule::Standard) => Some(r.standard),
                Some(Rule::Weak) => Some(r.weak),
                Some(Rule::Snda) => Some(r.snda),
                None => None,
            };
            match own {
                Some(own) => assert_eq!(own, r.stored, "node {id} under {rule:?}"),
                None => {
                    assert!(r.stored.pn <= r.standard.pn && r.stored.dn <= r.standard.dn);
                    assert!(r.min_proof.is_none_or(|m| m <= r.stored.pn), "{r:?}");
                    assert!(r.min_disproof.is_none_or(|m| m <= r.stored.dn), "{r:?}");
                }
            }
            if id % 3 == 0 {
                for (proof, ex) in [(true, r.min_proof), (false, r.min_disproof)] {
                    if let Some(b) = brute_force(&snap, id, proof) {
                        assert_eq!(ex, Some(b), "node {id} proof={proof}: {r:?}");
                        brute_checked += 1;
                    }
                }
            }
        }
    }
    assert!(exact_checked > 1000, "only {exact_checked}");
    assert!(brute_checked > 200, "only {brute_checked}");
    // Transpositions do make the standard numbers overcount somewhere.
    assert!(strictly_less > 0);
}

/// A hand-made DAG: an AND root (level 1) with OR sons `a` and `b`, each with AND sons.
fn tiny(shared: bool) -> Snapshot {
    // Nodes: 0 root (AND), 1 a, 2 b (OR), 3 c, 4 d (AND leaves). Shared: a and b both have son
    // c; otherwise a has c and b has d.
    let mut s = Snapshot {
        level: vec![1, 2, 2, 3, 3],
        kind: vec![1, 0, 0, 1, 1],
        pn: vec![0; 5],
        dn: vec![0; 5],
        value: vec![0; 5],
        expanded: vec![1, 1, 1, 0, 0],
        creator: vec![u32::MAX, 0, 0, 1, 2],
        cells_per_node: 0,
        ..Snapshot::default()
    };
    let edges: &[(u32, u32)] = if shared {
        &[(0, 1), (0, 2), (1, 3), (2, 3)]
    } else {
        &[(0, 1), (0, 2), (1, 3), (2, 4)]
    };
    for &(p, c) in edges {
        s.edge_parent.push(p);
        s.edge_son.push(c);
        s.edge_listed.push(1);
    }
    s
}

#[test]
fn weak_and_snda_numbers_are_not_ordered() {
    // Shared source: both sons take pn 1 from c. Exact = SNDA = 1 < weak (1 + 1) = standard.
    let r = compare_snapshot(&tiny(true), 0).expect("valid");
    assert_eq!(
        (r.min_proof, r.snda.pn, r.weak.pn, r.standard.pn),
        (Some(1), 1, 2, 2)
    );
    let r = compare_snapshot(&tiny(false), 0).expect("valid");
    assert_eq!((r.min_proof, r.snda.pn, r.standard.pn), (Some(2), 2, 2));
    // Disjoint and wider: c and d get two open sons each, so a and b need 2 leaves each and the
    // root 4; weak gives max(2, 2) + 1 = 3, below every proof, while SNDA gives 4.
    let mut wide = tiny(false);
    wide.expanded[3] = 1;
    wide.expanded[4] = 1;
    for p in [3, 3, 4, 4] {
        let id = wide.level.len() as u32;
        wide.level.push(4);
        wide.pn.push(1);
        wide.dn.push(1);
        wide.value.push(0);
        wide.expanded.push(0);
        wide.creator.push(p);
        wide.edge_parent.push(p);
        wide.edge_son.push(id);
        wide.edge_listed.push(1);
    }
    let r = compare_snapshot(&wide, 0).expect("valid");
    assert_eq!(
        (r.min_proof, r.snda.pn, r.weak.pn, r.standard.pn),
        (Some(4), 4, 3, 4)
    );
}

#[test]
fn comparing_rules_at_an_unknown_node_names_the_id_and_the_range() {
    let mut s = config(None, Preset::Basic).build().expect("valid");
    s.run(Some(3));
    let n = s.node_count();
    let e = compare_rules(s.as_ref(), n as u32).expect_err("rejected");
    assert_eq!(e, format!("node id {n} is out of range: 0 <= id < {n}"));
    let r = compare_rules(s.as_ref(), 0).expect("the root");
    assert_eq!(r.stored, r.standard);
    assert!(r.sub_dag_nodes as usize <= n && r.leaves > 0);
}
