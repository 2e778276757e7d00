//! The game and its parameters on the command line, read from the registry: every parameter of
//! every game is a `--name` flag (a document parameter is read from the file `--file` names),
//! and the chosen game's own check says which flags apply to it.

use clap::{Arg, ArgMatches, Args, Command, Error, FromArgMatches};
use pnlab::config::Config;
use pnlab::games::registry::{infos, ParamKind};
use pnlab::json::{Map, Value};

/// The flag a parameter is given by: its name, or `file` for a document.
fn flag(name: &'static str, kind: &ParamKind) -> &'static str {
    match kind {
        ParamKind::Document => "file",
        _ => name,
    }
}

/// Every game parameter's flag once, with the games that take it, for `--help`.
fn flags() -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = Vec::new();
    for game in infos() {
        for p in &game.params {
            let f = flag(p.name, &p.kind);
            let help = match &p.kind {
                ParamKind::Document => format!("{}: a JSON file ({})", game.name, p.label),
                _ => format!("{}: {}", game.name, p.label),
            };
            match out.iter_mut().find(|(g, _)| *g == f) {
                Some((_, h)) => {
                    h.push_str("; ");
                    h.push_str(&help);
                }
                None => out.push((f, help)),
            }
        }
    }
    out
}

/// The game's name and the parameter flags given.
#[derive(Clone, Debug)]
pub struct GameArgs {
    pub game: String,
    given: Vec<(&'static str, String)>,
    /// The moves to the start position, as given.
    start: Option<String>,
}

impl GameArgs {
    /// The configuration of this game with its parameters, everything else at its default.
    /// A flag the game does not take, or a value of the wrong type, is an error naming it.
    pub fn config(&self) -> Result<Config, pnlab::Error> {
        let info = infos()
            .into_iter()
            .find(|i| i.name == self.game)
            .ok_or_else(|| format!("unknown game \"{}\"", self.game))?;
        let mut params = Map::new();
        for (f, raw) in &self.given {
            let Some(p) = info.params.iter().find(|p| flag(p.name, &p.kind) == *f) else {
                let takes: Vec<String> = info
                    .params
                    .iter()
                    .map(|p| format!("--{}", flag(p.name, &p.kind)))
                    .collect();
                return Err(pnlab::Error::Input(format!(
                    "--{f} does not apply to the game {}: it takes {}",
                    info.name,
                    if takes.is_empty() {
                        "no game flags".into()
                    } else {
                        takes.join(", ")
                    }
                )));
            };
            let value = match &p.kind {
                ParamKind::Int { min, max } => {
                    let mut range = format!("{min} <= {} <= {max}", p.name);
                    if !p.note.is_empty() {
                        range = format!("{range} ({})", p.note);
                    }
                    let digits = raw.strip_prefix('-').unwrap_or(raw);
                    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
                        return Err(pnlab::Error::Input(format!(
                            "--{f} {raw}: not a whole number: {range}"
                        )));
                    }
                    // Digits too many for i64 are a number too: out of range as the registry
                    // says of one that fits, not "not a number".
                    Value::from(raw.parse::<i64>().map_err(|_| {
                        format!(
                            "{} = {raw} is out of range for the game {}: {range}",
                            p.name, info.name
                        )
                    })?)
                }
                ParamKind::Document => {
                    let max = crate::readcap::DOCUMENT_MAX_BYTES;
                    let text = crate::readcap::read_capped(
                        std::path::Path::new(raw),
                        max,
                        "a game's document is read whole, and is far smaller",
                    )
                    .map_err(|e| e.prefixed("--file "))?;
                    pnlab::json::parse(&text).map_err(|e| {
                        format!(
                            "--file {}: not valid JSON: {e}",
                            pnlab::json::cut(raw.clone())
                        )
                    })?
                }
                _ => Value::from(raw.clone()),
            };
            params.insert(p.name.to_string(), value);
        }
        let mut config = Config::new(info.name);
        config.game_params = params;
        config.start = self
            .start
            .as_deref()
            .map(pnlab::game::line::split_line)
            .unwrap_or_default();
        Ok(config)
    }
}

fn parse_game(s: &str) -> Result<String, String> {
    let names: Vec<&str> = infos().iter().map(|i| i.name).collect();
    if names.contains(&s) {
        Ok(s.to_string())
    } else {
        Err(format!(
            "unknown game \"{s}\": allowed are {}",
            names.join(", ")
        ))
    }
}

impl FromArgMatches for GameArgs {
    fn from_arg_matches(m: &ArgMatches) -> Result<Self, Error> {
        let game = m.get_one::<String>("game").cloned().unwrap_or_default();
        let given = flags()
            .into_iter()
            .filter_map(|(f, _)| m.get_one::<String>(f).map(|v| (f, v.clone())))
            .collect();
        let start = m.get_one::<String>("start").cloned();
        Ok(GameArgs { game, given, start })
    }
    fn update_from_arg_matches(&mut self, m: &ArgMatches) -> Result<(), Error> {
        *self = GameArgs::from_arg_matches(m)?;
        Ok(())
    }
}

impl Args for GameArgs {
    fn augment_args(cmd: Command) -> Command {
        let names: Vec<&str> = infos().iter().map(|i| i.name).collect();
        let mut cmd = cmd.arg(
            Arg::new("game")
                .required(true)
                .value_parser(parse_game)
                .help(format!("The game: {}", names.join(", "))),
        );
        cmd = cmd.arg(
            Arg::new("start")
                .long("start")
                .value_name("MOVES")
                // So that `--start -1` is answered as a move that is not legal.
                .allow_negative_numbers(true)
                .help("The start position: moves in the game's labels from the initial position, separated by spaces or commas (e.g. \"a1 b2\")"),
        );
        for (f, help) in flags() {
            cmd = cmd.arg(
                Arg::new(f)
                    .long(f)
                    .value_name("VALUE")
                    .allow_negative_numbers(true)
                    .help(help),
            );
        }
        cmd
    }
    fn augment_args_for_update(cmd: Command) -> Command {
        GameArgs::augment_args(cmd)
    }
}
