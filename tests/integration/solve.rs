//! A whole solve: one or two questions until the three-valued result is known, each answer's
//! proof checked, against plain minimax on random positions.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::{random_position, Lcg};
use pnlab::config::{Config, Preset};
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::solve::MakeSearch;
use pnlab::search::{minimax, Limits, Options, Question, Search, Solve, Solver, Status};
use pnlab::search::{DagAlgorithm, Setup};
use pnlab::{Hints, Outcome, Rules};

/// A solve of tic-tac-toe from `start`, asking both questions when needed.
fn solve_from(start: u32, opts: Options) -> Solve {
    solve_within(start, opts, Limits::default())
}

fn solve_within(start: u32, opts: Options, limits: Limits) -> Solve {
    let game = TicTacToe::default();
    let make: MakeSearch = Box::new(move |question, limits| {
        let opts = Options { question, ..opts };
        Box::new(Search::build(
            Setup::new(TicTacToe::default(), opts)
                .at(start)
                .limits(limits),
        ))
    });
    Solve::new(&game, &start, Question::FirstWins, true, limits, make)
}

#[test]
fn every_random_position_gets_minimax_s_outcome_with_one_checked_proof_per_question() {
    let g = TicTacToe::default();
    let mut rng = Lcg(12);
    let (mut seen, mut two_questions) = ([0; 3], 0);
    for _ in 0..400 {
        let played = rng.below(7);
        let Some(pos) = random_position(&g, played, &mut rng) else {
            continue;
        };
        let expected = minimax::outcome(&g, &pos);
        for preset in [Preset::Basic, Preset::Best] {
            let mut s = solve_from(pos, preset.options());
            assert_eq!(s.run(None), Status::Solved, "{pos:#x}");
            assert_eq!(s.result(), Some(expected), "{pos:#x} {preset:?}");
            assert_eq!(s.result_word(), expected.word());
            let answers = s.answers();
            let proofs = s.verify_all().expect("every proof checks");
            assert_eq!(proofs.len(), answers.len());
            // Draws and second-player wins need the second question, except from the empty
            // board (strategy stealing); a first-player win needs only the first.
            let needed = if expected == Outcome::FirstWins || pos == g.initial() {
                1
            } else {
                2
            };
            assert_eq!(answers.len(), needed, "{pos:#x} {expected:?}");
            two_questions += (answers.len() == 2) as u32;
        }
        seen[Outcome::ALL.iter().position(|&o| o == expected).unwrap()] += 1;
    }
    assert!(
        seen.iter().all(|&n| n > 10),
        "each outcome is tried: {seen:?}"
    );
    assert!(two_questions > 20);
}

#[test]
fn from_the_empty_board_one_question_suffices_by_strategy_stealing() {
    let g = TicTacToe::default();
    assert!(!g.value_can_be(&g.initial(), Outcome::SecondWins));
    let mut s = Config::new("tictactoe").build().expect("valid");
    assert_eq!(s.run(None), Status::Solved);
    assert_eq!(s.result_word(), "draw");
    assert_eq!(s.answers().len(), 1);
}

#[test]
fn stepping_crosses_into_the_second_search_with_iterations_counted_on() {
    let g = TicTacToe::default();
    // X a3, O b2, X c1: O to move; a draw with best play, so both questions are asked.
    let pos = [0u8, 4, 8].iter().fold(g.initial(), |p, &m| g.play(&p, m));
    assert_eq!(minimax::outcome(&g, &pos), Outcome::Draw);
    let mut s = solve_from(pos, Preset::Basic.options());
    let (mut last, mut switches) = (0, 0);
    while let Some(r) = s.step() {
        assert_eq!(r.iteration, last + 1, "iterations count on");
        last = r.iteration;
        if r.new_search {
            switches += 1;
            assert_eq!(r.question, Question::FirstAvoidsLoss);
        }
        assert_eq!(r.solved, s.status() == Status::Solved);
    }
    assert_eq!(switches, 1);
    assert_eq!(s.result(), Some(Outcome::Draw));
    assert_eq!(s.stats().iterations, last);
    let per_search: u64 = s.answers().iter().map(|a| a.iterations).sum();
    assert_eq!(per_search, last);
    // The same solve on the fast path lands on the same counts.
    let mut fast = solve_from(pos, Preset::Basic.options());
    fast.run(None);
    assert_eq!(fast.stats().iterations, last);
    assert_eq!(fast.snapshot(), s.snapshot());
}

#[test]
fn an_iteration_limit_holds_across_both_questions() {
    let g = TicTacToe::default();
    let pos = [0u8, 4, 8].iter().fold(g.initial(), |p, &m| g.play(&p, m));
    let mut full = solve_from(pos, Preset::Basic.options());
    full.run(None);
    let first = full.answers()[0].iterations;
    let limits = Limits {
        max_iterations: Some(first + 2),
        ..Limits::default()
    };
    let mut s = solve_within(pos, Preset::Basic.options(), limits);
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.stats().iterations, first + 2);
    assert!(s.node(0).is_some(), "the handle still answers");
    // The limit stopped the second question; the first one's answer still stands, and so does
    // its proof.
    assert_eq!(s.answers()[0].answer, "disproved");
    assert_eq!(s.result_word(), "draw-or-second-wins");
    assert_eq!(s.result(), None);
    let checked = s.verify_all().expect("the first answer's proof checks");
    assert_eq!(checked.len(), 1);
    // A limit that stops the first question leaves nothing known.
    let limits = Limits {
        max_iterations: Some(first - 1),
        ..Limits::default()
    };
    let mut s = solve_within(pos, Preset::Basic.options(), limits);
    assert_eq!(s.run(None), Status::LimitReached);
    assert_eq!(s.result_word(), "unknown");
}

/// The options a configuration runs under carry the question it asks first: "does the first
/// player avoid losing?" when it asks that alone.
#[test]
fn the_options_in_force_name_the_question_asked() {
    for (ask, question) in [
        ("auto", Question::FirstWins),
        ("first-wins", Question::FirstWins),
        ("first-avoids-loss", Question::FirstAvoidsLoss),
    ] {
        let config: Config =
            serde_json::from_value(serde_json::json!({"game": "connect4", "question": ask}))
                .expect("valid");
        let o = config.effective_options().expect("valid");
        assert_eq!(o.question, question, "{ask}");
        let s = config.build().expect("valid");
        assert_eq!(s.question(), question, "{ask}: the first search's");
    }
}

#[test]
fn one_question_only_names_what_it_leaves_open() {
    let config = |ask: &str| {
        serde_json::from_value::<Config>(serde_json::json!({"game": "tictactoe", "question": ask}))
            .expect("valid")
    };
    let mut s = config("first-avoids-loss").build().expect("valid");
    s.run(None);
    assert_eq!(s.result_word(), "first-wins-or-draw");
    let mut s = config("first-wins").build().expect("valid");
    s.run(None);
    assert_eq!(
        s.result_word(),
        "draw",
        "strategy stealing rules the second player's win out"
    );
}

#[test]
fn bad_game_configurations_name_the_value_and_what_is_allowed() {
    let err = |v: serde_json::Value| match serde_json::from_value::<Config>(v) {
        Err(e) => e.to_string(),
        Ok(c) => c.build().err().expect("an error").to_string(),
    };
    let games = pnlab::games::registry::names().join(", ");
    let e = err(serde_json::json!({"game": 1}));
    assert!(
        e.contains(&format!("unknown game 1: allowed are {games}")),
        "{e}"
    );
    let e = err(serde_json::json!({"game": "chess"}));
    assert!(
        e.contains(&format!("unknown game \"chess\": allowed are {games}")),
        "{e}"
    );
    let e = err(serde_json::json!({"game": "clique", "n": 12}));
    assert!(
        e.contains("n = 12 is out of range for the game clique: 2 <= n <= 11"),
        "{e}"
    );
    let e = err(serde_json::json!({"game": "clique", "n": "six"}));
    assert!(
        e.contains(
            "n = \"six\" has the wrong type for the game clique: it is a string, where a whole \
             number (2 <= n <= 11) is wanted"
        ),
        "{e}"
    );
    let e = err(serde_json::json!({"game": "clique", "n": 4, "k": 5}));
    assert!(e.contains("k = 5 must be at most n = 4"), "{e}");
    let e = err(serde_json::json!({"game": "tictactoe", "cols": 3}));
    assert!(
        e.contains("unknown field \"cols\" for the game tictactoe"),
        "{e}"
    );
    let e = err(serde_json::json!({"game": "tictactoe", "question": "second-wins"}));
    assert!(e.contains("unknown variant"), "{e}");
}
