//! What a game tells the registry about itself: its name, its parameters and their ranges, and
//! how it is made from checked parameters. Games implement [`Registered`]; the list of games is
//! in `games/mod.rs`, and `games/registry.rs` looks them up by name.

use crate::game::Game;
use crate::json::{Map, Value};
use serde::Serialize;

/// What a game parameter takes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    tag = "type"
)]
pub enum ParamKind {
    /// A whole number in `min..=max`.
    Int {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of a few words.
    Choice {
        /// The words allowed.
        values: &'static [&'static str],
    },
    /// A text of at most `max_len` characters drawn from `alphabet` (the game checks the rest).
    Text {
        /// The characters allowed.
        alphabet: &'static str,
        /// Longest allowed.
        max_len: usize,
    },
    /// A JSON document the game reads itself (a positional game's winning sets); the CLI reads
    /// it from the file named by `--file`.
    Document,
}

/// One parameter of a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Param {
    /// The key in a configuration and the URL, and the CLI's `--` flag.
    pub name: &'static str,
    /// A label for people.
    pub label: &'static str,
    /// What it takes.
    #[serde(flatten)]
    pub kind: ParamKind,
    /// The value when absent; `None` when required.
    pub default: Option<Value>,
    /// A rule the range alone does not say (e.g. `k <= n`), for help texts.
    #[serde(skip_serializing_if = "str::is_empty")]
    pub note: &'static str,
}

impl Param {
    /// A whole number in `min..=max`.
    pub fn int(name: &'static str, label: &'static str, min: i64, max: i64, default: i64) -> Param {
        Param {
            name,
            label,
            kind: ParamKind::Int { min, max },
            default: Some(default.into()),
            note: "",
        }
    }

    /// One of `values`.
    pub fn choice(
        name: &'static str,
        label: &'static str,
        values: &'static [&'static str],
        default: &'static str,
    ) -> Param {
        Param {
            name,
            label,
            kind: ParamKind::Choice { values },
            default: Some(default.into()),
            note: "",
        }
    }

    /// The same parameter with a rule its range does not say.
    pub fn note(self, note: &'static str) -> Param {
        Param { note, ..self }
    }
}

/// What the page and the CLI need to know of a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The name in configurations, the URL and the CLI.
    pub name: &'static str,
    /// A title for people.
    pub title: &'static str,
    /// Its parameters.
    pub params: Vec<Param>,
    /// Whether the "no free winning set" rule and the threat options mean anything here.
    pub winning_sets: bool,
}

/// A game the registry can build from parameters.
pub trait Registered: Game + Sized + 'static {
    /// The game's name and parameters.
    fn info() -> GameInfo;
    /// The game with these parameters, already checked against [`Registered::info`]'s ranges;
    /// the game checks whatever else its rules need.
    fn from_params(p: &Params) -> Result<Self, String>;
}

/// A game with a second, wider representation for large parameters (the clique game's 128-bit
/// board for N > 8), so the common sizes keep the narrow one's speed and memory.
pub trait Widened: Registered {
    /// The wider representation: the same game, named and parametrised alike.
    type Wide: Registered;
    /// Whether these parameters need it.
    fn needs_wide(p: &Params) -> bool;
}

impl GameInfo {
    /// Checks `given` against the game's parameters: no unknown key (`others` are the keys the
    /// configuration itself takes, named in the message), each value of the right type and in
    /// range, defaults filled in.
    pub fn read(&self, given: &Map, others: &[&str]) -> Result<Params, String> {
        let info = self;
        let names: Vec<&str> = info.params.iter().map(|p| p.name).collect();
        if let Some(bad) = given.keys().find(|k| !names.contains(&k.as_str())) {
            return Err(format!(
                "unknown field \"{bad}\" for the game {}: it takes {}, and a configuration also takes {}",
                info.name,
                if names.is_empty() { "no parameters".to_string() } else { names.join(", ") },
                others.join(", ")
            ));
        }
        let mut values = Map::new();
        for p in &info.params {
            let v = match (given.get(p.name), &p.default) {
                (Some(v), _) => v.clone(),
                (None, Some(d)) => d.clone(),
                (None, None) => {
                    return Err(format!(
                        "{} is required for the game {}: {}",
                        p.name,
                        info.name,
                        describe(p)
                    ))
                }
            };
            check_value(info.name, p, &v)?;
            values.insert(p.name.to_string(), v);
        }
        Ok(Params {
            game: info.name,
            values,
        })
    }
}

/// A game's parameters as given, checked against its [`GameInfo`] (defaults filled in).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Params {
    game: &'static str,
    values: Map,
}

impl Params {
    /// A whole-number parameter.
    pub fn int(&self, name: &str) -> Result<i64, String> {
        self.values
            .get(name)
            .and_then(Value::as_i64)
            .ok_or_else(|| self.missing(name))
    }
    /// A word or text parameter.
    pub fn text(&self, name: &str) -> Result<&str, String> {
        self.values
            .get(name)
            .and_then(Value::as_str)
            .ok_or_else(|| self.missing(name))
    }
    /// A document parameter.
    pub fn document(&self, name: &str) -> Result<&Value, String> {
        self.values.get(name).ok_or_else(|| self.missing(name))
    }
    /// Every parameter with its value, defaults included.
    pub fn to_map(&self) -> Map {
        self.values.clone()
    }
    fn missing(&self, name: &str) -> String {
        format!("{name} is required for the game {}", self.game)
    }
}

fn describe(p: &Param) -> String {
    let range = match &p.kind {
        ParamKind::Int { min, max } => format!("{min} <= {} <= {max}", p.name),
        ParamKind::Choice { values } => format!("one of {}", values.join(", ")),
        ParamKind::Text { alphabet, max_len } => {
            format!("up to {max_len} characters from \"{alphabet}\"")
        }
        ParamKind::Document => "a JSON object".into(),
    };
    // In brackets: after a choice's list, ", exact: …" read as one more value.
    if p.note.is_empty() {
        range
    } else {
        format!("{range} ({})", p.note)
    }
}

fn check_value(game: &str, p: &Param, v: &Value) -> Result<(), String> {
    let (of_type, wanted) = match &p.kind {
        ParamKind::Int { .. } => (v.is_number(), "a whole number"),
        ParamKind::Choice { .. } => (v.is_string(), "a word"),
        ParamKind::Text { .. } => (v.is_string(), "a text"),
        ParamKind::Document => (v.is_object(), "a JSON object"),
    };
    if !of_type {
        let wanted = match p.kind {
            ParamKind::Document => describe(p),
            _ => format!("{wanted} ({})", describe(p)),
        };
        return Err(format!(
            "{} = {} has the wrong type for the game {game}: it is {}, where {wanted} is wanted",
            p.name,
            crate::json::shown(v),
            crate::json::kind(v),
        ));
    }
    let ok = match &p.kind {
        ParamKind::Int { min, max } => v.as_i64().is_some_and(|x| (*min..=*max).contains(&x)),
        ParamKind::Choice { values } => v.as_str().is_some_and(|s| values.contains(&s)),
        ParamKind::Text { alphabet, max_len } => v.as_str().is_some_and(|s| {
            s.chars().count() <= *max_len && s.chars().all(|c| alphabet.contains(c))
        }),
        ParamKind::Document => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{} = {} is out of range for the game {game}: {}",
            p.name,
            crate::json::shown(v),
            describe(p)
        ))
    }
}
