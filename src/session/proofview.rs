//! The proof of a solved search, for the page's proof view: the proof file exactly as
//! `pnlab solve … --proof FILE` writes it (so its download is accepted by `pnlab check`), and
//! each proof's positions laid out for drawing.

use super::Session;
use crate::games::registry;
use crate::proofs::ProofFile;
use crate::prooftree::ProofTree;
use serde::Serialize;

/// What the proof view shows and downloads.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofView {
    /// The proof file's JSON text (`docs/proofs.md`), as the CLI writes it.
    pub file: String,
    /// The result the proofs establish.
    pub result: String,
    /// One tree per proof, in the file's order.
    pub trees: Vec<ProofTree>,
}

impl Session {
    /// The checked proofs of a solved search, as a file and as trees; `Err` when unsolved.
    pub fn proof_view(&self) -> Result<ProofView, String> {
        let file = ProofFile::of(self.config(), self.solver())?;
        let params = self.config().game_params()?;
        let trees = file
            .proofs
            .iter()
            .map(|p| registry::proof_tree(&self.config().game, &params, p))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(ProofView {
            file: serde_json::to_string(&file).map_err(|e| e.to_string())?,
            result: file.result,
            trees,
        })
    }
}
