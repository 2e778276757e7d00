//! The visualiser's handle, [`PnSearch`]: a search to step, run, rewind and inspect (its views
//! in the sibling modules `delta`, `seek`, `teaching` and `view`).

use super::{args, config_of, delta, to_js, view};
use crate::error::Error;
use crate::search::{compare_rules, Status};
use crate::session::Session;
use js_sys::{Object, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// What `run()` returns.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Progress {
    iteration: u64,
    created_nodes: u64,
    status: Status,
    result: &'static str,
    question: crate::search::Question,
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped_by: Option<crate::search::Limit>,
    root_pn: u32,
    root_dn: u32,
    millis: f64,
    bytes: u64,
    budget_bytes: u64,
}

/// A PN-search you can step, run, rewind and inspect.
#[wasm_bindgen]
pub struct PnSearch {
    pub(super) session: Session,
    /// What `delta()` last sent, to send only the difference next time.
    pub(super) deltas: crate::session::delta::Deltas,
    /// The record of the last `step()`: `delta()` right after it reads only what it touched.
    pub(super) last_step: Option<crate::search::StepRecord>,
}

#[wasm_bindgen]
impl PnSearch {
    /// Creates a search from a plain config object, e.g.
    /// `{game: "clique", n: 6, k: 4, preset: "K4WEAK", options: {...}, limits: {maxNodes: 1e6}}`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Config")] config: JsValue,
    ) -> Result<PnSearch, Error> {
        let session = view::session(config_of(&config)?)?;
        let mut deltas = crate::session::delta::Deltas::new();
        // `delta()` copies a whole snapshot's cells out a part at a time (`delta.rs`).
        deltas.cells_apart();
        Ok(PnSearch {
            session,
            deltas,
            last_step: None,
        })
    }

    /// One iteration: the step record, or `null` when the root is solved or a limit was reached.
    #[wasm_bindgen(unchecked_return_type = "StepRecord | null")]
    pub fn step(&mut self) -> Result<JsValue, Error> {
        self.last_step = self.session.step();
        match &self.last_step {
            Some(r) => to_js(r),
            None => Ok(JsValue::NULL),
        }
    }

    /// Many iterations on the fast path, within `{maxIterations, maxMillis}`; a progress summary.
    #[wasm_bindgen(unchecked_return_type = "Progress")]
    pub fn run(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "RunBounds | undefined")] bounds: JsValue,
    ) -> Result<JsValue, Error> {
        let (max_iterations, max_millis) = args::run_bounds(&bounds)?;
        let session = &mut self.session;
        let millis = crate::session::paced::run_paced(
            max_iterations,
            max_millis,
            |n| {
                session.run(Some(n));
                session.solver().status() == Status::Running
            },
            js_sys::Date::now,
        );
        self.progress(millis)
    }

    fn progress(&self, millis: f64) -> Result<JsValue, Error> {
        let s = self.session.solver();
        let root = s.node(0).expect("the root exists");
        to_js(&Progress {
            iteration: s.stats().iterations,
            created_nodes: s.stats().created,
            status: s.status(),
            result: s.result_word(),
            question: s.question(),
            stopped_by: s.stats().stopped_by,
            root_pn: root.pn,
            root_dn: root.dn,
            millis,
            bytes: s.bytes() as u64,
            budget_bytes: s.budget_bytes(),
        })
    }

    /// Everything the inspector shows about node `id`.
    #[wasm_bindgen(unchecked_return_type = "NodeInfo")]
    pub fn node(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, Error> {
        let id = self.node_id(&id)?;
        to_js(&self.session.solver().node(id))
    }

    /// Node `id`'s sub-DAG recomputed under the standard, weak and SNDA rules, beside the exact
    /// sizes of its smallest proof and disproof sets.
    #[wasm_bindgen(unchecked_return_type = "RuleComparison")]
    pub fn rules(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, Error> {
        let id = self.node_id(&id)?;
        let r = compare_rules(self.session.solver(), id)?;
        to_js(&r)
    }

    /// The whole DAG as typed arrays: `level, pn, dn, value, expanded, creator, edgeParent,
    /// edgeSon, edgeListed, cells, lastCell` and `cellsPerNode` (see the Rust `Snapshot` docs).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn snapshot(&self) -> Result<Object, Error> {
        let solver = self.session.solver();
        let nodes = solver.node_count();
        delta::snapshot_object(&solver.snapshot_from(nodes), solver, &solver.current_path())
    }

    /// The root's proof and disproof numbers after each iteration so far, flat:
    /// `[pn0, dn0, pn1, dn1, …]`, entry 0 before the first iteration.
    #[wasm_bindgen(js_name = rootHistory)]
    pub fn root_history(&self) -> Uint32Array {
        // Copied straight from the history: no second copy in the module (38 MB at the end
        // of (8,4), beside a search that fills its budget).
        Uint32Array::from(self.session.root_history().as_flattened())
    }

    /// The root's history as a chart of `columns` pixel columns draws it (1 to 100,000), flat:
    /// `[n, top, i, pn, dn, i, pn, dn, …]`: the history's length `n` (iterations done + 1),
    /// one more than its largest finite number (at least 2), then points in order: every
    /// iteration up to 1,200, past that each column's first and last iteration and those with
    /// its lowest and highest pn and dn. A view needs this, not the whole `rootHistory()`.
    #[wasm_bindgen(js_name = rootChart)]
    pub fn root_chart(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] columns: JsValue,
    ) -> Result<Uint32Array, Error> {
        let columns = args::whole("columns =", &columns, 1, 100_000, None)?;
        Ok(Uint32Array::from(
            &self.session.root_chart(columns as usize)[..],
        ))
    }

    /// The per-level table and the totals.
    #[wasm_bindgen(unchecked_return_type = "Stats")]
    pub fn stats(&self) -> Result<JsValue, Error> {
        to_js(self.session.solver().stats())
    }

    /// "first-wins", "draw", "second-wins" or "unknown" (a solve asked one question only, or
    /// one whose second question a limit stopped, may also say "first-wins-or-draw" or
    /// "draw-or-second-wins").
    #[wasm_bindgen(unchecked_return_type = "Result")]
    pub fn result(&self) -> String {
        self.session.solver().result_word().into()
    }

    /// "running", "solved" or "limit-reached".
    #[wasm_bindgen(unchecked_return_type = "Progress[\"status\"]")]
    pub fn status(&self) -> String {
        match self.session.solver().status() {
            Status::Running => "running",
            Status::Solved => "solved",
            Status::LimitReached => "limit-reached",
        }
        .into()
    }

    /// Iterations done.
    #[wasm_bindgen(getter)]
    pub fn iteration(&self) -> f64 {
        self.session.iteration() as f64
    }

    /// Number of nodes, the root included.
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> u32 {
        self.session.solver().node_count() as u32
    }

    /// Goes back `k` iterations by deterministic replay.
    pub fn back(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] k: JsValue,
    ) -> Result<(), Error> {
        let k = args::whole("k =", &k, 1, args::MAX_SAFE, None)?;
        self.session.back(k);
        Ok(())
    }

    /// Goes to iteration `n` (forwards or backwards).
    pub fn goto(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<(), Error> {
        let n = args::iteration(&n)?;
        self.session.goto(n);
        Ok(())
    }

    /// Back to iteration 0.
    pub fn reset(&mut self) {
        self.session.reset();
    }

    /// Extracts the proof or disproof and checks it; returns the check report.
    #[wasm_bindgen(unchecked_return_type = "CheckReport")]
    pub fn verify(&self) -> Result<JsValue, Error> {
        let r = self.session.solver().verify()?;
        to_js(&r)
    }

    /// Checks every proof the result rests on (one per question asked).
    #[wasm_bindgen(js_name = verifyAll, unchecked_return_type = "CheckReport[]")]
    pub fn verify_all(&self) -> Result<JsValue, Error> {
        let r = self.session.solver().verify_all()?;
        to_js(&r)
    }

    /// Each question asked so far, with its answer.
    #[wasm_bindgen(unchecked_return_type = "Answer[]")]
    pub fn answers(&self) -> Result<JsValue, Error> {
        to_js(&self.session.solver().answers())
    }

    /// When the game is over at the start position: the outcome and why. The search is then
    /// solved, with no iteration, its root decided by the rules; `null` otherwise.
    #[wasm_bindgen(unchecked_return_type = "Ended | null")]
    pub fn ended(&self) -> Result<JsValue, Error> {
        match self.session.solver().ended() {
            Some(e) => to_js(e),
            None => Ok(JsValue::NULL),
        }
    }

    /// The game's name with its parameters, e.g. `clique(6,4)` or `hexapawn(3x3)`.
    #[wasm_bindgen(js_name = gameName)]
    pub fn game_name(&self) -> String {
        self.session.solver().game_name()
    }

    /// The question the current search proves.
    #[wasm_bindgen(unchecked_return_type = "Question")]
    pub fn question(&self) -> String {
        self.session.solver().question().name().into()
    }

    /// The game's board, for drawing its positions.
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn board(&self) -> Result<JsValue, Error> {
        to_js(&self.session.config().board()?)
    }

    /// The configuration in force, with the preset's options filled in.
    #[wasm_bindgen(unchecked_return_type = "Options")]
    pub fn options(&self) -> Result<JsValue, Error> {
        let opts = self.session.config().effective_options()?;
        to_js(&opts)
    }
}
