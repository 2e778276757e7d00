//! The browser's face of the engine: the only module with `#[wasm_bindgen]` (this file and its
//! submodules, one per group of entry points).
//!
//! An opaque handle, `PnSearch` (the visualiser's) or `PnPlay` (the play page's), holds the
//! engine's state; everything that crosses is small —
//! a step record, a node, a summary — except the snapshot, which crosses as typed arrays.
//! Every entry point validates its input first and returns `Result<_, crate::Error>`, so bad
//! input becomes a thrown JS `Error` naming the field and what is allowed, with the error's kind
//! as its `kind` ([`thrown`], the one mapping); nothing panics across the boundary.

mod alloc;
mod args;
pub(crate) mod json;
mod reply;
// Each page's module holds the handle that page uses (scripts/wasm-modules.mjs): the visualiser's
// (PnSearch: the element, the compare page, the single file and the widget use it too) under the
// feature `visualiser`, the play page's (PnPlay, with the analysts) under `play`. Every game and
// algorithm is in both.
#[cfg(not(any(feature = "visualiser", feature = "play")))]
compile_error!(
    "the wasm holds a page's entry points: build it with --features visualiser or play \
     (scripts/wasm-modules.mjs lists each page's module)"
);
#[cfg(feature = "play")]
mod play;
#[cfg(feature = "play")]
mod play_slices;
#[cfg(feature = "visualiser")]
mod search;
#[cfg(feature = "visualiser")]
pub use search::PnSearch;
#[cfg(feature = "visualiser")]
mod delta;
#[cfg(feature = "visualiser")]
mod seek;
#[cfg(feature = "visualiser")]
mod teaching;
#[cfg(feature = "visualiser")]
mod view;

use crate::config::Config;
use crate::error::Error;
use crate::search::INF;
use wasm_bindgen::prelude::*;

/// What JS catches for an [`Error`]: an `Error` with its message, and `kind` saying which kind
/// (`Error::kind`: "input", "file" or "refused"). Every entry point returns
/// `Result<_, crate::Error>`, and wasm-bindgen throws the error through this conversion.
pub(crate) fn thrown(e: &Error) -> JsValue {
    let error = js_sys::Error::new(e.message());
    // Setting a property on a fresh Error object cannot fail.
    let _ = js_sys::Reflect::set(
        &error,
        &JsValue::from_str("kind"),
        &JsValue::from_str(e.kind()),
    );
    error.into()
}

impl From<Error> for JsValue {
    fn from(e: Error) -> JsValue {
        thrown(&e)
    }
}

/// The kinds of a thrown error, made from their Rust declaration.
#[wasm_bindgen(typescript_custom_section)]
const ERROR_KIND: &str = crate::error::KIND_TS;

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
export interface EngineError extends Error { kind: ErrorKind }
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
/** An algorithm's row of the engine's table: its page module is `www/view/algorithms/<name>.js`. */
export interface AlgorithmInfo {
  name: string;
  /** It searches games whose positions repeat. */
  cyclic: boolean;
  /** The settings it takes that some other algorithm does not. */
  takes: string[];
}
export interface Schema {
  games: GameInfo[];
  /** The games whose positions repeat (at their defaults): the search algorithms refuse them. */
  cyclic: string[];
  /** What those games run when the configuration names no algorithm. */
  cyclicAlgorithm: string | null;
  /** The games that cannot end in a draw (at their defaults): a "no" is the second player's win. */
  noDraws: string[];
  presets: { name: string; algorithm: string; options: Options }[];
  algorithms: string[];
  /** The algorithms' rows, in the order of `algorithms`: what tells them apart. */
  algorithmRows: AlgorithmInfo[];
  questions: string[]; options: Setting[]; params: Setting[]; limits: Setting[];
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
pub fn schema() -> Result<JsValue, Error> {
    to_js(&crate::config::schema())
}

/// Reads an input object as JSON (`json::of`): unlike a direct conversion, this rejects
/// unknown keys (a typo such as `maxNode` must not be ignored) and names the bad field's path.
fn json_of(what: &str, v: &JsValue) -> Result<crate::json::Value, Error> {
    json::of(what, v)
}

use reply::to_js;

/// The configuration object of `PnSearch`'s and `PnPlay`'s constructors, with its messages.
fn config_of(v: &JsValue) -> Result<Config, Error> {
    // JS's `typeof v === "object"` and not null: undefined, null and the other kinds are refused.
    if !v.is_object() {
        return Err(Error::from(
            "config must be an object such as {game: \"tictactoe\"}",
        ));
    }
    Config::from_json(json_of("config", v)?).map_err(|e| e.prefixed("config."))
}
