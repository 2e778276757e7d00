//! The play page's entry points: a game's solution (every legal move's value and distance, the
//! engine's move at a level, the levels of solving) behind one handle. Lines of moves cross as
//! arrays of the game's move labels; every error is a thrown `Error` naming the bad value.

use super::args::{whole, MAX_SAFE};
use super::{json_of, to_js};
use crate::error::Error;
use crate::exact::analyst;
use crate::solution::analyst::Level;
use crate::solution::Analyst;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const PLAY_TYPES: &str = r#"
export type Verdict = "win" | "draw" | "loss";
export interface MoveInfo { label: string; cell: number; value: Verdict | null; plies: number | null; keepsValue: boolean; pending: boolean }
export interface PositionReport {
  game: string; line: string[]; movesPlayed: number; toMove: "first" | "second"; cells: number[];
  over: "first-wins" | "draw" | "second-wins" | null; why: string | null; value: Verdict | null; plies: number | null;
  method: "exact" | "pn-search"; note: string | null; moves: MoveInfo[]; recommended: string | null; solved: number;
}
export interface ReportProgress {
  method: "exact" | "pn-search"; done: number; total: number; iterations: number; nodes: number; solved: number;
  report: PositionReport; decided: string | null;
}
export type ReportSlice = { progress: ReportProgress; report?: undefined } | { report: PositionReport; progress?: undefined };
export interface LevelsRow { depth: number; weak: number | null; semiStrong: number; strong: number }
export interface LevelsReport {
  game: string; result: "first-wins" | "draw" | "second-wins"; plies: number | null; rows: LevelsRow[];
  weak: number | null; semiStrong: number; strong: number; pnCreated: number | null; claims: string[];
  why: string | null;
}
"#;

/// One game's solution for play.
#[wasm_bindgen]
pub struct PnPlay {
    pub(super) analyst: Box<dyn Analyst>,
    board: crate::game::Board,
}

/// Reads a line: an array of move labels.
pub(super) fn line_of(v: &JsValue) -> Result<Vec<String>, Error> {
    if v.is_undefined() || v.is_null() {
        return Ok(Vec::new());
    }
    let bad = || Error::from("line must be an array of move labels such as [\"b2\", \"a1\"]");
    let crate::json::Value::Array(items) = json_of("line", v)? else {
        return Err(bad());
    };
    let mut line = Vec::with_capacity(items.len());
    for m in items {
        match m {
            crate::json::Value::String(s) => line.push(s),
            _ => return Err(bad()),
        }
    }
    Ok(line)
}

#[wasm_bindgen]
impl PnPlay {
    /// The solution of a configuration's game, e.g. `{game: "connect4", cols: 5, rows: 4}`
    /// (only the game and its parameters matter).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Config")] config: JsValue,
    ) -> Result<PnPlay, Error> {
        let config = super::config_of(&config)?;
        let analyst = analyst(&config)?;
        let board = config.board()?;
        Ok(PnPlay { analyst, board })
    }

    /// How to draw the game's board (as `PnSearch.board()`).
    #[wasm_bindgen(unchecked_return_type = "Board")]
    pub fn board(&self) -> Result<JsValue, Error> {
        to_js(&self.board)
    }

    /// The game's name with its parameters.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.analyst.name()
    }

    /// The file (relative to the page's root) of the book the game's solution reads, or
    /// `undefined`: the page fetches it and hands its text to `setBook`.
    #[wasm_bindgen(getter, js_name = bookFile)]
    pub fn book_file(&self) -> Option<String> {
        self.analyst.book_file().map(str::to_string)
    }

    /// Reads the book `bookFile` names; a book that does not read, or is of another board, is
    /// refused by value (an error of kind "file").
    #[wasm_bindgen(js_name = setBook)]
    pub fn set_book(&mut self, text: &str) -> Result<(), Error> {
        self.analyst.set_book(text)
    }

    /// The binary tables (relative to the page's root, gzipped when they end in `.gz`) the
    /// game's solution reads and does not hold yet: the page fetches each and hands its bytes,
    /// unzipped, to `setData`. Empty for most games.
    #[wasm_bindgen(getter, js_name = dataFiles)]
    pub fn data_files(&self) -> Vec<String> {
        self.analyst.data_files()
    }

    /// Reads a table `dataFiles` named; one of another game, rule or length is refused by value
    /// (an error of kind "file").
    #[wasm_bindgen(js_name = setData)]
    pub fn set_data(&mut self, file: &str, bytes: &[u8]) -> Result<(), Error> {
        self.analyst.set_data(file, bytes)
    }

    /// The position after `line`: every legal move with its value and distance.
    #[wasm_bindgen(unchecked_return_type = "PositionReport")]
    pub fn report(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] line: JsValue,
    ) -> Result<JsValue, Error> {
        let line = line_of(&line)?;
        to_js(&self.analyst.report(&line)?)
    }

    /// The engine's move after `line` at `level` (`perfect`, `just-win`, `semi-strong`);
    /// `null` when the game is over. `seed` picks among equal moves for `just-win`.
    pub fn choose(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] line: JsValue,
        level: &str,
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<Option<String>, Error> {
        let line = line_of(&line)?;
        let level = Level::parse(level)?;
        let seed = whole("seed =", &seed, 0, MAX_SAFE, None)?;
        self.analyst.choose(&line, level, seed)
    }

    /// The levels of solving from the position after `line`; each PN-search of the weak
    /// solution may create at most `maxNodes` nodes.
    #[wasm_bindgen(unchecked_return_type = "LevelsReport")]
    pub fn levels(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] line: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max_nodes: JsValue,
    ) -> Result<JsValue, Error> {
        let line = line_of(&line)?;
        let max_nodes = whole("maxNodes =", &max_nodes, 1, MAX_SAFE, None)?;
        let r = self.analyst.levels(&line, max_nodes)?;
        to_js(&r)
    }

    /// How many positions the exact solve may hold before values come from PN-search per move.
    #[wasm_bindgen(js_name = setBudget)]
    pub fn set_budget(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] budget: JsValue,
    ) -> Result<(), Error> {
        let budget = whole("budget =", &budget, 1, usize::MAX as u64, None)?;
        self.analyst.set_budget(budget as usize);
        Ok(())
    }
}
