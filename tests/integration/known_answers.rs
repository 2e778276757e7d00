//! Every line of `tests/data/solves.txt` solved natively: result, iterations and created nodes,
//! each proof checked independently.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;

#[test]
fn every_known_answer_is_reproduced_and_its_proof_checks() {
    let mut rows = 0;
    for line in include_str!("../data/solves.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let config: Config = serde_json::from_str(f[0]).expect("config JSON");
        let mut s = config.build().expect("valid config");
        s.run(None);
        assert_eq!(s.result_word(), f[1], "{line}");
        assert_eq!(s.stats().iterations.to_string(), f[2], "{line}");
        assert_eq!(s.stats().created.to_string(), f[3], "{line}");
        s.verify_all().unwrap_or_else(|e| panic!("{line}: {e}"));
        rows += 1;
    }
    assert!(rows >= 10);
}
