//! A position's report worked out in slices, so the browser's worker can say how far it is
//! (moves done of the total; for the PN-search fallback its iterations and nodes) between
//! slices. The exact solve takes one move a slice; a fallback PN-search runs a bounded number
//! of iterations a slice. [`super::Analyst::report`] runs the same slices to the end, so the
//! CLI and the page give the same report.

use super::distance::{eval_of, Distances, Verdict};
use super::report::{MoveInfo, PositionReport, FALLBACK_NODES};
use crate::config::Preset;
use crate::game::line::labelled;
use crate::game::Game;
use crate::search::skeleton::DagAlgorithm;
use crate::search::solver::single;
use crate::search::Status;
use crate::search::{Limits, Options, Question, Search, Setup, Solve, Solver};
use serde::Serialize;

/// How far a report is: `done` of `total` legal moves have their value.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Progress {
    /// `exact` while the exact solve works, `pn-search` once it fell back.
    pub method: &'static str,
    /// Moves whose value is known.
    pub done: usize,
    /// Legal moves.
    pub total: usize,
    /// Iterations of the fallback PN-searches so far (0 for the exact solve).
    pub iterations: u64,
    /// Nodes the fallback PN-searches created so far.
    pub nodes: u64,
    /// Positions the exact solve holds.
    pub solved: usize,
    /// The report so far: every legal move, with the values known yet (none keeps the value
    /// until all are known), so the page can draw the position and a person can still move.
    pub report: PositionReport,
    /// The move the perfect engine may play before the report ends, when the values known so
    /// far decide one: the report's recommended move, a winning move, or a drawing move when
    /// every move's value is known and none wins.
    pub decided: Option<String>,
}

impl Progress {
    /// The progress of a finished report: every move done.
    pub fn of_done(r: &PositionReport) -> Progress {
        Progress {
            method: r.method,
            done: r.moves.len(),
            total: r.moves.len(),
            iterations: 0,
            nodes: 0,
            solved: r.solved,
            report: r.clone(),
            decided: r.recommended.clone(),
        }
    }
}

/// The result of one slice.
#[derive(Clone, Debug, PartialEq)]
pub enum Slice {
    /// More to do.
    Working(Box<Progress>),
    /// The report is complete.
    Done(Box<PositionReport>),
}

enum Phase {
    /// The exact scores of the moves before `scores.len()`.
    Exact { scores: Vec<i32> },
    /// The PN-search verdicts of the moves before `verdicts.len()` (`None`: its limit ended
    /// the search), and the search of the next move when one is under way.
    Fallback {
        /// The exact solve's budget it ran over (the note is written once, at the end: one
        /// `format!` rather than a reason formatted here and quoted there).
        budget: usize,
        verdicts: Vec<Option<Verdict>>,
        search: Option<Box<Solve>>,
        /// Iterations and nodes of the finished searches.
        spent: (u64, u64),
    },
}

/// One report under way.
pub struct Job<G: Game> {
    pos: G::Position,
    legal: Vec<(G::Move, String)>,
    report: PositionReport,
    phase: Phase,
}

impl<G: Game + 'static> Job<G> {
    /// A report of `pos`, whose fields other than the moves are filled in already.
    pub fn new(game: &G, pos: G::Position, mut report: PositionReport) -> Self {
        let legal = if report.over.is_some() {
            Vec::new()
        } else {
            labelled(game, &pos)
        };
        report.moves = legal
            .iter()
            .map(|&(mv, ref label)| MoveInfo {
                label: label.clone(),
                cell: game.cell_of(&game.play(&pos, mv), mv),
                value: None,
                plies: None,
                keeps_value: false,
                pending: false,
            })
            .collect();
        Job {
            legal,
            pos,
            report,
            phase: Phase::Exact { scores: Vec::new() },
        }
    }

    /// How far the report is.
    pub fn progress(&self, dist: &Distances<G>) -> Progress {
        // One clone of the report for both phases.
        let mut p = Progress {
            method: "exact",
            done: 0,
            total: self.legal.len(),
            iterations: 0,
            nodes: 0,
            solved: dist.solved(),
            report: self.report.clone(),
            decided: None,
        };
        match &self.phase {
            Phase::Exact { scores } => p.done = scores.len(),
            Phase::Fallback {
                verdicts,
                search,
                spent,
                ..
            } => {
                let (i, n) = search
                    .as_ref()
                    .map_or((0, 0), |s| (s.stats().iterations, s.stats().created));
                p.method = "pn-search";
                p.report.method = "pn-search";
                p.done = verdicts.len();
                (p.iterations, p.nodes) = (spent.0 + i, spent.1 + n);
            }
        }
        p
    }

    /// Works one slice: one move's exact score, or up to `iterations` iterations of a fallback
    /// PN-search (a move whose game ends at once takes none).
    pub fn advance(mut self, dist: &mut Distances<G>, iterations: u64) -> (Option<Self>, Slice) {
        // A game over has its report at once; one way out for both (one copy of it).
        if self.report.over.is_none() {
            let budget = dist.budget();
            match &mut self.phase {
                Phase::Exact { scores } => {
                    if let Some(&(mv, _)) = self.legal.get(scores.len()) {
                        match dist.move_score(&self.pos, mv) {
                            Ok(s) => {
                                let e = eval_of(s);
                                let info = &mut self.report.moves[scores.len()];
                                (info.value, info.plies) = (Some(e.verdict), e.plies);
                                scores.push(s);
                            }
                            Err(_) => {
                                // The values so far were exact; the fallback's replace them.
                                for info in &mut self.report.moves {
                                    (info.value, info.plies) = (None, None);
                                }
                                self.phase = Phase::Fallback {
                                    budget,
                                    verdicts: Vec::new(),
                                    search: None,
                                    spent: (0, 0),
                                }
                            }
                        }
                    }
                }
                Phase::Fallback {
                    verdicts,
                    search,
                    spent,
                    ..
                } => {
                    if let Some(&(mv, _)) = self.legal.get(verdicts.len()) {
                        let game = dist.game();
                        let me = game.to_move(&self.pos);
                        let son = game.play(&self.pos, mv);
                        let verdict = if let Some(o) = game.evaluate(&son, mv) {
                            Some(Some(Verdict::of(o, me)))
                        } else {
                            let s = search.get_or_insert_with(|| {
                                Box::new(solve_of(game, &son, FALLBACK_NODES))
                            });
                            if s.run(Some(iterations.max(1))) != Status::Running {
                                let st = s.stats();
                                *spent = (spent.0 + st.iterations, spent.1 + st.created);
                                let v = single(&s.outcomes_left()).map(|o| Verdict::of(o, me));
                                *search = None;
                                Some(v)
                            } else {
                                None
                            }
                        };
                        if let Some(v) = verdict {
                            self.report.moves[verdicts.len()].value = v;
                            verdicts.push(v);
                        }
                    }
                }
            }
            let finished = match &self.phase {
                Phase::Exact { scores } => scores.len() == self.legal.len(),
                Phase::Fallback { verdicts, .. } => verdicts.len() == self.legal.len(),
            };
            if !finished {
                let p = self.progress(dist);
                return (Some(self), Slice::Working(Box::new(p)));
            }
            self.finish();
        }
        self.report.solved = dist.solved();
        (None, Slice::Done(Box::new(self.report)))
    }

    /// Fills in the moves, the position's value and the recommended move.
    fn finish(&mut self) {
        let r = &mut self.report;
        // Each phase marks its value-keeping moves in place: no list of evaluations of either.
        match &self.phase {
            Phase::Exact { scores } => {
                let best = scores.iter().copied().max();
                let pick = scores.iter().position(|&s| Some(s) == best);
                r.recommended = pick.map(|i| self.legal[i].1.clone());
                if let Some(b) = best.map(eval_of) {
                    r.value = Some(b.verdict);
                    r.plies = b.plies;
                }
                for (info, &s) in r.moves.iter_mut().zip(scores) {
                    info.keeps_value = Some(eval_of(s).verdict) == r.value;
                }
            }
            Phase::Fallback {
                budget, verdicts, ..
            } => {
                r.method = "pn-search";
                r.note = Some(format!(
                    "the exact solve holds at most {budget} positions and this one needs more: values by PN-search per move, without distances"
                ));
                // One pass: the first move of the best verdict, and whether every move has
                // one (each verdict has its own rank, so the first best is the first move
                // with the best value).
                let mut best: Option<(usize, Verdict)> = None;
                let mut all = true;
                for (i, v) in verdicts.iter().enumerate() {
                    match *v {
                        None => all = false,
                        Some(v) if best.is_none_or(|(_, b)| rank(v) > rank(b)) => {
                            best = Some((i, v))
                        }
                        Some(_) => {}
                    }
                }
                let best = best.filter(|_| all);
                r.value = best.map(|(_, v)| v);
                r.recommended = best.map(|(i, _)| self.legal[i].1.clone());
                for (info, v) in r.moves.iter_mut().zip(verdicts) {
                    info.keeps_value = v.is_some() && *v == r.value;
                }
            }
        }
    }
}

/// Orders verdicts for the player they belong to.
fn rank(v: Verdict) -> u8 {
    match v {
        Verdict::Win => 2,
        Verdict::Draw => 1,
        Verdict::Loss => 0,
    }
}

/// A PN-search solve (K4WEAK, both questions as needed) of `pos`, limited to `max_nodes`
/// created nodes.
pub fn solve_of<G: Game + 'static>(game: &G, pos: &G::Position, max_nodes: u64) -> Solve {
    let limits = Limits {
        max_nodes: Some(max_nodes),
        ..Limits::default()
    };
    let g = game.clone();
    let start = *pos;
    let make = Box::new(
        move |question: Question, limits: Limits| -> Box<dyn Solver> {
            let opts = Options {
                question,
                ..Preset::K4Weak.options()
            };
            Box::new(Search::build(
                Setup::new(g.clone(), opts).at(start).limits(limits),
            ))
        },
    );
    Solve::new(game, pos, Question::FirstWins, true, limits, make)
}

/// Which outcomes `pos` can have by a PN-search solve under K4WEAK (both questions as needed),
/// each search limited to `max_nodes` created nodes.
pub fn pn_outcomes<G: Game + 'static>(game: &G, pos: &G::Position, max_nodes: u64) -> [bool; 3] {
    let mut solve = solve_of(game, pos, max_nodes);
    solve.run(None);
    solve.outcomes_left()
}
