//! The error a caller of the crate meets: the message the user reads, of a kind the caller can
//! match on. The layers a face calls first (the configuration and its settings, a proof file's
//! check, a search's proof) return an [`Error`] of their kind; deeper functions still return
//! `Result<_, String>` with the message, which `?` takes as [`Error::Input`]. Each face maps the
//! kinds once: [`Error::exit_code`] for the command line, [`Error::kind`] as the `kind` of the JS
//! `Error` the wasm module throws (`src/wasm/mod.rs`), whose TypeScript type is [`KIND_TS`].

/// Declares [`Error`], its kinds' names and [`KIND_TS`] from one list of kinds.
macro_rules! kinds {
    ($($(#[doc = $doc:literal])+ $variant:ident = $kind:literal,)+) => {
        /// What went wrong, by kind; the message is the same text in every face.
        #[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
        pub enum Error {
            $($(#[doc = $doc])+ #[error("{0}")] $variant(String),)+
        }

        impl Error {
            /// Every kind's name, in the order declared.
            pub const KINDS: &'static [&'static str] = &[$($kind),+];

            /// The kind's name, as a caller outside Rust matches on it: the `kind` of the
            /// thrown JS `Error` (the `ErrorKind` type of `pkg/pnlab.d.ts`).
            pub fn kind(&self) -> &'static str {
                match self {
                    $(Error::$variant(_) => $kind,)+
                }
            }

            /// The message alone.
            pub fn message(&self) -> &str {
                match self {
                    $(Error::$variant(m))|+ => m,
                }
            }

            /// The message, the kind dropped.
            pub fn into_message(self) -> String {
                match self {
                    $(Error::$variant(m))|+ => m,
                }
            }

            /// The same kind with `prefix` before the message: where a caller names what the
            /// message is about (`config.`, a file's name).
            pub fn prefixed(self, prefix: &str) -> Error {
                match self {
                    $(Error::$variant(m) => Error::$variant(format!("{prefix}{m}")),)+
                }
            }
        }

        /// The TypeScript type of [`Error::kind`] (`ErrorKind` in the wasm's `.d.ts`), each
        /// kind with its doc.
        pub const KIND_TS: &str = concat!(
            "/** What every thrown Error of the engine carries as `kind`. */\n",
            "export type ErrorKind =",
            $("\n  /**", $($doc,)+ " */\n  | \"", $kind, "\"",)+
            ";\n"
        );
    };
}

kinds! {
    /// A value given is not allowed: the message names the value and what is allowed.
    Input = "input",
    /// A file cannot be read or written, or is over its size limit: the message names it.
    File = "file",
    /// A proof the independent checker does not accept, or a search's result whose proof cannot
    /// be written down: the message names the first line or field that fails.
    Refused = "refused",
    /// There is no proof yet: the search, or the node asked for, is not solved. Asking again
    /// after more search may succeed.
    Unsolved = "unsolved",
    /// A resource limit ended the work before its answer: the message starts "unknown" and
    /// names the limit.
    Limit = "limit",
}

impl Error {
    /// The command line's exit code: 2 for every kind, as `grep` and `diff` give 2 for trouble;
    /// 0 is an answer (solved, or "unknown" at a limit, which a command reports rather than
    /// returns as an error), and scripts test for 0.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Input(_)
            | Error::File(_)
            | Error::Refused(_)
            | Error::Unsolved(_)
            | Error::Limit(_) => 2,
        }
    }
}

/// A message written inside the crate is, unless said otherwise, about a value given.
impl From<String> for Error {
    fn from(message: String) -> Error {
        Error::Input(message)
    }
}

impl From<&str> for Error {
    fn from(message: &str) -> Error {
        Error::Input(message.to_string())
    }
}

/// The message, for the functions that still return `Result<_, String>` and call a layer that
/// returns an [`Error`]: the kind is dropped there, and a face takes the message as an input's.
impl From<Error> for String {
    fn from(e: Error) -> String {
        e.into_message()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn each(m: &str) -> [Error; 5] {
        [
            Error::Input(m.into()),
            Error::File(m.into()),
            Error::Refused(m.into()),
            Error::Unsolved(m.into()),
            Error::Limit(m.into()),
        ]
    }

    #[test]
    fn each_kind_shows_its_message_alone_and_exits_2() {
        for e in each("m") {
            assert_eq!((e.to_string(), e.exit_code()), ("m".to_string(), 2));
            assert_eq!(e.message(), "m");
            assert_eq!(String::from(e), "m");
        }
        assert_eq!(Error::from("bad".to_string()), Error::Input("bad".into()));
        assert_eq!(Error::from("bad"), Error::Input("bad".into()));
    }

    #[test]
    fn each_kind_has_its_own_name() {
        let names = each("m").map(|e| e.kind());
        assert_eq!(names, ["input", "file", "refused", "unsolved", "limit"]);
        assert_eq!(Error::KINDS, names);
    }

    /// The TypeScript union names each kind once, as `kind()` spells it, and nothing else.
    #[test]
    fn the_typescript_union_is_the_kinds() {
        let union: Vec<&str> = KIND_TS
            .lines()
            .filter_map(|l| l.trim().strip_prefix("| "))
            .map(|k| k.trim_end_matches(';').trim_matches('"'))
            .collect();
        assert_eq!(union, Error::KINDS);
        assert!(KIND_TS.contains("export type ErrorKind =\n  /** A value given is not allowed"));
    }

    #[test]
    fn a_prefix_keeps_the_kind() {
        for e in each("m") {
            let p = e.clone().prefixed("config.");
            assert_eq!((p.kind(), p.message()), (e.kind(), "config.m"));
        }
    }
}
