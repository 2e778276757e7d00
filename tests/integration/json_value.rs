//! `pnlab::config::Json`, the engine's JSON value (`src/config/value.rs`), against serde_json's
//! `Value`, which it replaced so that the wasm carries no `BTreeMap` or serde_json value code:
//! the same number kinds and accessors, objects iterating in sorted key order, the same text,
//! and the conversion both ways giving back what it was given.

use pnlab::config::{Json, Map, Number};
use serde_json::{json, Value};

/// Numbers of every kind, as serde_json's parser reads them from text.
const NUMBERS: &str = "[0, 1, -1, 7, -0, 9007199254740993, 18446744073709551615, \
    -9223372036854775808, 9223372036854775807, 9223372036854775808, 0.5, -2.5, 1.0, 1e3, \
    1e-7, 123456789012345678901234567890, 3.141592653589793, -1e300, 5e-324]";

#[test]
fn numbers_read_as_serde_json_reads_them() {
    let all: Value = serde_json::from_str(NUMBERS).unwrap();
    for v in all.as_array().unwrap() {
        let ours = Json::from(v.clone());
        assert_eq!(ours.as_u64(), v.as_u64(), "{v}");
        assert_eq!(ours.as_i64(), v.as_i64(), "{v}");
        assert_eq!(ours.as_f64(), v.as_f64(), "{v}");
        assert_eq!(ours.is_i64(), v.is_i64(), "{v}");
        let (Json::Number(n), Value::Number(m)) = (&ours, v) else {
            panic!("{v} is a number");
        };
        assert_eq!(n.is_f64(), m.is_f64(), "{v}");
        assert_eq!(n.to_string(), m.to_string(), "{v}");
        assert_eq!(ours.to_string(), v.to_string(), "{v}");
        assert_eq!(Value::from(ours.clone()), *v, "{v}");
    }
}

#[test]
fn conversions_from_rust_values_match_serde_json_s() {
    let pairs: [(Json, Value); 10] = [
        (Json::from(-3i32), Value::from(-3i32)),
        (Json::from(3u8), Value::from(3u8)),
        (Json::from(0i64), Value::from(0i64)),
        (Json::from(u64::MAX), Value::from(u64::MAX)),
        (Json::from(2.5f64), Value::from(2.5f64)),
        (Json::from(f64::NAN), Value::from(f64::NAN)),
        (Json::from(f64::INFINITY), Value::from(f64::INFINITY)),
        (Json::from("a"), Value::from("a")),
        (Json::from(true), Value::from(true)),
        (Json::from(usize::MAX), Value::from(usize::MAX)),
    ];
    for (ours, theirs) in pairs {
        assert_eq!(ours, theirs, "{theirs}");
        assert_eq!(Value::from(ours), theirs);
    }
    assert_eq!(Number::from_f64(f64::NAN), None);
    assert_eq!(Json::from(-0.0f64).as_f64(), Some(-0.0));
}

#[test]
fn objects_keep_their_keys_sorted_and_each_once() {
    let mut m = Map::new();
    for (k, v) in [("b", 1), ("a", 2), ("é", 3), ("B", 4), ("ab", 5), ("", 6)] {
        assert_eq!(m.insert(k.into(), v.into()), None);
    }
    assert_eq!(m.insert("a".into(), 7.into()), Some(Json::from(2)));
    let keys: Vec<&str> = m.keys().map(String::as_str).collect();
    assert_eq!(keys, ["", "B", "a", "ab", "b", "é"]);
    assert_eq!(m.len(), 6);
    assert_eq!(m.get("a"), Some(&Json::from(7)));
    assert!(m.contains_key("é") && !m.contains_key("c"));
    assert_eq!(m.remove("B"), Some(Json::from(4)));
    assert_eq!(m.remove("B"), None);
    let v = Json::Object(m.clone());
    assert_eq!(v.to_string(), r#"{"":6,"a":7,"ab":5,"b":1,"é":3}"#);
    assert_eq!(v["ab"], Json::from(5));
    assert_eq!(v["none"], Json::Null);
    let owned: Vec<(String, Json)> = m.clone().into_iter().collect();
    assert_eq!(owned.len(), 5);
    assert_eq!(owned.into_iter().rev().collect::<Map>(), m);
}

#[test]
fn nested_values_round_trip_through_serde_json() {
    let v = json!({
        "z": [1, -2, 3.5, null, true, "x\u{1}\"\\"],
        "a": {"y": {}, "b": [], "c": [{"k": 1e21}]},
        "m": 18446744073709551615u64
    });
    let ours = Json::from(v.clone());
    assert_eq!(ours, v);
    assert_eq!(ours.to_string(), v.to_string());
    assert_eq!(serde_json::to_string(&ours).unwrap(), v.to_string());
    assert_eq!(serde_json::from_str::<Json>(&v.to_string()).unwrap(), ours);
    assert_eq!(Value::from(ours), v);
    assert!(serde_json::from_str::<Map>("[1]").is_err());
}

/// Floats of every magnitude and layout boundary, and random bit patterns (also in
/// `tests/wasm_common/mod.rs`, where the digits come from JS).
pub fn floats() -> Vec<f64> {
    let mut all = vec![
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.1,
        0.5,
        1e15,
        1e16,
        9.999999999999998e15,
        1e-5,
        1e-6,
        9.99999e-6,
        1.5e-5,
        123456789012345.6,
        1234567890123456.8,
        5e-324,
        2.2250738585072014e-308,
        1.7976931348623157e308,
        0.30000000000000004,
        100.0,
        1e21,
        1e22,
        4.35,
        2.5e-7,
    ];
    for e in -324..=308 {
        all.push(format!("1e{e}").parse().unwrap());
        all.push(format!("-3.25e{e}").parse().unwrap());
    }
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    for _ in 0..20_000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        all.push(f64::from_bits(x));
    }
    all.retain(|f| f.is_finite());
    all
}

#[test]
fn floats_are_written_as_serde_json_writes_them() {
    for f in floats() {
        let theirs = serde_json::Number::from_f64(f).unwrap().to_string();
        assert_eq!(Json::from(f).to_string(), theirs, "bits {:#x}", f.to_bits());
    }
}
