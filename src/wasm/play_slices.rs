//! A position's report in slices, so the play worker can post how far it is between them
//! (`beginReport`, then `advance` until it returns the report). `report` is the same work in
//! one call.

use super::args::{whole, MAX_SAFE};
use super::play::{line_of, PnPlay};
use super::to_js;
use crate::error::Error;
use crate::solution::Slice;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
enum Out<'a> {
    Progress(&'a crate::solution::Progress),
    Report(&'a crate::solution::PositionReport),
}

#[wasm_bindgen]
impl PnPlay {
    /// Starts the report of the position after `line`; `advance` works it out. Returns how
    /// far it is before any work: the position and its legal moves, without values.
    #[wasm_bindgen(js_name = beginReport, unchecked_return_type = "ReportProgress")]
    pub fn begin_report(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string[]")] line: JsValue,
    ) -> Result<JsValue, Error> {
        let line = line_of(&line)?;
        let p = self.analyst.begin_report(&line)?;
        to_js(&p)
    }

    /// One slice of the report begun last: one move's exact solve, or up to `iterations`
    /// iterations of a fallback PN-search. `{progress}` while work is left, then `{report}`.
    #[wasm_bindgen(unchecked_return_type = "ReportSlice")]
    pub fn advance(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] iterations: JsValue,
    ) -> Result<JsValue, Error> {
        let iterations = whole("iterations =", &iterations, 1, MAX_SAFE, None)?;
        let slice = self.analyst.advance(iterations)?;
        match &slice {
            Slice::Working(p) => to_js(&Out::Progress(p)),
            Slice::Done(r) => to_js(&Out::Report(r)),
        }
    }
}
