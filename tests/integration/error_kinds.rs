//! The kind of error a search's proof ends with: none yet before it is solved ("unsolved"), a
//! value not allowed ("input"), a strategy the checker does not accept ("refused"), and the
//! check's memory limit ("limit"); each face maps the kind once (src/error.rs).

use pnlab::config::Config;
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::{check, check_within, Claim, Strategy};
use pnlab::{Error, Rules};

fn kind_and_message<T>(r: Result<T, Error>) -> (&'static str, String) {
    let Err(e) = r else {
        panic!("no error where one was due")
    };
    (e.kind(), e.into_message())
}

#[test]
fn a_search_not_yet_solved_has_no_proof_and_says_so_as_unsolved() {
    let mut s = Config::new("tictactoe").build().expect("built");
    assert_eq!(
        kind_and_message(s.verify()),
        (
            "unsolved",
            "node 0 is not solved: there is no proof to extract".into()
        )
    );
    assert_eq!(kind_and_message(s.proof()).0, "unsolved");
    // The root's sons are unknown after one iteration.
    s.step().expect("a step");
    assert_eq!(
        kind_and_message(s.node_proof(1, &[])),
        (
            "unsolved",
            "node 1 is not solved: only a proved or disproved node has a proof".into()
        )
    );
    let count = s.node_count();
    assert_eq!(
        kind_and_message(s.node_proof(count as u32, &[])),
        (
            "input",
            format!("node id {count} is out of range: 0 <= id < {count}")
        )
    );
    s.run(None);
    assert!(s.verify().is_ok());
}

/// A strategy that claims a first-player win with no moves: the checker refuses it, naming the
/// start, whose first-player move the strategy lacks.
#[test]
fn a_strategy_the_checker_does_not_accept_is_refused() {
    let game = TicTacToe::default();
    let empty = Strategy {
        claim: Claim::FirstWins,
        start: game.initial(),
        normalised: false,
        moves: Default::default(),
    };
    assert_eq!(
        kind_and_message(check(&game, &empty)),
        (
            "refused",
            "at the start: the strategy has no move here".into()
        )
    );
}

/// The same strategy within too little memory ends at the limit before it is refused.
#[test]
fn a_check_past_its_memory_limit_is_a_limit() {
    let mut s = Config::new("tictactoe").build().expect("built");
    s.run(None);
    let (_, proof) = s.proof().expect("a proof");
    let game = TicTacToe::default();
    let strategy = pnlab::search::read_proof(&game, game.initial(), &proof).expect("read back");
    let (kind, message) = kind_and_message(check_within(&game, &strategy, Some(10)));
    assert_eq!(kind, "limit");
    assert!(message.starts_with("unknown (memory): "), "{message}");
}
