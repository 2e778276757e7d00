//! Connect-4's move information from the exact solver: the report of a position (every legal
//! move's value and plies to the end), worked out in slices of a bounded number of searched
//! positions so the page can show progress; the levels of solving go to the generic analyst.

use super::bitboard::{Geometry, Position};
use super::book::{Book, FILE_7X6};
use super::search::{plies, Narrowing, Solver};
use super::table::slots_within;
use crate::error::Error;
use crate::game::line::{labelled, play_line};
use crate::game::{Drawing, Rules};
use crate::games::connect4::Connect4;
use crate::solution::distance::{eval_of, score_of, Eval, Verdict};
use crate::solution::face::Analyst;
use crate::solution::levels::LevelsReport;
use crate::solution::{MoveInfo, PositionReport};
use crate::solution::{Progress, Slice};

/// Table slots by default: about 84 MB natively, 21 MB in the browser.
#[cfg(not(target_arch = "wasm32"))]
pub const DEFAULT_SLOTS: usize = 1 << 24;
/// Table slots by default: about 84 MB natively, 21 MB in the browser.
#[cfg(target_arch = "wasm32")]
pub const DEFAULT_SLOTS: usize = 1 << 22;

/// The most slots a budget may ask for (5 bytes each).
pub const MAX_SLOTS: usize = 1 << 27;

/// The board the book is of.
const BOOK_BOARD: (u32, u32) = (7, 6);

/// Searched positions per iteration of a slice: the page asks for slices in PN-search
/// iterations, and one costs about as much as this many positions of this solver.
pub const NODES_PER_ITERATION: u64 = 25;

/// The analyst of `game`, with `generic` for what the exact solver does not answer.
pub fn analyst(game: Connect4, generic: Box<dyn Analyst>) -> Result<Box<dyn Analyst>, String> {
    Ok(Box::new(exact(game, generic)?))
}

/// The analyst itself, whose table the tests can see.
pub(super) fn exact(game: Connect4, generic: Box<dyn Analyst>) -> Result<Exact, String> {
    let g = Geometry::new(game.cols(), game.rows())?;
    // The page's wasm reads the book when the page hands it over (set_book).
    #[cfg(target_arch = "wasm32")]
    let book = None;
    #[cfg(not(target_arch = "wasm32"))]
    let book = {
        let standard = Book::standard()?;
        ((g.cols, g.rows) == (standard.cols, standard.rows)).then_some(standard)
    };
    Ok(Exact {
        book,
        solver: Solver::new(g, DEFAULT_SLOTS),
        game,
        generic,
        job: None,
        last: None,
    })
}

pub(super) struct Exact {
    game: Connect4,
    /// The opening book, on the board it was built for.
    book: Option<Book>,
    solver: Solver,
    generic: Box<dyn Analyst>,
    job: Option<(Vec<String>, Job)>,
    last: Option<(Vec<String>, PositionReport)>,
}

/// One report under way, in two passes over the moves: first each move's weak value (win,
/// draw or loss: a null-window search around 0, far cheaper than the exact score), then each
/// win or loss narrowed to its exact score, so the page shows every value early and each
/// distance as it comes.
struct Job {
    pos: Position,
    cols: Vec<u32>,
    report: PositionReport,
    /// Each move's value so far, in move order: the weak pass has reached the moves listed.
    values: Vec<Value>,
    /// The search under way: of the next move's weak value, or of the first weak value's exact
    /// score once every move has its weak value.
    search: Option<Narrowing>,
    nodes_at_start: u64,
    /// The value of the position itself (in the scale of [`Value::Exact`]), when the book knows it: the
    /// first move that reaches it is the best one, so the report recommends it at once.
    target: Option<i32>,
}

/// A move's value: its score (in [`crate::solution::distance`]'s scale), or its weak value
/// with the interval its son's exact score is narrowed in.
enum Value {
    Exact(i32),
    Weak(Narrowing),
}

impl Exact {
    /// The move `col`'s value for the player to move in `pos`, or the search to run for it
    /// (of its sign only when `weak`).
    fn immediate(&self, pos: &Position, col: u32, weak: bool) -> Result<Eval, Narrowing> {
        let g = self.solver.geometry();
        if pos.wins_with(g, col) {
            return Ok(Eval {
                verdict: Verdict::Win,
                plies: Some(1),
            });
        }
        let son = pos.play_col(g, col);
        if son.moves == g.cells() {
            return Ok(Eval {
                verdict: Verdict::Draw,
                plies: None,
            });
        }
        if let Some(score) = self.book.as_ref().and_then(|b| b.score(g, &son)) {
            return Ok(move_eval(g, &son, score));
        }
        let n = self.solver.narrowing(son, weak);
        if n.min == n.max {
            return Ok(move_eval(g, &son, n.min));
        }
        Err(n)
    }
}

/// The value of `pos` for its player to move, whose score is `score`.
fn position_eval(g: &Geometry, pos: &Position, score: i32) -> Eval {
    Eval {
        verdict: match score.signum() {
            1 => Verdict::Win,
            0 => Verdict::Draw,
            _ => Verdict::Loss,
        },
        plies: plies(g.cells(), pos.moves, score),
    }
}

/// The value of the move that led to `son`, whose score for its player to move is `score`.
fn move_eval(g: &Geometry, son: &Position, score: i32) -> Eval {
    Eval {
        verdict: match score.signum() {
            1 => Verdict::Loss,
            0 => Verdict::Draw,
            _ => Verdict::Win,
        },
        plies: plies(g.cells(), son.moves, score).map(|p| p + 1),
    }
}

impl Analyst for Exact {
    fn name(&self) -> String {
        self.game.name()
    }

    fn report(&mut self, line: &[String]) -> Result<PositionReport, Error> {
        self.begin_report(line)?;
        loop {
            if let Slice::Done(r) = self.advance(u64::MAX)? {
                return Ok(*r);
            }
        }
    }

    fn begin_report(&mut self, line: &[String]) -> Result<Progress, Error> {
        let game = &self.game;
        let reached = play_line(game, line)?;
        let p = reached.pos;
        let legal = if reached.over.is_some() {
            Vec::new()
        } else {
            labelled(game, &p)
        };
        let report = PositionReport {
            moves: legal
                .iter()
                .map(|&(mv, ref label)| MoveInfo {
                    label: label.clone(),
                    cell: game.cell_of(&game.play(&p, mv), mv),
                    value: None,
                    plies: None,
                    keeps_value: false,
                    pending: false,
                })
                .collect(),
            ..PositionReport::unvalued(game, &reached)
        };
        self.last = self.last.take().filter(|(l, _)| l == line);
        if let Some((_, r)) = &self.last {
            self.job = None;
            return Ok(Progress::of_done(r));
        }
        // A report of the same position left before its end (the engine moved once its move
        // was decided) goes on where it stopped.
        if let Some((_, job)) = self.job.as_ref().filter(|(l, _)| l == line) {
            return Ok(self.progress(job));
        }
        let g = self.solver.geometry();
        let pos = g.from_cells(p.first, p.all);
        let target = (reached.over.is_none())
            .then(|| self.book.as_ref().and_then(|b| b.score(g, &pos)))
            .flatten()
            .map(|s| score_of(position_eval(g, &pos, s)));
        let job = Job {
            pos,
            cols: legal.iter().map(|&(mv, _)| mv as u32).collect(),
            report,
            values: Vec::new(),
            search: None,
            nodes_at_start: self.solver.nodes,
            target,
        };
        let progress = self.progress(&job);
        self.job = Some((line.to_vec(), job));
        Ok(progress)
    }

    fn advance(&mut self, iterations: u64) -> Result<Slice, Error> {
        let Some((line, mut job)) = self.job.take() else {
            return match &self.last {
                Some((_, r)) => Ok(Slice::Done(Box::new(r.clone()))),
                None => Err("no report under way: begin one first".into()),
            };
        };
        let budget = iterations.saturating_mul(NODES_PER_ITERATION).max(1);
        let g = self.solver.geometry().clone();
        if let Some(&col) = job.cols.get(job.values.len()) {
            let found = match job.search.take() {
                Some(n) => Err(n),
                None => self.immediate(&job.pos, col, true),
            };
            match found {
                Ok(e) => job.exact(job.values.len(), e),
                Err(mut n) => {
                    if self.solver.step(&mut n, budget) {
                        job.weak(&g, n, self.solver.narrowing(n.pos, false));
                    } else {
                        job.search = Some(n);
                    }
                }
            }
        } else if let Some((i, open)) = job.first_weak() {
            let mut n = job.search.take().unwrap_or(open);
            if self.solver.step(&mut n, budget) {
                job.exact(i, move_eval(&g, &n.pos, n.min));
            } else {
                job.search = Some(n);
            }
        }
        let Some(scores) = job.scores() else {
            let p = self.progress(&job);
            self.job = Some((line, job));
            return Ok(Slice::Working(Box::new(p)));
        };
        let r = &mut job.report;
        let best = scores.iter().copied().max();
        let pick = scores.iter().position(|&s| Some(s) == best);
        r.recommended = pick.map(|i| r.moves[i].label.clone());
        if let Some(b) = best.map(eval_of) {
            (r.value, r.plies) = (Some(b.verdict), b.plies);
        }
        for (info, &s) in r.moves.iter_mut().zip(&scores) {
            info.keeps_value = Some(eval_of(s).verdict) == r.value;
        }
        r.solved = (self.solver.nodes - job.nodes_at_start) as usize;
        self.last = Some((line, job.report.clone()));
        Ok(Slice::Done(Box::new(job.report)))
    }

    fn levels(&mut self, line: &[String], pn_nodes: u64) -> Result<LevelsReport, Error> {
        self.generic.levels(line, pn_nodes)
    }

    fn book_file(&self) -> Option<&'static str> {
        let g = self.solver.geometry();
        ((g.cols, g.rows) == BOOK_BOARD).then_some(FILE_7X6)
    }

    fn set_book(&mut self, text: &str) -> Result<(), Error> {
        let book = Book::read(text).map_err(Error::File)?;
        let g = self.solver.geometry();
        if (book.cols, book.rows) != (g.cols, g.rows) {
            return Err(Error::File(format!(
                "the book is of a {}x{} board, the game's is {}x{}",
                book.cols, book.rows, g.cols, g.rows
            )));
        }
        self.book = Some(book);
        self.last = None;
        self.job = None;
        Ok(())
    }

    fn set_budget(&mut self, budget: usize) {
        self.last = None;
        self.job = None;
        self.solver.resize(budget.min(MAX_SLOTS));
        self.generic.set_budget(budget);
    }

    fn set_max_memory(&mut self, bytes: u64) -> Result<(), Error> {
        let slots = slots_within(bytes, MAX_SLOTS)?;
        self.last = None;
        self.job = None;
        self.solver.resize(slots);
        Ok(())
    }
}

impl Exact {
    /// The table's slots.
    #[cfg(test)]
    pub(super) fn slots(&self) -> usize {
        self.solver.slots()
    }

    fn progress(&self, job: &Job) -> Progress {
        let exact = job
            .values
            .iter()
            .filter(|v| matches!(v, Value::Exact(_)))
            .count();
        Progress {
            method: "exact",
            done: exact,
            total: job.cols.len(),
            iterations: 0,
            nodes: self.solver.nodes - job.nodes_at_start,
            solved: (self.solver.nodes - job.nodes_at_start) as usize,
            report: job.report.clone(),
            decided: job.decided(),
        }
    }
}

impl Job {
    /// Move `i`'s exact value `e`; the report recommends it at once when it is the best there
    /// is (the book's value of the position, or a win with the next disc).
    fn exact(&mut self, i: usize, e: Eval) {
        let score = score_of(e);
        match self.values.get_mut(i) {
            Some(v) => *v = Value::Exact(score),
            None => self.values.push(Value::Exact(score)),
        }
        let info = &mut self.report.moves[i];
        (info.value, info.plies, info.pending) = (Some(e.verdict), e.plies, false);
        let at_once = e.verdict == Verdict::Win && e.plies == Some(1);
        let best = self.target.or(at_once.then_some(score));
        if self.report.recommended.is_none() && best == Some(score) {
            self.report.recommended = Some(info.label.clone());
            info.keeps_value = true;
        }
    }

    /// The next move's weak value: `n` is its son's weak solve, done, and `full` the interval
    /// of the son's exact score, which the weak solve's bound narrows. A draw is exact already.
    fn weak(&mut self, g: &Geometry, n: Narrowing, full: Narrowing) {
        let i = self.values.len();
        let open = match n.min.signum() {
            0 => return self.exact(i, move_eval(g, &n.pos, 0)),
            // The weak solve's last probe bounds the score on its side.
            1 => Narrowing {
                min: n.min.max(1),
                ..full
            },
            _ => Narrowing {
                max: n.max.min(-1),
                ..full
            },
        };
        let info = &mut self.report.moves[i];
        // The son's player to move wins: the move loses.
        info.value = Some(if n.min > 0 {
            Verdict::Loss
        } else {
            Verdict::Win
        });
        info.pending = true;
        self.values.push(Value::Weak(open));
    }

    /// The first move whose value is weak, with its son's interval.
    fn first_weak(&self) -> Option<(usize, Narrowing)> {
        self.values.iter().enumerate().find_map(|(i, v)| match v {
            Value::Weak(n) => Some((i, *n)),
            Value::Exact(_) => None,
        })
    }

    /// Every move's score, once all are exact.
    fn scores(&self) -> Option<Vec<i32>> {
        if self.values.len() < self.cols.len() {
            return None;
        }
        self.values
            .iter()
            .map(|v| match v {
                Value::Exact(s) => Some(*s),
                Value::Weak(_) => None,
            })
            .collect()
    }

    /// The move the perfect engine may play now: the recommended one, else the first winning
    /// move, else (every value known, none a win) the first drawing one. A loss waits for the
    /// distances: the engine then plays the slowest loss.
    fn decided(&self) -> Option<String> {
        let moves = &self.report.moves;
        let first = |v: Verdict| moves.iter().find(|m| m.value == Some(v));
        let all = self.values.len() == self.cols.len();
        self.report
            .recommended
            .clone()
            .or_else(|| first(Verdict::Win).map(|m| m.label.clone()))
            .or_else(|| {
                all.then(|| first(Verdict::Draw))
                    .flatten()
                    .map(|m| m.label.clone())
            })
    }
}
