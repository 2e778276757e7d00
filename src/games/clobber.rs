//! 1D Clobber: black and white stones in a row; a move takes one of your stones onto a
//! neighbouring stone of the opponent's, which is removed ("clobbered"). Normal play: the player
//! who cannot move loses, so there are no draws. Either colour may start: the first player is
//! whoever moves first.
//!
//! ```text
//!   row "BWBW.B"    cells 0 1 2 3 4 5    labels count cells from 1: "2>3" moves the stone
//!                                         on cell 2 onto cell 3
//! ```
//!
//! A position is each colour's stones as a cell mask and the moves played (every move removes
//! one stone, so every move goes one level down). Plain play: the row is searched as one game,
//! not split into independent parts (see docs/game-catalogue.md). Symmetry: reading the row
//! backwards.

use crate::game::{
    cells_from_masks, Board, Drawing, Hints, Outcome, Player, Reflect, Rules, Symmetry,
};
use crate::games::params::{GameInfo, Param, ParamKind, Params, Registered};

/// The longest row: a colour's stones are a `u32` mask.
pub const MAX_CELLS: usize = 32;

/// A position: each colour's stones and the moves played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Black stones.
    pub black: u32,
    /// White stones.
    pub white: u32,
    /// Moves played.
    pub ply: u8,
}

/// A move: the stone on `from` clobbers its neighbour on `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The cell the stone leaves.
    pub from: u8,
    /// The neighbouring cell it takes.
    pub to: u8,
}

/// 1D Clobber from a given row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clobber {
    len: u8,
    start: Position,
    /// Whether black moves first.
    black_first: bool,
    /// Join positions that read the same backwards.
    mirror: bool,
}

impl Clobber {
    /// The game from `row` (`B`, `W`, `.`), `black_first` or white first. Errors name the bad
    /// value and what is allowed.
    pub fn new(row: &str, black_first: bool, mirror: bool) -> Result<Clobber, String> {
        let len = row.chars().count();
        if !(1..=MAX_CELLS).contains(&len) {
            return Err(format!(
                "row \"{row}\" has {len} cells: 1 to {MAX_CELLS} are allowed"
            ));
        }
        let mut start = Position {
            black: 0,
            white: 0,
            ply: 0,
        };
        for (i, ch) in row.chars().enumerate() {
            match ch {
                'B' => start.black |= 1 << i,
                'W' => start.white |= 1 << i,
                '.' => {}
                other => {
                    return Err(format!(
                        "row \"{row}\": '{other}' at cell {} is not a stone: use B, W or .",
                        i + 1
                    ))
                }
            }
        }
        let game = Clobber {
            len: len as u8,
            start,
            black_first,
            mirror,
        };
        Ok(game)
    }

    /// The stones of `player` (the first player is the colour that moves first).
    fn stones(&self, pos: &Position, player: Player) -> u32 {
        match (player == Player::First) == self.black_first {
            true => pos.black,
            false => pos.white,
        }
    }

    fn mirror_mask(&self, mask: u32) -> u32 {
        mask.reverse_bits() >> (32 - self.len as u32)
    }

    fn mirror_cell(&self, c: u8) -> u8 {
        self.len - 1 - c
    }
}

impl Rules for Clobber {
    type Position = Position;
    type Move = Move;

    /// `clobber(ROW)` when black starts, `clobber(ROW,white)` when white does.
    fn name(&self) -> String {
        let row: String = (0..self.len)
            .map(
                |c| match (self.start.black >> c & 1, self.start.white >> c & 1) {
                    (1, _) => 'B',
                    (_, 1) => 'W',
                    _ => '.',
                },
            )
            .collect();
        match self.black_first {
            true => format!("clobber({row})"),
            false => format!("clobber({row},white)"),
        }
    }

    fn initial(&self) -> Position {
        self.start
    }

    fn moves_played(&self, pos: &Position) -> u32 {
        pos.ply as u32
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let me = self.to_move(pos);
        let (mine, theirs) = (self.stones(pos, me), self.stones(pos, me.other()));
        // Stones of mine with an enemy stone to their right / left, from left to right.
        let (right, left) = (mine & theirs >> 1, mine & theirs << 1);
        let mut froms = right | left;
        while froms != 0 {
            let from = froms.trailing_zeros() as u8;
            froms &= froms - 1;
            if left >> from & 1 == 1 {
                out.push(Move { from, to: from - 1 });
            }
            if right >> from & 1 == 1 {
                out.push(Move { from, to: from + 1 });
            }
        }
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        let (from, to) = (1u32 << mv.from, 1u32 << mv.to);
        let mut next = *pos;
        let black_moves = (self.to_move(pos) == Player::First) == self.black_first;
        if black_moves {
            next.black = (pos.black & !from) | to;
            next.white &= !to;
        } else {
            next.white = (pos.white & !from) | to;
            next.black &= !to;
        }
        next.ply += 1;
        next
    }

    fn evaluate(&self, pos: &Position, _last: Move) -> Option<Outcome> {
        self.outcome_at_start(pos)
    }

    fn outcome_at_start(&self, pos: &Position) -> Option<Outcome> {
        // Normal play: who cannot move loses, so the player who just moved (or, at a row given
        // whole, the one not to move) wins. A move exists exactly when some black stone stands
        // next to a white one, whoever is to move.
        let touching = pos.black & (pos.white << 1 | pos.white >> 1);
        (touching == 0).then(|| Outcome::win_for(self.to_move(pos).other()))
    }

    fn move_label(&self, mv: Move) -> String {
        format!("{}>{}", mv.from + 1, mv.to + 1)
    }
}

impl Hints for Clobber {
    fn value_can_be(&self, _pos: &Position, outcome: Outcome) -> bool {
        // Every move removes a stone, and the player who cannot move loses: no draws.
        outcome != Outcome::Draw
    }
}

crate::stored_as_is!(Clobber);

impl Symmetry for Clobber {
    /// Whether the row is read backwards.
    type Relabelling = bool;
}

impl Drawing for Clobber {
    /// 1 for the first player's stones, 2 for the second player's (black is 1 when black starts).
    fn cells(&self, pos: &Position) -> Vec<u8> {
        let first = self.stones(pos, Player::First) as u64;
        let second = self.stones(pos, Player::Second) as u64;
        cells_from_masks(self.len as u32, first, second)
    }

    fn cell_of(&self, _after: &Position, mv: Move) -> usize {
        mv.to as usize
    }

    fn board(&self) -> Board {
        Board::Row {
            len: self.len as u32,
        }
    }
}

/// The left-right mirror image, joined when the normaliser is `mirror`.
impl Reflect for Clobber {
    fn reflects(&self) -> bool {
        self.mirror
    }
    fn reflect(&self, pos: &Position) -> Position {
        Position {
            black: self.mirror_mask(pos.black),
            white: self.mirror_mask(pos.white),
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

impl Registered for Clobber {
    fn info() -> GameInfo {
        GameInfo {
            name: "clobber",
            title: "1D Clobber",
            params: vec![
                Param {
                    name: "row",
                    label: "row (B, W, .)",
                    kind: ParamKind::Text {
                        alphabet: "BW.",
                        max_len: MAX_CELLS,
                    },
                    default: Some("BWBWBW".into()),
                    note: "",
                },
                Param::choice("first", "first to move", &["black", "white"], "black"),
                Param::choice(
                    "normaliser",
                    "normaliser",
                    &["identity", "mirror"],
                    "mirror",
                )
                .note("mirror: join rows that read the same backwards"),
            ],
            winning_sets: false,
        }
    }

    fn from_params(p: &Params) -> Result<Clobber, String> {
        Clobber::new(
            p.text("row")?,
            p.text("first")? == "black",
            p.text("normaliser")? == "mirror",
        )
    }
}

// The fixed-size forms of the browser's one game type.
crate::games::packed::two_boards!(Position { black, white }, Move);

#[cfg(test)]
mod tests {
    use super::*;

    fn labels(g: &Clobber, pos: &Position) -> Vec<String> {
        let mut moves = Vec::new();
        g.legal_moves(pos, &mut moves);
        moves.iter().map(|&m| g.move_label(m)).collect()
    }

    #[test]
    fn a_stone_clobbers_a_neighbouring_enemy_stone() {
        let g = Clobber::new("BW.WB", true, false).unwrap();
        assert_eq!(labels(&g, &g.initial()), ["1>2", "5>4"]);
        let p = g.play(&g.initial(), Move { from: 0, to: 1 });
        assert_eq!(g.cells(&p), [0, 1, 0, 2, 1]);
        assert_eq!(p.ply, 1);
        // White to move: its stone on 4 can take black on 5.
        assert_eq!(labels(&g, &p), ["4>5"]);
    }

    #[test]
    fn the_player_who_cannot_move_loses() {
        let g = Clobber::new("BW", true, false).unwrap();
        let mv = Move { from: 0, to: 1 };
        let p = g.play(&g.initial(), mv);
        assert_eq!(g.evaluate(&p, mv), Some(Outcome::FirstWins));
        // White first: white takes black, and black has no move left.
        let g = Clobber::new("BW", false, false).unwrap();
        assert_eq!(g.cells(&g.initial()), [2, 1], "white is the first player");
        let mv = Move { from: 1, to: 0 };
        assert_eq!(
            g.evaluate(&g.play(&g.initial(), mv), mv),
            Some(Outcome::FirstWins)
        );
        let g = Clobber::new("BWBW", true, false).unwrap();
        assert_eq!(g.evaluate(&g.initial(), Move { from: 0, to: 0 }), None);
    }

    #[test]
    fn reading_backwards_joins_mirror_rows_and_maps_moves() {
        let g = Clobber::new("BWW.B", true, true).unwrap();
        let p = g.initial();
        let (n, r) = g.normalise(&p);
        assert_eq!(g.relabel(&p, &r), n);
        let back = g.relabel(&p, &true);
        assert_eq!(g.cells(&back), [1, 0, 2, 2, 1]);
        assert_eq!(g.normal_form(&back), g.normal_form(&p));
        assert_eq!(
            g.move_label(g.relabel_move(Move { from: 0, to: 1 }, &true)),
            "5>4"
        );
    }

    #[test]
    fn white_first_makes_white_the_first_player() {
        let g = Clobber::new("WB.BW", false, false).unwrap();
        // White's stones are 1, black's 2; white moves first.
        assert_eq!(g.cells(&g.initial()), [1, 2, 0, 2, 1]);
        assert_eq!(g.to_move(&g.initial()), Player::First);
        assert_eq!(labels(&g, &g.initial()), ["1>2", "5>4"]);
        let p = g.play(&g.initial(), Move { from: 4, to: 3 });
        assert_eq!(g.cells(&p), [1, 2, 0, 1, 0]);
        assert_eq!(g.to_move(&p), Player::Second);
        // Black takes the white stone on 1.
        assert_eq!(labels(&g, &p), ["2>1"]);
        let last = Move { from: 1, to: 0 };
        let p = g.play(&p, last);
        assert_eq!(g.cells(&p), [2, 0, 0, 1, 0]);
        assert_eq!(g.evaluate(&p, last), Some(Outcome::SecondWins));
        assert_eq!(g.moves_played(&p), 2);
    }

    #[test]
    fn a_move_names_its_cells_from_one_and_marks_the_cell_taken() {
        let g = Clobber::new("..BW", true, false).unwrap();
        let mv = Move { from: 2, to: 3 };
        assert_eq!(g.move_label(mv), "3>4");
        assert_eq!(g.cell_of(&g.play(&g.initial(), mv), mv), 3);
        assert_eq!(g.board(), Board::Row { len: 4 });
        assert_eq!(g.name(), "clobber(..BW)");
        // White first: the name still spells the row in colours, and says who starts.
        let g = Clobber::new("..BW", false, false).unwrap();
        assert_eq!(g.name(), "clobber(..BW,white)");
    }

    #[test]
    fn the_longest_row_stays_within_the_engine_s_limits() {
        let g = Clobber::new(&"BW".repeat(16), true, true).unwrap();
        let mut moves = Vec::new();
        g.legal_moves(&g.initial(), &mut moves);
        // One move per touching pair of stones: 31 on 32 alternating cells, under MAX_SONS.
        assert_eq!(moves.len(), 31);
        assert!(moves.len() <= crate::search::node::MAX_SONS);
        assert!(moves.iter().all(|m| m.to < 32 && m.from < 32));
        assert!(std::mem::size_of::<Position>() <= 16);
        let back = g.relabel(&g.initial(), &true);
        assert_eq!(
            g.cells(&back),
            g.cells(&g.initial()).into_iter().rev().collect::<Vec<_>>()
        );
    }

    /// Positions reached by random play from random rows (a fixed-seed generator).
    fn random_positions(count: usize) -> Vec<(Clobber, Position)> {
        let mut seed = 12345u64;
        let mut below = |n: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % n as u64) as usize
        };
        let mut out = Vec::new();
        while out.len() < count {
            let len = 1 + below(MAX_CELLS);
            let row: String = (0..len).map(|_| ['B', 'W', '.'][below(3)]).collect();
            let g = Clobber::new(&row, below(2) == 0, true).unwrap();
            if g.outcome_at_start(&g.initial()).is_some() {
                continue;
            }
            let mut pos = g.initial();
            let mut moves = Vec::new();
            for _ in 0..below(len) {
                moves.clear();
                g.legal_moves(&pos, &mut moves);
                let mv = moves[below(moves.len())];
                pos = g.play(&pos, mv);
                if g.evaluate(&pos, mv).is_some() {
                    break;
                }
            }
            out.push((g, pos));
        }
        out
    }

    #[test]
    fn the_mirror_maps_moves_onto_moves_and_ends_onto_ends() {
        for (g, pos) in random_positions(500) {
            let back = g.relabel(&pos, &true);
            assert_eq!(g.relabel(&back, &true), pos, "reading backwards twice");
            assert_eq!(g.moves_played(&back), g.moves_played(&pos));
            let (mut moves, mut mirrored) = (Vec::new(), Vec::new());
            g.legal_moves(&pos, &mut moves);
            g.legal_moves(&back, &mut mirrored);
            assert_eq!(moves.len(), mirrored.len(), "{pos:?}");
            for &mv in &moves {
                let m = g.relabel_move(mv, &true);
                assert!(mirrored.contains(&m), "{pos:?} {mv:?}");
                let (son, son_back) = (g.play(&pos, mv), g.play(&back, m));
                assert_eq!(g.relabel(&son, &true), son_back);
                assert_eq!(g.evaluate(&son, mv), g.evaluate(&son_back, m));
            }
            // The normal form is shared by both readings and reached by its relabelling.
            let (n, r) = g.normalise(&pos);
            assert_eq!(g.relabel(&pos, &r), n);
            assert_eq!(g.normal_form(&back), n);
            let list = g.relabelling_list(&r);
            let cells = g.cells(&pos);
            let mut moved = vec![0; cells.len()];
            for (c, &to) in list.iter().enumerate() {
                moved[to as usize] = cells[c];
            }
            assert_eq!(moved, g.cells(&n));
        }
    }

    #[test]
    fn the_game_ends_exactly_when_no_stone_touches_an_enemy_stone() {
        for (g, pos) in random_positions(500) {
            let mut moves = Vec::new();
            g.legal_moves(&pos, &mut moves);
            // Every move removes a stone of the other colour: one level down each time.
            for &mv in &moves {
                let son = g.play(&pos, mv);
                assert_eq!(g.moves_played(&son), g.moves_played(&pos) + 1);
                assert_eq!(
                    (son.black | son.white).count_ones() + 1,
                    (pos.black | pos.white).count_ones()
                );
                let mut replies = Vec::new();
                g.legal_moves(&son, &mut replies);
                let want = replies
                    .is_empty()
                    .then(|| Outcome::win_for(g.to_move(&pos)));
                assert_eq!(g.evaluate(&son, mv), want, "{son:?}");
            }
        }
    }

    #[test]
    fn without_the_mirror_every_position_is_its_own_normal_form() {
        let g = Clobber::new("BWW.B", true, false).unwrap();
        let back = g.relabel(&g.initial(), &true);
        assert_eq!(g.normalise(&back), (back, false));
        assert_ne!(g.normal_form(&back), g.normal_form(&g.initial()));
        assert_eq!(g.relabelling_list(&false), [0, 1, 2, 3, 4]);
        assert_eq!(g.relabelling_list(&true), [4, 3, 2, 1, 0]);
    }

    #[test]
    fn parameters_are_checked_through_the_registry() {
        use crate::games::registry::params;
        use serde_json::json;
        let given = |v: serde_json::Value| {
            let map = v.as_object().unwrap().clone();
            params("clobber", &map, &[]).and_then(|p| Clobber::from_params(&p))
        };
        let g = given(json!({})).unwrap();
        assert_eq!(g.name(), "clobber(BWBWBW)");
        assert!(g.black_first && g.mirror);
        let g = given(json!({"row": "WB", "first": "white", "normaliser": "identity"})).unwrap();
        assert!(!g.black_first && !g.mirror);
        let e = given(json!({"row": "BWx"})).unwrap_err();
        assert!(e.contains("BWx") && e.contains("\"BW.\""), "{e}");
        let e = given(json!({"row": "BW".repeat(17)})).unwrap_err();
        assert!(e.contains("up to 32 characters"), "{e}");
        let e = given(json!({"row": ""})).unwrap_err();
        assert!(e.contains("row \"\" has 0 cells: 1 to 32"), "{e}");
        let e = given(json!({"first": "red"})).unwrap_err();
        assert!(e.contains("red") && e.contains("black, white"), "{e}");
        let e = given(json!({"normaliser": "exact"})).unwrap_err();
        assert!(e.contains("exact") && e.contains("identity, mirror"), "{e}");
    }

    #[test]
    fn bad_rows_are_refused_by_value() {
        assert!(Clobber::new("BWX", true, true)
            .unwrap_err()
            .contains("'X' at cell 3"));
        assert!(Clobber::new("", true, true)
            .unwrap_err()
            .contains("row \"\" has 0 cells: 1 to 32 are allowed"));
        let long = "BW".repeat(17);
        assert!(Clobber::new(&long, true, true)
            .unwrap_err()
            .contains("34 cells: 1 to 32 are allowed"));
    }

    #[test]
    fn a_row_where_the_first_player_cannot_move_is_over_at_the_start() {
        // Black to move and no black stone touches a white one: black loses at once.
        let g = Clobber::new("B.WWW.W...WWW", true, true).unwrap();
        assert_eq!(g.outcome_at_start(&g.initial()), Some(Outcome::SecondWins));
        let g = Clobber::new("WWW", false, true).unwrap();
        assert_eq!(g.outcome_at_start(&g.initial()), Some(Outcome::SecondWins));
        let g = Clobber::new("BW", true, true).unwrap();
        assert_eq!(g.outcome_at_start(&g.initial()), None);
    }
}
