//! Reading JSON input strictly, and quoting it back in messages.
//!
//! serde_json's own `Value` keeps the last of two equal keys in an object; input here says each
//! key once, or is refused with the key named ([`parse`], [`Strict`], [`strict_map`]), so that
//! a file saying both `"n": 5` and `"n": 99` does not quietly mean one of them. Messages quote
//! a bad value by [`shown`], cut to [`SHOWN_CHARS`] characters.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
pub use serde_json::Value;

/// A JSON object (keys in sorted order).
pub type Map = serde_json::Map<String, Value>;

/// Most characters of a value that a message quotes.
pub const SHOWN_CHARS: usize = 80;

/// What a whole number written as a real (`9.0`, `1e3`) is told: serde_json reads it as a real,
/// which a range check would otherwise call out of range.
pub const NOT_WHOLE: &str = "not a whole number: write it without a fraction or exponent";

/// Parses JSON text, refusing an object that gives a key twice; the error names the key.
pub fn parse(text: &str) -> Result<Value, String> {
    serde_json::from_str::<Strict>(without_bom(text))
        .map(|s| s.0)
        .map_err(|e| e.to_string())
}

/// `text` without a leading byte-order mark. JSON text has none (RFC 8259, 8.1), but some
/// editors write one, and a reader may ignore it: a file that looks right is read as it looks.
pub fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// A JSON value read with each object's keys given once (serde_json's reading otherwise).
#[derive(Clone, Debug, PartialEq)]
pub struct Strict(pub Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Strict, D::Error> {
        d.deserialize_any(StrictVisitor).map(Strict)
    }
}

/// For `#[serde(deserialize_with)]`: an object read as [`Strict`] reads it.
pub fn strict_map<'de, D: Deserializer<'de>>(d: D) -> Result<Map, D::Error> {
    d.deserialize_map(ObjectVisitor)
}

/// An object's entries, each key once.
fn entries<'de, A: MapAccess<'de>>(mut map: A) -> Result<Map, A::Error> {
    let mut out = Map::new();
    while let Some(key) = map.next_key::<String>()? {
        if out.contains_key(&key) {
            return Err(de::Error::custom(format!(
                "duplicate key {}: each key may be given once",
                shown(&Value::String(key))
            )));
        }
        let Strict(v) = map.next_value()?;
        out.insert(key, v);
    }
    Ok(out)
}

struct ObjectVisitor;

impl<'de> Visitor<'de> for ObjectVisitor {
    type Value = Map;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON object")
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Map, A::Error> {
        entries(map)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("any JSON value")
    }
    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }
    fn visit_i64<E>(self, i: i64) -> Result<Value, E> {
        Ok(Value::from(i))
    }
    fn visit_u64<E>(self, u: u64) -> Result<Value, E> {
        Ok(Value::from(u))
    }
    fn visit_f64<E>(self, f: f64) -> Result<Value, E> {
        Ok(Value::from(f))
    }
    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.into()))
    }
    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        Strict::deserialize(d).map(|s| s.0)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut out = Vec::new();
        while let Some(Strict(v)) = seq.next_element()? {
            out.push(v);
        }
        Ok(Value::Array(out))
    }
    fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Value, A::Error> {
        entries(map).map(Value::Object)
    }
}

/// `v` as compact JSON for a message, cut to [`SHOWN_CHARS`] characters (then `…`).
pub fn shown(v: &Value) -> String {
    cut(text(v))
}

/// `v` as compact JSON. Value's `Display` would do, but it brings a pretty printer (for `{:#}`)
/// that nothing here uses into the wasm.
pub fn text(v: &Value) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// `s` cut to [`SHOWN_CHARS`] characters (then `…`).
pub fn cut(mut s: String) -> String {
    if let Some((at, _)) = s.char_indices().nth(SHOWN_CHARS) {
        s.truncate(at);
        s.push('…');
    }
    s
}

/// What kind of value `v` is, for a type error: "a string", "an object", …
pub fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

/// `what = v has the wrong type: it is a string, where a whole number is wanted`.
pub fn wrong_type(what: std::fmt::Arguments<'_>, v: &Value, wanted: &str) -> String {
    format!(
        "{what} = {} has the wrong type: it is {}, where {wanted} is wanted",
        shown(v),
        kind(v)
    )
}

/// `v` with every string and key cut as [`cut`] cuts it: what serde's messages quote of a
/// value is then short too.
pub fn with_short_strings(v: Value) -> Value {
    match v {
        Value::String(s) => Value::String(cut(s)),
        Value::Array(items) => Value::Array(items.into_iter().map(with_short_strings).collect()),
        // Inserted one by one: collecting a map sorts its entries with a copy of std's sort.
        Value::Object(m) => {
            let mut out = Map::new();
            for (k, v) in m {
                out.insert(cut(k), with_short_strings(v));
            }
            Value::Object(out)
        }
        other => other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_given_twice_is_refused_by_name_at_any_depth() {
        let e = parse(r#"{"game": "clique", "n": 5, "n": 99}"#).unwrap_err();
        assert!(
            e.starts_with("duplicate key \"n\": each key may be given once"),
            "{e}"
        );
        let e = parse(r#"{"def": {"cells": 9, "sets": [], "cells": 4}}"#).unwrap_err();
        assert!(e.starts_with("duplicate key \"cells\""), "{e}");
        assert_eq!(
            parse(r#"{"a": [1, {"b": 2.5}], "c": null}"#),
            Ok(serde_json::json!({"a": [1, {"b": 2.5}], "c": null}))
        );
    }

    #[test]
    fn a_byte_order_mark_is_read_past() {
        assert_eq!(parse("\u{feff}{\"n\": 5}"), parse("{\"n\": 5}"));
        assert!(parse("{\"n\": 5}").is_ok());
    }

    #[test]
    fn shown_values_are_cut_to_80_characters() {
        let long = Value::String("x".repeat(50_000));
        let s = shown(&long);
        assert_eq!(s.chars().count(), SHOWN_CHARS + 1);
        assert!(s.starts_with("\"xxx") && s.ends_with('…'));
        assert_eq!(shown(&serde_json::json!({"a": 1})), "{\"a\":1}");
    }
}
