//! Replies as JS values: serde-wasm-bindgen's JSON-compatible serialiser, so a reply is the
//! plain object its JSON would parse to (maps as objects, `None` as `null`), and a 64-bit
//! number past 2^53 is refused rather than rounded.

use crate::error::Error;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A reply as a JS value; one that cannot be one throws serde-wasm-bindgen's message.
pub(super) fn to_js<T: Serialize + ?Sized>(v: &T) -> Result<JsValue, Error> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| Error::Input(e.to_string()))
}
