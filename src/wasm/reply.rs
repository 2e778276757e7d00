//! The replies' one serialiser: a serde `Serializer` that builds the JS value directly, as
//! serde-wasm-bindgen's `Serializer::json_compatible()` did (the same values, keys in the same
//! order, the same message for a number past 2^53), but through a few small functions that
//! LLVM keeps out of line. serde's derives are compiled once per reply type and serialiser;
//! with serde-wasm-bindgen each field's conversion and `obj[key] = value` was inlined into
//! them, and they were a large share of the module (`docs/performance-browser.md`).

use crate::posmap::PosMap;
use js_sys::{Array, JsString, Object, Uint8Array};
use serde::ser::{self, Serialize};
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    /// A plain object, its fields set by `obj[key] = value`.
    pub(super) type Target;
    #[wasm_bindgen(method, indexing_setter)]
    fn set(this: &Target, key: &JsString, value: JsValue);
    #[wasm_bindgen(js_name = String)]
    fn js_string(value: &JsValue) -> String;
}

/// A reply as a JS value; a reply that cannot be one throws the message serde-wasm-bindgen gave.
pub(super) fn to_js<T: Serialize + ?Sized>(v: &T) -> std::result::Result<JsValue, JsError> {
    v.serialize(Js).map_err(thrown)
}

/// The error `to_js` throws, out of line: inlined, taking the message and making the `Error`
/// was a copy in every reply's export.
#[inline(never)]
fn thrown(_: Fail) -> JsError {
    JsError::new(&FAILED.take())
}

thread_local! {
    /// The message of the last failed conversion: the error itself carries nothing, so that
    /// each field's `?` in the derived code passes no string along (smaller code per field).
    static FAILED: RefCell<String> = RefCell::default();
}

/// Why a value could not be converted: the message waits in [`FAILED`].
#[derive(Debug)]
pub(super) struct Fail;

impl std::fmt::Display for Fail {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("the reply cannot be a JS value")
    }
}

impl std::error::Error for Fail {}

impl ser::Error for Fail {
    fn custom<T: std::fmt::Display>(msg: T) -> Self {
        fail(&msg.to_string())
    }
}

/// Keeps `msg` as `String(new Error(msg))` shows it, for `to_js` to throw.
#[inline(never)]
fn fail(msg: &str) -> Fail {
    FAILED.set(js_string(&JsError::new(msg).into()));
    Fail
}

type Result<T = JsValue> = std::result::Result<T, Fail>;

// `number`, `string`, `name` and `wide`'s safe path are inlined: where they are, the derived
// code sees `Ok` and drops its error check after each such field (1.5 KB of the wasm gzipped,
// `docs/performance-browser.md`); the rest stays out of line.
#[inline]
fn number(v: f64) -> Result {
    Ok(JsValue::from_f64(v))
}

#[inline]
fn string(v: &str) -> Result {
    Ok(JsValue::from_str(v))
}

/// A 64-bit integer as a JS number: only within ±(2^53 − 1), as serde-wasm-bindgen allows.
#[inline]
fn wide(v: i128) -> Result {
    const SAFE: i128 = (1 << 53) - 1;
    if (-SAFE..=SAFE).contains(&v) {
        number(v as f64)
    } else {
        Err(too_wide(v))
    }
}

#[inline(never)]
fn too_wide(v: i128) -> Fail {
    // Every value here came from an i64 or a u64: written as one, so that the module needs
    // no `i128` `Display` (1.4 KB).
    let shown = if v < 0 {
        (v as i64).to_string()
    } else {
        (v as u64).to_string()
    };
    fail(&format!(
        "{shown} can't be represented as a JavaScript number"
    ))
}

#[inline(never)]
pub(super) fn object() -> Target {
    Object::new().unchecked_into()
}

thread_local! {
    /// The JS string of each field name and variant met so far, by its address: decoding the
    /// name's UTF-8 again for every field made the page's step replies twice as slow.
    static NAMES: RefCell<PosMap<(usize, usize), JsString>> = RefCell::default();
}

/// `f` with the JS string of `name`, made once.
#[inline(never)]
fn with_name<R>(name: &'static str, f: impl FnOnce(&JsString) -> R) -> R {
    NAMES.with(|names| {
        let mut names = names.borrow_mut();
        let js = names
            .entry((name.as_ptr() as usize, name.len()))
            .or_insert_with(|| JsString::from(name));
        f(js)
    })
}

/// `target[key] = value`, with `key`'s JS string made once (also the typed arrays of the
/// page's deltas and snapshots, `src/wasm/delta.rs`).
#[inline(never)]
pub(super) fn put(target: &Target, key: &'static str, value: JsValue) {
    with_name(key, |k| target.set(k, value))
}

#[inline]
fn name(variant: &'static str) -> Result {
    Ok(with_name(variant, |v| v.clone().into()))
}

/// `{variant: value}`, serde's external tagging.
#[inline(never)]
fn tagged(variant: &'static str, value: JsValue) -> Result {
    let o = object();
    put(&o, variant, value);
    Ok(o.into())
}

/// The serialiser: zero-sized, so each call passes nothing for it.
#[derive(Clone, Copy)]
pub(super) struct Js;

pub(super) struct Seq(Array);

pub(super) struct Struct(Target);

pub(super) struct Map {
    target: Target,
    key: Option<JsValue>,
}

pub(super) struct Tagged<S> {
    variant: &'static str,
    inner: S,
}

/// The integer and float methods, each through `number` or `wide`.
macro_rules! through {
    ($($f:ident: $($name:ident($ty:ty)),*;)*) => {
        $($(fn $name(self, v: $ty) -> Result {
            $f(v.into())
        })*)*
    };
}

impl ser::Serializer for Js {
    type Ok = JsValue;
    type Error = Fail;
    type SerializeSeq = Seq;
    type SerializeTuple = Seq;
    type SerializeTupleStruct = Seq;
    type SerializeTupleVariant = Tagged<Seq>;
    type SerializeMap = Map;
    type SerializeStruct = Struct;
    type SerializeStructVariant = Tagged<Struct>;

    fn serialize_bool(self, v: bool) -> Result {
        Ok(JsValue::from_bool(v))
    }
    through! {
        number: serialize_i8(i8), serialize_i16(i16), serialize_i32(i32), serialize_u8(u8),
            serialize_u16(u16), serialize_u32(u32), serialize_f32(f32);
        wide: serialize_i64(i64), serialize_u64(u64);
    }
    fn serialize_i128(self, v: i128) -> Result {
        Ok(JsValue::from(v))
    }
    fn serialize_u128(self, v: u128) -> Result {
        Ok(JsValue::from(v))
    }
    fn serialize_f64(self, v: f64) -> Result {
        number(v)
    }
    fn serialize_char(self, v: char) -> Result {
        Ok(JsString::from(v).into())
    }
    fn serialize_str(self, v: &str) -> Result {
        string(v)
    }
    fn serialize_bytes(self, v: &[u8]) -> Result {
        Ok(Uint8Array::from(v).into())
    }
    fn serialize_none(self) -> Result {
        Ok(JsValue::NULL)
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result {
        Ok(JsValue::NULL)
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result {
        Ok(JsValue::NULL)
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result {
        name(variant)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result {
        tagged(variant, value.serialize(self)?)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Seq> {
        Ok(Seq(Array::new()))
    }
    fn serialize_tuple(self, _len: usize) -> Result<Seq> {
        Ok(Seq(Array::new()))
    }
    fn serialize_tuple_struct(self, _: &'static str, _len: usize) -> Result<Seq> {
        Ok(Seq(Array::new()))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Tagged<Seq>> {
        Ok(Tagged {
            variant,
            inner: Seq(Array::new()),
        })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Map> {
        Ok(Map {
            target: object(),
            key: None,
        })
    }
    fn serialize_struct(self, _: &'static str, _len: usize) -> Result<Struct> {
        Ok(Struct(object()))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _len: usize,
    ) -> Result<Tagged<Struct>> {
        Ok(Tagged {
            variant,
            inner: Struct(object()),
        })
    }
}

impl ser::SerializeSeq for Seq {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
        push(&self.0, value.serialize(Js)?);
        Ok(())
    }
    fn end(self) -> Result {
        Ok(self.0.into())
    }
}

/// `array.push(value)`, the value dropped here: one copy of its drop, not one in each
/// element type's loop.
#[inline(never)]
fn push(array: &Array, value: JsValue) {
    array.push(&value);
}

impl ser::SerializeTuple for Seq {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        Ok(self.0.into())
    }
}

impl ser::SerializeTupleStruct for Seq {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
        ser::SerializeSeq::serialize_element(self, value)
    }
    fn end(self) -> Result {
        Ok(self.0.into())
    }
}

impl ser::SerializeTupleVariant for Tagged<Seq> {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
        ser::SerializeSeq::serialize_element(&mut self.inner, value)
    }
    fn end(self) -> Result {
        tagged(self.variant, self.inner.0.into())
    }
}

impl ser::SerializeStruct for Struct {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        put(&self.0, key, value.serialize(Js)?);
        Ok(())
    }
    fn end(self) -> Result {
        Ok(self.0.into())
    }
}

impl ser::SerializeStructVariant for Tagged<Struct> {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<()> {
        ser::SerializeStruct::serialize_field(&mut self.inner, key, value)
    }
    fn end(self) -> Result {
        tagged(self.variant, self.inner.0.into())
    }
}

/// Maps become plain objects; their keys must be strings.
impl ser::SerializeMap for Map {
    type Ok = JsValue;
    type Error = Fail;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<()> {
        self.key = Some(key.serialize(Js)?);
        Ok(())
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<()> {
        let value = value.serialize(Js)?;
        set_entry(&self.target, self.key.take(), value)
    }
    fn end(self) -> Result {
        Ok(self.target.into())
    }
}

#[inline(never)]
fn set_entry(target: &Target, key: Option<JsValue>, value: JsValue) -> Result<()> {
    match key.map(JsCast::dyn_into::<JsString>) {
        Some(Ok(key)) => {
            target.set(&key, value);
            Ok(())
        }
        _ => Err(fail("Map key is not a string and cannot be an object key")),
    }
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

    /// A number past 2^53 throws serde-wasm-bindgen's message, written without `i128`'s
    /// `Display`, and the message waiting in `FAILED` is the one of the failing reply only.
    #[wasm_bindgen_test]
    fn a_number_past_2_53_is_refused_by_name() {
        assert_eq!(
            message(to_js(&u64::MAX).unwrap_err()),
            "Error: 18446744073709551615 can't be represented as a JavaScript number"
        );
        assert_eq!(
            message(to_js(&[1i64, -(1 << 60)]).unwrap_err()),
            "Error: -1152921504606846976 can't be represented as a JavaScript number"
        );
        assert_eq!(
            to_js(&((1u64 << 53) - 1)).unwrap().as_f64(),
            Some(9007199254740991.0)
        );
        assert!(FAILED.with_borrow(String::is_empty));
    }
}
