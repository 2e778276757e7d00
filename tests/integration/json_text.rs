//! `config::text::compact`, the messages' own JSON writer (`src/config/text.rs`), against
//! serde_json's `to_string`, which it replaces so that the wasm carries no JSON text
//! serializer: the same text for every kind of value, nested, with every control character,
//! quotes, backslashes, non-ASCII text and floats of every magnitude.

use pnlab::config::text::compact;
use serde_json::{json, Map, Value as Json};

fn same(v: &Json) {
    assert_eq!(
        compact(&v.clone().into()),
        serde_json::to_string(v).unwrap(),
        "{v:?}"
    );
}

#[test]
fn every_kind_of_value_is_written_as_serde_json_writes_it() {
    let mut all_chars = String::new();
    for c in (0u32..0x80).chain([0xe9, 0x2028, 0x2029, 0xfeff, 0x1f600]) {
        all_chars.push(char::from_u32(c).unwrap());
    }
    let mut values = vec![
        json!(null),
        json!(true),
        json!(false),
        json!(0),
        json!(-0.0),
        json!(u64::MAX),
        json!(i64::MIN),
        json!(""),
        json!(all_chars),
        json!("a\"b\\c\u{7f}"),
        json!([]),
        json!({}),
        json!([1, [2, [3, {}]], {"b": [true, null], "a": "x"}]),
        json!({"z": 1, "a": {"\n": "\t", "": []}, "m": -1.25}),
    ];
    for f in [
        0.1,
        0.5,
        1.5,
        1e-7,
        1e-6,
        1e-5,
        0.000123,
        1e15,
        1e16,
        1e17,
        1e20,
        1e21,
        1e22,
        1.7e308,
        5e-324,
        123456.789,
        0.1667,
        -2.5e-10,
        9007199254740993.0,
    ] {
        values.push(json!(f));
        values.push(json!(-f));
    }
    let mut keys = Map::new();
    for (i, c) in ["\u{1}", "é", "\"", "\\", "B", "a", "ab"]
        .iter()
        .enumerate()
    {
        keys.insert((*c).into(), json!(i));
    }
    values.push(Json::Object(keys));
    for v in &values {
        same(v);
    }
    same(&Json::Array(values));
}
