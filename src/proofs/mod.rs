//! Proof files: the checked strategies of a solve, kept on disk and checked again on their own
//! (`pnlab solve … --proof FILE`, `pnlab check FILE`). The format is in `docs/proofs.md`.

mod game;

pub use game::{check_proof, possible, possible_after, proof_tree};

use crate::config::Config;
use crate::error::Error;
use crate::game::Outcome;
use crate::games::registry;
use crate::json::{Map, Value};
use crate::search::{CheckReport, Claim, Proof, Solver, Status};
use serde::{Deserialize, Serialize};

/// The `format` field of every proof file.
pub const FORMAT: &str = "pnlab-proof";
/// The version this build writes and reads.
pub const VERSION: u32 = 1;

/// A proof file: the game, the result, and one proof per question the solve answered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ProofFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The game and its parameters, as in a configuration (`{"game": "clique", "n": 8, …}`),
    /// each key once.
    #[serde(deserialize_with = "crate::json::strict_map")]
    pub game: Map,
    /// The moves from the game's initial position to the position the proofs start from, as a
    /// configuration's `start` (played as given, not normalised); absent for the initial one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub start: Vec<String>,
    /// The result the proofs establish: `first-wins`, `draw` or `second-wins`; for a proof of a
    /// position whose outcome it leaves open, the claim it establishes (`second-avoids-loss`).
    pub result: String,
    /// The proofs, in the order the questions were asked.
    pub proofs: Vec<Proof>,
}

impl ProofFile {
    /// The proofs of a solved solve of `config`'s game, each checked before it is written. Its
    /// result is the game's; a solve asked one question whose answer leaves two outcomes open
    /// (`--question first-avoids-loss`) states the claim its one proof establishes, as
    /// [`ProofFile::check`] reads such a file. (Where that claim is stronger than the answer
    /// (a win seen on every line), its word is the outcome `check` finds.)
    pub fn of(config: &Config, solver: &dyn Solver) -> Result<ProofFile, Error> {
        let found = match solver.status() {
            Status::Solved => solver.proofs()?,
            _ => Vec::new(),
        };
        let result = match (solver.result(), found.as_slice()) {
            (Some(o), [_, ..]) => o.word(),
            (None, [(one, _)]) => one.establishes.word(),
            _ => {
                return Err(Error::Unsolved(
                    "the game is not solved: there is no proof to write".into(),
                ))
            }
        };
        Ok(ProofFile {
            format: FORMAT.into(),
            version: VERSION,
            game: game_map(config)?,
            start: config.start.clone(),
            result: result.into(),
            proofs: found.into_iter().map(|(_, p)| p).collect(),
        })
    }

    /// The proof of solved node `id` of the search `solver` stands at: one proof, from the line
    /// of moves that reaches the node's position. Its result is the outcome the proof leaves at
    /// that position when it leaves one, else the claim it establishes.
    pub fn of_node(config: &Config, solver: &dyn Solver, id: u32) -> Result<ProofFile, Error> {
        let found = solver.node_proof(id, &config.start)?;
        let params = config.game_params()?;
        let possible = possible_after(&config.game, &params, &found.start)?;
        let shown = established(possible, std::iter::once(found.report.establishes));
        Ok(ProofFile {
            format: FORMAT.into(),
            version: VERSION,
            game: game_map(config)?,
            start: found.start,
            result: shown
                .map_or(found.report.establishes.word(), Outcome::word)
                .into(),
            proofs: vec![found.proof],
        })
    }

    /// Checks every proof against the game's rules alone and that together they establish the
    /// result the file states. `Err` ([`Error::Refused`]) names what fails: a field, a line and
    /// move, or the result.
    pub fn check(&self) -> Result<Vec<CheckReport>, Error> {
        self.refusal().map_err(Error::Refused)
    }

    /// [`ProofFile::check`] with the message alone.
    fn refusal(&self) -> Result<Vec<CheckReport>, String> {
        if self.format != FORMAT || self.version != VERSION {
            return Err(format!(
                "format \"{}\" version {} is not readable: this build reads \"{FORMAT}\" version {VERSION}",
                crate::json::cut(self.format.clone()),
                self.version
            ));
        }
        // `game` is read as a configuration, which would also take a configuration's other keys
        // (`start`, `preset`, `limits`, …): in a proof file they would be ignored, so a file
        // that seems to say more than it does is refused instead.
        let name = self
            .game
            .get("game")
            .and_then(Value::as_str)
            .unwrap_or_default();
        if let Some(info) = registry::info(name) {
            let takes: Vec<&str> = std::iter::once("game")
                .chain(info.params.iter().map(|p| p.name))
                .collect();
            if let Some(bad) = self.game.keys().find(|k| !takes.contains(&k.as_str())) {
                return Err(format!(
                    "game: unknown key \"{bad}\" for the game {name}: a proof file's game takes {}",
                    takes.join(", ")
                ));
            }
        }
        let config = Config::from_json(Value::Object(self.game.clone()))
            .map_err(|e| format!("game: {e}"))?;
        let params = config.game_params()?;
        let reports = self
            .proofs
            .iter()
            .enumerate()
            .map(|(i, p)| {
                check_proof(&config.game, &params, &self.start, p)
                    .and_then(|r| cross_check(p, r))
                    .map_err(|e| format!("proofs[{i}] ({}): {e}", p.claim.word()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        let possible = possible_after(&config.game, &params, &self.start)?;
        let shown = established(possible, reports.iter().map(|r| r.establishes));
        // Where no single outcome follows, one proof may still state its own claim.
        let claimed = match reports.as_slice() {
            [one] if shown.is_none() => Some(one.establishes.word()),
            _ => None,
        };
        match (shown, claimed) {
            (Some(o), _) if o.word() == self.result => Ok(reports),
            (None, Some(c)) if c == self.result => Ok(reports),
            _ => Err(format!(
                "the proofs establish {}, but the file says the result is {}",
                shown.map_or(claimed.unwrap_or("no single result"), Outcome::word),
                self.result
            )),
        }
    }
}

/// The checker's report of `proof` when the counts the file states for readers are the ones it
/// made: a reader trusts them, so a file whose counts were edited is not accepted.
fn cross_check(proof: &Proof, report: CheckReport) -> Result<CheckReport, String> {
    if proof.positions != report.positions {
        return Err(format!(
            "positions: the file says {}, the checker counted {}",
            proof.positions, report.positions
        ));
    }
    if proof.levels != report.levels {
        // The first depth that differs, not the lists: a file's list can be any length.
        let at = (0..)
            .find(|&d| proof.levels.get(d) != report.levels.get(d))
            .unwrap_or(0);
        let count = |l: Option<&u64>| l.map_or("nothing".to_string(), u64::to_string);
        return Err(format!(
            "levels: at depth {at} the file says {}, the checker counted {} (the file lists {} \
             depths, the checker {})",
            count(proof.levels.get(at)),
            count(report.levels.get(at)),
            proof.levels.len(),
            report.levels.len()
        ));
    }
    Ok(report)
}

impl ProofFile {
    /// The file as compact JSON text, as `pnlab solve --proof` writes it.
    pub fn text(&self) -> String {
        // Cannot fail: every map's keys are strings.
        serde_json::to_string(self).unwrap_or_default()
    }
}

/// The game and its parameters as a proof file keeps them.
pub fn game_map(config: &Config) -> Result<Map, String> {
    let mut game = config.game_params()?.to_map();
    game.insert("game".into(), Value::from(config.game.clone()));
    Ok(game)
}

/// The outcome that a set of checked claims leaves of the `possible` ones, if exactly one. The
/// claims are what the checks showed (`CheckReport::establishes`: in a game without draws a
/// disproof of "the first player wins" shows a second-player win line by line). The possible
/// outcomes are the game's promise (`Game::value_can_be`), not checked here: a strong positional
/// game's second player cannot win from the empty board by strategy stealing, a theorem, so one
/// proof that the first player does not win establishes a draw.
pub fn established(possible: [bool; 3], claims: impl Iterator<Item = Claim>) -> Option<Outcome> {
    let mut left = possible;
    for c in claims {
        for (i, o) in Outcome::ALL.into_iter().enumerate() {
            left[i] &= c.accepts(o);
        }
    }
    let mut marked = Outcome::ALL.into_iter().zip(left).filter(|&(_, l)| l);
    match (marked.next(), marked.next()) {
        (Some((o, _)), None) => Some(o),
        _ => None,
    }
}
