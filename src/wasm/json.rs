//! A JS input object as a [`Json`] value, read from the JS value itself rather than parsed
//! from its JSON text: the module then needs no JSON parser (serde_json's, with its float
//! tables, was about 12 KB of it; `docs/performance-browser.md`).
//!
//! The value read is what `JSON.parse(JSON.stringify(v))` gives, so whatever JSON drops or
//! changes (`undefined`, functions, `NaN` as `null`, `toJSON`) it drops or changes here too,
//! and each number is the one serde_json would have read from that text: a whole number
//! written without an exponent is an integer (`u64`, or `i64` below zero), anything else a
//! float.

use crate::config::{Json, Map, Number};
use js_sys::{Array, Object, Reflect, JSON};
use wasm_bindgen::prelude::*;

/// As deep as serde_json's parser reads (its recursion limit): deeper input is refused rather
/// than read by a recursion that could exhaust the stack.
const MAX_DEPTH: usize = 128;

/// `v` through JSON, as a value; `what` names it in an error ("config", "line").
pub(super) fn of(what: &str, v: &JsValue) -> Result<Json, JsError> {
    let plain = JSON::stringify(v)
        .and_then(|text| JSON::parse(&String::from(text)))
        .map_err(|_| JsError::new(&format!("{what} cannot be read as JSON")))?;
    read(&plain, 0).ok_or_else(|| {
        JsError::new(&format!(
            "{what}: recursion limit exceeded (more than {MAX_DEPTH} nested lists and objects)"
        ))
    })
}

/// A JSON text of our own (a built-in default) as a value, parsed by JS: `None` if it is
/// not JSON or nested deeper than [`MAX_DEPTH`].
pub(crate) fn parse_text(text: &str) -> Option<Json> {
    read(&JSON::parse(text).ok()?, 0)
}

/// `None` when nested deeper than [`MAX_DEPTH`].
fn read(v: &JsValue, depth: usize) -> Option<Json> {
    if depth > MAX_DEPTH {
        return None;
    }
    Some(if v.is_null() || v.is_undefined() {
        Json::Null
    } else if let Some(b) = v.as_bool() {
        Json::Bool(b)
    } else if let Some(f) = v.as_f64() {
        number(f, v)
    } else if let Some(s) = v.as_string() {
        Json::String(s)
    } else if Array::is_array(v) {
        let items = Array::from(v);
        let mut out = Vec::with_capacity(items.length() as usize);
        for item in items.iter() {
            out.push(read(&item, depth + 1)?);
        }
        Json::Array(out)
    } else {
        let mut map = Map::new();
        for key in Object::keys(v.unchecked_ref::<Object>()).iter() {
            let inner = Reflect::get(v, &key).unwrap_or(JsValue::NULL);
            map.insert(
                key.as_string().unwrap_or_default(),
                read(&inner, depth + 1)?,
            );
        }
        Json::Object(map)
    })
}

/// The number serde_json reads from JS's text of `f` (a finite number: JSON writes the others
/// as `null`, which the parse above has already made null).
fn number(f: f64, v: &JsValue) -> Json {
    // JS writes a whole number below 1e21 without an exponent; serde_json reads such text as
    // an integer when it fits.
    if f.fract() == 0.0 && f.abs() < 1e21 {
        // Above 2^53 JS writes the shortest digits that read back, then zeros
        // (2^60 as 1152921504606847000): read that text, as serde_json would.
        let text = || {
            String::from(
                js_sys::Number::from(v.clone())
                    .to_string_with_radix(10)
                    .unwrap_or_default(),
            )
        };
        if f >= 0.0 {
            let u = if f < 9_007_199_254_740_992.0 {
                Some(f as u64)
            } else {
                text().parse().ok()
            };
            if let Some(u) = u {
                return Json::Number(Number::PosInt(u));
            }
        } else {
            let i = if f > -9_007_199_254_740_992.0 {
                Some(f as i64)
            } else {
                text().parse().ok()
            };
            if let Some(i) = i {
                return Json::from(i);
            }
        }
    }
    Number::from_f64(f).map_or(Json::Null, Json::Number)
}
