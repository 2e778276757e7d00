//! The configuration's hand-written readers (`src/config/read.rs`) against serde's derived
//! ones, which they replace in `Config::from_json`: the same values and the same messages for
//! every section, over well-formed and malformed inputs; and `plain_f64` against Rust's `{}`.

use pnlab::config::{plain_f64, AlgorithmParams, Ask, Config, OptionOverrides};
use pnlab::search::{Algorithm, Limits};
use serde::de::DeserializeOwned;
use serde_json::{json, Value as Json};

/// What `Config::from_json` did before the hand readers: serde per key, naming the key.
fn serde_field<T: DeserializeOwned>(key: &str, v: Json) -> Result<T, String> {
    if let Json::Object(map) = &v {
        for (k, inner) in map {
            let one = Json::Object([(k.clone(), inner.clone())].into_iter().collect());
            serde_json::from_value::<T>(one).map_err(|e| format!("{key}.{k}: {e}"))?;
        }
    }
    serde_json::from_value(v).map_err(|e| format!("{key}: {e}"))
}

/// Values of every JSON kind, and the shapes each section takes.
fn samples() -> Vec<Json> {
    vec![
        json!(null),
        json!(true),
        json!(false),
        json!(0),
        json!(7),
        json!(-3),
        json!(1.5),
        json!(2.0e-7),
        json!(1e21),
        json!(123456789.125),
        json!(u64::MAX),
        json!(""),
        json!("weak"),
        json!("standard"),
        json!("merge-at-root"),
        json!("at-creation"),
        json!("heuristic"),
        json!("last-changed"),
        json!("thesis"),
        json!("dfpn"),
        json!("first-avoids-loss"),
        json!("BEST"),
        json!("we\"ird\\\n\t\u{1}é"),
        json!([]),
        json!([true]),
        json!({}),
        json!({"weak": null}),
        json!({"weak": 1}),
        json!({"strong": null}),
        json!({"a": 1, "b": 2}),
    ]
}

/// Each section's keys, plus one it does not have.
const OPTION_KEYS: [&str; 11] = [
    "transpositions",
    "rule",
    "deleteSolvedSons",
    "parallelEdges",
    "selection",
    "freeWinningSet",
    "forcedReplies",
    "orderSons",
    "leafInit",
    "lazySons",
    "maxNode",
];
const PARAM_KEYS: [&str; 10] = [
    "epsilon",
    "ttSize",
    "keepSolved",
    "leavesFirst",
    "keepShared",
    "thresholdRule",
    "maxSetSize",
    "pn2Limit",
    "pn2Fraction",
    "size",
];
const LIMIT_KEYS: [&str; 4] = ["maxNodes", "maxIterations", "maxBytes", "maxNode"];

fn read(section: &str, v: Json) -> Result<Config, String> {
    Config::from_json(json!({"game": "tictactoe", section: v}))
}

/// Every sample as the section, as each key's value, and two keys together.
fn section_inputs(keys: &[&str]) -> Vec<Json> {
    let mut inputs = samples();
    for k in keys {
        for v in samples() {
            inputs.push(json!({ *k: v }));
            inputs.push(json!({ *k: v, "zzz": 1 }));
            inputs.push(json!([v]));
        }
    }
    inputs.push(json!([null, "weak", true]));
    inputs
}

#[test]
fn options_read_as_serde_reads_them() {
    let mut ok = 0;
    for v in section_inputs(&OPTION_KEYS) {
        let want = serde_field::<OptionOverrides>("options", v.clone());
        let got = read("options", v.clone()).map(|c| c.options);
        assert_eq!(got, want, "options: {v}");
        ok += want.is_ok() as usize;
    }
    assert!(ok > 20, "only {ok} inputs were accepted");
}

#[test]
fn params_read_as_serde_reads_them() {
    let mut ok = 0;
    for v in section_inputs(&PARAM_KEYS) {
        let want = serde_field::<AlgorithmParams>("params", v.clone());
        let got = read("params", v.clone()).map(|c| c.params);
        assert_eq!(got, want, "params: {v}");
        ok += want.is_ok() as usize;
    }
    assert!(ok > 20, "only {ok} inputs were accepted");
}

#[test]
fn limits_read_as_serde_reads_them() {
    let mut ok = 0;
    for v in section_inputs(&LIMIT_KEYS) {
        let want = serde_field::<Limits>("limits", v.clone());
        let got = read("limits", v.clone()).map(|c| c.limits);
        assert_eq!(got, want, "limits: {v}");
        ok += want.is_ok() as usize;
    }
    assert!(ok > 5, "only {ok} inputs were accepted");
}

#[test]
fn algorithm_question_and_preset_read_as_serde_reads_them() {
    for v in samples() {
        let want = serde_field::<Algorithm>("algorithm", v.clone());
        assert_eq!(
            read("algorithm", v.clone()).map(|c| c.algorithm.unwrap()),
            want,
            "{v}"
        );
        let want = serde_field::<Ask>("question", v.clone());
        assert_eq!(read("question", v.clone()).map(|c| c.question), want, "{v}");
        let want = serde_field::<String>("preset", v.clone());
        assert_eq!(
            read("preset", v.clone()).map(|c| c.preset.unwrap()),
            want,
            "{v}"
        );
    }
}

#[test]
fn an_error_names_the_key_and_what_is_allowed() {
    let e = read("options", json!({"rule": "strong"})).unwrap_err();
    assert_eq!(
        e,
        "options.rule: unknown variant `strong`, expected one of `standard`, `weak`, `snda`"
    );
    let e = read("limits", json!({"maxNodes": 2.5})).unwrap_err();
    assert_eq!(
        e,
        "limits.maxNodes: invalid type: floating point `2.5`, expected u64"
    );
}

#[test]
fn plain_f64_is_rusts_display() {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut fixed = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        1.5,
        100.0,
        1e21,
        1e22,
        1e-7,
        2.5e-300,
        1.7976931348623157e308,
        5e-324,
        123456789.125,
        0.3,
        1.0 / 3.0,
        f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
    ];
    for _ in 0..20_000 {
        // xorshift: a fixed sequence of bit patterns, so of every magnitude, each rounded to
        // 15 significant digits (what a person types; see `plain_f64` on 17-digit ties).
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let f = f64::from_bits(x);
        if f.is_finite() {
            fixed.push(format!("{f:.14e}").parse().unwrap());
        }
        fixed.push((x % 1_000_000) as f64 / 1000.0);
    }
    for f in fixed {
        assert_eq!(plain_f64(f), format!("{f}"), "bits {:#x}", f.to_bits());
    }
}
