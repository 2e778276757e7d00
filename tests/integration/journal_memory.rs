//! The undo journal's real allocation stays within its cap, and `journal_bytes()` counts what
//! the allocator gave it: measured with a counting allocator, against the same run with the
//! journal off. (Its queues used to grow by doubling and keep their capacity, about 3× the cap.)
//! The allocator (`common/counting.rs`, this binary's global one) counts per thread.

#![cfg(not(target_arch = "wasm32"))]

use crate::common::counting;
use pnlab::config::Config;
use pnlab::search::Status;
use pnlab::session::Session;

/// Bytes live after running `config` with the journal on or off to iteration `to` (`None`:
/// until the journal has dropped its oldest records, then 1,000 more), less those live before
/// the session; with the iteration reached, the journal's own count, its reach and the bytes
/// of the DAG's parent-link arenas.
fn live_after(
    config: &Config,
    journal: bool,
    to: Option<u64>,
) -> (isize, u64, usize, Option<u64>, isize) {
    let before = counting::live();
    let mut s = Session::new(config.clone()).expect("valid");
    s.set_journal(journal);
    match to {
        Some(n) => {
            s.goto(n);
        }
        None => {
            while s.solver().journal_reach() == Some(0) && s.solver().status() == Status::Running {
                s.run(Some(50));
            }
            s.run(Some(1000));
        }
    }
    assert_eq!(
        s.solver().status(),
        Status::Running,
        "the search ended early"
    );
    let live = counting::live() - before;
    (
        live,
        s.iteration(),
        s.journal_bytes(),
        s.solver().journal_reach(),
        links_bytes(&s),
    )
}

fn links_bytes(s: &Session) -> isize {
    let parts = s.solver().bytes_by_part();
    let links = parts.iter().find(|&&(name, _)| name == "links");
    links.expect("a links part").1 as isize
}

#[test]
fn the_journal_allocates_within_its_cap_and_counts_what_it_holds() {
    // The journal's cap is an eighth of the byte budget: 1 MB.
    let budget = 8_000_000u64;
    let cap = (budget / 8) as isize;
    let config = Config::from_json(serde_json::json!({
        "game": "clique", "n": 8, "k": 4, "preset": "K4WEAK", "limits": {"maxBytes": budget}
    }))
    .expect("valid");
    let (on, at, counted, reach, links_on) = live_after(&config, true, None);
    let (off, _, _, _, links_off) = live_after(&config, false, Some(at));
    let journal = on - off;
    let reach = reach.expect("a journal");
    assert!(
        reach > 0,
        "the journal never filled its cap (reach {reach})"
    );
    println!(
        "at iteration {at} the journal reaches back to {reach}: the allocator gave it {journal} \
         bytes, journal_bytes() says {counted}, cap {cap}"
    );
    // Within the cap, plus the bits that say which nodes a segment recorded (a bit per node,
    // two per node in all) and the fixed parts.
    assert!(
        journal <= cap + cap / 8,
        "the journal holds {journal} bytes, cap {cap}"
    );
    // And it says what it holds, within a few percent (the allocator's own rounding aside).
    // It counts the parent blocks it keeps from reuse at their size; the parent-link arenas
    // that hold them grow by doubling, so what they grew by lies between: the count is at
    // least what the journal took outside those arenas, and at most all it took.
    let tol = journal / 20 + 4096;
    let outside = journal - (links_on - links_off);
    assert!(
        counted as isize <= journal + tol && counted as isize >= outside - tol,
        "journal_bytes() says {counted}, the allocator gave {journal}, {outside} of it outside \
         the parent-link arenas"
    );
}
