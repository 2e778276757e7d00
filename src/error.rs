//! The error a caller of the crate meets: the message the user reads, of a kind the caller can
//! match on. Inside, functions return `Result<_, String>` with that message; where a face meets
//! its caller (the command line, the wasm module) the message becomes an [`Error`] of its kind,
//! and each face maps the kinds once ([`Error::exit_code`] for the command line).

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
    /// 0 is an answer (solved, or "unknown" at a limit), and scripts test for 0. In the browser
    /// an error is a thrown JS `Error` with the message (wasm-bindgen's `JsError` takes any
    /// `std::error::Error`).
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Input(_) | Error::File(_) | Error::Refused(_) => 2,
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_shows_its_message_alone_and_exits_2() {
        for e in [
            Error::Input("m".into()),
            Error::File("m".into()),
            Error::Refused("m".into()),
        ] {
            assert_eq!((e.to_string(), e.exit_code()), ("m".to_string(), 2));
        }
        assert_eq!(Error::from("bad".to_string()), Error::Input("bad".into()));
    }
}
