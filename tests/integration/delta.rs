//! Deltas (src/session/delta.rs): applied one after another to the first snapshot, they give the
//! fresh snapshot at every move — steps, steps back (through the journal, or by a replay for
//! df-pn, PN² and proof-set search), step over, long jumps and a solve's second question — and a
//! step sends a delta, not the whole DAG.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;
use pnlab::search::{Snapshot, Status, StepRecord};
use pnlab::session::delta::{apply, Delta, Deltas};
use pnlab::session::Session;
use serde_json::json;

fn session(json: serde_json::Value) -> Session {
    let cfg = Config::from_json(json.clone()).unwrap_or_else(|e| panic!("{json}: {e}"));
    Session::new(cfg).expect("valid")
}

/// The page's side: what it holds, the version of it, and how many deltas came whole.
#[derive(Default)]
struct Page {
    snap: Snapshot,
    path: Vec<u32>,
    version: u64,
    whole: usize,
    small: usize,
}

impl Page {
    fn receive(&mut self, d: &Delta) {
        apply(&mut self.snap, d);
        self.path = d.path.clone();
        self.version = d.version;
        if d.full.is_some() {
            self.whole += 1;
        } else {
            self.small += 1;
        }
    }
}

/// Asks for the delta since what the page holds (after a step, with its record: what the
/// browser's worker does), applies it and compares with a fresh snapshot.
fn sync_after(
    deltas: &mut Deltas,
    s: &Session,
    page: &mut Page,
    what: &str,
    step: Option<&StepRecord>,
) -> Delta {
    let d = match step {
        Some(r) => deltas.after_step(Some(page.version), s, r),
        None => deltas.since(Some(page.version), s),
    };
    page.receive(&d);
    assert!(
        page.snap == s.solver().snapshot(),
        "{what}: the patched snapshot differs from a fresh one"
    );
    assert_eq!(page.path, s.solver().current_path(), "{what}: path");
    d
}

fn sync(deltas: &mut Deltas, s: &Session, page: &mut Page, what: &str) -> Delta {
    sync_after(deltas, s, page, what, None)
}

/// The clique game under each algorithm, Three Men's Morris under dcg, and every game of the
/// list whose positions cannot repeat from its defaults.
fn cases() -> Vec<serde_json::Value> {
    let mut cases = vec![
        json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK"}),
        json!({"game": "clique", "n": 6, "k": 4, "preset": "BASIC"}),
        json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "options": {"rule": "snda"}}),
        json!({"game": "clique", "n": 6, "k": 4, "preset": "DFPN"}),
        json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "algorithm": "pn2"}),
        json!({"game": "clique", "n": 6, "k": 4, "preset": "K4", "algorithm": "pss"}),
        // dcg, the default of a cyclic game: solving reaches parents off the path.
        json!({"game": "morris", "men": 3}),
    ];
    // A cyclic game (Morris) only dcg searches, and Nine Men's Morris (its default) is not
    // stepped here.
    for game in searchable() {
        cases.push(json!({"game": game, "preset": "BASIC"}));
    }
    cases
}

#[test]
fn deltas_applied_step_after_step_equal_the_fresh_snapshot() {
    for json in cases() {
        let mut s = session(json.clone());
        let mut deltas = Deltas::new();
        let first = deltas.since(None, &s);
        assert!(first.full.is_some(), "{json}: the first answer is whole");
        let mut page = Page::default();
        page.receive(&first);
        let mut moves = 0u64;
        // Forwards and back in a fixed pattern: 5 steps, 2 back, a step over, 1 back, ...
        while s.solver().status() == Status::Running && moves < 400 {
            moves += 1;
            let what = format!("{json}, move {moves} at iteration {}", s.iteration());
            let mut record = None;
            match moves % 9 {
                3 | 7 => {
                    s.back(if moves % 9 == 3 { 2 } else { 1 });
                }
                // Step over, unless its target is the root, for at most 24 iterations (a
                // leap's slice in the worker): a long leap would solve it all at once.
                5 => {
                    if let Some(target) = s.step_over_target().filter(|&t| t != 0) {
                        s.leap(target, 24);
                    }
                }
                // Every third step is asked for as a plain delta, the others as after a step.
                m => {
                    let r = s.step();
                    if m % 3 != 0 {
                        record = r;
                    }
                }
            }
            sync_after(&mut deltas, &s, &mut page, &what, record.as_ref());
        }
        // A long jump back and forwards again, then the rest of the solve in one go.
        let end = s.iteration();
        s.goto(end / 3);
        sync(
            &mut deltas,
            &s,
            &mut page,
            &format!("{json}: back to {}", end / 3),
        );
        s.goto(end);
        sync(
            &mut deltas,
            &s,
            &mut page,
            &format!("{json}: forwards to {end}"),
        );
        s.run(None);
        sync(&mut deltas, &s, &mut page, &format!("{json}: to the end"));
        assert!(
            page.small > 4 * page.whole,
            "{json}: {} deltas and {} whole snapshots: a step should send a delta",
            page.small,
            page.whole
        );
    }
}

/// A solve that asks two questions starts a new DAG from the root; the deltas follow it.
#[test]
fn a_second_question_new_dag_is_followed_exactly() {
    // Connect four 4×4 is a draw: "first-wins" is disproved at iteration 5,240, then a new
    // search asks "first-avoids-loss".
    let mut s = session(json!({"game": "connect4", "cols": 4, "rows": 4, "preset": "BASIC"}));
    s.goto(5230);
    let mut deltas = Deltas::new();
    let mut page = Page::default();
    page.receive(&deltas.since(None, &s));
    let mut questions = vec![s.solver().question()];
    for _ in 0..30 {
        let r = s.step().expect("running");
        sync_after(
            &mut deltas,
            &s,
            &mut page,
            &format!("iteration {}", r.iteration),
            Some(&r),
        );
        if questions.last() != Some(&s.solver().question()) {
            questions.push(s.solver().question());
        }
    }
    assert_eq!(questions.len(), 2, "a new question within the 30 steps");
    // Back across the change of question.
    while s.iteration() > 5200 {
        s.back(3);
        sync(
            &mut deltas,
            &s,
            &mut page,
            &format!("back to {}", s.iteration()),
        );
    }
}

/// The page shows an iteration as the worker does: back to the one before through the journal,
/// then one step. Shown from the second question's DAG, the iteration that starts it goes back
/// into the first search and steps into a new second one: the page's copy follows exactly,
/// from a few steps in, from one step in and from the end.
#[test]
fn showing_the_second_question_s_first_iteration_from_later_in_it_is_exact() {
    let json = json!({"game": "connect4", "cols": 4, "rows": 4});
    let mut s = session(json.clone());
    // Where the second question starts: its first step says so.
    let start = loop {
        let r = s.step().expect("running");
        if r.new_search {
            break r.iteration;
        }
    };
    for from in [start + 12, start + 1, u64::MAX] {
        s.goto(from);
        let mut deltas = Deltas::new();
        let mut page = Page::default();
        page.receive(&deltas.since(None, &s));
        s.rewind_to(start - 1);
        s.goto(start - 1);
        let r = s.step().expect("the second question's first step");
        assert!(
            r.new_search,
            "from {from}: iteration {start} starts the second question"
        );
        sync_after(
            &mut deltas,
            &s,
            &mut page,
            &format!("{start} shown from {from}"),
            Some(&r),
        );
        let mut fresh = session(json.clone());
        fresh.goto(start);
        assert!(
            page.snap == fresh.solver().snapshot(),
            "from {from}: a fresh load's DAG"
        );
        assert_eq!(s.solver().root_numbers(), fresh.solver().root_numbers());
    }
}

#[test]
fn a_step_sends_what_it_changed_and_a_stale_version_gets_the_whole_snapshot() {
    let mut s = session(json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK"}));
    s.goto(200);
    let mut deltas = Deltas::new();
    let first = deltas.since(None, &s);
    let nodes = first.node_count;
    let record = s.step().expect("running at 200");
    let d = deltas.after_step(Some(first.version), &s, &record);
    assert!(d.full.is_none(), "a step is a delta");
    let created = record.sons.iter().filter(|x| x.created).count() as u32;
    assert_eq!(d.node_count, nodes + created);
    assert_eq!(d.first_new, nodes);
    assert_eq!(d.level.len() as u32, created);
    // The developed node's list and the numbers along the update, no more.
    assert!(
        d.parents.contains(&record.developed),
        "the developed node's sons"
    );
    let updated: Vec<u32> = record
        .updates
        .iter()
        .filter(|u| u.changed)
        .map(|u| u.node)
        .collect();
    for u in &updated {
        assert!(d.changed.contains(u), "node {u}'s numbers changed");
    }
    // What the step touched, no more: its path, its sons, the nodes it updated.
    let touched = record.path.len() + record.sons.len() + record.updates.len() + 1;
    assert!(
        d.changed.len() <= touched,
        "{} nodes sent for {touched} touched",
        d.changed.len()
    );
    assert!(d.changed.len() < nodes as usize / 10);
    // The same step asked for as a plain delta (a pass over every node) sends the same DAG.
    let mut a = Snapshot::default();
    apply(&mut a, &first);
    let mut b = a.clone();
    apply(&mut a, &d);
    let mut other = Deltas::new();
    let mut s2 = session(json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK"}));
    s2.goto(200);
    let f2 = other.since(None, &s2);
    s2.step();
    let d2 = other.since(Some(f2.version), &s2);
    assert!(d2.full.is_none());
    apply(&mut b, &d2);
    assert!(a == b, "after_step and since agree");
    // An old version (or none): the whole snapshot, which is the fresh one.
    s.step();
    let stale = deltas.since(Some(first.version), &s);
    assert_eq!(stale.full.as_ref(), Some(&s.solver().snapshot()));
    assert_eq!(stale.version, d.version + 1);
}

/// A bounded df-pn table evicts nodes and reuses their ids: the nodes it changes are named by
/// no step record, so a delta across an eviction is a whole snapshot, and the page's copy stays
/// exact step after step, back and forth.
#[test]
fn deltas_stay_exact_while_a_bounded_table_evicts_and_reuses_ids() {
    let json = json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "algorithm": "dfpn",
        "params": {"ttSize": 150}});
    let mut s = session(json.clone());
    let mut deltas = Deltas::new();
    let mut page = Page::default();
    page.receive(&deltas.since(None, &s));
    let mut moves = 0u64;
    while s.solver().status() == Status::Running && moves < 300 {
        moves += 1;
        let what = format!("{json}, move {moves} at iteration {}", s.iteration());
        let record = if moves % 7 == 3 {
            s.back(2);
            None
        } else {
            s.step()
        };
        sync_after(&mut deltas, &s, &mut page, &what, record.as_ref());
    }
    assert!(s.solver().evictions() > 0, "the table evicted");
    let created = s.solver().stats().created as usize;
    assert!(
        s.solver().node_count() < created,
        "ids were reused: {} ids for {created} nodes created",
        s.solver().node_count()
    );
}

/// Steps' deltas keep the base current (`Deltas::after_step`): 64 steps in a row are each a
/// delta, and a move after them (back one) is a delta from the base they left, exact; from the
/// 65th step in a row the base is dropped, so the 66th step's answer is the whole snapshot.
#[test]
fn sixty_four_steps_in_a_row_are_deltas_and_the_next_move_is_exact() {
    let mut s = session(json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK"}));
    let mut deltas = Deltas::new();
    let mut page = Page::default();
    page.receive(&deltas.since(None, &s));
    for i in 1..=64 {
        let r = s.step().expect("running");
        let d = sync_after(&mut deltas, &s, &mut page, &format!("step {i}"), Some(&r));
        assert!(d.full.is_none(), "step {i} is a delta");
    }
    s.back(1);
    let d = sync(&mut deltas, &s, &mut page, "back 1 after 64 steps");
    assert!(d.full.is_none(), "back 1 after 64 steps is a delta");
    for i in 1..=66 {
        let r = s.step().expect("running");
        let d = sync_after(&mut deltas, &s, &mut page, &format!("step {i}"), Some(&r));
        assert_eq!(d.full.is_some(), i == 66, "step {i} of a run of 66");
    }
}

/// Backs through the journal answer with the nodes the undos touched (`delta/undo.rs`), and
/// moves forwards keep that record: a random mix of steps, runs, short and long backs, with
/// the delta asked after some moves only, keeps the page's copy exact, on a solve that asks
/// two questions as well.
#[test]
fn random_moves_back_and_forth_with_skipped_deltas_stay_exact() {
    let cases = [
        (
            json!({"game": "clique", "n": 7, "k": 4, "preset": "BEST"}),
            2000,
        ),
        (
            json!({"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "options": {"rule": "snda"}}),
            100,
        ),
        (
            json!({"game": "connect4", "cols": 4, "rows": 4, "preset": "BASIC"}),
            5150,
        ),
        (json!({"game": "tictactoe", "preset": "BASIC"}), 50),
    ];
    for (json, start) in cases {
        let mut s = session(json.clone());
        s.goto(start);
        let mut deltas = Deltas::new();
        let mut page = Page::default();
        page.receive(&deltas.since(None, &s));
        // A fixed xorshift: the same moves on every run.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: u64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % m
        };
        for moves in 0..300 {
            let at = s.iteration();
            let mut record = None;
            match next(10) {
                0..=3 => record = s.step(),
                4..=6 => {
                    s.back(1 + next(3));
                }
                7 => {
                    s.back(20 + next(150));
                }
                _ => {
                    s.run(Some(1 + next(40)));
                }
            }
            if next(4) != 0 {
                let what = format!("{json}, move {moves} from {at} to {}", s.iteration());
                sync_after(&mut deltas, &s, &mut page, &what, record.as_ref());
            }
        }
        assert!(
            page.small > 4 * page.whole,
            "{json}: {} deltas, {} whole",
            page.small,
            page.whole
        );
    }
}

/// The browser's worker asks for a whole snapshot without its cells (`Deltas::cells_apart`) and
/// copies them out of `Solver::cells_of` a part at a time: the page's copy, filled so (here in
/// parts of 7 nodes), still equals a fresh snapshot at every move, and the small deltas still
/// carry their new nodes' cells.
#[test]
fn with_the_cells_apart_a_whole_snapshot_gets_them_from_the_solver() {
    fn sync_apart(
        deltas: &mut Deltas,
        s: &Session,
        page: &mut Page,
        what: &str,
        r: Option<&StepRecord>,
    ) {
        let d = match r {
            Some(r) => deltas.after_step(Some(page.version), s, r),
            None => deltas.since(Some(page.version), s),
        };
        page.receive(&d);
        if let Some(full) = &d.full {
            assert!(
                full.cells.is_empty(),
                "{what}: the whole snapshot came with its cells"
            );
            assert!(full.cells_per_node > 0, "{what}: cells per node");
            let n = full.level.len() as u32;
            for a in (0..n).step_by(7) {
                s.solver().cells_of(a..n.min(a + 7), &mut page.snap.cells);
            }
        }
        assert!(
            page.snap == s.solver().snapshot(),
            "{what}: the patched snapshot differs from a fresh one"
        );
    }
    for json in cases() {
        let mut s = session(json.clone());
        let mut deltas = Deltas::new();
        deltas.cells_apart();
        let mut page = Page::default();
        sync_apart(&mut deltas, &s, &mut page, &format!("{json}: first"), None);
        for moves in 1..=60u64 {
            let what = format!("{json}, move {moves} at iteration {}", s.iteration());
            let mut record = None;
            match moves % 7 {
                3 => {
                    s.back(2);
                }
                m => record = s.step().filter(|_| m % 2 == 0),
            }
            sync_apart(&mut deltas, &s, &mut page, &what, record.as_ref());
        }
        let end = s.iteration();
        s.goto(end / 3);
        sync_apart(
            &mut deltas,
            &s,
            &mut page,
            &format!("{json}: back to {}", end / 3),
            None,
        );
        s.run(None);
        // A version the page never held: the whole snapshot again.
        page.version += 1;
        sync_apart(
            &mut deltas,
            &s,
            &mut page,
            &format!("{json}: to the end"),
            None,
        );
        assert!(
            page.whole >= 2 && page.small > page.whole,
            "{json}: {} whole, {} small",
            page.whole,
            page.small
        );
    }
}

/// The games every search algorithm takes: those whose positions cannot repeat.
fn searchable() -> Vec<&'static str> {
    let names = pnlab::games::registry::names();
    names
        .into_iter()
        .filter(|n| !pnlab::games::registry::cyclic(n))
        .collect()
}
