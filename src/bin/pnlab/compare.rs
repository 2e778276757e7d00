//! `pnlab compare`: one game under several configurations, run to the end (or to the same
//! limits) and printed side by side.

use super::gameargs::GameArgs;
use crate::out::{emit, outln};
use clap::{ArgMatches, Args};
use pnlab::config::{Config, OptionOverrides};
use pnlab::search::{Algorithm, Limit, Rule, Status};
use pnlab::Error;
use serde::Serialize;
use std::time::Instant;

#[derive(Args)]
pub struct CompareArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Adds a configuration: this preset (BASIC, WEAK, K4, K4WEAK, BEST, DFPN).
    #[arg(long)]
    preset: Vec<String>,
    /// Adds a configuration: K4WEAK's options under this algorithm.
    #[arg(long, value_enum)]
    algorithm: Vec<Algorithm>,
    /// Adds a configuration: K4WEAK with this number rule.
    #[arg(long, value_enum)]
    rule: Vec<Rule>,
    /// Adds a configuration given as JSON, as the browser takes it without the game, e.g.
    /// '{"preset":"K4","algorithm":"pss","params":{"maxSetSize":5000}}'.
    #[arg(long)]
    config: Vec<String>,
    /// Every configuration stops at these limits (in lockstep for iterations).
    #[command(flatten)]
    limits: super::settingargs::LimitArgs,
    /// Extract each proof or disproof and check it independently.
    #[arg(long)]
    verify: bool,
    /// Print one JSON object instead of the table.
    #[arg(long)]
    json: bool,
}

/// One configuration's run.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Run {
    label: String,
    algorithm: Algorithm,
    result: &'static str,
    status: Status,
    /// The limit that ended the run, if one did, as `solve --json` says it.
    #[serde(skip_serializing_if = "Option::is_none")]
    stopped_by: Option<Limit>,
    #[serde(skip_serializing_if = "Option::is_none")]
    bound: Option<pnlab::search::Bound>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
    iterations: u64,
    created_nodes: u64,
    max_level: u32,
    seconds: f64,
    root_pn: u32,
    root_dn: u32,
    verified: Option<bool>,
}

/// The configurations in the order their flags appear on the command line.
fn configurations(a: &CompareArgs, m: &ArgMatches) -> Result<Vec<(String, Config)>, String> {
    let base = a.limits.0.apply(a.game.config()?)?;
    let at = |name: &str| -> Vec<usize> { m.indices_of(name).map_or(Vec::new(), |i| i.collect()) };
    let mut out: Vec<(usize, String, Config)> = Vec::new();
    for (p, i) in a.preset.iter().zip(at("preset")) {
        let c = Config {
            preset: Some(p.clone()),
            ..base.clone()
        };
        out.push((i, p.to_uppercase(), c));
    }
    for (&alg, i) in a.algorithm.iter().zip(at("algorithm")) {
        let c = Config {
            algorithm: Some(alg),
            ..base.clone()
        };
        out.push((i, format!("K4WEAK, {}", alg.name()), c));
    }
    for (&rule, i) in a.rule.iter().zip(at("rule")) {
        let c = Config {
            options: OptionOverrides {
                rule: Some(rule),
                ..OptionOverrides::default()
            },
            ..base.clone()
        };
        let name = serde_json::to_value(rule).expect("a rule serialises");
        out.push((
            i,
            format!("K4WEAK, rule {}", name.as_str().unwrap_or("?")),
            c,
        ));
    }
    for (text, i) in a.config.iter().zip(at("config")) {
        // The label quotes the configuration, cut short as messages quote values.
        out.push((i, pnlab::json::cut(text.clone()), from_json(text, &base)?));
    }
    if out.len() < 2 {
        return Err(format!(
            "compare needs at least 2 configurations, got {}: give --preset, --algorithm, --rule \
             or --config (any mix) two or more times",
            out.len()
        ));
    }
    out.sort_by_key(|(i, _, _)| *i);
    Ok(out.into_iter().map(|(_, l, c)| (l, c)).collect())
}

/// A `--config` object on top of the command line's game and limits; each key once.
fn from_json(text: &str, base: &Config) -> Result<Config, String> {
    let shown = pnlab::json::cut(text.to_string());
    let mut v = pnlab::json::parse(text).map_err(|e| format!("--config {shown}: {e}"))?;
    let obj = v.as_object_mut().ok_or_else(|| {
        format!("--config {shown}: must be a JSON object such as {{\"preset\":\"K4\"}}")
    })?;
    let game_keys = base.game_params.keys().map(String::as_str);
    for key in std::iter::once("game").chain(game_keys) {
        if obj.contains_key(key) {
            return Err(format!(
                "--config {shown}: \"{key}\" is not allowed here: the game is given once, \
                 before the configurations"
            ));
        }
    }
    let base_v = serde_json::to_value(base).expect("a config serialises");
    for (key, val) in base_v.as_object().expect("an object") {
        obj.entry(key.clone()).or_insert(val.clone());
    }
    Config::from_json(v).map_err(|e| format!("--config {shown}: {e}"))
}

pub fn compare(a: &CompareArgs, m: &ArgMatches) -> Result<(), Error> {
    let configs = configurations(a, m)?;
    let mut runs = Vec::new();
    let mut game = String::new();
    for (label, config) in &configs {
        let mut solver = config
            .build()
            .map_err(|e| e.prefixed(&format!("{label}: ")))?;
        game = solver.game_name();
        let t = Instant::now();
        solver.run(None);
        let seconds = t.elapsed().as_secs_f64();
        // A partial result (a limit stopped the second question) rests on the first's proof.
        let answered = solver.answers().iter().any(|a| a.answer != "unknown");
        let verified = (a.verify && answered).then(|| solver.verify_all());
        if let Some(Err(e)) = &verified {
            return Err(e
                .clone()
                .prefixed(&format!("{label}: the proof checker rejected the result: ")));
        }
        let (root_pn, root_dn) = solver.root_numbers();
        let stats = solver.stats();
        runs.push(Run {
            label: label.clone(),
            algorithm: config.algorithm()?,
            result: solver.result_word(),
            status: solver.status(),
            stopped_by: stats.stopped_by,
            bound: stats.bound,
            reason: stats.bound.map(|b| config.params.bound_words(b)),
            iterations: stats.iterations,
            created_nodes: stats.created,
            max_level: stats.max_level,
            seconds,
            root_pn,
            root_dn,
            verified: verified.map(|v| v.is_ok()),
        });
    }
    if a.json {
        let out = serde_json::json!({ "game": game, "runs": runs });
        return Ok(emit(&format!("{out}\n"))?);
    }
    Ok(emit(&table(&game, &runs))?)
}

/// A limit's name, as JSON writes it.
fn limit_name(limit: Limit) -> String {
    serde_json::to_value(limit)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

fn number(x: u32) -> String {
    if x >= pnlab::search::INF {
        "∞".into()
    } else {
        x.to_string()
    }
}

/// The runs side by side, as text.
fn table(game: &str, runs: &[Run]) -> String {
    let mut o = String::new();
    outln!(o, "game {game}");
    let width = runs
        .iter()
        .map(|r| r.label.chars().count())
        .max()
        .unwrap_or(0)
        .max(13);
    // The result, and why a run ended "unknown", as `solve` says it.
    let results: Vec<String> = runs
        .iter()
        .map(|r| match (r.stopped_by, &r.reason) {
            (_, Some(reason)) => format!("{} ({reason})", r.result),
            (Some(limit), None) => format!("{} ({})", r.result, limit_name(limit)),
            (None, None) => r.result.to_string(),
        })
        .collect();
    let rw = results
        .iter()
        .map(|r| r.chars().count())
        .max()
        .unwrap_or(0)
        .max(17);
    outln!(
        o,
        "{:<width$}  {:<9} {:<rw$} {:>10} {:>9} {:>7} {:>9} {:>13}  proof",
        "configuration",
        "algorithm",
        "result",
        "iterations",
        "created",
        "deepest",
        "time",
        "root pn/dn"
    );
    for (r, result) in runs.iter().zip(&results) {
        outln!(
            o,
            "{:<width$}  {:<9} {:<rw$} {:>10} {:>9} {:>7} {:>7.3} s {:>13}  {}",
            r.label,
            r.algorithm.name(),
            result,
            r.iterations,
            r.created_nodes,
            r.max_level,
            r.seconds,
            format!("{}/{}", number(r.root_pn), number(r.root_dn)),
            match r.verified {
                Some(true) => "checked",
                Some(false) => "REJECTED",
                None => "-",
            }
        );
    }
    o
}
