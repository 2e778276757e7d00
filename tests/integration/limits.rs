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
    if algorithm.takes().contains(&"pn2Limit") {
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

/// The session's history of the root's numbers grows by an entry every iteration, however few
/// nodes the search keeps. df-pn under a table of 2,000 entries solves (7,4) in 98,973
/// iterations within 3 MB on its own (the CLI's path), where the history would take 2.4 MB
/// more: a session, whose history the budget counts, stops by memory before, within the budget
/// with its history counted. Without the count a long run with a small table grew the history
/// past any budget, and in the browser until the module trapped.
#[test]
fn the_sessions_history_counts_against_the_budget() {
    const BUDGET: u64 = 3_000_000;
    let c: Config = serde_json::from_value(serde_json::json!({
        "game": "clique", "n": 7, "k": 4, "algorithm": "dfpn",
        "params": {"ttSize": 2000},
        "limits": {"maxBytes": BUDGET}
    }))
    .expect("valid");
    let mut alone = c.build().expect("valid");
    assert_eq!(alone.run(None), Status::Solved);
    let solved_at = alone.stats().iterations;

    let mut s = Session::new(c).expect("valid");
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.solver().stats().stopped_by, Some(Limit::Memory));
    let at = s.iteration();
    assert!(at < solved_at, "stopped at {at} of {solved_at}");
    let history = (s.root_history().len() * 3 * size_of::<[u32; 2]>()) as u64;
    assert!(
        s.solver().bytes() as u64 + history <= BUDGET,
        "{} bytes and a history of {history}",
        s.solver().bytes()
    );
    s.back(1);
    assert_eq!(s.iteration(), at - 1);
}

#[test]
fn a_budget_of_zero_is_refused_by_name() {
    let err = Session::new(config(Algorithm::Pns, 0))
        .err()
        .expect("an error")
        .to_string();
    assert!(err.contains("maxBytes = 0 is out of range"), "{err}");
}

/// The browser's view of the DAG counted in the budget (`Limits::view`, set by the wasm
/// handle): every algorithm stops while its bytes and the view's (at the view's rate per node
/// and per edge) fit the budget together, so it stops with fewer nodes than without the view.
#[test]
fn a_view_share_counts_against_the_budget_for_every_algorithm() {
    const BUDGET: u64 = 3 << 20;
    const VIEW: [u32; 2] = [55, 12];
    for algorithm in Algorithm::ALL {
        let mut plain = Session::new(config(algorithm, BUDGET)).expect("valid");
        plain.run(Some(2_000_000));
        let mut viewed = Session::new(config(algorithm, BUDGET)).expect("valid");
        viewed.set_view(VIEW);
        let status = viewed.run(Some(2_000_000));
        assert_eq!(status, Status::LimitReached, "{algorithm:?}");
        let s = viewed.solver();
        assert_eq!(s.stats().stopped_by, Some(Limit::Memory), "{algorithm:?}");
        let snap = s.snapshot();
        // The snapshot's edges are at most the son lists' entries the engine counts.
        let counted = s.bytes() as u64
            + VIEW[0] as u64 * snap.level.len() as u64
            + VIEW[1] as u64 * snap.edge_son.len() as u64;
        assert!(counted <= BUDGET, "{algorithm:?}: {counted} bytes counted");
        // What the page's status line shows against the budget: the search, the view of every
        // son entry (at least the snapshot's edges) and the root's history, within the budget.
        let shown = s.budget_bytes();
        let history = 24 * (viewed.iteration() + 2);
        assert!(
            shown >= counted + history && shown <= BUDGET,
            "{algorithm:?}: {shown} bytes shown, {counted} + {history} counted here"
        );
        let (with, without) = (s.node_count(), plain.solver().node_count());
        assert!(
            with < without,
            "{algorithm:?}: {with} nodes with the view, {without} without"
        );
        // The journal and replay still work under the smaller share.
        let at = viewed.iteration();
        viewed.back(1);
        assert_eq!(viewed.iteration(), at - 1);
        viewed.step().expect("steps again");
    }
}

/// Going back one iteration from a stop on memory lands on the iteration before, whatever the
/// budget: the journal's way back keeps what later iterations grew, so near a full budget its
/// run forwards could stop short (by 40 iterations at 5.5 MB with the view counted); then the
/// session replays from the start, which holds what the first run held.
#[test]
fn back_one_from_a_memory_stop_lands_on_the_iteration_before() {
    for step in 0..40u64 {
        let budget = 3_000_000 + step * 250_000;
        let mut s = Session::new(config(Algorithm::Pns, budget)).expect("valid");
        s.set_view([55, 12]);
        s.run(None);
        assert_eq!(s.solver().stats().stopped_by, Some(Limit::Memory));
        let at = s.iteration();
        s.back(1);
        assert_eq!(s.iteration(), at - 1, "budget {budget}");
        assert_eq!(s.solver().status(), Status::Running, "budget {budget}");
        s.step().expect("steps again");
        assert_eq!(s.iteration(), at, "budget {budget}");
    }
}

/// An iteration a node limit refuses leaves the DAG and the current path as a search that
/// never tried it has them (only the status says a limit was reached), for every algorithm and
/// both of df-pn's threshold rules; so a page that stopped there shows what a fresh load of
/// that iteration shows.
#[test]
fn a_refused_iteration_leaves_the_path_as_it_was() {
    let mut checked = 0;
    for algorithm in Algorithm::ALL {
        for thesis in [false, true] {
            if thesis && !algorithm.takes().contains(&"thresholdRule") {
                continue;
            }
            for max_nodes in 5..60u64 {
                let mut c: Config = serde_json::from_value(serde_json::json!({
                    "game": "tictactoe", "normaliser": "identity",
                    "limits": {"maxNodes": max_nodes}
                }))
                .expect("valid");
                c.algorithm = Some(algorithm);
                if thesis {
                    c.params.threshold_rule = Some(pnlab::search::ThresholdRule::Thesis);
                }
                let mut s = Session::new(c.clone()).expect("valid");
                while s.step().is_some() {}
                if s.solver().status() != Status::LimitReached {
                    continue;
                }
                let n = s.iteration();
                let mut fresh = Session::new(c).expect("valid");
                fresh.goto(n);
                assert_eq!(
                    s.solver().current_path(),
                    fresh.solver().current_path(),
                    "{algorithm:?} (thesis {thesis}), maxNodes {max_nodes}, iteration {n}"
                );
                assert_eq!(
                    s.solver().snapshot(),
                    fresh.solver().snapshot(),
                    "{algorithm:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "{checked} refused iterations checked");
}

/// Stepping up to the iteration limit ends the search with "unknown (iterations)": the step
/// that is refused says so in the status, as a run does.
#[test]
fn a_step_refused_by_the_iteration_limit_reports_the_limit() {
    for algorithm in Algorithm::ALL {
        let mut c: Config = serde_json::from_value(serde_json::json!({
            "game": "clique", "n": 6, "k": 4, "limits": {"maxIterations": 3}
        }))
        .expect("valid");
        c.algorithm = Some(algorithm);
        let mut s = Session::new(c).expect("valid");
        for i in 0..3 {
            assert!(s.step().is_some(), "{algorithm:?}: step {i}");
            assert_eq!(s.solver().status(), Status::Running, "{algorithm:?}");
        }
        assert!(s.step().is_none(), "{algorithm:?}");
        assert_eq!(s.solver().status(), Status::LimitReached, "{algorithm:?}");
        assert_eq!(s.solver().stats().stopped_by, Some(Limit::Iterations));
        assert_eq!(s.solver().result_word(), "unknown");
        assert_eq!(s.iteration(), 3, "{algorithm:?}");
    }
}
