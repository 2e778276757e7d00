//! Start positions: a move read in any spelling the game accepts, and a start where the game is
//! already over answered by the rules, with no search, by every algorithm, the checker, the
//! play page's report and the levels.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use pnlab::config::Config;
use pnlab::exact::analyst;
use pnlab::game::line::play_line;
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::search::{Algorithm, Status, Value};
use pnlab::Rules;
use serde_json::json;

fn config(v: serde_json::Value) -> Config {
    serde_json::from_value(v).expect("a good configuration")
}

fn line(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

#[test]
fn a_clique_edge_is_read_from_either_end() {
    let g = Clique::new(4, 3, Normaliser::Neighbours).unwrap();
    let one = play_line(&g, &line("0-1 3-2")).expect("0-1 names the edge 1-0");
    let other = play_line(&g, &line("1-0 2-3")).expect("the game's own spelling");
    assert_eq!(one.pos, other.pos);
    assert_eq!(one.moves, other.moves);
    // A vertex that is not an end of any free edge is still refused, naming the move.
    let err = common::error_of("input", play_line(&g, &line("0-1 1-0")));
    assert!(
        err.starts_with("move 2 \"1-0\" is not legal in clique(4,3): allowed are"),
        "{err}"
    );
    for bad in ["0-0", "0-4", "01", "0-", "-1", "0-1-2", " 0-1"] {
        assert!(play_line(&g, &[bad.to_string()]).is_err(), "{bad}");
    }
    // Every reader of a start line goes through it: the configuration and the play page.
    let c = config(json!({"game": "clique", "n": 4, "k": 3, "start": "0-1"}));
    let mut s = c.build().expect("a start of 0-1 is legal");
    assert_eq!(s.run(None), Status::Solved);
    let report = analyst(&c).unwrap().report(&line("0-1 2-3")).unwrap();
    // The report names the line as the game labels it.
    assert_eq!(report.line, ["1-0", "3-2"]);
}

/// The Clobber row of the issue: black to move, and no black stone touches a white one.
fn over_row() -> serde_json::Value {
    json!({"game": "clobber", "row": "B.WWW.W...WWW", "first": "black"})
}

#[test]
fn a_start_with_no_move_is_answered_by_the_rules_under_every_algorithm() {
    for algorithm in Algorithm::ALL.map(Algorithm::name) {
        let mut v = over_row();
        v["algorithm"] = algorithm.into();
        let mut s = config(v)
            .build()
            .expect("a finished start is answered, not refused");
        assert_eq!(s.status(), Status::Solved, "{algorithm}");
        assert_eq!(s.result_word(), "second-wins", "{algorithm}");
        assert!(s.step().is_none());
        assert_eq!(s.run(None), Status::Solved);
        assert_eq!(s.stats().iterations, 0);
        assert_eq!(s.node_count(), 1);
        let root = s.node(0).unwrap();
        assert!(root.decided && !root.expanded);
        assert_eq!(
            root.value,
            Value::Disproved,
            "does the first player win? no"
        );
        let ended = s.ended().expect("the solve says why");
        assert_eq!(
            ended.why,
            "the first player is to move and has no move (second-wins)"
        );
        // One question, its answer checked against the rules' outcome at the start.
        let checked = s.verify_all().unwrap();
        assert_eq!(checked.len(), 1);
        assert_eq!(checked[0].claim.word(), "second-avoids-loss");
        assert_eq!(checked[0].establishes.word(), "second-wins");
        assert_eq!(
            (checked[0].positions, checked[0].levels.clone()),
            (1, vec![1])
        );
    }
}

/// The first line of tic-tac-toe, in the order the game lists moves, that ends the game with
/// `outcome`.
fn first_line_ending(outcome: pnlab::Outcome) -> Vec<String> {
    let g = pnlab::games::tictactoe::TicTacToe::default();
    fn walk(
        g: &pnlab::games::tictactoe::TicTacToe,
        pos: u32,
        line: &mut Vec<String>,
        want: pnlab::Outcome,
    ) -> bool {
        let mut moves = Vec::new();
        g.legal_moves(&pos, &mut moves);
        for mv in moves {
            let next = g.play(&pos, mv);
            line.push(g.move_label(mv));
            match g.evaluate(&next, mv) {
                Some(o) if o == want => return true,
                Some(_) => {}
                None if walk(g, next, line, want) => return true,
                None => {}
            }
            line.pop();
        }
        false
    }
    let mut line = Vec::new();
    assert!(walk(&g, g.initial(), &mut line, outcome));
    line
}

#[test]
fn a_start_line_that_ends_the_game_is_answered_with_its_outcome_and_the_move_that_ended_it() {
    use pnlab::Outcome;
    for (outcome, questions) in [
        (Outcome::FirstWins, 1),
        (Outcome::Draw, 1),
        (Outcome::SecondWins, 1),
    ] {
        let start = first_line_ending(outcome);
        let c = config(json!({"game": "tictactoe", "start": start}));
        let s = c.build().unwrap();
        assert_eq!(s.result_word(), outcome.word(), "{start:?}");
        assert_eq!(s.answers().len(), questions);
        assert_eq!(s.stats().iterations, 0);
        let why = &s.ended().unwrap().why;
        let last = start.last().unwrap();
        assert_eq!(
            why,
            &format!(
                "move {} \"{last}\" ends the game ({})",
                start.len(),
                outcome.word()
            )
        );
        let checked = s.verify_all().unwrap();
        let established: Vec<&str> = checked.iter().map(|c| c.establishes.word()).collect();
        assert!(!established.is_empty());
        // The proof file of it is accepted by the checker, which finds the outcome itself.
        let file = pnlab::proofs::ProofFile::of(&c, s.as_ref()).unwrap();
        let reread: pnlab::proofs::ProofFile = serde_json::from_str(&file.text()).unwrap();
        assert_eq!(reread.check().unwrap().len(), checked.len());
        // The play page's report and the levels say the same, and do not fail.
        let mut a = analyst(&c).unwrap();
        let r = a.report(&start).unwrap();
        assert_eq!(r.over, Some(outcome));
        assert_eq!(r.why.as_deref(), Some(why.as_str()));
        assert!(r.moves.is_empty());
        let levels = a.levels(&start, 1000).unwrap();
        assert_eq!(levels.result, outcome.word());
        assert_eq!(
            (levels.weak, levels.semi_strong, levels.strong),
            (Some(1), 1, 1)
        );
        assert_eq!(levels.why.as_deref(), Some(why.as_str()));
    }
}

#[test]
fn a_proof_file_of_a_finished_start_with_a_move_or_a_wrong_claim_is_rejected() {
    let c = config(over_row());
    let s = c.build().unwrap();
    let text = pnlab::proofs::ProofFile::of(&c, s.as_ref()).unwrap().text();
    let file: pnlab::proofs::ProofFile = serde_json::from_str(&text).unwrap();
    assert_eq!(file.result, "second-wins");
    assert!(file.check().is_ok());
    let with_move = text.replace("\"moves\":[]", "\"moves\":[[[],\"1>2\"]]");
    assert_ne!(with_move, text);
    let f: pnlab::proofs::ProofFile = serde_json::from_str(&with_move).unwrap();
    let err = f.check().unwrap_err().to_string();
    assert!(
        err.contains(
            "at the start: the game is over at the start, so the move \"1>2\" cannot be played"
        ),
        "{err}"
    );
    let wrong = text.replace("second-avoids-loss", "first-wins");
    let f: pnlab::proofs::ProofFile = serde_json::from_str(&wrong).unwrap();
    let err = f.check().unwrap_err().to_string();
    assert!(
        err.contains("at the start: the game is over, second-wins against the claim first-wins"),
        "{err}"
    );
}
