//! The wasm library in Node (`wasm-pack test --node`).
#![cfg(target_arch = "wasm32")]
mod wasm_common;
