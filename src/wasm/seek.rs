//! Moving through a long search in pieces: the worker rewinds (cheap), then runs forwards in
//! time slices it can cancel between, instead of one `goto` that blocks until it lands.

use super::PnSearch;
use crate::error::Error;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl PnSearch {
    /// Moves to an iteration at or before `n` from which `run({maxIterations})` reaches `n`,
    /// and returns it: `n` itself when the undo journal reaches back that far (undoing takes
    /// microseconds per iteration), 0 when it does not (going back then replays from the
    /// start), the current iteration when `n` is ahead. Runs no iterations forwards.
    #[wasm_bindgen(js_name = rewindTo)]
    pub fn rewind_to(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<f64, Error> {
        let n = super::args::iteration(&n)?;
        self.session.rewind_to(n);
        Ok(self.session.iteration() as f64)
    }

    /// The bytes the search holds now (`limits.maxBytes` bounds them with the view's share,
    /// `src/wasm/view.rs`).
    #[wasm_bindgen(getter)]
    pub fn bytes(&self) -> f64 {
        self.session.solver().bytes() as f64
    }

    /// What `limits.maxBytes` counts now: `bytes`, the view's share and the root's history.
    #[wasm_bindgen(getter, js_name = budgetBytes)]
    pub fn budget_bytes(&self) -> f64 {
        self.session.solver().budget_bytes() as f64
    }
}
