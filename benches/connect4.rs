//! The exact Connect-4 solver on the standard 7x6 board (src/exact/connect4): the empty board's
//! value and every first move's value, and the lecture's seven replies to the opening in
//! column d with their distances. Asserts the published answers, reports CPU time, positions
//! searched and positions per second. `cargo bench --bench connect4` runs the replies to d
//! (minutes); `C4_PARTS=after-d,first,empty` adds the first moves' values and the empty board's
//! score, each far longer (docs/performance.md).

#![cfg(not(target_arch = "wasm32"))]

use pnlab::exact::connect4::{plies, Geometry, Position, Solver};
mod common;
use common::{cpu_seconds, peak_since, start_peak};

#[global_allocator]
static ALLOC: common::Counting = common::Counting;

/// Table slots: 2^24 (5 bytes each, about 84 MB), as the CLI's default.
const SLOTS: usize = 1 << 24;

fn report(what: &str, nodes: u64, secs: f64) {
    println!(
        "{what}: {nodes} positions, {secs:.1} s of CPU, {:.2} M positions/s",
        nodes as f64 / secs.max(1e-9) / 1e6
    );
}

fn main() {
    let base = start_peak();
    let parts = std::env::var("C4_PARTS").unwrap_or_else(|_| "after-d".into());
    let g = Geometry::new(7, 6).expect("7x6 fits");
    let cells = g.cells();
    let col = |c: char| c as u32 - 'a' as u32;

    if parts.contains("empty") {
        let mut s = Solver::new(g.clone(), SLOTS);
        let t = cpu_seconds();
        let score = s.solve(Position::EMPTY, false);
        let secs = cpu_seconds() - t;
        assert_eq!(score, 1, "the first player wins with the last disc but one");
        assert_eq!(plies(cells, 0, score), Some(41));
        report(
            "empty 7x6, exact score 1 (first player wins in 41 plies)",
            s.nodes,
            secs,
        );
    }

    if parts.contains("first") {
        let mut s = Solver::new(g.clone(), SLOTS);
        let t = cpu_seconds();
        let mut words = Vec::new();
        for c in 'a'..='g' {
            // The reply's value for the second player, weakly: the sign only.
            let v = -s.solve(Position::EMPTY.play_col(&g, col(c)), true);
            words.push(match v {
                1 => "win",
                0 => "draw",
                _ => "loss",
            });
        }
        let secs = cpu_seconds() - t;
        assert_eq!(
            words,
            ["loss", "loss", "draw", "win", "draw", "loss", "loss"],
            "d alone wins, c and e draw"
        );
        report(
            &format!("first moves a..g: {}", words.join(" ")),
            s.nodes,
            secs,
        );
    }

    if parts.contains("after-d") {
        let mut s = Solver::new(g.clone(), SLOTS);
        let d = Position::EMPTY.play_col(&g, col('d'));
        let t = cpu_seconds();
        let mut found = Vec::new();
        for c in 'a'..='g' {
            let son = d.play_col(&g, col(c));
            let score = s.solve(son, false);
            // The reply loses for the second player: the first player, to move in `son`, wins.
            assert!(score > 0, "{c} after d loses");
            found.push(plies(cells, son.moves, score).expect("decided"));
        }
        let secs = cpu_seconds() - t;
        println!("after d, plies to the end after each reply a..g: {found:?}");
        assert_eq!(
            found,
            [33, 37, 37, 39, 37, 37, 33],
            "the lecture's distances"
        );
        report("after d, the seven replies", s.nodes, secs);
    }
    println!(
        "peak heap {} bytes (the table: 5 bytes a slot)",
        peak_since(base)
    );
}
