//! The thesis's Tables 4.3–4.5 re-run, each row beside the thesis's own figures.
//!
//! Every row runs twice: once under the thesis program's terminal rule (which scores a
//! completed K_K for the wrong player — this is how its figures were measured) to show the
//! reproduction, and once under the correct rule, which is what PN Lab solves by default.

use crate::config::{Ask, Preset, SearchSetup};
use crate::games::clique::{Clique, Normaliser};
use crate::search::AlgorithmParams;
use crate::search::{Algorithm, Limits, Options, Rule, Status, ThresholdRule};
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
    /// What `pnlab solve --question first-wins` says: `first-wins`, `draw`, `second-wins`,
    /// `draw-or-second-wins` (under the thesis's rule the second player's win is not ruled out)
    /// or `unknown`.
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

/// Solves (n, 4) under a preset with the given terminal rule.
pub fn measure(n: usize, k: usize, preset: Preset, thesis_rule: bool) -> Measured {
    measure_options(n, k, preset.algorithm(), preset.options(), thesis_rule)
}

/// Solves (n, k) by an algorithm under options with the given terminal rule.
pub fn measure_options(
    n: usize,
    k: usize,
    algorithm: Algorithm,
    opts: Options,
    thesis_rule: bool,
) -> Measured {
    measure_with(
        n,
        k,
        algorithm,
        opts,
        AlgorithmParams::default(),
        thesis_rule,
    )
}

/// Solves (n, k) by an algorithm with its parameters under options with the given terminal rule.
pub fn measure_with(
    n: usize,
    k: usize,
    algorithm: Algorithm,
    opts: Options,
    params: AlgorithmParams,
    thesis_rule: bool,
) -> Measured {
    let game = Clique::new(n, k, Normaliser::Neighbours)
        .expect("the rows use valid games")
        .with_thesis_terminal_rule(thesis_rule);
    let setup = SearchSetup {
        algorithm,
        opts,
        params,
        limits: Limits::default(),
        ask: Ask::FirstWins,
        start: Vec::new(),
    };
    // A solve asking the thesis's question alone, as `pnlab solve --question first-wins` does:
    // the same search, and its result reads the disproof as the game allows (a draw under
    // the correct rule, where the second player cannot win by strategy stealing).
    let mut s = setup
        .solve(game)
        .expect("the rows start from the initial position");
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

/// The thesis program's df-pn: the DFPN preset with its threshold rule
/// (`"params": {"thresholdRule": "thesis"}`), the one that prints Table 4.5's DFPN row.
pub fn thesis_dfpn_params() -> AlgorithmParams {
    AlgorithmParams {
        threshold_rule: Some(ThresholdRule::Thesis),
        ..AlgorithmParams::default()
    }
}

/// A preset run with other parameters: (n, label, preset, parameters, thesis figure).
pub type VariantRow = (
    usize,
    &'static str,
    Preset,
    AlgorithmParams,
    Option<ThesisFigure>,
);

/// The rows of presets run with other parameters; they sit beside the preset's own rows.
pub fn variant_rows() -> Vec<VariantRow> {
    vec![
        (
            6,
            "DFPN/thesis",
            Preset::Dfpn,
            thesis_dfpn_params(),
            fig("4.5", 0.96, 1018, 2228, None),
        ),
        (7, "DFPN/thesis", Preset::Dfpn, thesis_dfpn_params(), None),
    ]
}

/// The rows of the algorithms and rules no preset runs (SNDA, proof-set search, PN²):
/// (n, label, algorithm, options, also under the thesis's terminal rule). The thesis has no
/// figures for them; its rows with the same preset are the ones to read them against. PN² runs
/// under the correct rule only: each run takes seconds.
pub fn other_rows() -> Vec<(usize, &'static str, Algorithm, Options, bool)> {
    let snda = |p: Preset| Options {
        rule: Rule::Snda,
        ..p.options()
    };
    vec![
        (6, "BASIC/snda", Algorithm::Pns, snda(Preset::Basic), true),
        (6, "K4/snda", Algorithm::Pns, snda(Preset::K4), true),
        (7, "K4/snda", Algorithm::Pns, snda(Preset::K4), true),
        (
            6,
            "BASIC/pss",
            Algorithm::Pss,
            Preset::Basic.options(),
            true,
        ),
        (6, "K4/pss", Algorithm::Pss, Preset::K4.options(), true),
        (7, "K4/pss", Algorithm::Pss, Preset::K4.options(), true),
        (
            6,
            "K4WEAK/pn2",
            Algorithm::Pn2,
            Preset::K4Weak.options(),
            false,
        ),
        (
            7,
            "K4WEAK/pn2",
            Algorithm::Pn2,
            Preset::K4Weak.options(),
            false,
        ),
        (6, "BEST/pn2", Algorithm::Pn2, Preset::Best.options(), false),
        (7, "BEST/pn2", Algorithm::Pn2, Preset::Best.options(), false),
    ]
}

/// Runs every row.
pub fn run_all() -> Vec<Row> {
    let thesis_rows = rows().into_iter().map(|(n, preset, thesis)| Row {
        n,
        k: 4,
        preset: preset.name(),
        algorithm: preset.algorithm().name(),
        thesis,
        thesis_rule: (preset != Preset::Best).then(|| measure(n, 4, preset, true)),
        correct_rule: measure(n, 4, preset, false),
    });
    let variant_rows = variant_rows()
        .into_iter()
        .map(|(n, label, preset, params, thesis)| {
            let run = |rule| {
                measure_with(
                    n,
                    4,
                    preset.algorithm(),
                    preset.options(),
                    params.clone(),
                    rule,
                )
            };
            Row {
                n,
                k: 4,
                preset: label,
                algorithm: preset.algorithm().name(),
                thesis,
                thesis_rule: Some(run(true)),
                correct_rule: run(false),
            }
        });
    let other_rows = other_rows()
        .into_iter()
        .map(|(n, label, algorithm, opts, both)| Row {
            n,
            k: 4,
            preset: label,
            algorithm: algorithm.name(),
            thesis: None,
            thesis_rule: both.then(|| measure_options(n, 4, algorithm, opts, true)),
            correct_rule: measure_options(n, 4, algorithm, opts, false),
        });
    thesis_rows.chain(variant_rows).chain(other_rows).collect()
}
