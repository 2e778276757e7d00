//! A plain configuration — game, preset, individual options, limits — validated into a search.
//! The CLI and the browser both go through here, so both give the same errors.

pub mod settings;

use crate::error::Error;
use crate::game::Game;
use crate::games::registry;
use crate::json::{self, Map, Value};
use crate::search::solve::MakeSearch;
pub use crate::search::OptionOverrides;
use crate::search::{
    Algorithm, AlgorithmParams, FreeWinningSet, LeafInit, Limits, Options, Question, Rule, Solve,
    Solver,
};
use serde::de::DeserializeOwned;
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
    /// The strongest combination we measured: K4WEAK with "no free winning set" applied when a
    /// son is created and forced replies to threats.
    Best,
    /// The thesis's df-pn variant (4.2.6, Table 4.5): df-pn with weak numbers and the
    /// degree-and-neighbours normaliser, without "no free winning set".
    Dfpn,
}

impl Preset {
    /// All presets, in the order the CLI lists them.
    pub const ALL: [Preset; 6] = [
        Preset::Basic,
        Preset::Weak,
        Preset::K4,
        Preset::K4Weak,
        Preset::Best,
        Preset::Dfpn,
    ];

    /// The preset's name as the thesis writes it.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Basic => "BASIC",
            Preset::Weak => "WEAK",
            Preset::K4 => "K4",
            Preset::K4Weak => "K4WEAK",
            Preset::Best => "BEST",
            Preset::Dfpn => "DFPN",
        }
    }

    /// The algorithm the preset runs.
    pub fn algorithm(self) -> Algorithm {
        match self {
            Preset::Dfpn => Algorithm::Dfpn,
            _ => Algorithm::Pns,
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

    /// The options the preset switches on: how it differs from the default, the thesis's program
    /// (BASIC).
    pub fn options(self) -> Options {
        let thesis = Options::default();
        match self {
            Preset::Basic => thesis,
            Preset::Weak | Preset::Dfpn => Options {
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
            // Measured on (7,4) over every combination of these switches and normalisers 3 and 4
            // (docs/best.md): the fewest nodes at the least time.
            Preset::Best => Options {
                rule: Rule::Weak,
                free_winning_set: FreeWinningSet::AtCreation,
                forced_replies: true,
                ..thesis
            },
        }
    }
}

crate::named! {
    /// Which questions a solve asks (see [`crate::search::solve`]).
    #[derive(Default)]
    pub enum Ask {
        /// "Does the first player win?", then "does he avoid losing?" when the result needs it.
        #[default]
        Auto = "auto",
        /// Only "does the first player win?".
        FirstWins = "first-wins",
        /// Only "does the first player avoid losing?".
        FirstAvoidsLoss = "first-avoids-loss",
    }
}

/// The keys a configuration takes besides its game's parameters.
pub const CONFIG_KEYS: [&str; 8] = [
    "game",
    "start",
    "preset",
    "algorithm",
    "question",
    "params",
    "options",
    "limits",
];

/// A whole configuration, as the CLI and the browser give it, e.g.
/// `{"game": "clique", "n": 6, "k": 4, "preset": "K4WEAK", "limits": {"maxNodes": 100000}}`.
/// The game's own parameters (`n`, `k`, `cols`, …) sit beside the other keys; the registry
/// (`games::registry`) checks them.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Config {
    /// The game's name, one of the registry's.
    pub game: String,
    /// The preset the options start from (K4WEAK when absent), case-insensitive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub preset: Option<String>,
    /// The algorithm: `pns`, `dfpn`, `pss`, `pn2`, `dcg`; when absent `dcg` for a game whose
    /// positions repeat, else the preset's (`pns` except for DFPN).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub algorithm: Option<Algorithm>,
    /// Which questions the solve asks.
    #[serde(default)]
    pub question: Ask,
    /// The algorithm's parameters.
    #[serde(default)]
    pub params: AlgorithmParams,
    /// Individual overrides.
    #[serde(default)]
    pub options: OptionOverrides,
    /// Resource limits.
    #[serde(default)]
    pub limits: Limits,
    /// The start position: moves in the game's labels played from the initial position (the
    /// empty board when empty). JSON takes a list or one string of moves separated by spaces.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub start: Vec<String>,
    /// The game's parameters (and any unknown key, which the registry refuses by name).
    #[serde(flatten)]
    pub game_params: Map,
}

/// Read through a JSON value with each key once ([`json::Strict`]), key by key, so that an
/// error names the key it is about (`options.rule: unknown variant …`).
impl<'de> Deserialize<'de> for Config {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Config, D::Error> {
        Config::from_json(json::Strict::deserialize(d)?.0).map_err(serde::de::Error::custom)
    }
}

impl Config {
    /// Reads a configuration from JSON text, refusing a key given twice; errors name the key
    /// at fault and what is allowed.
    pub fn from_text(text: &str) -> Result<Config, Error> {
        Config::from_json(json::parse(text)?)
    }

    /// Reads a configuration from a JSON value; errors name the key at fault and what is
    /// allowed.
    pub fn from_json(v: impl Into<Value>) -> Result<Config, Error> {
        let v = v.into();
        let Value::Object(map) = v else {
            return Err(Error::Input(format!(
                "a configuration is an object such as {{\"game\": \"tictactoe\"}}, not {}",
                json::shown(&v)
            )));
        };
        let mut c = Config::new("");
        let mut game = None;
        for (key, v) in map {
            match key.as_str() {
                "game" => game = Some(v),
                "preset" => c.preset = Some(section("preset", v)?),
                "algorithm" => c.algorithm = Some(section("algorithm", v)?),
                "question" => c.question = section("question", v)?,
                "params" => c.params = section("params", v)?,
                "options" => c.options = section("options", v)?,
                "limits" => c.limits = section("limits", v)?,
                "start" => c.start = start_line(v)?,
                _ => {
                    c.game_params.insert(key, v);
                }
            }
        }
        c.game = match game {
            Some(Value::String(name)) if registry::info(&name).is_some() => name,
            Some(other) => {
                return Err(Error::Input(format!(
                    "game: unknown game {}: allowed are {}",
                    json::shown(&other),
                    registry::names().join(", ")
                )))
            }
            None => {
                return Err(Error::Input(format!(
                    "game is required: one of {}",
                    registry::names().join(", ")
                )))
            }
        };
        Ok(c)
    }
}

/// A key's value read by serde, the error prefixed with the key and, for an object, with the
/// first of its keys at fault (`options.rule: unknown variant …`). Strings are cut short first
/// (`json::with_short_strings`): none that a section takes is long, and a message quotes them.
fn section<T: DeserializeOwned>(key: &str, v: Value) -> Result<T, String> {
    let v = json::with_short_strings(v);
    if let Value::Object(map) = &v {
        for (k, inner) in map {
            let one = Value::Object(Map::from_iter([(k.clone(), inner.clone())]));
            if let Err(e) = serde_json::from_value::<T>(one) {
                return Err(format!("{key}.{k}: {e}"));
            }
        }
    }
    serde_json::from_value(v).map_err(|e| format!("{key}: {e}"))
}

/// Reads the `start` key: a list of move labels, or one string of them.
fn start_line(v: Value) -> Result<Vec<String>, String> {
    match v {
        Value::String(s) => Ok(crate::game::line::split_line(&s)),
        Value::Array(items) => {
            let mut line = Vec::with_capacity(items.len());
            for m in items {
                match m {
                    Value::String(s) => line.push(s),
                    other => {
                        return Err(format!(
                            "start: every move is a label such as \"b2\", not {}",
                            json::shown(&other)
                        ))
                    }
                }
            }
            Ok(line)
        }
        other => Err(format!(
            "start: a list of moves such as [\"b2\", \"a1\"] or \"b2 a1\", not {}",
            json::shown(&other)
        )),
    }
}

impl Config {
    /// A configuration of a game with everything else at its default.
    pub fn new(game: &str) -> Config {
        Config {
            game: game.into(),
            preset: None,
            algorithm: None,
            question: Ask::Auto,
            params: AlgorithmParams::default(),
            options: OptionOverrides::default(),
            limits: Limits::default(),
            start: Vec::new(),
            game_params: Map::new(),
        }
    }

    /// Sets a game parameter.
    pub fn with(mut self, name: &str, value: impl Into<Value>) -> Config {
        self.game_params.insert(name.into(), value.into());
        self
    }

    /// The clique game (n, k) under a preset.
    pub fn clique(n: u32, k: u32, preset: Preset) -> Config {
        Config {
            preset: Some(preset.name().into()),
            ..Config::new("clique").with("n", n).with("k", k)
        }
    }

    /// The preset in force.
    pub fn preset(&self) -> Result<Preset, Error> {
        self.preset
            .as_deref()
            .map_or(Ok(Preset::K4Weak), Preset::parse)
            .map_err(Error::Input)
    }

    /// The options in force: the preset's, then the overrides, with the question the solve
    /// asks first (`question`: "does the first player avoid losing?" when asked alone, else
    /// "does he win?"; each search of the solve is given its own).
    /// For a game without winning sets, the rules built on them are off whatever the preset
    /// says: they could never fire there, and the options shown should say what runs.
    pub fn effective_options(&self) -> Result<Options, Error> {
        let mut o = self.options.apply(self.preset()?.options());
        if self.question == Ask::FirstAvoidsLoss {
            o.question = Question::FirstAvoidsLoss;
        }
        if !self.game_info()?.winning_sets {
            o.free_winning_set = FreeWinningSet::Off;
            o.forced_replies = false;
            o.leaf_init = LeafInit::Unit;
        }
        Ok(o)
    }

    /// The registry's description of the game.
    fn game_info(&self) -> Result<&'static registry::GameInfo, String> {
        registry::info(&self.game).ok_or_else(|| format!("unknown game \"{}\"", self.game))
    }

    /// The algorithm in force: the one given, else the first of the table's that searches games
    /// whose positions repeat ([`Algorithm::cyclic`]: `dcg`) for such a game, else the preset's.
    pub fn algorithm(&self) -> Result<Algorithm, Error> {
        Ok(match self.algorithm {
            Some(a) => a,
            None if registry::cyclic_with(&self.game, &self.game_params()?)? => {
                let preset = self.preset()?.algorithm();
                Algorithm::ALL
                    .into_iter()
                    .find(|a| a.cyclic())
                    .unwrap_or(preset)
            }
            None => self.preset()?.algorithm(),
        })
    }

    /// The preset's name, or "custom" when options, the normaliser, the algorithm or its
    /// parameters override it.
    pub fn label(&self) -> String {
        match self.preset() {
            Ok(p)
                if self.options == OptionOverrides::default()
                    && !self.game_params.contains_key("normaliser")
                    && self.algorithm.is_none_or(|a| a == p.algorithm())
                    && self.params == AlgorithmParams::default() =>
            {
                p.name().into()
            }
            _ => "custom".into(),
        }
    }

    /// The game's parameters, checked against the registry.
    pub fn game_params(&self) -> Result<registry::Params, Error> {
        registry::params(&self.game, &self.game_params, &CONFIG_KEYS).map_err(Error::Input)
    }

    /// The board the game is drawn on.
    pub fn board(&self) -> Result<crate::game::Board, Error> {
        registry::board(&self.game, &self.game_params()?).map_err(Error::Input)
    }

    /// Validates the configuration and builds the solve.
    pub fn build(&self) -> Result<Box<dyn Solver>, Error> {
        let opts = self.effective_options()?;
        let algorithm = self.algorithm()?;
        let params = self.game_params()?;
        self.check_settings(algorithm)?;
        let setup = SearchSetup {
            algorithm,
            opts,
            params: self.params.clone(),
            limits: self.limits,
            ask: self.question,
            start: self.start.clone(),
        };
        Ok(registry::with_game(&self.game, &params, &setup)??)
    }

    /// Checks every setting given against the table ([`settings::all`]): its range, the
    /// algorithm and the game it applies to.
    fn check_settings(&self, algorithm: Algorithm) -> Result<(), String> {
        use settings::{check, given, Section};
        let info = self.game_info()?;
        let game = (info.name, info.winning_sets);
        check(Section::Limits, &given(&self.limits), algorithm, game)?;
        check(Section::Params, &given(&self.params), algorithm, game)?;
        self.params.check_together()?;
        check(Section::Options, &given(&self.options), algorithm, game)
    }
}

/// Everything but the game that a solve is built from.
#[derive(Clone, Debug)]
pub struct SearchSetup {
    /// The algorithm.
    pub algorithm: Algorithm,
    /// The options (the question among them is set per search).
    pub opts: Options,
    /// The algorithm's parameters.
    pub params: AlgorithmParams,
    /// Limits for the whole solve.
    pub limits: Limits,
    /// Which questions to ask.
    pub ask: Ask,
    /// The moves from the initial position to the start position.
    pub start: Vec<String>,
}

/// The registry hands the setup the game to solve.
impl registry::Visit for &SearchSetup {
    type Output = Result<Box<dyn Solver>, String>;
    fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
        self.solve(game)
    }
}

impl SearchSetup {
    /// The solve of `game` from the start position (the initial one after the start moves).
    /// A start move that is not legal is an error; a start where the game is over is answered
    /// by the rules, with no iteration ([`Solve::finished`]).
    pub fn solve<G: Game + 'static>(&self, game: G) -> Result<Box<dyn Solver>, String> {
        let build = self.algorithm.builder(&game)?;
        if self.algorithm.cyclic() && game.cyclic() && !self.opts.transpositions {
            return Err(format!(
                "the algorithm dcg needs options.transpositions = true for {}: without a table \
                 a repeated position is never met again, and a draw is never found",
                game.name()
            ));
        }
        let (first, both) = match self.ask {
            Ask::Auto => (Question::FirstWins, true),
            Ask::FirstWins => (Question::FirstWins, false),
            Ask::FirstAvoidsLoss => (Question::FirstAvoidsLoss, false),
        };
        let reached = crate::game::line::play_line(&game, &self.start)?;
        let ended = reached.ended(&game);
        let start = reached.pos;
        // By the rules, a position of the start line met again is a draw.
        let game = reached.game_after(&game);
        let setup = self.clone();
        let make_game = game.clone();
        let make: MakeSearch = Box::new(move |question, limits| {
            let opts = Options {
                question,
                ..setup.opts
            };
            build(crate::search::Setup {
                game: make_game.clone(),
                start,
                opts,
                params: setup.params.clone(),
                limits,
            })
        });
        let solve = Solve::new(&game, &start, first, both, self.limits, make);
        Ok(Box::new(match ended {
            Some(e) => solve.finished(e),
            None => solve,
        }))
    }
}

pub use settings::Setting;

/// A preset with what it switches on.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PresetInfo {
    /// The name.
    pub name: &'static str,
    /// The algorithm it runs.
    pub algorithm: &'static str,
    /// Its options.
    pub options: Options,
}

/// An algorithm's row of the table (`src/search/algorithms.rs`), as the page reads it: what
/// tells one algorithm from another, so that no page or test compares algorithms' names.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AlgorithmInfo {
    /// The name in configurations, and so of its page module (`www/view/algorithms/`).
    pub name: &'static str,
    /// Whether it searches games whose positions repeat ([`Algorithm::cyclic`]).
    pub cyclic: bool,
    /// The settings it takes that some other algorithm does not ([`Algorithm::takes`]).
    pub takes: &'static [&'static str],
}

/// Everything a settings form needs, from the engine: the page, the element and the URL state
/// read this instead of keeping lists of their own.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Schema {
    /// Every game with its parameters.
    pub games: Vec<registry::GameInfo>,
    /// The games whose positions repeat at their default parameters ([`crate::Rules::cyclic`]):
    /// the search algorithms and the checker refuse them.
    pub cyclic: Vec<&'static str>,
    /// What those games run when the configuration names no algorithm
    /// ([`Algorithm::for_cyclic_games`], as [`Config::algorithm`] reads it); null in a table
    /// without one.
    pub cyclic_algorithm: Option<&'static str>,
    /// The games that cannot end in a draw at their default parameters: their start's value
    /// cannot be one ([`crate::Rules::value_can_be`]), so the page names a "no" to "does the
    /// first player win?" a second player's win before any solve says so.
    pub no_draws: Vec<&'static str>,
    /// The presets.
    pub presets: Vec<PresetInfo>,
    /// The algorithms.
    pub algorithms: Vec<&'static str>,
    /// The algorithms' rows, in the order of `algorithms`.
    pub algorithm_rows: Vec<AlgorithmInfo>,
    /// Which questions a solve may ask.
    pub questions: Vec<&'static str>,
    /// The individual options (`options.*`).
    pub options: Vec<Setting>,
    /// The algorithms' parameters (`params.*`).
    pub params: Vec<Setting>,
    /// The resource limits (`limits.*`).
    pub limits: Vec<Setting>,
}

/// The schema of every configuration the engine accepts.
pub fn schema() -> Schema {
    use settings::Section;
    let of = |section| settings::of(section).map(|d| d.setting()).collect();
    Schema {
        games: registry::infos(),
        cyclic: registry::names()
            .into_iter()
            .filter(|n| registry::cyclic(n))
            .collect(),
        cyclic_algorithm: Algorithm::for_cyclic_games().map(|a| a.name()),
        no_draws: registry::names()
            .into_iter()
            .filter(|n| !registry::draw_possible(n))
            .collect(),
        presets: Preset::ALL
            .iter()
            .map(|p| PresetInfo {
                name: p.name(),
                algorithm: p.algorithm().name(),
                options: p.options(),
            })
            .collect(),
        algorithms: Algorithm::ALL.iter().map(|a| a.name()).collect(),
        algorithm_rows: Algorithm::ALL
            .iter()
            .map(|&a| AlgorithmInfo {
                name: a.name(),
                cyclic: a.cyclic(),
                takes: a.takes(),
            })
            .collect(),
        questions: Ask::ALL.iter().map(|a| a.name()).collect(),
        options: of(Section::Options),
        params: of(Section::Params),
        limits: of(Section::Limits),
    }
}
