//! Builds the Connect-4 7x6 opening book (src/exact/connect4/book.rs) with the exact solver and
//! writes it: `cargo run --release --example connect4_book -- FILE LINE...` (an empty LINE is
//! the start; scripts/build-connect4-book.sh gives the lines of the book in the repository).
//! Scores FILE already holds are taken from it, not solved again, so a book grows a line at a
//! time.

use pnlab::exact::connect4::book::{build, Book};
use pnlab::exact::connect4::{Geometry, Solver};
use std::time::Instant;

/// Table slots: 2^25, about 168 MB.
const SLOTS: usize = 1 << 25;

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some((file, lines)) = args.split_first() else {
        return Err(
            "usage: connect4_book FILE LINE... (a LINE is columns a..g, \"\" the start)".into(),
        );
    };
    let g = Geometry::new(7, 6)?;
    let mut solver = Solver::new(g.clone(), SLOTS);
    let old = match std::fs::read_to_string(file) {
        Ok(text) => Some(Book::read(&text)?),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(format!("{file}: {e}")),
    };
    let clock = Instant::now();
    let book = build(
        &g,
        lines,
        |p| {
            old.as_ref()
                .and_then(|b| b.score(&g, p))
                .unwrap_or_else(|| solver.solve(*p, false))
        },
        |p, s| {
            eprintln!(
                "key {} ({} discs): score {s}, {:.0} s",
                p.sym_key(&g),
                p.moves,
                clock.elapsed().as_secs_f64()
            )
        },
    )?;
    std::fs::write(file, book.to_json()).map_err(|e| format!("{file}: {e}"))?;
    eprintln!(
        "{} positions in {:.0} s, {} searched (the solver's positions)",
        book.positions.len(),
        clock.elapsed().as_secs_f64(),
        solver.nodes
    );
    Ok(())
}
