//! The thesis's Tables 4.3–4.5 re-run, each row beside the thesis's own figures.
//!
//! Every row runs twice: once under the thesis program's terminal rule (which scores a
//! completed K_K for the wrong player — this is how its figures were measured) to show the
//! reproduction, and once under the correct rule, which is what PN Lab solves by default.

use crate::config::Preset;
use crate::games::clique::{Clique, Normaliser};
use crate::search::{Algorithm, Dfpn, Limits, Pn2, Search, Solver, Status};
use serde::Serialize;
use std::time::Instant;

/// A figure printed in the thesis.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ThesisFigure {
    /// The table it comes from.
    pub table: &'static str,
    /// Seconds on the thesis's 2012 machine.
    pub seconds: f64,
    /// Iterations.
    pub iterations: u64,
    /// Created nodes.
    pub created: u64,
    /// Deepest developed level, where the table gives it.
    pub max_level: Option<u32>,
}

/// One run of our engine.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Measured {
    /// `first-player-wins`, `draw` or `unknown`.
    pub result: &'static str,
    /// Iterations.
    pub iterations: u64,
    /// Created nodes, root not counted.
    pub created: u64,
    /// Deepest developed level.
    pub max_level: u32,
    /// Wall-clock seconds.
    pub seconds: f64,
    /// Whether the proof checker accepted the result.
    pub verified: bool,
}

/// One row of the comparison.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Row {
    /// N.
    pub n: usize,
    /// K.
    pub k: usize,
    /// The preset.
    pub preset: &'static str,
    /// The algorithm the preset runs.
    pub algorithm: &'static str,
    /// The thesis's figure, when it printed one.
    pub thesis: Option<ThesisFigure>,
    /// Our engine under the thesis program's terminal rule.
    pub thesis_rule: Option<Measured>,
    /// Our engine under the correct rule.
    pub correct_rule: Measured,
}

const fn fig(
    table: &'static str,
    seconds: f64,
    iterations: u64,
    created: u64,
    max_level: Option<u32>,
) -> Option<ThesisFigure> {
    Some(ThesisFigure {
        table,
        seconds,
        iterations,
        created,
        max_level,
    })
}

/// The rows: (n, preset, thesis figure). Tables 4.3 and 4.4 share their (6,4) rows; 4.5's
/// WEAK row repeats 4.3's counts (its time was measured again).
pub fn rows() -> Vec<(usize, Preset, Option<ThesisFigure>)> {
    vec![
        (6, Preset::K4, fig("4.3, 4.4", 1.41, 413, 1406, Some(10))),
        (6, Preset::K4Weak, fig("4.3, 4.4", 1.03, 337, 1241, Some(8))),
        (
            6,
            Preset::Basic,
            fig("4.3, 4.4", 5.38, 5541, 6353, Some(14)),
        ),
        (
            6,
            Preset::Weak,
            fig("4.3, 4.4, 4.5", 2.48, 4237, 6079, Some(14)),
        ),
        (7, Preset::K4, fig("4.3", 12.34, 38716, 128256, Some(15))),
        (7, Preset::K4Weak, fig("4.3", 2.79, 16489, 65979, Some(14))),
        (7, Preset::Basic, None),
        (7, Preset::Weak, None),
        (6, Preset::Best, None),
        (7, Preset::Best, None),
        (6, Preset::Dfpn, fig("4.5", 0.96, 1018, 2228, None)),
        (7, Preset::Dfpn, None),
    ]
}

/// Rows of algorithms that no preset runs, measured under the correct rule only (the thesis
/// has no figure to reproduce): (n, preset whose options they use, algorithm).
pub fn other_rows() -> Vec<(usize, Preset, Algorithm)> {
    vec![
        (6, Preset::K4Weak, Algorithm::Pn2),
        (7, Preset::K4Weak, Algorithm::Pn2),
        (6, Preset::Best, Algorithm::Pn2),
        (7, Preset::Best, Algorithm::Pn2),
    ]
}

/// Solves (n, 4) under a preset with the given terminal rule.
pub fn measure(n: usize, k: usize, preset: Preset, thesis_rule: bool) -> Measured {
    measure_algorithm(n, k, preset, preset.algorithm(), thesis_rule)
}

/// Solves (n, k) with an algorithm, the preset's options and its default parameters.
pub fn measure_algorithm(
    n: usize,
    k: usize,
    preset: Preset,
    algorithm: Algorithm,
    thesis_rule: bool,
) -> Measured {
    let game = Clique::new(n, k, Normaliser::Neighbours)
        .expect("the rows use valid games")
        .with_thesis_terminal_rule(thesis_rule);
    let mut s: Box<dyn Solver> = match algorithm {
        Algorithm::Pns => Box::new(Search::new(game, preset.options(), Limits::default())),
        Algorithm::Dfpn => Box::new(Dfpn::new(
            game,
            preset.options(),
            Default::default(),
            Limits::default(),
        )),
        Algorithm::Pn2 => Box::new(Pn2::new(
            game,
            preset.options(),
            Default::default(),
            Limits::default(),
        )),
    };
    let t = Instant::now();
    s.run(None);
    let seconds = t.elapsed().as_secs_f64();
    let verified = s.status() == Status::Solved && s.verify().is_ok();
    Measured {
        result: s.result_word(),
        iterations: s.stats().iterations,
        created: s.stats().created,
        max_level: s.stats().max_level,
        seconds,
        verified,
    }
}

/// Runs every row.
pub fn run_all() -> Vec<Row> {
    rows()
        .into_iter()
        .map(|(n, preset, thesis)| Row {
            n,
            k: 4,
            preset: preset.name(),
            algorithm: preset.algorithm().name(),
            thesis,
            thesis_rule: (preset != Preset::Best).then(|| measure(n, 4, preset, true)),
            correct_rule: measure(n, 4, preset, false),
        })
        .chain(other_rows().into_iter().map(|(n, preset, algorithm)| Row {
            n,
            k: 4,
            preset: preset.name(),
            algorithm: algorithm.name(),
            thesis: None,
            thesis_rule: None,
            correct_rule: measure_algorithm(n, 4, preset, algorithm, false),
        }))
        .collect()
}
