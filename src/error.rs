//! The error a caller of the crate meets: the message the user reads, of a kind the caller can
//! match on. The layers a face calls first (the configuration and its settings, a proof file's
//! check) return an [`Error`] of their kind; deeper functions still return `Result<_, String>`
//! with the message, which `?` takes as [`Error::Input`]. Each face maps the kinds once:
//! [`Error::exit_code`] for the command line, [`Error::kind`] as the `kind` of the JS `Error`
//! the wasm module throws (`src/wasm/mod.rs`).

/// What went wrong, by kind; the message is the same text in every face.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// A value given is not allowed: the message names the value and what is allowed.
    #[error("{0}")]
    Input(String),
    /// A file cannot be read or written, or is over its size limit: the message names it.
    #[error("{0}")]
    File(String),
    /// A proof the independent checker does not accept: the message names the first line or
    /// field that fails.
    #[error("{0}")]
    Refused(String),
}

impl Error {
    /// The command line's exit code: 2 for every kind, as `grep` and `diff` give 2 for trouble;
    /// 0 is an answer (solved, or "unknown" at a limit), and scripts test for 0.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Input(_) | Error::File(_) | Error::Refused(_) => 2,
        }
    }

    /// The kind's name, as a caller outside Rust matches on it: the `kind` of the thrown JS
    /// `Error` (the `ErrorKind` type of `pkg/pnlab.d.ts`).
    pub fn kind(&self) -> &'static str {
        match self {
            Error::Input(_) => "input",
            Error::File(_) => "file",
            Error::Refused(_) => "refused",
        }
    }

    /// The message alone.
    pub fn message(&self) -> &str {
        match self {
            Error::Input(m) | Error::File(m) | Error::Refused(m) => m,
        }
    }

    /// The same kind with `prefix` before the message: where a caller names what the message
    /// is about (`config.`, a file's name).
    pub fn prefixed(self, prefix: &str) -> Error {
        let with = |m: String| format!("{prefix}{m}");
        match self {
            Error::Input(m) => Error::Input(with(m)),
            Error::File(m) => Error::File(with(m)),
            Error::Refused(m) => Error::Refused(with(m)),
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
        match e {
            Error::Input(m) | Error::File(m) | Error::Refused(m) => m,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn each(m: &str) -> [Error; 3] {
        [
            Error::Input(m.into()),
            Error::File(m.into()),
            Error::Refused(m.into()),
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
        assert_eq!(names, ["input", "file", "refused"]);
    }

    #[test]
    fn a_prefix_keeps_the_kind() {
        for e in each("m") {
            let p = e.clone().prefixed("config.");
            assert_eq!((p.kind(), p.message()), (e.kind(), "config.m"));
        }
    }
}
