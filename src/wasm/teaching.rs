//! Entry points of the teaching tools: the proof view.

use super::{to_js, PnSearch};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl PnSearch {
    /// The checked proofs of a solved search: `{file, result, trees}` — `file` is the proof
    /// file's JSON text exactly as `pnlab solve … --proof FILE` writes it (`docs/proofs.md`),
    /// `trees` each proof's positions for drawing. Throws while the search is unsolved.
    #[wasm_bindgen(js_name = proofView, unchecked_return_type = "ProofView")]
    pub fn proof_view(&self) -> Result<JsValue, JsError> {
        let view = self.session.proof_view().map_err(|e| JsError::new(&e))?;
        to_js(&view)
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
export interface ProofNode {
  level: number; cells: number[]; lastCell: number; chooser: boolean; safe: boolean;
  sons: [number, string[]][]; ends: [string, "first-wins" | "draw" | "second-wins"][];
}
export interface ProofTree {
  claim: CheckReport["claim"]; positions: number; levels: number[]; strategyMoves: number;
  nodes: ProofNode[];
}
export interface ProofView { file: string; result: Result; trees: ProofTree[] }
"#;
