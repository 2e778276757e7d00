//! Replies as JS values: serde-wasm-bindgen's JSON-compatible serialiser, so a reply is the
//! plain object its JSON would parse to (maps as objects, `None` as `null`), and a 64-bit
//! number past 2^53 is refused rather than rounded.

use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A reply as a JS value; one that cannot be one throws serde-wasm-bindgen's message.
pub(super) fn to_js<T: Serialize + ?Sized>(v: &T) -> Result<JsValue, JsError> {
    v.serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

#[cfg(all(test, target_arch = "wasm32"))]
mod tests {
    use super::*;
    use wasm_bindgen_test::wasm_bindgen_test;

    /// The thrown error's `message`, as the page shows it.
    fn message(e: JsError) -> String {
        js_sys::Reflect::get(&JsValue::from(e), &"message".into())
            .ok()
            .and_then(|m| m.as_string())
            .unwrap_or_default()
    }

    /// A number past 2^53 is refused by name; maps become plain objects and `None` is `null`.
    #[wasm_bindgen_test]
    fn a_number_past_2_53_is_refused_by_name() {
        let e = message(to_js(&u64::MAX).unwrap_err());
        assert!(
            e.contains("18446744073709551615 can't be represented as a JavaScript number"),
            "{e}"
        );
        assert_eq!(
            to_js(&((1u64 << 53) - 1)).unwrap().as_f64(),
            Some(9007199254740991.0)
        );
        let map: std::collections::BTreeMap<&str, Option<u32>> =
            [("a", Some(1)), ("b", None)].into();
        let v = to_js(&map).unwrap();
        assert_eq!(
            String::from(js_sys::JSON::stringify(&v).unwrap()),
            r#"{"a":1,"b":null}"#
        );
    }
}
