//! The (N,K)-clique game (thesis 1.2): red (first player) and blue (second) alternately colour
//! one free edge of `K_N`; whoever first owns a monochromatic `K_K` wins, a full board without
//! one is a draw. Supported: `2 <= K <= N <= 11`; boards up to 8 vertices (everything the
//! browser offers) use 64-bit lines, larger ones the 128-bit [`WideClique`].
//!
//! * [`board`]: the position as two adjacency matrices "in a line" and clique helpers;
//! * [`line`]: the integer a line lives in (`u64` or `u128`);
//! * [`normalise`]: the thesis's sorting normalisers (2 and 3);
//! * [`canonical`]: the exact canonical form (normaliser 4);
//! * [`stored`]: the 7-byte form the DAG keeps a 64-bit position in;
//! * [`table`]: the efficiency comparison of Table 3.1.

pub mod board;
pub mod canonical;
pub mod line;
pub mod normalise;
mod sons;
pub mod stored;
pub mod table;
mod threat;

pub use board::{Colour, Edge, Position};
pub use line::{Line, Perm, IDENTITY};

use crate::game::{
    leaf_numbers_from, Board, Drawing, Hints, Outcome, Player, Relabel, Rules, SetSummary, Storage,
    Symmetry,
};
use crate::games::params::{GameInfo, Param, Params, Registered};
use board::{any_clique, bit, complete_line, count_cliques, has_clique, line_row, row_mask};
use threat::{k4_threat, threat_through};

#[cfg(test)]
thread_local!(
    /// How many positions [`Clique::normalise`] has normalised on this thread, so that tests can
    /// tell a development's sons found from their parent's shared work from sons normalised
    /// one by one (the same answers, a different cost).
    pub(crate) static NORMALISED: std::cell::Cell<usize> = const { std::cell::Cell::new(0) }
);

/// Which normalising function of thesis 3.3 a [`Clique`] game uses to merge isomorphic
/// positions. The thesis numbers them 1 to 4.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Normaliser {
    /// 1: no normalisation.
    Identity,
    /// 2: sort vertices by degree, a red edge counting `M` blue ones.
    Degree,
    /// 3: sort vertices by their own and their neighbours' degrees (the thesis's choice).
    Neighbours,
    /// 4: an exact canonical form: isomorphic positions always merge.
    Exact,
}

impl Normaliser {
    /// All four, in the thesis's order.
    pub const ALL: [Normaliser; 4] = [
        Normaliser::Identity,
        Normaliser::Degree,
        Normaliser::Neighbours,
        Normaliser::Exact,
    ];

    /// The normaliser with the thesis's number (1 to 4).
    pub fn from_number(number: u8) -> Result<Normaliser, String> {
        match number {
            1 => Ok(Normaliser::Identity),
            2 => Ok(Normaliser::Degree),
            3 => Ok(Normaliser::Neighbours),
            4 => Ok(Normaliser::Exact),
            _ => Err(format!(
                "normaliser {number} is out of range: 1 <= normaliser <= 4"
            )),
        }
    }

    /// The normaliser with a name as returned by [`Normaliser::name`], or its number as text.
    pub fn from_name(name: &str) -> Result<Normaliser, String> {
        if let Ok(number) = name.parse::<u8>() {
            return Normaliser::from_number(number);
        }
        Normaliser::ALL
            .into_iter()
            .find(|nm| nm.name() == name)
            .ok_or_else(|| {
                format!(
                    "unknown normaliser {}: use identity, degree, neighbours, exact or 1-4",
                    crate::json::shown(&name.into())
                )
            })
    }

    /// The thesis's number, 1 to 4.
    pub fn number(self) -> u8 {
        match self {
            Normaliser::Identity => 1,
            Normaliser::Degree => 2,
            Normaliser::Neighbours => 3,
            Normaliser::Exact => 4,
        }
    }

    /// A short lowercase name: `identity`, `degree`, `neighbours`, `exact`.
    pub fn name(self) -> &'static str {
        match self {
            Normaliser::Identity => "identity",
            Normaliser::Degree => "degree",
            Normaliser::Neighbours => "neighbours",
            Normaliser::Exact => "exact",
        }
    }

    /// The relabelling (`perm[old] = new`) this normaliser applies to an `n`-vertex position.
    pub fn relabelling<L: Line>(self, pos: &Position<L>, n: usize) -> Perm {
        match self {
            Normaliser::Identity => IDENTITY,
            Normaliser::Degree => normalise::degree_relabelling(pos, n),
            Normaliser::Neighbours => normalise::neighbours_relabelling(pos, n),
            Normaliser::Exact => canonical::canonical_relabelling(pos, n),
        }
    }
}

/// The (N,K)-clique game with a chosen normaliser, on a board of `L` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clique<L: Line = u64> {
    n: usize,
    k: usize,
    normaliser: Normaliser,
    /// The line of `K_N`: every edge's two bits.
    all: L,
    /// Score a completed K_K for the wrong player, as the thesis's program does.
    thesis_terminal_rule: bool,
}

/// The clique game on 128-bit lines, for 9 to 11 vertices (it plays smaller boards too, the
/// same moves in the same order, which the tests use to check it).
pub type WideClique = Clique<u128>;

impl Clique {
    /// The (n,k)-clique game, `n <= 8`. Errors name the bad value and the allowed range.
    pub fn new(n: usize, k: usize, normaliser: Normaliser) -> Result<Clique, String> {
        Clique::on_lines(n, k, normaliser)
    }
}

impl<L: Line> Clique<L> {
    /// The (n,k)-clique game on `L` lines, `n <= L::MAX_VERTICES`. Errors name the bad value
    /// and the allowed range.
    pub fn on_lines(n: usize, k: usize, normaliser: Normaliser) -> Result<Clique<L>, String> {
        let max = L::MAX_VERTICES;
        if !(2..=max).contains(&n) {
            return Err(format!("n = {n} is out of range: 2 <= n <= {max}"));
        }
        if k < 2 {
            return Err(format!("k = {k} is out of range: 2 <= k <= n"));
        }
        if k > n {
            return Err(format!("k = {k} must be at most n = {n}"));
        }
        Ok(Clique {
            n,
            k,
            normaliser,
            all: complete_line::<L>(n),
            thesis_terminal_rule: false,
        })
    }

    /// The same game scored as the thesis's C program scores it: a K_K completed by red is
    /// marked lost and one completed by blue won (the program tests the *son's* type where it
    /// meant the mover's). Only for reproducing the thesis's measured figures; never a default.
    pub fn with_thesis_terminal_rule(mut self, on: bool) -> Clique<L> {
        self.thesis_terminal_rule = on;
        self
    }

    /// Number of vertices `N`.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Size `K` of the clique that wins.
    pub fn k(&self) -> usize {
        self.k
    }

    /// The normaliser in use.
    pub fn normaliser(&self) -> Normaliser {
        self.normaliser
    }

    /// Number of edges of `K_N`: the board size, `M` in the thesis.
    pub fn edge_total(&self) -> usize {
        self.n * (self.n - 1) / 2
    }

    /// The line of a player's colour.
    fn own_line(pos: &Position<L>, player: Player) -> L {
        match player {
            Player::First => pos.red(),
            Player::Second => pos.blue(),
        }
    }

    /// The edges `player` may still use: all edges minus the opponent's.
    fn open_line(&self, pos: &Position<L>, player: Player) -> L {
        self.all & !Self::own_line(pos, player.other())
    }

    /// Who owns `edge` in `pos`, if anyone.
    fn owner(&self, pos: &Position<L>, edge: Edge) -> Option<Player> {
        match pos.colour(self.n, edge.hi as usize, edge.lo as usize) {
            Colour::Red => Some(Player::First),
            Colour::Blue => Some(Player::Second),
            Colour::Free => None,
        }
    }

    /// Whether `player` owns a `K_K` through `edge` (which need not be his: only the other
    /// edges are looked at, with `edge` assumed his).
    fn completes_clique(&self, pos: &Position<L>, edge: Edge, player: Player) -> bool {
        let line = Self::own_line(pos, player);
        let common = Position::common_neighbours(line, self.n, edge.hi as usize, edge.lo as usize);
        has_clique(line, self.n, common, self.k as u32 - 2)
    }

    /// Number of `K_K` through `edge` that contain no edge of `player`'s opponent: the free
    /// winning sets `player` could still complete through it (thesis 3.2.3).
    pub fn free_winning_sets_through(&self, pos: &Position<L>, edge: Edge, player: Player) -> u32 {
        let open = self.open_line(pos, player);
        let (i, j) = (edge.hi as usize, edge.lo as usize);
        if open & bit::<L>(self.n, i, j) == L::ZERO {
            return 0;
        }
        let common = Position::common_neighbours(open, self.n, i, j);
        count_cliques(open, self.n, common, self.k as u32 - 2)
    }

    /// Calls `found` on each free edge that completes a `K_K` of `player`'s, in `all_edges`'
    /// order, until it returns false. The free edges row by row (hi, then lo ascending),
    /// rather than every edge tested: forced replies ask this twice per development.
    #[inline]
    fn each_winning_move(
        &self,
        pos: &Position<L>,
        player: Player,
        mut found: impl FnMut(Edge) -> bool,
    ) {
        let n = self.n;
        let line = Self::own_line(pos, player);
        let taken = pos.red() | pos.blue();
        for hi in 1..n {
            let own = line_row(line, n, hi);
            let mut free = !line_row(taken, n, hi) & row_mask(hi);
            while free != 0 {
                let lo = free.trailing_zeros() as usize;
                free &= free - 1;
                let common = own & line_row(line, n, lo);
                if has_clique(line, n, common, self.k as u32 - 2)
                    && !found(Edge {
                        hi: hi as u8,
                        lo: lo as u8,
                    })
                {
                    return;
                }
            }
        }
    }

    /// [`crate::Symmetry::normalise_sons`] under normaliser 3 on an `N`-vertex board (`N <= 8`).
    /// `n <= N` is the board's size ([`sons::SonsOf::new`]).
    fn normalise_sons_of<const N: usize>(
        &self,
        pos: &Position<L>,
        n: usize,
        moves: &[Edge],
        colour: Colour,
        out: &mut Vec<(Position<L>, Perm)>,
    ) {
        let sons = sons::SonsOf::<N>::new(pos, n, colour == Colour::Red);
        for &mv in moves {
            let edge = (mv.hi as usize, mv.lo as usize);
            let perm = sons.relabelling(edge);
            let played = pos.with_edge(n, edge.0, edge.1, colour);
            out.push((played.relabel(n, &perm), perm));
        }
    }

    /// Every edge in the children's order: `hi` ascending from 1, then `lo < hi` ascending.
    fn all_edges(&self) -> impl Iterator<Item = Edge> {
        let n = self.n as u8;
        (0..n).flat_map(|hi| (0..hi).map(move |lo| Edge { hi, lo }))
    }
}

impl<L: Line + stored::Packs> Rules for Clique<L> {
    type Position = Position<L>;
    type Move = Edge;

    fn name(&self) -> String {
        format!("clique({},{})", self.n, self.k)
    }

    fn initial(&self) -> Position<L> {
        Position::EMPTY
    }

    fn moves_played(&self, pos: &Position<L>) -> u32 {
        pos.edge_count()
    }

    fn legal_moves(&self, pos: &Position<L>, out: &mut Vec<Edge>) {
        let n = self.n;
        out.extend(
            self.all_edges()
                .filter(|e| pos.is_free(n, e.hi as usize, e.lo as usize)),
        );
    }

    fn play(&self, pos: &Position<L>, mv: Edge) -> Position<L> {
        debug_assert!(pos.is_free(self.n, mv.hi as usize, mv.lo as usize));
        let colour = match self.to_move(pos) {
            Player::First => Colour::Red,
            Player::Second => Colour::Blue,
        };
        pos.with_edge(self.n, mv.hi as usize, mv.lo as usize, colour)
    }

    fn evaluate(&self, pos: &Position<L>, last: Edge) -> Option<Outcome> {
        if let Some(player) = self.owner(pos, last) {
            if self.completes_clique(pos, last, player) {
                // The thesis's program credits a completed clique to the player to move.
                let winner = if self.thesis_terminal_rule {
                    player.other()
                } else {
                    player
                };
                return Some(Outcome::win_for(winner));
            }
        }
        (pos.edge_count() as usize == self.edge_total()).then_some(Outcome::Draw)
    }

    fn move_label(&self, mv: Edge) -> String {
        mv.label()
    }

    fn names_move(&self, mv: Edge, label: &str) -> bool {
        mv.named_by(label)
    }
}

impl<L: Line + stored::Packs> Hints for Clique<L> {
    fn can_win(&self, pos: &Position<L>, player: Player) -> bool {
        let open = self.open_line(pos, player);
        has_clique(open, self.n, row_mask(self.n), self.k as u32)
    }

    fn value_can_be(&self, pos: &Position<L>, outcome: Outcome) -> bool {
        // Strategy stealing: from the empty board the second player cannot win. Not under the
        // thesis program's scoring, where completing a clique of your own loses: an extra edge
        // can hurt its owner there, which the argument rules out.
        !(pos.edge_count() == 0 && outcome == Outcome::SecondWins && !self.thesis_terminal_rule)
    }

    fn winning_moves(&self, pos: &Position<L>, player: Player, out: &mut Vec<Edge>) {
        self.each_winning_move(pos, player, |e| {
            out.push(e);
            true
        });
    }

    fn first_winning_move(
        &self,
        pos: &Position<L>,
        player: Player,
        _scratch: &mut Vec<Edge>,
    ) -> Option<Edge> {
        let mut first = None;
        self.each_winning_move(pos, player, |e| {
            first = Some(e);
            false
        });
        first
    }

    fn created_threat(&self, pos: &Position<L>, last: Edge) -> bool {
        let Some(player) = self.owner(pos, last) else {
            return false;
        };
        let n = self.n;
        let open = self.open_line(pos, player);
        let free = self.all & !(pos.red() | pos.blue());
        let (i, j) = (last.hi as usize, last.lo as usize);
        let ends = (1u64 << i) | (1u64 << j);
        let common = Position::common_neighbours(open, n, i, j);
        if self.k == 4 {
            return k4_threat(open, free, n, ends, common);
        }
        threat_through(open, free, n, ends, common, self.k)
    }

    fn move_score(&self, pos: &Position<L>, mv: Edge) -> i32 {
        self.free_winning_sets_through(pos, mv, self.to_move(pos)) as i32
    }

    fn leaf_numbers(&self, pos: &Position<L>) -> (u32, u32) {
        let n = self.n;
        let open = self.open_line(pos, Player::First);
        let free = self.all & !(pos.red() | pos.blue());
        let mut sets = SetSummary {
            free: 0,
            nearest: u32::MAX,
        };
        any_clique(open, n, row_mask(n), self.k as u32, 0, &mut |set| {
            let mut free_edges = 0;
            let mut rest = set;
            while rest != 0 {
                let v = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                free_edges += board::set_size(line_row(free, n, v) & rest);
            }
            sets.free += 1;
            sets.nearest = sets.nearest.min(free_edges);
            false
        });
        let first_to_move = self.to_move(pos) == Player::First;
        leaf_numbers_from(sets, self.edge_total() as u32, first_to_move)
    }
}

impl<L: Line + stored::Packs> Storage for Clique<L> {
    type Stored = L::Packed;

    #[inline]
    fn pack(&self, pos: &Position<L>) -> L::Packed {
        L::pack(pos, self.n)
    }

    #[inline]
    fn unpack(&self, stored: &L::Packed) -> Position<L> {
        L::unpack(stored, self.n)
    }
}

impl<L: Line + stored::Packs> Symmetry for Clique<L> {
    type Relabelling = Perm;

    fn normalise(&self, pos: &Position<L>) -> (Position<L>, Perm) {
        #[cfg(test)]
        NORMALISED.with(|c| c.set(c.get() + 1));
        let perm = self.normaliser.relabelling(pos, self.n);
        (pos.relabel(self.n, &perm), perm)
    }

    fn normalise_sons(
        &self,
        pos: &Position<L>,
        moves: &[Edge],
        out: &mut Vec<(Position<L>, Perm)>,
    ) {
        if self.normaliser != Normaliser::Neighbours {
            out.extend(moves.iter().map(|&mv| self.normalise(&self.play(pos, mv))));
            return;
        }
        // Normaliser 3's keys once for the parent, then each son's from them: the same keys,
        // so the same relabellings, as normalising each son afresh.
        // They are packed into sort entries once too (`normalise::pack_keys`), and every
        // son's entries follow from the parent's. Every son is played by the same colour.
        let n = self.n;
        let colour = match self.to_move(pos) {
            Player::First => Colour::Red,
            Player::Second => Colour::Blue,
        };
        // The thesis's boards with the size a constant: `sons`.
        match n {
            5 => self.normalise_sons_of::<5>(pos, 5, moves, colour, out),
            6 => self.normalise_sons_of::<6>(pos, 6, moves, colour, out),
            7 => self.normalise_sons_of::<7>(pos, 7, moves, colour, out),
            8 => self.normalise_sons_of::<8>(pos, 8, moves, colour, out),
            _ => {
                let packed = normalise::pack_keys(&normalise::neighbours_keys(pos, n), n);
                for &mv in moves {
                    let edge = (mv.hi as usize, mv.lo as usize);
                    let red = colour == Colour::Red;
                    let after = normalise::packed_keys_after(&packed, pos, n, edge, red);
                    let perm = normalise::relabelling_by_packed_keys(after, n);
                    let played = pos.with_edge(n, edge.0, edge.1, colour);
                    out.push((played.relabel(n, &perm), perm));
                }
            }
        }
    }

    fn counting_form(&self, pos: &Position<L>) -> Position<L> {
        // The thesis's normalisers 2 and 3 leave some isomorphic graphs apart: counts use the
        // exact canonical form whatever the search uses.
        pos.relabel(self.n, &canonical::canonical_relabelling(pos, self.n))
    }

    fn normal_form(&self, pos: &Position<L>) -> Position<L> {
        match self.normaliser {
            Normaliser::Identity => *pos,
            _ => self.normalise(pos).0,
        }
    }
}

impl<L: Line + stored::Packs> Drawing for Clique<L> {
    fn cells(&self, pos: &Position<L>) -> Vec<u8> {
        let mut out = Vec::new();
        self.cells_into(pos, &mut out);
        out
    }

    fn cells_into(&self, pos: &Position<L>, out: &mut Vec<u8>) {
        // Row by row from the lines' bits (red 1, blue 2), then appended at once: a whole
        // snapshot writes this for every node (16M at the end of (8,4)), and a pushed iterator
        // of `colour` calls took a quarter of it.
        let n = self.n;
        let mut cells = [0u8; line::MAX_N * (line::MAX_N - 1) / 2];
        let mut at = 0;
        for hi in 0..n {
            let (red, blue) = (line_row(pos.red(), n, hi), line_row(pos.blue(), n, hi));
            for (lo, c) in cells[at..at + hi].iter_mut().enumerate() {
                *c = ((red >> lo) & 1 | ((blue >> lo) & 1) << 1) as u8;
            }
            at += hi;
        }
        out.extend_from_slice(&cells[..at]);
    }

    fn board(&self) -> Board {
        // Each K_K: its vertex set, chosen in increasing order, then its edges' cells.
        let mut sets = Vec::new();
        let mut chosen = Vec::with_capacity(self.k);
        fn pick(
            n: usize,
            k: usize,
            from: usize,
            chosen: &mut Vec<usize>,
            sets: &mut Vec<Vec<u32>>,
        ) {
            if chosen.len() == k {
                let cells = (1..k)
                    .flat_map(|i| (0..i).map(move |j| (i, j)))
                    .map(|(i, j)| (chosen[i] * (chosen[i] - 1) / 2 + chosen[j]) as u32);
                sets.push(cells.collect());
                return;
            }
            for v in from..n {
                chosen.push(v);
                pick(n, k, v + 1, chosen, sets);
                chosen.pop();
            }
        }
        pick(self.n, self.k, 0, &mut chosen, &mut sets);
        Board::Graph {
            vertices: self.n as u32,
            sets,
        }
    }

    fn cell_of(&self, _after: &Position<L>, mv: Edge) -> usize {
        // all_edges lists (hi, lo) by hi, then lo.
        let hi = mv.hi as usize;
        hi * (hi - 1) / 2 + mv.lo as usize
    }
}

/// The fixed-size forms of the browser's one game type.
mod packed {
    use super::*;
    use crate::games::packed::{Key, Mv, Pack, Rl};

    impl Pack<Key> for Position {
        fn pack(self) -> Key {
            Key {
                a: self.red(),
                b: self.blue(),
            }
        }
        fn unpack(k: Key) -> Self {
            Position::from_lines(k.a, k.b)
        }
    }

    impl Pack<Mv> for Edge {
        fn pack(self) -> Mv {
            Mv::pair(self.hi, self.lo)
        }
        fn unpack(m: Mv) -> Self {
            let (hi, lo) = m.to_pair();
            Edge { hi, lo }
        }
    }

    /// The clique game's vertex map: 8 vertices at most on the 64-bit board `AnyGame` holds, so
    /// the entries from 8 on are always the identity's.
    impl Pack<Rl> for Perm {
        fn pack(self) -> Rl {
            let mut low = [0u8; 8];
            low.copy_from_slice(&self[..8]);
            Rl(u64::from_le_bytes(low))
        }
        fn unpack(r: Rl) -> Self {
            let mut perm = IDENTITY;
            perm[..8].copy_from_slice(&r.0.to_le_bytes());
            perm
        }
    }

    crate::games::packed::scratch!(Edge);
}

// proptest and canonical-form are native dev-dependencies.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests;

/// Most vertices the registry offers: the browser's build keeps to the 64-bit board, so the
/// wasm holds one clique game, not two.
const OFFERED_N: i64 = if cfg!(target_arch = "wasm32") {
    8
} else {
    line::MAX_N as i64
};

/// The game's symmetry: a permutation of the vertices.
impl<L: Line + stored::Packs> Relabel<Clique<L>> for Perm {
    fn identity(_game: &Clique<L>) -> Perm {
        IDENTITY
    }
    fn relabel(&self, game: &Clique<L>, pos: &Position<L>) -> Position<L> {
        pos.relabel(game.n, self)
    }
    fn relabel_move(&self, _game: &Clique<L>, mv: Edge) -> Edge {
        Edge::new(self[mv.hi as usize], self[mv.lo as usize])
    }
    fn list(&self, game: &Clique<L>) -> Vec<u8> {
        self[..game.n].to_vec()
    }
}

impl<L: Line + stored::Packs> Registered for Clique<L> {
    fn info() -> GameInfo {
        GameInfo {
            name: "clique",
            title: "(N,K)-clique game",
            params: vec![
                Param::int("n", "N (vertices)", 2, OFFERED_N, 5),
                Param::int("k", "K (clique size)", 2, OFFERED_N, 3).note("k <= n"),
                Param::choice(
                    "normaliser",
                    "normaliser",
                    &["identity", "degree", "neighbours", "exact"],
                    "neighbours",
                ),
            ],
            winning_sets: true,
        }
    }

    fn from_params(p: &Params) -> Result<Clique<L>, String> {
        let normaliser = Normaliser::from_name(p.text("normaliser")?)?;
        Clique::on_lines(p.int("n")? as usize, p.int("k")? as usize, normaliser)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl crate::games::params::Widened for Clique {
    type Wide = WideClique;

    fn needs_wide(p: &Params) -> bool {
        p.int("n").is_ok_and(|n| n > 8)
    }
}
