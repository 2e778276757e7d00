//! An independent proof checker.
//!
//! From a solved root, [`extract`] writes down a strategy for the winning side: for every
//! position where that side moves, one move. [`check`] then verifies the strategy against the
//! rules alone, using only the [`Game`] trait: it plays the strategy's move where the strategy's
//! side moves and *every* legal move where the other side moves, until each line ends in a
//! position the rules decide for the strategy's side. It trusts nothing from the search: not its
//! numbers, not its DAG, not its normaliser. When the strategy is given on normalised states,
//! each son is replaced by its normal form once, and that normal form is checked to be an exact
//! relabelling of the son actually reached; relabelling a position does not change its value.
//!
//! A claim that a side only *avoids losing* may end a line where the opponent can no longer win
//! ([`Hints::can_win`](crate::game::Hints::can_win) is false, in a positional game: he owns no free winning set): that is a
//! rule of the game (thesis 2.2.5), tested on its own.
//!
//! In a game whose positions repeat ([`Rules::cyclic`](crate::game::Rules::cyclic)), a line that meets a state of its own
//! again is play that never ends unless a side changes course. A claim that a side wins is
//! refused there, since a win must come in finitely many plies; a claim that a side avoids
//! losing ends the line as a draw and counts it ([`CheckReport::repetitions`]). A position of
//! the line played before the start is a draw by the game's own rules ([`Rules::after_line`](crate::game::Rules::after_line)).
//!
//! A search proves or disproves its [`Question`]; the claim is what that answer says about the
//! game, so a proof of "does the first player avoid losing?" and a disproof of "does the first
//! player win?" are checked the same way, each against the outcomes the rules give.

use super::dag::Dag;
use super::node::NodeId;
use super::numbers::Value;
use super::parts::{Holds, Parts};
use super::question::Question;
use crate::error::Error;
use crate::game::{Game, Outcome, Player};
use crate::posmap::{PosMap, PosSet};

/// What a strategy claims.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Claim {
    /// The first player wins ("does the first player win?" proved).
    FirstWins,
    /// The second player avoids losing: a draw or better for him ("does the first player win?"
    /// disproved).
    SecondAvoidsLoss,
    /// The first player avoids losing ("does the first player avoid losing?" proved).
    FirstAvoidsLoss,
    /// The second player wins ("does the first player avoid losing?" disproved).
    SecondWins,
}

impl Claim {
    /// The claim as the CLI, JSON and proof files write it: `first-wins`, `second-avoids-loss`,
    /// `first-avoids-loss`, `second-wins`.
    pub fn word(self) -> &'static str {
        match self {
            Claim::FirstWins => "first-wins",
            Claim::SecondAvoidsLoss => "second-avoids-loss",
            Claim::FirstAvoidsLoss => "first-avoids-loss",
            Claim::SecondWins => "second-wins",
        }
    }

    /// What a solved root of a search for `question` claims; `None` while it is unknown.
    pub fn of(question: Question, root: Value) -> Option<Claim> {
        Some(match (question, root) {
            (_, Value::Unknown) => return None,
            (Question::FirstWins, Value::Proved) => Claim::FirstWins,
            (Question::FirstWins, Value::Disproved) => Claim::SecondAvoidsLoss,
            (Question::FirstAvoidsLoss, Value::Proved) => Claim::FirstAvoidsLoss,
            (Question::FirstAvoidsLoss, Value::Disproved) => Claim::SecondWins,
        })
    }

    /// The side that follows the strategy.
    pub fn side(self) -> Player {
        match self {
            Claim::FirstWins | Claim::FirstAvoidsLoss => Player::First,
            Claim::SecondAvoidsLoss | Claim::SecondWins => Player::Second,
        }
    }

    /// Whether a line that ends in `o` is good for the strategy's side.
    pub fn accepts(self, o: Outcome) -> bool {
        match self {
            Claim::FirstWins | Claim::SecondWins => o == Outcome::win_for(self.side()),
            Claim::FirstAvoidsLoss | Claim::SecondAvoidsLoss => {
                o != Outcome::win_for(self.side().other())
            }
        }
    }

    /// A side that only avoids losing is safe where the opponent can no longer win.
    fn safe_at<G: Game>(self, game: &G, pos: &G::Position) -> bool {
        matches!(self, Claim::FirstAvoidsLoss | Claim::SecondAvoidsLoss)
            && !game.can_win(pos, self.side().other())
    }

    /// The search's question and the root's value that make this claim.
    fn root(self) -> Value {
        match self {
            Claim::FirstWins | Claim::FirstAvoidsLoss => Value::Proved,
            Claim::SecondAvoidsLoss | Claim::SecondWins => Value::Disproved,
        }
    }
}

/// A strategy: for each state where the strategy's side moves, the move to play.
#[derive(Clone, Debug)]
pub struct Strategy<G: Game> {
    /// What the strategy proves.
    pub claim: Claim,
    /// The position the strategy starts from (as played, not normalised).
    pub start: G::Position,
    /// Whether states are normalised: every position reached by a move is replaced by its
    /// normal form (once: normalisers need not be idempotent). Otherwise states are exact.
    pub normalised: bool,
    /// State → move, in that state's labels.
    pub moves: PosMap<G::Position, G::Move>,
}

/// What a successful check saw.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CheckReport {
    /// The claim that was verified.
    pub claim: Claim,
    /// Distinct normalised positions the check visited.
    pub positions: u64,
    /// Positions where the strategy's move was played.
    pub strategy_moves: u64,
    /// Distinct positions visited per level (moves played), from the start's level.
    pub levels: Vec<u64>,
    /// Lines that ended in each outcome: first wins, draw, second wins.
    pub ends: [u64; 3],
    /// Lines ended early because the opponent of a side that only avoids losing could no
    /// longer win.
    pub safe_stops: u64,
    /// Lines that met a position again (a draw by the rules: play that never ends), which a
    /// claim that a side only avoids losing allows. Normalised, a normal form met again.
    pub repetitions: u64,
    /// What the check showed: the claim, made stronger when no line ended in a draw, none
    /// repeated and none ended early — then a side that was to avoid losing in fact won every line (a game without
    /// draws), which the check has seen rather than taken on trust.
    pub establishes: Claim,
}

impl CheckReport {
    /// What the check counted, in words: `14 positions, 10 strategy moves`, with `, 3 lines
    /// drawn by repetition` when there were any.
    pub fn count_words(&self) -> String {
        let mut words = format!(
            "{} positions, {} strategy moves",
            self.positions, self.strategy_moves
        );
        if self.repetitions > 0 {
            words += &format!(", {} lines drawn by repetition", self.repetitions);
        }
        words
    }

    /// The claim in words, with what the check established when that is more:
    /// `second-avoids-loss (establishes second-wins)`.
    pub fn claim_words(&self) -> String {
        if self.establishes == self.claim {
            self.claim.word().to_string()
        } else {
            format!(
                "{} (establishes {})",
                self.claim.word(),
                self.establishes.word()
            )
        }
    }
}

/// A checked strategy written down for people and for `pnlab check`: one entry per position
/// where the strategy's side moves, each the line of moves that reaches it and the move chosen
/// there. A line is played from the start; when `normalised`, each position it passes is
/// replaced by its normal form before the next move, whose label is in that form's labels, as
/// the checker itself does. Nothing else of the search is kept: the replies of the other side
/// are all legal moves, which the checker tries itself. `docs/proofs.md` describes the format.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Proof {
    /// What the strategy proves.
    pub claim: Claim,
    /// Whether positions are replaced by their normal forms.
    pub normalised: bool,
    /// Distinct positions the check visited (as a reader's cross-check).
    pub positions: u64,
    /// Positions per level.
    pub levels: Vec<u64>,
    /// (line from the start, chosen move), move labels as the game writes them.
    pub moves: Vec<(Vec<String>, String)>,
}

/// Writes down the winning side's strategy from a solved search of any algorithm.
pub fn extract<A: Holds>(search: &A) -> Result<Strategy<A::G>, Error> {
    strategy_of(&search.parts())
}

/// [`extract`] from what a search holds, with its hints: one copy per game type, not one per
/// algorithm.
pub fn strategy_of<G: Game>(p: &Parts<'_, G>) -> Result<Strategy<G>, Error> {
    let none = PosMap::default();
    let known = Known {
        hints: p.hints.unwrap_or(&none),
        order: p.order,
    };
    extract_below(
        p.game,
        p.dag,
        0,
        p.start,
        p.opts.transpositions,
        p.opts.question,
        known,
    )
}

/// What extraction may use beside the DAG's values.
pub struct Known<'a, G: Game> {
    /// Winning moves proved outside the DAG ([`extract_with_hints`]).
    pub hints: &'a PosMap<G::Position, G::Move>,
    /// Per node, when it was solved ([`Parts::order`]): the winner's son is then the one solved
    /// earliest.
    pub order: Option<&'a [u32]>,
}

impl<G: Game> Clone for Known<'_, G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game> Copy for Known<'_, G> {}

/// Writes down the winning side's strategy from a DAG whose root (node 0) is solved for
/// `question`. `normalised` says whether the DAG's positions are normal forms.
///
/// A bounded transposition table may have evicted part of the proof. Where the DAG no longer
/// knows a winning move, the move is found by plain minimax on that position instead: the
/// strategy is still checked by [`check`], which trusts neither source.
pub fn extract_from<G: Game>(
    game: &G,
    dag: &Dag<G::Stored>,
    start: G::Position,
    normalised: bool,
    question: Question,
) -> Result<Strategy<G>, Error> {
    extract_with_hints(game, dag, start, normalised, question, &PosMap::default())
}

/// [`extract_from`] with winning moves known from elsewhere: PN² keeps the strategies of the
/// second-level searches that solved a leaf, whose subtrees the DAG does not hold. A hint is
/// used only where the DAG knows no winning move, before plain minimax; [`check`] trusts it no
/// more than the DAG.
pub fn extract_with_hints<G: Game>(
    game: &G,
    dag: &Dag<G::Stored>,
    start: G::Position,
    normalised: bool,
    question: Question,
    hints: &PosMap<G::Position, G::Move>,
) -> Result<Strategy<G>, Error> {
    let known = Known { hints, order: None };
    extract_below(game, dag, 0, start, normalised, question, known)
}

/// [`extract_with_hints`] from node `top` of the DAG instead of its root: the strategy of the
/// subtree below a solved node, starting from `start`, the position as played whose normal form
/// (when `normalised`) is `top`'s position.
pub fn extract_below<G: Game>(
    game: &G,
    dag: &Dag<G::Stored>,
    top: NodeId,
    start: G::Position,
    normalised: bool,
    question: Question,
    known: Known<'_, G>,
) -> Result<Strategy<G>, Error> {
    let Known { hints, order } = known;
    let claim = Claim::of(question, dag.node(top).value).ok_or_else(|| {
        Error::Unsolved(format!(
            "node {top} is not solved: there is no proof to extract"
        ))
    })?;
    // The states are the DAG's own positions: the checker reaches exactly these, because it
    // normalises each son once, as the search did when it created the son.
    let mut strategy = Strategy {
        claim,
        start,
        normalised,
        moves: PosMap::default(),
    };
    let mut seen: PosSet<G::Position> = PosSet::default();
    let mut memo = PosMap::default();
    let mut work: Vec<(G::Position, Option<NodeId>)> = vec![(game.unpack(dag.pos(top)), Some(top))];
    let mut moves = Vec::new();
    while let Some((state, node)) = work.pop() {
        if seen.insert(state, ()).is_some() {
            continue;
        }
        if claim.safe_at(game, &state) {
            continue;
        }
        moves.clear();
        game.legal_moves(&state, &mut moves);
        let sons: Vec<Son<G>> = moves
            .iter()
            .map(|&mv| {
                let raw = game.play(&state, mv);
                let key = if normalised {
                    game.normal_form(&raw)
                } else {
                    raw
                };
                let stored = game.pack(&key);
                let found = node
                    .and_then(|n| {
                        dag.all_sons(n).iter().copied().find(|&s| {
                            let sn = dag.node(s);
                            !sn.evicted && sn.pos == stored
                        })
                    })
                    .or_else(|| dag.find(&stored));
                Son {
                    mv,
                    key,
                    node: found,
                    eval: game.evaluate(&raw, mv),
                }
            })
            .collect();
        if game.to_move(&state) == claim.side() {
            // A son the search never listed (pruned as a forced reply) can only be needed here
            // as an immediate decision, which the first choice takes.
            let pick = sons
                .iter()
                .find(|s| s.eval.is_some_and(|o| claim.accepts(o)))
                .or_else(|| {
                    let solved = sons.iter().filter(|s| {
                        s.eval.is_none()
                            && s.node.is_some_and(|n| dag.node(n).value == claim.root())
                    });
                    // Without an order every key is equal and the first son is taken.
                    solved.min_by_key(|s| order.zip(s.node).map(|(o, n)| o[n as usize]))
                })
                .or_else(|| {
                    let hint = hints.get(&state)?;
                    sons.iter().find(|s| s.mv == *hint)
                })
                .or_else(|| {
                    // Minimax over a graph with cycles would not end.
                    sons.iter().filter(|_| !game.cyclic()).find(|s| {
                        s.eval.is_none()
                            && claim.accepts(super::minimax::outcome_memo(game, &s.key, &mut memo))
                    })
                })
                .ok_or_else(|| Error::Refused(no_winning_move(game, &state)))?;
            strategy.moves.insert(state, pick.mv);
            if pick.eval.is_none() {
                work.push((pick.key, pick.node));
            }
        } else {
            for s in sons.iter().filter(|s| s.eval.is_none()) {
                work.push((s.key, s.node));
            }
        }
    }
    Ok(strategy)
}

/// The message when neither the DAG, a hint nor minimax gives a winning move (a search that
/// claimed a result it does not have): the position's cells as [`Drawing::cells`](crate::game::Drawing::cells) gives them, one
/// digit each. (The position's `Debug` form said nothing more, and was the wasm's only
/// caller of the struct formatter.)
fn no_winning_move<G: Game>(game: &G, state: &G::Position) -> String {
    let cells: String = game
        .cells(state)
        .iter()
        .map(|&c| char::from_digit(c.into(), 36).unwrap_or('?'))
        .collect();
    format!("no winning move at the position with cells {cells}")
}

/// A son seen during extraction.
struct Son<G: Game> {
    mv: G::Move,
    key: G::Position,
    node: Option<NodeId>,
    eval: Option<Outcome>,
}

/// Where a message about a position points: `at the start`, or `after` the line of moves from
/// the start that reaches it. An empty line joined read "after : …".
pub(crate) fn place(line: &[String]) -> String {
    if line.is_empty() {
        "at the start".into()
    } else {
        format!("after {}", crate::json::cut(line.join(" ")))
    }
}

/// How a check that would pass its memory limit ends: the claim is neither accepted nor refused.
pub const OUT_OF_MEMORY: &str = "unknown (memory)";

/// Verifies a strategy against the rules. `Err` ([`Error::Refused`]) names the first line where
/// it fails.
pub fn check<G: Game>(game: &G, strategy: &Strategy<G>) -> Result<CheckReport, Error> {
    check_writing(game, strategy, None, None)
}

/// [`check`] within `max_bytes` of memory for the check's own tables: past it the check ends
/// with an [`Error::Limit`] whose message starts with [`OUT_OF_MEMORY`].
pub fn check_within<G: Game>(
    game: &G,
    strategy: &Strategy<G>,
    max_bytes: Option<u64>,
) -> Result<CheckReport, Error> {
    check_writing(game, strategy, max_bytes, None)
}

/// Checks a strategy and writes it down as a [`Proof`].
pub fn proof<G: Game>(game: &G, strategy: &Strategy<G>) -> Result<(CheckReport, Proof), Error> {
    let mut moves = Vec::new();
    let report = check_writing(game, strategy, None, Some(&mut moves))?;
    let proof = Proof {
        claim: report.claim,
        normalised: strategy.normalised,
        positions: report.positions,
        levels: report.levels.clone(),
        moves,
    };
    Ok((report, proof))
}

/// Reads a [`Proof`] back into a strategy for `game`, replaying each line from `start`; `Err`
/// names the line and the move that is not legal there.
pub fn read_proof<G: Game>(
    game: &G,
    start: G::Position,
    proof: &Proof,
) -> Result<Strategy<G>, String> {
    let enter = |pos: G::Position| {
        if proof.normalised {
            game.normal_form(&pos)
        } else {
            pos
        }
    };
    let mut legal = Vec::new();
    let mut find = |pos: &G::Position, label: &str, line: &[String]| {
        legal.clear();
        game.legal_moves(pos, &mut legal);
        legal
            .iter()
            .copied()
            .find(|&m| game.names_move(m, label))
            .ok_or_else(|| {
                let label = crate::json::cut(label.to_string());
                format!("{}: the move \"{label}\" is not legal", place(line))
            })
    };
    let mut moves = PosMap::default();
    for (line, chosen) in &proof.moves {
        let mut pos = enter(start);
        for (i, label) in line.iter().enumerate() {
            let mv = find(&pos, label, &line[..i])?;
            if game.evaluate(&game.play(&pos, mv), mv).is_some() {
                return Err(format!("{}: the game is over", place(&line[..=i])));
            }
            pos = enter(game.play(&pos, mv));
        }
        let mv = find(&pos, chosen, line)?;
        if moves.insert(pos, mv).is_some_and(|m| m != mv) {
            return Err(format!(
                "{}: the file gives two different moves for one position",
                place(line)
            ));
        }
    }
    Ok(Strategy {
        claim: proof.claim,
        start,
        normalised: proof.normalised,
        moves,
    })
}

/// The graph of the states a check reaches, each once, breadth first from the start (state 0):
/// a state's first way in is a shortest line to it, and its level the plies of that line.
struct Graph<G: Game> {
    ids: PosMap<G::Position, u32>,
    states: Vec<G::Position>,
    /// Per state but the start, the state it was first reached from and the move.
    from: Vec<(u32, G::Move)>,
    /// Per state, its level.
    level: Vec<u32>,
    /// The states each state's moves lead to, where the game goes on: `sons[first[i]..first[i + 1]]`.
    first: Vec<u64>,
    sons: Vec<u32>,
}

impl<G: Game> Graph<G> {
    /// The shortest line of moves from the start to state `id`, in the states' labels.
    fn line(&self, game: &G, mut id: u32) -> Vec<String> {
        let mut line = Vec::new();
        while id != 0 {
            let (parent, mv) = self.from[id as usize - 1];
            line.push(game.move_label(mv));
            id = parent;
        }
        line.reverse();
        line
    }

    /// Bytes the graph holds at the peak of adding `extra` states and as many edges, as
    /// allocated: a list that must grow is counted at its grown size, and the map at its old
    /// and new tables together, both live while it rehashes.
    fn peak_bytes(&self, extra: usize) -> u64 {
        use std::mem::size_of;
        let grown = |len: usize, cap: usize| {
            if len + extra > cap {
                (2 * cap).max(len + extra)
            } else {
                cap
            }
        };
        let entry = size_of::<(G::Position, u32)>() + 1;
        let cap = self.ids.capacity();
        let ids = if self.ids.len() + extra > cap {
            cap + 2 * cap.max(self.ids.len() + extra)
        } else {
            cap
        };
        (ids * entry
            + grown(self.states.len(), self.states.capacity()) * size_of::<G::Position>()
            + grown(self.from.len(), self.from.capacity()) * size_of::<(u32, G::Move)>()
            + grown(self.level.len(), self.level.capacity()) * 4
            + grown(self.first.len(), self.first.capacity()) * 8
            + grown(self.sons.len(), self.sons.capacity()) * 4) as u64
    }
}

/// The check past its memory limit: `bytes` held after `positions` positions.
fn out_of_memory(bytes: u64, positions: usize, max: u64) -> Error {
    Error::Limit(format!(
        "{OUT_OF_MEMORY}: the check holds {bytes} bytes after {positions} positions, past its \
         limit of {max} bytes (--max-memory)"
    ))
}

/// Checks `strategy` in two passes, each linear in the states it reaches: breadth first, every
/// state once, checking every move against the rules and recording where the moves go; then one
/// depth-first colouring of that graph, where a son on the current line (grey) closes a cycle.
///
/// A win must end every line, so for a win the strategy's graph must be acyclic and every end
/// won. A side that only avoids losing needs a closed set of states with no losing end: a cycle
/// there is play that never ends, a draw, counted as a repetition.
///
/// Normalised, a state stands for every relabelling of it, and the strategy is played in each
/// through the relabelling. Avoiding a loss holds for the whole class, so a normal form met again
/// on the line is a draw as above: played on, the line comes back to the very position, since
/// the symmetries are finitely many. For a win, the normal forms along any real line are a path
/// of the acyclic graph, so they never repeat. On exact states, an acyclic graph may still lead
/// a line to a relabelling of a position met earlier, which is not a repetition.
fn check_writing<G: Game>(
    game: &G,
    strategy: &Strategy<G>,
    max_bytes: Option<u64>,
    mut write: Option<&mut Vec<(Vec<String>, String)>>,
) -> Result<CheckReport, Error> {
    let claim = strategy.claim;
    let mut report = CheckReport {
        claim,
        positions: 0,
        strategy_moves: 0,
        levels: Vec::new(),
        ends: [0; 3],
        safe_stops: 0,
        repetitions: 0,
        establishes: claim,
    };
    // A state is a position, or its normal form checked to be a relabelling of it.
    let enter = |pos: G::Position, line: &dyn Fn() -> Vec<String>| {
        if !strategy.normalised {
            return Ok(pos);
        }
        let (norm, r) = game.normalise(&pos);
        if game.relabel(&pos, &r) != norm || game.moves_played(&norm) != game.moves_played(&pos) {
            return Err(Error::Refused(format!(
                "{}: the normal form is not a relabelling of the position",
                place(&line())
            )));
        }
        Ok(norm)
    };
    let root = enter(strategy.start, &Vec::new)?;
    let mut g: Graph<G> = Graph {
        ids: PosMap::default(),
        states: vec![root],
        from: Vec::new(),
        level: vec![0],
        first: Vec::new(),
        sons: Vec::new(),
    };
    g.ids.insert(root, 0);
    // What the strategy and the walk hold besides the graph.
    let held =
        (strategy.moves.capacity() * (std::mem::size_of::<(G::Position, G::Move)>() + 1)) as u64;
    let mut moves = Vec::new();
    let mut next = 0u32;
    while (next as usize) < g.states.len() {
        let id = next;
        next += 1;
        let state = g.states[id as usize];
        g.first.push(g.sons.len() as u64);
        report.positions += 1;
        let level = g.level[id as usize] as usize;
        if report.levels.len() <= level {
            report.levels.resize(level + 1, 0);
        }
        report.levels[level] += 1;
        if claim.safe_at(game, &state) {
            report.safe_stops += 1;
            continue;
        }
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            return Err(Error::Refused(format!(
                "{}: no move left but no decision",
                place(&g.line(game, id))
            )));
        }
        if game.to_move(&state) == claim.side() {
            let Some(&mv) = strategy.moves.get(&state) else {
                return Err(Error::Refused(format!(
                    "{}: the strategy has no move here",
                    place(&g.line(game, id))
                )));
            };
            if !moves.contains(&mv) {
                return Err(Error::Refused(format!(
                    "{}: the strategy's move \"{}\" is not legal",
                    place(&g.line(game, id)),
                    game.move_label(mv)
                )));
            }
            report.strategy_moves += 1;
            if let Some(w) = write.as_deref_mut() {
                w.push((g.line(game, id), game.move_label(mv)));
            }
            moves.clear();
            moves.push(mv);
        }
        if let Some(max) = max_bytes {
            // Before the growth: each move may add a state and an edge.
            let bytes = g.peak_bytes(moves.len() + 1) + held;
            if bytes > max {
                return Err(out_of_memory(bytes, g.states.len(), max));
            }
        }
        for &mv in &moves {
            let son = game.play(&state, mv);
            let line = || {
                let mut l = g.line(game, id);
                l.push(game.move_label(mv));
                l
            };
            match game.evaluate(&son, mv) {
                None => {
                    let key = enter(son, &line)?;
                    let new = g.states.len() as u32;
                    let sid = *g.ids.entry(key).or_insert(new);
                    if sid == new {
                        g.states.push(key);
                        g.from.push((id, mv));
                        g.level.push(level as u32 + 1);
                    }
                    g.sons.push(sid);
                }
                Some(o) if claim.accepts(o) => report.ends[o as usize] += 1,
                Some(o) => {
                    return Err(Error::Refused(format!(
                        "{}: the game ends {} against the claim {}",
                        place(&line()),
                        o.word(),
                        claim.word()
                    )))
                }
            }
        }
    }
    g.first.push(g.sons.len() as u64);
    let limit = max_bytes.map(|max| (max, g.peak_bytes(0) + held));
    report.repetitions = cycles(game, strategy, &g, &enter, limit)?;
    strengthen(&mut report);
    Ok(report)
}

/// How the check turns a position into its state: itself, or its normal form checked to be a
/// relabelling of it; the line (made only for a message) names where it was reached.
type Enter<'a, P> = dyn Fn(P, &dyn Fn() -> Vec<String>) -> Result<P, Error> + 'a;

/// The edges that close a cycle in a depth-first colouring of the check's graph (each a line
/// that comes back to a state of its own): an error under a claim that a side wins.
fn cycles<G: Game>(
    game: &G,
    strategy: &Strategy<G>,
    g: &Graph<G>,
    enter: &Enter<'_, G::Position>,
    limit: Option<(u64, u64)>,
) -> Result<u64, Error> {
    const WHITE: u8 = 0;
    const GREY: u8 = 1;
    const BLACK: u8 = 2;
    // Within `limit` (the maximum, and what the graph and the strategy hold): the colours, and
    // the stack counted at its next growth before it grows.
    let scratch = |stack: &Vec<(u32, u64)>| {
        g.states.len() + 2 * stack.capacity().max(1) * std::mem::size_of::<(u32, u64)>()
    };
    let over = |stack: &Vec<(u32, u64)>| {
        limit.and_then(|(max, held)| {
            let bytes = held + scratch(stack) as u64;
            (bytes > max).then(|| out_of_memory(bytes, g.states.len(), max))
        })
    };
    let mut stack: Vec<(u32, u64)> = Vec::new();
    if let Some(e) = over(&stack) {
        return Err(e);
    }
    let mut colour = vec![WHITE; g.states.len()];
    stack.push((0, g.first[0]));
    colour[0] = GREY;
    let mut back = 0;
    while let Some(top) = stack.last_mut() {
        let (v, e) = *top;
        if e == g.first[v as usize + 1] {
            colour[v as usize] = BLACK;
            stack.pop();
            continue;
        }
        top.1 += 1;
        let w = g.sons[e as usize];
        match colour[w as usize] {
            WHITE => {
                if stack.len() == stack.capacity() {
                    if let Some(e) = over(&stack) {
                        return Err(e);
                    }
                }
                colour[w as usize] = GREY;
                stack.push((w, g.first[w as usize]));
            }
            GREY => {
                if !strategy.claim.accepts(Outcome::Draw) {
                    let mut line = g.line(game, v);
                    line.push(move_to(game, strategy, g, v, w, enter));
                    repetition_error(strategy.claim, &line).map_err(Error::Refused)?;
                }
                back += 1;
            }
            _ => {}
        }
    }
    Ok(back)
}

/// The label of a move from state `v` that leads to state `w` (for a message).
fn move_to<G: Game>(
    game: &G,
    strategy: &Strategy<G>,
    g: &Graph<G>,
    v: u32,
    w: u32,
    enter: &Enter<'_, G::Position>,
) -> String {
    let state = g.states[v as usize];
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    moves
        .into_iter()
        .filter(|m| {
            game.to_move(&state) != strategy.claim.side() || strategy.moves.get(&state) == Some(m)
        })
        .find(|&m| {
            let son = game.play(&state, m);
            game.evaluate(&son, m).is_none()
                && enter(son, &Vec::new).ok() == Some(g.states[w as usize])
        })
        .map_or_else(String::new, |m| game.move_label(m))
}

/// The error for a line that met a position again, under a claim that a side wins.
fn repetition_error(claim: Claim, line: &[String]) -> Result<(), String> {
    if claim.accepts(Outcome::Draw) {
        return Ok(());
    }
    Err(format!(
        "{}: the position repeats, a draw, against the claim {}: a win must come in finitely \
         many plies",
        place(line),
        claim.word()
    ))
}

/// What a check saw establishes: the claim, made stronger when no line ended in a draw, none
/// repeated and none ended early (see [`CheckReport::establishes`]).
fn strengthen(report: &mut CheckReport) {
    if report.ends[Outcome::Draw as usize] == 0 && report.safe_stops == 0 && report.repetitions == 0
    {
        report.establishes = match report.claim {
            Claim::SecondAvoidsLoss => Claim::SecondWins,
            Claim::FirstAvoidsLoss => Claim::FirstWins,
            c => c,
        };
    }
}

/// The check of `claim` at a start position where the game is already over, with `outcome` by
/// the rules (the line that reached it, or [`Rules::outcome_at_start`](crate::game::Rules::outcome_at_start)): there is no strategy,
/// only that one outcome, which the claim must accept. One position, one line, no move.
pub fn check_ended(claim: Claim, outcome: Outcome) -> Result<CheckReport, Error> {
    if !claim.accepts(outcome) {
        return Err(Error::Refused(format!(
            "at the start: the game is over, {} against the claim {}",
            outcome.word(),
            claim.word()
        )));
    }
    let mut report = CheckReport {
        claim,
        positions: 1,
        strategy_moves: 0,
        levels: vec![1],
        ends: [0; 3],
        safe_stops: 0,
        repetitions: 0,
        establishes: claim,
    };
    report.ends[outcome as usize] = 1;
    strengthen(&mut report);
    Ok(report)
}

/// [`check_ended`] with its [`Proof`] written down: no moves.
pub fn proof_ended(
    claim: Claim,
    outcome: Outcome,
    normalised: bool,
) -> Result<(CheckReport, Proof), Error> {
    let report = check_ended(claim, outcome)?;
    let proof = Proof {
        claim,
        normalised,
        positions: report.positions,
        levels: report.levels.clone(),
        moves: Vec::new(),
    };
    Ok((report, proof))
}

/// Extracts and checks in one call.
pub fn verify<A: Holds>(search: &A) -> Result<CheckReport, Error> {
    check(search.parts().game, &extract(search)?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::game::Storage;
    use crate::games::tictactoe::TicTacToe;
    use crate::search::numbers::{Kind, INF};

    /// A root that claims a first-player win tic-tac-toe does not have: neither the DAG nor
    /// minimax gives a winning move, and the message names the position by its cells.
    #[test]
    fn a_missing_winning_move_names_the_position_by_its_cells() {
        let game = TicTacToe::default();
        let start = game.initial();
        let mut dag = Dag::new(game.pack(&start), 0, Kind::Or, true);
        dag.set_numbers(0, 0, INF);
        let err = extract_from(&game, &dag, start, false, Question::FirstWins).unwrap_err();
        assert_eq!(
            err,
            Error::Refused("no winning move at the position with cells 000000000".into())
        );
        // After the centre, O's replies are all followed: the last pushed (cell 8) is
        // looked at first, and there the first player has no winning move either.
        let after = game.play(&start, 4);
        let dag = {
            let mut d = Dag::new(game.pack(&after), 1, Kind::And, true);
            d.set_numbers(0, 0, INF);
            d
        };
        let err = extract_from(&game, &dag, after, false, Question::FirstWins).unwrap_err();
        assert_eq!(
            err,
            Error::Refused("no winning move at the position with cells 000010002".into())
        );
    }
}
