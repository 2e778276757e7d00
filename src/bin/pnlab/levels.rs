//! `pnlab levels` and `pnlab moves`: the levels of solving (weak, semi-strong, strong) per
//! depth, and the value and distance of every legal move of a position (docs/play.md).

use crate::gameargs::GameArgs;
use crate::out::{emit, outln};
use clap::Args;
use pnlab::exact::analyst;
use pnlab::solution::{LevelsReport, PositionReport};
use std::time::Instant;

/// What `moves` takes.
#[derive(Args)]
pub struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Most positions the exact solve may hold (up to symmetry; at least 1).
    #[arg(long, default_value_t = 20_000_000, allow_negative_numbers = true, value_parser = crate::parse_count)]
    budget: u64,
    /// Print JSON instead of the table.
    #[arg(long)]
    json: bool,
}

/// What `levels` takes: `moves`'s flags and the node limit of the weak solution's PN-searches,
/// which `moves` runs none of and so does not offer.
#[derive(Args)]
pub struct LevelsArgs {
    #[command(flatten)]
    common: MovesArgs,
    /// Most nodes each PN-search of the weak solution may create (at least 1).
    #[arg(long, default_value_t = 50_000_000, allow_negative_numbers = true, value_parser = crate::parse_count)]
    max_nodes: u64,
    /// Count positions (up to symmetry) and move sequences per depth up to D plies, without
    /// solving: every game, cyclic ones included.
    #[arg(long, value_name = "D", allow_negative_numbers = true, value_parser = parse_depth)]
    depth: Option<u32>,
}

/// Runs `work` on the game's solution from the start position, timed; with `--json` prints its
/// answer as JSON with the seconds, else the text `text` makes of it.
fn timed<T: serde::Serialize>(
    a: &MovesArgs,
    work: impl FnOnce(&mut dyn pnlab::solution::Analyst, &[String]) -> Result<T, String>,
    text: impl FnOnce(&T, f64) -> String,
) -> Result<(), String> {
    let config = a.game.config()?;
    let mut solution = analyst(&config)?;
    // A budget past the address space holds no more than one that fills it.
    solution.set_budget(usize::try_from(a.budget).unwrap_or(usize::MAX));
    let clock = Instant::now();
    let r = work(solution.as_mut(), &config.start)?;
    let secs = clock.elapsed().as_secs_f64();
    if a.json {
        let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
        v["seconds"] = secs.into();
        emit(&format!("{v}\n"))
    } else {
        emit(&text(&r, secs))
    }
}

/// Reads `--depth`: plies, digits only, named with what is allowed when it is not.
fn parse_depth(s: &str) -> Result<u32, String> {
    let allowed = format!("0 <= depth <= {} (plies)", u32::MAX);
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "not a whole number: give digits only (no sign, fraction or exponent), {allowed}"
        ));
    }
    s.parse().map_err(|_| format!("out of range: {allowed}"))
}

pub fn levels(a: &LevelsArgs) -> Result<(), String> {
    if let Some(depth) = a.depth {
        let config = a.common.game.config()?;
        let clock = Instant::now();
        let r = pnlab::solution::depths::of_config(&config, depth)?;
        let secs = clock.elapsed().as_secs_f64();
        return if a.common.json {
            let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
            v["seconds"] = secs.into();
            emit(&format!("{v}\n"))
        } else {
            emit(&depths_text(&r, secs))
        };
    }
    timed(
        &a.common,
        |s, line| s.levels(line, a.max_nodes),
        levels_text,
    )
}

fn levels_text(r: &LevelsReport, secs: f64) -> String {
    let mut o = String::new();
    let plies = r
        .plies
        .map(|p| format!(" in {p} plies"))
        .unwrap_or_default();
    outln!(o, "{}: {}{plies}", r.game, r.result);
    outln!(
        o,
        "positions per depth, up to symmetry, the ended ones included"
    );
    outln!(
        o,
        "{:>6} {:>12} {:>12} {:>12}",
        "depth",
        "weak",
        "semi-strong",
        "strong"
    );
    let weak = |w: Option<u64>| w.map_or("-".to_string(), |w| w.to_string());
    for row in &r.rows {
        outln!(
            o,
            "{:>6} {:>12} {:>12} {:>12}",
            row.depth,
            weak(row.weak),
            row.semi_strong,
            row.strong
        );
    }
    outln!(
        o,
        "{:>6} {:>12} {:>12} {:>12}",
        "total",
        weak(r.weak),
        r.semi_strong,
        r.strong
    );
    match (&r.why, r.pn_created) {
        (Some(why), _) => outln!(o, "the game is over at the start: {why}; nothing to search"),
        (None, Some(c)) => outln!(
            o,
            "weak: the checked proofs {} of PN-search (K4WEAK), which created {c} nodes",
            r.claims.join(" + ")
        ),
        (None, None) => outln!(o, "weak: PN-search ran into its node limit"),
    }
    outln!(o, "{secs:.2} s");
    o
}

fn depths_text(r: &pnlab::solution::depths::DepthReport, secs: f64) -> String {
    let mut o = String::new();
    outln!(
        o,
        "{}: positions per depth, up to symmetry, the ended ones included",
        r.game
    );
    outln!(o, "{:>6} {:>12} {:>16}", "depth", "positions", "sequences");
    for row in &r.rows {
        outln!(
            o,
            "{:>6} {:>12} {:>16}",
            row.depth,
            row.positions,
            row.sequences
        );
    }
    outln!(o, "{secs:.2} s");
    o
}

/// `pnlab moves`: the report of one position.
pub fn moves(a: &MovesArgs) -> Result<(), String> {
    timed(a, |s, line| s.report(line), |r, _| moves_text(r))
}

/// "win in 5", "draw", "loss in 8", or "?" when a limit left it unknown.
pub fn describe(value: Option<pnlab::solution::Verdict>, plies: Option<u32>) -> String {
    match (value, plies) {
        (Some(v), Some(p)) => format!("{} in {p}", v.word()),
        (Some(v), None) => v.word().to_string(),
        (None, _) => "?".into(),
    }
}

fn moves_text(r: &PositionReport) -> String {
    let mut o = String::new();
    if let Some(over) = r.over {
        match &r.why {
            Some(why) => outln!(o, "{}: the game is over: {why}", r.game),
            None => outln!(o, "{}: the game is over ({})", r.game, over.word()),
        }
        return o;
    }
    outln!(
        o,
        "{} after {} moves, {:?} to move: {} ({})",
        r.game,
        r.moves_played,
        r.to_move,
        describe(r.value, r.plies),
        r.method
    );
    if let Some(n) = &r.note {
        outln!(o, "{n}");
    }
    for m in &r.moves {
        let mark = if Some(&m.label) == r.recommended.as_ref() {
            "*"
        } else {
            " "
        };
        outln!(o, "{mark} {:<8} {}", m.label, describe(m.value, m.plies));
    }
    o
}
