//! Retrograde analysis: the exact value (win, draw, loss) and distance of every position
//! reachable from a start, for games whose positions can repeat ([`crate::Rules::cyclic`]).
//!
//! The reachable positions (normal forms) are enumerated once; then values spread backwards
//! from the ended positions in order of distance: a position is lost in `d` plies once every
//! move leads to a position the opponent wins, the slowest in `d - 1`; it is won in `d` once a
//! move leads to a position the opponent loses in `d - 1`, the first such found being the
//! fastest because losses are settled in increasing distance. Whatever is still unsettled at the
//! end is a draw: from there neither side can force an end, so play goes on for ever or
//! repeats, and both are draws. A value is the position's own, without a history: a
//! repetition of a position played earlier in the same game is not looked at.

pub mod analyst;
pub mod endgame_analyst;
#[cfg(test)]
mod endgame_tests;
pub mod endgames;
pub mod sector;
#[cfg(test)]
mod tests;

use crate::game::{Game, Outcome};
use crate::posmap::PosMap;
use crate::solution::{Eval, Verdict};

/// Every position reachable from a start, with its exact value and distance.
pub struct Table<G: Game> {
    game: G,
    /// The positions, normalised, the start's first.
    nodes: Vec<G::Position>,
    index: PosMap<G::Position, u32>,
    /// Each position's value for its player to move, and plies to the end (0 for a draw).
    values: Vec<(Verdict, u32)>,
}

/// What a move leads to: a position of the table, or an end the rules give at once.
enum Edge {
    To(u32),
    Ends(Outcome),
}

impl<G: Game> Table<G> {
    /// The table of every position reachable from `start`; an error when there are more than
    /// `budget`.
    pub fn build(game: G, start: &G::Position, budget: usize) -> Result<Table<G>, String> {
        let mut nodes = vec![game.normal_form(start)];
        let mut index = PosMap::default();
        index.insert(nodes[0], 0);
        // Each position's edges, flattened: `first[n]..first[n + 1]` are node n's.
        let mut first = vec![0usize];
        let mut edges = Vec::new();
        let mut moves = Vec::new();
        let mut n = 0;
        while n < nodes.len() {
            let pos = nodes[n];
            moves.clear();
            game.legal_moves(&pos, &mut moves);
            for &mv in &moves {
                let son = game.play(&pos, mv);
                if let Some(o) = game.evaluate(&son, mv) {
                    edges.push(Edge::Ends(o));
                    continue;
                }
                let key = game.normal_form(&son);
                let next = nodes.len() as u32;
                let id = *index.entry(key).or_insert(next);
                if id == next {
                    if nodes.len() >= budget {
                        return Err(format!(
                            "retrograde analysis of {} reaches more than {budget} positions (the \
                             budget): its table does not fit",
                            game.name()
                        ));
                    }
                    nodes.push(key);
                }
                edges.push(Edge::To(id));
            }
            first.push(edges.len());
            n += 1;
        }
        let values = settle(&game, &nodes, &first, &edges);
        Ok(Table {
            game,
            nodes,
            index,
            values,
        })
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The number of positions, up to symmetry.
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// Whether the table is empty (it never is: it holds its start).
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The positions, normalised.
    pub fn positions(&self) -> &[G::Position] {
        &self.nodes
    }

    /// The value of `pos` for its player to move, if the table holds it.
    pub fn eval(&self, pos: &G::Position) -> Option<Eval> {
        let &id = self.index.get(&self.game.normal_form(pos))?;
        let (verdict, plies) = self.values[id as usize];
        Some(Eval {
            verdict,
            plies: (verdict != Verdict::Draw).then_some(plies),
        })
    }

    /// The value of the move `mv` at `pos` for the player making it, plies counting the move.
    pub fn move_eval(&self, pos: &G::Position, mv: G::Move) -> Option<Eval> {
        let son = self.game.play(pos, mv);
        if let Some(o) = self.game.evaluate(&son, mv) {
            return Some(ended(o, self.game.to_move(pos)));
        }
        let e = self.eval(&son)?;
        Some(Eval {
            verdict: e.verdict.flip(),
            plies: e.plies.map(|p| p + 1),
        })
    }
}

/// The value for `mover` of a move that ends the game in `o`.
fn ended(o: Outcome, mover: crate::game::Player) -> Eval {
    let verdict = Verdict::of(o, mover);
    Eval {
        verdict,
        plies: (verdict != Verdict::Draw).then_some(1),
    }
}

/// Every node's value from the edges, settled in order of distance ([`Table`]).
fn settle<G: Game>(
    game: &G,
    nodes: &[G::Position],
    first: &[usize],
    edges: &[Edge],
) -> Vec<(Verdict, u32)> {
    let n = nodes.len();
    // Predecessors, one entry per edge.
    let mut pred_first = vec![0usize; n + 1];
    for e in edges {
        if let Edge::To(t) = e {
            pred_first[*t as usize + 1] += 1;
        }
    }
    for i in 0..n {
        pred_first[i + 1] += pred_first[i];
    }
    let mut fill = pred_first.clone();
    let mut preds = vec![0u32; pred_first[n]];
    for from in 0..n {
        for e in &edges[first[from]..first[from + 1]] {
            if let Edge::To(t) = e {
                preds[fill[*t as usize]] = from as u32;
                fill[*t as usize] += 1;
            }
        }
    }
    let mut value: Vec<Option<(Verdict, u32)>> = vec![None; n];
    // Moves not yet known to lose, and the slowest loss among those that do.
    let mut open = vec![0u32; n];
    let mut slowest = vec![0u32; n];
    let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); 2];
    let push = |buckets: &mut Vec<Vec<u32>>, d: u32, id: u32| {
        if buckets.len() <= d as usize {
            buckets.resize(d as usize + 1, Vec::new());
        }
        buckets[d as usize].push(id);
    };
    for id in 0..n {
        let mover = game.to_move(&nodes[id]);
        let mut draws = false;
        for e in &edges[first[id]..first[id + 1]] {
            match e {
                Edge::To(_) => open[id] += 1,
                Edge::Ends(o) => match ended(*o, mover).verdict {
                    Verdict::Win => value[id] = Some((Verdict::Win, 1)),
                    Verdict::Draw => draws = true,
                    Verdict::Loss => slowest[id] = slowest[id].max(1),
                },
            }
        }
        if value[id].is_some() {
            push(&mut buckets, 1, id as u32);
        } else if draws {
            // A move that draws at once: never lost, and won only through another move.
            open[id] += 1;
        } else if open[id] == 0 {
            value[id] = Some((Verdict::Loss, slowest[id]));
            push(&mut buckets, slowest[id], id as u32);
        }
    }
    let mut d = 0;
    while d < buckets.len() {
        let now = std::mem::take(&mut buckets[d]);
        for &id in &now {
            let Some((verdict, _)) = value[id as usize] else {
                continue;
            };
            for &p in &preds[pred_first[id as usize]..pred_first[id as usize + 1]] {
                let p = p as usize;
                if value[p].is_some() {
                    continue;
                }
                match verdict {
                    Verdict::Loss => {
                        value[p] = Some((Verdict::Win, d as u32 + 1));
                        push(&mut buckets, d as u32 + 1, p as u32);
                    }
                    _ => {
                        open[p] -= 1;
                        slowest[p] = slowest[p].max(d as u32 + 1);
                        if open[p] == 0 {
                            value[p] = Some((Verdict::Loss, slowest[p]));
                            push(&mut buckets, slowest[p], p as u32);
                        }
                    }
                }
            }
        }
        d += 1;
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or((Verdict::Draw, 0)))
        .collect()
}
