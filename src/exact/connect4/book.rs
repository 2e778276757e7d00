//! The opening book: exact scores of positions of the standard 7x6 board, built by this solver
//! (`examples/connect4_book.rs`, `scripts/build-connect4-book.sh`), so the positions its lines
//! reach have their move information at once. The file ([`FILE_7X6`] under www/, where the
//! page fetches it when the game is opened: it is not inside the page's wasm; natively it is
//! compiled in) is JSON:
//!
//! ```text
//! {"cols": 7, "rows": 6, "lines": ["", "d", ...], "positions": [[key, score], ...]}
//! ```
//!
//! Each line is a start (columns a, b, ... as the game names them); the book holds the position
//! after it and every position one disc later that the game reaches without ending, so the
//! report of that position needs no search. `key` is [`Position::sym_key`] (the smaller of the
//! position's key and its mirror image's, below 2^49, so exact in a JSON number), `score` the
//! exact score for the player to move as [`super::search`] defines it, each position once, in
//! increasing key order. A line's own position is scored from its sons ([`from_sons`]), the
//! sons by the solver.

use super::bitboard::{Geometry, Position};
use serde::{Deserialize, Serialize};

/// The book's file, relative to www/ (the page's root).
pub const FILE_7X6: &str = "data/connect4-7x6-book.json";

/// The book's text, compiled into the native library only.
#[cfg(not(target_arch = "wasm32"))]
pub const BOOK_7X6: &str = include_str!("../../../www/data/connect4-7x6-book.json");

/// A book: its board, its lines and its scores by key.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Book {
    /// Columns.
    pub cols: u32,
    /// Rows.
    pub rows: u32,
    /// The starts whose positions and sons the book holds.
    pub lines: Vec<String>,
    /// `[key, score]`, in increasing key order.
    pub positions: Vec<(u64, i32)>,
}

/// The position after `line` (columns as letters), or why it is not one.
pub fn play_line(g: &Geometry, line: &str) -> Result<Position, String> {
    let mut p = Position::EMPTY;
    for (i, c) in line.chars().enumerate() {
        let col = (c as u32).wrapping_sub('a' as u32);
        if col >= g.cols || !p.can_play(g, col) || p.wins_with(g, col) {
            return Err(format!(
                "book line \"{line}\": move {} \"{c}\" is not a column a..{} that takes a disc \
                 without ending the game",
                i + 1,
                (b'a' + g.cols as u8 - 1) as char
            ));
        }
        p = p.play_col(g, col);
    }
    Ok(p)
}

/// The sons of `pos` the game reaches without ending there.
pub fn sons(g: &Geometry, pos: &Position) -> Vec<Position> {
    (0..g.cols)
        .filter(|&c| pos.can_play(g, c) && !pos.wins_with(g, c))
        .map(|c| pos.play_col(g, c))
        .collect()
}

impl Book {
    /// The book compiled in for the standard board.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn standard() -> Result<Book, String> {
        Book::read(BOOK_7X6)
    }

    /// Reads a book, checking that its keys are in order and its lines are legal.
    pub fn read(text: &str) -> Result<Book, String> {
        let b: Book = serde_json::from_str(text).map_err(|e| format!("the Connect-4 book: {e}"))?;
        if b.positions.windows(2).any(|w| w[0].0 >= w[1].0) {
            return Err("the Connect-4 book: keys must be in increasing order".into());
        }
        let g = Geometry::new(b.cols, b.rows)?;
        for line in &b.lines {
            play_line(&g, line)?;
        }
        Ok(b)
    }

    /// The score of `pos` on `g`, if the book has it.
    pub fn score(&self, g: &Geometry, pos: &Position) -> Option<i32> {
        if (g.cols, g.rows) != (self.cols, self.rows) {
            return None;
        }
        let key = pos.sym_key(g);
        let i = self.positions.binary_search_by_key(&key, |e| e.0).ok()?;
        Some(self.positions[i].1)
    }

    /// JSON with one position a line.
    pub fn to_json(&self) -> String {
        let lines: Vec<String> = self
            .positions
            .iter()
            .map(|(k, s)| format!("[{k},{s}]"))
            .collect();
        format!(
            "{{\"cols\": {}, \"rows\": {}, \"lines\": {}, \"positions\": [\n{}\n]}}\n",
            self.cols,
            self.rows,
            serde_json::to_string(&self.lines).unwrap_or_default(),
            lines.join(",\n")
        )
    }
}

/// The score of `pos` from its sons' (negamax one ply deep): a win at once scores as the
/// solver scores it, a full board 0, else the best son's score negated. `None` when `son`
/// does not know a son.
pub fn from_sons(
    g: &Geometry,
    pos: &Position,
    son: impl Fn(&Position) -> Option<i32>,
) -> Option<i32> {
    let cells = g.cells() as i32;
    if pos.can_win_next(g) {
        return Some((cells + 1 - pos.moves as i32) / 2);
    }
    if pos.moves == g.cells() {
        return Some(0);
    }
    let mut best = None;
    for s in sons(g, pos) {
        let v = -son(&s)?;
        best = Some(best.map_or(v, |b: i32| b.max(v)));
    }
    best
}

/// Builds the book of `lines` on `g`: `solve` scores the sons that are not lines themselves,
/// in the order the lines give them; the lines' positions follow from their sons, deepest
/// first. `progress` hears of each solved position and its score.
pub fn build(
    g: &Geometry,
    lines: &[String],
    mut solve: impl FnMut(&Position) -> i32,
    mut progress: impl FnMut(&Position, i32),
) -> Result<Book, String> {
    let starts: Vec<Position> = lines
        .iter()
        .map(|l| play_line(g, l))
        .collect::<Result<_, _>>()?;
    let line_keys: std::collections::HashSet<u64> = starts.iter().map(|s| s.sym_key(g)).collect();
    let is_line = |p: &Position| line_keys.contains(&p.sym_key(g));
    let mut scores: std::collections::HashMap<u64, i32> = std::collections::HashMap::new();
    let find = |scores: &std::collections::HashMap<u64, i32>, p: &Position| {
        scores.get(&p.sym_key(g)).copied()
    };
    for start in &starts {
        for son in sons(g, start) {
            if !is_line(&son) && find(&scores, &son).is_none() {
                let s = solve(&son);
                progress(&son, s);
                scores.insert(son.sym_key(g), s);
            }
        }
    }
    let mut order = starts.clone();
    order.sort_by_key(|p| std::cmp::Reverse(p.moves));
    for start in &order {
        let s = from_sons(g, start, |q| find(&scores, q))
            .ok_or_else(|| "a line's son is neither solved nor a line scored before".to_string())?;
        scores.entry(start.sym_key(g)).or_insert(s);
    }
    let mut scores: Vec<(u64, i32)> = scores.into_iter().collect();
    scores.sort_unstable();
    Ok(Book {
        cols: g.cols,
        rows: g.rows,
        lines: lines.to_vec(),
        positions: scores,
    })
}
