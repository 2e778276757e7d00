//! A checked proof laid out for drawing: the page's proof view (`www/view/proofview.js`).
//!
//! A proof file (`docs/proofs.md`) lists only the strategy's chosen moves, as lines of move
//! labels; a reader needs the positions themselves. [`tree`] walks a proof exactly as the
//! checker does — the chosen move where the claim's side moves, every legal move where the
//! other side moves, each new position replaced by its normal form when the proof is
//! normalised — and records every distinct position it visits, with its cells for the board
//! glyph. So its positions are the checker's positions, one for one, and their count is the
//! checker's count (`tests/integration/proof_view.rs` holds it to that).

use crate::game::Game;
use crate::posmap::PosMap;
use crate::search::verify::place;
use crate::search::{read_proof, CheckReport, Claim, Proof};

use serde::Serialize;

/// The positions of one proof, in breadth-first order from the start (node 0).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofTree {
    /// What the proof shows.
    pub claim: Claim,
    /// Distinct positions visited (the checker's `positions`).
    pub positions: u64,
    /// Positions per level, from the start's level (the checker's `levels`).
    pub levels: Vec<u64>,
    /// Where the claim's side moves, the number of chosen moves (the checker's `strategyMoves`).
    pub strategy_moves: u64,
    /// The positions; a node's id is its index.
    pub nodes: Vec<ProofNode>,
}

/// One position of a proof.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProofNode {
    /// Moves played since the start.
    pub level: u32,
    /// The position, cell by cell (0 free, 1 first player's, 2 second player's).
    pub cells: Vec<u8>,
    /// The cell of the move that first reached this position, in its own labels; 255 at the start.
    pub last_cell: u8,
    /// Whether the claim's side moves here, so the strategy plays one chosen move.
    pub chooser: bool,
    /// Whether the line stops here because the opponent of a side that only avoids losing can
    /// no longer win (thesis 2.2.5).
    pub safe: bool,
    /// The sons that go on: `[node id, move labels]` (several labels when moves lead to
    /// positions equal up to symmetry).
    pub sons: Vec<(u32, Vec<String>)>,
    /// Moves that end the game at once, each with its outcome (one the claim accepts).
    pub ends: Vec<(String, &'static str)>,
}

/// The positions `proof` visits in `game` from `start` (as played), checked on the way: `Err`
/// names the line at fault, as the checker would.
pub fn tree<G: Game>(game: &G, start: G::Position, proof: &Proof) -> Result<ProofTree, String> {
    let strategy = read_proof(game, start, proof)?;
    let claim = strategy.claim;
    // A state is the position, or its normal form when the proof is normalised.
    let enter = |pos: &G::Position, mv: Option<G::Move>| -> (G::Position, u8) {
        let (state, mv) = if proof.normalised {
            let (norm, r) = game.normalise(pos);
            (norm, mv.map(|m| game.relabel_move(m, &r)))
        } else {
            (*pos, mv)
        };
        let cell = mv.map_or(u8::MAX, |m| game.cell_of(&state, m) as u8);
        (state, cell)
    };
    let avoids = matches!(claim, Claim::FirstAvoidsLoss | Claim::SecondAvoidsLoss);
    let (root, _) = enter(&start, None);
    // Each state's id, in the levels' map type (the `bool` unused).
    let mut ids: PosMap<G::Position, (u32, bool)> = PosMap::default();
    ids.insert(root, (0, false));
    let mut states = vec![root];
    let mut lines: Vec<Vec<String>> = vec![Vec::new()];
    let mut last_cells = vec![u8::MAX];
    let mut nodes: Vec<ProofNode> = Vec::new();
    let mut strategy_moves = 0;
    let mut moves = Vec::new();
    // Breadth first: ids grow level by level, and a node's first parent is drawn before it.
    let mut next = 0;
    while next < states.len() {
        let state = states[next];
        // Taken, not cloned: a node's line is read only while the node is expanded (its sons'
        // lines are made from it here), and a clone of a list of strings was more code.
        let line = std::mem::take(&mut lines[next]);
        let chooser = game.to_move(&state) == claim.side();
        let safe = avoids && !game.can_win(&state, claim.side().other());
        let mut node = ProofNode {
            // Breadth first, a state's line is a shortest one: its plies are its level.
            level: line.len() as u32,
            cells: game.cells(&state),
            last_cell: last_cells[next],
            chooser,
            safe,
            sons: Vec::new(),
            ends: Vec::new(),
        };
        if !safe {
            moves.clear();
            game.legal_moves(&state, &mut moves);
            if chooser {
                let mv = *strategy
                    .moves
                    .get(&state)
                    .ok_or_else(|| format!("{}: the strategy has no move here", place(&line)))?;
                strategy_moves += 1;
                moves.retain(|&m| m == mv);
            }
            for &mv in &moves {
                let label = game.move_label(mv);
                let son = game.play(&state, mv);
                match game.evaluate(&son, mv) {
                    Some(o) if claim.accepts(o) => node.ends.push((label, o.word())),
                    Some(o) => {
                        return Err(format!(
                            "{}: the move \"{label}\" ends the game {} against the claim {}",
                            place(&line),
                            o.word(),
                            claim.word()
                        ))
                    }
                    None => {
                        let (key, cell) = enter(&son, Some(mv));
                        let id = match ids.get(&key) {
                            Some(&(id, _)) => id,
                            None => {
                                let id = states.len() as u32;
                                ids.insert(key, (id, false));
                                states.push(key);
                                let mut l = line.clone();
                                l.push(label.clone());
                                lines.push(l);
                                // The move that first reaches a position marks its last cell.
                                last_cells.push(cell);
                                id
                            }
                        };
                        match node.sons.iter_mut().find(|(s, _)| *s == id) {
                            Some((_, labels)) => labels.push(label),
                            None => node.sons.push((id, vec![label])),
                        }
                    }
                }
            }
        }
        nodes.push(node);
        next += 1;
    }
    let mut levels = Vec::new();
    for n in &nodes {
        let l = n.level as usize;
        if levels.len() <= l {
            levels.resize(l + 1, 0);
        }
        levels[l] += 1;
    }
    Ok(ProofTree {
        claim,
        positions: nodes.len() as u64,
        levels,
        strategy_moves,
        nodes,
    })
}

/// The tree of a proof from a start where the game is over ([`crate::search::check_ended`]
/// checked it): the start alone.
pub fn ended<G: Game>(game: &G, start: &G::Position, report: &CheckReport) -> ProofTree {
    ProofTree {
        claim: report.claim,
        positions: 1,
        levels: vec![1],
        strategy_moves: 0,
        nodes: vec![ProofNode {
            level: 0,
            cells: game.cells(start),
            last_cell: u8::MAX,
            chooser: game.to_move(start) == report.claim.side(),
            safe: false,
            sons: Vec::new(),
            ends: Vec::new(),
        }],
    }
}
