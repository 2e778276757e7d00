//! The one table of settings: every option, algorithm parameter and limit a configuration
//! takes, with its kind, range, the algorithms it applies to and its help. The configuration's
//! checks, the schema the page and the element read, the CLI's flags and the TypeScript types
//! (`scripts/settings-types.mjs`, from the schema) all derive from [`SETTINGS`]. A new setting
//! is a row here plus the field it sets in [`super::OptionOverrides`],
//! [`crate::search::AlgorithmParams`] or [`crate::search::Limits`] (serde reads the field).

use crate::json::{self, Map, Value};
use crate::search::{
    Algorithm, FreeWinningSet, LeafInit, ParallelEdges, Repetition, Rule, Selection, ThresholdRule,
};
use serde::Serialize;

/// The part of a configuration a setting sits in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// `options`: PN-search's switches (the preset's, overridden one by one).
    Options,
    /// `params`: the other algorithms' parameters.
    Params,
    /// `limits`: resource limits, for every algorithm.
    Limits,
}

impl Section {
    /// The key in a configuration.
    pub fn key(self) -> &'static str {
        match self {
            Section::Options => "options",
            Section::Params => "params",
            Section::Limits => "limits",
        }
    }

    /// What a setting of this section is called in a message.
    fn noun(self) -> &'static str {
        match self {
            Section::Options => "option",
            Section::Params => "parameter",
            Section::Limits => "limit",
        }
    }
}

/// What a setting's value is.
#[derive(Clone, Copy, Debug)]
pub enum Kind {
    /// true or false.
    Bool,
    /// One of these names, in the order the page lists them.
    Choice(&'static [&'static str]),
    /// A whole number.
    Whole {
        /// The smallest allowed.
        min: u64,
        /// The largest allowed.
        max: u64,
        /// What it counts (bytes are read with K/M/G/T on the command line).
        unit: Unit,
    },
    /// A number.
    Real {
        /// The smallest allowed (or the bound above which it must lie, when `open_min`).
        min: f64,
        /// The largest allowed.
        max: f64,
        /// Whether `min` itself is refused.
        open_min: bool,
    },
}

/// What a whole number counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Things named by the word (nodes, entries, positions…).
    Count(&'static str),
    /// Bytes.
    Bytes,
}

/// The largest count a limit takes: the largest whole number a JavaScript number holds exactly.
const MAX_COUNT: u64 = (1 << 53) - 1;

/// The largest memory limit: 2^60 bytes, far above any machine's memory and far below where the
/// byte counts it is compared with could overflow.
pub const MAX_BYTES: u64 = 1 << 60;

/// One setting.
#[derive(Clone, Copy, Debug)]
pub struct Decl {
    /// Where it sits in a configuration.
    pub section: Section,
    /// Its key there (camelCase).
    pub key: &'static str,
    /// The command line's flag when it is not the key in kebab-case.
    pub flag: Option<&'static str>,
    /// Its kind and range.
    pub kind: Kind,
    /// The algorithms it applies to; empty: every algorithm.
    pub algorithms: &'static [Algorithm],
    /// Whether it means something only for games with winning sets.
    pub winning_sets: bool,
    /// The value that switches it off: accepted where the setting does not apply, since it
    /// asks for nothing there.
    pub off: Option<&'static str>,
    /// One line of help.
    pub help: &'static str,
}

impl Decl {
    const fn new(section: Section, key: &'static str, kind: Kind, help: &'static str) -> Decl {
        Decl {
            section,
            key,
            flag: None,
            kind,
            algorithms: &[],
            winning_sets: false,
            off: None,
            help,
        }
    }

    const fn only(self, algorithms: &'static [Algorithm]) -> Decl {
        Decl { algorithms, ..self }
    }

    const fn on_sets(self) -> Decl {
        Decl {
            winning_sets: true,
            ..self
        }
    }

    const fn off(self, value: &'static str) -> Decl {
        Decl {
            off: Some(value),
            ..self
        }
    }

    const fn flag(self, flag: &'static str) -> Decl {
        Decl {
            flag: Some(flag),
            ..self
        }
    }

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
            algorithms: self.algorithms.iter().map(|a| a.name()).collect(),
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

use Algorithm::{Dcg, Dfpn, Pn2, Pns, Pss};
use Section::{Limits as L, Options as O, Params as P};

const fn flag(section: Section, key: &'static str, help: &'static str) -> Decl {
    Decl::new(section, key, Kind::Bool, help)
}

const fn choice(
    section: Section,
    key: &'static str,
    values: &'static [&'static str],
    help: &'static str,
) -> Decl {
    Decl::new(section, key, Kind::Choice(values), help)
}

const fn whole(
    section: Section,
    key: &'static str,
    (min, max): (u64, u64),
    unit: Unit,
    help: &'static str,
) -> Decl {
    Decl::new(section, key, Kind::Whole { min, max, unit }, help)
}

const fn real(
    section: Section,
    key: &'static str,
    (min, max): (f64, f64),
    open_min: bool,
    help: &'static str,
) -> Decl {
    Decl::new(section, key, Kind::Real { min, max, open_min }, help)
}

/// Every setting, in the order the page and `--help` list them.
pub const SETTINGS: &[Decl] = &[
    flag(O, "transpositions", "Join transpositions into a DAG (true) or build a tree (false)"),
    choice(O, "rule", &Rule::NAMES, "The proof-number rule"),
    flag(O, "deleteSolvedSons", "Delete solved sons from son lists"),
    choice(O, "parallelEdges", &ParallelEdges::NAMES, "Parallel edges: kept, merged at the root, or merged everywhere"),
    choice(O, "selection", &Selection::NAMES, "Where selection starts: the root, or the last node whose numbers changed"),
    choice(O, "freeWinningSet", &FreeWinningSet::NAMES, "The \"no free winning set\" rule")
        .on_sets()
        .off("off"),
    flag(O, "forcedReplies", "Develop only forced replies to immediate wins and threats")
        .on_sets()
        .off("false"),
    flag(O, "orderSons", "Order sons by the game's heuristic"),
    choice(O, "leafInit", &LeafInit::NAMES, "Numbers of a new leaf: unit (1/1) or heuristic (from the winning sets)")
        .on_sets()
        .off("unit"),
    flag(O, "lazySons", "Thesis 3.1.4: keep no son at a node's first development")
        .only(&[Pns])
        .off("false"),
    real(P, "epsilon", (0.0, 10.0), false, "The 1+ε threshold rule; 0 is Nagai's +1").only(&[Dfpn]),
    whole(P, "ttSize", (1, 1_000_000_000_000), Unit::Count("entries"), "Most entries of the transposition table (unbounded when absent)")
        .only(&[Dfpn]),
    flag(P, "keepSolved", "Replacement evicts unsolved entries first (thesis 3.1.6)").only(&[Dfpn]),
    flag(P, "leavesFirst", "Replacement evicts undeveloped entries first (thesis 3.1.6)").only(&[Dfpn]),
    flag(P, "keepShared", "Replacement evicts entries with few parents first (thesis 3.1.6)").only(&[Dfpn]),
    choice(P, "thresholdRule", &ThresholdRule::NAMES, "Nagai's threshold rule, or the thesis program's (Table 4.5)")
        .only(&[Dfpn]),
    choice(O, "repetition", &Repetition::NAMES, "How dcg counts a position met again on the path: exact (the positions' own values), or naive (a draw on the spot, stored: wrong, for teaching)")
        .only(&[Dcg])
        .off("exact"),
    whole(P, "maxSetSize", (1, 1_000_000), Unit::Count("positions"), "The largest proof or disproof set before the search ends with \"unknown\" (20000 when absent)")
        .only(&[Pss]),
    whole(P, "pn2Limit", (1, 100_000_000), Unit::Count("nodes"), "Nodes each second-level search may create")
        .only(&[Pn2]),
    real(P, "pn2Fraction", (0.0, 100.0), true, "The second level's budget as a fraction of the first level's nodes (Allis: 1, the default)")
        .only(&[Pn2]),
    whole(L, "maxNodes", (1, MAX_COUNT), Unit::Count("nodes"), "Stop with \"unknown\" before creating more nodes than this"),
    whole(L, "maxIterations", (1, MAX_COUNT), Unit::Count("iterations"), "Stop with \"unknown\" after this many iterations"),
    whole(L, "maxBytes", (1, MAX_BYTES), Unit::Bytes, "Stop with \"unknown (memory)\" before the search's memory passes this: bytes, or with a K, M, G or T suffix (powers of 1024), e.g. 2G or 1.5G")
        .flag("max-memory"),
];

/// The settings of one section.
pub fn of(section: Section) -> impl Iterator<Item = &'static Decl> {
    SETTINGS.iter().filter(move |d| d.section == section)
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
        if !d.algorithms.is_empty() && !d.algorithms.contains(&algorithm) {
            let owners: Vec<&str> = d.algorithms.iter().map(|a| a.name()).collect();
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
        let mut keys: Vec<String> = SETTINGS
            .iter()
            .map(|d| format!("{}.{}", d.section.key(), d.key))
            .collect();
        let mut flags: Vec<String> = SETTINGS.iter().map(Decl::cli_flag).collect();
        keys.sort();
        flags.sort();
        let n = SETTINGS.len();
        keys.dedup();
        flags.dedup();
        assert_eq!((keys.len(), flags.len()), (n, n));
        assert_eq!(kebab("pn2Fraction"), "pn2-fraction");
        assert_eq!(kebab("maxSetSize"), "max-set-size");
    }

    #[test]
    fn a_range_is_checked_and_named_in_words() {
        let eps = SETTINGS.iter().find(|d| d.key == "epsilon").unwrap();
        assert!(eps.check_range(&Value::from(10.0)).is_ok());
        assert_eq!(
            eps.check_range(&Value::from(10.5)),
            Err("out of range: 0 <= epsilon <= 10".into())
        );
        let frac = SETTINGS.iter().find(|d| d.key == "pn2Fraction").unwrap();
        assert!(frac.check_range(&Value::from(0.0)).is_err());
        assert!(frac.check_range(&Value::from(f64::MIN_POSITIVE)).is_ok());
    }

    #[test]
    fn a_setting_switched_off_is_accepted_where_it_does_not_apply() {
        let mut m = Map::new();
        m.insert("lazySons".into(), Value::Bool(false));
        m.insert("leafInit".into(), Value::from("unit"));
        assert_eq!(check(Section::Options, &m, Dfpn, ("nim", false)), Ok(()));
        m.insert("lazySons".into(), Value::Bool(true));
        let e = check(Section::Options, &m, Dfpn, ("nim", false)).unwrap_err();
        assert_eq!(
            e,
            "options.lazySons does not apply to algorithm \"dfpn\": it is a pns option"
        );
    }
}
