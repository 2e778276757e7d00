//! One game type for all of the registry's games, so the browser build compiles each algorithm
//! once instead of once per game.
//!
//! Every search, the checker, the analyst and the proof tree are generic over [`Game`], and
//! compiled for six game types the browser build held six copies of the same algorithms.
//! [`AnyGame`] is an enum over the games whose
//! positions, moves and relabellings all fit one fixed-size form ([`Key`], [`Mv`], [`Rl`]), so
//! `AnyGame` is the only game type the wasm build hands the algorithms ([`engine`]). The native
//! build keeps the games' own types, where the compiler specialises the hot loops per game.
//!
//! Nothing the search sees changes: each method is the game's own, and [`Key`]'s hash is its
//! own (mixed for the wasm's 32-bit table hasher), but the table only looks positions up by
//! equality, so the same configuration gives the same steps (`tests/integration/any_game.rs` compares
//! every game and algorithm).

use super::clique::{self, Clique};
use super::clobber::{self, Clobber};
use super::connect4::{self, Connect4};
use super::hexapawn::{self, Hexapawn};
use super::positional::{self, Positional};
use super::tictactoe::TicTacToe;
use crate::game::{Board, Game, Outcome, Player};
use std::cell::Cell;
use std::thread::LocalKey;

/// A position of any game: 16 bytes, the size of the largest (clique, Connect-4, positional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Key {
    a: u64,
    b: u64,
}

/// Both words mixed into one 32-bit word before the table's hasher sees it. On wasm32 FxHash
/// keeps a 32-bit state and multiplies, so a bit of its result depends only on the input's
/// bits at or below it; hashbrown's bucket index (the wasm's table until 2026-11-25; now the
/// engine's own, `search/dag/table.rs`) took the low bits after Fx's rotation by 15, and once
/// a table passed 2^15 buckets its upper index bits came from the product's lowest bits, which
/// the derived hash (four 32-bit words added in) fills from the words' low bits alone. At
/// (8,4)'s size those collided: this form took 400,000 iterations of (8,4) BEST in the wasm
/// from 9.3 to 6.9 s of CPU (`docs/performance-browser.md`). The table looks positions up by
/// equality only, so the search's steps do not change.
impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // Odd 64-bit multipliers (the golden ratio's and SplitMix64's): the high half of a
        // product depends on every input bit, and the fold brings it into the low half.
        let m = (self.a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ self.b)
            .wrapping_mul(0xBF58_476D_1CE4_E5B9);
        state.write_u32((m ^ m >> 32) as u32);
    }
}

/// A move of any game: at most two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mv(u16);

/// A relabelling of any game: at most 8 bytes (the clique game's vertex map on 8 vertices).
#[derive(Clone, Debug, PartialEq)]
pub struct Rl(u64);

/// A game type's own value and its fixed-size form `K`, both ways.
pub trait Pack<K>: Sized {
    /// The fixed-size form.
    fn pack(self) -> K;
    /// Back from the fixed-size form; `k` came from [`Pack::pack`].
    fn unpack(k: K) -> Self;
}

impl Pack<Key> for clique::Position {
    fn pack(self) -> Key {
        Key {
            a: self.red(),
            b: self.blue(),
        }
    }
    fn unpack(k: Key) -> Self {
        clique::Position::from_lines(k.a, k.b)
    }
}

impl Pack<Key> for connect4::Position {
    fn pack(self) -> Key {
        Key {
            a: self.first,
            b: self.all,
        }
    }
    fn unpack(k: Key) -> Self {
        connect4::Position {
            first: k.a,
            all: k.b,
        }
    }
}

impl Pack<Key> for positional::Position {
    fn pack(self) -> Key {
        Key {
            a: self.first,
            b: self.second,
        }
    }
    fn unpack(k: Key) -> Self {
        positional::Position {
            first: k.a,
            second: k.b,
        }
    }
}

impl Pack<Key> for hexapawn::Position {
    fn pack(self) -> Key {
        Key {
            a: self.white as u64 | (self.black as u64) << 32,
            b: self.ply as u64,
        }
    }
    fn unpack(k: Key) -> Self {
        hexapawn::Position {
            white: k.a as u32,
            black: (k.a >> 32) as u32,
            ply: k.b as u8,
        }
    }
}

impl Pack<Key> for clobber::Position {
    fn pack(self) -> Key {
        Key {
            a: self.black as u64 | (self.white as u64) << 32,
            b: self.ply as u64,
        }
    }
    fn unpack(k: Key) -> Self {
        clobber::Position {
            black: k.a as u32,
            white: (k.a >> 32) as u32,
            ply: k.b as u8,
        }
    }
}

/// Tic-tac-toe's board.
impl Pack<Key> for u32 {
    fn pack(self) -> Key {
        Key {
            a: self as u64,
            b: 0,
        }
    }
    fn unpack(k: Key) -> Self {
        k.a as u32
    }
}

impl Pack<Mv> for clique::Edge {
    fn pack(self) -> Mv {
        Mv(u16::from_le_bytes([self.hi, self.lo]))
    }
    fn unpack(m: Mv) -> Self {
        let [hi, lo] = m.0.to_le_bytes();
        clique::Edge { hi, lo }
    }
}

impl Pack<Mv> for hexapawn::Move {
    fn pack(self) -> Mv {
        Mv(u16::from_le_bytes([self.from, self.to]))
    }
    fn unpack(m: Mv) -> Self {
        let [from, to] = m.0.to_le_bytes();
        hexapawn::Move { from, to }
    }
}

impl Pack<Mv> for clobber::Move {
    fn pack(self) -> Mv {
        Mv(u16::from_le_bytes([self.from, self.to]))
    }
    fn unpack(m: Mv) -> Self {
        let [from, to] = m.0.to_le_bytes();
        clobber::Move { from, to }
    }
}

/// A cell or a column.
impl Pack<Mv> for u8 {
    fn pack(self) -> Mv {
        Mv(self as u16)
    }
    fn unpack(m: Mv) -> Self {
        m.0 as u8
    }
}

/// The clique game's vertex map: 8 vertices at most on the 64-bit board `AnyGame` holds, so
/// the entries from 8 on are always the identity's.
impl Pack<Rl> for clique::Perm {
    fn pack(self) -> Rl {
        let mut low = [0u8; 8];
        low.copy_from_slice(&self[..8]);
        Rl(u64::from_le_bytes(low))
    }
    fn unpack(r: Rl) -> Self {
        let mut perm = clique::IDENTITY;
        perm[..8].copy_from_slice(&r.0.to_le_bytes());
        perm
    }
}

/// A mirror image or not.
impl Pack<Rl> for bool {
    fn pack(self) -> Rl {
        Rl(self as u64)
    }
    fn unpack(r: Rl) -> Self {
        r.0 != 0
    }
}

/// Tic-tac-toe's symmetry.
impl Pack<Rl> for u8 {
    fn pack(self) -> Rl {
        Rl(self as u64)
    }
    fn unpack(r: Rl) -> Self {
        r.0 as u8
    }
}

/// A positional game's symmetry.
impl Pack<Rl> for u32 {
    fn pack(self) -> Rl {
        Rl(self as u64)
    }
    fn unpack(r: Rl) -> Self {
        r.0 as u32
    }
}

/// Every game of the registry.
#[derive(Clone, Debug)]
pub enum AnyGame {
    /// The clique game.
    Clique(Clique),
    /// Tic-tac-toe.
    TicTacToe(TicTacToe),
    /// Hexapawn.
    Hexapawn(Hexapawn),
    /// Connect-4.
    Connect4(Connect4),
    /// 1D Clobber.
    Clobber(Clobber),
    /// A positional game from its winning sets.
    Positional(Positional),
}

/// Runs `$e` with `$g` bound to the game inside, whichever it is.
macro_rules! each {
    ($s:expr, $g:ident => $e:expr) => {
        match $s {
            AnyGame::Clique($g) => $e,
            AnyGame::TicTacToe($g) => $e,
            AnyGame::Hexapawn($g) => $e,
            AnyGame::Connect4($g) => $e,
            AnyGame::Clobber($g) => $e,
            AnyGame::Positional($g) => $e,
        }
    };
}

macro_rules! from {
    ($($t:ident),*) => {$(
        impl From<$t> for AnyGame {
            fn from(g: $t) -> AnyGame {
                AnyGame::$t(g)
            }
        }
    )*};
}
from!(Clique, TicTacToe, Hexapawn, Connect4, Clobber, Positional);

pub use hand_over::{engine, ForEngine};

/// How a game reaches the algorithms: in the wasm build every game as [`AnyGame`] (one copy of
/// each algorithm), natively as its own type (specialised hot loops; the clique game's 128-bit
/// board, native only, has no `AnyGame` form).
#[cfg(target_arch = "wasm32")]
mod hand_over {
    use super::AnyGame;

    /// A game the algorithms can be handed: one that converts to [`AnyGame`].
    pub trait ForEngine: Into<AnyGame> {}
    impl<G: Into<AnyGame>> ForEngine for G {}

    /// The game `g` as the algorithms get it.
    pub fn engine<G: ForEngine>(g: G) -> AnyGame {
        g.into()
    }
}

/// How a game reaches the algorithms natively: as its own type.
#[cfg(not(target_arch = "wasm32"))]
mod hand_over {
    /// A game the algorithms can be handed: every game.
    pub trait ForEngine {}
    impl<G> ForEngine for G {}

    /// The game `g` as the algorithms get it.
    pub fn engine<G: ForEngine>(g: G) -> G {
        g
    }
}

/// A move type with a buffer of its own to list moves into before they are packed, so that
/// listing moves allocates nothing once the buffer has grown (the search lists them for every
/// development and every son it evaluates: a fresh `Vec` each time cost time).
trait Scratch: Pack<Mv> + Copy + 'static {
    fn buffer() -> &'static LocalKey<Cell<Vec<Self>>>;
}

macro_rules! scratch {
    ($($t:ty),*) => {$(
        impl Scratch for $t {
            fn buffer() -> &'static LocalKey<Cell<Vec<Self>>> {
                thread_local!(static BUFFER: Cell<Vec<$t>> = const { Cell::new(Vec::new()) });
                &BUFFER
            }
        }
    )*};
}
scratch!(clique::Edge, hexapawn::Move, clobber::Move, u8);

/// Buffers for the clique game's [`Game::normalise_sons`]: the sons' moves in the game's own
/// form and its answers before they are packed, reused like [`Scratch`]'s.
type CliqueSons = (Vec<clique::Edge>, Vec<(clique::Position, clique::Perm)>);
thread_local!(static CLIQUE_SONS: Cell<CliqueSons> = const { Cell::new((Vec::new(), Vec::new())) });

/// The clique game's own [`Game::normalise_sons`] through the fixed-size forms: under
/// normaliser 3 it finds every son's keys from their parent's (`sons.rs`), which normalising
/// each son afresh, the trait's default, would compute over again per son. The buffers are
/// taken out of their cell while in use, like [`pack_moves`]'s.
fn clique_normalise_sons(g: &Clique, pos: &Key, moves: &[Mv], out: &mut Vec<(Key, Rl)>) {
    CLIQUE_SONS.with(|cell| {
        let (mut edges, mut sons) = cell.take();
        edges.clear();
        sons.clear();
        edges.extend(moves.iter().map(|&m| clique::Edge::unpack(m)));
        g.normalise_sons(&Pack::unpack(*pos), &edges, &mut sons);
        out.extend(sons.iter().map(|&(p, r)| (p.pack(), r.pack())));
        cell.set((edges, sons));
    })
}

/// Appends the moves `fill` lists to `out` in their fixed-size form, in order. The buffer is
/// taken out of its cell while in use, so a nested call gets a fresh one instead of a panic.
fn pack_moves<M: Scratch>(out: &mut Vec<Mv>, fill: impl FnOnce(&mut Vec<M>)) {
    M::buffer().with(|cell| {
        let mut own = cell.take();
        own.clear();
        fill(&mut own);
        out.extend(own.iter().map(|&m| m.pack()));
        cell.set(own);
    })
}

impl Game for AnyGame {
    type Position = Key;
    type Move = Mv;
    type Relabelling = Rl;
    crate::stored_as_is!();

    fn name(&self) -> String {
        each!(self, g => g.name())
    }
    fn initial(&self) -> Key {
        each!(self, g => g.initial().pack())
    }
    fn moves_played(&self, pos: &Key) -> u32 {
        each!(self, g => g.moves_played(&Pack::unpack(*pos)))
    }
    fn legal_moves(&self, pos: &Key, out: &mut Vec<Mv>) {
        each!(self, g => pack_moves(out, |own| g.legal_moves(&Pack::unpack(*pos), own)))
    }
    fn play(&self, pos: &Key, mv: Mv) -> Key {
        each!(self, g => g.play(&Pack::unpack(*pos), Pack::unpack(mv)).pack())
    }
    fn evaluate(&self, pos: &Key, last: Mv) -> Option<Outcome> {
        each!(self, g => g.evaluate(&Pack::unpack(*pos), Pack::unpack(last)))
    }
    fn move_label(&self, mv: Mv) -> String {
        each!(self, g => g.move_label(Pack::unpack(mv)))
    }
    fn outcome_at_start(&self, pos: &Key) -> Option<Outcome> {
        each!(self, g => g.outcome_at_start(&Pack::unpack(*pos)))
    }
    fn names_move(&self, mv: Mv, label: &str) -> bool {
        each!(self, g => g.names_move(Pack::unpack(mv), label))
    }
    fn identity(&self) -> Rl {
        each!(self, g => g.identity().pack())
    }
    fn relabel(&self, pos: &Key, r: &Rl) -> Key {
        each!(self, g => g.relabel(&Pack::unpack(*pos), &Pack::unpack(r.clone())).pack())
    }
    fn relabel_move(&self, mv: Mv, r: &Rl) -> Mv {
        each!(self, g => g.relabel_move(Pack::unpack(mv), &Pack::unpack(r.clone())).pack())
    }
    fn relabelling_list(&self, r: &Rl) -> Vec<u8> {
        each!(self, g => g.relabelling_list(&Pack::unpack(r.clone())))
    }
    fn cells(&self, pos: &Key) -> Vec<u8> {
        each!(self, g => g.cells(&Pack::unpack(*pos)))
    }
    fn cells_into(&self, pos: &Key, out: &mut Vec<u8>) {
        each!(self, g => g.cells_into(&Pack::unpack(*pos), out))
    }
    fn cell_of(&self, after: &Key, mv: Mv) -> usize {
        each!(self, g => g.cell_of(&Pack::unpack(*after), Pack::unpack(mv)))
    }
    fn board(&self) -> Board {
        each!(self, g => g.board())
    }
    fn to_move(&self, pos: &Key) -> Player {
        each!(self, g => g.to_move(&Pack::unpack(*pos)))
    }
    fn normalise(&self, pos: &Key) -> (Key, Rl) {
        each!(self, g => {
            let (p, r) = g.normalise(&Pack::unpack(*pos));
            (p.pack(), r.pack())
        })
    }
    fn normalise_sons(&self, pos: &Key, moves: &[Mv], out: &mut Vec<(Key, Rl)>) {
        // Only the clique game has its own; the others' is the trait's default, as here.
        match self {
            AnyGame::Clique(g) => clique_normalise_sons(g, pos, moves, out),
            _ => out.extend(moves.iter().map(|&mv| self.normalise(&self.play(pos, mv)))),
        }
    }
    fn normal_form(&self, pos: &Key) -> Key {
        each!(self, g => g.normal_form(&Pack::unpack(*pos)).pack())
    }
    fn counting_form(&self, pos: &Key) -> Key {
        each!(self, g => g.counting_form(&Pack::unpack(*pos)).pack())
    }
    fn can_win(&self, pos: &Key, player: Player) -> bool {
        each!(self, g => g.can_win(&Pack::unpack(*pos), player))
    }
    fn value_can_be(&self, pos: &Key, outcome: Outcome) -> bool {
        each!(self, g => g.value_can_be(&Pack::unpack(*pos), outcome))
    }
    fn winning_moves(&self, pos: &Key, player: Player, out: &mut Vec<Mv>) {
        each!(self, g => pack_moves(out, |own| g.winning_moves(&Pack::unpack(*pos), player, own)))
    }
    fn created_threat(&self, pos: &Key, last: Mv) -> bool {
        each!(self, g => g.created_threat(&Pack::unpack(*pos), Pack::unpack(last)))
    }
    fn move_score(&self, pos: &Key, mv: Mv) -> i32 {
        each!(self, g => g.move_score(&Pack::unpack(*pos), Pack::unpack(mv)))
    }
    fn leaf_numbers(&self, pos: &Key) -> (u32, u32) {
        each!(self, g => g.leaf_numbers(&Pack::unpack(*pos)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::clique::{Normaliser, NORMALISED};

    /// Under normaliser 3 on the thesis's boards a development's sons through `AnyGame` come
    /// from the clique game's own `normalise_sons` (each son's keys from the parent's), not
    /// from normalising each son afresh, and they are the same sons.
    #[test]
    fn clique_sons_come_from_the_games_own_normalise_sons() {
        for n in 5..=8 {
            let any = AnyGame::from(Clique::new(n, 4, Normaliser::Neighbours).unwrap());
            let mut pos = any.initial();
            let mut moves = Vec::new();
            for step in 0.. {
                moves.clear();
                any.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let before = NORMALISED.with(Cell::get);
                let mut sons = Vec::new();
                any.normalise_sons(&pos, &moves, &mut sons);
                assert_eq!(NORMALISED.with(Cell::get), before, "n {n}, step {step}");
                let fresh: Vec<_> = moves
                    .iter()
                    .map(|&m| any.normalise(&any.play(&pos, m)))
                    .collect();
                assert_eq!(sons, fresh, "n {n}, step {step}");
                let mv = moves[(step * 7) % moves.len()];
                let next = any.play(&pos, mv);
                if any.evaluate(&next, mv).is_some() {
                    break;
                }
                pos = next;
            }
        }
    }
}
