//! `pnlab levels` and `pnlab moves`: the levels of solving (weak, semi-strong, strong) per
//! depth, and the value and distance of every legal move of a position (docs/play.md).

use crate::gameargs::GameArgs;
use crate::out::{emit, outln};
use clap::Args;
use pnlab::exact::analyst;
use pnlab::solution::{LevelsReport, PositionReport};
use pnlab::Error;
use std::time::Instant;

/// What `moves` takes.
#[derive(Args)]
pub struct MovesArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Most positions the exact solve may hold (up to symmetry; at least 1); with `levels
    /// --depth`, most positions one depth may hold.
    #[arg(long, default_value_t = 20_000_000, allow_negative_numbers = true, value_parser = crate::parse_count)]
    budget: u64,
    /// Print JSON instead of the table.
    #[arg(long)]
    json: bool,
    /// Bytes (a K, M, G or T suffix for powers of 1024, e.g. 2G): Connect-4's exact solver takes
    /// the largest table that fits (up to 2^27 slots of 5 bytes); with `levels --depth`, stop
    /// with "unknown (memory)" before the count's tables pass it.
    #[arg(long, allow_negative_numbers = true, value_parser = crate::parse_bytes)]
    max_memory: Option<u64>,
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
    work: impl FnOnce(&mut dyn pnlab::solution::Analyst, &[String]) -> Result<T, Error>,
    text: impl FnOnce(&T, f64) -> String,
) -> Result<(), Error> {
    let config = a.game.config()?;
    let mut solution = analyst(&config)?;
    // A budget past the address space holds no more than one that fills it.
    solution.set_budget(usize::try_from(a.budget).unwrap_or(usize::MAX));
    if let Some(bytes) = a.max_memory {
        solution.set_max_memory(bytes)?;
    }
    let clock = Instant::now();
    let r = work(solution.as_mut(), &config.start)?;
    let secs = clock.elapsed().as_secs_f64();
    if a.json {
        let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
        v["seconds"] = secs.into();
        Ok(emit(&format!("{v}\n"))?)
    } else {
        Ok(emit(&text(&r, secs))?)
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

pub fn levels(a: &LevelsArgs) -> Result<(), Error> {
    if let Some(depth) = a.depth {
        return Ok(depths(a, depth)?);
    }
    timed(
        &a.common,
        |s, line| s.levels(line, a.max_nodes),
        levels_text,
    )
}

/// `levels --depth D`: the counts per depth, each text row printed as soon as it is counted.
fn depths(a: &LevelsArgs, depth: u32) -> Result<(), String> {
    let config = a.common.game.config()?;
    let budget = pnlab::solution::depths::Budget {
        positions: Some(a.common.budget),
        bytes: a.common.max_memory,
    };
    let json = a.common.json;
    let clock = Instant::now();
    let mut printed = Ok(());
    let mut header = !json;
    let r = pnlab::solution::depths::of_config(&config, depth, budget, &mut |game, row| {
        if json || printed.is_err() {
            return;
        }
        let mut o = String::new();
        if std::mem::take(&mut header) {
            outln!(
                o,
                "{game}: positions per depth, up to symmetry, the ended ones included"
            );
            outln!(o, "{:>6} {:>12} {:>16}", "depth", "positions", "sequences");
        }
        outln!(
            o,
            "{:>6} {:>12} {:>16}",
            row.depth,
            row.positions,
            row.sequences
        );
        printed = emit(&o);
    })?;
    printed?;
    let secs = clock.elapsed().as_secs_f64();
    if json {
        let mut v = serde_json::to_value(&r).map_err(|e| e.to_string())?;
        v["result"] = match r.stopped_by {
            Some(_) => "unknown",
            None => "counted",
        }
        .into();
        v["seconds"] = secs.into();
        return emit(&format!("{v}\n"));
    }
    let mut o = String::new();
    if let Some(stop) = &r.stopped_by {
        outln!(o, "unknown ({}): {}", stop.limit, stop.why);
    }
    outln!(o, "{secs:.2} s");
    emit(&o)
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

/// `pnlab moves`: the report of one position.
pub fn moves(a: &MovesArgs) -> Result<(), Error> {
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
