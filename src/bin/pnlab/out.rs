//! Standard output whose failure is an error, not a panic.
//!
//! `println!` panics when standard output cannot be written (`pnlab … > /dev/full`, a full
//! disk), and nothing here may panic: each command builds its text with [`outln!`] and writes
//! it whole with [`emit`], whose failure is an `error: …` line and exit code 2. A reader that
//! has gone (`pnlab … | head`) still ends the program quietly, by SIGPIPE (`pipe.rs`).

use std::io::Write as _;

/// `writeln!` into a `String`, which cannot fail: the `Result` is dropped here once instead of
/// at every line.
macro_rules! outln {
    ($out:expr) => {
        $out.push('\n')
    };
    ($out:expr, $($arg:tt)*) => {{
        use std::fmt::Write as _;
        let _ = writeln!($out, $($arg)*);
    }};
}

/// `write!` into a `String`, as [`outln!`].
macro_rules! out {
    ($out:expr, $($arg:tt)*) => {{
        use std::fmt::Write as _;
        let _ = write!($out, $($arg)*);
    }};
}

pub(crate) use {out, outln};

/// Writes `text` to standard output and flushes it; `Err` says why it could not.
pub fn emit(text: &str) -> Result<(), String> {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write to standard output: {e}"))
}

/// A line on standard error. Where even that cannot be written there is nowhere left to say so,
/// and the exit code still tells.
pub fn note(line: &str) {
    let _ = writeln!(std::io::stderr().lock(), "{line}");
}
