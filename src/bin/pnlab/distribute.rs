//! `pnlab distribute` (the coordinator) and `pnlab worker` (docs/distributed.md).

use crate::gameargs::GameArgs;
use crate::out::{emit, outln};
use crate::OptionArgs;
use clap::{Args, ValueEnum};
use pnlab::distributed::campaign::{Campaign, Settings, State, Summary};
use pnlab::distributed::transport::{Local, Pool, Program, Transport};
use pnlab::distributed::worker::Worker;
use std::path::PathBuf;
use std::time::Duration;

/// Where the workers run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// Worker processes on this machine, started by the coordinator.
    Local,
    /// Ray actors (`python3 -m pnlab.raypool`; needs `pip install ray`).
    Ray,
}

#[derive(Args)]
pub struct DistributeArgs {
    #[command(flatten)]
    game: GameArgs,
    #[command(flatten)]
    opts: OptionArgs,
    /// The campaign's directory: checkpoint, job proofs, stitched proof, log.
    #[arg(long, conflicts_with = "resume", required_unless_present = "resume")]
    dir: Option<PathBuf>,
    /// Go on with the campaign in this directory from its checkpoint (same game and options).
    #[arg(long)]
    resume: Option<PathBuf>,
    /// How many jobs run at once.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=4096))]
    workers: u32,
    /// Where the workers run.
    #[arg(long, value_enum, default_value_t = Engine::Local)]
    engine: Engine,
    /// Each job's node budget.
    #[arg(long, default_value_t = 200_000, value_parser = crate::parse_count)]
    job_nodes: u64,
    /// Seconds between checkpoints.
    #[arg(long, default_value_t = 300.0, value_parser = crate::parse_seconds)]
    checkpoint_every: f64,
    /// Stop with "unknown" before the master trees hold more than this (bytes, or K, M, G, T).
    /// Each job's own limit is --max-memory, as for `solve`.
    #[arg(long, value_parser = crate::parse_bytes)]
    max_tree_memory: Option<u64>,
    /// Stop with "unknown" after this many jobs merged in this run.
    #[arg(long, value_parser = crate::parse_count)]
    max_jobs: Option<u64>,
    /// The local engine's worker program, run with the worker's arguments (default: this
    /// binary's `worker`).
    #[arg(long)]
    worker_command: Option<PathBuf>,
    /// The Python the Ray engine runs (default: $PNLAB_PYTHON, else python3).
    #[arg(long)]
    python: Option<String>,
    /// The Ray cluster's address (default: a local one).
    #[arg(long)]
    address: Option<String>,
    /// Print JSON instead of text.
    #[arg(long)]
    json: bool,
}

#[derive(Args)]
pub struct WorkerArgs {
    /// Each job's search, and the searches kept between jobs together, may hold at most this
    /// (bytes, or K, M, G, T), whatever its job says. Default: half this machine's memory over
    /// its CPUs.
    #[arg(long, value_parser = crate::parse_bytes)]
    max_memory: Option<u64>,
}

pub fn worker(args: &WorkerArgs) -> Result<(), String> {
    let stdin = std::io::stdin().lock();
    let stdout = std::io::stdout().lock();
    let max = args.max_memory.or_else(pnlab::distributed::machine_share);
    Worker::new(max).serve(stdin, stdout)
}

pub fn distribute(args: &DistributeArgs) -> Result<(), String> {
    let config = args.opts.config(args.game.config()?)?;
    let (dir, state) = match (&args.resume, &args.dir) {
        (Some(dir), _) => {
            let state = State::read(dir)?;
            if state.config != config {
                return Err(format!(
                    "--resume {}: the campaign there is of {}, not of the game and options given",
                    dir.display(),
                    serde_json::to_string(&state.config).unwrap_or_default()
                ));
            }
            (dir.clone(), state)
        }
        (None, Some(dir)) => {
            if dir.join(pnlab::distributed::campaign::STATE).exists() {
                return Err(format!(
                    "--dir {}: a campaign is there already: go on with --resume {0}",
                    dir.display()
                ));
            }
            (dir.clone(), State::new(&config, args.job_nodes)?)
        }
        (None, None) => return Err("give --dir DIR or --resume DIR".into()),
    };
    let mut campaign = Campaign::open(&dir, state)?;
    campaign.checkpoint()?;
    let worker_args = vec!["worker".to_string()];
    let exe = std::env::current_exe()
        .map_err(|e| format!("cannot find this program's path: {e}"))?
        .to_string_lossy()
        .into_owned();
    let mut transport: Box<dyn Transport> = match args.engine {
        Engine::Local => {
            let program = match &args.worker_command {
                Some(c) => Program {
                    program: c.to_string_lossy().into_owned(),
                    args: worker_args[1..].to_vec(),
                },
                None => Program {
                    program: exe,
                    args: worker_args,
                },
            };
            Box::new(Local::start(program, args.workers)?)
        }
        Engine::Ray => {
            let python = args
                .python
                .clone()
                .or_else(|| std::env::var("PNLAB_PYTHON").ok())
                .unwrap_or_else(|| "python3".into());
            let mut a = vec![
                "-m".to_string(),
                "pnlab.raypool".into(),
                "--workers".into(),
                args.workers.to_string(),
            ];
            if let Some(addr) = &args.address {
                a.extend(["--address".into(), addr.clone()]);
            }
            a.push("--".into());
            a.push(exe);
            a.extend(worker_args);
            Box::new(Pool::start(
                Program {
                    program: python,
                    args: a,
                },
                Duration::from_secs(300),
            )?)
        }
    };
    let settings = Settings {
        checkpoint_every: Duration::from_secs_f64(args.checkpoint_every),
        max_memory: args.max_tree_memory,
        max_jobs: args.max_jobs,
    };
    let ran = campaign.run(transport.as_mut(), &settings);
    transport.shutdown();
    let summary = ran?;
    emit(&report(&summary, args.json))
}

fn report(s: &Summary, json: bool) -> String {
    let mut o = String::new();
    if json {
        outln!(o, "{}", serde_json::to_string(s).unwrap_or_default());
        return o;
    }
    let c = &s.counts;
    match &s.stopped_by {
        Some(why) => outln!(o, "result      unknown ({why})"),
        None => outln!(o, "result      {}", s.result),
    }
    outln!(
        o,
        "master tree {} nodes, {} bytes; root ({}) pn {} dn {}",
        s.tree_nodes,
        s.tree_bytes,
        s.question.name(),
        s.pn,
        s.dn
    );
    outln!(
        o,
        "jobs        {} sent, {} merged, {} lost, {} refused, {} stale",
        c.sent,
        c.merged,
        c.lost,
        c.refused,
        c.stale
    );
    outln!(o, "nodes       {}", c.nodes);
    outln!(
        o,
        "cpu         workers {:.2} s, coordinator {:.2} s; wall {:.2} s",
        c.worker_cpu,
        c.coordinator_cpu,
        c.wall
    );
    if let Some(b) = s.coordinator_peak_rss {
        outln!(
            o,
            "memory      coordinator peak resident {:.1} MiB",
            b as f64 / 1048576.0
        );
    }
    if let Some(p) = &s.proof {
        outln!(o, "proof       {} (check it: pnlab check {0})", p.display());
    }
    o
}
