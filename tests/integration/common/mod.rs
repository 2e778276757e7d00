//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod counting;

use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::search::{FreeWinningSet, Options, ParallelEdges, Rule, Selection};
use pnlab::Game;

/// Every combination of the engine's switches.
pub fn all_options() -> Vec<Options> {
    let mut out = Vec::new();
    for transpositions in [true, false] {
        for rule in [Rule::Standard, Rule::Weak, Rule::Snda] {
            for delete_solved_sons in [true, false] {
                for parallel_edges in [
                    ParallelEdges::Keep,
                    ParallelEdges::MergeAtRoot,
                    ParallelEdges::Merge,
                ] {
                    for selection in [Selection::FromRoot, Selection::LastChanged] {
                        for free_winning_set in [
                            FreeWinningSet::Off,
                            FreeWinningSet::AtDevelopment,
                            FreeWinningSet::AtCreation,
                        ] {
                            for forced_replies in [false, true] {
                                for order_sons in [false, true] {
                                    out.push(Options {
                                        transpositions,
                                        rule,
                                        delete_solved_sons,
                                        parallel_edges,
                                        selection,
                                        free_winning_set,
                                        forced_replies,
                                        order_sons,
                                        ..Options::default()
                                    });
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    out
}

/// A smaller set that still varies every switch at least once against the default.
pub fn some_options() -> Vec<Options> {
    all_options()
        .into_iter()
        .enumerate()
        .filter(|(i, _)| i % 7 == 0)
        .map(|(_, o)| o)
        .collect()
}

/// A small deterministic generator, so the random positions are the same in every run.
pub struct Lcg(pub u64);
impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// A random open position with `played` moves, if the random game lasts that long.
pub fn random_position<G: Game>(g: &G, played: usize, rng: &mut Lcg) -> Option<G::Position> {
    let mut pos = g.initial();
    let mut moves = Vec::new();
    for _ in 0..played {
        moves.clear();
        g.legal_moves(&pos, &mut moves);
        let mv = moves[rng.below(moves.len())];
        pos = g.play(&pos, mv);
        if g.evaluate(&pos, mv).is_some() {
            return None;
        }
    }
    Some(pos)
}

/// The small clique games and their values (thesis Table 4.2; every algorithm must agree).
pub const SMALL_CLIQUES: [(u32, u32, &str); 7] = [
    (3, 3, "draw"),
    (4, 3, "draw"),
    (5, 3, "first-wins"),
    (6, 3, "first-wins"),
    (4, 4, "draw"),
    (5, 4, "draw"),
    (6, 4, "draw"),
];

/// Runs a configured search to the end; asserts it is solved with `value` and that the
/// independent checker accepts its proof. `what` names the case in failure messages.
pub fn assert_solves(config: &pnlab::config::Config, value: &str, what: &str) {
    use pnlab::search::Status;
    let mut s = config.build().expect("valid");
    assert_eq!(s.run(None), Status::Solved, "{what}");
    assert_eq!(s.result_word(), value, "{what}");
    s.verify().unwrap_or_else(|e| panic!("{what}: {e}"));
}

/// A configuration of `game`, with the clique game's n and k when given.
pub fn game_config(game: &str, nk: Option<(u32, u32)>) -> pnlab::config::Config {
    let c = pnlab::config::Config::new(game);
    match nk {
        Some((n, k)) => c.with("n", n).with("k", k),
        None => c,
    }
}

/// Solves `pos` under both questions with `opts` and checks each answer against plain minimax,
/// the numbers after the solve, and the proof. Returns minimax's outcome.
pub fn agrees_with_minimax<G: Game>(game: &G, pos: G::Position, opts: Options) -> pnlab::Outcome {
    use pnlab::search::{minimax, verify, Question, Search, Status, Value};
    let expected = minimax::outcome(game, &pos);
    for question in Question::ALL {
        let opts = Options { question, ..opts };
        let mut s = Search::build(Setup::new(game.clone(), opts).at(pos));
        assert_eq!(s.run(None), Status::Solved, "{pos:?} {question:?}");
        let want = if question.holds(expected) {
            Value::Proved
        } else {
            Value::Disproved
        };
        assert_eq!(s.root_value(), want, "{pos:?} {question:?} {expected:?}");
        s.check_invariants()
            .unwrap_or_else(|e| panic!("{pos:?}: {e}"));
        verify(&s).unwrap_or_else(|e| panic!("{pos:?} {question:?}: {e}"));
    }
    expected
}

/// `count` distinct random open positions of `game` (fixed seed), from 0 to `max_played` moves.
pub fn random_positions<G: Game>(
    game: &G,
    count: usize,
    max_played: usize,
    seed: u64,
) -> Vec<G::Position> {
    let mut rng = Lcg(seed);
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut tries = 0;
    while out.len() < count && tries < count * 50 {
        tries += 1;
        let played = rng.below(max_played + 1);
        if let Some(p) = random_position(game, played, &mut rng) {
            if seen.insert(p) {
                out.push(p);
            }
        }
    }
    out
}

/// The message of an error that must be of `kind` (`pnlab::Error::kind`).
pub fn error_of<T>(kind: &str, r: Result<T, pnlab::Error>) -> String {
    let Err(e) = r else {
        panic!("no error where one of kind {kind} was due")
    };
    assert_eq!(e.kind(), kind, "{e}");
    e.into_message()
}
