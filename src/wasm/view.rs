//! The browser's memory budget. A wasm32 module addresses 4 GiB, and two things fill it: the
//! search, and the page's view of its DAG — the whole snapshot `delta()` sends (built in the
//! module, then copied out) and the base it keeps to send differences. `limits.maxBytes`
//! bounds both: the search counts the view's bytes with its own (`Limits::view`), so it stops
//! with "unknown (memory)" while the view of what it built still fits. Before, a search with
//! 46 bytes a node filled a 2.5 GiB budget with 58 million nodes, and the delta after it
//! trapped asking for about 165 bytes a node more.
//!
//! The view's peak per node is at most that of one of its two paths
//! (`node scripts/view-memory.mjs` measures it):
//! - from scratch, the whole snapshot: 17 bytes of node fields and the node's cells, 9 bytes
//!   an edge, and 12 bytes of son-list starts and ranges;
//! - a difference (a step back deep in a run): the old base (17 bytes a node, 8 of ranges, 5 an
//!   edge), the fresh snapshot without the old nodes' cells (17 and 9), the starts (4) and the
//!   difference.
//!
//! The edges are counted through the son lists' entries (every edge and one header per
//! developed node), which is an upper bound.

use crate::config::Config;
use crate::error::Error;
use crate::session::Session;

/// The budget when the configuration gives none. It leaves 0.75 GiB of the module's 4 GiB for
/// what no budget counts: the allocator's slack, the proof check, the glue.
pub(super) const DEFAULT_MAX_BYTES: u64 = 13 << 28;

/// The largest budget the browser accepts.
pub(super) const MAX_BYTES: u64 = 7 << 29;

/// The view's bytes per node beside its cells, and per son-list entry (see the module's notes).
const PER_NODE: u32 = 40;
const PER_EDGE: u32 = 12;

/// A session for the browser: `config` with its budget checked (the default when it gives
/// none), and the view counted in it.
pub(super) fn session(mut config: Config) -> Result<Session, Error> {
    match config.limits.max_bytes {
        None => config.limits.max_bytes = Some(DEFAULT_MAX_BYTES),
        Some(b) if b > MAX_BYTES => {
            return Err(Error::Input(format!(
                "config.limits.maxBytes = {b} is out of range in the browser: at most {MAX_BYTES} \
                 (a wasm32 module has 4 GiB, and a snapshot and the page need room too)"
            )))
        }
        Some(_) => {}
    }
    let mut session = Session::new(config)?;
    let cells = session.solver().snapshot_of(&[0]).cells_per_node;
    session.set_view([PER_NODE + cells, PER_EDGE]);
    Ok(session)
}
