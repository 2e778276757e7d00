//! The stitched proof: the top of the master tree of each question answered, with every job's
//! proof file by path and hash (docs/distributed.md, "The stitched proof"). Its check trusts
//! nothing of the coordinator: it plays the top tree against the rules, and every leaf must be
//! the start of a job's proof file that `pnlab check` accepts on its own, for that position up
//! to the game's normalisation, with the claim the tree needs there.

use super::board::{board_of, Board};
use super::protocol::sha256_hex;
use super::tree::{State, Tree};
use crate::config::Config;
use crate::json::{Map, Value};
use crate::proofs::{established, ProofFile};
use crate::search::{CheckReport, Claim};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The `format` of a stitched proof file.
pub const FORMAT: &str = "pnlab-stitched-proof";
/// The version this build writes and reads.
pub const VERSION: u32 = 1;

/// A stitched proof file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Stitched {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The game, as in a proof file.
    pub game: Map,
    /// The result the tops establish with the game's promise.
    pub result: String,
    /// One top tree per question answered, in the order asked.
    pub tops: Vec<Top>,
    /// The job proofs the tops' leaves name.
    pub jobs: Vec<JobProof>,
}

/// The top of one question's proof: nodes in order, each son after its parent.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Top {
    /// What the top establishes at the initial position.
    pub claim: Claim,
    /// The nodes; the first is the initial position.
    pub nodes: Vec<TopNode>,
}

/// A node of a top tree: its position by the line that reaches it, and either the job proof
/// that proves the claim there or its sons in the tree (the sons that the side making the
/// claim chooses: one; the other side's: one per normalised son, none for a move that ends the
/// game as the claim needs).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TopNode {
    /// The moves from the initial position.
    pub line: Vec<String>,
    /// The job proof (an index into `jobs`) whose start is this position.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proof: Option<usize>,
    /// The sons (indices into `nodes`, each larger than this node's).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sons: Vec<usize>,
}

/// A job's proof file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct JobProof {
    /// The job that wrote it.
    pub job: u64,
    /// The file, relative to the stitched file's directory.
    pub file: PathBuf,
    /// The SHA-256 of its bytes.
    pub sha256: String,
}

/// The top of `tree`, solved, with the claim its root's value makes.
pub fn top_of(tree: &Tree) -> Result<Top, String> {
    let value = tree.solved().ok_or("the master tree is not solved")?;
    let claim = Claim::of(
        tree.question,
        match value {
            true => crate::search::Value::Proved,
            false => crate::search::Value::Disproved,
        },
    )
    .ok_or("the master tree is not solved")?;
    let mut nodes: Vec<TopNode> = Vec::new();
    let mut work = vec![(0usize, None::<usize>)];
    while let Some((id, parent)) = work.pop() {
        let n = &tree.nodes[id];
        let at = nodes.len();
        if let Some(p) = parent {
            nodes[p].sons.push(at);
        }
        nodes.push(TopNode {
            line: n.line.clone(),
            proof: match n.state {
                State::Proof { proof, .. } => Some(proof),
                _ => None,
            },
            sons: Vec::new(),
        });
        if n.state != State::Expanded {
            continue;
        }
        let good = |s: &usize| tree.value(*s) == Some(value);
        let chooses = n.or == (claim.side() == crate::game::Player::First);
        let sons: Vec<usize> = match chooses {
            true => n.sons.iter().copied().filter(good).take(1).collect(),
            false => n.sons.clone(),
        };
        for s in sons.into_iter().rev() {
            if !matches!(tree.nodes[s].state, State::Over { .. }) {
                work.push((s, Some(at)));
            }
        }
    }
    Ok(Top { claim, nodes })
}

/// What the check of a stitched proof found.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StitchedReport {
    /// The result established.
    pub result: String,
    /// Each top's claim with its count of nodes.
    pub tops: Vec<(Claim, usize)>,
    /// Job proofs checked.
    pub jobs: usize,
    /// Positions the job proofs' checks visited, in all.
    pub positions: u64,
}

impl Stitched {
    /// Checks the file read from `path`: every top against the rules, every job proof it
    /// names on its own. `Err` names the job whose proof fails, or the top and node.
    pub fn check(&self, path: &Path) -> Result<StitchedReport, String> {
        if self.format != FORMAT || self.version != VERSION {
            return Err(format!(
                "format \"{}\" version {} is not readable: this build reads \"{FORMAT}\" version {VERSION}",
                self.format, self.version
            ));
        }
        let config = Config::from_json(Value::Object(self.game.clone()))
            .map_err(|e| format!("game: {e}"))?;
        let board = board_of(&config)?;
        if board.cyclic() {
            return Err("a stitched proof takes no game whose positions repeat".into());
        }
        let dir = path.parent().unwrap_or(Path::new("."));
        let mut checked: Vec<Option<(ProofFile, CheckReport)>> = vec![None; self.jobs.len()];
        let mut positions = 0;
        let mut claims = Vec::new();
        for (t, top) in self.tops.iter().enumerate() {
            self.check_top(board.as_ref(), top, dir, &mut checked, &mut positions)
                .map_err(|e| format!("tops[{t}] ({}): {e}", top.claim.word()))?;
            claims.push((top.claim, top.nodes.len()));
        }
        if let Some(j) = checked.iter().position(Option::is_none) {
            return Err(format!(
                "jobs[{j}] (job {}) is used by no node: a stitched proof lists only the proofs \
                 its tops stand on",
                self.jobs[j].job
            ));
        }
        let shown = established(board.possible(), claims.iter().map(|c| c.0));
        // Where no single outcome follows (one question asked alone), the one claim is stated.
        let stated = match (shown, claims.as_slice()) {
            (Some(o), _) => Some(o.word()),
            (None, [(one, _)]) => Some(one.word()),
            _ => None,
        };
        match stated {
            Some(w) if w == self.result => Ok(StitchedReport {
                result: self.result.clone(),
                tops: claims,
                jobs: checked.iter().filter(|c| c.is_some()).count(),
                positions,
            }),
            _ => Err(format!(
                "the tops establish {}, but the file says the result is {}",
                stated.unwrap_or("no single result"),
                self.result
            )),
        }
    }

    fn check_top(
        &self,
        board: &dyn Board,
        top: &Top,
        dir: &Path,
        checked: &mut [Option<(ProofFile, CheckReport)>],
        positions: &mut u64,
    ) -> Result<(), String> {
        let root = top.nodes.first().ok_or("the top has no node")?;
        if !root.line.is_empty() {
            return Err("the top's first node is not the initial position".into());
        }
        let claim = top.claim;
        let accepts = |o| claim.accepts(o);
        for (i, node) in top.nodes.iter().enumerate() {
            let at = |e: String| format!("nodes[{i}] (\"{}\"): {e}", node.line.join(" "));
            let place = board.place(&node.line).map_err(at)?;
            if let Some(o) = place.over {
                return Err(at(format!("the game is over here ({})", o.word())));
            }
            if let Some(j) = node.proof {
                if !node.sons.is_empty() {
                    return Err(at("a node with a proof has no sons".into()));
                }
                let (file, report) = self.job_proof(j, dir, checked, positions)?;
                if !board.same(&file.start, &node.line).map_err(at)? {
                    return Err(at(format!(
                        "job {}'s proof starts at \"{}\", which is not this position",
                        self.jobs[j].job,
                        file.start.join(" ")
                    )));
                }
                if report.claim != claim && report.establishes != claim {
                    return Err(at(format!(
                        "job {}'s proof claims {}, the top needs {}",
                        self.jobs[j].job,
                        report.claim.word(),
                        claim.word()
                    )));
                }
                continue;
            }
            let mut lines = Vec::with_capacity(node.sons.len());
            for &s in &node.sons {
                let son = top
                    .nodes
                    .get(s)
                    .filter(|_| s > i)
                    .ok_or_else(|| at(format!("son {s} is not a later node")))?;
                lines.push(son.line.clone());
            }
            board
                .covered(&node.line, claim.side(), &accepts, &lines)
                .map_err(at)?;
        }
        reachable(top)
    }

    /// Job proof `j`, read, its hash compared and checked on its own (once).
    fn job_proof<'a>(
        &self,
        j: usize,
        dir: &Path,
        checked: &'a mut [Option<(ProofFile, CheckReport)>],
        positions: &mut u64,
    ) -> Result<&'a (ProofFile, CheckReport), String> {
        let entry = self
            .jobs
            .get(j)
            .ok_or_else(|| format!("proof {j} is not among the {} jobs", self.jobs.len()))?;
        if checked[j].is_none() {
            let (file, report) = check_job_file(&dir.join(&entry.file), &entry.sha256, &self.game)
                .map_err(|e| format!("job {} ({}): {e}", entry.job, entry.file.display()))?;
            *positions += report.positions;
            checked[j] = Some((file, report));
        }
        checked[j]
            .as_ref()
            .ok_or_else(|| "unreachable: checked above".into())
    }
}

/// Every node but the first is some node's son, once.
fn reachable(top: &Top) -> Result<(), String> {
    let mut parents = vec![0u32; top.nodes.len()];
    for n in &top.nodes {
        for &s in &n.sons {
            parents[s] += 1;
        }
    }
    match parents.iter().skip(1).position(|&p| p != 1) {
        Some(i) => Err(format!(
            "nodes[{}] is the son of {} nodes: every node but the first is the son of one",
            i + 1,
            parents[i + 1]
        )),
        None => Ok(()),
    }
}

/// Reads the job proof file at `path`, compares its hash with `sha256`, and checks it on its
/// own; its game must be `game`. Returns the file and the check's report of its one proof.
pub fn check_job_file(
    path: &Path,
    sha256: &str,
    game: &Map,
) -> Result<(ProofFile, CheckReport), String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot be read: {e}"))?;
    let found = sha256_hex(&bytes);
    if found != sha256 {
        return Err(format!(
            "its SHA-256 is {found}, the stitched proof names {sha256}"
        ));
    }
    let text = String::from_utf8(bytes).map_err(|e| format!("not UTF-8 text: {e}"))?;
    let file: ProofFile =
        serde_json::from_str(&text).map_err(|e| format!("not a proof file: {e}"))?;
    if &file.game != game {
        return Err("its game is not the stitched proof's".into());
    }
    let mut reports = file.check().map_err(|e| format!("rejected: {e}"))?;
    match (reports.pop(), reports.is_empty()) {
        (Some(r), true) => Ok((file, r)),
        _ => Err("a job's proof file holds one proof".into()),
    }
}
