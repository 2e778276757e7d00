//! PN² (Allis 1994; tutorial "Reducing Memory Usage"): PN-search whose leaves are evaluated by
//! a second, bounded PN-search.
//!
//! The first level is [`Search`], unchanged: select, develop, update over the DAG. Every son a
//! development *creates* and that the rules leave undecided is handed, before the update, to a
//! fresh second-level PN-search from that son with the same options and a node budget
//! ([`Pn2Params::budget`]: a fixed limit, or a fraction of the first level's size, Allis's
//! choice). Its root's pn/dn become the son's numbers; a solved inner root solves the son. The
//! inner DAG is then dropped, so memory is the first level plus one inner search.
//!
//! A son found in the transposition table is not evaluated again: it already carries numbers
//! from its own evaluation or from its subtree.
//!
//! Proofs: a leaf solved by an inner search has no subtree in the first level. When an inner
//! search solves its root, the winning side's strategy is extracted from the inner DAG (as the
//! checker would from any search) and kept; [`Solver::verify`](super::solver::Solver::verify) hands these moves to the
//! extraction as hints, and the independent checker then checks the whole strategy against the
//! rules. Nothing is taken on trust.

use super::node::NodeId;
use super::numbers::Value;
use super::options::{AlgorithmParams, Pn2Params};
use super::parts::{Holds, Parts};
use super::pns::Search;
use super::setup::Setup;
use super::skeleton::DagAlgorithm;
use super::solver::Solver;
use super::stats::InnerTotals;
use super::status::{Limits, Status};
use super::trace::{Extras, InnerRecord, StepRecord};
use super::verify::extract;
use crate::game::Game;
use crate::posmap::PosMap;

/// PN² over one game.
#[derive(Clone, Debug)]
pub struct Pn2<G: Game> {
    outer: Search<G>,
    params: Pn2Params,
    /// The winning side's moves from every inner search that solved its root.
    proofs: PosMap<G::Position, G::Move>,
    totals: InnerTotals,
}

impl<G: Game> Pn2<G> {
    /// The first level.
    pub fn outer(&self) -> &Search<G> {
        &self.outer
    }

    /// The parameters.
    pub fn params(&self) -> &Pn2Params {
        &self.params
    }

    /// What the second level did so far.
    pub fn inner_totals(&self) -> InnerTotals {
        self.totals
    }

    /// One iteration, its inner searches run by `run`.
    fn iterate_once(&mut self, rec: Option<&mut StepRecord>, run: &mut dyn RunInner<G>) -> bool {
        let Pn2 {
            outer,
            params,
            proofs,
            totals,
        } = self;
        outer.iterate_with(rec, &mut |s, created, rec| {
            second_level(s, created, rec, params, proofs, totals, run)
        })
    }
}

/// How [`second_level`] runs an inner search: to its end, or in slices with a poll
/// between.
trait RunInner<G: Game> {
    /// Runs `inner` beside the first level `s`; its status.
    fn run(&mut self, inner: &mut Search<G>, s: &Search<G>) -> Status;
    /// Whether the search is to stop (the inner search `run` ran last was stopped by it).
    fn stopped(&self) -> bool {
        false
    }
}

/// To its end: the inner search as a step or an unpolled run runs it.
struct ToTheEnd;

impl<G: Game> RunInner<G> for ToTheEnd {
    fn run(&mut self, inner: &mut Search<G>, _: &Search<G>) -> Status {
        inner.run(None)
    }
}

/// In slices of [`Polled::EVERY`] iterations, showing the poll the first level with the inner
/// search beside it after each (and after the last). Its iterations are the same as
/// [`ToTheEnd`]'s until the poll names a limit; the inner search then stops where it stands,
/// and the limit is kept for the first level.
struct Polled<'a, 'b> {
    poll: &'a mut super::solver::Poll<'b>,
    stop: Option<super::status::Limit>,
}

impl Polled<'_, '_> {
    /// Inner iterations between two questions to the poll: some milliseconds of work, so a
    /// deadline is kept to within that, and the clock is read thousands of times less often
    /// than the search creates nodes.
    const EVERY: u64 = 4096;
}

impl<G: Game> RunInner<G> for Polled<'_, '_> {
    fn run(&mut self, inner: &mut Search<G>, s: &Search<G>) -> Status {
        loop {
            let status = inner.run(Some(Self::EVERY));
            let watch = super::solver::Watch {
                iterations: s.stats().iterations,
                created: s.stats().created,
                max_level: s.stats().max_level,
                bytes: (s.dag().bytes() + inner.dag().bytes()) as u64,
                root: s.dag().numbers(0),
            };
            self.stop = (self.poll)(&watch);
            if self.stop.is_some() || status != Status::Running {
                return status;
            }
        }
    }
    fn stopped(&self) -> bool {
        self.stop.is_some()
    }
}

/// Evaluates each created, undecided son by a bounded PN-search from it. When `run` is to stop,
/// the inner search under way gives its son the numbers it has reached (as one its budget
/// stopped does), and the sons after it keep their own.
fn second_level<G: Game>(
    s: &mut Search<G>,
    created: &[(NodeId, G::Position)],
    rec: Option<&mut StepRecord>,
    params: &Pn2Params,
    proofs: &mut PosMap<G::Position, G::Move>,
    totals: &mut InnerTotals,
    run: &mut dyn RunInner<G>,
) {
    let mut limit = params.budget(s.dag().len() as u64);
    // A node limit bounds the memory of the whole solve, so each inner search stays within it.
    if let Some(max) = s.limits().max_nodes {
        limit = limit.min(max);
    }
    totals.largest_limit = totals.largest_limit.max(limit);
    // The inner searches live next to the first level: they share what its budget leaves.
    // (Their nodes are not drawn: the view counts the first level's only.)
    let outer = s.dag().bytes() as u64
        + super::develop::outside_bytes(s.dag(), s.limits(), 0, s.stats().iterations);
    let inner_limits = Limits {
        max_nodes: Some(limit),
        max_bytes: s.limits().max_bytes.map(|m| m.saturating_sub(outer).max(1)),
        ..Limits::default()
    };
    let records = rec.and_then(|r| match &mut r.extras {
        Some(Extras::Pn2 { inner }) => Some(inner),
        _ => None,
    });
    let mut out = Vec::new();
    for &(id, played) in created {
        if s.dag().node(id).value != Value::Unknown {
            continue;
        }
        // From the position as played: the inner root then gets the son's own normal form, so
        // the inner strategy's states are the ones extraction reaches through the first level.
        let mut inner = Search::build(Setup {
            game: s.game().clone(),
            start: played,
            opts: *s.options(),
            params: AlgorithmParams::default(),
            limits: inner_limits,
        });
        let status = run.run(&mut inner, s);
        let root = inner.dag().node(0);
        let (pn, dn) = (root.pn, root.dn);
        let iterations = inner.stats().iterations;
        totals.searches += 1;
        totals.nodes += inner.stats().created;
        totals.iterations += iterations;
        if status == Status::Solved {
            totals.solved += 1;
            if let Ok(strategy) = extract(&inner) {
                for (state, mv) in strategy.moves {
                    proofs.entry(state).or_insert(mv);
                }
            }
        }
        // An inner search the budget stopped before its first development knows no more than
        // the son's own numbers (which may be heuristic), so those stay.
        if iterations > 0 {
            s.set_leaf(id, pn, dn);
        }
        if records.is_some() {
            let son = s.dag().node(id);
            out.push(InnerRecord {
                node: id,
                limit,
                nodes: inner.stats().created,
                iterations,
                result: match inner.root_value() {
                    Value::Proved => "proved",
                    Value::Disproved => "disproved",
                    Value::Unknown => "unknown",
                },
                pn: son.pn,
                dn: son.dn,
            });
        }
        if run.stopped() {
            break;
        }
    }
    if let Some(r) = records {
        r.extend(out);
    }
}

impl<G: Game> Holds for Pn2<G> {
    type G = G;
    fn parts(&self) -> Parts<'_, G> {
        Parts {
            hints: Some(&self.proofs),
            ..self.outer.parts()
        }
    }
}

impl<G: Game> DagAlgorithm for Pn2<G> {
    fn build(setup: Setup<G>) -> Self {
        Pn2 {
            params: setup.params.pn2(),
            outer: Search::build(setup),
            proofs: PosMap::default(),
            totals: InnerTotals::default(),
        }
    }
    fn settle(&mut self, value: Value) {
        DagAlgorithm::settle(&mut self.outer, value)
    }
    fn iterate(&mut self, rec: Option<&mut StepRecord>) -> bool {
        self.iterate_once(rec, &mut ToTheEnd)
    }
    fn run_polled(
        &mut self,
        max_iterations: Option<u64>,
        poll: &mut super::solver::Poll,
    ) -> Status {
        let mut left = max_iterations.unwrap_or(u64::MAX);
        let mut polled = Polled { poll, stop: None };
        while left > 0 && self.iterate_once(None, &mut polled) {
            left -= 1;
            if let Some(limit) = polled.stop {
                // The iteration has ended as any other (its update done, its DAG whole); a
                // root it solved stays solved.
                if self.outer.status() == Status::Running {
                    self.outer.stop(limit);
                }
                break;
            }
        }
        self.outer.status()
    }
    fn blank_record(&self) -> StepRecord {
        let mut rec = StepRecord::new();
        rec.extras = Some(Extras::pn2());
        rec
    }
    fn path(&self) -> Vec<NodeId> {
        self.outer.current_path().to_vec()
    }
    fn invariants(&self) -> Result<(), String> {
        self.outer.check_invariants()
    }
    fn inner_totals(&self) -> Option<InnerTotals> {
        Some(self.totals)
    }
}
