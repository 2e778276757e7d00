//! The configuration's sections read from JSON values by hand, with serde's own messages
//! (`unknown variant `x`, expected one of …`, `invalid type: string "x", expected a boolean`).
//!
//! Why not serde's derived visitors: they cost the browser's build about 11 KB of visitors, and
//! their errors format an `f64` (serde's `Unexpected::Float`) through `core::fmt`'s float
//! `Display`, 14 KB more with its tables (`docs/performance-browser.md`). The readers here give
//! the same values and the same messages; `tests/config_read.rs` compares them with serde's.

use super::{AlgorithmParams, Ask, OptionOverrides};
use crate::search::{
    Algorithm, FreeWinningSet, LeafInit, Limits, ParallelEdges, Rule, Selection, ThresholdRule,
};
use serde_json::Value as Json;

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
/// `1000000000000000000000`), from serde_json's own float writer, whose digits are the same but
/// which may write an exponent (`1e-7`). Keeps `core::fmt`'s float code out of the wasm. When
/// two 17-digit forms are equally short and near, the writers may pick different last digits
/// (`…562.2` for `…562.3`); any number with at most 15 significant digits comes out the same.
pub fn plain_f64(f: f64) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf" } else { "-inf" }.into();
    }
    let written = serde_json::Number::from_f64(f).map_or_else(String::new, |n| n.to_string());
    let (sign, body) = match written.strip_prefix('-') {
        Some(rest) => ("-", rest),
        None => ("", written.as_str()),
    };
    let (mantissa, exp) = match body.split_once(['e', 'E']) {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (body, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    // The digits without the point, and where the point goes among them.
    let digits: String = format!("{int}{frac}");
    let point = int.len() as i32 + exp;
    let digits = digits.trim_start_matches('0');
    let lead_zeros = (int.len() + frac.len() - digits.len()) as i32;
    let point = point - lead_zeros;
    let digits = digits.trim_end_matches('0');
    if digits.is_empty() {
        return format!("{sign}0");
    }
    let n = digits.len() as i32;
    let text = if point <= 0 {
        format!("0.{}{digits}", "0".repeat((-point) as usize))
    } else if point >= n {
        format!("{digits}{}", "0".repeat((point - n) as usize))
    } else {
        let (a, b) = digits.split_at(point as usize);
        format!("{a}.{b}")
    };
    format!("{sign}{text}")
}

/// A unit variant by its name, as serde reads an enum from a JSON value: a string, or a map of
/// one key (the name) to null. Its index in `names`: one copy of this code for every enum.
#[inline(never)]
fn variant_index(v: &Json, names: &[&str]) -> Result<usize, String> {
    let find = |name: &str| {
        names
            .iter()
            .position(|n| *n == name)
            .ok_or_else(|| format!("unknown variant `{name}`, expected {}", one_of(names)))
    };
    match v {
        Json::String(s) => find(s),
        Json::Object(map) if map.len() == 1 => {
            let (name, inner) = map.iter().next().expect("one key");
            let i = find(name)?;
            match inner {
                Json::Null => Ok(i),
                other => Err(invalid_type(other, "unit")),
            }
        }
        Json::Object(_) => Err("invalid value: map, expected map with a single key".into()),
        other => Err(invalid_type(other, "string or map")),
    }
}

/// [`variant_index`] for an enum's table of variants and names.
fn variant<T: Copy, const N: usize>(v: &Json, all: &[(T, &str); N]) -> Result<T, String> {
    let names = all.map(|(_, n)| n);
    variant_index(v, &names).map(|i| all[i].0)
}

/// `null` as absent, else `read(v)`: serde's `Option`.
fn optional<T>(v: &Json, read: impl Fn(&Json) -> Result<T, String>) -> Result<Option<T>, String> {
    match v {
        Json::Null => Ok(None),
        v => read(v).map(Some),
    }
}

fn boolean(v: &Json) -> Result<Option<bool>, String> {
    optional(v, |v| {
        v.as_bool().ok_or_else(|| invalid_type(v, "a boolean"))
    })
}

fn unsigned(v: &Json) -> Result<Option<u64>, String> {
    optional(v, |v| match v.as_u64() {
        Some(u) => Ok(u),
        // serde's u64 takes a whole number below zero as a value out of range.
        None if v.is_i64() => Err(format!("invalid value: {}, expected u64", unexpected(v))),
        None => Err(invalid_type(v, "u64")),
    })
}

fn float(v: &Json) -> Result<Option<f64>, String> {
    optional(v, |v| v.as_f64().ok_or_else(|| invalid_type(v, "f64")))
}

/// A struct of optional fields: a map whose keys are `fields` (each read by `each`), or, as serde
/// also takes, a list of the fields' values in their order. `key` prefixes the message: a
/// field's error names the field (`options.rule: …`), as serde's errors per key did here.
fn fields(
    key: &str,
    v: &Json,
    what: &str,
    fields: &[&str],
    each: &mut dyn FnMut(&str, &Json) -> Result<(), String>,
) -> Result<(), String> {
    match v {
        Json::Object(map) => {
            for (k, inner) in map {
                if !fields.contains(&k.as_str()) {
                    return Err(format!(
                        "{key}.{k}: unknown field `{k}`, expected {}",
                        one_of(fields)
                    ));
                }
                each(k, inner).map_err(|e| format!("{key}.{k}: {e}"))?;
            }
            Ok(())
        }
        Json::Array(items) => {
            if items.len() > fields.len() {
                return Err(format!(
                    "{key}: invalid length {}, expected fewer elements in array",
                    items.len()
                ));
            }
            for (f, inner) in fields.iter().zip(items) {
                each(f, inner).map_err(|e| format!("{key}: {e}"))?;
            }
            Ok(())
        }
        other => Err(format!("{key}: {}", invalid_type(other, what))),
    }
}

const RULES: [(Rule, &str); 3] = [
    (Rule::Standard, "standard"),
    (Rule::Weak, "weak"),
    (Rule::Snda, "snda"),
];
const PARALLEL_EDGES: [(ParallelEdges, &str); 3] = [
    (ParallelEdges::Keep, "keep"),
    (ParallelEdges::MergeAtRoot, "merge-at-root"),
    (ParallelEdges::Merge, "merge"),
];
const SELECTIONS: [(Selection, &str); 2] = [
    (Selection::FromRoot, "from-root"),
    (Selection::LastChanged, "last-changed"),
];
const FREE_WINNING_SETS: [(FreeWinningSet, &str); 3] = [
    (FreeWinningSet::Off, "off"),
    (FreeWinningSet::AtDevelopment, "at-development"),
    (FreeWinningSet::AtCreation, "at-creation"),
];
const LEAF_INITS: [(LeafInit, &str); 2] =
    [(LeafInit::Unit, "unit"), (LeafInit::Heuristic, "heuristic")];
const THRESHOLD_RULES: [(ThresholdRule, &str); 2] = [
    (ThresholdRule::Nagai, "nagai"),
    (ThresholdRule::Thesis, "thesis"),
];

/// A top-level key's value read by `read`, the error prefixed with the key; an object's keys
/// are first read one by one, each error naming its key too (`algorithm.weak: …`), as the
/// per-key reading this replaces did.
fn top<T>(key: &str, v: &Json, read: &dyn Fn(&Json) -> Result<T, String>) -> Result<T, String> {
    if let Json::Object(map) = v {
        for (k, inner) in map {
            // By `insert`, not `collect`: `BTreeMap`'s `FromIterator` (a sort and a bulk build,
            // 2.3 KB of the wasm) had no other caller.
            let mut one = serde_json::Map::new();
            one.insert(k.clone(), inner.clone());
            let one = Json::Object(one);
            read(&one).map_err(|e| format!("{key}.{k}: {e}"))?;
        }
    }
    read(v).map_err(|e| format!("{key}: {e}"))
}

/// `algorithm`.
pub(super) fn algorithm(v: &Json) -> Result<Algorithm, String> {
    let all = Algorithm::ALL.map(|a| (a, a.name()));
    top("algorithm", v, &|v| variant(v, &all))
}

/// `question`.
pub(super) fn ask(v: &Json) -> Result<Ask, String> {
    let all = Ask::ALL.map(|a| (a, a.name()));
    top("question", v, &|v| variant(v, &all))
}

/// `preset`: a string (its name is checked when the search is built).
pub(super) fn preset(v: &Json) -> Result<String, String> {
    top("preset", v, &|v| match v {
        Json::String(s) => Ok(s.clone()),
        other => Err(invalid_type(other, "a string")),
    })
}

/// `options`.
pub(super) fn options(v: &Json) -> Result<OptionOverrides, String> {
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
    let mut o = OptionOverrides::default();
    fields(
        "options",
        v,
        "struct OptionOverrides",
        &NAMES,
        &mut |k, v| {
            match k {
                "transpositions" => o.transpositions = boolean(v)?,
                "rule" => o.rule = optional(v, |v| variant(v, &RULES))?,
                "deleteSolvedSons" => o.delete_solved_sons = boolean(v)?,
                "parallelEdges" => o.parallel_edges = optional(v, |v| variant(v, &PARALLEL_EDGES))?,
                "selection" => o.selection = optional(v, |v| variant(v, &SELECTIONS))?,
                "freeWinningSet" => {
                    o.free_winning_set = optional(v, |v| variant(v, &FREE_WINNING_SETS))?
                }
                "forcedReplies" => o.forced_replies = boolean(v)?,
                "orderSons" => o.order_sons = boolean(v)?,
                "leafInit" => o.leaf_init = optional(v, |v| variant(v, &LEAF_INITS))?,
                _ => o.lazy_sons = boolean(v)?,
            }
            Ok(())
        },
    )?;
    Ok(o)
}

/// `params`.
pub(super) fn params(v: &Json) -> Result<AlgorithmParams, String> {
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
    let mut p = AlgorithmParams::default();
    fields(
        "params",
        v,
        "struct AlgorithmParams",
        &NAMES,
        &mut |k, v| {
            match k {
                "epsilon" => p.epsilon = float(v)?,
                "ttSize" => p.tt_size = unsigned(v)?,
                "keepSolved" => p.keep_solved = boolean(v)?,
                "leavesFirst" => p.leaves_first = boolean(v)?,
                "keepShared" => p.keep_shared = boolean(v)?,
                "thresholdRule" => {
                    p.threshold_rule = optional(v, |v| variant(v, &THRESHOLD_RULES))?
                }
                "maxSetSize" => p.max_set_size = unsigned(v)?,
                "pn2Limit" => p.pn2_limit = unsigned(v)?,
                _ => p.pn2_fraction = float(v)?,
            }
            Ok(())
        },
    )?;
    Ok(p)
}

/// `limits`.
pub(super) fn limits(v: &Json) -> Result<Limits, String> {
    const NAMES: [&str; 3] = ["maxNodes", "maxIterations", "maxBytes"];
    let mut l = Limits::default();
    fields("limits", v, "struct Limits", &NAMES, &mut |k, v| {
        match k {
            "maxNodes" => l.max_nodes = unsigned(v)?,
            "maxIterations" => l.max_iterations = unsigned(v)?,
            _ => l.max_bytes = unsigned(v)?,
        }
        Ok(())
    })?;
    Ok(l)
}
