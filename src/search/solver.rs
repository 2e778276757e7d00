//! An object-safe face of a search, so the CLI and the browser can hold any game's search,
//! and the node query the inspector shows.

use super::dag::Dag;
use super::node::NodeId;
use super::numbers::{Kind, Value};
use super::question::{result_word, Question};
use super::snapshot::Snapshot;
use super::stats::Stats;
use super::status::Status;
use super::subproof::NodeProof;
use super::trace::StepRecord;
use super::verify::{CheckReport, Proof};
use crate::error::Error;
use crate::game::line::Ended;
use crate::game::{Game, Outcome};
use serde::Serialize;

/// How a node came to be: its creating parent and the move, with the position as played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Via {
    /// The parent that created the node.
    pub parent: NodeId,
    /// The move, in the parent's labels.
    pub mv: String,
    /// The position as played, before normalisation (cells as in [`Drawing::cells`](crate::game::Drawing::cells)).
    pub raw_cells: Vec<u8>,
    /// The relabelling from the played position onto the node's (normalised) position.
    pub relabelling: Vec<u8>,
}

/// Everything the inspector shows about one node.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NodeInfo {
    /// The node.
    pub id: NodeId,
    /// Moves played.
    pub level: u32,
    /// OR (first player to move) or AND.
    pub kind: Kind,
    /// Proof number.
    pub pn: u32,
    /// Disproof number.
    pub dn: u32,
    /// Proved / disproved / unknown for the search's question.
    pub value: Value,
    /// Developed?
    pub expanded: bool,
    /// Value set by a rule (evaluation, no free winning set), not by the sons.
    pub decided: bool,
    /// All parents, oldest (the creating one) first.
    pub parents: Vec<NodeId>,
    /// Listed sons, in order.
    pub sons: Vec<NodeId>,
    /// Sons deleted from the list as solved.
    pub deleted_sons: Vec<NodeId>,
    /// The node's position, cell by cell.
    pub cells: Vec<u8>,
    /// The creating move, when the node is not the root.
    pub via: Option<Via>,
    /// Its value came from a repetition, not from its sons: a cyclic search's closed set (play
    /// can stay among positions already met), or its naive table (a son on the path counted as a
    /// draw). False for every node of an acyclic search.
    pub repetition: bool,
}

/// What [`Solver::run_noting`] calls after each iteration: (iterations done, the root's (pn, dn)).
pub type Noting<'a> = dyn FnMut(u64, (u32, u32)) + 'a;

/// Where a search stands, as [`Solver::run_polled`] shows it to its poll: in PN² also in the
/// middle of an iteration, while a second-level search runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Watch {
    /// Iterations done (the one under way not counted).
    pub iterations: u64,
    /// Nodes created, the root not counted.
    pub created: u64,
    /// Deepest level of a developed node.
    pub max_level: u32,
    /// Bytes held: [`Solver::bytes`], and in PN² the second-level search under way.
    pub bytes: u64,
    /// The root's (pn, dn).
    pub root: (u32, u32),
}

impl Watch {
    /// `s` between two iterations.
    pub fn of(s: &dyn Solver) -> Watch {
        let stats = s.stats();
        Watch {
            iterations: stats.iterations,
            created: stats.created,
            max_level: stats.max_level,
            bytes: s.bytes() as u64,
            root: s.root_numbers(),
        }
    }
}

/// What [`Solver::run_polled`] asks, now and then, whether to go on: `None` goes on, a limit
/// ends the search with "unknown" and that limit.
pub type Poll<'a> = dyn FnMut(&Watch) -> Option<super::status::Limit> + 'a;

/// The search as a trait object, for [`Solver`]'s provided methods.
pub trait AsSolver {
    /// `self` as `&dyn Solver`.
    fn as_solver(&self) -> &dyn Solver;
}

impl<S: Solver> AsSolver for S {
    fn as_solver(&self) -> &dyn Solver {
        self
    }
}

/// A search of any game.
///
/// The provided methods answer from the required ones through [`AsSolver`] and a function of
/// `&dyn Solver` below (`provided`): each search type then holds only a call, and the body
/// is written once.
pub trait Solver: AsSolver {
    /// One iteration with its record; `None` when solved or stopped by a limit.
    fn step(&mut self) -> Option<StepRecord>;
    /// Up to `max_iterations` iterations on the fast path (all when `None`).
    fn run(&mut self, max_iterations: Option<u64>) -> Status;
    /// [`Solver::run`] that hands `after` the iterations done and the root's (pn, dn) after
    /// each iteration (not after one a limit ended), so the page's chart of the root costs no
    /// call into the search per iteration.
    fn run_noting(&mut self, max_iterations: Option<u64>, after: &mut Noting) -> Status;
    /// [`Solver::run`] for a caller that keeps a clock (the CLI's `--max-time` and
    /// `--progress`): where one iteration can take long (PN²'s second-level searches), the
    /// search hands `poll` a [`Watch`] every few thousand nodes of work inside it, and stops
    /// with "unknown" when the poll names a limit, leaving its DAG as a finished iteration
    /// does. The iterations done are those of [`Solver::run`] until the poll stops it. Native
    /// only: the page's runs keep no deadline.
    fn run_polled(&mut self, max_iterations: Option<u64>, _poll: &mut Poll) -> Status {
        self.run(max_iterations)
    }
    /// Where the search stands.
    fn status(&self) -> Status;
    /// The start position is over, with `outcome` by the rules: before any iteration, the root
    /// takes the value that outcome gives the question, decided, and the search is solved.
    fn settle(&mut self, outcome: Outcome);
    /// The start position's end when the game is over there (see [`Solver::settle`]).
    fn ended(&self) -> Option<&Ended> {
        None
    }
    /// The root's value.
    fn root_value(&self) -> Value;
    /// The statistics.
    fn stats(&self) -> &Stats;
    /// Number of nodes, the root included.
    fn node_count(&self) -> usize;
    /// A node, or `None` for an unknown id.
    fn node(&self, id: NodeId) -> Option<NodeInfo>;
    /// Bytes held by the DAG.
    fn bytes(&self) -> usize;
    /// What the byte budget counts now (`limits.maxBytes`): [`Solver::bytes`], and in a session
    /// the page's view of the DAG and the root's history too.
    fn budget_bytes(&self) -> u64 {
        self.bytes() as u64
    }
    /// [`Solver::bytes`] by structure (node slots, numbers, son lists, parent links, table),
    /// for the benchmarks' report; empty where the solve does not break it down.
    fn bytes_by_part(&self) -> Vec<(&'static str, usize)> {
        Vec::new()
    }
    /// Extracts the proof or disproof, checks it independently and writes it down. `Err` is
    /// [`Error::Unsolved`] before the search is solved, [`Error::Refused`] when the checker
    /// does not accept what it holds, [`Error::Limit`] at the check's memory limit.
    fn proof(&self) -> Result<(CheckReport, Proof), Error>;
    /// The checked proof of solved node `id` of the current search, with the line of moves to
    /// its position; `base` is the line to the position the search started from.
    fn node_proof(&self, id: NodeId, base: &[String]) -> Result<NodeProof, Error>;
    /// Extracts the proof or disproof and checks it independently.
    fn verify(&self) -> Result<CheckReport, Error> {
        provided::verify(self.as_solver())
    }
    /// [`Solver::verify`] while `others` bytes that this search's memory limit does not count
    /// are held beside it (the searches a solve asked after this one): the check's memory
    /// comes out of what is left after them.
    fn verify_beside(&self, others: u64) -> Result<CheckReport, Error> {
        let _ = others;
        self.verify()
    }
    /// Every proof the result rests on (a solve that asked two questions has two), checked.
    fn proofs(&self) -> Result<Vec<(CheckReport, Proof)>, Error> {
        provided::proofs(self.as_solver())
    }
    /// Checks every proof the result rests on.
    fn verify_all(&self) -> Result<Vec<CheckReport>, Error> {
        provided::verify_all(self.as_solver())
    }
    /// The question the current search proves.
    fn question(&self) -> Question;
    /// The game's name with its parameters.
    fn game_name(&self) -> String;
    /// Checks that every node's numbers equal a fresh recomputation from its sons: the tests'
    /// check after every step.
    fn check_invariants(&self) -> Result<(), String>;
    /// The whole DAG as flat arrays.
    fn snapshot(&self) -> Snapshot {
        provided::snapshot_from(self.as_solver(), 0)
    }
    /// The snapshot with the cells of nodes `first..` only (`cells` starts at node `first`).
    fn snapshot_from(&self, first: usize) -> Snapshot {
        provided::snapshot_from(self.as_solver(), first)
    }
    /// The entries of nodes `ids` only, in that order (ids below [`Solver::node_count`]).
    fn snapshot_of(&self, ids: &[NodeId]) -> Snapshot {
        provided::snapshot_of(self.as_solver(), ids)
    }
    /// The entries of each `(node, with its cells)` in turn ([`super::snapshot::build`]).
    fn snapshot_nodes(&self, ids: &mut dyn Iterator<Item = (NodeId, bool)>) -> Snapshot;
    /// Appends the cells of nodes `ids` (below [`Solver::node_count`]) to `out`, as a snapshot
    /// holds them: for a caller that copies a whole snapshot's cells out a part at a time.
    fn cells_of(&self, ids: std::ops::Range<NodeId>, out: &mut Vec<u8>);
    /// The current path from the root to the last most-proving node.
    fn current_path(&self) -> Vec<NodeId>;
    /// The node at the position after `line` (moves from the game's initial position), as
    /// the search would reach it: its normal form when the search joins transpositions, found
    /// in the transposition table; `None` when the search holds no such node or the line is not
    /// legal. Costs one replay of the line and one probe, whatever the search's size.
    fn find_line(&self, line: &[String]) -> Option<NodeId>;

    /// The root's proof and disproof numbers (cheap: asked after every iteration of a run).
    fn root_numbers(&self) -> (u32, u32);

    /// Keeps an undo journal of up to `cap` bytes from now on, so that going back costs the
    /// iterations undone (see `docs/replay.md`). Returns false when the algorithm keeps none:
    /// going back then replays from the start.
    fn keep_journal(&mut self, _cap: usize) -> bool {
        false
    }

    /// The oldest iteration [`Solver::undo_to`] reaches, if a journal is kept.
    fn journal_reach(&self) -> Option<u64> {
        None
    }

    /// Goes back through the journal to an iteration at or a few before `n` (the start of the
    /// journal's record holding it), from which running forwards reaches `n`; false (nothing
    /// changed) when it does not reach.
    fn undo_to(&mut self, _n: u64) -> bool {
        false
    }

    /// After [`Solver::undo_to`]: the nodes below [`Solver::node_count`] whose entries in a
    /// snapshot it may have changed (in no order, with repeats); every node from the count on
    /// is new. Handed over once.
    fn take_undone(&mut self) -> Vec<NodeId> {
        Vec::new()
    }

    /// Bytes the undo journal holds (counted in [`Solver::bytes`] too).
    fn journal_bytes(&self) -> usize {
        0
    }

    /// How many nodes a bounded table has evicted. An eviction changes nodes no step record
    /// names and frees ids that a later step reuses, so once there has been one, a page's copy
    /// of the DAG is no base for a difference.
    fn evictions(&self) -> u64 {
        0
    }

    /// PN²: what its second-level searches did; `None` for one-level searches. Native only (the
    /// CLI's report).
    fn inner_totals(&self) -> Option<super::stats::InnerTotals> {
        None
    }

    /// Which outcomes (first wins, draw, second wins) the answers so far leave for the game.
    /// A single search knows nothing of the game's possible outcomes; a whole solve (`Solve`)
    /// knows more and overrides this.
    fn outcomes_left(&self) -> [bool; 3] {
        provided::outcomes_left(self.as_solver())
    }

    /// The game's result when the answers leave one outcome.
    fn result(&self) -> Option<Outcome> {
        provided::result(self.as_solver())
    }

    /// Each question asked so far, in order, with its answer.
    fn answers(&self) -> Vec<Answer> {
        provided::answers(self.as_solver())
    }

    /// The result in words: `first-wins`, `draw`, `second-wins` or `unknown`; a solve asked
    /// one question only may also end `first-wins-or-draw` or `draw-or-second-wins`, and so may
    /// one whose second question a limit stopped (what the first answer leaves).
    fn result_word(&self) -> &'static str {
        provided::result_word(self.as_solver())
    }
}

/// The bodies of [`Solver`]'s provided methods, once for every search type.
pub(crate) mod provided {
    // Kept out of line: inlined into each type's method they would be a copy per type again.
    use super::*;

    #[inline(never)]
    pub fn verify(s: &dyn Solver) -> Result<CheckReport, Error> {
        s.proof().map(|(report, _)| report)
    }

    #[inline(never)]
    pub fn proofs(s: &dyn Solver) -> Result<Vec<(CheckReport, Proof)>, Error> {
        s.proof().map(|p| vec![p])
    }

    #[inline(never)]
    pub fn verify_all(s: &dyn Solver) -> Result<Vec<CheckReport>, Error> {
        s.verify().map(|r| vec![r])
    }

    #[inline(never)]
    pub fn snapshot_from(s: &dyn Solver, first: usize) -> Snapshot {
        s.snapshot_nodes(&mut (0..s.node_count() as NodeId).map(|id| (id, id as usize >= first)))
    }

    #[inline(never)]
    pub fn snapshot_of(s: &dyn Solver, ids: &[NodeId]) -> Snapshot {
        s.snapshot_nodes(&mut ids.iter().map(|&id| (id, true)))
    }

    #[inline(never)]
    pub fn outcomes_left(s: &dyn Solver) -> [bool; 3] {
        let answered = match s.status() {
            Status::Solved => vec![(s.question(), s.root_value())],
            _ => Vec::new(),
        };
        narrow(&[true; 3], &answered)
    }

    #[inline(never)]
    pub fn result(s: &dyn Solver) -> Option<Outcome> {
        single(&s.outcomes_left())
    }

    #[inline(never)]
    pub fn answers(s: &dyn Solver) -> Vec<Answer> {
        vec![Answer::of(s)]
    }

    #[inline(never)]
    pub fn result_word(s: &dyn Solver) -> &'static str {
        // A search a limit stopped answered nothing, and its outcomes left are all three; a
        // solve whose second question a limit stopped keeps what the first answered.
        if s.status() == Status::Running {
            return "unknown";
        }
        match s.outcomes_left() {
            [true, true, false] => "first-wins-or-draw",
            [false, true, true] => "draw-or-second-wins",
            left => super::result_word(single(&left)),
        }
    }
}

/// A question asked by a solve and what its search found.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Answer {
    /// The question.
    pub question: Question,
    /// `proved`, `disproved` or `unknown`.
    pub answer: &'static str,
    /// Iterations of this question's search.
    pub iterations: u64,
    /// Nodes its search created.
    pub created_nodes: u64,
}

impl Answer {
    /// What `search` found for its question.
    #[inline(never)]
    pub fn of<S: Solver + ?Sized>(search: &S) -> Answer {
        let solved = search.status() == Status::Solved;
        Answer {
            question: search.question(),
            answer: match search.root_value() {
                Value::Proved if solved => "proved",
                Value::Disproved if solved => "disproved",
                _ => "unknown",
            },
            iterations: search.stats().iterations,
            created_nodes: search.stats().created,
        }
    }
}

/// The outcomes (first wins, draw, second wins) left of the `possible` ones when each
/// `(question, value)` answer holds.
pub fn narrow(possible: &[bool; 3], answered: &[(Question, Value)]) -> [bool; 3] {
    let mut left = *possible;
    for (i, o) in Outcome::ALL.into_iter().enumerate() {
        left[i] &= answered.iter().all(|&(q, v)| match v {
            Value::Proved => q.holds(o),
            Value::Disproved => !q.holds(o),
            Value::Unknown => true,
        });
    }
    left
}

/// The one outcome marked, if exactly one is.
pub fn single(left: &[bool; 3]) -> Option<Outcome> {
    let mut marked = Outcome::ALL.into_iter().zip(left).filter(|(_, &l)| l);
    match (marked.next(), marked.next()) {
        (Some((o, _)), None) => Some(o),
        _ => None,
    }
}

/// What the inspector shows about a node of any DAG-keeping search.
pub fn dag_node_info<G: Game>(
    game: &G,
    dag: &Dag<G::Stored>,
    transpositions: bool,
    id: NodeId,
) -> Option<NodeInfo> {
    if id as usize >= dag.len() {
        return None;
    }
    let n = dag.node(id);
    // One copy of the whole list, split: the listed sons come first.
    let mut sons = dag.all_sons(id).to_vec();
    let deleted_sons = sons.split_off(dag.sons(id).len());
    let mut parents: Vec<NodeId> = dag.parents(id).collect();
    parents.reverse();
    let via = parents.first().and_then(|&p| {
        let ppos = game.unpack(dag.pos(p));
        let mut moves = Vec::new();
        game.legal_moves(&ppos, &mut moves);
        moves.iter().find_map(|&mv| {
            let raw = game.play(&ppos, mv);
            let (norm, r) = if transpositions {
                game.normalise(&raw)
            } else {
                (raw, game.identity())
            };
            (game.pack(&norm) == n.pos).then(|| Via {
                parent: p,
                mv: game.move_label(mv),
                raw_cells: game.cells(&raw),
                relabelling: game.relabelling_list(&r),
            })
        })
    });
    Some(NodeInfo {
        id,
        level: n.level as u32,
        kind: dag.kind(id),
        pn: n.pn,
        dn: n.dn,
        value: n.value,
        expanded: n.expanded,
        decided: n.decided,
        parents,
        sons,
        deleted_sons,
        cells: game.cells(&game.unpack(&n.pos)),
        via,
        repetition: false,
    })
}
