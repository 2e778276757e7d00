//! A JSON value of our own: what a configuration, a game's parameters, a positional definition
//! and a proof file's `game` map are read from. It behaves as `serde_json::Value` without the
//! `preserve_order` feature does (an object's keys iterate sorted; a number is a `u64`, an `i64`
//! below zero or a finite `f64`, as serde_json's `Number` tells them apart), so every reader and
//! message stays as it was; but an object is a sorted list rather than a `BTreeMap`, whose code
//! (6.1 KB) and serde_json's `Value`, `Map` and `Number` code came into the browser's module with
//! it (`docs/performance-browser.md`). Natively, text is parsed by serde_json and converted once
//! (`From<serde_json::Value>`); the wasm reads the JS value itself (`src/wasm/json.rs`).

use serde::{Deserialize, Serialize};

/// A JSON value (the variants are serde_json's `Value`'s).
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Json {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(Number),
    /// A string.
    String(String),
    /// A list.
    Array(Vec<Json>),
    /// An object.
    Object(Map),
}

/// A JSON number as serde_json reads one: a whole number written without an exponent is an
/// integer (`PosInt` from zero up, `NegInt` below zero), anything else a finite float.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// A whole number from zero up.
    PosInt(u64),
    /// A whole number below zero.
    NegInt(i64),
    /// Any other number (never NaN or infinite).
    Float(f64),
}

impl Number {
    /// `f` as a number, `None` if it is not finite (JSON has no such numbers).
    pub fn from_f64(f: f64) -> Option<Number> {
        f.is_finite().then_some(Number::Float(f))
    }
    /// The value as a `u64` if it is a whole number from zero up.
    pub fn as_u64(&self) -> Option<u64> {
        match *self {
            Number::PosInt(u) => Some(u),
            _ => None,
        }
    }
    /// The value as an `i64` if it is a whole number that fits.
    pub fn as_i64(&self) -> Option<i64> {
        match *self {
            Number::PosInt(u) => i64::try_from(u).ok(),
            Number::NegInt(i) => Some(i),
            Number::Float(_) => None,
        }
    }
    /// The value as an `f64` (a whole number rounded when it has more than 53 bits).
    pub fn as_f64(&self) -> f64 {
        match *self {
            Number::PosInt(u) => u as f64,
            Number::NegInt(i) => i as f64,
            Number::Float(f) => f,
        }
    }
    /// Whether it is a float rather than a whole number.
    pub fn is_f64(&self) -> bool {
        matches!(self, Number::Float(_))
    }
    /// Whether it is a whole number that fits an `i64`.
    pub fn is_i64(&self) -> bool {
        self.as_i64().is_some()
    }
}

/// As serde_json's `Number` writes it: integers in decimal, floats as its float writer does
/// (shortest digits that read back, `1e-7`, `1.0`; `super::float`).
impl std::fmt::Display for Number {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            Number::PosInt(u) => write!(f, "{u}"),
            Number::NegInt(i) => write!(f, "{i}"),
            Number::Float(x) => f.write_str(&super::float::json(x)),
        }
    }
}

/// An object: its entries sorted by key (as `str` orders them), each key once.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Map {
    entries: Vec<(String, Json)>,
}

type Pair = (String, Json);
/// An entry borrowed as `(&key, &value)`.
fn borrowed(e: &Pair) -> (&String, &Json) {
    (&e.0, &e.1)
}

impl Map {
    /// An empty object.
    pub fn new() -> Map {
        Map::default()
    }
    fn find(&self, key: &str) -> Result<usize, usize> {
        self.entries.binary_search_by(|e| e.0.as_str().cmp(key))
    }
    /// The value at `key`.
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.find(key).ok().map(|i| &self.entries[i].1)
    }
    /// Whether `key` has a value.
    pub fn contains_key(&self, key: &str) -> bool {
        self.find(key).is_ok()
    }
    /// Sets `key` to `v`; the value it had, if any.
    pub fn insert(&mut self, key: String, v: Json) -> Option<Json> {
        match self.find(&key) {
            Ok(i) => Some(std::mem::replace(&mut self.entries[i].1, v)),
            Err(i) => {
                self.entries.insert(i, (key, v));
                None
            }
        }
    }
    /// Takes `key`'s value out.
    pub fn remove(&mut self, key: &str) -> Option<Json> {
        self.find(key).ok().map(|i| self.entries.remove(i).1)
    }
    /// How many entries.
    pub fn len(&self) -> usize {
        self.entries.len()
    }
    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
    /// The entries in key order.
    pub fn iter(&self) -> Iter<'_> {
        self.entries.iter().map(borrowed)
    }
    /// The keys in order.
    pub fn keys(&self) -> impl Iterator<Item = &String> {
        self.entries.iter().map(|e| &e.0)
    }
}

/// [`Map::iter`]'s iterator.
pub type Iter<'a> = std::iter::Map<std::slice::Iter<'a, Pair>, fn(&Pair) -> (&String, &Json)>;

impl IntoIterator for Map {
    type Item = Pair;
    type IntoIter = std::vec::IntoIter<Pair>;
    fn into_iter(self) -> Self::IntoIter {
        self.entries.into_iter()
    }
}

impl<'a> IntoIterator for &'a Map {
    type Item = (&'a String, &'a Json);
    type IntoIter = Iter<'a>;
    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl FromIterator<Pair> for Map {
    fn from_iter<I: IntoIterator<Item = Pair>>(items: I) -> Map {
        let mut map = Map::new();
        for (k, v) in items {
            map.insert(k, v);
        }
        map
    }
}

impl Json {
    /// The object, if this is one.
    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Json::Object(m) => Some(m),
            _ => None,
        }
    }
    /// The list, if this is one.
    pub fn as_array(&self) -> Option<&Vec<Json>> {
        match self {
            Json::Array(a) => Some(a),
            _ => None,
        }
    }
    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }
    /// The boolean, if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match *self {
            Json::Bool(b) => Some(b),
            _ => None,
        }
    }
    /// The number, if this is one.
    fn number(&self) -> Option<&Number> {
        match self {
            Json::Number(n) => Some(n),
            _ => None,
        }
    }
    /// A whole number from zero up.
    pub fn as_u64(&self) -> Option<u64> {
        self.number()?.as_u64()
    }
    /// A whole number that fits an `i64`.
    pub fn as_i64(&self) -> Option<i64> {
        self.number()?.as_i64()
    }
    /// Any number, as an `f64`.
    pub fn as_f64(&self) -> Option<f64> {
        Some(self.number()?.as_f64())
    }
    /// Whether this is `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Json::Null)
    }
    /// Whether this is a string.
    pub fn is_string(&self) -> bool {
        matches!(self, Json::String(_))
    }
    /// Whether this is an object.
    pub fn is_object(&self) -> bool {
        matches!(self, Json::Object(_))
    }
    /// Whether this is a whole number that fits an `i64`.
    pub fn is_i64(&self) -> bool {
        self.as_i64().is_some()
    }
    /// The value at `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.as_object()?.get(key)
    }
}

impl From<bool> for Json {
    fn from(b: bool) -> Json {
        Json::Bool(b)
    }
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::String(s.into())
    }
}

impl From<String> for Json {
    fn from(s: String) -> Json {
        Json::String(s)
    }
}

impl From<u64> for Json {
    fn from(u: u64) -> Json {
        Json::Number(Number::PosInt(u))
    }
}

impl From<i64> for Json {
    fn from(i: i64) -> Json {
        Json::Number(if i < 0 {
            Number::NegInt(i)
        } else {
            Number::PosInt(i as u64)
        })
    }
}

/// The narrower whole numbers, as serde_json's `From` impls take them.
macro_rules! from_int {
    ($wide:ty: $($t:ty),*) => {$(
        impl From<$t> for Json {
            fn from(x: $t) -> Json {
                Json::from(x as $wide)
            }
        }
    )*};
}
from_int!(u64: u8, u16, u32, usize);
from_int!(i64: i8, i16, i32, isize);

/// A float; `null` when not finite, as serde_json's `From<f64>`.
impl From<f64> for Json {
    fn from(f: f64) -> Json {
        Number::from_f64(f).map_or(Json::Null, Json::Number)
    }
}

impl From<Vec<Json>> for Json {
    fn from(items: Vec<Json>) -> Json {
        Json::Array(items)
    }
}

impl From<Map> for Json {
    fn from(m: Map) -> Json {
        Json::Object(m)
    }
}

impl From<&serde_json::Number> for Number {
    fn from(n: &serde_json::Number) -> Number {
        match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => Number::PosInt(u),
            (None, Some(i)) => Number::NegInt(i),
            _ => Number::Float(n.as_f64().unwrap_or_default()),
        }
    }
}

/// The one conversion from serde_json's value (the CLI's and the tests' parsed text).
impl From<serde_json::Value> for Json {
    fn from(v: serde_json::Value) -> Json {
        use serde_json::Value as V;
        match v {
            V::Null => Json::Null,
            V::Bool(b) => Json::Bool(b),
            V::Number(n) => Json::Number(Number::from(&n)),
            V::String(s) => Json::String(s),
            V::Array(items) => Json::Array(items.into_iter().map(Json::from).collect()),
            V::Object(m) => Json::Object(Map {
                // serde_json's map (a BTreeMap) iterates sorted by key already.
                entries: m.into_iter().map(|(k, v)| (k, Json::from(v))).collect(),
            }),
        }
    }
}

/// For the tests, which compare with `json!` values.
impl PartialEq<serde_json::Value> for Json {
    fn eq(&self, other: &serde_json::Value) -> bool {
        use serde_json::Value as V;
        match (self, other) {
            (Json::Null, V::Null) => true,
            (Json::Bool(a), V::Bool(b)) => a == b,
            (Json::Number(a), V::Number(b)) => *a == Number::from(b),
            (Json::String(a), V::String(b)) => a == b,
            (Json::Array(a), V::Array(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
            }
            (Json::Object(a), V::Object(b)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x.0 == y.0 && x.1 == y.1)
            }
            _ => false,
        }
    }
}

impl Serialize for Number {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match *self {
            Number::PosInt(u) => s.serialize_u64(u),
            Number::NegInt(i) => s.serialize_i64(i),
            Number::Float(f) => s.serialize_f64(f),
        }
    }
}

impl Serialize for Map {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.iter())
    }
}

impl Serialize for Json {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Json::Null => s.serialize_unit(),
            Json::Bool(b) => s.serialize_bool(*b),
            Json::Number(n) => n.serialize(s),
            Json::String(t) => s.serialize_str(t),
            Json::Array(items) => s.collect_seq(items),
            Json::Object(m) => m.serialize(s),
        }
    }
}

/// Read as serde_json reads a value, then converted (the CLI's files; the wasm reads none).
impl<'de> Deserialize<'de> for Json {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        serde_json::Value::deserialize(d).map(Json::from)
    }
}

/// Read as serde_json reads its map (with its messages), then converted.
impl<'de> Deserialize<'de> for Map {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Map, D::Error> {
        let m = serde_json::Map::deserialize(d)?;
        match Json::from(serde_json::Value::Object(m)) {
            Json::Object(m) => Ok(m),
            _ => Ok(Map::new()),
        }
    }
}

/// Compact JSON text, as serde_json's `Display` writes it (`super::text`).
impl std::fmt::Display for Json {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&super::text::compact(self))
    }
}

/// `v["key"]`: the value at the key of an object, else `null` (as serde_json's index).
impl std::ops::Index<&str> for Json {
    type Output = Json;
    fn index(&self, key: &str) -> &Json {
        const NULL: &Json = &Json::Null;
        self.get(key).unwrap_or(NULL)
    }
}

/// Back to serde_json's value (the CLI's output and the tests).
impl From<Json> for serde_json::Value {
    fn from(v: Json) -> serde_json::Value {
        serde_json::to_value(v).unwrap_or_default()
    }
}
