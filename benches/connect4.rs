//! The exact Connect-4 solver on the standard 7x6 board (src/exact/connect4): the empty board's
//! value and every first move's value, and the lecture's seven replies to the opening in
//! column d with their distances. Asserts the published answers, reports CPU time, positions
//! searched and positions per second. `cargo bench --bench connect4` runs the replies to d
//! (minutes); `C4_PARTS=after-d,first,empty` adds the first moves' values and the empty board's
//! score, each far longer (docs/performance.md). `C4_PARTS=paired` solves a fixed set of random
//! positions (`C4_COUNT` of them, `C4_PLIES` discs, e.g. `10-13`) once per variant of the
//! solver's options (`C4_VARIANTS`, e.g. `pons,etc,history,etc+history`) in one run, asserts
//! that every variant finds the same scores, and reports each variant's positions and CPU.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::exact::connect4::{plies, Geometry, Options, Position, Solver};
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

/// `count` positions of `min..=max` discs from random moves (a fixed generator), none of them
/// over and none with a win for the player to move on the next disc.
fn random_positions(g: &Geometry, count: usize, min: u32, max: u32) -> Vec<Position> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = move |n: u32| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as u32 % n
    };
    let mut found = Vec::new();
    while found.len() < count {
        let len = min + next(max - min + 1);
        let mut p = Position::EMPTY;
        let mut ok = true;
        for _ in 0..len {
            let cols: Vec<u32> = (0..g.cols).filter(|&c| p.can_play(g, c)).collect();
            let c = cols[next(cols.len() as u32) as usize];
            if p.wins_with(g, c) {
                ok = false;
                break;
            }
            p = p.play_col(g, c);
        }
        if ok && !p.can_win_next(g) {
            found.push(p);
        }
    }
    found
}

/// A variant's name as `C4_VARIANTS` gives it: `pons` (none of the reductions), or the
/// reductions joined by `+`: `etc` (at every node), `etcN` (at nodes with at least N empty
/// cells), `history`, `claimeven` (Allis's rule as bounds), `tN` (a table of 2^N slots instead
/// of 2^24), `weak` (the sign of the score only: win, draw or loss). Its options, slots and
/// whether it is weak.
fn variant(name: &str) -> (Options, usize, bool) {
    let mut o = Options {
        etc: None,
        history: false,
        claimeven: false,
    };
    let mut slots = SLOTS;
    let mut weak = false;
    let bad = |part: &str| -> ! {
        panic!("C4_VARIANTS: \"{part}\" is none of pons, etc, etcN, history, claimeven, tN, weak")
    };
    for part in name.split('+') {
        match part {
            "pons" => {}
            "history" => o.history = true,
            "claimeven" => o.claimeven = true,
            "weak" => weak = true,
            _ if part.starts_with("etc") => {
                o.etc = Some(
                    part[3..]
                        .parse()
                        .or_else(|e| match part.len() {
                            3 => Ok(0),
                            _ => Err(e),
                        })
                        .unwrap_or_else(|_| bad(part)),
                )
            }
            _ if part.starts_with('t') => {
                slots = 1 << part[1..].parse::<u32>().unwrap_or_else(|_| bad(part))
            }
            _ => bad(part),
        }
    }
    (o, slots, weak)
}

fn paired(g: &Geometry) {
    let count: usize =
        std::env::var("C4_COUNT").map_or(33, |v| v.parse().expect("C4_COUNT: a count"));
    let plies = std::env::var("C4_PLIES").unwrap_or_else(|_| "10-13".into());
    let (min, max) = plies
        .split_once('-')
        .map(|(a, b)| {
            (
                a.parse().expect("C4_PLIES: from"),
                b.parse().expect("C4_PLIES: to"),
            )
        })
        .expect("C4_PLIES: FROM-TO, e.g. 10-13");
    let positions = random_positions(g, count, min, max);
    let names = std::env::var("C4_VARIANTS").unwrap_or_else(|_| "pons,etc".into());
    let mut first: Option<(Vec<i32>, bool)> = None;
    for name in names.split(',') {
        let (options, slots, weak) = variant(name);
        let mut s = Solver::new(g.clone(), slots).with_options(options);
        let t = cpu_seconds();
        let scores: Vec<i32> = positions.iter().map(|p| s.solve(*p, weak)).collect();
        let secs = cpu_seconds() - t;
        match &first {
            // A weak solve gives the sign (-1, 0, 1) only: compared with another, signs.
            Some((f, f_weak)) if weak || *f_weak => {
                let signs = |v: &[i32]| v.iter().map(|x| x.signum()).collect::<Vec<_>>();
                assert_eq!(
                    signs(&scores),
                    signs(f),
                    "{name} disagrees in sign with the first variant"
                );
            }
            Some((f, _)) => assert_eq!(&scores, f, "{name} disagrees with the first variant"),
            None => first = Some((scores, weak)),
        }
        report(
            &format!("{count} positions of {plies} discs, {name}"),
            s.nodes,
            secs,
        );
    }
}

fn main() {
    let base = start_peak();
    let parts = std::env::var("C4_PARTS").unwrap_or_else(|_| "after-d".into());
    let g = Geometry::new(7, 6).expect("7x6 fits");
    let cells = g.cells();
    let col = |c: char| c as u32 - 'a' as u32;

    if parts.contains("paired") {
        paired(&g);
    }

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
