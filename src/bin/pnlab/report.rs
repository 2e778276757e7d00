//! How a finished solve is printed: a text report for people, one JSON object for programs.

use crate::out::outln;
use pnlab::search::Status;
use serde::Serialize;

/// What `solve --json` prints.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SolveReport<'a> {
    pub game: String,
    /// The moves from the initial position to the one solved, when `--start` gave any.
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    pub start: &'a [String],
    pub preset: String,
    pub algorithm: pnlab::search::Algorithm,
    /// The options in force; `question` is the one asked, `auto` included.
    pub options: serde_json::Value,
    pub result: &'static str,
    /// Why the result needed no search, when the game is over at the start position.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub why: Option<String>,
    /// The limit that ended the solve, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_by: Option<pnlab::search::Limit>,
    /// With `stoppedBy` "algorithm": which of the algorithm's bounds, and why in words.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound: Option<pnlab::search::Bound>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Each question asked, in order, with its answer and its search's size.
    pub answers: Vec<pnlab::search::Answer>,
    pub status: Status,
    pub iterations: u64,
    pub created_nodes: u64,
    pub max_level: u32,
    pub seconds: f64,
    pub bytes: usize,
    /// One checked proof per question answered.
    pub verified: Option<Vec<pnlab::search::CheckReport>>,
    /// Why `--verify` could not finish (`unknown (memory): …`), when it could not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub unverified: Option<String>,
    /// PN² only: the second level's totals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inner: Option<pnlab::search::InnerTotals>,
    pub levels: &'a [pnlab::search::LevelRow],
}

/// The options in force as `solve --json` shows them: `question` says what the solve asks
/// (`auto`: "does the first player win?", then "does he avoid losing?" when the result needs
/// it), where each search's own options name the one question it answers.
pub fn options_asked(config: &pnlab::config::Config) -> Result<serde_json::Value, String> {
    let mut options =
        serde_json::to_value(config.effective_options()?).map_err(|e| e.to_string())?;
    options["question"] = config.question.name().into();
    Ok(options)
}

/// The human-readable report.
pub fn text(r: &SolveReport) -> String {
    let mut o = String::new();
    outln!(o, "game        {}", r.game);
    if !r.start.is_empty() {
        outln!(o, "start       {}", r.start.join(" "));
    }
    outln!(o, "preset      {}", r.preset);
    outln!(o, "algorithm   {}", r.algorithm.name());
    match r.stopped_by {
        Some(limit) => outln!(
            o,
            "result      {} (limit reached: {})",
            r.result,
            r.reason
                .clone()
                .unwrap_or_else(|| serde_json::to_value(limit)
                    .ok()
                    .and_then(|v| v.as_str().map(String::from))
                    .unwrap_or_default())
        ),
        None => outln!(o, "result      {}", r.result),
    }
    if let Some(why) = &r.why {
        outln!(
            o,
            "why         the game is over at the start: {why}; no search is needed"
        );
    }
    for a in &r.answers {
        outln!(
            o,
            "  question  {}: {} ({} iterations, {} nodes)",
            a.question.name(),
            a.answer,
            a.iterations,
            a.created_nodes
        );
    }
    outln!(o, "iterations  {}", r.iterations);
    outln!(
        o,
        "created     {} nodes (root not counted)",
        r.created_nodes
    );
    outln!(o, "max level   {}", r.max_level);
    outln!(o, "time        {:.3} s", r.seconds);
    outln!(o, "memory      {} bytes in the DAG", r.bytes);
    if let Some(i) = &r.inner {
        outln!(
            o,
            "second level {} searches ({} solved), {} nodes, {} iterations; largest limit {}",
            i.searches,
            i.solved,
            i.nodes,
            i.iterations,
            i.largest_limit
        );
    }
    for v in r.verified.iter().flatten() {
        outln!(
            o,
            "proof       checked: {}, {}",
            v.claim_words(),
            v.count_words()
        );
    }
    if let Some(why) = &r.unverified {
        outln!(o, "proof       {why}");
    }
    outln!(o);
    outln!(
        o,
        "level   created  (won, lost, threats)   solved  developed"
    );
    for l in r.levels {
        outln!(
            o,
            "{:>5} {:>9}  ({}, {}, {}){:>w$} {:>8} {:>10}",
            l.level,
            l.created,
            l.created_won,
            l.created_lost,
            l.threats,
            "",
            l.solved,
            l.developed,
            w = 18usize.saturating_sub(
                format!("({}, {}, {})", l.created_won, l.created_lost, l.threats).len()
            )
        );
    }
    o
}
