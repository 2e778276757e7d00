//! Negamax with alpha-beta over Pons's scores, a transposition table of bounds, null-window
//! searches narrowing the score's interval, and the pruning of moves that lose at once.
//!
//! A score is for the player to move: a win with the player's `k`-th disc from the end of
//! the board's supply scores positively, `(cells + 1 - n) / 2` when the win comes with disc
//! `n + 1`; a loss is the negated score of the winner; a draw is 0. Faster wins and slower
//! losses score higher, so the best score is also the best distance ([`plies`]).
//!
//! A search can be cut short after a number of positions ([`Solver::step`]): the interval
//! narrowed so far stays, and bounds of finished sub-searches stay in the table, so the next
//! call goes on where this one stopped.

use super::bitboard::{Geometry, Position};
use super::claimeven::{self, Bound};
use super::order::{centre_first, Sorter};
use super::table::Table;

/// A score interval being narrowed to the exact score (or to its sign, for a weak solve).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Narrowing {
    /// The position.
    pub pos: Position,
    /// The score is at least this.
    pub min: i32,
    /// The score is at most this.
    pub max: i32,
}

/// Which of the tree's reductions beyond Pons's solver a search uses: the bench turns each off
/// to measure it against the others (benches/connect4.rs, docs/performance.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Enhanced transposition cutoff at nodes with at least this many empty cells (`None`:
    /// never): before searching any move, a son whose stored upper bound already puts the move
    /// at or above `beta` cuts the node off. Near the leaves the sons' probes cost more than
    /// the subtrees they save.
    pub etc: Option<u32>,
    /// Moves that create as many winning cells go in the order of the cutoffs they made before
    /// (the history heuristic) instead of centre first.
    pub history: bool,
    /// Allis's claimeven rule bounds the score before the table is probed ([`claimeven`]).
    pub claimeven: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            etc: Some(12),
            history: false,
            claimeven: true,
        }
    }
}

/// The solver: the board, its table and the positions searched so far.
pub struct Solver {
    g: Geometry,
    table: Table,
    options: Options,
    /// Cutoffs each cell made, by the parity of the disc played there.
    history: [[u32; 64]; 2],
    /// Columns from the centre outwards.
    order: Vec<u32>,
    /// Positions searched since the solver was made.
    pub nodes: u64,
    /// The search stops once `nodes` reaches this.
    limit: u64,
    min_score: i32,
    max_score: i32,
}

impl Solver {
    /// A solver for `g` with a table of at least `slots` slots.
    pub fn new(g: Geometry, slots: usize) -> Solver {
        let cells = g.cells() as i32;
        Solver {
            order: centre_first(g.cols).collect(),
            table: Table::new(slots),
            options: Options::default(),
            history: [[0; 64]; 2],
            nodes: 0,
            limit: u64::MAX,
            min_score: -cells / 2 + 3,
            max_score: (cells + 1) / 2 - 3,
            g,
        }
    }

    /// The same solver with `options`.
    pub fn with_options(mut self, options: Options) -> Solver {
        self.options = options;
        self
    }

    /// The board.
    pub fn geometry(&self) -> &Geometry {
        &self.g
    }

    /// The table's slots.
    pub fn slots(&self) -> usize {
        self.table.slots()
    }

    /// A new table of at least `slots` slots (what the old one knew is lost).
    pub fn resize(&mut self, slots: usize) {
        self.table = Table::new(slots);
    }

    /// Forgets what the table knows.
    pub fn clear(&mut self) {
        self.table.clear();
    }

    /// The interval a solve of the undecided `pos` starts from: every score, or for a weak
    /// solve (`weak`) only loss, draw or win as -1, 0, 1.
    pub fn narrowing(&self, pos: Position, weak: bool) -> Narrowing {
        let (cells, n) = (self.g.cells() as i32, pos.moves as i32);
        if pos.can_win_next(&self.g) {
            let s = (cells + 1 - n) / 2;
            return Narrowing {
                pos,
                min: s,
                max: s,
            };
        }
        let (min, max) = if weak {
            (-1, 1)
        } else {
            (-(cells - n) / 2, (cells + 1 - n) / 2)
        };
        Narrowing { pos, min, max }
    }

    /// One null-window search of `n`, at most `budget` positions: narrows `n` and says
    /// whether it is done (`min == max`). Cut short, it leaves `n` as it was.
    pub fn step(&mut self, n: &mut Narrowing, budget: u64) -> bool {
        if n.min >= n.max {
            return true;
        }
        let mut med = n.min + (n.max - n.min) / 2;
        // Probe near 0 first: most scores are small, and a probe of the sign settles more.
        if med <= 0 && n.min / 2 < med {
            med = n.min / 2;
        } else if med >= 0 && n.max / 2 > med {
            med = n.max / 2;
        }
        self.limit = self.nodes.saturating_add(budget);
        let r = self.negamax(n.pos, med, med + 1);
        if self.nodes >= self.limit {
            return false;
        }
        if r <= med {
            n.max = r;
        } else {
            n.min = r;
        }
        n.min >= n.max
    }

    /// The score of the position (exact, or its sign when `weak`), searched to the end.
    pub fn solve(&mut self, pos: Position, weak: bool) -> i32 {
        let mut n = self.narrowing(pos, weak);
        while !self.step(&mut n, u64::MAX) {}
        n.min
    }

    /// Whether `score` is the exact score of `pos`: two null-window searches, one on each side
    /// of it (cheaper than narrowing the score from nothing).
    pub fn confirms(&mut self, pos: Position, score: i32) -> bool {
        let n = self.narrowing(pos, false);
        if n.min == n.max {
            return n.min == score;
        }
        if score < n.min || score > n.max {
            return false;
        }
        self.limit = u64::MAX;
        let at_least = score == n.min || self.negamax(pos, score - 1, score) >= score;
        at_least && (score == n.max || self.negamax(pos, score, score + 1) <= score)
    }

    /// The score of `pos` if it lies in `alpha..beta`, else a bound on the same side. `pos`
    /// must not let the player to move win next. Past the node limit it returns at once
    /// without storing anything: what it returns then is ignored.
    fn negamax(&mut self, pos: Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.limit {
            return alpha;
        }
        let g = &self.g;
        let cells = g.cells() as i32;
        let n = pos.moves as i32;
        let next = pos.non_losing(g);
        if next == 0 {
            return -(cells - n) / 2;
        }
        if n >= cells - 2 {
            return 0;
        }
        let lowest = -(cells - 2 - n) / 2;
        if alpha < lowest {
            alpha = lowest;
            if alpha >= beta {
                return alpha;
            }
        }
        let highest = (cells - 1 - n) / 2;
        if beta > highest {
            beta = highest;
            if alpha >= beta {
                return beta;
            }
        }
        if self.options.claimeven {
            match claimeven::bound(g, &pos) {
                Some(Bound::Upper(u)) if beta > u => {
                    beta = u;
                    if alpha >= beta {
                        return beta;
                    }
                }
                Some(Bound::Lower(l)) if alpha < l => {
                    alpha = l;
                    if alpha >= beta {
                        return alpha;
                    }
                }
                _ => {}
            }
        }
        let key = pos.key();
        let stored = self.table.get(key) as i32;
        if stored != 0 {
            if stored > self.max_score - self.min_score + 1 {
                let lower = stored + 2 * self.min_score - self.max_score - 2;
                if alpha < lower {
                    alpha = lower;
                    if alpha >= beta {
                        return alpha;
                    }
                }
            } else {
                let upper = stored + self.min_score - 1;
                if beta > upper {
                    beta = upper;
                    if alpha >= beta {
                        return beta;
                    }
                }
            }
        }
        let mut moves = Sorter::new();
        let side = (n & 1) as usize;
        for &col in self.order.iter().rev() {
            let cell = next & g.column(col);
            if cell != 0 {
                self.table.prefetch(pos.play(cell).key());
                let threats = pos.move_score(g, cell);
                let score = if self.options.history {
                    threats << 24
                        | self.history[side][cell.trailing_zeros() as usize].min(0xff_ffff)
                } else {
                    threats
                };
                moves.add(cell, score);
            }
        }
        if self.options.etc.is_some_and(|e| (cells - n) as u32 >= e) {
            // A son's upper bound is a lower bound on this node through that move.
            let bound = self.max_score - self.min_score + 1;
            for cell in moves.peek() {
                let stored = self.table.get(pos.play(cell).key()) as i32;
                if stored != 0 && stored <= bound {
                    let at_least = -(stored + self.min_score - 1);
                    if at_least >= beta {
                        let v = at_least + self.max_score - 2 * self.min_score + 2;
                        self.table.put(key, v as u8);
                        return at_least;
                    }
                }
            }
        }
        for cell in moves {
            let score = -self.negamax(pos.play(cell), -beta, -alpha);
            if self.nodes >= self.limit {
                return alpha;
            }
            if score >= beta {
                if self.options.history {
                    let h = &mut self.history[side][cell.trailing_zeros() as usize];
                    let depth = (cells - n) as u32;
                    *h = h.saturating_add(depth * depth);
                }
                let v = score + self.max_score - 2 * self.min_score + 2;
                self.table.put(key, v as u8);
                return score;
            }
            if score > alpha {
                alpha = score;
            }
        }
        self.table.put(key, (alpha - self.min_score + 1) as u8);
        alpha
    }
}

/// Plies to the end of the game with best play from a position with `moves` discs played
/// and score `score` for its player to move; `None` for a draw (or a score no such position
/// has). The winner's last disc is
/// the one whose number `m` has the winner's parity and gives `(cells + 2 - m) / 2 = |score|`.
pub fn plies(cells: u32, moves: u32, score: i32) -> Option<u32> {
    if score == 0 {
        return None;
    }
    // The winner plays discs of this parity: the player to move plays moves + 1, moves + 3...
    let parity = if score > 0 { moves + 1 } else { moves };
    let base = (cells + 2).checked_sub(2 * score.unsigned_abs())?;
    let m = if base % 2 == parity % 2 {
        base
    } else {
        base.checked_sub(1)?
    };
    m.checked_sub(moves).filter(|&p| p > 0)
}
