//! Positional games given by their winning sets (a hypergraph on up to 64 cells), read from a
//! JSON definition ([`definition`]):
//!
//! * **strong**: both players claim free cells in turn; the first to own a whole winning set
//!   wins; a full board without one is a draw. The second player cannot win from the empty
//!   board (strategy stealing).
//! * **maker-breaker**: the first player (Maker) wins by owning a whole winning set; the second
//!   (Breaker) wins as soon as every winning set holds one of his cells (a full board included).
//!   There are no draws.
//!
//! A position is two cell masks. Symmetry ([`symmetry`]): the normal form is the smallest image
//! of the position under the group of the definition's `symmetries`, or, when none are given,
//! under the automorphisms found by search for boards of up to 16 cells.

pub mod definition;
pub mod symmetry;

use crate::game::{
    leaf_numbers_from, Board, Drawing, Hints, Outcome, Player, Relabel, Rules, SetSummary, Symmetry,
};
use crate::games::params::{GameInfo, Param, ParamKind, Params, Registered};
use crate::json::Value;
pub use definition::{Definition, Variant};
pub use symmetry::Source;
use symmetry::{map_mask, Perm, IDENTITY};

/// The cells each player owns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// The first player's cells (Maker's).
    pub first: u64,
    /// The second player's cells (Breaker's).
    pub second: u64,
}

impl Position {
    fn of(&self, player: Player) -> u64 {
        match player {
            Player::First => self.first,
            Player::Second => self.second,
        }
    }
}

/// The tic-tac-toe definition: the parameter's default.
pub const TICTACTOE: &str = include_str!("../../../examples/games/tictactoe.json");

/// [`TICTACTOE`] as a value.
pub fn tictactoe() -> Value {
    crate::json::parse(TICTACTOE).unwrap_or_default()
}

/// A positional game with its normaliser.
#[derive(Clone, Debug, PartialEq)]
pub struct Positional {
    def: Definition,
    all: u64,
    /// Every winning set as a mask.
    sets: Vec<u64>,
    /// The masks of the winning sets through each cell, cell after cell: cell `c`'s are
    /// `through[ends[c]..ends[c + 1]]`: one list rather than a list per cell.
    through: Vec<u64>,
    ends: Vec<u32>,
    /// The group normalising uses, sorted, the identity first (the identity only when off).
    group: Vec<Perm>,
    source: Source,
}

impl Positional {
    /// The game of a checked definition; `symmetric` chooses the normaliser. Errors name a given
    /// permutation that is not an automorphism, or a group too large.
    pub fn new(def: Definition, symmetric: bool) -> Result<Positional, String> {
        if let Some(given) = &def.symmetries {
            // Checked even when unused, so a definition is valid or not whatever the normaliser.
            symmetry::check_automorphisms(given, &def.sets)?;
        }
        let (group, source) = match (&def.symmetries, symmetric) {
            (_, false) => (vec![IDENTITY], Source::Off),
            (Some(given), true) => (
                symmetry::generate(given, def.cells, symmetry::MAX_GROUP)?,
                Source::Given,
            ),
            (None, true) if def.cells > symmetry::MAX_SEARCHED_CELLS => {
                (vec![IDENTITY], Source::NotSearched)
            }
            (None, true) => match symmetry::search(
                def.cells,
                &def.sets,
                symmetry::MAX_GROUP,
                symmetry::SEARCH_BUDGET,
            ) {
                Some(group) => (group, Source::Found),
                None => (vec![IDENTITY], Source::SearchGaveUp),
            },
        };
        let sets = def.masks();
        let mut through = Vec::new();
        let mut ends = vec![0];
        for c in 0..def.cells {
            through.extend(sets.iter().filter(|&&m| m >> c & 1 == 1));
            ends.push(through.len() as u32);
        }
        Ok(Positional {
            all: if def.cells == 64 {
                u64::MAX
            } else {
                (1u64 << def.cells) - 1
            },
            sets,
            through,
            ends,
            group,
            source,
            def,
        })
    }

    /// Reads a definition and builds the game.
    pub fn from_json(json: &Value, symmetric: bool) -> Result<Positional, String> {
        Positional::new(definition::parse(json)?, symmetric)
    }

    /// The definition.
    pub fn definition(&self) -> &Definition {
        &self.def
    }

    /// The permutations normalising minimises over (the identity first).
    pub fn group(&self) -> &[Perm] {
        &self.group
    }

    /// Where the group came from.
    pub fn symmetry_source(&self) -> Source {
        self.source
    }

    /// The mask of cells the player's opponent owns: a set avoiding it is free for the player.
    fn blocked_for(pos: &Position, player: Player) -> u64 {
        pos.of(player.other())
    }

    /// Whether `player` has a winning set with none of the opponent's cells.
    fn has_free_set(&self, pos: &Position, player: Player) -> bool {
        let blocked = Self::blocked_for(pos, player);
        self.sets.iter().any(|&s| s & blocked == 0)
    }

    /// Whether `player` is one who wins by completing a set in this variant.
    fn completes_sets(&self, player: Player) -> bool {
        self.def.variant == Variant::Strong || player == Player::First
    }

    fn owner(pos: &Position, cell: u8) -> Option<Player> {
        let bit = 1u64 << (cell & 63);
        if pos.first & bit != 0 {
            Some(Player::First)
        } else if pos.second & bit != 0 {
            Some(Player::Second)
        } else {
            None
        }
    }

    fn through(&self, cell: u8) -> &[u64] {
        let c = cell as usize;
        match (self.ends.get(c), self.ends.get(c + 1)) {
            (Some(&a), Some(&b)) => self.through.get(a as usize..b as usize).unwrap_or(&[]),
            _ => &[],
        }
    }

    fn perm(&self, r: u32) -> &Perm {
        self.group.get(r as usize).unwrap_or(&IDENTITY)
    }
}

impl Rules for Positional {
    type Position = Position;
    type Move = u8;

    fn name(&self) -> String {
        let variant = match self.def.variant {
            Variant::Strong => "",
            Variant::MakerBreaker => ", maker-breaker",
        };
        match &self.def.name {
            Some(name) => format!("positional({name}{variant})"),
            None => format!(
                "positional({} cells, {} sets{variant})",
                self.def.cells,
                self.sets.len()
            ),
        }
    }

    fn initial(&self) -> Position {
        Position::default()
    }

    fn moves_played(&self, pos: &Position) -> u32 {
        pos.first.count_ones() + pos.second.count_ones()
    }

    fn legal_moves(&self, pos: &Position, out: &mut Vec<u8>) {
        let mut free = self.all & !(pos.first | pos.second);
        while free != 0 {
            out.push(free.trailing_zeros() as u8);
            free &= free - 1;
        }
    }

    fn play(&self, pos: &Position, mv: u8) -> Position {
        let bit = 1u64 << (mv & 63);
        debug_assert!((pos.first | pos.second) & bit == 0, "cell taken");
        match self.to_move(pos) {
            Player::First => Position {
                first: pos.first | bit,
                ..*pos
            },
            Player::Second => Position {
                second: pos.second | bit,
                ..*pos
            },
        }
    }

    fn evaluate(&self, pos: &Position, last: u8) -> Option<Outcome> {
        if let Some(mover) = Self::owner(pos, last) {
            let mine = pos.of(mover);
            if self.completes_sets(mover) && self.through(last).iter().any(|&s| s & !mine == 0) {
                return Some(Outcome::win_for(mover));
            }
        }
        let full = pos.first | pos.second == self.all;
        match self.def.variant {
            Variant::Strong => full.then_some(Outcome::Draw),
            Variant::MakerBreaker => {
                (full || !self.has_free_set(pos, Player::First)).then_some(Outcome::SecondWins)
            }
        }
    }

    fn move_label(&self, mv: u8) -> String {
        mv.to_string()
    }
}

impl Hints for Positional {
    fn can_win(&self, pos: &Position, player: Player) -> bool {
        // Breaker wins by spoiling, never by completing: he can win while the game goes on.
        !self.completes_sets(player) || self.has_free_set(pos, player)
    }

    fn value_can_be(&self, pos: &Position, outcome: Outcome) -> bool {
        match (self.def.variant, outcome) {
            // Strategy stealing: from the empty board the second player cannot win.
            (Variant::Strong, Outcome::SecondWins) => *pos != Position::default(),
            (Variant::Strong, _) => true,
            (Variant::MakerBreaker, o) => o != Outcome::Draw,
        }
    }

    fn winning_moves(&self, pos: &Position, player: Player, out: &mut Vec<u8>) {
        if !self.completes_sets(player) {
            return;
        }
        let (mine, theirs) = (pos.of(player), pos.of(player.other()));
        for &s in &self.sets {
            let missing = s & !mine;
            if missing.count_ones() == 1 && missing & theirs == 0 {
                let c = missing.trailing_zeros() as u8;
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
    }

    fn created_threat(&self, pos: &Position, last: u8) -> bool {
        let Some(player) = Self::owner(pos, last) else {
            return false;
        };
        if !self.completes_sets(player) {
            return false;
        }
        let (mine, theirs) = (pos.of(player), pos.of(player.other()));
        self.through(last)
            .iter()
            .any(|&s| s & theirs == 0 && (s & !mine).count_ones() == 1)
    }

    fn move_score(&self, pos: &Position, mv: u8) -> i32 {
        let blocked = Self::blocked_for(pos, self.to_move(pos));
        self.through(mv)
            .iter()
            .filter(|&&s| s & blocked == 0)
            .count() as i32
    }

    fn leaf_numbers(&self, pos: &Position) -> (u32, u32) {
        let mut sets = SetSummary {
            free: 0,
            nearest: u32::MAX,
        };
        for &s in self.sets.iter().filter(|&&s| s & pos.second == 0) {
            sets.free += 1;
            sets.nearest = sets.nearest.min((s & !pos.first).count_ones());
        }
        let first_to_move = self.to_move(pos) == Player::First;
        leaf_numbers_from(sets, self.def.cells as u32, first_to_move)
    }
}

crate::stored_as_is!(Positional);

impl Symmetry for Positional {
    type Relabelling = u32;

    fn normalise(&self, pos: &Position) -> (Position, u32) {
        let mut best = (*pos, 0u32);
        for (i, p) in self.group.iter().enumerate().skip(1) {
            let first = map_mask(pos.first, p);
            if first > best.0.first {
                continue;
            }
            let image = Position {
                first,
                second: map_mask(pos.second, p),
            };
            if image < best.0 {
                best = (image, i as u32);
            }
        }
        best
    }
}

impl Drawing for Positional {
    fn cells(&self, pos: &Position) -> Vec<u8> {
        (0..self.def.cells as u8)
            .map(|c| match Self::owner(pos, c) {
                None => 0,
                Some(Player::First) => 1,
                Some(Player::Second) => 2,
            })
            .collect()
    }

    fn cell_of(&self, _after: &Position, mv: u8) -> usize {
        mv as usize
    }

    fn board(&self) -> Board {
        Board::Sets {
            cells: self.def.cells as u32,
            coords: self.def.coords.clone(),
            sets: self
                .def
                .sets
                .iter()
                .map(|s| s.iter().map(|&c| c as u32).collect())
                .collect(),
        }
    }
}

/// The game's symmetry.
impl Relabel<Positional> for u32 {
    fn identity(__game: &Positional) -> u32 {
        0
    }
    fn relabel(&self, game: &Positional, pos: &Position) -> Position {
        let p = game.perm(*self);
        Position {
            first: map_mask(pos.first, p),
            second: map_mask(pos.second, p),
        }
    }
    fn relabel_move(&self, game: &Positional, mv: u8) -> u8 {
        game.perm(*self)[(mv & 63) as usize]
    }
    fn list(&self, game: &Positional) -> Vec<u8> {
        game.perm(*self)[..game.def.cells].to_vec()
    }
}

impl Registered for Positional {
    fn info() -> GameInfo {
        GameInfo {
            name: "positional",
            title: "Positional game (winning sets)",
            params: vec![
                Param {
                    name: "definition",
                    label: "definition",
                    kind: ParamKind::Document,
                    default: Some(tictactoe()),
                    note: "cells (1 to 64), sets (at most 4096), variant strong or \
                           maker-breaker, optional coords, symmetries and name",
                },
                Param::choice(
                    "normaliser",
                    "normaliser",
                    &["identity", "symmetric"],
                    "symmetric",
                )
                .note(
                    "symmetric: the smallest image under the group the definition's symmetries \
                     generate (at most 10000 elements), or without them under every \
                     automorphism of the winning sets, searched for boards of up to 16 cells",
                ),
            ],
            winning_sets: true,
        }
    }

    fn from_params(p: &Params) -> Result<Positional, String> {
        let symmetric = p.text("normaliser")? == "symmetric";
        Positional::from_json(p.document("definition")?, symmetric)
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
                b: self.second,
            }
        }
        fn unpack(k: Key) -> Self {
            Position {
                first: k.a,
                second: k.b,
            }
        }
    }
}

#[cfg(test)]
mod tests;
