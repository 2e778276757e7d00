//! The settings on the command line, read from the one table (`pnlab::config::settings`): each
//! setting is a `--flag` with the table's help, values and range, and what is given is set in
//! the configuration through serde, as JSON would set it.

use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::{Arg, ArgMatches, Args, Command, Error, FromArgMatches};
use pnlab::config::settings::{given, of, Decl, Kind, Section, Unit};
use pnlab::config::Config;
use pnlab::json::Value;
use pnlab::search::Limits;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// The settings given on the command line, as configuration values.
#[derive(Clone, Debug, Default)]
pub struct Given(Vec<(&'static Decl, Value)>);

impl Given {
    /// `config` with these settings set.
    pub fn apply(&self, mut config: Config) -> Result<Config, String> {
        config.options = self.set(Section::Options, &config.options)?;
        config.params = self.set(Section::Params, &config.params)?;
        // The view's and the history's shares are not settings: kept as they were.
        let limits: Limits = self.set(Section::Limits, &config.limits)?;
        config.limits = Limits {
            view: config.limits.view,
            history: config.limits.history,
            ..limits
        };
        Ok(config)
    }

    /// `base` with the settings given in `section` set, read by serde as JSON is.
    fn set<T: Serialize + DeserializeOwned>(
        &self,
        section: Section,
        base: &T,
    ) -> Result<T, String> {
        let mut m = given(base);
        for (d, v) in self.0.iter().filter(|(d, _)| d.section == section) {
            m.insert(d.key.into(), v.clone());
        }
        serde_json::from_value(Value::Object(m)).map_err(|e| format!("{}: {e}", section.key()))
    }
}

/// The flag's value read for the setting: its kind's syntax, then the table's range.
fn read(d: &'static Decl, s: &str) -> Result<Value, String> {
    let v = match d.kind {
        Kind::Whole {
            unit: Unit::Bytes, ..
        } => Value::from(crate::parse_bytes(s)?),
        Kind::Whole { .. } => {
            let t = s.trim();
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(format!(
                    "not a whole number: give digits only (no sign, fraction or exponent), {}",
                    d.allowed()
                ));
            }
            Value::from(
                t.parse::<u64>()
                    .map_err(|_| format!("out of range: {}", d.allowed()))?,
            )
        }
        Kind::Real { .. } => match s.trim().parse::<f64>() {
            Ok(x) if x.is_finite() => Value::from(x),
            _ => return Err("not a number: give a decimal number, e.g. 0.25".into()),
        },
        Kind::Bool => match s {
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            _ => return Err("give true or false".into()),
        },
        Kind::Choice(_) => Value::String(s.into()),
    };
    d.check_range(&v)?;
    Ok(v)
}

/// The flag's help: the algorithms it is for, the table's line and the range.
fn help(d: &Decl) -> String {
    let mut h = String::new();
    let names: Vec<&str> = d.algorithms().map(|a| a.name()).collect();
    if !names.is_empty() {
        h.push_str(&format!("{}: ", names.join(", ")));
    }
    h.push_str(d.help);
    let allowed = d.allowed();
    if !allowed.is_empty() {
        h.push_str(&format!(" ({allowed})"));
    }
    h
}

fn arg(d: &'static Decl) -> Arg {
    let flag = d.cli_flag();
    let a = Arg::new(flag.clone())
        .long(flag.clone())
        .value_name(flag.to_uppercase().replace('-', "_"))
        .allow_negative_numbers(true)
        .help(help(d));
    match d.kind {
        Kind::Choice(values) => {
            a.value_parser(PossibleValuesParser::new(values).map(Value::String))
        }
        Kind::Bool => a.value_parser(
            PossibleValuesParser::new(["true", "false"]).map(|s| Value::Bool(s == "true")),
        ),
        _ => a.value_parser(move |s: &str| read(d, s)),
    }
}

fn augment(mut cmd: Command, sections: &[Section]) -> Command {
    for &s in sections {
        for d in of(s) {
            cmd = cmd.arg(arg(d));
        }
    }
    cmd
}

fn from_matches(m: &ArgMatches, sections: &[Section]) -> Given {
    let mut given = Vec::new();
    for &s in sections {
        for d in of(s) {
            if let Some(v) = m.get_one::<Value>(&d.cli_flag()) {
                given.push((d, v.clone()));
            }
        }
    }
    Given(given)
}

/// Declares a group of setting flags for the sections named.
macro_rules! setting_flags {
    ($(#[$doc:meta])* $name:ident: $($section:expr),+) => {
        $(#[$doc])*
        #[derive(Clone, Debug, Default)]
        pub struct $name(pub Given);

        impl $name {
            const SECTIONS: &'static [Section] = &[$($section),+];
        }

        impl FromArgMatches for $name {
            fn from_arg_matches(m: &ArgMatches) -> Result<Self, Error> {
                Ok($name(from_matches(m, Self::SECTIONS)))
            }
            fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), Error> {
                *self = Self::from_arg_matches(m)?;
                Ok(())
            }
        }

        impl Args for $name {
            fn augment_args(cmd: Command) -> Command {
                augment(cmd, Self::SECTIONS)
            }
            fn augment_args_for_update(cmd: Command) -> Command {
                augment(cmd, Self::SECTIONS)
            }
        }
    };
}

setting_flags!(
    /// Every option, algorithm parameter and limit as a flag.
    SettingArgs: Section::Options, Section::Params, Section::Limits
);
setting_flags!(
    /// The limits alone as flags (`compare` varies the options itself).
    LimitArgs: Section::Limits
);
