//! `pnlab`: the command-line face of PN Lab. Every command can print JSON (`--json`).
//! Bad arguments print a message naming the value and what is allowed, and exit with code 2.

mod compare;
mod gameargs;
mod levels;
mod pipe;
mod progress;
mod report;
mod tables;

use clap::{Args, CommandFactory, FromArgMatches, Parser, Subcommand};
use gameargs::GameArgs;
use pnlab::config::{AlgorithmParams, Ask, Config, OptionOverrides};
use pnlab::search::ThresholdRule;
use pnlab::search::{
    Algorithm, FreeWinningSet, LeafInit, Limits, ParallelEdges, Rule, Selection, Status,
};
use report::{print_text, SolveReport};
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
    /// Solve one game under several configurations and print them side by side.
    Compare(compare::CompareArgs),
    /// Check a proof file written by `solve --proof` against the game's rules alone.
    Check {
        /// The proof file.
        file: std::path::PathBuf,
        /// Print JSON instead of text.
        #[arg(long)]
        json: bool,
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
    Moves(levels::LevelsArgs),
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
    #[arg(long, value_parser = parse_seconds)]
    max_time: Option<f64>,
    /// Every this many seconds, print a line to stderr: seconds, iterations, nodes, bytes and
    /// the root's numbers (a JSON object per line with --json), e.g. to watch a long solve grow.
    #[arg(long, value_parser = parse_seconds)]
    progress: Option<f64>,
}

/// A positive number of seconds, at most a year.
fn parse_seconds(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(x) if x > 0.0 && x <= 31_536_000.0 => Ok(x),
        _ => Err(format!(
            "\"{s}\" is not a time: give seconds, a number with 0 < s <= 31536000 (a year)"
        )),
    }
}

#[derive(Args, Clone)]
struct OptionArgs {
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
    /// dfpn: the 1+ε threshold rule (0 <= ε <= 10; 0 is the +1 rule).
    #[arg(long)]
    epsilon: Option<f64>,
    /// dfpn: most entries of the transposition table.
    #[arg(long)]
    tt_size: Option<u64>,
    /// dfpn: replacement evicts unsolved entries first.
    #[arg(long)]
    keep_solved: Option<bool>,
    /// dfpn: replacement evicts undeveloped entries first.
    #[arg(long)]
    leaves_first: Option<bool>,
    /// dfpn: replacement evicts entries with few parents first.
    #[arg(long)]
    keep_shared: Option<bool>,
    /// dfpn: the threshold rule, nagai (default) or thesis (the thesis program's, Table 4.5).
    #[arg(long, value_enum)]
    threshold_rule: Option<ThresholdRule>,
    /// pss: the largest proof or disproof set before the search ends with "unknown".
    #[arg(long)]
    max_set_size: Option<u64>,
    /// pn2: nodes each second-level search may create (1 <= limit <= 100000000).
    #[arg(long)]
    pn2_limit: Option<u64>,
    /// pn2: second-level budget as a fraction of the first level's nodes (0 < f <= 100; 1 by default).
    #[arg(long)]
    pn2_fraction: Option<f64>,
    /// Join transpositions into a DAG (true) or build a tree (false).
    #[arg(long)]
    transpositions: Option<bool>,
    /// Proof-number rule.
    #[arg(long, value_enum)]
    rule: Option<Rule>,
    /// Delete solved sons from son lists.
    #[arg(long)]
    delete_solved_sons: Option<bool>,
    /// Parallel edges.
    #[arg(long, value_enum)]
    parallel_edges: Option<ParallelEdges>,
    /// Where selection starts.
    #[arg(long, value_enum)]
    selection: Option<Selection>,
    /// The "no free winning set" rule.
    #[arg(long, value_enum)]
    free_winning_set: Option<FreeWinningSet>,
    /// Develop only forced replies to immediate wins and threats.
    #[arg(long)]
    forced_replies: Option<bool>,
    /// Order sons by the game's heuristic.
    #[arg(long)]
    order_sons: Option<bool>,
    /// Numbers of a new leaf: unit (1/1) or heuristic (from the winning sets).
    #[arg(long, value_enum)]
    leaf_init: Option<LeafInit>,
    /// Thesis 3.1.4: keep no son at a node's first development.
    #[arg(long)]
    lazy_sons: Option<bool>,
    /// Stop with "unknown" before creating more nodes than this.
    #[arg(long)]
    max_nodes: Option<u64>,
    /// Stop with "unknown" after this many iterations.
    #[arg(long)]
    max_iterations: Option<u64>,
    /// Stop with "unknown (memory)" before the search's memory passes this: bytes, or with a
    /// K, M, G or T suffix (powers of 1024), e.g. 2G.
    #[arg(long, value_parser = parse_bytes)]
    max_memory: Option<u64>,
}

/// A size in bytes with an optional K, M, G or T suffix (powers of 1024).
pub fn parse_bytes(s: &str) -> Result<u64, String> {
    let t = s.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => 64,
            };
            (&t[..i], shift)
        }
        _ => (t, 0),
    };
    let bad =
        || format!("\"{s}\" is not a size: give bytes, or a number with K, M, G or T, e.g. 2G");
    if shift == 64 {
        return Err(bad());
    }
    let n: f64 = digits.trim().parse().map_err(|_| bad())?;
    let bytes = n * (1u64 << shift) as f64;
    if !(1.0..1e18).contains(&bytes) {
        return Err(bad());
    }
    Ok(bytes as u64)
}

impl OptionArgs {
    /// `base` (a game and its parameters) with these options.
    fn config(&self, base: Config) -> Config {
        Config {
            preset: self.preset.clone(),
            algorithm: self.algorithm,
            question: self.question.unwrap_or_default(),
            params: AlgorithmParams {
                epsilon: self.epsilon,
                tt_size: self.tt_size,
                keep_solved: self.keep_solved,
                leaves_first: self.leaves_first,
                keep_shared: self.keep_shared,
                threshold_rule: self.threshold_rule,
                max_set_size: self.max_set_size,
                pn2_limit: self.pn2_limit,
                pn2_fraction: self.pn2_fraction,
            },
            options: OptionOverrides {
                transpositions: self.transpositions,
                rule: self.rule,
                delete_solved_sons: self.delete_solved_sons,
                parallel_edges: self.parallel_edges,
                selection: self.selection,
                free_winning_set: self.free_winning_set,
                forced_replies: self.forced_replies,
                order_sons: self.order_sons,
                leaf_init: self.leaf_init,
                lazy_sons: self.lazy_sons,
            },
            limits: Limits {
                max_nodes: self.max_nodes,
                max_iterations: self.max_iterations,
                max_bytes: self.max_memory,
                ..Limits::default()
            },
            ..base
        }
    }
}

fn solve(args: &SolveArgs) -> Result<(), String> {
    let config = args.opts.config(args.game.config()?);
    let mut solver = config.build()?;
    let t = Instant::now();
    let out_of_time = if args.max_time.is_some() || args.progress.is_some() {
        progress::run_watched(solver.as_mut(), args.max_time, args.progress, args.json)
    } else {
        solver.run(None);
        false
    };
    let seconds = t.elapsed().as_secs_f64();
    if let Some(path) = &args.proof {
        let file = pnlab::proofs::ProofFile::of(&config, solver.as_ref())?;
        let text = serde_json::to_string(&file).map_err(|e| e.to_string())?;
        std::fs::write(path, text)
            .map_err(|e| format!("--proof {}: cannot be written: {e}", path.display()))?;
    }
    // A solve a limit stopped may have answered its first question: that proof is checked.
    let answered = solver.answers().iter().any(|a| a.answer != "unknown");
    let verified = if args.verify && answered {
        Some(
            solver
                .verify_all()
                .map_err(|e| format!("the proof checker rejected the result: {e}"))?,
        )
    } else {
        None
    };
    let stats = solver.stats();
    let report = SolveReport {
        game: solver.game_name(),
        preset: config.label(),
        algorithm: config.algorithm()?,
        options: report::options_asked(&config)?,
        result: solver.result_word(),
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
        inner: solver.inner_totals(),
        levels: &stats.levels,
    };
    if args.json {
        println!(
            "{}",
            serde_json::to_string(&report).expect("report serialises")
        );
    } else {
        print_text(&report);
    }
    Ok(())
}

/// `pnlab check FILE`: exit 0 when every proof checks and they establish the stated result.
fn check(path: &std::path::Path, json: bool) -> Result<(), String> {
    let name = path.display();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot be read: {e}"))?;
    let file: pnlab::proofs::ProofFile =
        serde_json::from_str(&text).map_err(|e| format!("{name}: not a proof file: {e}"))?;
    let reports = file.check().map_err(|e| format!("{name}: rejected: {e}"))?;
    if json {
        let out = serde_json::json!({"result": file.result, "game": file.game, "checked": reports});
        println!("{out}");
        return Ok(());
    }
    println!("accepted    {} ({})", file.result, name);
    for r in &reports {
        println!(
            "proof       {}: {} positions, {} strategy moves; per level {:?}",
            r.claim_words(),
            r.positions,
            r.strategy_moves,
            r.levels
        );
    }
    Ok(())
}

fn main() -> ExitCode {
    pipe::quiet_on_closed_pipe();
    // The matches are kept: `compare` orders its configurations by their place on the line.
    let matches = Cli::command().get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    let outcome = match &cli.command {
        Command::Solve(a) => solve(a),
        Command::Compare(a) => compare::compare(
            a,
            matches
                .subcommand_matches("compare")
                .expect("the compare subcommand"),
        ),
        Command::Check { file, json } => check(file, *json),
        Command::Experiments { json } => {
            tables::experiments(*json);
            Ok(())
        }
        Command::Normalisers { n, max_k, json } => tables::normalisers(*n, *max_k, *json),
        Command::Levels(a) => levels::levels(a),
        Command::Moves(a) => levels::moves(a),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(2)
        }
    }
}
