//! Prints the per-level table of (7,4) K4WEAK under the thesis program's terminal rule, to set
//! beside the thesis's Table 4.2. `cargo run --release --example table42`
use pnlab::config::Preset;
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::search::Search;
use pnlab::search::{DagAlgorithm, Setup, Solver};
fn main() {
    let g = Clique::new(7, 4, Normaliser::Neighbours)
        .expect("valid")
        .with_thesis_terminal_rule(true);
    let mut s = Search::build(Setup::new(g, Preset::K4Weak.options()));
    s.run(None);
    for r in &s.stats().levels {
        println!(
            "{:>2} {:>6} ({}, {}) {:>5}",
            r.level, r.created, r.created_lost, r.threats, r.solved
        );
    }
}
