//! A position written out, for the game's `position` parameter: each side's stones on the
//! board, the stones it still has to place after a `+`, and who is to move:
//!
//! ```text
//! W:a7,d7,a4/B:g7,b4,d2/w        white a7 d7 a4, black g7 b4 d2, white to move
//! W:d2+8/B:+9/b                  white placed d2 and holds 8, black holds all 9, black to move
//! ```
//!
//! The empty text is the start (every stone in hand, white to move).

use super::{Morris, Position};
use crate::game::Rules;

/// The characters a position may use (the parameter's alphabet).
pub const ALPHABET: &str = "WB:,/+0123456789abcdefghijklmnopqrstuvwxyz";

/// The longest text: every point of the largest board named, with room for the rest.
pub const MAX_LEN: usize = 120;

/// The form of the text, for messages.
const FORM: &str =
    "W:<points>[+<in hand>]/B:<points>[+<in hand>]/<w or b>, e.g. W:a7,d7,a4/B:g7,b4,d2/w";

/// What a point that is not on the board is told (the board's points follow).
const NOT_A_POINT: &str = "is not a point of the board: the points are ";

impl Morris {
    /// The position `text` names on this game's board, checked: every point on the board and
    /// used once, at most `men` stones a side on the board and in hand, and a position whose
    /// game is not already over. Errors name the bad value and what is allowed.
    #[inline(never)]
    pub fn read_position(&self, text: &str) -> Result<Position, String> {
        if text.is_empty() {
            return Ok(self.empty_start());
        }
        self.parse(text).map_err(|(bad, what)| {
            let points = match what {
                NOT_A_POINT => self.points_text(self.all(), " "),
                _ => String::new(),
            };
            format!(
                "position = \"{text}\": \"{bad}\" {what}{points} ({} men a side; the form is \
                 {FORM})",
                self.men
            )
        })
    }

    /// The position, or the part of the text that is wrong and what is wrong with it.
    fn parse<'a>(&self, text: &'a str) -> Result<Position, (&'a str, &'static str)> {
        let mut parts = text.split('/');
        let mut pos = Position::default();
        let mut taken = 0u32;
        for (tag, black) in [("W:", false), ("B:", true)] {
            let part = parts.next().unwrap_or_default();
            let rest = part.strip_prefix(tag).ok_or((
                part,
                "should begin with W: (white's stones), then B: (black's) after a /",
            ))?;
            let (points, hand) = rest.split_once('+').unwrap_or((rest, "0"));
            let hand = (hand.parse::<u8>().ok())
                .filter(|&n| n <= self.men)
                .ok_or((
                    hand,
                    "is not a number of stones in hand: 0 to the men a side",
                ))?;
            let mut mask = 0u32;
            // No points at all (`W:+9`) is a side with every stone in hand; an empty entry
            // between commas is a slip, not a point.
            for name in points.split(',').filter(|_| !points.is_empty()) {
                if name.is_empty() {
                    return Err((
                        part,
                        "has an empty entry between commas: name each point once, e.g. a7,d7",
                    ));
                }
                let p = self.layout.point(name).ok_or((name, NOT_A_POINT))?;
                if taken >> p & 1 == 1 {
                    return Err((name, "is given twice: a point holds one stone"));
                }
                (mask, taken) = (mask | 1 << p, taken | 1 << p);
            }
            let n = mask.count_ones() + hand as u32;
            if n > self.men as u32 {
                return Err((part, "has more stones, on the board and in hand, than men"));
            }
            if n < 3 {
                return Err((
                    part,
                    "has fewer than three stones on the board and in hand: the game is over",
                ));
            }
            if black {
                (pos.black, pos.black_hand) = (mask, hand);
            } else {
                (pos.white, pos.white_hand) = (mask, hand);
            }
        }
        pos.black_to_move = match (parts.next(), parts.next()) {
            (Some("w"), None) => false,
            (Some("b"), None) => true,
            _ => return Err((text, "should end in /w or /b, who moves")),
        };
        if !self.has_move(&pos) {
            return Err((
                text,
                "leaves the side to move no legal move: the game is over",
            ));
        }
        Ok(pos)
    }

    /// The points of `mask` by name, separated by `sep`.
    fn points_text(&self, mask: u32, sep: &str) -> String {
        let mut out = String::new();
        for p in (0..self.layout().points() as u8).filter(|p| mask >> p & 1 == 1) {
            if !out.is_empty() {
                out += sep;
            }
            out += &self.layout().name(p);
        }
        out
    }

    /// `pos` written out ([`Morris::read_position`] reads it back).
    #[inline(never)]
    pub fn write_position(&self, pos: &Position) -> String {
        let mut out = String::new();
        for (tag, mask, hand) in [
            ("W:", pos.white, pos.white_hand),
            ("/B:", pos.black, pos.black_hand),
        ] {
            out += tag;
            out += &self.points_text(mask, ",");
            if hand > 0 {
                out.push('+');
                out.push((b'0' + hand) as char);
            }
        }
        out + if pos.black_to_move { "/b" } else { "/w" }
    }

    /// Whether the game starts from the empty board.
    pub(super) fn starts_empty(&self) -> bool {
        self.initial() == self.empty_start()
    }
}
