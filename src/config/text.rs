//! A JSON value as compact text, as serde_json's `Display` (`{}`) writes it, for the messages
//! that quote a bad value (`not {"a":1}`). serde_json's own `Display` goes through its text
//! serializer (compact and pretty), an `io::Write` adapter and its error type, whose messages
//! and `io::ErrorKind` texts all came into the wasm with it (`docs/performance-browser.md`).
//! The output is the same: keys in the map's (sorted) order, numbers as serde_json's `Number`
//! writes them, strings escaped as serde_json escapes them (`tests/integration/json_text.rs` compares).

use crate::config::Json;
use std::fmt::Write;

/// `v` as serde_json's `v.to_string()` gives it.
pub fn compact(v: &Json) -> String {
    let mut out = String::new();
    write(&mut out, v);
    out
}

/// Appends `v` as [`compact`] writes it.
pub fn write(out: &mut String, v: &Json) {
    match v {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Number(n) => {
            let _ = write!(out, "{n}");
        }
        Json::String(s) => string(out, s),
        Json::Array(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(out, item);
            }
            out.push(']');
        }
        Json::Object(map) => object(out, map.iter()),
    }
}

/// Appends an object of these entries, in their order.
pub fn object<'a>(out: &mut String, entries: impl Iterator<Item = (&'a String, &'a Json)>) {
    out.push('{');
    for (i, (k, item)) in entries.enumerate() {
        if i > 0 {
            out.push(',');
        }
        string(out, k);
        out.push(':');
        write(out, item);
    }
    out.push('}');
}

/// A string in quotes: `"` and `\` escaped, control characters as serde_json writes them
/// (`\b \t \n \f \r`, the others `\u00xx` in lower-case hex), everything else as it is.
pub fn string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\u{8}' => out.push_str("\\b"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            c if (c as u32) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(HEX[(c as usize) >> 4] as char);
                out.push(HEX[(c as usize) & 15] as char);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
