//! What a move changed, for the page that holds the DAG already (`src/session/delta.rs`): a
//! step on a (7,4) DAG of 66,000 nodes sends a few dozen entries instead of the whole snapshot.

use super::PnSearch;
use crate::error::Error;
use crate::search::Snapshot;
use crate::session::delta::Delta;
use crate::Solver;
use js_sys::{Object, Reflect, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl PnSearch {
    /// What changed since the snapshot of version `since` (the `version` of the last delta the
    /// caller applied; `undefined`: it holds none): new nodes, changed numbers, replaced son
    /// lists and the path, or `full`, the whole snapshot, when the caller's version is not the
    /// last one sent or the difference would not be smaller. `docs/visualiser.md` tells how
    /// to apply it; `www/view/delta.js` does.
    #[wasm_bindgen(unchecked_return_type = "Delta")]
    pub fn delta(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "number")] since: JsValue,
    ) -> Result<Object, Error> {
        let since = super::args::optional_whole(
            "since =",
            &since,
            0,
            super::args::MAX_SAFE,
            Some("it must be the version of a delta (a whole number >= 0 and at most 2^53 - 1), or undefined"),
        )?;
        // Right after a step, only what it touched is read (Deltas::after_step checks that
        // nothing else moved since the last delta, and falls back when something did).
        // The objects are built while the delta is lent: a whole snapshot then becomes the
        // next base without a copy (`Deltas::since_into`).
        let mut out = None;
        let solver = self.session.solver();
        let emit = |d: &Delta| out = Some(delta_object(d, solver));
        match self.last_step.take() {
            Some(r) => self.deltas.after_step_into(since, &self.session, &r, emit),
            None => self.deltas.since_into(since, &self.session, emit),
        };
        Ok(out.unwrap_or_else(Object::new))
    }
}

/// A snapshot without its cells (`Solver::snapshot_from` the node count) as the typed arrays
/// of the `Snapshot` type, the cells drawn from `solver`, with the current path.
pub(super) fn snapshot_object(
    s: &Snapshot,
    solver: &dyn Solver,
    path: &[u32],
) -> Result<Object, Error> {
    Ok(snapshot_target(s, solver, path, false))
}

/// The length of a typed array made for `len` entries: with `room`, a sixteenth more and at
/// least 1,024 (as `withSlack` in `www/view/delta.js`).
fn capacity(len: usize, room: bool) -> u32 {
    (if room {
        len + (len / 16).max(1024)
    } else {
        len
    }) as u32
}

/// `v` as a typed array, with `room` unused entries after it in the same buffer: a delta's
/// whole snapshot is the page's store from then on, which grows into the room as steps add
/// nodes (`www/view/delta.js`), and copying it into room of its own took the page 4 s at the
/// end of (8,4) and held the DAG twice meanwhile.
fn u8s(v: &[u8], room: bool) -> JsValue {
    let a = Uint8Array::new_with_length(capacity(v.len(), room));
    let part = a.subarray(0, v.len() as u32);
    part.copy_from(v);
    part.into()
}

/// [`u8s`] for `u32` entries.
fn u32s(v: &[u32], room: bool) -> JsValue {
    let a = Uint32Array::new_with_length(capacity(v.len(), room));
    let part = a.subarray(0, v.len() as u32);
    part.copy_from(v);
    part.into()
}

/// Nodes whose cells are drawn and copied out at once: 1.8 MB of (8,4)'s 28 cells a node.
const CELLS_AT_ONCE: u32 = 1 << 16;

/// The cells of `nodes` nodes drawn from `solver` a part at a time into one typed array (with
/// `room` as [`u8s`]): the module holds one part, not all of them, so that the first whole
/// snapshot after a long run does not grow the module's memory by the cells of every node.
fn cells_apart(solver: &dyn Solver, nodes: u32, per: u32, room: bool) -> JsValue {
    let len = nodes as usize * per as usize;
    let all = Uint8Array::new_with_length(capacity(len, room));
    let mut part = Vec::new();
    let mut at = 0;
    while at < nodes {
        let end = nodes.min(at.saturating_add(CELLS_AT_ONCE));
        part.clear();
        solver.cells_of(at..end, &mut part);
        all.subarray(at * per, end * per).copy_from(&part);
        at = end;
    }
    all.subarray(0, len as u32).into()
}

/// `o[key] = value`: setting a field of a plain object cannot fail.
fn put(o: &Object, key: &str, value: JsValue) {
    let _ = Reflect::set(o, &JsValue::from_str(key), &value);
}

// The snapshot comes without its cells, which are drawn from `solver` (`cells_apart`).
fn snapshot_target(s: &Snapshot, solver: &dyn Solver, path: &[u32], room: bool) -> Object {
    let o = Object::new();
    let set = |k: &str, v: JsValue| put(&o, k, v);
    set("level", u8s(&s.level, room));
    set("kind", u8s(&s.kind, room));
    set("pn", u32s(&s.pn, room));
    set("dn", u32s(&s.dn, room));
    set("value", u8s(&s.value, room));
    set("expanded", u8s(&s.expanded, room));
    set("creator", u32s(&s.creator, room));
    set("edgeParent", u32s(&s.edge_parent, room));
    set("edgeSon", u32s(&s.edge_son, room));
    set("edgeListed", u8s(&s.edge_listed, room));
    let nodes = s.level.len() as u32;
    set("cells", cells_apart(solver, nodes, s.cells_per_node, room));
    set("cellsPerNode", JsValue::from(s.cells_per_node));
    set("lastCell", u8s(&s.last_cell, room));
    set("path", Uint32Array::from(path).into());
    o
}

fn delta_object(d: &Delta, solver: &dyn Solver) -> Object {
    let o = Object::new();
    let set = |k: &str, v: JsValue| put(&o, k, v);
    set("version", JsValue::from(d.version as f64));
    set("path", Uint32Array::from(&d.path[..]).into());
    if let Some(full) = &d.full {
        // It comes without its cells (`Deltas::cells_apart`).
        set("full", snapshot_target(full, solver, &d.path, true).into());
        return o;
    }
    set("full", JsValue::NULL);
    set("nodeCount", JsValue::from(d.node_count));
    set("firstNew", JsValue::from(d.first_new));
    set("level", Uint8Array::from(&d.level[..]).into());
    set("kind", Uint8Array::from(&d.kind[..]).into());
    set("creator", Uint32Array::from(&d.creator[..]).into());
    set("cells", Uint8Array::from(&d.cells[..]).into());
    set("lastCell", Uint8Array::from(&d.last_cell[..]).into());
    set("changed", Uint32Array::from(&d.changed[..]).into());
    set("pn", Uint32Array::from(&d.pn[..]).into());
    set("dn", Uint32Array::from(&d.dn[..]).into());
    set("value", Uint8Array::from(&d.value[..]).into());
    set("expanded", Uint8Array::from(&d.expanded[..]).into());
    set("parents", Uint32Array::from(&d.parents[..]).into());
    set("edgeStart", Uint32Array::from(&d.edge_start[..]).into());
    set("edgeSon", Uint32Array::from(&d.edge_son[..]).into());
    set("edgeListed", Uint8Array::from(&d.edge_listed[..]).into());
    o
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** What changed since a version of the snapshot (PnSearch.delta): `full` the whole snapshot,
 *  or: nodes from `firstNew` to `nodeCount` are new (their level, kind, creator, cells,
 *  lastCell); `changed` nodes take the given pn, dn, value, expanded; `parents`' son lists are
 *  replaced by `edgeSon[edgeStart[i]..edgeStart[i + 1]]`; `path` is the current path. */
export interface Delta {
  version: number; path: Uint32Array; full: Snapshot | null;
  nodeCount?: number; firstNew?: number;
  level?: Uint8Array; kind?: Uint8Array; creator?: Uint32Array; cells?: Uint8Array; lastCell?: Uint8Array;
  changed?: Uint32Array; pn?: Uint32Array; dn?: Uint32Array; value?: Uint8Array; expanded?: Uint8Array;
  parents?: Uint32Array; edgeStart?: Uint32Array; edgeSon?: Uint32Array; edgeListed?: Uint8Array;
}
"#;
