//! The proof of a solved search, for the page's proof view: the proof file exactly as
//! `pnlab solve … --proof FILE` writes it (so its download is accepted by `pnlab check`), and
//! each proof's positions laid out for drawing.

use super::Session;
use crate::error::Error;
use crate::proofs::ProofFile;
use crate::prooftree::ProofTree;
use serde::Serialize;

/// What the proof view shows and downloads.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofView {
    /// The proof file's JSON text (`docs/proofs.md`), as the CLI writes it.
    pub file: String,
    /// The result the proofs establish (for a node's proof maybe only its claim).
    pub result: String,
    /// The moves from the initial position to where the proofs start (empty: the initial one).
    pub start: Vec<String>,
    /// The node whose proof this is; `None` for the whole solve's proofs.
    pub node: Option<u32>,
    /// One tree per proof, in the file's order.
    pub trees: Vec<ProofTree>,
}

impl Session {
    /// The checked proofs of a solved search, as a file and as trees; `Err` when unsolved.
    pub fn proof_view(&self) -> Result<ProofView, Error> {
        view_of(self, ProofFile::of(self.config(), self.solver())?, None)
    }

    /// The checked proof of solved node `id` of the search shown, as a file starting from the
    /// line of moves to the node's position, and as a tree; `Err` when the node is not solved.
    pub fn node_proof_view(&self, id: u32) -> Result<ProofView, Error> {
        view_of(
            self,
            ProofFile::of_node(self.config(), self.solver(), id)?,
            Some(id),
        )
    }
}

fn view_of(session: &Session, file: ProofFile, node: Option<u32>) -> Result<ProofView, Error> {
    let config = session.config();
    let params = config.game_params()?;
    let mut trees = Vec::with_capacity(file.proofs.len());
    for p in &file.proofs {
        trees.push(crate::proofs::proof_tree(
            &config.game,
            &params,
            &file.start,
            p,
        )?);
    }
    Ok(ProofView {
        file: file.text(),
        result: file.result,
        start: file.start,
        node,
        trees,
    })
}
