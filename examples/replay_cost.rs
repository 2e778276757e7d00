//! Measures what going back one step costs by deterministic replay, and what a checkpoint
//! (a clone of the whole search) would cost instead. `cargo run --release --example replay_cost`;
//! with `-- --large`, also back one step from deep inside the (8,4) BEST solve.
use pnlab::config::{Config, Preset};
use pnlab::session::Session;
use std::time::Instant;

fn main() {
    for (n, preset) in [(6, Preset::K4Weak), (7, Preset::Best), (7, Preset::K4Weak)] {
        let mut s = Session::new(Config::clique(n, 4, preset)).expect("valid");
        s.set_journal(false);
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
    if std::env::args().any(|a| a == "--large") {
        for at in [250_000, 1_000_000] {
            let mut s = Session::new(Config::clique(8, 4, Preset::Best)).expect("valid");
            s.set_journal(false);
            let t = Instant::now();
            s.goto(at);
            let run = t.elapsed().as_secs_f64();
            let (nodes, bytes) = (s.solver().node_count(), s.solver().bytes());
            let t = Instant::now();
            s.back(1);
            let back = t.elapsed().as_secs_f64();
            println!(
                "(8,4) BEST: iteration {at} ({nodes} nodes, {:.0} MB) reached in {run:.1} s; \
                 back 1 step by replay: {back:.1} s",
                bytes as f64 / 1e6
            );
        }
    }
}
