//! Measures what going back one step costs by deterministic replay, and what a checkpoint
//! (a clone of the whole search) would cost instead. `cargo run --release --example replay_cost`
use pnlab::config::{Config, Preset};
use pnlab::session::Session;
use std::time::Instant;

fn main() {
    for (n, preset) in [(6, Preset::K4Weak), (7, Preset::Best), (7, Preset::K4Weak)] {
        let mut s = Session::new(Config::clique(n, 4, preset)).expect("valid");
        s.run(None);
        let end = s.iteration();
        let bytes = s.solver().bytes();
        let t = Instant::now();
        s.back(1);
        let back = t.elapsed().as_secs_f64() * 1e3;
        println!(
            "({n},4) {}: back 1 step from iteration {end} by replay: {back:.1} ms; \
             a checkpoint there would hold {:.1} MB",
            preset.name(),
            bytes as f64 / 1e6
        );
    }
}
