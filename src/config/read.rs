//! The configuration's sections read from JSON values by hand, with serde's own messages
//! (`unknown variant `x`, expected one of …`, `invalid type: string "x", expected a boolean`).
//!
//! Why not serde's derived visitors: they cost the browser's build about 11 KB of visitors, and
//! their errors format an `f64` (serde's `Unexpected::Float`) through `core::fmt`'s float
//! `Display`, 14 KB more with its tables (`docs/performance-browser.md`). The readers here give
//! the same values and the same messages; `tests/integration/config_read.rs` compares them with serde's.

use super::{AlgorithmParams, Ask, OptionOverrides};
use crate::config::Json;
use crate::search::{
    Algorithm, FreeWinningSet, LeafInit, Limits, ParallelEdges, Rule, Selection, ThresholdRule,
};

/// How serde_json's messages show a value (`serde::de::Unexpected` as serde_json words it).
fn unexpected(v: &Json) -> String {
    match v {
        // serde_json's own wording: "null", and floats by its float writer.
        Json::Null => "null".into(),
        Json::Bool(b) => format!("boolean `{b}`"),
        Json::Number(n) if n.is_f64() => format!("floating point `{n}`"),
        Json::Number(n) => format!("integer `{n}`"),
        Json::String(s) => format!("string {}", debug_str(s)),
        Json::Array(_) => "sequence".into(),
        Json::Object(_) => "map".into(),
    }
}

/// serde's `invalid type: …, expected …`.
fn invalid_type(v: &Json, expected: &str) -> String {
    format!("invalid type: {}, expected {expected}", unexpected(v))
}

/// serde's list of what is allowed: "`a`", "`a` or `b`", "one of `a`, `b`, `c`".
fn one_of(names: &[&str]) -> String {
    match names {
        [] => "nothing".into(),
        [a] => format!("`{a}`"),
        [a, b] => format!("`{a}` or `{b}`"),
        _ => {
            let quoted: Vec<String> = names.iter().map(|n| format!("`{n}`")).collect();
            format!("one of {}", quoted.join(", "))
        }
    }
}

/// A string as Rust's `{:?}` shows it, for the strings a configuration holds: quotes,
/// backslashes and control characters escaped. (Rust also escapes unassigned and combining
/// characters by its Unicode tables, which this build does without: they show as themselves.)
fn debug_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\0' => out.push_str("\\0"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// `f` as Rust's `{}` shows it (shortest digits that read back, never an exponent: `0.0000001`,
/// `1000000000000000000000`), for the two range messages, without `core::fmt`'s float code in
/// the wasm (`super::float`). When two 17-digit forms are equally short and near, the digits'
/// sources may pick different last digits (`…562.2` for `…562.3`); any number with at most 15
/// significant digits comes out the same.
pub fn plain_f64(f: f64) -> String {
    super::float::plain(f)
}

/// The entry `{name: inner}` read as a unit variant: its index in `names`, if `inner` is null.
fn one_key(name: &str, inner: &Json, names: &[&str]) -> Result<usize, String> {
    let i = names
        .iter()
        .position(|n| *n == name)
        .ok_or_else(|| format!("unknown variant `{name}`, expected {}", one_of(names)))?;
    match inner {
        Json::Null => Ok(i),
        other => Err(invalid_type(other, "unit")),
    }
}

/// A unit variant by its name, as serde reads an enum from a JSON value: a string, or a map of
/// one key (the name) to null. Its index in `names`: one copy of this code for every enum.
#[inline(never)]
fn variant_index(v: &Json, names: &[&str]) -> Result<usize, String> {
    match v {
        Json::String(s) => one_key(s, &Json::Null, names),
        Json::Object(map) => match (map.len(), map.iter().next()) {
            (1, Some((name, inner))) => one_key(name, inner, names),
            _ => Err("invalid value: map, expected map with a single key".into()),
        },
        other => Err(invalid_type(other, "string or map")),
    }
}

/// What a section's field holds. The sections are read by one table-driven reader, with one
/// entry per field, rather than by a closure with a generic reader per field type and enum
/// (`docs/performance-browser.md`: the wasm's size).
#[derive(Clone, Copy)]
enum Kind {
    Bool,
    Unsigned,
    Float,
    /// A unit variant, by these names.
    Variant(&'static [&'static str]),
}

/// A field's value as read.
#[derive(Clone, Copy)]
enum Got {
    Bool(bool),
    Unsigned(u64),
    Float(f64),
    /// The variant's index in its names.
    Variant(usize),
}

/// A field's value of `kind`, as serde reads an `Option` of it: `null` is absent.
fn value(v: &Json, kind: Kind) -> Result<Option<Got>, String> {
    if v.is_null() {
        return Ok(None);
    }
    Ok(Some(match kind {
        Kind::Bool => Got::Bool(v.as_bool().ok_or_else(|| invalid_type(v, "a boolean"))?),
        Kind::Unsigned => Got::Unsigned(match v.as_u64() {
            Some(u) => u,
            // serde's u64 takes a whole number below zero as a value out of range.
            None if v.is_i64() => {
                return Err(format!("invalid value: {}, expected u64", unexpected(v)))
            }
            None => return Err(invalid_type(v, "u64")),
        }),
        Kind::Float => Got::Float(v.as_f64().ok_or_else(|| invalid_type(v, "f64"))?),
        Kind::Variant(names) => Got::Variant(variant_index(v, names)?),
    }))
}

fn flag(g: Option<Got>) -> Option<bool> {
    match g {
        Some(Got::Bool(b)) => Some(b),
        _ => None,
    }
}

fn unsigned(g: Option<Got>) -> Option<u64> {
    match g {
        Some(Got::Unsigned(u)) => Some(u),
        _ => None,
    }
}

fn float(g: Option<Got>) -> Option<f64> {
    match g {
        Some(Got::Float(f)) => Some(f),
        _ => None,
    }
}

/// The variant read, from the enum's values in the order of its names.
fn pick<T: Copy>(g: Option<Got>, all: &[T]) -> Option<T> {
    match g {
        Some(Got::Variant(i)) => all.get(i).copied(),
        _ => None,
    }
}

/// A struct of optional fields into `got` (one entry per name, `kinds` in the same order): a map
/// whose keys are `names`, or, as serde also takes, a list of the fields' values in their
/// order. `key` prefixes the message: a field's error names the field (`options.rule: …`), as
/// serde's errors per key did here.
fn section(
    key: &str,
    v: &Json,
    what: &str,
    names: &[&str],
    kinds: &[Kind],
    got: &mut [Option<Got>],
) -> Result<(), String> {
    match v {
        Json::Object(map) => {
            for (k, inner) in map {
                let Some(i) = names.iter().position(|n| n == k) else {
                    return Err(format!(
                        "{key}.{k}: unknown field `{k}`, expected {}",
                        one_of(names)
                    ));
                };
                got[i] = value(inner, kinds[i]).map_err(|e| format!("{key}.{k}: {e}"))?;
            }
            Ok(())
        }
        Json::Array(items) => {
            if items.len() > names.len() {
                return Err(format!(
                    "{key}: invalid length {}, expected fewer elements in array",
                    items.len()
                ));
            }
            for (i, inner) in items.iter().enumerate() {
                got[i] = value(inner, kinds[i]).map_err(|e| format!("{key}: {e}"))?;
            }
            Ok(())
        }
        other => Err(format!("{key}: {}", invalid_type(other, what))),
    }
}

const RULES: [&str; 3] = ["standard", "weak", "snda"];
const PARALLEL_EDGES: [&str; 3] = ["keep", "merge-at-root", "merge"];
const SELECTIONS: [&str; 2] = ["from-root", "last-changed"];
const FREE_WINNING_SETS: [&str; 3] = ["off", "at-development", "at-creation"];
const LEAF_INITS: [&str; 2] = ["unit", "heuristic"];
const THRESHOLD_RULES: [&str; 2] = ["nagai", "thesis"];
/// `Algorithm::ALL`'s and `Ask::ALL`'s names as constants: `ALL.map(name)` built each list
/// at every reading (the test below keeps them equal).
const ALGORITHMS: [&str; 4] = ["pns", "dfpn", "pss", "pn2"];
const QUESTIONS: [&str; 3] = ["auto", "first-wins", "first-avoids-loss"];

/// A top-level key's value: a unit variant of `names`, or any string when `names` is `None`
/// (its index, 0 for a string); the error prefixed with the key. An object's entries are first
/// read one by one as one-entry objects, each error naming its key too (`algorithm.weak: …`),
/// as the per-key reading this replaces did.
fn top(key: &str, v: &Json, names: Option<&[&str]>) -> Result<usize, String> {
    if let Json::Object(map) = v {
        for (k, inner) in map {
            let e = match names {
                Some(names) => match one_key(k, inner, names) {
                    Ok(_) => continue,
                    Err(e) => e,
                },
                None => "invalid type: map, expected a string".into(),
            };
            return Err(format!("{key}.{k}: {e}"));
        }
    }
    match names {
        Some(names) => variant_index(v, names),
        None if v.is_string() => Ok(0),
        None => Err(invalid_type(v, "a string")),
    }
    .map_err(|e| format!("{key}: {e}"))
}

/// `algorithm`.
pub(super) fn algorithm(v: &Json) -> Result<Algorithm, String> {
    let i = top("algorithm", v, Some(&ALGORITHMS))?;
    Ok(Algorithm::ALL[i])
}

/// `question`.
pub(super) fn ask(v: &Json) -> Result<Ask, String> {
    let i = top("question", v, Some(&QUESTIONS))?;
    Ok(Ask::ALL[i])
}

/// `preset`: a string (its name is checked when the search is built).
pub(super) fn preset(v: &Json) -> Result<String, String> {
    top("preset", v, None)?;
    Ok(v.as_str().unwrap_or_default().into())
}

/// `options`.
pub(super) fn options(v: &Json) -> Result<OptionOverrides, String> {
    use Kind::{Bool, Variant};
    const NAMES: [&str; 10] = [
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
    ];
    const KINDS: [Kind; 10] = [
        Bool,
        Variant(&RULES),
        Bool,
        Variant(&PARALLEL_EDGES),
        Variant(&SELECTIONS),
        Variant(&FREE_WINNING_SETS),
        Bool,
        Bool,
        Variant(&LEAF_INITS),
        Bool,
    ];
    let mut g = [None; 10];
    section(
        "options",
        v,
        "struct OptionOverrides",
        &NAMES,
        &KINDS,
        &mut g,
    )?;
    Ok(OptionOverrides {
        transpositions: flag(g[0]),
        rule: pick(g[1], &[Rule::Standard, Rule::Weak, Rule::Snda]),
        delete_solved_sons: flag(g[2]),
        parallel_edges: pick(
            g[3],
            &[
                ParallelEdges::Keep,
                ParallelEdges::MergeAtRoot,
                ParallelEdges::Merge,
            ],
        ),
        selection: pick(g[4], &[Selection::FromRoot, Selection::LastChanged]),
        free_winning_set: pick(
            g[5],
            &[
                FreeWinningSet::Off,
                FreeWinningSet::AtDevelopment,
                FreeWinningSet::AtCreation,
            ],
        ),
        forced_replies: flag(g[6]),
        order_sons: flag(g[7]),
        leaf_init: pick(g[8], &[LeafInit::Unit, LeafInit::Heuristic]),
        lazy_sons: flag(g[9]),
    })
}

/// `params`.
pub(super) fn params(v: &Json) -> Result<AlgorithmParams, String> {
    use Kind::{Bool, Float, Unsigned, Variant};
    const NAMES: [&str; 9] = [
        "epsilon",
        "ttSize",
        "keepSolved",
        "leavesFirst",
        "keepShared",
        "thresholdRule",
        "maxSetSize",
        "pn2Limit",
        "pn2Fraction",
    ];
    const KINDS: [Kind; 9] = [
        Float,
        Unsigned,
        Bool,
        Bool,
        Bool,
        Variant(&THRESHOLD_RULES),
        Unsigned,
        Unsigned,
        Float,
    ];
    let mut g = [None; 9];
    section(
        "params",
        v,
        "struct AlgorithmParams",
        &NAMES,
        &KINDS,
        &mut g,
    )?;
    Ok(AlgorithmParams {
        epsilon: float(g[0]),
        tt_size: unsigned(g[1]),
        keep_solved: flag(g[2]),
        leaves_first: flag(g[3]),
        keep_shared: flag(g[4]),
        threshold_rule: pick(g[5], &[ThresholdRule::Nagai, ThresholdRule::Thesis]),
        max_set_size: unsigned(g[6]),
        pn2_limit: unsigned(g[7]),
        pn2_fraction: float(g[8]),
    })
}

/// `limits`.
pub(super) fn limits(v: &Json) -> Result<Limits, String> {
    const NAMES: [&str; 3] = ["maxNodes", "maxIterations", "maxBytes"];
    let mut g = [None; 3];
    section(
        "limits",
        v,
        "struct Limits",
        &NAMES,
        &[Kind::Unsigned; 3],
        &mut g,
    )?;
    Ok(Limits {
        max_nodes: unsigned(g[0]),
        max_iterations: unsigned(g[1]),
        max_bytes: unsigned(g[2]),
        ..Limits::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_constant_names_are_the_enums_names_in_order() {
        assert_eq!(ALGORITHMS, Algorithm::ALL.map(Algorithm::name));
        assert_eq!(QUESTIONS, Ask::ALL.map(Ask::name));
    }
}
