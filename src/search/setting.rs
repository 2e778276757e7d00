//! The row type of the table of settings (`config::settings`): what one option, algorithm
//! parameter or limit is, written as a `const` so that the options' rows (`options!` in
//! [`super::options`]) and the others are the same kind of row. The checks, the schema and the
//! CLI's flags read these rows in `config::settings`.

use crate::named::Named;

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
    pub fn noun(self) -> &'static str {
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
pub const MAX_COUNT: u64 = (1 << 53) - 1;

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
    /// Whether it means something only for games with winning sets.
    pub winning_sets: bool,
    /// The value that switches it off: accepted where the setting does not apply, since it
    /// asks for nothing there.
    pub off: Option<&'static str>,
    /// One line of help.
    pub help: &'static str,
}

impl Decl {
    /// A row of every algorithm, any game, with no value that switches it off.
    pub const fn new(section: Section, key: &'static str, kind: Kind, help: &'static str) -> Decl {
        Decl {
            section,
            key,
            flag: None,
            kind,
            winning_sets: false,
            off: None,
            help,
        }
    }

    /// The row, for games with winning sets only.
    pub const fn on_sets(self) -> Decl {
        Decl {
            winning_sets: true,
            ..self
        }
    }

    /// The row, with the value that switches it off.
    pub const fn off(self, value: &'static str) -> Decl {
        Decl {
            off: Some(value),
            ..self
        }
    }

    /// The row, with a command-line flag other than its key in kebab-case.
    pub const fn flag(self, flag: &'static str) -> Decl {
        Decl {
            flag: Some(flag),
            ..self
        }
    }
}

/// A row of a setting that is true or false.
pub const fn flag(section: Section, key: &'static str, help: &'static str) -> Decl {
    Decl::new(section, key, Kind::Bool, help)
}

/// A row of a setting that is one of `values`.
pub const fn choice(
    section: Section,
    key: &'static str,
    values: &'static [&'static str],
    help: &'static str,
) -> Decl {
    Decl::new(section, key, Kind::Choice(values), help)
}

/// A row of a whole number in `min..=max`.
pub const fn whole(
    section: Section,
    key: &'static str,
    (min, max): (u64, u64),
    unit: Unit,
    help: &'static str,
) -> Decl {
    Decl::new(section, key, Kind::Whole { min, max, unit }, help)
}

/// A row of a number in `min..=max` (above `min` when `open_min`).
pub const fn real(
    section: Section,
    key: &'static str,
    (min, max): (f64, f64),
    open_min: bool,
    help: &'static str,
) -> Decl {
    Decl::new(section, key, Kind::Real { min, max, open_min }, help)
}

/// The kind of an option's value, from its type: a flag for `bool`, a choice of the names of a
/// [`named!`](crate::named!) enum.
pub trait OptionKind {
    /// The kind.
    const KIND: Kind;
}

impl OptionKind for bool {
    const KIND: Kind = Kind::Bool;
}

impl<T: Named> OptionKind for T {
    const KIND: Kind = Kind::Choice(T::NAMES);
}
