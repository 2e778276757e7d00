//! One game type for all of the registry's games, so the browser build compiles each algorithm
//! once instead of once per game.
//!
//! Every search, the checker, the analyst and the proof tree are generic over
//! [`Game`](crate::Game): compiled for each game type, the browser build would hold one copy of
//! the algorithms per game.
//! [`AnyGame`] is an enum over the games of the list (`games/mod.rs`), whose
//! positions, moves and relabellings all fit one fixed-size form ([`Key`], [`Mv`], [`Rl`]), so
//! `AnyGame` is the only game type the wasm build hands the algorithms ([`engine`]). The native
//! build keeps the games' own types, where the compiler specialises the hot loops per game.
//!
//! Nothing the search sees changes: each method is the game's own, and [`Key`]'s hash is its
//! own (mixed for the wasm's 32-bit table hasher), but the table only looks positions up by
//! equality, so the same configuration gives the same steps (`tests/integration/any_game.rs` compares
//! every game and algorithm).

use super::clique::{self, Clique};
use super::packed::{Key, Mv, Pack, Rl, Scratch};
use crate::game::{Board, Drawing, Hints, Outcome, Player, Relabel, Rules, Symmetry};
use std::cell::Cell;

/// Declares [`AnyGame`] with one variant per game of the list, and a `From` for each.
macro_rules! any_game {
    ($($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {
        /// Every game of the registry.
        #[derive(Clone, Debug)]
        pub enum AnyGame {
            $(#[doc = stringify!($game)] $variant($game),)*
        }
        $(impl From<$game> for AnyGame {
            fn from(g: $game) -> AnyGame {
                AnyGame::$variant(g)
            }
        })*
    };
}
crate::with_games!(any_game);

/// Runs `$e` with `$g` bound to the game inside, whichever it is.
macro_rules! each {
    ($s:expr, $g:ident => $e:expr) => {
        crate::with_games!(each_arm($s, $g, $e))
    };
}

/// The `match` of [`each!`], one arm per game of the list.
macro_rules! each_arm {
    (($s:expr, $g:ident, $e:expr) $($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {
        match $s {
            $(AnyGame::$variant($g) => $e,)*
        }
    };
}

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

/// Buffers for the clique game's [`crate::Symmetry::normalise_sons`]: the sons' moves in the
/// game's own form and its answers before they are packed, reused like [`Scratch`]'s.
type CliqueSons = (Vec<clique::Edge>, Vec<(clique::Position, clique::Perm)>);
thread_local!(static CLIQUE_SONS: Cell<CliqueSons> = const { Cell::new((Vec::new(), Vec::new())) });

/// The clique game's own [`crate::Symmetry::normalise_sons`] through the fixed-size forms: under
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

/// Each game's own symmetry, through the fixed-size forms.
impl Relabel<AnyGame> for Rl {
    // A game without symmetry has the relabelling `()`, packed like any other.
    #[allow(clippy::unit_arg)]
    fn identity(game: &AnyGame) -> Rl {
        each!(game, g => g.identity().pack())
    }
    fn relabel(&self, game: &AnyGame, pos: &Key) -> Key {
        each!(game, g => g.relabel(&Pack::unpack(*pos), &Pack::unpack(self.clone())).pack())
    }
    fn relabel_move(&self, game: &AnyGame, mv: Mv) -> Mv {
        each!(game, g => g.relabel_move(Pack::unpack(mv), &Pack::unpack(self.clone())).pack())
    }
    fn list(&self, game: &AnyGame) -> Vec<u8> {
        each!(game, g => g.relabelling_list(&Pack::unpack(self.clone())))
    }
}

impl Rules for AnyGame {
    type Position = Key;
    type Move = Mv;

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
    fn cyclic(&self) -> bool {
        each!(self, g => g.cyclic())
    }
    fn after_line(&self, passed: &[Key]) -> AnyGame {
        each!(self, g => {
            let own: Vec<_> = passed.iter().map(|p| Pack::unpack(*p)).collect();
            AnyGame::from(g.after_line(&own))
        })
    }
    fn to_move(&self, pos: &Key) -> Player {
        each!(self, g => g.to_move(&Pack::unpack(*pos)))
    }
}

impl Hints for AnyGame {
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

crate::stored_as_is!(AnyGame);

impl Symmetry for AnyGame {
    type Relabelling = Rl;
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
}

impl Drawing for AnyGame {
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
