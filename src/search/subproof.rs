//! The proof of one solved node of a search, not only of its root: the page's "Show its proof"
//! in the inspector. A proof file starts from a position reached by a line of moves from the
//! game's initial position (`docs/proofs.md`, `start`), so the node's position needs such a
//! line. The DAG gives a path of moves from the root, but each move is in the labels of the
//! parent's normal form, not of the position the line has reached; [`line_to`] therefore
//! relabels the line so far onto each normal form before it takes the next move. Relabellings
//! are symmetries of the game and the initial position is symmetric, so the relabelled line is
//! still legal from the initial position; the line is replayed at the end to make sure.

use super::dag::Dag;
use super::node::NodeId;
use super::numbers::Value;
use super::question::Question;
use super::verify::{extract_below, proof, CheckReport, Known, Proof};
use crate::error::Error;
use crate::game::line::play_line;
use crate::game::Game;

/// A checked proof of one node, with the line of moves to its position.
#[derive(Clone, Debug)]
pub struct NodeProof {
    /// What the check saw.
    pub report: CheckReport,
    /// The proof, its lines played from `start`.
    pub proof: Proof,
    /// Move labels from the game's initial position to the node's position as played.
    pub start: Vec<String>,
}

/// The proof of node `id` of a search of `question` that began with the moves `base` (the
/// configuration's `start`). `Err` when the node is unknown or not solved.
pub fn node_proof<G: Game>(
    game: &G,
    dag: &Dag<G::Stored>,
    base: &[String],
    normalised: bool,
    question: Question,
    id: NodeId,
    known: Known<'_, G>,
) -> Result<NodeProof, Error> {
    if id as usize >= dag.len() {
        return Err(Error::Input(format!(
            "node id {id} is out of range: 0 <= id < {}",
            dag.len()
        )));
    }
    let node = dag.node(id);
    if node.value == Value::Unknown || node.evicted {
        return Err(Error::Unsolved(format!(
            "node {id} is not solved: only a proved or disproved node has a proof"
        )));
    }
    // A line that cannot be found is a DAG that does not hold the proof it claims.
    let (start, labels) = line_to(game, dag, base, normalised, id).map_err(Error::Refused)?;
    let strategy = extract_below(game, dag, id, start, normalised, question, known)?;
    let (report, proof) = proof(game, &strategy)?;
    Ok(NodeProof {
        report,
        proof,
        start: labels,
    })
}

/// A line of moves from the initial position to a position whose normal form (when
/// `normalised`) is node `id`'s, with that position as played.
fn line_to<G: Game>(
    game: &G,
    dag: &Dag<G::Stored>,
    base: &[String],
    normalised: bool,
    id: NodeId,
) -> Result<(G::Position, Vec<String>), String> {
    let mut path = vec![id];
    while let Some(p) = dag.creating_parent(*path.last().expect("not empty")) {
        if path.len() > dag.len() {
            return Err(format!("node {id}: its creating parents form a cycle"));
        }
        path.push(p);
    }
    path.reverse();
    let enter = |pos: &G::Position| {
        if normalised {
            game.normalise(pos)
        } else {
            (*pos, game.identity())
        }
    };
    // The search's game holds the start line's positions as draws; the lines are played from
    // the initial position in the game with no line behind it.
    let fresh = game.after_line(&[]);
    let reached = play_line(&fresh, base).map_err(|e| format!("start: {e}"))?;
    let (mut played, mut moves) = (reached.pos, reached.moves);
    let mut legal = Vec::new();
    for pair in path.windows(2) {
        let (parent, son) = (game.unpack(dag.pos(pair[0])), game.unpack(dag.pos(pair[1])));
        let (norm, r) = enter(&played);
        if norm != parent {
            return Err(format!(
                "node {}: its position is not the normal form of the line that reaches it",
                pair[0]
            ));
        }
        for m in &mut moves {
            *m = game.relabel_move(*m, &r);
        }
        legal.clear();
        game.legal_moves(&parent, &mut legal);
        let mv = legal
            .iter()
            .copied()
            .find(|&m| enter(&game.play(&parent, m)).0 == son)
            .ok_or_else(|| format!("node {}: no move of node {} leads to it", pair[1], pair[0]))?;
        moves.push(mv);
        played = game.play(&parent, mv);
    }
    let labels: Vec<String> = moves.iter().map(|&m| game.move_label(m)).collect();
    let replayed = play_line(&fresh, &labels)?;
    if replayed.pos != played || replayed.over.is_some() {
        return Err(format!(
            "node {id}: the line {} does not reach its position (the game's initial position is not symmetric)",
            labels.join(" ")
        ));
    }
    Ok((played, labels))
}
