//! Connect-4 on a small W×H board: the players drop discs into columns, each disc falls to the
//! lowest empty cell; four in a row (across, down or diagonal) wins, and a full board without one
//! is a draw. Both a draw and a win for either side are possible, so a solve may ask both
//! questions.
//!
//! ```text
//!   cells (4×4)    a column is a move: a b c d
//!    0  1  2  3
//!    4  5  6  7
//!    8  9 10 11
//!   12 13 14 15    ← the floor: discs land here first
//! ```
//!
//! Cells are numbered row by row from the top, as `Board::Grid` lists them. A position is the
//! first player's discs and all discs, as cell masks; the moves played are the discs on the
//! board. Symmetry: the left-right mirror.

use crate::game::{
    cells_from_masks, leaf_numbers_from, map_mask, Board, Drawing, Hints, Outcome, Player, Reflect,
    Rules, SetSummary, Symmetry,
};
use crate::games::params::{GameInfo, Param, Params, Registered};

/// A position: the first player's discs and all discs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// The first player's discs.
    pub first: u64,
    /// Every disc.
    pub all: u64,
}

/// Connect-4 on `cols` × `rows` cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Connect4 {
    cols: u8,
    rows: u8,
    /// Join positions that are mirror images of each other.
    mirror: bool,
    /// Every line of four cells, as a mask.
    lines: Vec<u64>,
}

impl Connect4 {
    /// The game on a `cols` × `rows` board; errors name the bad value and what is allowed.
    pub fn new(cols: usize, rows: usize, mirror: bool) -> Result<Connect4, String> {
        if !(4..=7).contains(&cols) {
            return Err(format!("cols = {cols} is out of range: 4 <= cols <= 7"));
        }
        if !(4..=6).contains(&rows) {
            return Err(format!("rows = {rows} is out of range: 4 <= rows <= 6"));
        }
        let mut lines = Vec::new();
        let (c, r) = (cols as i32, rows as i32);
        for row in 0..r {
            for col in 0..c {
                for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                    let end = (row + 3 * dr, col + 3 * dc);
                    if end.0 < r && (0..c).contains(&end.1) {
                        lines.push(
                            (0..4).fold(0u64, |m, i| m | 1 << ((row + i * dr) * c + col + i * dc)),
                        );
                    }
                }
            }
        }
        Ok(Connect4 {
            cols: cols as u8,
            rows: rows as u8,
            mirror,
            lines,
        })
    }

    /// Columns.
    pub fn cols(&self) -> u32 {
        self.cols as u32
    }

    /// Rows.
    pub fn rows(&self) -> u32 {
        self.rows as u32
    }

    fn cell(&self, row: u8, col: u8) -> u8 {
        row * self.cols + col
    }

    /// The lowest empty row of a column, if it is not full.
    fn landing_row(&self, pos: &Position, col: u8) -> Option<u8> {
        (0..self.rows)
            .rev()
            .find(|&row| pos.all >> self.cell(row, col) & 1 == 0)
    }

    /// The top disc of a column: the cell the last move into it filled.
    fn top_cell(&self, pos: &Position, col: u8) -> Option<u8> {
        (0..self.rows)
            .map(|row| self.cell(row, col))
            .find(|&c| pos.all >> c & 1 == 1)
    }

    fn discs(&self, pos: &Position, player: Player) -> u64 {
        match player {
            Player::First => pos.first,
            Player::Second => pos.all & !pos.first,
        }
    }

    fn mirror_cell(&self, c: u8) -> u8 {
        self.cell(c / self.cols, self.cols - 1 - c % self.cols)
    }

    fn mirror_mask(&self, mask: u64) -> u64 {
        map_mask(mask, self.cols() * self.rows(), |c| self.mirror_cell(c))
    }

    fn full(&self) -> u64 {
        (1u64 << (self.cols * self.rows)) - 1
    }
}

impl Rules for Connect4 {
    type Position = Position;
    /// A column.
    type Move = u8;

    fn name(&self) -> String {
        format!("connect4({}x{})", self.cols, self.rows)
    }

    fn initial(&self) -> Position {
        Position { first: 0, all: 0 }
    }

    fn moves_played(&self, pos: &Position) -> u32 {
        pos.all.count_ones()
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<u8>) {
        out.extend((0..self.cols).filter(|&c| pos.all >> self.cell(0, c) & 1 == 0));
    }

    fn play(&self, pos: &Position, col: u8) -> Position {
        let Some(row) = self.landing_row(pos, col) else {
            debug_assert!(false, "column {col} is full");
            return *pos;
        };
        let bit = 1u64 << self.cell(row, col);
        Position {
            first: if self.to_move(pos) == Player::First {
                pos.first | bit
            } else {
                pos.first
            },
            all: pos.all | bit,
        }
    }

    fn evaluate(&self, pos: &Position, last: u8) -> Option<Outcome> {
        let mover = self.to_move(pos).other();
        let mine = self.discs(pos, mover);
        if let Some(cell) = self.top_cell(pos, last) {
            let through = self.lines.iter().filter(|&&l| l >> cell & 1 == 1);
            if through.clone().any(|&l| mine & l == l) {
                return Some(Outcome::win_for(mover));
            }
        }
        (pos.all == self.full()).then_some(Outcome::Draw)
    }

    fn move_label(&self, col: u8) -> String {
        ((b'a' + col) as char).to_string()
    }
}

impl Hints for Connect4 {
    fn can_win(&self, pos: &Position, player: Player) -> bool {
        let theirs = self.discs(pos, player.other());
        self.lines.iter().any(|&l| l & theirs == 0)
    }

    fn winning_moves(&self, pos: &Position, player: Player, out: &mut Vec<u8>) {
        let mine = self.discs(pos, player);
        for col in 0..self.cols {
            let Some(row) = self.landing_row(pos, col) else {
                continue;
            };
            let cell = self.cell(row, col);
            let with = mine | 1 << cell;
            let wins = self
                .lines
                .iter()
                .any(|&l| l >> cell & 1 == 1 && with & l == l);
            if wins && !out.contains(&col) {
                out.push(col);
            }
        }
    }

    fn created_threat(&self, pos: &Position, last: u8) -> bool {
        let mover = self.to_move(pos).other();
        let (mine, theirs) = (self.discs(pos, mover), self.discs(pos, mover.other()));
        let Some(cell) = self.top_cell(pos, last) else {
            return false;
        };
        self.lines
            .iter()
            .any(|&l| l >> cell & 1 == 1 && l & theirs == 0 && (l & !mine).count_ones() == 1)
    }

    fn leaf_numbers(&self, pos: &Position) -> (u32, u32) {
        let theirs = self.discs(pos, Player::Second);
        let mine = pos.first;
        let free: Vec<u64> = self
            .lines
            .iter()
            .copied()
            .filter(|&l| l & theirs == 0)
            .collect();
        let summary = SetSummary {
            free: free.len() as u32,
            nearest: free
                .iter()
                .map(|&l| (l & !mine).count_ones())
                .min()
                .unwrap_or(0),
        };
        let cells = (self.full() & !pos.all).count_ones();
        leaf_numbers_from(summary, cells, self.to_move(pos) == Player::First)
    }
}

crate::stored_as_is!(Connect4);

impl Symmetry for Connect4 {
    /// Whether the position is mirrored.
    type Relabelling = bool;
}

impl Drawing for Connect4 {
    fn cells(&self, pos: &Position) -> Vec<u8> {
        let second = pos.all & !pos.first;
        cells_from_masks(self.cols() * self.rows(), pos.first, second)
    }

    fn cell_of(&self, after: &Position, col: u8) -> usize {
        self.top_cell(after, col).unwrap_or(0) as usize
    }

    fn board(&self) -> Board {
        Board::Grid {
            cols: self.cols as u32,
            rows: self.rows as u32,
            pieces: crate::game::Pieces::Discs,
            sets: self
                .lines
                .iter()
                .map(|&l| (0..64).filter(|c| l >> c & 1 == 1).collect())
                .collect(),
        }
    }
}

/// The left-right mirror image, joined when the normaliser is `mirror`.
impl Reflect for Connect4 {
    fn reflects(&self) -> bool {
        self.mirror
    }
    fn reflect(&self, pos: &Position) -> Position {
        Position {
            first: self.mirror_mask(pos.first),
            all: self.mirror_mask(pos.all),
        }
    }
    fn reflect_move(&self, col: u8) -> u8 {
        self.cols - 1 - col
    }
    fn reflect_cell(&self, cell: u8) -> u8 {
        self.mirror_cell(cell)
    }
}

impl Registered for Connect4 {
    fn info() -> GameInfo {
        GameInfo {
            name: "connect4",
            title: "Connect-4",
            params: vec![
                Param::int("cols", "columns", 4, 7, 4),
                Param::int("rows", "rows", 4, 6, 4),
                Param::choice(
                    "normaliser",
                    "normaliser",
                    &["identity", "mirror"],
                    "mirror",
                )
                .note("mirror: join left-right mirror images"),
            ],
            winning_sets: true,
        }
    }

    fn from_params(p: &Params) -> Result<Connect4, String> {
        Connect4::new(
            p.int("cols")? as usize,
            p.int("rows")? as usize,
            p.text("normaliser")? == "mirror",
        )
    }
}

/// The fixed-size forms of the browser's one game type.
mod packed {
    use super::*;
    use crate::games::packed::{Key, Pack};

    impl Pack<Key> for Position {
        fn pack(self) -> Key {
            Key {
                a: self.first,
                b: self.all,
            }
        }
        fn unpack(k: Key) -> Self {
            Position {
                first: k.a,
                all: k.b,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn drop_all(g: &Connect4, cols: &[u8]) -> Position {
        cols.iter().fold(g.initial(), |p, &c| g.play(&p, c))
    }

    #[test]
    fn discs_fall_to_the_lowest_empty_cell_and_a_full_column_takes_no_more() {
        let g = Connect4::new(4, 4, false).unwrap();
        let p = drop_all(&g, &[1, 1, 1]);
        assert_eq!(g.cells(&p)[13], 1, "the first disc lands on the floor");
        assert_eq!(g.cells(&p)[9], 2);
        assert_eq!(g.cells(&p)[5], 1);
        assert_eq!(g.cell_of(&p, 1), 5);
        let full = drop_all(&g, &[1, 1, 1, 1]);
        let mut moves = Vec::new();
        g.legal_moves(&full, &mut moves);
        assert_eq!(moves, [0, 2, 3]);
        assert_eq!(g.moves_played(&full), 4);
    }

    #[test]
    fn four_in_a_row_wins_in_every_direction_and_a_full_board_draws() {
        let g = Connect4::new(4, 4, false).unwrap();
        // Across the floor: first plays a, b, c, d; second stacks on top.
        let p = drop_all(&g, &[0, 0, 1, 1, 2, 2, 3]);
        assert_eq!(g.evaluate(&p, 3), Some(Outcome::FirstWins));
        // Down a column.
        let p = drop_all(&g, &[0, 1, 0, 1, 0, 1, 3, 1]);
        assert_eq!(g.evaluate(&p, 1), Some(Outcome::SecondWins));
        // A diagonal from a1 to d4.
        let p = drop_all(&g, &[0, 1, 1, 2, 2, 3, 2, 3, 3, 0, 3]);
        assert_eq!(g.evaluate(&p, 3), Some(Outcome::FirstWins));
        let p = drop_all(&g, &[0, 1]);
        assert_eq!(g.evaluate(&p, 1), None);
    }

    #[test]
    fn the_mirror_joins_mirror_images_and_maps_columns() {
        let g = Connect4::new(5, 4, true).unwrap();
        assert_eq!(
            g.normal_form(&drop_all(&g, &[0, 1])),
            g.normal_form(&drop_all(&g, &[4, 3]))
        );
        let p = drop_all(&g, &[0, 2, 1]);
        let (n, r) = g.normalise(&p);
        assert_eq!(g.relabel(&p, &r), n);
        assert_eq!(g.relabel_move(0, &true), 4);
    }

    #[test]
    fn winning_moves_and_free_lines() {
        let g = Connect4::new(4, 4, false).unwrap();
        let p = drop_all(&g, &[0, 0, 1, 1, 2, 2]);
        let mut out = Vec::new();
        g.winning_moves(&p, Player::First, &mut out);
        assert_eq!(out, [3]);
        assert!(g.can_win(&g.initial(), Player::Second));
    }

    #[test]
    fn bad_boards_are_refused_by_value() {
        assert!(Connect4::new(3, 4, true).unwrap_err().contains("cols = 3"));
        assert!(Connect4::new(4, 7, true).unwrap_err().contains("rows = 7"));
    }
}
