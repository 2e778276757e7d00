//! A plain configuration — game, preset, individual options, limits — validated into a search.
//! The CLI and the browser both go through here, so both give the same errors.

use crate::game::Game;
use crate::games::tictactoe::TicTacToe;
use crate::search::{
    FreeWinningSet, Limits, Options, ParallelEdges, Rule, Search, Selection, Solver,
};
use serde::{Deserialize, Serialize};

/// The presets, named as in the thesis (4.2.1–4.2.3), plus our own BEST.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Preset {
    /// PN-search on the DAG (degree-and-neighbours normaliser), last changed node, standard numbers.
    Basic,
    /// BASIC with weak numbers.
    Weak,
    /// BASIC with "no free winning set".
    K4,
    /// K4 with weak numbers: the thesis's fastest variant.
    K4Weak,
    /// The strongest combination we measured (exact normal form, forced replies, …).
    Best,
}

impl Preset {
    /// All presets, in the order the CLI lists them.
    pub const ALL: [Preset; 5] = [
        Preset::Basic,
        Preset::Weak,
        Preset::K4,
        Preset::K4Weak,
        Preset::Best,
    ];

    /// The preset's name as the thesis writes it.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Basic => "BASIC",
            Preset::Weak => "WEAK",
            Preset::K4 => "K4",
            Preset::K4Weak => "K4WEAK",
            Preset::Best => "BEST",
        }
    }

    /// Parses a name, case-insensitively.
    pub fn parse(s: &str) -> Result<Preset, String> {
        Preset::ALL
            .into_iter()
            .find(|p| p.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                let names: Vec<&str> = Preset::ALL.iter().map(|p| p.name()).collect();
                format!("unknown preset \"{s}\": allowed are {}", names.join(", "))
            })
    }

    /// The options the preset switches on.
    pub fn options(self) -> Options {
        let thesis = Options {
            transpositions: true,
            rule: Rule::Standard,
            delete_solved_sons: true,
            parallel_edges: ParallelEdges::MergeAtRoot,
            selection: Selection::LastChanged,
            free_winning_set: FreeWinningSet::Off,
            forced_replies: false,
            order_sons: false,
        };
        match self {
            Preset::Basic => thesis,
            Preset::Weak => Options {
                rule: Rule::Weak,
                ..thesis
            },
            Preset::K4 => Options {
                free_winning_set: FreeWinningSet::AtDevelopment,
                ..thesis
            },
            Preset::K4Weak => Options {
                rule: Rule::Weak,
                free_winning_set: FreeWinningSet::AtDevelopment,
                ..thesis
            },
            Preset::Best => Options {
                rule: Rule::Weak,
                free_winning_set: FreeWinningSet::AtCreation,
                parallel_edges: ParallelEdges::Merge,
                forced_replies: true,
                ..thesis
            },
        }
    }
}

/// Which game, with its parameters.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "game", rename_all = "lowercase")]
pub enum GameConfig {
    /// Tic-tac-toe.
    Tictactoe,
}

/// Individual options; each one set overrides the preset.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct OptionOverrides {
    /// See [`Options::transpositions`].
    pub transpositions: Option<bool>,
    /// See [`Options::rule`].
    pub rule: Option<Rule>,
    /// See [`Options::delete_solved_sons`].
    pub delete_solved_sons: Option<bool>,
    /// See [`Options::parallel_edges`].
    pub parallel_edges: Option<ParallelEdges>,
    /// See [`Options::selection`].
    pub selection: Option<Selection>,
    /// See [`Options::free_winning_set`].
    pub free_winning_set: Option<FreeWinningSet>,
    /// See [`Options::forced_replies`].
    pub forced_replies: Option<bool>,
    /// See [`Options::order_sons`].
    pub order_sons: Option<bool>,
}

impl OptionOverrides {
    /// The preset's options with these overrides applied.
    pub fn apply(&self, base: Options) -> Options {
        Options {
            transpositions: self.transpositions.unwrap_or(base.transpositions),
            rule: self.rule.unwrap_or(base.rule),
            delete_solved_sons: self.delete_solved_sons.unwrap_or(base.delete_solved_sons),
            parallel_edges: self.parallel_edges.unwrap_or(base.parallel_edges),
            selection: self.selection.unwrap_or(base.selection),
            free_winning_set: self.free_winning_set.unwrap_or(base.free_winning_set),
            forced_replies: self.forced_replies.unwrap_or(base.forced_replies),
            order_sons: self.order_sons.unwrap_or(base.order_sons),
        }
    }
}

/// A whole configuration.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    /// The game.
    #[serde(flatten)]
    pub game: GameConfig,
    /// The preset the options start from (K4WEAK when absent).
    #[serde(default)]
    pub preset: Option<Preset>,
    /// Individual overrides.
    #[serde(default)]
    pub options: OptionOverrides,
    /// Resource limits.
    #[serde(default)]
    pub limits: Limits,
}

impl Config {
    /// The options in force: the preset's, then the overrides.
    pub fn effective_options(&self) -> Options {
        self.options
            .apply(self.preset.unwrap_or(Preset::K4Weak).options())
    }

    /// Validates the configuration and builds the search.
    pub fn build(&self) -> Result<Box<dyn Solver>, String> {
        check_limit("maxNodes", self.limits.max_nodes)?;
        check_limit("maxIterations", self.limits.max_iterations)?;
        let opts = self.effective_options();
        Ok(match &self.game {
            GameConfig::Tictactoe => boxed(TicTacToe { symmetry: true }, opts, self.limits),
        })
    }
}

fn boxed<G: Game + 'static>(game: G, opts: Options, limits: Limits) -> Box<dyn Solver> {
    Box::new(Search::new(game, opts, limits))
}

fn check_limit(name: &str, v: Option<u64>) -> Result<(), String> {
    match v {
        Some(0) => Err(format!(
            "{name} = 0 is out of range: a limit must be a positive whole number"
        )),
        _ => Ok(()),
    }
}
