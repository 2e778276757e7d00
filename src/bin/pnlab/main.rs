//! `pnlab`: the command-line face of PN Lab. Every command can print JSON (`--json`).
//! Bad arguments print a message naming the value and what is allowed, and exit with code 2.
//!
//! Native only (clap is a native dependency): in a wasm build of the crate's targets (the wasm
//! tests build them all) this binary is empty.
#![cfg_attr(target_arch = "wasm32", no_main)]
#![cfg(not(target_arch = "wasm32"))]

mod compare;
mod distribute;
mod endgames;
mod gameargs;
mod levels;
mod out;
mod pipe;
mod progress;
mod readcap;
mod report;
mod resident;
mod settingargs;
mod tables;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use gameargs::GameArgs;
use out::{emit, note, outln};
use pnlab::config::{Ask, Config};
use pnlab::games::registry::{self, ParamKind};
use pnlab::json::Value;
use pnlab::search::{Algorithm, Status};
use pnlab::Error;
use report::SolveReport;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

/// Large blocks (the DAG's arenas, the table) on transparent huge pages: fewer TLB misses.
#[global_allocator]
static ALLOC: pnlab::hugepages::HugePages = pnlab::hugepages::HugePages;

#[derive(Parser)]
#[command(name = "pnlab", version, about = "Proof-number search you can watch")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve a game and print the result, the counts and the per-level table.
    Solve(SolveArgs),
    /// Solve a game with a coordinator and worker processes: a master PN tree whose leaves are
    /// jobs, checkpoints, and a stitched proof (docs/distributed.md).
    Distribute(distribute::DistributeArgs),
    /// Answer jobs read on standard input, one JSON line each (the coordinator starts it).
    Worker(distribute::WorkerArgs),
    /// Solve one game under several configurations and print them side by side.
    Compare(compare::CompareArgs),
    /// Check a proof file written by `solve --proof` against the game's rules alone.
    Check {
        /// The proof file.
        file: std::path::PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
        /// Refuse a file larger than this: bytes, or with a K, M, G or T suffix (default 32M).
        #[arg(long, allow_negative_numbers = true, value_parser = parse_bytes,
              default_value_t = readcap::CHECK_MAX_BYTES)]
        max_bytes: u64,
    },
    /// Re-run the thesis's Tables 4.3–4.5 and print each row beside the thesis's figures.
    Experiments {
        /// Print JSON instead of the table.
        #[arg(long)]
        json: bool,
    },
    /// The levels of solving side by side: weak, semi-strong and strong positions per depth.
    Levels(levels::LevelsArgs),
    /// Every legal move of a position with its value and distance ("win in 5").
    Moves(levels::MovesArgs),
    /// Build the Nine Men's Morris endgame tables the play page reads (www/data/morris9).
    Endgames(endgames::EndgamesArgs),
    /// Reproduce Table 3.1: distinct normalised graphs per number of coloured edges.
    Normalisers {
        /// Vertices (2 <= n <= 6; the thesis uses 5).
        #[arg(long, default_value_t = 5)]
        n: usize,
        /// Largest number of coloured edges (the thesis shows 0..10).
        #[arg(long, default_value_t = 10)]
        max_k: usize,
        /// Print JSON instead of the table.
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
struct SolveArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    opts: OptionArgs,
    /// Print one JSON object instead of the text report.
    #[arg(long)]
    json: bool,
    /// Extract the proof or disproof and check it independently.
    #[arg(long)]
    verify: bool,
    /// Write the checked proofs to this file (docs/proofs.md), for `pnlab check`.
    #[arg(long)]
    proof: Option<std::path::PathBuf>,
    /// Stop with "unknown (time)" after this many seconds of search (0 < s <= 31,536,000).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seconds)]
    max_time: Option<f64>,
    /// Every this many seconds, print a line to stderr: seconds, iterations, nodes, bytes and
    /// the root's numbers (a JSON object per line with --json), e.g. to watch a long solve grow.
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seconds)]
    progress: Option<f64>,
}

/// A positive number of seconds, at most a year.
pub fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x > 0.0 && x <= 31_536_000.0 => Ok(x),
        _ => Err(format!(
            "\"{s}\" is not a time: give seconds, a number with 0 < s <= 31536000 (a year)"
        )),
    }
}

#[derive(Args, Clone)]
pub struct OptionArgs {
    /// Preset: BASIC, WEAK, K4, K4WEAK, BEST or DFPN (default K4WEAK).
    #[arg(long)]
    preset: Option<String>,
    /// The algorithm (default: the preset's).
    #[arg(long, value_enum)]
    algorithm: Option<Algorithm>,
    /// Which questions the solve asks (default auto: "does the first player win?", then "does
    /// he avoid losing?" when the result needs it).
    #[arg(long, value_enum)]
    question: Option<Ask>,
    #[command(flatten)]
    settings: settingargs::SettingArgs,
}

const MAX_BYTES: u128 = pnlab::config::settings::MAX_BYTES as u128;

/// A size in bytes with an optional K, M, G or T suffix (powers of 1024). The number may have a
/// decimal fraction (`1.5G`), read exactly and rounded down to whole bytes; there is no sign or
/// exponent. The size must be 1 byte to [`MAX_BYTES`].
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let not_a_size = || {
        format!(
            "\"{s}\" is not a size: give bytes, or a number with K, M, G or T (powers of 1024), \
             e.g. 2G or 1.5G"
        )
    };
    let t = s.trim();
    let (number, shift) = match t.as_bytes().last() {
        Some(c) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                b'K' => 10,
                b'M' => 20,
                b'G' => 30,
                b'T' => 40,
                _ => return Err(not_a_size()),
            };
            (&t[..t.len() - 1], shift)
        }
        _ => (t, 0),
    };
    let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
    let digits = |d: &str| d.bytes().all(|b| b.is_ascii_digit());
    if whole.len() + fraction.len() == 0 || !digits(whole) || !digits(fraction) {
        return Err(not_a_size());
    }
    // Digits past the 18th of a fraction are below a millionth of a byte even in T: dropped.
    let fraction = &fraction[..fraction.len().min(18)];
    // Exact in u128: an overflow there is far beyond MAX_BYTES.
    let bytes = || -> Option<u128> {
        let mut n: u128 = 0;
        for b in whole.bytes().chain(fraction.bytes()) {
            n = n.checked_mul(10)?.checked_add(u128::from(b - b'0'))?;
        }
        Some(n.checked_mul(1 << shift)? / 10u128.pow(fraction.len() as u32))
    };
    match bytes() {
        Some(b) if (1..=MAX_BYTES).contains(&b) => Ok(b as u64),
        _ => Err(format!(
            "\"{s}\" is out of range: a size is 1 byte to 1048576T (2^60 bytes)"
        )),
    }
}

/// A limit (nodes, iterations, positions): a whole number of at least 1, since a limit of 0
/// would stop before the first step.
pub fn parse_count(s: &str) -> Result<u64, String> {
    let allowed = "1 <= n <= 18446744073709551615";
    match whole(s, allowed)? {
        0 => Err(format!("out of range: {allowed}")),
        n => Ok(n),
    }
}

fn whole(s: &str, allowed: &str) -> Result<u64, String> {
    let t = s.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!(
            "not a whole number: give digits only (no sign, fraction or exponent), {allowed}"
        ));
    }
    t.parse::<u64>()
        .map_err(|_| format!("out of range: {allowed}"))
}

impl OptionArgs {
    /// `base` (a game and its parameters) with these options.
    fn config(&self, base: Config) -> Result<Config, String> {
        self.settings.0.apply(Config {
            preset: self.preset.clone(),
            algorithm: self.algorithm,
            question: self.question.unwrap_or_default(),
            ..base
        })
    }
}

fn solve(args: &SolveArgs) -> Result<(), Error> {
    let mut config = args.opts.config(args.game.config()?)?;
    config.limits = resident::without_baseline(config.limits);
    let mut solver = config.build()?;
    let proof_there = args.proof.as_deref().map(proof_path).transpose()?;
    let t = Instant::now();
    let out_of_time = if args.max_time.is_some() || args.progress.is_some() {
        progress::run_watched(solver.as_mut(), args.max_time, args.progress, args.json)
    } else {
        solver.run(None);
        false
    };
    let seconds = t.elapsed().as_secs_f64();
    // A solve a limit stopped may have answered its first question: that proof is checked.
    let answered = solver.answers().iter().any(|a| a.answer != "unknown");
    let (verified, unverified) = if args.verify && answered {
        match solver.verify_all() {
            Ok(reports) => {
                check_with_start_line(&config, solver.as_ref())?;
                (Some(reports), None)
            }
            Err(Error::Limit(e)) => (None, Some(e)),
            Err(e) => {
                return Err(Error::Refused(format!(
                    "the proof checker rejected the result: {e}"
                )))
            }
        }
    } else {
        (None, None)
    };
    let stats = solver.stats();
    let report = SolveReport {
        game: solver.game_name(),
        start: &config.start,
        preset: config.label(),
        algorithm: config.algorithm()?,
        options: report::options_asked(&config)?,
        result: solver.result_word(),
        why: solver.ended().map(|e| e.why.clone()),
        answers: solver.answers(),
        stopped_by: if out_of_time {
            Some(pnlab::search::Limit::Time)
        } else {
            solver.stats().stopped_by
        },
        bound: stats.bound,
        reason: stats.bound.map(|b| config.params.bound_words(b)),
        status: if out_of_time {
            Status::LimitReached
        } else {
            solver.status()
        },
        iterations: stats.iterations,
        created_nodes: stats.created,
        max_level: stats.max_level,
        seconds,
        bytes: solver.bytes(),
        verified,
        unverified,
        inner: solver.inner_totals(),
        levels: &stats.levels,
    };
    let text = if args.json {
        let mut line = serde_json::to_string(&report).map_err(|e| e.to_string())?;
        line.push('\n');
        line
    } else {
        report::text(&report)
    };
    // The report first: a proof that cannot be written then does not take the solve's figures
    // with it, and the proof is still written when the report could not be.
    let printed = emit(&text);
    let written = match args.proof.as_deref().zip(proof_there) {
        Some((path, _)) if report.status == Status::Solved => {
            write_proof(path, &config, solver.as_ref())
        }
        Some((path, there)) => {
            no_proof(path, there, report.result);
            Ok(())
        }
        None => Ok(()),
    };
    match (printed, written) {
        (Err(a), Err(b)) => Err(format!("{a}; {b}").into()),
        (printed, written) => Ok(printed?).and(written),
    }
}

/// Checks the solved `solver`'s proof file as `pnlab check` will read it, start line included:
/// `--verify` accepts only what the file's own checker accepts.
fn check_with_start_line(
    config: &pnlab::config::Config,
    solver: &dyn pnlab::search::Solver,
) -> Result<(), Error> {
    if config.start.is_empty() || solver.status() != Status::Solved {
        return Ok(());
    }
    let file = pnlab::proofs::ProofFile::of(config, solver)?;
    file.check().map(|_| ()).map_err(|e| {
        e.prefixed(&format!(
            "the proof file of the solve after the start line \"{}\" is not accepted by its \
             checker: ",
            config.start.join(" ")
        ))
    })
}

/// Checks before the solve that the proof file can be made at `path`, rather than after it,
/// when a mistyped directory would cost the whole solve. Nothing is left behind: a file already
/// there is opened without being truncated, and a probe made where there was none is removed.
/// Returns whether a file was there.
fn proof_path(path: &Path) -> Result<bool, String> {
    let bad = |what: &'static str| {
        move |e: std::io::Error| format!("--proof {}: cannot be {what}: {e}", path.display())
    };
    let mut open = std::fs::OpenOptions::new();
    open.write(true);
    if path.exists() {
        open.open(path).map_err(bad("written"))?;
        return Ok(true);
    }
    open.create_new(true).open(path).map_err(bad("created"))?;
    std::fs::remove_file(path).map_err(bad("created"))?;
    Ok(false)
}

/// Writes the proofs of the solved `solver` to `path`.
fn write_proof(
    path: &Path,
    config: &pnlab::config::Config,
    solver: &dyn pnlab::search::Solver,
) -> Result<(), Error> {
    let file = pnlab::proofs::ProofFile::of(config, solver)?;
    let text = serde_json::to_string(&file).map_err(|e| e.to_string())?;
    std::fs::write(path, text).map_err(|e| {
        Error::File(format!(
            "--proof {}: cannot be written: {e}",
            path.display()
        ))
    })
}

/// An unsolved solve writes no proof file, and says so. A file left at `path` by an earlier
/// solve is removed: the exit code is 0, and `solve … --proof F && check F` would otherwise
/// accept that older file as this solve's proof. Only a regular file is removed, never a device
/// or a directory the path names.
fn no_proof(path: &Path, there: bool, result: &str) {
    let name = path.display();
    let removed = match there && std::fs::metadata(path).is_ok_and(|m| m.is_file()) {
        true => match std::fs::remove_file(path) {
            Ok(()) => "; the older file there was removed".to_string(),
            Err(e) => format!("; the older file there could not be removed: {e}"),
        },
        false => String::new(),
    };
    note(&format!(
        "note: no proof file written to {name}: the game is not solved (result {result}){removed}"
    ));
}

/// `pnlab check FILE`: exit 0 when every proof checks and they establish the stated result.
fn check(path: &std::path::Path, json: bool, max_bytes: u64) -> Result<(), Error> {
    let name = path.display();
    let text = readcap::read_capped(path, max_bytes, "raise it with --max-bytes")?;
    if let Some(stitched) = stitched_file(&text) {
        return check_stitched(path, stitched?, json);
    }
    let file: pnlab::proofs::ProofFile =
        serde_json::from_str(&text).map_err(|e| format!("{name}: not a proof file: {e}"))?;
    let reports = file
        .check()
        .map_err(|e| e.prefixed(&format!("{name}: rejected: ")))?;
    let mut o = String::new();
    if json {
        let v = serde_json::json!({
            "result": file.result,
            "game": file.game,
            "start": file.start,
            "checked": reports,
        });
        outln!(o, "{v}");
        return Ok(emit(&o)?);
    }
    outln!(o, "accepted    {} ({})", file.result, name);
    outln!(o, "game        {}", game_words(&file.game)?);
    if !file.start.is_empty() {
        outln!(o, "start       {}", file.start.join(" "));
    }
    for r in &reports {
        outln!(
            o,
            "proof       {}: {}; per level {:?}",
            r.claim_words(),
            r.count_words(),
            r.levels
        );
    }
    Ok(emit(&o)?)
}

/// The file read as a stitched proof when its `format` says it is one.
fn stitched_file(text: &str) -> Option<Result<pnlab::distributed::stitched::Stitched, String>> {
    #[derive(serde::Deserialize)]
    struct Format {
        format: Option<String>,
    }
    let f: Format = serde_json::from_str(text).ok()?;
    (f.format.as_deref() == Some(pnlab::distributed::stitched::FORMAT))
        .then(|| serde_json::from_str(text).map_err(|e| format!("not a stitched proof file: {e}")))
}

/// `pnlab check` of a stitched proof: the tops against the rules, every job's proof on its own.
fn check_stitched(
    path: &Path,
    file: pnlab::distributed::stitched::Stitched,
    json: bool,
) -> Result<(), Error> {
    let name = path.display();
    let r = file
        .check(path)
        .map_err(|e| Error::Refused(format!("{name}: rejected: {e}")))?;
    let mut o = String::new();
    if json {
        let v = serde_json::json!({"result": r.result, "game": file.game, "stitched": r});
        outln!(o, "{v}");
        return Ok(emit(&o)?);
    }
    outln!(o, "accepted    {} ({})", r.result, name);
    outln!(o, "game        {}", game_words(&file.game)?);
    for (claim, nodes) in &r.tops {
        outln!(o, "top         {}: {} nodes", claim.word(), nodes);
    }
    outln!(
        o,
        "jobs        {} proofs checked, {} positions",
        r.jobs,
        r.positions
    );
    Ok(emit(&o)?)
}

/// A proof file's game in words, every parameter named in the game's order, defaults filled in:
/// `clique: n = 7, k = 4, normaliser = neighbours`. A positional game's definition is summed up
/// by its size: `definition = "tic-tac-toe" (9 cells, 8 winning sets, strong)`.
fn game_words(game: &pnlab::json::Map) -> Result<String, String> {
    let config = pnlab::config::Config::from_json(Value::Object(game.clone()))?;
    let values = config.game_params()?.to_map();
    let info =
        registry::info(&config.game).ok_or_else(|| format!("unknown game {}", config.game))?;
    let mut words = Vec::new();
    for p in &info.params {
        let v = values.get(p.name).unwrap_or(&Value::Null);
        let shown = match (&p.kind, v) {
            (ParamKind::Choice { .. }, Value::String(s)) => s.clone(),
            (ParamKind::Document, Value::Object(def)) => {
                let count = |key: &str| def.get(key).and_then(Value::as_array).map_or(0, Vec::len);
                let size = format!(
                    "({} cells, {} winning sets, {})",
                    def.get("cells").and_then(Value::as_u64).unwrap_or(0),
                    count("sets"),
                    def.get("variant")
                        .and_then(Value::as_str)
                        .unwrap_or("strong")
                );
                match def.get("name") {
                    Some(name) => format!("{name} {size}"),
                    None => size,
                }
            }
            _ => v.to_string(),
        };
        words.push(format!("{} = {shown}", p.name));
    }
    Ok(format!("{}: {}", info.name, words.join(", ")))
}

fn main() -> ExitCode {
    // The matches are kept: `compare` orders its configurations by their place on the line.
    let matches = Cli::command().get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    // The coordinator writes to its workers' pipes: a worker that died must be a lost job, not
    // a signal that ends the campaign. Its own output still fails as an error (`out::emit`).
    if !matches!(cli.command, Command::Distribute(_)) {
        pipe::quiet_on_closed_pipe();
    }
    // Each command's messages are about the values given unless it says otherwise (`check`).
    let outcome: Result<(), Error> = match &cli.command {
        Command::Solve(a) => solve(a),
        Command::Compare(a) => compare::compare(
            a,
            matches
                .subcommand_matches("compare")
                .expect("the compare subcommand"),
        ),
        Command::Check {
            file,
            json,
            max_bytes,
        } => check(file, *json, *max_bytes),
        Command::Experiments { json } => tables::experiments(*json).map_err(Error::from),
        Command::Normalisers { n, max_k, json } => {
            tables::normalisers(*n, *max_k, *json).map_err(Error::from)
        }
        Command::Levels(a) => levels::levels(a),
        Command::Distribute(a) => distribute::distribute(a).map_err(Error::from),
        Command::Worker(a) => distribute::worker(a).map_err(Error::from),
        Command::Moves(a) => levels::moves(a),
        Command::Endgames(a) => endgames::endgames(a).map_err(Error::from),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            note(&format!("error: {e}"));
            ExitCode::from(e.exit_code())
        }
    }
}
