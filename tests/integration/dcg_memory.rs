//! `dcg` under a memory limit: what it allocates at its peak (the DAG, the side arrays, the
//! closed set's and the nearest leaf's scratch, and the proof check of an answer it found)
//! stays within the limit, measured by the integration binary's counting allocator.

use crate::common::counting;
use pnlab::config::Config;
use pnlab::search::verify::OUT_OF_MEMORY;

/// Six Men's Morris solved under `max_bytes` as `pnlab solve morris --men 6 --verify` solves it:
/// the peak of the bytes allocated on this thread, the result's word, and how many proofs the
/// check accepted (`Err` when it stopped or refused).
fn peak_under(max_bytes: u64) -> (u64, String, Result<usize, pnlab::Error>) {
    let config: Config = serde_json::from_value(serde_json::json!({
        "game": "morris", "men": 6,
        "limits": {"maxBytes": max_bytes}
    }))
    .expect("valid");
    let before = counting::live();
    counting::reset_peak();
    let mut s = config.build().expect("builds");
    s.run(None);
    let checked = s.verify_all().map(|r| r.len());
    let word = s.result_word().to_string();
    drop(s);
    ((counting::peak() - before) as u64, word, checked)
}

/// Under 16 MiB the search stops before any answer. Under 80 MiB the first question (does
/// the first player win?) is answered "no" by the closed set, the second search stops, and the
/// first answer's check, which the second search's DAG leaves too little room, ends "unknown
/// (memory)". Either way the peak, scratch and check included, stays within the limit.
#[test]
fn dcg_s_peak_allocation_stays_within_its_memory_limit() {
    for (max, answered) in [(16u64 << 20, false), (80 << 20, true)] {
        let (peak, word, checked) = peak_under(max);
        assert!(peak <= max, "peak {peak} bytes past the limit {max}");
        // The limit, not a small search, bounds the peak.
        assert!(peak > max / 2, "peak {peak} bytes, limit {max}");
        if answered {
            assert_eq!(word, "draw-or-second-wins", "{max}");
            let e = checked.expect_err("no room left for the check");
            assert!(matches!(e, pnlab::Error::Limit(_)), "{e}");
            assert!(e.message().starts_with(OUT_OF_MEMORY), "{e}");
        } else {
            assert_eq!(word, "unknown", "{max}");
        }
    }
}
