//! Going back across parent-list moves: a list that outgrows its block moves to a larger one
//! and the old block is freed, but an earlier state's parent field names it, so the journal
//! keeps it until it can no longer go back that far (`src/search/dag/links.rs`). Under a small
//! cap the journal drops old segments and their blocks are reused; every node's parents after
//! going back must still be a fresh run's, in the same order.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;
use pnlab::search::Status;
use pnlab::session::Session;

fn parents_of_all(s: &Session) -> Vec<Vec<u32>> {
    (0..s.solver().node_count() as u32)
        .map(|id| s.solver().node(id).expect("a node").parents)
        .collect()
}

#[test]
fn back_across_moved_and_reused_parent_blocks_gives_a_fresh_runs_parents() {
    // The journal's cap is an eighth of the budget: 500 kB, several hundred iterations of
    // (7,4) (it keeps the blocks lists moved out of, which count against it).
    let cfg = Config::from_json(serde_json::json!({
        "game": "clique", "n": 7, "k": 4, "preset": "BEST", "limits": {"maxBytes": 4_000_000}
    }))
    .expect("valid");
    let mut s = Session::new(cfg.clone()).expect("valid");
    while s.solver().journal_reach() == Some(0) && s.solver().status() == Status::Running {
        s.run(Some(50));
    }
    // Well past the point where the first segments were dropped: their blocks are reused.
    s.run(Some(1500));
    assert_eq!(
        s.solver().status(),
        Status::Running,
        "the search ended early"
    );
    let reach = s.solver().journal_reach().expect("a journal");
    assert!(reach > 0, "the journal never dropped a segment");
    let mut checked = 0;
    for back in [1, 7, 64, 65, 300] {
        let end = s.iteration();
        if end - back < s.solver().journal_reach().expect("a journal") {
            continue;
        }
        s.back(back);
        let at = s.iteration();
        assert_eq!(at, end - back, "within the journal's reach");
        let mut fresh = Session::new(cfg.clone()).expect("valid");
        fresh.goto(at);
        assert_eq!(
            s.solver().node_count(),
            fresh.solver().node_count(),
            "back {back} to {at}: nodes"
        );
        assert_eq!(
            parents_of_all(&s),
            parents_of_all(&fresh),
            "back {back} to {at}: parents"
        );
        if cfg!(debug_assertions) {
            s.solver()
                .check_invariants()
                .unwrap_or_else(|e| panic!("back {back} to {at}: {e}"));
        }
        // Forwards again, reusing what going back left: still the fresh run's parents.
        s.run(Some(200));
        fresh.run(Some(200));
        assert_eq!(
            parents_of_all(&s),
            parents_of_all(&fresh),
            "back {back} to {at}, then 200 on: parents"
        );
        checked += 1;
    }
    assert!(checked >= 3, "only {checked} backs within the reach");
}
