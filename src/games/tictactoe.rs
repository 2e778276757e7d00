//! Tic-tac-toe: X (first player) and O alternately claim a cell of the 3×3 board; three in a
//! line wins; a full board without one is a draw.
//!
//! ```text
//!   cells        labels      position bits (u32)
//!   0 1 2        a3 b3 c3    bits 0..=8  : X owns cell i
//!   3 4 5        a2 b2 c2    bits 9..=17 : O owns cell i
//!   6 7 8        a1 b1 c1
//! ```
//!
//! Normalisation is exact: the smallest encoding among the 8 symmetries of the square.

use crate::game::{
    cells_from_masks, leaf_numbers_from, map_mask, square_symmetries, Board as GameBoard, Drawing,
    Hints, Outcome, Player, Relabel, Rules, SetSummary, Symmetry,
};
use crate::games::params::{GameInfo, Param, Params, Registered};

/// A tic-tac-toe position: X cells in bits 0..=8, O cells in bits 9..=17.
pub type Board = u32;

const FULL: u32 = 0x1ff;

/// The 8 winning lines as cell masks.
const LINES: [u32; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// `SYMMETRIES[s][i]` is where cell `i` goes under symmetry `s` (identity first): the 8
/// symmetries of the square.
pub const SYMMETRIES: [[u8; 9]; 8] = square_symmetries(3);

/// Tic-tac-toe, with or without symmetry normalisation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TicTacToe {
    /// Join positions equal under the 8 symmetries of the square.
    pub symmetry: bool,
}

impl Default for TicTacToe {
    fn default() -> Self {
        TicTacToe { symmetry: true }
    }
}

fn map_cells(mask: u32, sym: &[u8; 9]) -> u32 {
    map_mask(mask as u64, 9, |c| sym[c as usize]) as u32
}

fn has_line(mask: u32) -> bool {
    LINES.iter().filter(|&&l| mask & l == l).count() > 0
}

/// X's cells.
pub fn x_cells(b: Board) -> u32 {
    b & FULL
}

/// O's cells.
pub fn o_cells(b: Board) -> u32 {
    (b >> 9) & FULL
}

impl Rules for TicTacToe {
    type Position = Board;
    type Move = u8;

    fn name(&self) -> String {
        "tictactoe".into()
    }
    fn initial(&self) -> Board {
        0
    }
    fn moves_played(&self, pos: &Board) -> u32 {
        pos.count_ones()
    }
    fn legal_moves(&self, pos: &Board, out: &mut Vec<u8>) {
        let taken = x_cells(*pos) | o_cells(*pos);
        out.extend((0..9u8).filter(|&c| taken >> c & 1 == 0));
    }
    fn play(&self, pos: &Board, mv: u8) -> Board {
        debug_assert!((x_cells(*pos) | o_cells(*pos)) >> mv & 1 == 0, "cell taken");
        match self.to_move(pos) {
            Player::First => pos | 1 << mv,
            Player::Second => pos | 1 << (mv + 9),
        }
    }
    fn evaluate(&self, pos: &Board, last: u8) -> Option<Outcome> {
        let (x, o) = (x_cells(*pos), o_cells(*pos));
        let mover_cells = if x >> last & 1 == 1 { x } else { o };
        let through = LINES.iter().filter(|&&l| l >> last & 1 == 1);
        if through.clone().any(|&l| mover_cells & l == l) {
            return Some(if mover_cells == x {
                Outcome::FirstWins
            } else {
                Outcome::SecondWins
            });
        }
        (x | o == FULL).then_some(Outcome::Draw)
    }
    fn move_label(&self, mv: u8) -> String {
        let col = (b'a' + mv % 3) as char;
        let row = 3 - mv / 3;
        format!("{col}{row}")
    }
}

impl Hints for TicTacToe {
    fn can_win(&self, pos: &Board, player: Player) -> bool {
        let theirs = match player {
            Player::First => o_cells(*pos),
            Player::Second => x_cells(*pos),
        };
        LINES.iter().any(|&l| l & theirs == 0)
    }

    fn value_can_be(&self, pos: &Board, outcome: Outcome) -> bool {
        // Strategy stealing: from the empty board the second player cannot win.
        !(*pos == 0 && outcome == Outcome::SecondWins)
    }

    fn winning_moves(&self, pos: &Board, player: Player, out: &mut Vec<u8>) {
        let (mine, theirs) = match player {
            Player::First => (x_cells(*pos), o_cells(*pos)),
            Player::Second => (o_cells(*pos), x_cells(*pos)),
        };
        for &l in &LINES {
            let missing = l & !mine;
            if missing.count_ones() == 1 && missing & theirs == 0 {
                let c = missing.trailing_zeros() as u8;
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }

    fn created_threat(&self, pos: &Board, last: u8) -> bool {
        let (x, o) = (x_cells(*pos), o_cells(*pos));
        let (mine, theirs) = if x >> last & 1 == 1 { (x, o) } else { (o, x) };
        LINES
            .iter()
            .any(|&l| l >> last & 1 == 1 && (l & mine).count_ones() == 2 && l & theirs == 0)
    }

    fn move_score(&self, pos: &Board, mv: u8) -> i32 {
        let theirs = match self.to_move(pos) {
            Player::First => o_cells(*pos),
            Player::Second => x_cells(*pos),
        };
        LINES
            .iter()
            .filter(|&&l| l >> mv & 1 == 1 && l & theirs == 0)
            .count() as i32
    }

    fn leaf_numbers(&self, pos: &Board) -> (u32, u32) {
        let (x, o) = (x_cells(*pos), o_cells(*pos));
        let mut sets = SetSummary {
            free: 0,
            nearest: u32::MAX,
        };
        for &l in LINES.iter().filter(|&&l| l & o == 0) {
            sets.free += 1;
            sets.nearest = sets.nearest.min(3 - (l & x).count_ones());
        }
        let first_to_move = self.to_move(pos) == Player::First;
        leaf_numbers_from(sets, 9, first_to_move)
    }
}

crate::stored_as_is!(TicTacToe);

impl Symmetry for TicTacToe {
    type Relabelling = u8;
    fn normalise(&self, pos: &Board) -> (Board, u8) {
        if !self.symmetry {
            return (*pos, 0);
        }
        (0..8u8)
            .map(|s| (self.relabel(pos, &s), s))
            .min_by_key(|&(b, s)| (b, s))
            .expect("8 symmetries")
    }
}

impl Drawing for TicTacToe {
    fn cell_of(&self, _after: &Board, mv: u8) -> usize {
        mv as usize
    }
    fn board(&self) -> GameBoard {
        GameBoard::Grid {
            cols: 3,
            rows: 3,
            pieces: crate::game::Pieces::Marks,
            sets: LINES
                .iter()
                .map(|&l| (0..9).filter(|c| l >> c & 1 == 1).collect())
                .collect(),
        }
    }
    fn cells(&self, pos: &Board) -> Vec<u8> {
        cells_from_masks(9, x_cells(*pos) as u64, o_cells(*pos) as u64)
    }
}

/// True when `b` has a completed line for either player (used by tests and the oracle).
pub fn finished(b: Board) -> bool {
    has_line(x_cells(b)) || has_line(o_cells(b)) || x_cells(b) | o_cells(b) == FULL
}

/// The game's symmetry.
impl Relabel<TicTacToe> for u8 {
    fn identity(_game: &TicTacToe) -> u8 {
        0
    }
    fn relabel(&self, _game: &TicTacToe, pos: &Board) -> Board {
        let s = &SYMMETRIES[*self as usize];
        map_cells(x_cells(*pos), s) | map_cells(o_cells(*pos), s) << 9
    }
    fn relabel_move(&self, _game: &TicTacToe, mv: u8) -> u8 {
        SYMMETRIES[*self as usize][mv as usize]
    }
    fn list(&self, _game: &TicTacToe) -> Vec<u8> {
        SYMMETRIES[*self as usize].to_vec()
    }
}

impl Registered for TicTacToe {
    fn info() -> GameInfo {
        GameInfo {
            name: "tictactoe",
            title: "Tic-tac-toe",
            params: vec![Param::choice(
                "normaliser",
                "normaliser",
                &["identity", "exact"],
                "exact",
            )
            .note("exact: the 8 symmetries of the square")],
            winning_sets: true,
        }
    }

    fn from_params(p: &Params) -> Result<TicTacToe, String> {
        Ok(TicTacToe {
            symmetry: p.text("normaliser")? == "exact",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symmetry_is_a_permutation_that_maps_lines_to_lines() {
        for s in &SYMMETRIES {
            let mut seen = [false; 9];
            for &c in s {
                seen[c as usize] = true;
            }
            assert!(seen.iter().all(|&x| x));
            for &l in &LINES {
                assert!(LINES.contains(&map_cells(l, s)));
            }
        }
    }

    #[test]
    fn the_normal_form_is_the_same_for_all_eight_images() {
        let g = TicTacToe::default();
        let b = g.play(&g.play(&g.play(&0, 0), 5), 7);
        let n = g.normal_form(&b);
        for s in 0..8u8 {
            assert_eq!(g.normal_form(&g.relabel(&b, &s)), n);
        }
        let (n2, r) = g.normalise(&b);
        assert_eq!(g.relabel(&b, &r), n2);
    }

    #[test]
    fn a_completed_line_wins_for_the_player_who_made_it() {
        let g = TicTacToe::default();
        // X: 0,1 then 2; O: 3,4.
        let mut b = 0;
        for mv in [0, 3, 1, 4] {
            b = g.play(&b, mv);
        }
        assert_eq!(g.evaluate(&g.play(&b, 2), 2), Some(Outcome::FirstWins));
        let b = g.play(&b, 8); // X elsewhere, O to complete 3-4-5
        assert_eq!(g.evaluate(&g.play(&b, 5), 5), Some(Outcome::SecondWins));
        assert_eq!(g.evaluate(&g.play(&b, 6), 6), None);
    }

    #[test]
    fn labels_name_columns_and_rows() {
        let g = TicTacToe::default();
        assert_eq!(g.move_label(0), "a3");
        assert_eq!(g.move_label(4), "b2");
        assert_eq!(g.move_label(8), "c1");
    }
}
