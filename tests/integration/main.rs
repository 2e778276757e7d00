//! The integration tests, one module per subject, linked as one test binary: `cargo test --test
//! integration` runs them all, `cargo test --test integration dfpn::` one module.

// Native only: the wasm has its own global allocator (src/wasm/alloc.rs), and the wasm tests
// (wasm_node.rs, wasm_browser.rs) are their own binaries.
#![cfg(not(target_arch = "wasm32"))]

mod common;

#[global_allocator]
static COUNTING: common::counting::Counting = common::counting::Counting;

mod any_game;
mod any_normalise_sons;
mod cli;
mod cli_inputs;
mod clique;
mod clobber;
mod config_read;
mod connect4;
mod cyclic_proofs;
mod dcg_memory;
mod dcg_morris;
mod delta;
mod dfpn;
mod distributed;
mod error_kinds;
mod hexapawn;
mod ideas;
mod journal_memory;
mod known_answers;
mod layers;
mod levels_exact;
mod limits;
mod morris_endgames;
mod morris_malom;
mod no_symmetry;
mod overcount;
mod play;
mod play_slices;
mod pn2;
mod positional;
mod prefetch;
mod proof_view;
mod proofs;
mod repetition;
mod schema;
mod session;
mod session_runs;
mod solve;
mod start_lines;
mod stepover;
mod table_bytes;
mod tictactoe;
mod undo;
mod undo_parent_blocks;
mod update_parents;
mod wide_clique;
