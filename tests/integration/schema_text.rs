//! The wasm's `schema()` answers a JSON text kept in `src/wasm/schema.json` rather than building
//! the schema in code (7 KB of the module): that text must be the wasm build's schema exactly,
//! key order included. The wasm's schema is the native one but for the clique game, whose
//! `n` and `k` stop at 8 there (the 64-bit board only: `OFFERED_N` in
//! `src/games/clique/mod.rs`); `tests/wasm_common` compares the wasm's own answer too. The wasm
//! also reads its games' names and parameters from this text (`registry::read_catalogue`), and a
//! wasm test checks them against each game's own `info`. After a
//! change to a game, preset or setting, write the text again with
//! `PNLAB_WRITE_SCHEMA=1 cargo test --test integration schema_text`.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::games::registry::ParamKind;

const FILE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src/wasm/schema.json");

/// The wasm build's largest clique game.
const WASM_MAX_N: i64 = 8;

#[test]
fn the_wasm_s_schema_text_is_the_engine_s_schema() {
    let mut schema = pnlab::config::schema();
    let clique = &mut schema.games[0];
    assert_eq!(clique.name, "clique");
    for p in &mut clique.params {
        if let ParamKind::Int { max, .. } = &mut p.kind {
            *max = WASM_MAX_N;
        }
    }
    let now = serde_json::to_string(&schema).expect("the schema as JSON");
    if std::env::var_os("PNLAB_WRITE_SCHEMA").is_some() {
        std::fs::write(FILE, format!("{now}\n")).expect("src/wasm/schema.json written");
    }
    let kept = std::fs::read_to_string(FILE).expect("src/wasm/schema.json");
    assert!(
        kept.trim_end() == now,
        "src/wasm/schema.json is not the engine's schema: write it again with \
         PNLAB_WRITE_SCHEMA=1 cargo test --test integration schema_text"
    );
}
