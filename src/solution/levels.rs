//! The levels of solving (Takizawa), counted per depth up to symmetry from a start position:
//!
//! - *weak*: the positions of the checked proof (or, for a draw, both checked proofs) from
//!   PN-search: the strategy's side plays its move, the other side every move;
//! - *semi-strong*: every position reachable when at least one side plays perfectly (the
//!   reopening search adapted to win/draw/loss): the perfect side plays the stored best move,
//!   the other side every move, once with each side as the perfect one;
//! - *strong*: every reachable position.
//!
//! The walks key positions by the game's normal form (as the search enters them, so the weak
//! walk finds the proof's moves); the counts merge them by [`crate::Symmetry::counting_form`],
//! exact up to the game's symmetry even where its normaliser is not. The positions where the
//! game has ended are included.

use super::distance::{eval_of, Distances, Verdict};
use super::job::pn_outcomes;
use crate::config::Preset;
use crate::game::{Game, Outcome, Player};
use crate::posmap::PosMap;
use crate::search::skeleton::DagAlgorithm;
use crate::search::verify::{check, extract};
use crate::search::{Limits, Options, Question, Search, Setup, Solver, Status};
use serde::Serialize;

/// One depth of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LevelRow {
    /// Moves played from the start position.
    pub depth: u32,
    /// Positions of the weak solution (`None` when PN-search ran into its limit).
    pub weak: Option<u64>,
    /// Positions of the semi-strong solution.
    pub semi_strong: u64,
    /// Every reachable position.
    pub strong: u64,
}

/// The whole table with its totals.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LevelsReport {
    /// The game's name with its parameters.
    pub game: String,
    /// The start position's value for the first player.
    pub result: &'static str,
    /// Plies to the end with best play (fastest win, slowest loss); `None` for a draw.
    pub plies: Option<u32>,
    /// Per depth.
    pub rows: Vec<LevelRow>,
    /// Sums of the rows.
    pub weak: Option<u64>,
    /// Sum of the semi-strong column.
    pub semi_strong: u64,
    /// Sum of the strong column.
    pub strong: u64,
    /// Nodes the PN-searches of the weak solution created (K4WEAK), summed over the questions.
    pub pn_created: Option<u64>,
    /// The claims the weak solution's proofs make (`first-wins`, `second-avoids-loss`, …).
    pub claims: Vec<&'static str>,
    /// Why the game is over at the start position, when it is: then the start is the only
    /// position of every level, and no search ran.
    pub why: Option<String>,
}

/// A set of states with each one's depth and whether the game has ended there.
pub type States<P> = PosMap<P, (u32, bool)>;

/// The semi-strong solution's states with each one's depth and value for the player to move
/// (`None` where the game has ended).
pub type SemiStrong<P> = PosMap<P, (u32, Option<Verdict>)>;

/// The weak solution: its states, the nodes PN-search created, the claims of its proofs.
pub struct Weak<P> {
    /// The states of the strategies, walked together.
    pub states: States<P>,
    /// Nodes the PN-searches created.
    pub created: u64,
    /// What the checked proofs claim.
    pub claims: Vec<&'static str>,
}

fn enter<G: Game>(game: &G, pos: &G::Position) -> G::Position {
    game.normal_form(pos)
}

/// The walk's choice of moves at a state: one move, or `None` for every move.
type Pick<'a, P, M> = dyn FnMut(&P) -> Result<Option<M>, String> + 'a;

/// Every state reachable from `start`, where `pick` (given a state whose side is to move)
/// returns the one move that side plays there, or `None` for every move; added to `into` (a
/// state already there is kept, with the same depth and end, but its walk is this walk's own).
/// The callbacks are `dyn` and the walk out of line: one copy of it serves the three levels,
/// and so does its merge.
#[inline(never)]
fn walk<G: Game>(
    game: &G,
    start: &G::Position,
    pick: &mut Pick<'_, G::Position, G::Move>,
    stop: &mut dyn FnMut(&G::Position) -> bool,
    into: &mut States<G::Position>,
) -> Result<(), String> {
    let mut seen: States<G::Position> = PosMap::default();
    let root = enter(game, start);
    // Breadth first, so that a state's depth is the plies of a shortest line to it (in a game
    // whose positions repeat the position does not say how many were played).
    let mut work = std::collections::VecDeque::from([(root, 0)]);
    seen.insert(root, (0, false));
    let mut moves = Vec::new();
    while let Some((state, depth)) = work.pop_front() {
        if stop(&state) {
            continue;
        }
        moves.clear();
        match pick(&state)? {
            Some(mv) => moves.push(mv),
            None => game.legal_moves(&state, &mut moves),
        }
        for &mv in &moves {
            let son = game.play(&state, mv);
            let key = enter(game, &son);
            if seen.contains_key(&key) {
                continue;
            }
            let over = game.evaluate(&son, mv).is_some();
            seen.insert(key, (depth + 1, over));
            if !over {
                work.push_back((key, depth + 1));
            }
        }
    }
    if into.is_empty() {
        *into = seen;
    } else {
        into.extend(seen);
    }
    Ok(())
}

/// Every position reachable from `start`.
pub fn strong<G: Game>(game: &G, start: &G::Position) -> States<G::Position> {
    let mut all = PosMap::default();
    // `pick` never fails here.
    let _ = walk(game, start, &mut |_| Ok(None), &mut |_| false, &mut all);
    all
}

/// The semi-strong solution: every position reachable when one side (either) plays the stored
/// best move (the first move that keeps the value), with each position's value for the player
/// to move. Positions where the game has ended have no value here.
pub fn semi_strong<G: Game>(
    dist: &mut Distances<G>,
    start: &G::Position,
) -> Result<SemiStrong<G::Position>, String> {
    let all = semi_states(dist, start)?;
    let mut out: SemiStrong<G::Position> = PosMap::default();
    out.reserve(all.len());
    values(dist, &all, &mut |state, depth, value| {
        out.insert(*state, (depth, value));
    })?;
    Ok(out)
}

/// The message when the exact solve cannot hold every position the table needs.
fn too_big<G: Game>(dist: &Distances<G>) -> String {
    format!(
        "the exact solve holds at most {} positions and {} needs more: the levels table needs every position's value",
        dist.budget(),
        dist.game().name()
    )
}

/// The semi-strong solution's states, without their values.
fn semi_states<G: Game>(
    dist: &mut Distances<G>,
    start: &G::Position,
) -> Result<States<G::Position>, String> {
    let game = dist.game().clone();
    let mut all: States<G::Position> = PosMap::default();
    for perfect in [Player::First, Player::Second] {
        let mut moves = Vec::new();
        walk(
            &game,
            start,
            &mut |state| {
                if game.to_move(state) != perfect {
                    return Ok(None);
                }
                moves.clear();
                game.legal_moves(state, &mut moves);
                let mut scores = Vec::with_capacity(moves.len());
                for &mv in &moves {
                    scores.push(dist.move_score(state, mv).map_err(|_| too_big(dist))?);
                }
                let best = scores.iter().copied().max().map(|b| eval_of(b).verdict);
                Ok(moves
                    .iter()
                    .zip(&scores)
                    .find(|(_, &s)| Some(eval_of(s).verdict) == best)
                    .map(|(&m, _)| m))
            },
            &mut |_| false,
            &mut all,
        )?;
    }
    Ok(all)
}

/// What [`values`] hands each state: its depth and value.
type Put<'a, P> = dyn FnMut(&P, u32, Option<Verdict>) + 'a;

/// The value of each of `states` where play goes on (`None` where the game has ended), each
/// handed to `put`. The levels table needs only that every value is found: `put` does nothing
/// there.
fn values<G: Game>(
    dist: &mut Distances<G>,
    states: &States<G::Position>,
    put: &mut Put<'_, G::Position>,
) -> Result<(), String> {
    for (state, &(depth, over)) in states {
        let value = if over {
            None
        } else {
            Some(dist.eval(state).map_err(|_| too_big(dist))?.verdict)
        };
        put(state, depth, value);
    }
    Ok(())
}

/// The weak solution's states: the checked strategies of PN-search (K4WEAK) for the questions
/// the value needs, walked together. `None` when a search ran into `max_nodes`.
pub fn weak<G: Game + 'static>(
    game: &G,
    start: &G::Position,
    outcome: Outcome,
    max_nodes: u64,
) -> Result<Option<Weak<G::Position>>, String> {
    let questions: &[Question] = match outcome {
        Outcome::FirstWins => &[Question::FirstWins],
        Outcome::Draw => &[Question::FirstWins, Question::FirstAvoidsLoss],
        Outcome::SecondWins => &[Question::FirstAvoidsLoss],
    };
    let mut all: States<G::Position> = PosMap::default();
    let mut created = 0;
    let mut claims = Vec::new();
    for &question in questions {
        let opts = Options {
            question,
            ..Preset::K4Weak.options()
        };
        let limits = Limits {
            max_nodes: Some(max_nodes),
            ..Limits::default()
        };
        let mut search = Search::build(Setup::new(game.clone(), opts).at(*start).limits(limits));
        if search.run(None) != Status::Solved {
            return Ok(None);
        }
        created += search.stats().created;
        let strategy = extract(&search)?;
        let report = check(game, &strategy)?;
        claims.push(report.claim.word());
        if !strategy.normalised {
            return Err("the weak solution's strategy is not normalised".into());
        }
        let side = report.claim.side();
        let safe = |state: &G::Position| {
            matches!(
                report.claim,
                crate::search::Claim::FirstAvoidsLoss | crate::search::Claim::SecondAvoidsLoss
            ) && !game.can_win(state, side.other())
        };
        walk(
            game,
            start,
            &mut |state| {
                if game.to_move(state) != side {
                    return Ok(None);
                }
                strategy.moves.get(state).copied().map(Some).ok_or_else(|| {
                    "the checked strategy has no move at a position it reaches".into()
                })
            },
            &mut |s| safe(s),
            &mut all,
        )?;
    }
    Ok(Some(Weak {
        states: all,
        created,
        claims,
    }))
}

/// Distinct positions per depth, and in all, of `states` merged by the game's counting form.
/// Positions the same up to symmetry have the same depth (moves played).
fn per_depth<G: Game>(game: &G, states: &States<G::Position>) -> (Vec<u64>, u64) {
    // Where every state is its own counting form (the normaliser is exact), the states are the
    // forms: no second map of millions of positions.
    let mut merged: States<G::Position> = PosMap::default();
    let forms = if states.keys().all(|s| game.counting_form(s) == *s) {
        states
    } else {
        // A map of the walks' own type, used as the walks use it.
        for (state, &(d, _)) in states {
            let form = game.counting_form(state);
            if merged.contains_key(&form) {
                continue;
            }
            merged.insert(form, (d, false));
        }
        &merged
    };
    // The depths counted straight from the map: one loop, no list of them.
    let mut rows = Vec::new();
    for &(d, _) in forms.values() {
        let d = d as usize;
        if rows.len() <= d {
            rows.resize(d + 1, 0);
        }
        rows[d] += 1;
    }
    (rows, forms.len() as u64)
}

/// The table for `start` (undecided): strong, semi-strong by the exact solve, weak by PN-search
/// with at most `pn_nodes` nodes per question.
pub fn levels<G: Game + 'static>(
    dist: &mut Distances<G>,
    start: &G::Position,
    pn_nodes: u64,
) -> Result<LevelsReport, String> {
    let game = dist.game().clone();
    let strong_states = strong(&game, start);
    let semi = semi_states(dist, start)?;
    // Every value is found, as `semi_strong` finds them, though the table counts only states.
    values(dist, &semi, &mut |_, _, _| {})?;
    let eval = dist
        .eval(start)
        .map_err(|_| "the exact solve ran over its budget".to_string())?;
    let outcome = match (eval.verdict, game.to_move(start)) {
        (Verdict::Draw, _) => Outcome::Draw,
        (Verdict::Win, p) => Outcome::win_for(p),
        (Verdict::Loss, p) => Outcome::win_for(p.other()),
    };
    // PN-search's own answer must agree with the exact solve before its proofs are counted.
    let pn = pn_outcomes(&game, start, pn_nodes);
    let agrees = pn[outcome as usize];
    let weak_states = if agrees {
        weak(&game, start, outcome, pn_nodes)?
    } else {
        return Err(format!(
            "PN-search and the exact solve disagree on {}: a bug",
            game.name()
        ));
    };
    let (strong_rows, strong_total) = per_depth(&game, &strong_states);
    let (semi_rows, semi_total) = per_depth(&game, &semi);
    let weak_count = weak_states.as_ref().map(|w| per_depth(&game, &w.states));
    let rows: Vec<LevelRow> = (0..strong_rows.len())
        .map(|d| LevelRow {
            depth: d as u32,
            weak: weak_count
                .as_ref()
                .map(|c| c.0.get(d).copied().unwrap_or(0)),
            semi_strong: semi_rows.get(d).copied().unwrap_or(0),
            strong: strong_rows[d],
        })
        .collect();
    Ok(LevelsReport {
        game: game.name(),
        result: outcome.word(),
        plies: eval.plies,
        weak: weak_count.map(|c| c.1),
        semi_strong: semi_total,
        strong: strong_total,
        pn_created: weak_states.as_ref().map(|w| w.created),
        claims: weak_states.map(|w| w.claims).unwrap_or_default(),
        rows,
        why: None,
    })
}

/// The levels of a start position where the game is over: the start alone, at depth 0, in
/// every solution; no search.
pub fn ended<G: Game>(game: &G, ended: crate::search::Ended) -> LevelsReport {
    LevelsReport {
        game: game.name(),
        result: ended.outcome.word(),
        plies: Some(0),
        rows: vec![LevelRow {
            depth: 0,
            weak: Some(1),
            semi_strong: 1,
            strong: 1,
        }],
        weak: Some(1),
        semi_strong: 1,
        strong: 1,
        pn_created: Some(0),
        claims: Vec::new(),
        why: Some(ended.why),
    }
}
