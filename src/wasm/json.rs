//! A JS input object as a JSON value: its JSON text (`JSON.stringify`, which refuses a cycle)
//! read as the CLI reads a file (`crate::json::parse`), so the browser and the CLI read the
//! same values and give the same messages.

use crate::error::Error;
use crate::json::Value;
use js_sys::JSON;
use wasm_bindgen::prelude::*;

/// `v` through JSON, as a value; `what` names it in an error ("config", "line").
pub(super) fn of(what: &str, v: &JsValue) -> Result<Value, Error> {
    let text = JSON::stringify(v)
        .ok()
        .and_then(|t| t.as_string())
        .ok_or_else(|| Error::Input(format!("{what} cannot be read as JSON")))?;
    crate::json::parse(&text).map_err(|e| Error::Input(format!("{what}: {e}")))
}
