//! Entry points of the teaching tools: the proof view, step over and step out.

use super::args::{whole, MAX_SAFE};
use super::{to_js, PnSearch};
use crate::error::Error;
use crate::session::{LeapEnd, ProofView};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl PnSearch {
    /// The checked proofs of a solved search: `{file, result, trees}` — `file` is the proof
    /// file's JSON text exactly as `pnlab solve … --proof FILE` writes it (`docs/proofs.md`),
    /// `trees` each proof's positions for drawing. Throws while the search is unsolved.
    #[wasm_bindgen(js_name = proofView, unchecked_return_type = "ProofView")]
    pub fn proof_view(&self) -> Result<JsValue, Error> {
        view_reply(self.session.proof_view())
    }

    /// The checked proof of solved node `node` of the search shown: the same `{file, result,
    /// trees}` as `proofView`, the file starting from the line of moves to the node's position
    /// (its `start`), with that line as `start` and the node as `node`. Throws for an unknown
    /// or unsolved node.
    #[wasm_bindgen(js_name = nodeProofView, unchecked_return_type = "ProofView")]
    pub fn node_proof_view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] node: JsValue,
    ) -> Result<JsValue, Error> {
        let id = self.node_id(&node)?;
        view_reply(self.session.node_proof_view(id))
    }

    /// Starts a step over: takes one iteration and returns the target of the leap (the parent
    /// of the node it developed), or `null` when the search cannot step.
    #[wasm_bindgen(js_name = stepOverTarget)]
    pub fn step_over_target(&mut self) -> Option<u32> {
        self.session.step_over_target()
    }

    /// Up to `maxIterations` iterations of a leap through node `target` (step over, step out):
    /// `"solved"`, `"left"` (the next path leaves the target; that iteration is not taken) or
    /// `"stopped"` when the leap is over, `null` while it goes on.
    #[wasm_bindgen(unchecked_return_type = "\"solved\" | \"left\" | \"stopped\" | null")]
    pub fn leap(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] target: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] max_iterations: JsValue,
    ) -> Result<JsValue, Error> {
        let target = self.node_id(&target)?;
        let max = whole("maxIterations =", &max_iterations, 1, MAX_SAFE, None)?;
        Ok(match self.session.leap(target, max) {
            None => JsValue::NULL,
            Some(end) => JsValue::from_str(match end {
                LeapEnd::Solved => "solved",
                LeapEnd::Left => "left",
                LeapEnd::Stopped => "stopped",
            }),
        })
    }
}

/// A proof view as the reply both views give.
fn view_reply(view: Result<ProofView, Error>) -> Result<JsValue, Error> {
    to_js(&view?)
}

impl PnSearch {
    /// A node id from JS, refused by name unless it is a whole number below the node count.
    pub(super) fn node_id(&self, v: &JsValue) -> Result<u32, Error> {
        let count = self.session.solver().node_count() as u64;
        let allowed = format!("0 <= id < {count}");
        // count >= 1: the root always exists.
        whole("node id", v, 0, count - 1, Some(&allowed)).map(|id| id as u32)
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
export interface ProofView {
  file: string; result: Result | CheckReport["claim"]; start: string[]; node: number | null;
  trees: ProofTree[];
}
"#;
