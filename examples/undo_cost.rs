//! What going back costs through the undo journal, deep in a long solve: solves clique (n,4)
//! BEST in a `Session` (which keeps the journal) to the end, then times back(1), back(100) and
//! back(10,000), asserting after each that it landed where the forward run was (iteration,
//! nodes, statistics, root numbers, current path). `cargo run --release --example undo_cost
//! -- 8` for (8,4); the figures are in `docs/replay.md`.
use pnlab::config::{Config, Preset};
use pnlab::search::Stats;
use pnlab::session::Session;
use std::time::Instant;

/// What the forward run saw at an iteration, to compare a back against.
struct Seen {
    nodes: usize,
    stats: Stats,
    root: (u32, u32),
    path: Vec<u32>,
}

fn seen(s: &Session) -> Seen {
    Seen {
        nodes: s.solver().node_count(),
        stats: s.solver().stats().clone(),
        root: s.solver().root_numbers(),
        path: s.solver().current_path(),
    }
}

fn main() {
    let n: u32 = std::env::args()
        .nth(1)
        .map_or(7, |a| a.parse().expect("n, the clique game's board size"));
    // The solve's length, known from `pnlab solve clique --n N --k 4 --preset BEST`.
    let end: u64 = match n {
        7 => 7_059,
        8 => 4_710_003,
        _ => panic!("n must be 7 or 8"),
    };
    let backs = [1u64, 100, 10_000];
    let mut s = Session::new(Config::clique(n, 4, Preset::Best)).expect("valid");
    let t = Instant::now();
    let mut marks = Vec::new();
    // back(k) comes after the smaller backs: it lands `total` (k and those) before the end.
    let mut total: u64 = backs.iter().sum();
    for &k in backs.iter().rev() {
        if let Some(at) = end.checked_sub(total) {
            s.goto(at);
            marks.push((k, at, seen(&s)));
        }
        total -= k;
    }
    s.run(None);
    let run = t.elapsed().as_secs_f64();
    assert_eq!(s.iteration(), end, "the solve's length");
    println!(
        "(n={n},4) BEST solved in a Session: {end} iterations, {} nodes, {:.0} MB of which the \
         journal {:.1} MB, reaching back {} iterations ({:.0} bytes per iteration), in {run:.1} s",
        s.solver().node_count(),
        s.solver().bytes() as f64 / 1e6,
        s.journal_bytes() as f64 / 1e6,
        end - s.solver().journal_reach().unwrap_or(end),
        s.journal_bytes() as f64 / (end - s.solver().journal_reach().unwrap_or(end)).max(1) as f64,
    );
    for (k, at, want) in marks.iter().rev() {
        let k = *k;
        let t = Instant::now();
        s.back(k);
        let took = t.elapsed().as_secs_f64();
        assert_eq!(s.iteration(), *at, "back({k}) landed elsewhere");
        let got = seen(&s);
        assert_eq!(got.nodes, want.nodes, "back({k}): nodes");
        assert_eq!(got.stats, want.stats, "back({k}): statistics");
        assert_eq!(got.root, want.root, "back({k}): root numbers");
        assert_eq!(got.path, want.path, "back({k}): current path");
        println!(
            "back({k}) to iteration {at} ({} nodes): {:.3} ms",
            got.nodes,
            took * 1e3
        );
    }
}
