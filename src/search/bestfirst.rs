//! The select → develop → update loop of the best-first algorithms (PN-search, proof-set
//! search, PN²'s first level), written once. A variant says how it chooses a son, develops a
//! node and updates the ancestors ([`BestFirst`]); [`iterate`] runs one iteration with the
//! limits, the path and its record, and the iteration's end.

use super::node::NodeId;
use super::parts::Holds;
use super::skeleton::{self, Path};
use super::stats::Stats;
use super::status::{Limit, Limits, Status};
use super::trace::StepRecord;

/// What a best-first variant supplies to [`iterate`].
pub trait BestFirst: Holds {
    /// The limits, and the statistics and status the loop writes.
    fn counters(&mut self) -> (&Limits, &mut Stats, &mut Status);
    /// The path selection walks.
    fn path_mut(&mut self) -> &mut Path;
    /// The index on the path where selection starts.
    fn select_from(&self) -> usize {
        0
    }
    /// The son selection takes at the developed node `id`: its index, the son, and the number
    /// of sons tied with it.
    fn choose(&self, id: NodeId) -> (usize, NodeId, u32);
    /// Before selection.
    fn begin(&mut self) {}
    /// Develops the most-proving node `id`. Changes nothing and names the limit when a limit
    /// forbids it.
    fn develop(&mut self, id: NodeId, rec: Option<&mut StepRecord>) -> Result<(), Limit>;
    /// Updates the ancestors of `from`, whose numbers were `old` before its development.
    fn update(&mut self, from: NodeId, old: (u32, u32), rec: Option<&mut StepRecord>);
    /// After the update, once the iteration is counted.
    fn end(&mut self) {}
    /// When the iteration left the root unsolved: ends the search if one of the variant's own
    /// bounds was passed.
    fn check_bounds(&mut self) {}
}

/// One iteration of `a`, writing its record into `rec` when given; false (nothing done) when
/// the search cannot go on.
pub fn iterate<A: BestFirst>(a: &mut A, mut rec: Option<&mut StepRecord>) -> bool {
    let (limits, stats, status) = a.counters();
    if !skeleton::may_iterate(limits, stats, status) {
        return false;
    }
    a.begin();
    let start = a.select_from();
    // Out of `a` while selection walks, so that `choose` may read `a`.
    let mut path = std::mem::replace(a.path_mut(), Path::EMPTY);
    let dag = a.parts().dag;
    let mpn = path.select(dag, start, |id| a.choose(id));
    let old = dag.numbers(mpn);
    if let Some(r) = rec.as_deref_mut() {
        r.started_at = path.nodes[start];
        r.path = path.record(dag, |id| a.choose(id));
        r.developed = mpn;
    }
    *a.path_mut() = path;
    if let Err(limit) = a.develop(mpn, rec.as_deref_mut()) {
        a.path_mut().unselect();
        let (_, stats, status) = a.counters();
        skeleton::stop(stats, status, limit);
        return false;
    }
    a.update(mpn, old, rec.as_deref_mut());
    a.counters().1.iterations += 1;
    a.end();
    if a.parts().dag.value(0) != super::numbers::Value::Unknown {
        *a.counters().2 = Status::Solved;
    } else {
        a.check_bounds();
    }
    let p = a.parts();
    skeleton::record_end(rec, p.stats, p.dag.value(0), p.status);
    true
}
