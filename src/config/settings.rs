//! The one table of settings: every option, algorithm parameter and limit a configuration
//! takes, with its kind, range, the algorithms it applies to and its help. The configuration's
//! checks, the schema the page and the element read, the CLI's flags and the TypeScript types
//! (`scripts/settings-types.mjs`, from the schema) all derive from its rows ([`all`]).
//!
//! An option's row is in `options!` ([`crate::search::options`]), which also writes its field
//! in `Options` and `OptionOverrides` and its default, so a new option is its row plus the code
//! that reads it. A parameter's or a limit's row is in [`OTHERS`], plus the field it sets in
//! [`crate::search::AlgorithmParams`] or [`crate::search::Limits`] (serde reads the field).

use crate::json::{self, Map, Value};
pub use crate::search::options::OPTIONS;
use crate::search::setting::{choice, flag, real, whole};
pub use crate::search::setting::{Decl, Kind, Section, Unit, MAX_BYTES, MAX_COUNT};
use crate::search::{Algorithm, ThresholdRule};
use serde::Serialize;

impl Decl {
    /// The command line's flag, without the dashes.
    pub fn cli_flag(&self) -> String {
        match self.flag {
            Some(f) => f.into(),
            None => kebab(self.key),
        }
    }

    /// The allowed values in words, e.g. `0 <= epsilon <= 10` or `1 <= pn2Limit <= 100000000
    /// (nodes)`; empty for a flag or a choice, whose values serde names.
    pub fn allowed(&self) -> String {
        match self.kind {
            Kind::Whole { min, max, unit } => {
                let words = match unit {
                    Unit::Count(w) => w,
                    Unit::Bytes => "bytes",
                };
                format!("{min} <= {} <= {max} ({words})", self.key)
            }
            Kind::Real { min, max, open_min } => {
                let op = if open_min { "<" } else { "<=" };
                format!("{min} {op} {} <= {max}", self.key)
            }
            Kind::Bool | Kind::Choice(_) => String::new(),
        }
    }

    /// Checks a value of the right type against the range: the error says what is allowed.
    pub fn check_range(&self, v: &Value) -> Result<(), String> {
        if matches!(self.kind, Kind::Whole { .. }) && v.is_f64() {
            return Err(format!("{}, {}", json::NOT_WHOLE, self.allowed()));
        }
        let inside = match self.kind {
            Kind::Whole { min, max, .. } => v.as_u64().is_some_and(|x| (min..=max).contains(&x)),
            // Written so that NaN fails too.
            Kind::Real { min, max, open_min } => v
                .as_f64()
                .is_some_and(|x| (if open_min { x > min } else { x >= min }) && x <= max),
            Kind::Bool | Kind::Choice(_) => true,
        };
        match inside {
            true => Ok(()),
            false => Err(format!("out of range: {}", self.allowed())),
        }
    }

    /// The algorithms that take the setting (their rows' `takes`); none: every algorithm.
    pub fn algorithms(&self) -> impl Iterator<Item = Algorithm> + '_ {
        Algorithm::ALL
            .into_iter()
            .filter(|a| a.takes().contains(&self.key))
    }

    /// Whether `v` switches the setting off.
    fn is_off(&self, v: &Value) -> bool {
        let text = match v {
            Value::String(s) => s.clone(),
            other => json::text(other),
        };
        self.off == Some(text.as_str())
    }

    /// The schema's entry.
    pub fn setting(&self) -> Setting {
        let (kind, values, min, max): (_, &[&str], _, _) = match self.kind {
            Kind::Bool => ("bool", &[], None, None),
            Kind::Choice(values) => ("choice", values, None, None),
            Kind::Whole { min, max, .. } => ("int", &[], Some(min as f64), Some(max as f64)),
            Kind::Real { min, max, .. } => ("number", &[], Some(min), Some(max)),
        };
        Setting {
            name: self.key,
            kind,
            values,
            min,
            max,
            algorithms: self.algorithms().map(|a| a.name()).collect(),
            winning_sets: self.winning_sets,
            help: self.help,
        }
    }
}

/// `maxSetSize` → `max-set-size`.
fn kebab(key: &str) -> String {
    let mut out = String::with_capacity(key.len() + 4);
    for c in key.chars() {
        if c.is_ascii_uppercase() {
            out.push('-');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A setting as the schema gives it to the page: its key and the values it takes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Setting {
    /// The key (in `options`, `params` or `limits` of a configuration).
    pub name: &'static str,
    /// `bool`, `choice`, `int` or `number`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The values of a choice.
    #[serde(skip_serializing_if = "<[_]>::is_empty")]
    pub values: &'static [&'static str],
    /// Smallest allowed (int, number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub min: Option<f64>,
    /// Largest allowed (int, number).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<f64>,
    /// The algorithms the setting applies to; empty: every algorithm.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub algorithms: Vec<&'static str>,
    /// Whether the setting only means something for games with winning sets; the page
    /// disables it for the others.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub winning_sets: bool,
    /// One line of help.
    pub help: &'static str,
}

use Section::{Limits as L, Params as P};

/// The parameters' and limits' rows, in the order the page and `--help` list them (the options'
/// rows are [`OPTIONS`], beside the fields they set).
const OTHERS: &[Decl] = &[
    real(P, "epsilon", (0.0, 10.0), false, "The 1+ε threshold rule; 0 is Nagai's +1"),
    whole(P, "ttSize", (1, 1_000_000_000_000), Unit::Count("entries"), "Most entries of the transposition table (unbounded when absent)"),
    flag(P, "keepSolved", "Replacement evicts unsolved entries first (thesis 3.1.6)"),
    flag(P, "leavesFirst", "Replacement evicts undeveloped entries first (thesis 3.1.6)"),
    flag(P, "keepShared", "Replacement evicts entries with few parents first (thesis 3.1.6)"),
    choice(P, "thresholdRule", &ThresholdRule::NAMES, "Nagai's threshold rule, or the thesis program's (Table 4.5)"),
    whole(P, "maxSetSize", (1, 1_000_000), Unit::Count("positions"), "The largest proof or disproof set before the search ends with \"unknown\" (20000 when absent)"),
    whole(P, "pn2Limit", (1, 100_000_000), Unit::Count("nodes"), "Nodes each second-level search may create"),
    real(P, "pn2Fraction", (0.0, 100.0), true, "The second level's budget as a fraction of the first level's nodes (Allis: 1, the default)"),
    whole(L, "maxNodes", (1, MAX_COUNT), Unit::Count("nodes"), "Stop with \"unknown\" before creating more nodes than this"),
    whole(L, "maxIterations", (1, MAX_COUNT), Unit::Count("iterations"), "Stop with \"unknown\" after this many iterations"),
    whole(L, "maxBytes", (1, MAX_BYTES), Unit::Bytes, "Stop with \"unknown (memory)\" before the search's memory passes this: bytes, or with a K, M, G or T suffix (powers of 1024), e.g. 2G or 1.5G")
        .flag("max-memory"),
];

/// Every setting, in the order the page and `--help` list them.
pub fn all() -> impl Iterator<Item = &'static Decl> {
    OPTIONS.iter().chain(OTHERS)
}

/// The settings of one section.
pub fn of(section: Section) -> impl Iterator<Item = &'static Decl> {
    all().filter(move |d| d.section == section)
}

/// A section's fields as given: serialized, with the absent (null) ones left out.
pub fn given<T: Serialize>(section: &T) -> Map {
    non_null(serde_json::to_value(section))
}

/// An object's entries that are not null. Inserted one by one rather than collected: a
/// `BTreeMap` collected from an iterator sorts it first, with a copy of std's sort per iterator
/// type, so each section type would bring its own into the wasm.
fn non_null(v: serde_json::Result<Value>) -> Map {
    let mut out = Map::new();
    if let Ok(Value::Object(map)) = v {
        for (k, v) in map {
            if !v.is_null() {
                out.insert(k, v);
            }
        }
    }
    out
}

/// Checks the settings given in one section: each in its range, for an algorithm it applies to,
/// and for a game with winning sets where it needs them (a setting switched off is accepted
/// everywhere). `game` names the game and says whether it has winning sets.
pub fn check(
    section: Section,
    given: &Map,
    algorithm: Algorithm,
    game: (&str, bool),
) -> Result<(), String> {
    for d in of(section) {
        let Some(v) = given.get(d.key) else { continue };
        let name = format!("{}.{}", section.key(), d.key);
        d.check_range(v).map_err(|e| {
            // A real as written (`-1`, not serde_json's `-1.0`).
            let shown = match (d.kind, v.as_f64()) {
                (Kind::Real { .. }, Some(x)) => x.to_string(),
                _ => json::shown(v),
            };
            format!("{name} = {shown} is {e}")
        })?;
        if d.is_off(v) {
            continue;
        }
        let owners: Vec<&str> = d.algorithms().map(|a| a.name()).collect();
        if !owners.is_empty() && !algorithm.takes().contains(&d.key) {
            return Err(format!(
                "{name} does not apply to algorithm \"{}\": it is a {} {}",
                algorithm.name(),
                owners.join(" or "),
                section.noun()
            ));
        }
        if d.winning_sets && !game.1 {
            return Err(format!(
                "{name} does not apply to the game {}: it has no winning sets",
                game.0
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_key_is_declared_once_and_each_flag_is_distinct() {
        let mut keys: Vec<String> = all()
            .map(|d| format!("{}.{}", d.section.key(), d.key))
            .collect();
        let mut flags: Vec<String> = all().map(Decl::cli_flag).collect();
        keys.sort();
        flags.sort();
        let n = all().count();
        keys.dedup();
        flags.dedup();
        assert_eq!((keys.len(), flags.len()), (n, n));
        assert_eq!(kebab("pn2Fraction"), "pn2-fraction");
        assert_eq!(kebab("maxSetSize"), "max-set-size");
    }

    #[test]
    fn a_range_is_checked_and_named_in_words() {
        let eps = all().find(|d| d.key == "epsilon").unwrap();
        assert!(eps.check_range(&Value::from(10.0)).is_ok());
        assert_eq!(
            eps.check_range(&Value::from(10.5)),
            Err("out of range: 0 <= epsilon <= 10".into())
        );
        // A whole number written as a real is named as such, not as out of range.
        let n = all()
            .find(|d| matches!(d.kind, Kind::Whole { .. }))
            .unwrap();
        let e = n.check_range(&Value::from(2.0)).unwrap_err();
        assert!(
            e.starts_with("not a whole number: write it without a fraction or exponent, "),
            "{e}"
        );
        let frac = all().find(|d| d.key == "pn2Fraction").unwrap();
        assert!(frac.check_range(&Value::from(0.0)).is_err());
        assert!(frac.check_range(&Value::from(f64::MIN_POSITIVE)).is_ok());
    }

    #[test]
    fn each_options_row_sets_its_field_by_its_key() {
        let base = serde_json::to_value(crate::search::Options::default()).unwrap();
        for d in OPTIONS {
            let other = match d.kind {
                Kind::Bool => Value::Bool(!base[d.key].as_bool().unwrap()),
                Kind::Choice(values) => {
                    let v = values.iter().find(|v| base[d.key] != **v).unwrap();
                    Value::from(*v)
                }
                _ => panic!("{} is neither a flag nor a choice", d.key),
            };
            let given = serde_json::json!({ d.key: other.clone() });
            let o: crate::search::OptionOverrides = serde_json::from_value(given).unwrap();
            let set = serde_json::to_value(o.apply(crate::search::Options::default())).unwrap();
            let mut expected = base.clone();
            expected[d.key] = other;
            assert_eq!(set, expected, "{}", d.key);
        }
    }

    /// A value of `d` in its range that does not switch it off.
    fn on_value(d: &Decl) -> Value {
        match d.kind {
            Kind::Bool => Value::Bool(d.off != Some("true")),
            Kind::Choice(values) => Value::from(*values.iter().find(|v| d.off != Some(v)).unwrap()),
            Kind::Whole { min, .. } => Value::from(min),
            Kind::Real { max, .. } => Value::from(max),
        }
    }

    #[test]
    fn each_key_an_algorithm_takes_is_a_setting() {
        for a in Algorithm::ALL {
            for key in a.takes() {
                let d = all().find(|d| d.key == *key);
                assert!(
                    d.is_some_and(|d| d.section != Section::Limits),
                    "{a:?}: {key}"
                );
            }
        }
    }

    #[test]
    fn a_setting_is_refused_by_the_algorithms_that_do_not_take_it_unless_switched_off() {
        let game = ("clique", true);
        let mut refused = 0;
        for d in all() {
            let owners: Vec<&str> = d.algorithms().map(|a| a.name()).collect();
            for a in Algorithm::ALL {
                let on = Map::from_iter([(d.key.to_string(), on_value(d))]);
                let got = check(d.section, &on, a, game);
                if owners.is_empty() || a.takes().contains(&d.key) {
                    assert_eq!(got, Ok(()), "{} for {}", d.key, a.name());
                    continue;
                }
                let words = format!(
                    "{}.{} does not apply to algorithm \"{}\": it is a {} {}",
                    d.section.key(),
                    d.key,
                    a.name(),
                    owners.join(" or "),
                    d.section.noun()
                );
                assert_eq!(got, Err(words));
                refused += 1;
                if let Some(off) = d.off {
                    let v = serde_json::from_str(off).unwrap_or(Value::from(off));
                    let off = Map::from_iter([(d.key.to_string(), v)]);
                    assert_eq!(check(d.section, &off, a, game), Ok(()), "{}", d.key);
                }
            }
        }
        assert!(refused > 0);
    }
}
