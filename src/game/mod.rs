//! The `Game` trait: what the search needs to know about a two-player game of perfect
//! information in which the players take turns.
//!
//! A finished game ends in one of three [`Outcome`]s. PN-search proves one yes/no question at a
//! time ("does the first player win?", "does the first player avoid losing?"), always stated for
//! the first player: nodes where the first player moves are OR nodes, the others AND nodes,
//! whatever their level. `search::Question` turns outcomes into proved / disproved.

pub mod board;
pub mod line;
pub mod symmetry;

pub use board::{Board, Pieces};

use std::fmt::Debug;
use std::hash::Hash;

/// Who is to move. The first player moves at OR nodes, the second at AND nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Player {
    /// The first player (red in the clique game, X in tic-tac-toe); moves at OR nodes.
    First,
    /// The second player (blue, O); moves at AND nodes.
    Second,
}

impl Player {
    /// The other player.
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }
}

/// How a finished game ended, from nobody's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Outcome {
    /// The first player won.
    FirstWins,
    /// Nobody won.
    Draw,
    /// The second player won.
    SecondWins,
}

impl Outcome {
    /// All three, best for the first player first.
    pub const ALL: [Outcome; 3] = [Outcome::FirstWins, Outcome::Draw, Outcome::SecondWins];

    /// The outcome in which `player` wins.
    pub fn win_for(player: Player) -> Outcome {
        match player {
            Player::First => Outcome::FirstWins,
            Player::Second => Outcome::SecondWins,
        }
    }

    /// The result word the CLI, JSON and the page use: `first-wins`, `draw`, `second-wins`.
    pub fn word(self) -> &'static str {
        match self {
            Outcome::FirstWins => "first-wins",
            Outcome::Draw => "draw",
            Outcome::SecondWins => "second-wins",
        }
    }

    /// How good the outcome is for `player`: 1 win, 0 draw, -1 loss (for minimax).
    pub fn score_for(self, player: Player) -> i8 {
        match (self, player) {
            (Outcome::Draw, _) => 0,
            (Outcome::FirstWins, Player::First) | (Outcome::SecondWins, Player::Second) => 1,
            _ => -1,
        }
    }
}

/// The [`Game`] items of a game whose DAG keeps positions as they are (no packed form).
#[macro_export]
macro_rules! stored_as_is {
    () => {
        type Stored = Self::Position;
        #[inline(always)]
        fn pack(&self, pos: &Self::Position) -> Self::Position {
            *pos
        }
        #[inline(always)]
        fn unpack(&self, stored: &Self::Position) -> Self::Position {
            *stored
        }
    };
}

/// A game as PN-search sees it.
///
/// Required items come first, provided hooks after. Every method takes `&self` because a game
/// carries its parameters (the clique game's N and K, its normaliser).
pub trait Game: Clone {
    /// A position. Small and `Copy`: the engine stores one per node.
    type Position: Copy + Eq + Hash + Debug;
    /// A move in the game's own labels (a cell, an edge).
    type Move: Copy + Eq + Debug;
    /// How a position's labels map onto its normalised form: `relabel(pos, r) == normalise(pos).0`.
    /// It carries the game's symmetry ([`Symmetry`]): `()` for none, `bool` for a mirror image
    /// ([`symmetry::Reflect`]), or the game's own.
    type Relabelling: Symmetry<Self>;
    /// A position as the DAG keeps it, one per node, and as the transposition table hashes and
    /// compares it: `Position` itself ([`stored_as_is!`](crate::stored_as_is)), or a packed
    /// form when that saves bytes per node (the clique game's 16-byte position fits in 7 bytes
    /// up to 8 vertices). `pack` must be one-to-one, and `unpack(pack(p)) == p`.
    type Stored: Copy + Eq + Hash + Debug;

    /// A short name with the parameters, e.g. `clique(6,4)`.
    fn name(&self) -> String;
    /// The empty board.
    fn initial(&self) -> Self::Position;
    /// The form the DAG keeps `pos` in.
    fn pack(&self, pos: &Self::Position) -> Self::Stored;
    /// The position a stored form stands for: `unpack(&pack(p)) == p`.
    fn unpack(&self, stored: &Self::Stored) -> Self::Position;
    /// Number of moves played so far: the node's level.
    fn moves_played(&self, pos: &Self::Position) -> u32;
    /// Appends the legal moves of a position, in the order the position's children are listed.
    fn legal_moves(&self, pos: &Self::Position, out: &mut Vec<Self::Move>);
    /// The position after the player to move plays `mv`. `mv` must be legal.
    fn play(&self, pos: &Self::Position, mv: Self::Move) -> Self::Position;
    /// The outcome when the rules decide `pos`, reached by `last` (played by the player *not* to
    /// move in `pos`); `None` while the game goes on. A position where the player to move has
    /// no legal move must be decided here.
    fn evaluate(&self, pos: &Self::Position, last: Self::Move) -> Option<Outcome>;
    /// The move's label for people, e.g. `b2` or `3-1`.
    fn move_label(&self, mv: Self::Move) -> String;
    /// The state of every cell: 0 free, 1 first player's, 2 second player's (for display); on a
    /// board of neutral pieces ([`Pieces::Stones`]) 1 is a piece of nobody's.
    fn cells(&self, pos: &Self::Position) -> Vec<u8>;
    /// [`Game::cells`] appended to `out`: a whole snapshot draws millions of positions, and a
    /// vector for each was a third of its time at (8,4).
    fn cells_into(&self, pos: &Self::Position, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.cells(pos));
    }

    /// The index in [`Game::cells`] of the cell the move `mv` filled or moved to, where `after`
    /// is the position it led to (in the same labels as `mv`), so the page can emphasise the
    /// last move played on each node's drawing.
    fn cell_of(&self, after: &Self::Position, mv: Self::Move) -> usize;
    /// The shape of the board, for drawing.
    fn board(&self) -> Board;

    /// The relabelling that changes nothing.
    fn identity(&self) -> Self::Relabelling {
        Symmetry::identity(self)
    }
    /// Applies a relabelling to a position.
    #[inline]
    fn relabel(&self, pos: &Self::Position, r: &Self::Relabelling) -> Self::Position {
        r.relabel(self, pos)
    }
    /// Maps a move given in a position's labels to the labels of `relabel(pos, r)`.
    #[inline]
    fn relabel_move(&self, mv: Self::Move, r: &Self::Relabelling) -> Self::Move {
        r.relabel_move(self, mv)
    }
    /// The relabelling as a list: entry `i` is the new label of old label `i` (for display).
    fn relabelling_list(&self, r: &Self::Relabelling) -> Vec<u8> {
        r.list(self)
    }

    /// Whether a position can come back (sliding games: the Morris family), so the game's graph
    /// has cycles and a value can depend on the path that reached a position. The algorithms
    /// that assume an acyclic graph refuse such a game ([`refuse_cyclic`]). The default: no.
    fn cyclic(&self) -> bool {
        false
    }

    /// Whose turn it is. The default: players alternate, first player first. The engine asks
    /// this for every node; OR / AND never come from the level.
    fn to_move(&self, pos: &Self::Position) -> Player {
        if self.moves_played(pos) % 2 == 0 {
            Player::First
        } else {
            Player::Second
        }
    }

    /// The outcome of `pos` when the rules decide it with no move to look at: a start position
    /// given whole (a Clobber row) where the player to move has no move. The engine asks this of
    /// the position a game starts from only; positions reached by a move are decided by
    /// [`Game::evaluate`]. `None` (the default) while the game goes on there.
    fn outcome_at_start(&self, _pos: &Self::Position) -> Option<Outcome> {
        None
    }

    /// Whether `label`, as a person typed it, names `mv`: its [`Game::move_label`], or another
    /// spelling of the same move (a clique edge read from either end). Every reader of moves
    /// (start lines, proof files) asks this.
    fn names_move(&self, mv: Self::Move, label: &str) -> bool {
        self.move_label(mv) == label
    }

    /// The normalised position and the relabelling that maps `pos` onto it. The default is
    /// the relabelling type's ([`Symmetry::normalise`]): the identity for `()`, the smaller
    /// mirror image for `bool`; a game with a symmetry of its own overrides it.
    #[inline]
    fn normalise(&self, pos: &Self::Position) -> (Self::Position, Self::Relabelling) {
        Self::Relabelling::normalise(self, pos)
    }

    /// [`Game::normalise`] of the position after each of `moves` at `pos`, appended to `out` in
    /// the moves' order. Developing a node asks this for all its sons at once; override it when
    /// the sons' normal forms are cheaper to find from their common parent.
    fn normalise_sons(
        &self,
        pos: &Self::Position,
        moves: &[Self::Move],
        out: &mut Vec<(Self::Position, Self::Relabelling)>,
    ) {
        out.extend(moves.iter().map(|&mv| self.normalise(&self.play(pos, mv))));
    }

    /// The normalised position only. Override when it is cheaper than `normalise`.
    fn normal_form(&self, pos: &Self::Position) -> Self::Position {
        self.normalise(pos).0
    }

    /// A form in which every two positions that are the same up to the game's symmetry are
    /// equal, for counting positions (the levels of solving); the search keeps `normal_form`.
    /// The default is `normal_form`, which is exact where the game's normaliser is; a game whose
    /// normaliser may leave symmetric positions apart (for speed) overrides it.
    fn counting_form(&self, pos: &Self::Position) -> Self::Position {
        self.normal_form(pos)
    }

    /// Whether `player` can still win from `pos` in some continuation: in a positional game,
    /// whether he still owns a free winning set (thesis 2.2.5). False is a promise that he cannot
    /// win any more; the default never makes it.
    fn can_win(&self, _pos: &Self::Position, _player: Player) -> bool {
        true
    }

    /// Whether `pos`'s value with best play on both sides can be `outcome`. False is a promise
    /// the engine relies on to ask one question less: from the empty board of a strong
    /// positional game the second player cannot win (strategy stealing: thesis, Theorem 1), and a
    /// game where the player who cannot move loses has no draws. The default promises nothing.
    fn value_can_be(&self, _pos: &Self::Position, _outcome: Outcome) -> bool {
        true
    }

    /// Appends the free moves that would complete a winning set for `player` right now.
    /// Used for forced replies and the threat statistics; the default knows none.
    fn winning_moves(&self, _pos: &Self::Position, _player: Player, _out: &mut Vec<Self::Move>) {}

    /// The first move [`Game::winning_moves`] would list, if any (forced replies need no
    /// other). `scratch` is room the default may use; a game can stop at the first one found.
    fn first_winning_move(
        &self,
        pos: &Self::Position,
        player: Player,
        scratch: &mut Vec<Self::Move>,
    ) -> Option<Self::Move> {
        scratch.clear();
        self.winning_moves(pos, player, scratch);
        scratch.first().copied()
    }

    /// Whether `last` (just played in `pos`) created a threat for the player who played it:
    /// a winning set that now misses only one free cell. Counted in the per-level statistics.
    fn created_threat(&self, _pos: &Self::Position, _last: Self::Move) -> bool {
        false
    }

    /// A heuristic score of `mv` in `pos` for ordering sons (higher first); 0 by default.
    fn move_score(&self, _pos: &Self::Position, _mv: Self::Move) -> i32 {
        0
    }

    /// Initial proof and disproof numbers of an undecided leaf under heuristic initialisation
    /// (df-pn+ style). Must not change under relabelling (the engine asks on normal forms) and
    /// must be at least 1. The default is the thesis's 1/1.
    fn leaf_numbers(&self, _pos: &Self::Position) -> (u32, u32) {
        (1, 1)
    }
}

/// An error naming the game and what may search it, when `what` (an algorithm, in words) assumes
/// an acyclic graph and `game` has cycles ([`Game::cyclic`]).
pub fn refuse_cyclic<G: Game>(game: &G, what: &str) -> Result<(), String> {
    if game.cyclic() {
        return Err(format!(
            "{what} cannot search {}: its positions can repeat (a repetition is a draw), and \
             {what} assumes an acyclic game graph; allowed for this game are the algorithm dcg \
             (its default), the exact move information of retrograde analysis (`moves` and the \
             play page, for 3 men) and the count of positions per depth (`levels --depth`)",
            game.name()
        ));
    }
    Ok(())
}

/// How a relabelling of game `G` acts. [`Game`]'s `identity`, `relabel`, `relabel_move` and
/// `relabelling_list` hand over to it.
pub trait Symmetry<G: Game>: Clone + Debug + PartialEq {
    /// The relabelling that changes nothing.
    fn identity(game: &G) -> Self;
    /// The position with its labels changed.
    fn relabel(&self, game: &G, pos: &G::Position) -> G::Position;
    /// A move given in a position's labels, in the labels of the relabelled position.
    fn relabel_move(&self, game: &G, mv: G::Move) -> G::Move;
    /// The relabelling as a list: entry `i` is the new label of cell `i` (for display).
    fn list(&self, game: &G) -> Vec<u8>;
    /// [`Game::normalise`] for a game that keeps the trait's default: `pos` as it is, unless
    /// the relabelling type joins it with others.
    #[inline]
    fn normalise(game: &G, pos: &G::Position) -> (G::Position, Self) {
        (*pos, Self::identity(game))
    }
}

/// What a player's winning sets look like in a position, for [`leaf_numbers_from`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SetSummary {
    /// Winning sets with no opponent cell: the ones the player can still complete.
    pub free: u32,
    /// The fewest free cells among them (how many moves the nearest win still needs);
    /// meaningless when `free` is 0.
    pub nearest: u32,
}

/// Heuristic leaf numbers from both players' winning sets. A proof needs the first player to
/// complete a set: pn is the moves his nearest free set still needs (one fewer when he is to
/// move). A disproof must spoil every free set of his: dn is how many there are. Both are at
/// least 1, and a first player with no free set left gets a large pn and dn 1.
pub fn leaf_numbers_from(first: SetSummary, cells: u32, first_to_move: bool) -> (u32, u32) {
    if first.free == 0 {
        return (cells.max(1), 1);
    }
    let pn = first.nearest.saturating_sub(first_to_move as u32).max(1);
    (pn, first.free.max(1))
}
