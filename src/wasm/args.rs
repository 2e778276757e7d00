//! The one reader of the counts and ids that JS passes as arguments.
//!
//! The entry points take these as `JsValue`, not `f64`: wasm-bindgen would convert whatever JS
//! passes to a number (`"3"` to 3, `null` to 0, `"abc"` to NaN), so a wrong argument would be
//! taken, or named by its converted value. Here only a JS number that is a whole number in
//! range is accepted; anything else is refused with an `Error` that names the argument, the
//! value as JS shows it (`"abc"`, `null`, `NaN`, `Infinity`, `1.5`) and what is allowed.

use crate::error::Error;
use wasm_bindgen::prelude::*;

/// The largest whole number a JS number holds exactly (`Number.MAX_SAFE_INTEGER`): above it,
/// neighbouring whole numbers are the same number, so no count or id may be larger.
pub(super) const MAX_SAFE: u64 = (1 << 53) - 1;

/// `v` when it is a JS number that is a whole number from `min` to `max` (at most
/// [`MAX_SAFE`]); otherwise an `Error` saying `{label} {v} is out of range: {allowed}`, with
/// `allowed` by default "it must be a whole number from min to max" (">= min and at most 2^53 - 1"
/// when `max` is `MAX_SAFE`, so that 2^53 itself is not refused by a bound it meets). `label` names the argument as the message shows it: `"since ="`, `"node id"`.
pub(super) fn whole(
    label: &str,
    v: &JsValue,
    min: u64,
    max: u64,
    allowed: Option<&str>,
) -> Result<u64, Error> {
    let max = max.min(MAX_SAFE);
    // Compared as f64: every bound is at most 2^53 - 1, which f64 holds exactly.
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 && x >= min as f64 && x <= max as f64 => Ok(x as u64),
        _ => Err(refused(label, v, min, max, allowed)),
    }
}

/// `whole` for an argument that may also be `undefined` (then `None`).
#[cfg(feature = "visualiser")]
pub(super) fn optional_whole(
    label: &str,
    v: &JsValue,
    min: u64,
    max: u64,
    allowed: Option<&str>,
) -> Result<Option<u64>, Error> {
    if v.is_undefined() {
        Ok(None)
    } else {
        whole(label, v, min, max, allowed).map(Some)
    }
}

/// The refusal of an argument, naming it, its value and what is allowed.
fn refused(label: &str, v: &JsValue, min: u64, max: u64, allowed: Option<&str>) -> Error {
    match allowed {
        Some(allowed) => refused_with(label, v, allowed),
        None if max == MAX_SAFE => refused_with(
            label,
            v,
            &format!("it must be a whole number >= {min} and at most 2^53 - 1"),
        ),
        None => refused_with(
            label,
            v,
            &format!("it must be a whole number from {min} to {max}"),
        ),
    }
}

/// `{label} {v} is out of range: {allowed}`, with `v` as JS shows it.
#[inline(never)]
fn refused_with(label: &str, v: &JsValue, allowed: &str) -> Error {
    // JsValue's Debug is JS's own rendering (strings quoted, NaN, Infinity, null, undefined)
    // inside "JsValue(…)".
    let debug = format!("{v:?}");
    let shown = debug
        .strip_prefix("JsValue(")
        .and_then(|s| s.strip_suffix(')'))
        .unwrap_or(&debug);
    Error::Input(format!("{label} {shown} is out of range: {allowed}"))
}

/// An iteration to move to (`goto`, `rewindTo`).
#[cfg(feature = "visualiser")]
pub(super) fn iteration(v: &JsValue) -> Result<u64, Error> {
    whole("iteration", v, 0, MAX_SAFE, None)
}

/// `run()`'s bounds, `{maxIterations, maxMillis}` (either may be absent, and so may the
/// object): the whole number of iterations at most, and the milliseconds (any positive
/// number). Any other key is refused, so a typo such as `maxIteration` is not ignored.
#[cfg(feature = "visualiser")]
pub(super) fn run_bounds(bounds: &JsValue) -> Result<(Option<u64>, Option<f64>), Error> {
    if bounds.is_undefined() || bounds.is_null() {
        return Ok((None, None));
    }
    if !bounds.is_object() {
        return Err(refused_with(
            "run",
            bounds,
            "it must be an object such as {maxIterations: 100, maxMillis: 50}, or undefined",
        ));
    }
    let keys = js_sys::Object::keys(bounds.unchecked_ref::<js_sys::Object>());
    for k in keys.iter() {
        let k = k.as_string().unwrap_or_default();
        if k != "maxIterations" && k != "maxMillis" {
            return Err(Error::Input(format!(
                "run: unknown field `{k}`, expected `maxIterations` or `maxMillis`"
            )));
        }
    }
    let get = |k: &str| js_sys::Reflect::get(bounds, &JsValue::from_str(k)).unwrap_or_default();
    let iterations = optional_whole("maxIterations =", &get("maxIterations"), 1, MAX_SAFE, None)?;
    let millis = get("maxMillis");
    let millis = match millis.as_f64() {
        _ if millis.is_undefined() => None,
        Some(m) if m.is_finite() && m > 0.0 => Some(m),
        _ => {
            return Err(refused_with(
                "maxMillis =",
                &millis,
                "it must be a positive number",
            ))
        }
    };
    Ok((iterations, millis))
}
