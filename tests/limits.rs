//! Memory budgets: every algorithm stops with "unknown (memory)" before its memory passes the
//! budget, and the search still answers afterwards.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;
use pnlab::search::{Algorithm, Limit, Status};
use pnlab::session::Session;

fn config(algorithm: Algorithm, max_bytes: u64) -> Config {
    let mut c: Config = serde_json::from_value(serde_json::json!({
        "game": "clique", "n": 6, "k": 4, "preset": "BASIC",
        "options": {"transpositions": false},
        "limits": {"maxBytes": max_bytes}
    }))
    .expect("valid");
    c.algorithm = Some(algorithm);
    if algorithm == Algorithm::Pn2 {
        // Small second-level searches keep the test fast; the budget is the first level's.
        c.params.pn2_limit = Some(20);
    }
    c
}

#[test]
fn every_algorithm_stops_within_a_small_budget_and_still_answers() {
    const BUDGET: u64 = 3 << 20;
    for algorithm in Algorithm::ALL {
        let mut s = Session::new(config(algorithm, BUDGET)).expect("valid");
        let status = s.run(Some(2_000_000));
        assert_eq!(status, Status::LimitReached, "{algorithm:?}");
        let solver = s.solver();
        assert_eq!(
            solver.stats().stopped_by,
            Some(Limit::Memory),
            "{algorithm:?}"
        );
        assert_eq!(solver.result_word(), "unknown");
        assert!(
            solver.bytes() as u64 <= BUDGET,
            "{algorithm:?}: {} bytes held",
            solver.bytes()
        );
        // The handle still answers.
        assert!(solver.node(0).is_some());
        assert!(!solver.snapshot().pn.is_empty());
        let at = s.iteration();
        assert!(
            at > 10,
            "{algorithm:?} made progress before the limit: {at}"
        );
        s.back(1);
        assert_eq!(s.iteration(), at - 1);
        assert_eq!(s.solver().status(), Status::Running);
        s.step().expect("steps again");
    }
}

#[test]
fn a_budget_of_zero_is_refused_by_name() {
    let err = Session::new(config(Algorithm::Pns, 0))
        .err()
        .expect("an error");
    assert!(err.contains("maxBytes = 0 is out of range"), "{err}");
}
