//! A position written out, for the game's `position` parameter: each side's stones on the
//! board, the stones it still has to place after a `+`, and who is to move:
//!
//! ```text
//! W:a7,d7,a4/B:g7,b4,d2/w        white a7 d7 a4, black g7 b4 d2, white to move
//! W:d2+8/B:+9/b                  white placed d2 and holds 8, black holds all 9, black to move
//! ```
//!
//! Spaces are ignored. The empty text is the start (every stone in hand, white to move).

use super::{Morris, Position};
use crate::game::Rules;

/// The characters a position may use (the parameter's alphabet).
pub const ALPHABET: &str = "WB:,/+ 0123456789abcdefghijklmnopqrstuvwxyz";

/// The longest text: every point of the largest board named, with room for the rest.
pub const MAX_LEN: usize = 120;

/// The form of the text, for messages.
const FORM: &str =
    "W:<points>[+<in hand>]/B:<points>[+<in hand>]/<w or b>, e.g. W:a7,d7,a4/B:g7,b4,d2/w";

impl Morris {
    /// The position `text` names on this game's board, checked: every point on the board and
    /// used once, at most `men` stones a side on the board and in hand, and a position whose
    /// game is not already over. Errors name the bad value and what is allowed.
    pub fn read_position(&self, text: &str) -> Result<Position, String> {
        let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        if compact.is_empty() {
            return Ok(self.empty_start());
        }
        let bad = |what: String| format!("position = \"{text}\": {what}; the form is {FORM}");
        let parts: Vec<&str> = compact.split('/').collect();
        let [white, black, mover] = parts[..] else {
            return Err(bad(format!(
                "{} parts separated by \"/\", where 3 are wanted (white, black, who moves)",
                parts.len()
            )));
        };
        let black_to_move = match mover {
            "w" => false,
            "b" => true,
            _ => {
                return Err(bad(format!(
                    "\"{mover}\" does not say who moves: w (white) or b (black)"
                )))
            }
        };
        let (white, white_hand) = self.read_side(white, "W", "white").map_err(&bad)?;
        let (black, black_hand) = self.read_side(black, "B", "black").map_err(&bad)?;
        if let Some(p) = (0..32).find(|p| (white & black) >> p & 1 == 1) {
            return Err(bad(format!(
                "{} holds a white and a black stone: a point holds one",
                self.layout().name(p)
            )));
        }
        let pos = Position {
            white,
            black,
            white_hand,
            black_hand,
            black_to_move,
        };
        if let Some(why) = self.over(&pos) {
            return Err(bad(format!("the game is already over there: {why}")));
        }
        Ok(pos)
    }

    /// The stones and hand of one side, `W:a7,d7+2`.
    fn read_side(&self, text: &str, tag: &str, side: &str) -> Result<(u32, u8), String> {
        let Some(rest) = text.strip_prefix(tag).and_then(|r| r.strip_prefix(':')) else {
            return Err(format!(
                "\"{text}\" should begin with \"{tag}:\" ({side}'s stones)"
            ));
        };
        let (points, hand) = match rest.split_once('+') {
            Some((points, hand)) => {
                let n = hand.parse::<u8>().ok().filter(|&n| n <= self.men());
                let n = n.ok_or_else(|| {
                    format!(
                        "+{hand}: {side}'s stones in hand are a whole number from 0 to {}",
                        self.men()
                    )
                })?;
                (points, n)
            }
            None => (rest, 0),
        };
        let mut mask = 0u32;
        for name in points.split(',').filter(|n| !n.is_empty()) {
            let p = self.layout().point(name).ok_or_else(|| {
                let all: Vec<String> = (0..self.layout().points() as u8)
                    .map(|p| self.layout().name(p))
                    .collect();
                format!(
                    "\"{name}\" is not a point of the {}-men board: the points are {}",
                    self.men(),
                    all.join(" ")
                )
            })?;
            if mask >> p & 1 == 1 {
                return Err(format!("{name} is given twice for {side}"));
            }
            mask |= 1 << p;
        }
        let total = mask.count_ones() + hand as u32;
        if total > self.men() as u32 {
            return Err(format!(
                "{side} has {} stones on the board and {hand} in hand, {total} in all: at most {} \
                 men a side",
                mask.count_ones(),
                self.men()
            ));
        }
        Ok((mask, hand))
    }

    /// Why the game has ended at `pos` (a side below three stones, or none to move), if it has.
    fn over(&self, pos: &Position) -> Option<String> {
        for (name, stones, hand) in [
            ("white", pos.white, pos.white_hand),
            ("black", pos.black, pos.black_hand),
        ] {
            let n = stones.count_ones() + hand as u32;
            if n < 3 {
                return Some(format!(
                    "{name} has {n} stones on the board and in hand, fewer than three"
                ));
            }
        }
        let mover = if pos.black_to_move { "black" } else { "white" };
        (!self.has_move(pos)).then(|| format!("{mover} is to move and has no legal move"))
    }

    /// `pos` written out ([`Morris::read_position`] reads it back).
    pub fn write_position(&self, pos: &Position) -> String {
        let side = |tag: &str, mask: u32, hand: u8| {
            let points: Vec<String> = (0..self.layout().points() as u8)
                .filter(|p| mask >> p & 1 == 1)
                .map(|p| self.layout().name(p))
                .collect();
            let hand = if hand > 0 {
                format!("+{hand}")
            } else {
                String::new()
            };
            format!("{tag}:{}{hand}", points.join(","))
        };
        format!(
            "{}/{}/{}",
            side("W", pos.white, pos.white_hand),
            side("B", pos.black, pos.black_hand),
            if pos.black_to_move { "b" } else { "w" }
        )
    }

    /// Whether the game starts from the empty board.
    pub(super) fn starts_empty(&self) -> bool {
        self.initial() == self.empty_start()
    }
}
