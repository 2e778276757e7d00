//! The report in slices (what the play worker runs, posting progress between slices) gives the
//! same report as one call, and its progress counts up: moves done of the total, and for the
//! PN-search fallback its iterations and nodes.

use crate::common;
use pnlab::config::Config;
use pnlab::exact::analyst;
use pnlab::solution::{Analyst, PositionReport, Progress, Slice};

fn make(json: &str) -> Box<dyn Analyst> {
    let config =
        Config::from_json(serde_json::from_str::<serde_json::Value>(json).unwrap()).unwrap();
    analyst(&config).unwrap()
}

/// Runs the report of `line` in slices of `iterations`; returns every progress and the report.
fn sliced(
    a: &mut dyn Analyst,
    line: &[String],
    iterations: u64,
) -> (Vec<Progress>, PositionReport) {
    let first = a.begin_report(line).unwrap();
    assert_eq!(first.done, 0, "a fresh report starts with no move done");
    assert_eq!(first.total, first.report.moves.len());
    let mut seen = Vec::new();
    loop {
        match a.advance(iterations).unwrap() {
            Slice::Working(p) => seen.push(*p),
            Slice::Done(r) => return (seen, *r),
        }
    }
}

#[test]
fn exact_slices_count_the_moves_up_and_fill_the_values_in_as_they_come() {
    let mut a = make(r#"{"game": "connect4", "cols": 4, "rows": 4}"#);
    let (seen, report) = sliced(a.as_mut(), &[], 1000);
    assert_eq!(report.method, "exact");
    assert_eq!(report.moves.len(), 4);
    // A slice is a bounded number of searched positions (src/exact/connect4/analyst.rs): a
    // move may take several, and every move count from 0 to 3 is shown on the way.
    let mut done: Vec<usize> = seen.iter().map(|p| p.done).collect();
    assert!(done.windows(2).all(|w| w[0] <= w[1]), "{done:?}");
    assert!(
        seen.len() > 4,
        "some move took more than one slice: {done:?}"
    );
    done.dedup();
    assert_eq!(done, vec![0, 1, 2, 3]);
    for p in &seen {
        assert_eq!((p.method, p.total, p.iterations), ("exact", 4, 0));
        let known = p.report.moves.iter().filter(|m| m.value.is_some()).count();
        assert_eq!(known, p.done, "the moves solved so far carry their values");
        assert!(p.report.moves.iter().all(|m| !m.keeps_value));
    }
    let whole = make(r#"{"game": "connect4", "cols": 4, "rows": 4}"#)
        .report(&[])
        .unwrap();
    assert_eq!(report, whole);
    // The same position again: the finished report is at hand, every move done at once.
    let again = a.begin_report(&[]).unwrap();
    assert_eq!((again.done, again.total), (4, 4));
    assert!(matches!(a.advance(1).unwrap(), Slice::Done(r) if *r == whole));
}

#[test]
fn fallback_slices_report_iterations_and_nodes_and_end_with_the_one_call_report() {
    // Connect-4's exact solver has no fallback (its table never runs out); tic-tac-toe's has.
    let mut a = make(r#"{"game": "tictactoe"}"#);
    a.set_budget(10);
    let (seen, report) = sliced(a.as_mut(), &[], 200);
    assert_eq!(report.method, "pn-search");
    assert!(seen.iter().any(|p| p.method == "pn-search"));
    let pn: Vec<&Progress> = seen.iter().filter(|p| p.method == "pn-search").collect();
    // Many slices per move: a PN-search runs 200 iterations a slice.
    assert!(pn.len() > 8, "{} slices", pn.len());
    for w in pn.windows(2) {
        assert!(
            w[1].done >= w[0].done
                && w[1].iterations >= w[0].iterations
                && w[1].nodes >= w[0].nodes
        );
        assert!(
            w[1].iterations - w[0].iterations <= 200 * 2,
            "a slice runs about 200 iterations"
        );
    }
    assert!(pn.last().unwrap().nodes > 1000);
    let mut b = make(r#"{"game": "tictactoe"}"#);
    b.set_budget(10);
    assert_eq!(report, b.report(&[]).unwrap());
    // The exact values of the same position agree with the fallback's.
    let exact = make(r#"{"game": "tictactoe"}"#).report(&[]).unwrap();
    let values = |r: &PositionReport| r.moves.iter().map(|m| m.value).collect::<Vec<_>>();
    assert_eq!(values(&report), values(&exact));
}

#[test]
fn advance_without_a_report_begun_is_an_error_and_a_bad_line_is_refused() {
    let mut a = make(r#"{"game": "tictactoe"}"#);
    let e = common::error_of("input", a.advance(10));
    assert!(e.contains("no report under way"), "{e}");
    let e = common::error_of("input", a.begin_report(&["z9".to_string()]));
    assert!(e.contains("move 1 \"z9\" is not legal"), "{e}");
    // After the game ends the report comes in one slice, with no moves.
    let line: Vec<String> = "a1 b1 a2 b2 a3".split(' ').map(String::from).collect();
    a.begin_report(&line).unwrap();
    match a.advance(10).unwrap() {
        Slice::Done(r) => assert!(r.over.is_some() && r.moves.is_empty()),
        Slice::Working(p) => panic!("a finished game needs no work: {p:?}"),
    }
}
