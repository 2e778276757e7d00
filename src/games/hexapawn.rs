//! Hexapawn (Gardner, 1962) on a W×H board: each side starts with a row of pawns on its home
//! row; a pawn steps one square forward onto an empty square or captures one square diagonally
//! forward. A player wins by reaching the far row, by capturing every enemy pawn, or by leaving
//! the opponent without a legal move — so a game never ends in a draw.
//!
//! ```text
//!   cells (3×3)     labels        position
//!   0 1 2           a3 b3 c3      second player's (black) pawns start on the top row
//!   3 4 5           a2 b2 c2
//!   6 7 8           a1 b1 c1      first player's (white) pawns start on the bottom row
//! ```
//!
//! Cells are numbered row by row from the top, as `Board::Grid` lists them. A position is two
//! cell masks and the number of moves played. Symmetry: the left-right mirror.

use crate::game::{
    cells_from_masks, map_mask, Board, Drawing, Hints, Outcome, Player, Reflect, Rules, Symmetry,
};
use crate::games::params::{GameInfo, Param, Params, Registered};

/// The most cells a board may have: a pawn mask is a `u32`.
pub const MAX_CELLS: usize = 32;

/// A position: each side's pawns as a cell mask, and the moves played (White moves at even).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// The first player's (white) pawns.
    pub white: u32,
    /// The second player's (black) pawns.
    pub black: u32,
    /// Moves played.
    pub ply: u8,
}

/// A move: a pawn from one cell to another (forward, or diagonally forward to capture).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The cell the pawn leaves.
    pub from: u8,
    /// The cell it reaches.
    pub to: u8,
}

/// Hexapawn on `cols` × `rows` squares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hexapawn {
    cols: u8,
    rows: u8,
    /// Join positions that are mirror images of each other.
    mirror: bool,
}

impl Hexapawn {
    /// The game on a `cols` × `rows` board; errors name the bad value and what is allowed.
    pub fn new(cols: usize, rows: usize, mirror: bool) -> Result<Hexapawn, String> {
        if !(3..=8).contains(&cols) {
            return Err(format!("cols = {cols} is out of range: 3 <= cols <= 8"));
        }
        if !(3..=8).contains(&rows) {
            return Err(format!("rows = {rows} is out of range: 3 <= rows <= 8"));
        }
        if cols * rows > MAX_CELLS {
            return Err(format!(
                "a {cols}×{rows} board has {} cells: at most {MAX_CELLS} (cols × rows <= {MAX_CELLS})",
                cols * rows
            ));
        }
        Ok(Hexapawn {
            cols: cols as u8,
            rows: rows as u8,
            mirror,
        })
    }

    fn cell(&self, row: u8, col: u8) -> u8 {
        row * self.cols + col
    }

    /// A mask of one whole row.
    fn row_mask(&self, row: u8) -> u32 {
        let full = (1u32 << self.cols) - 1;
        full << (row * self.cols)
    }

    /// The row a player's pawns move toward: the first player's move up (toward row 0).
    fn far_row(&self, player: Player) -> u8 {
        match player {
            Player::First => 0,
            Player::Second => self.rows - 1,
        }
    }

    fn mirror_mask(&self, mask: u32) -> u32 {
        let cells = (self.cols * self.rows) as u32;
        map_mask(mask as u64, cells, |c| self.mirror_cell(c)) as u32
    }

    fn mirror_cell(&self, c: u8) -> u8 {
        let (row, col) = (c / self.cols, c % self.cols);
        self.cell(row, self.cols - 1 - col)
    }

    fn has_move(&self, pos: &Position) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        !moves.is_empty()
    }
}

impl Rules for Hexapawn {
    type Position = Position;
    type Move = Move;

    fn name(&self) -> String {
        format!("hexapawn({}x{})", self.cols, self.rows)
    }

    fn initial(&self) -> Position {
        Position {
            white: self.row_mask(self.rows - 1),
            black: self.row_mask(0),
            ply: 0,
        }
    }

    fn moves_played(&self, pos: &Position) -> u32 {
        pos.ply as u32
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let me = self.to_move(pos);
        let (mine, theirs) = match me {
            Player::First => (pos.white, pos.black),
            Player::Second => (pos.black, pos.white),
        };
        let step: i8 = if me == Player::First { -1 } else { 1 };
        for from in 0..self.cols * self.rows {
            if mine >> from & 1 == 0 {
                continue;
            }
            let (row, col) = ((from / self.cols) as i8, (from % self.cols) as i8);
            let next = row + step;
            if !(0..self.rows as i8).contains(&next) {
                continue;
            }
            for dc in [-1i8, 0, 1] {
                let c = col + dc;
                if !(0..self.cols as i8).contains(&c) {
                    continue;
                }
                let to = self.cell(next as u8, c as u8);
                let occupied_by_them = theirs >> to & 1 == 1;
                let empty = (mine | theirs) >> to & 1 == 0;
                if (dc == 0 && empty) || (dc != 0 && occupied_by_them) {
                    out.push(Move { from, to });
                }
            }
        }
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        let (from, to) = (1u32 << mv.from, 1u32 << mv.to);
        let mut next = *pos;
        match self.to_move(pos) {
            Player::First => {
                next.white = (pos.white & !from) | to;
                next.black &= !to;
            }
            Player::Second => {
                next.black = (pos.black & !from) | to;
                next.white &= !to;
            }
        }
        next.ply += 1;
        next
    }

    fn evaluate(&self, pos: &Position, last: Move) -> Option<Outcome> {
        let mover = self.to_move(pos).other();
        let (theirs, far) = match mover {
            Player::First => (pos.black, self.far_row(Player::First)),
            Player::Second => (pos.white, self.far_row(Player::Second)),
        };
        let reached_far_row = last.to / self.cols == far;
        if reached_far_row || theirs == 0 || !self.has_move(pos) {
            return Some(Outcome::win_for(mover));
        }
        None
    }

    fn move_label(&self, mv: Move) -> String {
        let name = |c: u8| {
            let col = (b'a' + c % self.cols) as char;
            let row = self.rows - c / self.cols;
            format!("{col}{row}")
        };
        let sep = if mv.from % self.cols == mv.to % self.cols {
            '-'
        } else {
            'x'
        };
        format!("{}{sep}{}", name(mv.from), name(mv.to))
    }
}

impl Hints for Hexapawn {
    fn value_can_be(&self, _pos: &Position, outcome: Outcome) -> bool {
        // Pawns only advance, and a player without a move loses: every game ends with a winner.
        outcome != Outcome::Draw
    }
}

crate::stored_as_is!(Hexapawn);

impl Symmetry for Hexapawn {
    /// Whether the position is mirrored.
    type Relabelling = bool;
}

impl Drawing for Hexapawn {
    fn cells(&self, pos: &Position) -> Vec<u8> {
        let cells = (self.cols * self.rows) as u32;
        cells_from_masks(cells, pos.white as u64, pos.black as u64)
    }

    fn cell_of(&self, _after: &Position, mv: Move) -> usize {
        mv.to as usize
    }

    fn board(&self) -> Board {
        Board::Grid {
            cols: self.cols as u32,
            rows: self.rows as u32,
            pieces: crate::game::Pieces::Pawns,
            sets: Vec::new(),
        }
    }
}

/// The left-right mirror image, joined when the normaliser is `mirror`.
impl Reflect for Hexapawn {
    fn reflects(&self) -> bool {
        self.mirror
    }
    fn reflect(&self, pos: &Position) -> Position {
        Position {
            white: self.mirror_mask(pos.white),
            black: self.mirror_mask(pos.black),
            ply: pos.ply,
        }
    }
    fn reflect_move(&self, mv: Move) -> Move {
        Move {
            from: self.mirror_cell(mv.from),
            to: self.mirror_cell(mv.to),
        }
    }
    fn reflect_cell(&self, cell: u8) -> u8 {
        self.mirror_cell(cell)
    }
}

impl Registered for Hexapawn {
    fn info() -> GameInfo {
        GameInfo {
            name: "hexapawn",
            title: "Hexapawn",
            params: vec![
                Param::int("cols", "columns", 3, 8, 3).note("cols × rows <= 32"),
                Param::int("rows", "rows", 3, 8, 3).note("cols × rows <= 32"),
                Param::choice(
                    "normaliser",
                    "normaliser",
                    &["identity", "mirror"],
                    "mirror",
                )
                .note("mirror: join left-right mirror images"),
            ],
            winning_sets: false,
        }
    }

    fn from_params(p: &Params) -> Result<Hexapawn, String> {
        Hexapawn::new(
            p.int("cols")? as usize,
            p.int("rows")? as usize,
            p.text("normaliser")? == "mirror",
        )
    }
}

// The fixed-size forms of the browser's one game type.
crate::games::packed::two_boards!(Position { white, black }, Move);

#[cfg(test)]
mod tests {
    use super::*;

    fn play_all(g: &Hexapawn, labels: &[&str]) -> Position {
        let mut pos = g.initial();
        for label in labels {
            let mut moves = Vec::new();
            g.legal_moves(&pos, &mut moves);
            let mv = moves
                .into_iter()
                .find(|&m| g.move_label(m) == *label)
                .unwrap_or_else(|| panic!("{label} is legal"));
            pos = g.play(&pos, mv);
        }
        pos
    }

    #[test]
    fn pawns_step_forward_onto_empty_squares_and_capture_diagonally() {
        let g = Hexapawn::new(3, 3, false).unwrap();
        let mut moves = Vec::new();
        g.legal_moves(&g.initial(), &mut moves);
        let labels: Vec<String> = moves.iter().map(|&m| g.move_label(m)).collect();
        assert_eq!(labels, ["a1-a2", "b1-b2", "c1-c2"]);
        // White b1-b2: black may capture it from a3 or c3, or step a3-a2, c3-c2.
        let pos = play_all(&g, &["b1-b2"]);
        moves.clear();
        g.legal_moves(&pos, &mut moves);
        let mut labels: Vec<String> = moves.iter().map(|&m| g.move_label(m)).collect();
        labels.sort();
        assert_eq!(labels, ["a3-a2", "a3xb2", "c3-c2", "c3xb2"]);
        let pos = play_all(&g, &["b1-b2", "a3xb2"]);
        assert_eq!(pos.white.count_ones(), 2, "the white pawn was captured");
        assert_eq!(pos.ply, 2);
    }

    #[test]
    fn reaching_the_far_row_capturing_all_or_blocking_the_opponent_wins() {
        let g = Hexapawn::new(3, 3, false).unwrap();
        // Black captures on b2 and then walks to the first row.
        let pos = play_all(&g, &["b1-b2", "a3xb2", "a1-a2"]);
        let mut moves = Vec::new();
        g.legal_moves(&pos, &mut moves);
        let to_home = moves
            .iter()
            .find(|m| g.move_label(**m) == "b2xc1")
            .copied()
            .unwrap();
        let end = g.play(&pos, to_home);
        assert_eq!(g.evaluate(&end, to_home), Some(Outcome::SecondWins));
        // A position where the player to move is blocked is lost for him.
        let blocked = Position {
            white: 1 << 4, // b2
            black: 1 << 1, // b3, right in front of it
            ply: 2,
        };
        assert_eq!(
            g.evaluate(&blocked, Move { from: 7, to: 4 }),
            Some(Outcome::SecondWins)
        );
        assert_eq!(g.evaluate(&g.initial(), Move { from: 0, to: 0 }), None);
    }

    #[test]
    fn the_mirror_joins_mirror_images_and_maps_moves() {
        let g = Hexapawn::new(4, 4, true).unwrap();
        let left = play_all(&g, &["a1-a2"]);
        let right = play_all(&g, &["d1-d2"]);
        assert_eq!(g.normal_form(&left), g.normal_form(&right));
        let (n, r) = g.normalise(&left);
        assert_eq!(g.relabel(&left, &r), n);
        let mv = Move { from: 12, to: 8 };
        assert_eq!(g.move_label(g.relabel_move(mv, &true)), "d1-d2");
    }

    #[test]
    fn bad_boards_are_refused_by_value() {
        assert!(Hexapawn::new(2, 3, true).unwrap_err().contains("cols = 2"));
        assert!(Hexapawn::new(3, 9, true).unwrap_err().contains("rows = 9"));
        assert!(Hexapawn::new(6, 6, true).unwrap_err().contains("36 cells"));
    }
}
