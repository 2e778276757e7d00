//! Going back through the undo journal lands on exactly the DAG a fresh run reaches, and
//! running forwards from there retraces the fresh run. Algorithms without a journal replay.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;
use pnlab::search::Status;
use pnlab::session::Session;

/// A small deterministic generator, so a failure names its case and reproduces.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n.max(1)
    }
}

fn config(json: serde_json::Value) -> Config {
    Config::from_json(json.clone()).unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// Every field a reader of the session sees at iteration `m`.
fn same(a: &Session, b: &Session, what: &str) {
    assert_eq!(a.iteration(), b.iteration(), "{what}: iteration");
    assert_eq!(a.solver().stats(), b.solver().stats(), "{what}: stats");
    assert_eq!(a.solver().status(), b.solver().status(), "{what}: status");
    assert_eq!(
        a.solver().node_count(),
        b.solver().node_count(),
        "{what}: nodes"
    );
    assert_eq!(
        a.solver().current_path(),
        b.solver().current_path(),
        "{what}: path"
    );
    assert_eq!(a.root_history(), b.root_history(), "{what}: root history");
    assert_eq!(
        a.solver().answers(),
        b.solver().answers(),
        "{what}: answers"
    );
    assert!(
        a.solver().snapshot() == b.solver().snapshot(),
        "{what}: snapshot"
    );
}

fn cases() -> Vec<(serde_json::Value, bool)> {
    use serde_json::json;
    let mut v = Vec::new();
    for preset in ["BASIC", "K4WEAK", "BEST"] {
        v.push((
            json!({"game": "clique", "n": 6, "k": 4, "preset": preset}),
            true,
        ));
    }
    // A cyclic game (Morris) only dcg searches, and Nine Men's Morris (its default) is not
    // stepped here.
    for game in searchable() {
        v.push((json!({"game": game, "preset": "BASIC"}), true));
    }
    let clique = |options: serde_json::Value| json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "options": options});
    v.push((clique(json!({"rule": "snda"})), true));
    v.push((clique(json!({"transpositions": false})), true));
    v.push((clique(json!({"selection": "from-root"})), true));
    v.push((clique(json!({"lazySons": true})), true));
    // Without a journal: these go back by a replay.
    v.push((
        json!({"game": "clique", "n": 6, "k": 4, "preset": "DFPN"}),
        false,
    ));
    v.push((
        json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "algorithm": "pn2"}),
        false,
    ));
    v.push((
        json!({"game": "clique", "n": 6, "k": 4, "preset": "K4", "algorithm": "pss"}),
        false,
    ));
    // dcg, the default of a cyclic game, on Three Men's Morris.
    v.push((json!({"game": "morris", "men": 3}), false));
    v
}

#[test]
fn back_through_the_journal_equals_a_fresh_run_and_forwards_again_retraces_it() {
    let mut rng = Lcg(13);
    for (json, journaled) in cases() {
        let cfg = config(json.clone());
        // How long the whole solve is, to pick iterations inside it.
        let mut probe = Session::new(cfg.clone()).expect("valid");
        probe.run(Some(3000));
        let end = probe.iteration();
        assert!(end > 2, "{json}: too short a solve to test");
        for _ in 0..4 {
            let n = 1 + rng.below(end);
            let m = rng.below(n);
            let what = format!("{json}: {n} back to {m}");
            let mut s = Session::new(cfg.clone()).expect("valid");
            s.goto(n);
            s.rewind_to(m);
            let landed = s.iteration();
            if journaled {
                assert_eq!(landed, m, "{what}: the journal should reach");
            } else {
                assert_eq!(landed, 0, "{what}: no journal, a replay from 0");
            }
            if cfg!(debug_assertions) {
                s.solver()
                    .check_invariants()
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
            }
            s.goto(m);
            let mut fresh = Session::new(cfg.clone()).expect("valid");
            fresh.goto(m);
            same(&s, &fresh, &what);
            // Forwards again, by steps with records and by a run: the same as a fresh run.
            assert_eq!(s.step(), fresh.step(), "{what}: the step after");
            s.goto(n);
            fresh.goto(n);
            same(&s, &fresh, &format!("{what}, forwards to {n}"));
        }
    }
}

/// A step's record is the same whichever way the search reached the iteration before it: by
/// steps with records, or by a run on the fast path (a jump, a back). Under the default
/// selection from the last changed node, where the selection starts (`started_at`) is part of
/// the search's state, and both ways must leave the same.
#[test]
fn a_step_record_is_the_same_after_steps_and_after_a_jump() {
    for (json, _) in cases() {
        let cfg = config(json.clone());
        let mut stepped = Session::new(cfg.clone()).expect("valid");
        let mut n = 0;
        while let Some(record) = stepped.step() {
            n += 1;
            if n > 400 {
                break;
            }
            let mut jumped = Session::new(cfg.clone()).expect("valid");
            jumped.goto(n - 1);
            assert_eq!(jumped.step(), Some(record), "{json}: iteration {n}");
        }
    }
}

/// Many small backs in a row, each undone and redone: the journal's records and the arenas
/// stay in step however they are interleaved.
#[test]
fn back_and_forth_in_small_steps_keeps_matching_fresh_runs() {
    let cfg = config(serde_json::json!({"game": "clique", "n": 6, "k": 4, "preset": "BEST"}));
    let mut s = Session::new(cfg.clone()).expect("valid");
    let mut rng = Lcg(7);
    s.goto(200);
    for _ in 0..30 {
        let k = 1 + rng.below(20);
        s.back(k);
        let at = s.iteration();
        let mut fresh = Session::new(cfg.clone()).expect("valid");
        fresh.goto(at);
        same(&s, &fresh, &format!("back to {at}"));
        s.run(Some(rng.below(25)));
    }
}

/// A journal turned off and on again in the middle of a segment starts clean: the bits that
/// say "recorded in the open segment" live in the nodes, and the old journal must clear them,
/// or the new one would skip recording those nodes and its undo would restore the wrong DAG.
#[test]
fn a_journal_turned_off_and_on_mid_segment_still_goes_back_exactly() {
    // 337 iterations to the end.
    let cfg = config(serde_json::json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK"}));
    for restart in [1, 100, 130] {
        let mut s = Session::new(cfg.clone()).expect("valid");
        s.goto(restart);
        s.set_journal(false);
        s.set_journal(true);
        s.goto(restart + 150);
        for back_to in [restart + 120, restart + 60, restart + 5, restart] {
            s.rewind_to(back_to);
            assert_eq!(
                s.iteration(),
                back_to,
                "the journal reaches back to {back_to}"
            );
            let mut fresh = Session::new(cfg.clone()).expect("valid");
            fresh.goto(back_to);
            same(
                &s,
                &fresh,
                &format!("on again at {restart}, back to {back_to}"),
            );
        }
    }
}

/// A journal under a tiny byte budget keeps only the last iterations; further back replays,
/// and both land on the same DAG.
#[test]
fn a_capped_journal_reaches_only_the_last_iterations_and_further_back_replays() {
    let cfg = config(serde_json::json!({
        "game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "limits": {"maxBytes": 400_000}
    }));
    let mut s = Session::new(cfg.clone()).expect("valid");
    // The journal's cap is an eighth of the budget: 50 kB, a few hundred iterations.
    while s.solver().journal_reach() == Some(0) && s.solver().status() == Status::Running {
        s.run(Some(50));
    }
    let end = s.iteration();
    let reach = s.solver().journal_reach().expect("a journal");
    assert!(reach > 0 && reach < end, "reach {reach} of {end}");
    assert!(s.solver().bytes() <= 400_000);
    s.rewind_to(reach);
    assert_eq!(s.iteration(), reach);
    s.goto(end);
    s.rewind_to(reach - 1);
    assert_eq!(s.iteration(), 0, "beyond the reach: a replay");
    s.goto(reach - 1);
    let mut fresh = Session::new(cfg).expect("valid");
    fresh.goto(reach - 1);
    same(&s, &fresh, "beyond the reach");
}

/// The games every search algorithm takes: those whose positions cannot repeat.
fn searchable() -> Vec<&'static str> {
    let names = pnlab::games::registry::names();
    names
        .into_iter()
        .filter(|n| !pnlab::games::registry::cyclic(n))
        .collect()
}
