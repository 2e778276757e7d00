//! The browser's face of the engine: the only module with `#[wasm_bindgen]` (this file and its
//! submodules, one per group of entry points).
//!
//! An opaque handle, [`PnSearch`], holds a [`Session`]; everything that crosses is small —
//! a step record, a node, a summary — except the snapshot, which crosses as typed arrays.
//! Every entry point validates its input first and returns `Result`, so bad input becomes a
//! thrown JS `Error` naming the field and what is allowed; nothing panics across the boundary.

mod alloc;
mod args;
mod delta;
pub(crate) mod json;
// The play page's engine (PnPlay, retrograde analysis) is in the page's default module only: the
// module built with `cyclic` serves the visualiser's cyclic games (scripts/wasm-modules.mjs), and
// without this the two together are over the size guard (tests/js/wasm/wasm_size.test.mjs).
#[cfg(not(feature = "cyclic"))]
mod play;
#[cfg(not(feature = "cyclic"))]
mod play_slices;
mod reply;
mod teaching;
mod view;

use crate::config::Config;
use crate::search::{compare_rules, Status, INF};
use crate::session::Session;
use js_sys::{Object, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

mod seek;

/// The board's shapes, made from their Rust declaration.
#[wasm_bindgen(typescript_custom_section)]
const BOARD: &str = crate::game::board::BOARD_TS;

/// The shapes of the plain objects that cross, for the generated `pkg/pnlab.d.ts`.
/// `tests/js/wasm/types.test.mjs` checks them against real objects.
#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
/** Proved / disproved for the search's question ("does the first player win?" or "does the
 *  first player avoid losing?"), or unknown. */
export type Value = "proved" | "disproved" | "unknown";
export type Question = "first-wins" | "first-avoids-loss";
export type Result = "first-wins" | "draw" | "second-wins" | "unknown" | "first-wins-or-draw" | "draw-or-second-wins";
export type Kind = "or" | "and";
/** Options, ConfigParams, ConfigLimits, PresetName, AlgorithmName and Ask are appended from the
 *  schema by scripts/settings-types.mjs. */
/** A game and its parameters (`schema().games` lists each game's), plus the search's settings. */
export interface Config {
  game: string;
  preset?: PresetName;
  algorithm?: AlgorithmName;
  question?: Ask;
  params?: ConfigParams;
  options?: Partial<Options>;
  /** maxBytes: the memory budget of the search, the page's view of its DAG and the root's history (3.25 GiB when absent, at most 3.5 GiB in the browser). */
  limits?: ConfigLimits;
  /** The game's own parameters, e.g. n and k, cols and rows, row and first, definition. */
  [param: string]: unknown;
}
export interface GameParam {
  name: string; label: string; type: "int" | "choice" | "text" | "document";
  min?: number; max?: number; values?: string[]; alphabet?: string; maxLen?: number;
  default: unknown; note?: string;
}
export interface GameInfo { name: string; title: string; params: GameParam[]; winningSets: boolean }
export interface Setting {
  name: string; type: "bool" | "choice" | "int" | "number"; values?: unknown[];
  min?: number; max?: number; algorithms?: string[];
  /** Only means something for games with winning sets (GameInfo.winningSets). */
  winningSets?: boolean;
  /** One line of help. */
  help: string;
}
export interface Schema {
  games: GameInfo[];
  /** The games whose positions repeat (at their defaults): the search algorithms refuse them. */
  cyclic: string[];
  /** What those games run when the configuration names no algorithm. */
  cyclicAlgorithm?: string;
  presets: { name: string; algorithm: string; options: Options }[];
  algorithms: string[]; questions: string[]; options: Setting[]; params: Setting[]; limits: Setting[];
}
export interface Ended { outcome: "first-wins" | "draw" | "second-wins"; why: string }
export interface Answer { question: Question; answer: "proved" | "disproved" | "unknown"; iterations: number; createdNodes: number }
export interface PathStep {
  node: number; kind: Kind; pn: number; dn: number;
  index: number; son: number; reason: "min-pn" | "min-dn"; tied: number;
}
export interface SonRecord { node: number; mv: string; created: boolean; value: Value; pn: number; dn: number }
export interface UpdateRecord {
  node: number; level: number; oldPn: number; oldDn: number; newPn: number; newDn: number;
  changed: boolean; deletedSons: number;
}
export interface Threshold { node: number; thpn: number; thdn: number; pn: number; dn: number; second?: number }
export interface LeftNode { node: number; pn: number; dn: number; thpn: number; thdn: number; because: "pn" | "dn" | "proved" | "disproved" }
export interface InnerRecord {
  node: number; limit: number; nodes: number; iterations: number;
  result: "proved" | "disproved" | "unknown"; pn: number; dn: number;
}
export interface StepRecord {
  iteration: number; startedAt: number; path: PathStep[]; developed: number; sons: SonRecord[];
  noFreeWinningSet: boolean; updates: UpdateRecord[]; question: Question; newSearch: boolean;
  rootValue: Value; solved: boolean;
  /** What the algorithm records of its own, tagged with its name. */
  extras?: Extras;
}
export type Extras =
  | { algorithm: "dfpn"; thresholds: Threshold[]; left: LeftNode[] }
  | { algorithm: "pn2"; inner: InnerRecord[] };
export interface RunBounds { maxIterations?: number; maxMillis?: number }
export interface Progress {
  iteration: number; createdNodes: number; status: "running" | "solved" | "limit-reached";
  result: Result; question: Question; rootPn: number; rootDn: number; millis: number;
  /** The bytes the search holds. */
  bytes: number;
  /** What limits.maxBytes counts: `bytes`, the page's view of the DAG and the root's history. */
  budgetBytes: number;
  stoppedBy?: "nodes" | "iterations" | "memory" | "algorithm";
}
export interface Via { parent: number; mv: string; rawCells: number[]; relabelling: number[] }
export interface NodeInfo {
  id: number; level: number; kind: Kind; pn: number; dn: number; value: Value; expanded: boolean;
  decided: boolean; parents: number[]; sons: number[]; deletedSons: number[]; cells: number[];
  via: Via | null;
  /** Its value came from a repetition, not from its sons (dcg's closed set or naive table). */
  repetition: boolean;
}
export interface Numbers { pn: number; dn: number }
/** One node's sub-DAG under every rule, and its smallest proof / disproof sets (null: too large
 *  to compute; INFINITY: none exists). */
export interface RuleComparison {
  node: number; stored: Numbers; standard: Numbers; weak: Numbers; snda: Numbers;
  minProof: number | null; minDisproof: number | null; subDagNodes: number; leaves: number;
}
export interface LevelRow {
  level: number; created: number; createdWon: number; createdLost: number; threats: number;
  solved: number; developed: number;
}
export interface Stats {
  iterations: number; created: number; maxLevel: number; levels: LevelRow[];
  /** The limit that ended the search, if one did. */
  stoppedBy?: "nodes" | "iterations" | "memory" | "algorithm";
  /** With stoppedBy "algorithm": which of its own bounds. */
  bound?: "table-too-small" | "guard" | "set-size" | "sets-held";
}
export interface CheckReport {
  claim: "first-wins" | "second-avoids-loss" | "first-avoids-loss" | "second-wins";
  positions: number; strategyMoves: number; levels: number[];
  /** Lines that ended first-wins, draw, second-wins; lines ended early; lines that met a position
   * again (a draw); what the check showed. */
  ends: [number, number, number]; safeStops: number; repetitions: number;
  establishes: "first-wins" | "second-avoids-loss" | "first-avoids-loss" | "second-wins";
}
export interface Snapshot {
  level: Uint8Array; kind: Uint8Array; pn: Uint32Array; dn: Uint32Array; value: Uint8Array; expanded: Uint8Array;
  creator: Uint32Array; edgeParent: Uint32Array; edgeSon: Uint32Array; edgeListed: Uint8Array;
  cells: Uint8Array; cellsPerNode: number; lastCell: Uint8Array; path: Uint32Array;
}
"#;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

/// The value that stands for ∞ in proof and disproof numbers.
#[wasm_bindgen(js_name = INFINITY)]
pub fn infinity() -> u32 {
    INF
}

/// Every game, preset, algorithm, option, parameter and limit the engine accepts: what a
/// settings form and a URL need (`config::schema()`, made from the registry).
#[wasm_bindgen(unchecked_return_type = "Schema")]
pub fn schema() -> Result<JsValue, JsError> {
    to_js(&crate::config::schema())
}

/// Reads an input object as JSON (`json::of`): unlike a direct conversion, this rejects
/// unknown keys (a typo such as `maxNode` must not be ignored) and names the bad field's path.
fn json_of(what: &str, v: &JsValue) -> Result<crate::json::Value, JsError> {
    json::of(what, v)
}

use reply::to_js;

/// The configuration object of `PnSearch`'s and `PnPlay`'s constructors, with its messages.
fn config_of(v: &JsValue) -> Result<Config, JsError> {
    // JS's `typeof v === "object"` and not null: undefined, null and the other kinds are refused.
    if !v.is_object() {
        return Err(JsError::new(
            "config must be an object such as {game: \"tictactoe\"}",
        ));
    }
    Config::from_json(json_of("config", v)?).map_err(|e| JsError::new(&format!("config.{e}")))
}

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
    session: Session,
    /// What `delta()` last sent, to send only the difference next time.
    deltas: crate::session::delta::Deltas,
    /// The record of the last `step()`: `delta()` right after it reads only what it touched.
    last_step: Option<crate::search::StepRecord>,
}

#[wasm_bindgen]
impl PnSearch {
    /// Creates a search from a plain config object, e.g.
    /// `{game: "clique", n: 6, k: 4, preset: "K4WEAK", options: {...}, limits: {maxNodes: 1e6}}`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Config")] config: JsValue,
    ) -> Result<PnSearch, JsError> {
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
    pub fn step(&mut self) -> Result<JsValue, JsError> {
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
    ) -> Result<JsValue, JsError> {
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

    fn progress(&self, millis: f64) -> Result<JsValue, JsError> {
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
    ) -> Result<JsValue, JsError> {
        let id = self.node_id(&id)?;
        to_js(&self.session.solver().node(id))
    }

    /// Node `id`'s sub-DAG recomputed under the standard, weak and SNDA rules, beside the exact
    /// sizes of its smallest proof and disproof sets.
    #[wasm_bindgen(unchecked_return_type = "RuleComparison")]
    pub fn rules(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] id: JsValue,
    ) -> Result<JsValue, JsError> {
        let id = self.node_id(&id)?;
        let r = compare_rules(self.session.solver(), id).map_err(|e| JsError::new(&e))?;
        to_js(&r)
    }

    /// The whole DAG as typed arrays: `level, pn, dn, value, expanded, creator, edgeParent,
    /// edgeSon, edgeListed, cells, lastCell` and `cellsPerNode` (see the Rust `Snapshot` docs).
    #[wasm_bindgen(unchecked_return_type = "Snapshot")]
    pub fn snapshot(&self) -> Result<Object, JsError> {
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
    ) -> Result<Uint32Array, JsError> {
        let columns = args::whole("columns =", &columns, 1, 100_000, None)?;
        Ok(Uint32Array::from(
            &self.session.root_chart(columns as usize)[..],
        ))
    }

    /// The per-level table and the totals.
    #[wasm_bindgen(unchecked_return_type = "Stats")]
    pub fn stats(&self) -> Result<JsValue, JsError> {
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
    ) -> Result<(), JsError> {
        let k = args::whole("k =", &k, 1, args::MAX_SAFE, None)?;
        self.session.back(k);
        Ok(())
    }

    /// Goes to iteration `n` (forwards or backwards).
    pub fn goto(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<(), JsError> {
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
    pub fn verify(&self) -> Result<JsValue, JsError> {
        let r = self
            .session
            .solver()
            .verify()
            .map_err(|e| JsError::new(&e))?;
        to_js(&r)
    }

    /// Checks every proof the result rests on (one per question asked).
    #[wasm_bindgen(js_name = verifyAll, unchecked_return_type = "CheckReport[]")]
    pub fn verify_all(&self) -> Result<JsValue, JsError> {
        let r = self
            .session
            .solver()
            .verify_all()
            .map_err(|e| JsError::new(&e))?;
        to_js(&r)
    }

    /// Each question asked so far, with its answer.
    #[wasm_bindgen(unchecked_return_type = "Answer[]")]
    pub fn answers(&self) -> Result<JsValue, JsError> {
        to_js(&self.session.solver().answers())
    }

    /// When the game is over at the start position: the outcome and why. The search is then
    /// solved, with no iteration, its root decided by the rules; `null` otherwise.
    #[wasm_bindgen(unchecked_return_type = "Ended | null")]
    pub fn ended(&self) -> Result<JsValue, JsError> {
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
    pub fn board(&self) -> Result<JsValue, JsError> {
        to_js(
            &self
                .session
                .config()
                .board()
                .map_err(|e| JsError::new(&e))?,
        )
    }

    /// The configuration in force, with the preset's options filled in.
    #[wasm_bindgen(unchecked_return_type = "Options")]
    pub fn options(&self) -> Result<JsValue, JsError> {
        let opts = self
            .session
            .config()
            .effective_options()
            .map_err(|e| JsError::new(&e))?;
        to_js(&opts)
    }
}
