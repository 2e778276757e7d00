//! The Morris family (Three, Six and Nine Men's Morris), under the rules of Gasser's 1993
//! announcement of the Nine Men's Morris solution: the sides place their stones in turn, then
//! slide one to a joined empty point; a side with three stones left may jump anywhere
//! (`flying`); closing a mill removes an opponent's stone that is not in a mill, unless all of
//! them are, and closing two mills at once removes one; a side whose stones on the board and
//! still to place fall below three loses, and so does a side with no legal move. A position that
//! repeats is a draw: the game's graph has cycles ([`crate::Rules::cyclic`]).
//!
//! Moves are written `d2` (place), `a1-a4` (slide or jump), with `xd7` added for the stone a
//! mill removes: `d2xa1`, `a1-a4xd7`. The boards and their point names: [`board`].
//!
//! A position is both sides' stones as point masks, the stones each still has to place, and
//! who is to move; it does not count moves, so a position met again is the same position.
//! Symmetry: the board's 16 (rotations, reflections, and the swap of the inner and outer
//! squares) for 6 and 9 men, the square's 8 for 3 men.

pub mod board;
mod notation;

#[cfg(test)]
mod position_tests;
#[cfg(test)]
mod tests;

use crate::game::{Board, Drawing, Hints, Outcome, Player, Relabel, Rules, Symmetry};
use crate::games::params::{GameInfo, Param, Params, Registered};
use board::Layout;
use std::sync::Arc;

/// No point: the `from` of a placement, the `take` of a move that closes no mill.
pub const NONE: u8 = 31;

/// A position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// The first player's (white) stones on the board.
    pub white: u32,
    /// The second player's (black) stones.
    pub black: u32,
    /// Stones the first player still has to place.
    pub white_hand: u8,
    /// Stones the second player still has to place.
    pub black_hand: u8,
    /// Whether the second player is to move.
    pub black_to_move: bool,
}

impl Position {
    /// `player`'s stones on the board and in hand.
    fn side(&self, player: Player) -> (u32, u8) {
        match player {
            Player::First => (self.white, self.white_hand),
            Player::Second => (self.black, self.black_hand),
        }
    }

    /// The position as one number (57 bits), for tables and the browser's fixed-size form.
    pub fn code(&self) -> u64 {
        self.white as u64
            | (self.black as u64) << 24
            | (self.white_hand as u64) << 48
            | (self.black_hand as u64) << 52
            | (self.black_to_move as u64) << 56
    }

    /// Back from [`Position::code`].
    pub fn from_code(c: u64) -> Position {
        Position {
            white: (c & 0xff_ffff) as u32,
            black: (c >> 24 & 0xff_ffff) as u32,
            white_hand: (c >> 48 & 0xf) as u8,
            black_hand: (c >> 52 & 0xf) as u8,
            black_to_move: c >> 56 & 1 == 1,
        }
    }
}

/// A move: a stone placed on `to` (`from` is [`NONE`]) or moved from `from` to `to`, and the
/// opponent's stone it removes (`take`, [`NONE`] when it closes no mill).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The point the stone leaves, or [`NONE`] for a placement.
    pub from: u8,
    /// The point it reaches.
    pub to: u8,
    /// The opponent's stone removed, or [`NONE`].
    pub take: u8,
}

/// A game of the Morris family.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Morris {
    men: u8,
    diagonals: bool,
    flying: bool,
    layout: Arc<Layout>,
    /// The position play starts from: the empty board unless a `position` is given.
    start: Position,
    /// Positions a line of play passed before the start that can still come back, sorted:
    /// each is a draw when met again ([`Rules::after_line`]). While there are any, positions
    /// are not normalised, since a symmetric image of one is not a repetition.
    passed: Arc<[Position]>,
}

/// The word a parameter takes for on and off.
fn on_off(p: &Params, name: &str) -> Result<bool, String> {
    Ok(p.text(name)? == "on")
}

impl Morris {
    /// The game with `men` stones a side (3, 6 or 9); `diagonals` only with 3; `flying` as
    /// given, or the family's default (on for 9, off for 6 and 3) when `None`. Errors name the
    /// bad value and what is allowed.
    pub fn new(men: u8, diagonals: bool, flying: Option<bool>) -> Result<Morris, String> {
        if ![3, 6, 9].contains(&men) {
            return Err(format!("men = {men} is not allowed: 3, 6 or 9"));
        }
        if diagonals && men != 3 {
            return Err(format!(
                "diagonals = on needs men = 3 (the 3×3 grid); the {men}-men board has none"
            ));
        }
        let mut game = Morris {
            men,
            diagonals,
            flying: flying.unwrap_or(men == 9),
            layout: Arc::new(Layout::new(men, diagonals)),
            start: Position::default(),
            passed: Arc::new([]),
        };
        game.start = game.empty_start();
        Ok(game)
    }

    /// The same game started from the position `text` names (in the form [`notation`] reads); the empty text is
    /// the empty board.
    pub fn starting_at(self, text: &str) -> Result<Morris, String> {
        let start = self.read_position(text)?;
        Ok(Morris { start, ..self })
    }

    /// The empty board, every stone in hand, white to move.
    fn empty_start(&self) -> Position {
        Position {
            white: 0,
            black: 0,
            white_hand: self.men,
            black_hand: self.men,
            black_to_move: false,
        }
    }

    /// The board's tables.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Stones a side starts with.
    pub fn men(&self) -> u8 {
        self.men
    }

    /// Whether a side with three stones jumps.
    pub fn flying(&self) -> bool {
        self.flying
    }

    /// Whether `mask` has a mill through `point`.
    fn mill_at(&self, mask: u32, point: u8) -> bool {
        self.layout.mills_at[point as usize]
            .iter()
            .any(|&m| m & !mask == 0)
    }

    /// The stones of `theirs` a mill may remove: those in no mill, or all when every one is.
    fn removable(&self, theirs: u32) -> u32 {
        let in_mill = self
            .layout
            .mills
            .iter()
            .filter(|&&m| theirs & m == m)
            .fold(0, |a, &m| a | m);
        match theirs & !in_mill {
            0 => theirs,
            free => free,
        }
    }

    /// Appends the moves of a stone landing on `to` (from `from`), with each removal a mill
    /// there allows.
    fn push_moves(&self, from: u8, to: u8, mine: u32, theirs: u32, out: &mut Vec<Move>) {
        let after = (mine & !bit(from)) | 1 << to;
        if !self.mill_at(after, to) || theirs == 0 {
            out.push(Move {
                from,
                to,
                take: NONE,
            });
            return;
        }
        let mut can = self.removable(theirs);
        while can != 0 {
            let take = can.trailing_zeros() as u8;
            out.push(Move { from, to, take });
            can &= can - 1;
        }
    }

    fn has_move(&self, pos: &Position) -> bool {
        let (mine, hand) = pos.side(self.to_move(pos));
        let (theirs, _) = pos.side(self.to_move(pos).other());
        let empty = self.all() & !(mine | theirs);
        if hand > 0 || (self.flies(mine, hand) && empty != 0) {
            return empty != 0;
        }
        let mut m = mine;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            if self.layout.adjacent[p] & empty != 0 {
                return true;
            }
            m &= m - 1;
        }
        false
    }

    /// Whether a side with these stones jumps.
    fn flies(&self, mine: u32, hand: u8) -> bool {
        self.flying && hand == 0 && mine.count_ones() == 3
    }

    /// Every point, as a mask.
    fn all(&self) -> u32 {
        (1u32 << self.layout.points()) - 1
    }

    /// The move a label names in `pos`, or an error listing the legal ones.
    pub fn parse_move(&self, pos: &Position, label: &str) -> Result<Move, String> {
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        moves
            .iter()
            .copied()
            .find(|&m| self.move_label(m) == label)
            .ok_or_else(|| {
                let legal: Vec<String> = moves.iter().map(|&m| self.move_label(m)).collect();
                format!(
                    "\"{label}\" is not a legal move of {}: allowed are {}",
                    self.name(),
                    legal.join(", ")
                )
            })
    }
}

/// A point as a mask; none for [`NONE`].
fn bit(p: u8) -> u32 {
    if p == NONE {
        0
    } else {
        1 << p
    }
}

impl Rules for Morris {
    type Position = Position;
    type Move = Move;

    fn cyclic(&self) -> bool {
        true
    }

    fn name(&self) -> String {
        let mut name = format!("morris({}", self.men);
        if self.diagonals {
            name += ",diagonals";
        }
        if self.flying != (self.men == 9) {
            name += if self.flying { ",flying" } else { ",no-flying" };
        }
        if !self.starts_empty() {
            name += ",";
            name += &self.write_position(&self.start);
        }
        name + ")"
    }

    fn initial(&self) -> Position {
        self.start
    }

    /// The stones placed since the start position: the ply while the sides place, and from
    /// then on the same for every position, since sliding can come back to a position.
    fn moves_played(&self, pos: &Position) -> u32 {
        let hands = |p: &Position| p.white_hand as u32 + p.black_hand as u32;
        hands(&self.start).saturating_sub(hands(pos))
    }

    fn to_move(&self, pos: &Position) -> Player {
        if pos.black_to_move {
            Player::Second
        } else {
            Player::First
        }
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<Move>) {
        let me = self.to_move(pos);
        let (mine, hand) = pos.side(me);
        let (theirs, _) = pos.side(me.other());
        let empty = self.all() & !(mine | theirs);
        let each = |mask: u32, f: &mut dyn FnMut(u8)| {
            let mut m = mask;
            while m != 0 {
                f(m.trailing_zeros() as u8);
                m &= m - 1;
            }
        };
        if hand > 0 {
            each(empty, &mut |to| {
                self.push_moves(NONE, to, mine, theirs, out)
            });
            return;
        }
        let flies = self.flies(mine, hand);
        each(mine, &mut |from| {
            let reach = if flies {
                empty
            } else {
                self.layout.adjacent[from as usize] & empty
            };
            each(reach, &mut |to| {
                self.push_moves(from, to, mine, theirs, out)
            });
        });
    }

    fn play(&self, pos: &Position, mv: Move) -> Position {
        let mut next = *pos;
        let (mine, theirs, hand) = match self.to_move(pos) {
            Player::First => (&mut next.white, &mut next.black, &mut next.white_hand),
            Player::Second => (&mut next.black, &mut next.white, &mut next.black_hand),
        };
        *mine = (*mine & !bit(mv.from)) | 1 << mv.to;
        *theirs &= !bit(mv.take);
        if mv.from == NONE {
            *hand -= 1;
        }
        next.black_to_move = !pos.black_to_move;
        next
    }

    fn evaluate(&self, pos: &Position, _last: Move) -> Option<Outcome> {
        let victim = self.to_move(pos);
        let (stones, hand) = pos.side(victim);
        if stones.count_ones() + (hand as u32) < 3 || !self.has_move(pos) {
            return Some(Outcome::win_for(victim.other()));
        }
        self.passed
            .binary_search(pos)
            .is_ok()
            .then_some(Outcome::Draw)
    }

    /// A placement and a capture cannot be undone: of the passed positions only those with the
    /// last one's stones on the board and in hand can come back. The last one itself is left
    /// out: play coming back to it closes a cycle in the searched graph, which the cyclic search
    /// already scores as a repetition, so an empty line keeps the symmetry.
    fn after_line(&self, passed: &[Position]) -> Morris {
        let Some((now, before)) = passed.split_last() else {
            return Morris {
                passed: Arc::new([]),
                ..self.clone()
            };
        };
        let stones = |p: &Position| {
            (
                p.white.count_ones(),
                p.black.count_ones(),
                p.white_hand,
                p.black_hand,
            )
        };
        let mut back: Vec<Position> = before
            .iter()
            .filter(|p| stones(p) == stones(now))
            .copied()
            .collect();
        back.sort_unstable();
        back.dedup();
        Morris {
            passed: back.into(),
            ..self.clone()
        }
    }

    fn move_label(&self, mv: Move) -> String {
        let l = &self.layout;
        let mut s = String::new();
        if mv.from != NONE {
            s += &l.name(mv.from);
            s.push('-');
        }
        s += &l.name(mv.to);
        if mv.take != NONE {
            s.push('x');
            s += &l.name(mv.take);
        }
        s
    }
}

impl Hints for Morris {}

crate::stored_as_is!(Morris);

impl Symmetry for Morris {
    /// The index of the symmetry in [`Layout::perms`].
    type Relabelling = u8;

    fn normalise(&self, pos: &Position) -> (Position, u8) {
        let mut best = (*pos, 0u8);
        if !self.passed.is_empty() {
            return best;
        }
        for s in 1..self.layout.perms.len() {
            let image = self.relabel(pos, &(s as u8));
            if image < best.0 {
                best = (image, s as u8);
            }
        }
        best
    }
}

impl Drawing for Morris {
    fn cells(&self, pos: &Position) -> Vec<u8> {
        (0..self.layout.points())
            .map(|p| (pos.white >> p & 1) as u8 | ((pos.black >> p & 1) as u8) << 1)
            .collect()
    }

    fn cell_of(&self, _after: &Position, mv: Move) -> usize {
        mv.to as usize
    }

    fn board(&self) -> Board {
        let l = &self.layout;
        let mills = l
            .mills
            .iter()
            .map(|&m| (0..32).filter(|p| m >> p & 1 == 1).collect())
            .collect();
        Board::Morris {
            size: l.size as u32,
            coords: l.at.iter().map(|&(x, y)| [x as f64, y as f64]).collect(),
            edges: l
                .edges
                .iter()
                .map(|&(a, b)| vec![a as u32, b as u32])
                .collect(),
            sets: mills,
        }
    }
}

impl Relabel<Morris> for u8 {
    fn identity(_: &Morris) -> u8 {
        0
    }
    fn relabel(&self, game: &Morris, pos: &Position) -> Position {
        let s = *self as usize;
        Position {
            white: game.layout.permute(s, pos.white),
            black: game.layout.permute(s, pos.black),
            ..*pos
        }
    }
    fn relabel_move(&self, game: &Morris, mv: Move) -> Move {
        let perm = &game.layout.perms[*self as usize];
        let map = |p: u8| if p == NONE { NONE } else { perm[p as usize] };
        Move {
            from: map(mv.from),
            to: map(mv.to),
            take: map(mv.take),
        }
    }
    fn list(&self, game: &Morris) -> Vec<u8> {
        game.layout.perms[*self as usize].clone()
    }
}

impl Registered for Morris {
    fn info() -> GameInfo {
        GameInfo {
            name: "morris",
            title: "Morris (Three, Six, Nine Men's)",
            params: vec![
                Param::int("men", "stones a side", 3, 9, 9).note("3, 6 or 9"),
                Param::choice("diagonals", "diagonals", &["off", "on"], "off")
                    .note("on: the 3×3 grid's diagonals are lines too (men = 3 only)"),
                Param::choice("flying", "flying", &["default", "on", "off"], "default")
                    .note("a side with three stones jumps; default: on for 9 men, off for 6 and 3"),
                Param {
                    name: "position",
                    label: "position",
                    kind: crate::games::params::ParamKind::Text {
                        alphabet: notation::ALPHABET,
                        max_len: notation::MAX_LEN,
                    },
                    default: Some("".into()),
                    note: "the stones, those in hand and who moves, e.g. \
                           W:a7,d7,a4/B:g7,b4,d2/w or W:d2+8/B:+9/b; empty: the empty board",
                },
            ],
            winning_sets: false,
        }
    }

    fn from_params(p: &Params) -> Result<Morris, String> {
        let men = p.int("men")?;
        let flying = match p.text("flying")? {
            "default" => None,
            _ => Some(on_off(p, "flying")?),
        };
        Morris::new(men as u8, on_off(p, "diagonals")?, flying)?.starting_at(p.text("position")?)
    }
}

/// The fixed-size forms of the browser's one game type.
mod packed {
    use super::*;
    use crate::games::packed::{Key, Mv, Pack};

    impl Pack<Key> for Position {
        fn pack(self) -> Key {
            Key {
                a: self.code(),
                b: 0,
            }
        }
        fn unpack(k: Key) -> Self {
            Position::from_code(k.a)
        }
    }

    impl Pack<Mv> for Move {
        fn pack(self) -> Mv {
            Mv(self.from as u16 | (self.to as u16) << 5 | (self.take as u16) << 10)
        }
        fn unpack(m: Mv) -> Self {
            Move {
                from: (m.0 & 31) as u8,
                to: (m.0 >> 5 & 31) as u8,
                take: (m.0 >> 10 & 31) as u8,
            }
        }
    }

    crate::games::packed::scratch!(Move);
}
