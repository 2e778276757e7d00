//! Reading a file the user names, up to a size: `pnlab check` holds a whole proof file, its
//! parsed form and the positions it checks in memory, many times the file's size, so a file far
//! larger than any proof a solve writes is refused before it is read, rather than taking seconds
//! and gigabytes.

use pnlab::Error;
use std::io::Read as _;
use std::path::Path;

/// `pnlab check`'s default limit: 32 MiB, nearly three times the largest proof file in the
/// docs ((8,4)'s disproof, 11.8 MB). `--max-bytes` raises it.
pub const CHECK_MAX_BYTES: u64 = 32 << 20;

/// The largest game document (`--file`) read: 1 MiB, far above any game's (a positional game's
/// winning sets are a few kilobytes), and small beside the memory the game built from it takes.
pub const DOCUMENT_MAX_BYTES: u64 = 1 << 20;

/// The text of `path` when it holds at most `max` bytes; otherwise an error naming its size and
/// the limit, and `remedy` (what to do: the flag that raises it). The size is read from the file itself too, so a file
/// that grows while it is read, or a pipe, is held to the same limit.
pub fn read_capped(path: &Path, max: u64, remedy: &str) -> Result<String, Error> {
    // The path as given, cut short as every quoted value is.
    let name = pnlab::json::cut(path.display().to_string());
    let unread = |e: std::io::Error| Error::File(format!("{name}: cannot be read: {e}"));
    let file = std::fs::File::open(path).map_err(unread)?;
    let too_big = |size: String| {
        Error::File(format!(
            "{name}: {size} bytes is over the limit of {} bytes ({}): {remedy}",
            grouped(max),
            sized(max)
        ))
    };
    let listed = file.metadata().map_err(unread)?.len();
    if listed > max {
        return Err(too_big(grouped(listed)));
    }
    let mut bytes = Vec::new();
    file.take(max.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(unread)?;
    if bytes.len() as u64 > max {
        return Err(too_big(format!("more than {}", grouped(max))));
    }
    let mut text = String::from_utf8(bytes)
        .map_err(|e| Error::File(format!("{name}: cannot be read: not UTF-8 text: {e}")))?;
    let bom = text.len() - pnlab::json::without_bom(&text).len();
    text.drain(..bom);
    Ok(text)
}

/// `n` with its thousands grouped: `33,554,432`.
fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// `n` bytes as `--max-bytes` takes it, in the largest power of 1024 that divides it: `32M`.
fn sized(n: u64) -> String {
    let units = ["", "K", "M", "G", "T"];
    let mut i = 0;
    let mut v = n;
    while i + 1 < units.len() && v >= 1024 && v % 1024 == 0 {
        v /= 1024;
        i += 1;
    }
    format!("{v}{}", units[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_written_as_the_flag_takes_them() {
        assert_eq!(sized(32 << 20), "32M");
        assert_eq!(sized(1536), "1536");
        assert_eq!(sized(3 << 30), "3G");
        assert_eq!(grouped(33_554_432), "33,554,432");
        assert_eq!(grouped(999), "999");
    }
}
