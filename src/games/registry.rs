//! The one list of games. Config, the CLI, the browser, experiments and compare all reach a game
//! through here, and the page builds its settings form and URL from [`schema`]. Adding a game is
//! its own module in `src/games/` plus one line in [`GAMES`].

use super::any::{engine, ForEngine};
use super::clique::Clique;
use super::clobber::Clobber;
use super::connect4::Connect4;
use super::hexapawn::Hexapawn;
use super::positional::Positional;
use super::tictactoe::TicTacToe;
use crate::config::SearchSetup;
use crate::game::{Board, Game, Outcome};
use crate::json::{Map, Value};
use crate::prooftree::ProofTree;
use crate::search::{check, read_proof, CheckReport, Proof, Solver};
use crate::solution::Analyst;
use serde::Serialize;

/// Every game, in the order the page and `--help` list them. One line per game.
pub const GAMES: &[Entry] = &[
    #[cfg(not(target_arch = "wasm32"))]
    widened::<Clique>(),
    #[cfg(target_arch = "wasm32")]
    entry::<Clique>(),
    entry::<TicTacToe>(),
    entry::<Hexapawn>(),
    connect4_entry(),
    entry::<Clobber>(),
    entry::<Positional>(),
];

/// What a game parameter takes.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    tag = "type"
)]
pub enum ParamKind {
    /// A whole number in `min..=max`.
    Int {
        /// Smallest allowed.
        min: i64,
        /// Largest allowed.
        max: i64,
    },
    /// One of a few words.
    Choice {
        /// The words allowed.
        values: &'static [&'static str],
    },
    /// A text of at most `max_len` characters drawn from `alphabet` (the game checks the rest).
    Text {
        /// The characters allowed.
        alphabet: &'static str,
        /// Longest allowed.
        max_len: usize,
    },
    /// A JSON document the game reads itself (a positional game's winning sets); the CLI reads
    /// it from the file named by `--file`.
    Document,
}

/// One parameter of a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Param {
    /// The key in a configuration and the URL, and the CLI's `--` flag.
    pub name: &'static str,
    /// A label for people.
    pub label: &'static str,
    /// What it takes.
    #[serde(flatten)]
    pub kind: ParamKind,
    /// The value when absent; `None` when required.
    pub default: Option<Value>,
    /// A rule the range alone does not say (e.g. `k <= n`), for help texts.
    #[serde(skip_serializing_if = "str::is_empty")]
    pub note: &'static str,
}

impl Param {
    /// A whole number in `min..=max`.
    pub fn int(name: &'static str, label: &'static str, min: i64, max: i64, default: i64) -> Param {
        Param {
            name,
            label,
            kind: ParamKind::Int { min, max },
            default: Some(default.into()),
            note: "",
        }
    }

    /// One of `values`.
    pub fn choice(
        name: &'static str,
        label: &'static str,
        values: &'static [&'static str],
        default: &'static str,
    ) -> Param {
        Param {
            name,
            label,
            kind: ParamKind::Choice { values },
            default: Some(default.into()),
            note: "",
        }
    }

    /// The same parameter with a rule its range does not say.
    pub fn note(self, note: &'static str) -> Param {
        Param { note, ..self }
    }
}

/// What the page and the CLI need to know of a game.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GameInfo {
    /// The name in configurations, the URL and the CLI.
    pub name: &'static str,
    /// A title for people.
    pub title: &'static str,
    /// Its parameters.
    pub params: Vec<Param>,
    /// Whether the "no free winning set" rule and the threat options mean anything here.
    pub winning_sets: bool,
}

/// A game the registry can build from parameters.
pub trait Registered: Game + Sized + 'static + ForEngine {
    /// The game's name and parameters.
    fn info() -> GameInfo;
    /// The game with these parameters, already checked against [`Registered::info`]'s ranges;
    /// the game checks whatever else its rules need.
    fn from_params(p: &Params) -> Result<Self, String>;
}

/// A game with a second, wider representation for large parameters (the clique game's 128-bit
/// board for N > 8), so the common sizes keep the narrow one's speed and memory.
pub trait Widened: Registered {
    /// The wider representation: the same game, named and parametrised alike.
    type Wide: Registered;
    /// Whether these parameters need it.
    fn needs_wide(p: &Params) -> bool;
}

/// Builds a game's solve from its parameters.
type Build = fn(&Params, &SearchSetup) -> Result<Box<dyn Solver>, String>;

/// One line of the registry: the game's operations, each making the game from its parameters
/// and handing it to the algorithms as [`engine`] gives it (in the wasm, every game as one
/// `AnyGame`, so the algorithms are compiled once there).
pub struct Entry {
    /// The game's name and parameters.
    pub info: fn() -> GameInfo,
    build: Build,
    board: fn(&Params) -> Result<Board, String>,
    analyst: fn(&Params) -> Result<Box<dyn Analyst>, String>,
    check: fn(&Params, &[String], &Proof) -> Result<CheckReport, String>,
    possible: fn(&Params, &[String]) -> Result<[bool; 3], String>,
    tree: fn(&Params, &[String], &Proof) -> Result<ProofTree, String>,
}

/// What the registry does with a game once made, written once for every line.
mod ops {
    use super::*;

    pub(super) fn build<G: Game + 'static>(
        game: G,
        setup: &SearchSetup,
    ) -> Result<Box<dyn Solver>, String> {
        setup.solve(game)
    }
    pub(super) fn analyst<G: Game + 'static>(game: G) -> Box<dyn Analyst> {
        crate::solution::analyst::boxed(game)
    }
    pub(super) fn check<G: Game>(
        game: &G,
        start: &[String],
        proof: &Proof,
    ) -> Result<CheckReport, String> {
        match start_position(game, start)? {
            Start::Open(pos) => super::check(game, &read_proof(game, pos, proof)?),
            Start::Over(_, o) => {
                no_moves(proof)?;
                crate::search::check_ended(proof.claim, o)
            }
        }
    }
    pub(super) fn possible<G: Game>(game: &G, start: &[String]) -> Result<[bool; 3], String> {
        Ok(match start_position(game, start)? {
            Start::Open(pos) => Outcome::ALL.map(|o| game.value_can_be(&pos, o)),
            Start::Over(_, over) => Outcome::ALL.map(|o| o == over),
        })
    }
    pub(super) fn tree<G: Game>(
        game: &G,
        start: &[String],
        proof: &Proof,
    ) -> Result<ProofTree, String> {
        match start_position(game, start)? {
            Start::Open(pos) => crate::prooftree::tree(game, pos, proof),
            Start::Over(pos, o) => {
                no_moves(proof)?;
                let report = crate::search::check_ended(proof.claim, o)?;
                Ok(crate::prooftree::ended(game, &pos, &report))
            }
        }
    }
}

/// The registry line of game `G`.
pub const fn entry<G: Registered>() -> Entry {
    Entry {
        info: G::info,
        build: |p, setup| ops::build(engine(G::from_params(p)?), setup),
        board: |p| Ok(G::from_params(p)?.board()),
        analyst: |p| Ok(ops::analyst(engine(G::from_params(p)?))),
        check: |p, start, proof| ops::check(&engine(G::from_params(p)?), start, proof),
        possible: |p, start| ops::possible(&engine(G::from_params(p)?), start),
        tree: |p, start, proof| ops::tree(&engine(G::from_params(p)?), start, proof),
    }
}

/// Connect-4's registry line: move information from the exact solver
/// ([`crate::exact::connect4`]), the rest as for every game.
const fn connect4_entry() -> Entry {
    Entry {
        analyst: |p| {
            let game = Connect4::from_params(p)?;
            let generic = ops::analyst(engine(game.clone()));
            crate::exact::connect4::analyst::analyst(game, generic)
        },
        ..entry::<Connect4>()
    }
}

/// The registry line of a [`Widened`] game: each use picks the representation the parameters
/// need.
#[cfg(not(target_arch = "wasm32"))]
pub const fn widened<G: Widened>() -> Entry {
    fn pick<G: Widened>(p: &Params) -> Entry {
        if G::needs_wide(p) {
            entry::<G::Wide>()
        } else {
            entry::<G>()
        }
    }
    Entry {
        info: G::info,
        build: |p, setup| (pick::<G>(p).build)(p, setup),
        board: |p| (pick::<G>(p).board)(p),
        analyst: |p| (pick::<G>(p).analyst)(p),
        check: |p, start, proof| (pick::<G>(p).check)(p, start, proof),
        possible: |p, start| (pick::<G>(p).possible)(p, start),
        tree: |p, start, proof| (pick::<G>(p).tree)(p, start, proof),
    }
}

/// Where a proof starts: the position after `start`'s moves, or the outcome when the game is
/// over there.
enum Start<P> {
    Open(P),
    Over(P, Outcome),
}

/// The position a proof starts from: `start`'s moves played from the initial position.
fn start_position<G: Game>(game: &G, start: &[String]) -> Result<Start<G::Position>, String> {
    let reached =
        crate::solution::line::play_line(game, start).map_err(|e| format!("start: {e}"))?;
    Ok(match reached.over {
        Some(o) => Start::Over(reached.pos, o),
        None => Start::Open(reached.pos),
    })
}

/// A proof from a start where the game is over has no move to make.
fn no_moves(proof: &Proof) -> Result<(), String> {
    match proof.moves.first() {
        None => Ok(()),
        Some((line, mv)) => Err(format!(
            "{}: the game is over at the start, so the move \"{mv}\" cannot be played",
            crate::search::verify::place(line)
        )),
    }
}

/// A game's parameters as given, checked against its [`GameInfo`] (defaults filled in).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Params {
    game: &'static str,
    values: Map,
}

impl Params {
    /// A whole-number parameter.
    pub fn int(&self, name: &str) -> Result<i64, String> {
        self.values
            .get(name)
            .and_then(Value::as_i64)
            .ok_or_else(|| self.missing(name))
    }
    /// A word or text parameter.
    pub fn text(&self, name: &str) -> Result<&str, String> {
        self.values
            .get(name)
            .and_then(Value::as_str)
            .ok_or_else(|| self.missing(name))
    }
    /// A document parameter.
    pub fn document(&self, name: &str) -> Result<&Value, String> {
        self.values.get(name).ok_or_else(|| self.missing(name))
    }
    /// Every parameter with its value, defaults included.
    pub fn to_map(&self) -> Map {
        self.values.clone()
    }
    fn missing(&self, name: &str) -> String {
        format!("{name} is required for the game {}", self.game)
    }
}

/// Every game's name and parameters, in [`GAMES`]'s order, made once.
fn catalogue() -> &'static [GameInfo] {
    static CATALOGUE: std::sync::OnceLock<Vec<GameInfo>> = std::sync::OnceLock::new();
    CATALOGUE.get_or_init(read_catalogue)
}

fn read_catalogue() -> Vec<GameInfo> {
    GAMES.iter().map(|e| (e.info)()).collect()
}

/// The names of every game, for messages.
pub fn names() -> Vec<&'static str> {
    catalogue().iter().map(|i| i.name).collect()
}

/// The name and parameters of the game called `name`.
pub fn info(name: &str) -> Option<&'static GameInfo> {
    catalogue().iter().find(|i| i.name == name)
}

/// The game's line and its name and parameters.
fn find(name: &str) -> Result<(&'static Entry, &'static GameInfo), String> {
    let at = catalogue().iter().position(|i| i.name == name);
    match at.and_then(|i| Some((GAMES.get(i)?, catalogue().get(i)?))) {
        Some(found) => Ok(found),
        None => Err(format!(
            "unknown game \"{name}\": allowed are {}",
            names().join(", ")
        )),
    }
}

/// Checks `given` against the game's parameters: no unknown key (`others` are the keys the
/// configuration itself takes, named in the message), each value of the right type and in
/// range, defaults filled in.
pub fn params(game: &str, given: &Map, others: &[&str]) -> Result<Params, String> {
    let (_, info) = find(game)?;
    let names: Vec<&str> = info.params.iter().map(|p| p.name).collect();
    if let Some(bad) = given.keys().find(|k| !names.contains(&k.as_str())) {
        return Err(format!(
            "unknown field \"{bad}\" for the game {}: it takes {}, and a configuration also takes {}",
            info.name,
            if names.is_empty() { "no parameters".to_string() } else { names.join(", ") },
            others.join(", ")
        ));
    }
    let mut values = Map::new();
    for p in &info.params {
        let v = match (given.get(p.name), &p.default) {
            (Some(v), _) => v.clone(),
            (None, Some(d)) => d.clone(),
            (None, None) => {
                return Err(format!(
                    "{} is required for the game {}: {}",
                    p.name,
                    info.name,
                    describe(p)
                ))
            }
        };
        check_value(info.name, p, &v)?;
        values.insert(p.name.to_string(), v);
    }
    Ok(Params {
        game: info.name,
        values,
    })
}

fn describe(p: &Param) -> String {
    let range = match &p.kind {
        ParamKind::Int { min, max } => format!("{min} <= {} <= {max}", p.name),
        ParamKind::Choice { values } => format!("one of {}", values.join(", ")),
        ParamKind::Text { alphabet, max_len } => {
            format!("up to {max_len} characters from \"{alphabet}\"")
        }
        ParamKind::Document => "a JSON object".into(),
    };
    // In brackets: after a choice's list, ", exact: …" read as one more value.
    if p.note.is_empty() {
        range
    } else {
        format!("{range} ({})", p.note)
    }
}

fn check_value(game: &str, p: &Param, v: &Value) -> Result<(), String> {
    let (of_type, wanted) = match &p.kind {
        ParamKind::Int { .. } => (v.is_number(), "a whole number"),
        ParamKind::Choice { .. } => (v.is_string(), "a word"),
        ParamKind::Text { .. } => (v.is_string(), "a text"),
        ParamKind::Document => (v.is_object(), "a JSON object"),
    };
    if !of_type {
        let wanted = match p.kind {
            ParamKind::Document => describe(p),
            _ => format!("{wanted} ({})", describe(p)),
        };
        return Err(format!(
            "{} = {} has the wrong type for the game {game}: it is {}, where {wanted} is wanted",
            p.name,
            crate::json::shown(v),
            crate::json::kind(v),
        ));
    }
    let ok = match &p.kind {
        ParamKind::Int { min, max } => v.as_i64().is_some_and(|x| (*min..=*max).contains(&x)),
        ParamKind::Choice { values } => v.as_str().is_some_and(|s| values.contains(&s)),
        ParamKind::Text { alphabet, max_len } => v.as_str().is_some_and(|s| {
            s.chars().count() <= *max_len && s.chars().all(|c| alphabet.contains(c))
        }),
        ParamKind::Document => true,
    };
    if ok {
        Ok(())
    } else {
        Err(format!(
            "{} = {} is out of range for the game {game}: {}",
            p.name,
            crate::json::shown(v),
            describe(p)
        ))
    }
}

/// Builds the solve of a game from checked parameters.
pub fn build(game: &str, p: &Params, setup: &SearchSetup) -> Result<Box<dyn Solver>, String> {
    (find(game)?.0.build)(p, setup)
}

/// Checks a written-down proof against the rules of the game with these parameters, trusting
/// nothing but the file's lines and moves.
/// `start` is the line of moves from the initial position to where the proof begins.
pub fn check_proof(
    game: &str,
    p: &Params,
    start: &[String],
    proof: &Proof,
) -> Result<CheckReport, String> {
    (find(game)?.0.check)(p, start, proof)
}

/// Which outcomes (first wins, draw, second wins) the game promises its start can have.
pub fn possible(game: &str, p: &Params) -> Result<[bool; 3], String> {
    possible_after(game, p, &[])
}

/// Which outcomes the game promises the position after the moves `start` can have.
pub fn possible_after(game: &str, p: &Params, start: &[String]) -> Result<[bool; 3], String> {
    (find(game)?.0.possible)(p, start)
}

/// The positions a proof of the game visits from the position after `start`, for drawing
/// (`crate::prooftree`).
pub fn proof_tree(
    game: &str,
    p: &Params,
    start: &[String],
    proof: &Proof,
) -> Result<ProofTree, String> {
    (find(game)?.0.tree)(p, start, proof)
}

/// The board a game with these parameters is drawn on.
pub fn board(game: &str, p: &Params) -> Result<Board, String> {
    (find(game)?.0.board)(p)
}

/// The solution of a game with these parameters, for play and the levels of solving.
pub fn analyst(game: &str, p: &Params) -> Result<Box<dyn Analyst>, String> {
    (find(game)?.0.analyst)(p)
}

/// Every game's name and parameters, for the page's settings form.
pub fn infos() -> Vec<GameInfo> {
    catalogue().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The catalogue is made once, in the registry's order, from each line's own `info`.
    #[test]
    fn info_finds_each_line_s_own_info_made_once() {
        for (e, i) in GAMES.iter().zip(infos()) {
            let found = info(i.name).expect("a listed game");
            assert_eq!(*found, (e.info)());
            assert!(std::ptr::eq(found, info(i.name).expect("again")));
        }
        assert_eq!(infos().len(), GAMES.len());
        assert_eq!(info("chess"), None);
        assert_eq!(
            find("chess").err().as_deref(),
            Some(
                "unknown game \"chess\": allowed are clique, tictactoe, hexapawn, connect4, \
                 clobber, positional"
            )
        );
    }
}
