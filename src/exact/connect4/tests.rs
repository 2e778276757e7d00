//! The exact solver against the generic minimax with distances, and its refusals.

use super::bitboard::Geometry;
use super::search::{plies, Solver};
use crate::game::line::labelled;
use crate::game::Rules;
use crate::games::connect4::Connect4;
use crate::solution::analyst::boxed;

/// Lines of random moves that have not ended the game, from a fixed seed.
pub(super) fn random_lines(
    game: &Connect4,
    count: usize,
    min: usize,
    max: usize,
    seed: u64,
) -> Vec<Vec<String>> {
    let mut state = seed;
    let mut next = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % n
    };
    let mut lines = Vec::new();
    while lines.len() < count {
        let len = min + next(max - min + 1);
        let mut pos = game.initial();
        let mut line = Vec::new();
        let mut ended = false;
        for _ in 0..len {
            let legal = labelled(game, &pos);
            let (mv, label) = legal[next(legal.len())].clone();
            pos = game.play(&pos, mv);
            line.push(label);
            if game.evaluate(&pos, mv).is_some() {
                ended = true;
                break;
            }
        }
        if !ended {
            lines.push(line);
        }
    }
    lines
}

/// Every move's value and plies, the position's value and the recommended move agree with the
/// generic minimax's on random positions of `cols` x `rows`.
fn agrees_with_minimax(cols: usize, rows: usize, count: usize, min: usize, seed: u64) {
    let game = Connect4::new(cols, rows, true).expect("a valid board");
    let mut exact = super::analyst::analyst(game.clone(), boxed(game.clone())).expect("fits");
    let mut minimax = boxed(game.clone());
    let cells = cols * rows;
    let mut decided = 0;
    for line in random_lines(&game, count, min, cells - 2, seed) {
        let e = exact.report(&line).expect("a legal line");
        let m = minimax.report(&line).expect("a legal line");
        assert_eq!(
            m.method, "exact",
            "the minimax solved {line:?} within its budget"
        );
        let values = |r: &crate::solution::PositionReport| {
            r.moves
                .iter()
                .map(|i| (i.label.clone(), i.value, i.plies, i.keeps_value))
                .collect::<Vec<_>>()
        };
        assert_eq!(values(&e), values(&m), "moves after {line:?}");
        assert_eq!(
            (e.value, e.plies),
            (m.value, m.plies),
            "value after {line:?}"
        );
        assert_eq!(e.recommended, m.recommended, "recommended after {line:?}");
        decided += e.moves.iter().filter(|i| i.plies.is_some()).count();
    }
    assert!(
        decided > count,
        "the sample holds won and lost moves, not only draws"
    );
}

#[test]
fn agrees_with_the_minimax_on_random_4x4_positions() {
    agrees_with_minimax(4, 4, 60, 4, 41);
}

#[test]
fn agrees_with_the_minimax_on_random_5x4_positions() {
    agrees_with_minimax(5, 4, 25, 4, 42);
}

#[test]
fn plies_follow_the_winners_last_disc() {
    // 7x6, 40 discs played, the player to move wins with disc 41: score (43 - 40) / 2 = 1.
    assert_eq!(plies(42, 40, 1), Some(1));
    // 40 discs played: the player to move loses to disc 42 (score -1), two plies away.
    assert_eq!(plies(42, 40, -1), Some(2));
    // A score no position with 41 discs has: the player to move cannot lose.
    assert_eq!(plies(42, 41, -1), None);
    // The empty board's score 1 is a first-player win with disc 41.
    assert_eq!(plies(42, 0, 1), Some(41));
    assert_eq!(plies(42, 5, 0), None);
}

#[test]
fn the_score_of_a_won_position_gives_its_plies() {
    let g = Geometry::new(4, 4).expect("fits");
    let mut s = Solver::new(g.clone(), 1 << 18);
    // a b a b a: the first player has three in column a; after b the first wins at once.
    let pos = [0, 1, 0, 1, 0, 1]
        .iter()
        .fold(super::Position::EMPTY, |p, &c| p.play_col(&g, c));
    let score = s.solve(pos, false);
    assert_eq!(plies(16, pos.moves, score), Some(1));
    assert!(s.nodes < 10, "a win at once needs no search");
}

#[test]
fn boards_beyond_one_word_are_refused_by_value() {
    let e = Geometry::new(8, 8).unwrap_err();
    assert!(
        e.contains("8x8") && e.contains("cols * (rows + 1) <= 64"),
        "{e}"
    );
    assert!(Geometry::new(7, 6).is_ok());
    assert!(Geometry::new(0, 6).unwrap_err().contains("cols >= 1"));
}

#[test]
fn a_bad_move_is_refused_by_name() {
    let game = Connect4::new(7, 6, true).expect("a valid board");
    let mut exact = super::analyst::analyst(game.clone(), boxed(game)).expect("fits");
    let e = exact.report(&["h".to_string()]).unwrap_err();
    assert!(e.kind() == "input" && e.message().contains("\"h\""), "{e}");
    let e = exact.advance(10).unwrap_err();
    assert!(e.message().contains("no report under way"), "{e}");
}

#[test]
fn a_report_in_slices_shows_progress_and_ends_as_the_whole_report() {
    let game = Connect4::new(5, 4, true).expect("a valid board");
    let mut exact = super::analyst::analyst(game.clone(), boxed(game)).expect("fits");
    let line: Vec<String> = ["c", "c"].iter().map(|s| s.to_string()).collect();
    let whole = exact.report(&line).expect("legal");
    exact.set_budget(1 << 18);
    let first = exact.begin_report(&line).expect("legal");
    assert_eq!((first.done, first.total), (0, 5));
    let mut working = 0;
    let sliced = loop {
        match exact.advance(20).expect("under way") {
            crate::solution::Slice::Working(p) => {
                working += 1;
                assert!(p.done <= p.total);
            }
            crate::solution::Slice::Done(r) => break *r,
        }
    };
    assert!(
        working > 5,
        "20 iterations a slice take more slices than moves: {working}"
    );
    assert_eq!(sliced.moves, whole.moves);
    assert_eq!(sliced.recommended, whole.recommended);
}

// The native library compiles the book in; the page's wasm is handed it (set_book).
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_books_lines_agree_with_their_sons_and_every_son_is_there() {
    use super::book::{from_sons, play_line, sons, Book};
    let b = Book::standard().expect("the book reads");
    let g = Geometry::new(b.cols, b.rows).expect("fits");
    for line in &b.lines {
        let p = play_line(&g, line).expect("a legal line");
        for s in sons(&g, &p) {
            assert!(b.score(&g, &s).is_some(), "a son of \"{line}\" is missing");
        }
        let derived = from_sons(&g, &p, |q| b.score(&g, q));
        assert_eq!(b.score(&g, &p), derived, "line \"{line}\"");
    }
}

#[test]
fn a_bad_book_is_refused_by_value() {
    use super::book::Book;
    let e = Book::read(r#"{"cols": 7, "rows": 6, "lines": ["dh"], "positions": []}"#).unwrap_err();
    assert!(e.contains("move 2 \"h\""), "{e}");
    let e = Book::read(r#"{"cols": 7, "rows": 6, "lines": [], "positions": [[5, 1], [4, 1]]}"#)
        .unwrap_err();
    assert!(e.contains("increasing order"), "{e}");
}

// The native library compiles the book in; the page's wasm is handed it (set_book).
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_books_quickly_decided_entries_are_confirmed_by_a_fresh_solve() {
    use super::book::{play_line, sons, Book};
    let b = Book::standard().expect("the book reads");
    let g = Geometry::new(b.cols, b.rows).expect("fits");
    let mut s = Solver::new(g.clone(), 1 << 20);
    let mut checked = 0;
    for line in &b.lines {
        let p = play_line(&g, line).expect("a legal line");
        for son in sons(&g, &p) {
            let score = b.score(&g, &son).expect("in the book");
            // Wins and losses within a few discs: the sample a test can afford (the rest:
            // the ignored test below).
            if score.abs() >= 15 {
                assert!(s.confirms(son, score), "son of \"{line}\": {score}");
                checked += 1;
            }
        }
    }
    assert!(checked >= 5, "{checked} entries");
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
#[ignore = "minutes even in release: cargo test --release --lib exact::connect4 -- --ignored"]
fn every_solved_entry_of_the_book_is_confirmed_by_the_solver() {
    use super::book::{play_line, sons, Book};
    let b = Book::standard().expect("the book reads");
    let g = Geometry::new(b.cols, b.rows).expect("fits");
    let mut s = Solver::new(g.clone(), 1 << 24);
    let mut checked = 0;
    for line in &b.lines {
        let p = play_line(&g, line).expect("a legal line");
        for son in sons(&g, &p) {
            let score = b.score(&g, &son).expect("in the book");
            assert!(s.confirms(son, score), "son of \"{line}\": {score}");
            checked += 1;
        }
    }
    assert!(checked >= 7, "{checked} entries");
}

#[test]
fn confirming_a_score_accepts_the_exact_one_only() {
    let g = Geometry::new(5, 4).expect("fits");
    let mut s = Solver::new(g.clone(), 1 << 18);
    let p = [2, 2, 1]
        .iter()
        .fold(super::Position::EMPTY, |p, &c| p.play_col(&g, c));
    let exact = s.solve(p, false);
    assert!(s.confirms(p, exact));
    assert!(!s.confirms(p, exact - 1));
    assert!(!s.confirms(p, exact + 1));
}

// The native library compiles the book in; the page's wasm is handed it (set_book).
#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_registry_answers_the_7x6_start_and_the_replies_to_d_from_the_book() {
    use crate::solution::distance::Verdict::{Draw, Loss, Win};
    let config = crate::config::Config::from_json(serde_json::json!(
        {"game": "connect4", "cols": 7, "rows": 6}
    ))
    .expect("a valid configuration");
    let mut a = crate::exact::analyst(&config).expect("7x6 fits");
    let start = a.report(&[]).expect("the start");
    let values: Vec<_> = start.moves.iter().map(|m| m.value).collect();
    // The published result: d alone wins, c and e draw.
    let published = [Loss, Loss, Draw, Win, Draw, Loss, Loss].map(Some);
    assert_eq!(values, published);
    assert_eq!(
        (start.recommended.as_deref(), start.plies),
        (Some("d"), Some(41))
    );
    assert_eq!(start.solved, 0, "from the book, no search");
    let after = a.report(&["d".to_string()]).expect("after d");
    // The slides count the plies after the reply: ours count the reply too.
    let slides: Vec<_> = after
        .moves
        .iter()
        .map(|m| (m.value, m.plies.map(|p| p - 1)))
        .collect();
    let lecture = [33, 37, 37, 39, 37, 37, 33].map(|p| (Some(Loss), Some(p)));
    assert_eq!(slides, lecture);
    assert_eq!(after.solved, 0, "from the book, no search");
}

#[test]
fn a_book_handed_over_answers_without_a_search_and_one_of_another_board_is_refused() {
    let big = Connect4::new(7, 6, true).expect("a valid board");
    let mut a = super::analyst::analyst(big.clone(), boxed(big)).expect("fits");
    assert_eq!(a.book_file(), Some(super::book::FILE_7X6));
    let other = r#"{"cols": 5, "rows": 4, "lines": [], "positions": []}"#;
    let e = a.set_book(other).unwrap_err();
    assert_eq!(e.kind(), "file");
    assert!(
        e.message().contains("a 5x4 board, the game's is 7x6"),
        "{e}"
    );
    let e = a.set_book("[1, 2").unwrap_err();
    assert_eq!(e.kind(), "file");
    assert!(e.message().contains("the Connect-4 book"), "{e}");

    let small = Connect4::new(5, 4, true).expect("a valid board");
    let mut b = super::analyst::analyst(small.clone(), boxed(small.clone())).expect("fits");
    assert_eq!(b.book_file(), None, "only 7x6 has a book file");
    let searched = b.report(&[]).expect("the start");
    assert!(searched.solved > 0, "without a book the start is searched");
    let g = Geometry::new(5, 4).expect("fits");
    let mut s = Solver::new(g.clone(), 1 << 20);
    let book = super::book::build(&g, &[String::new()], |p| s.solve(*p, false), |_, _| {})
        .expect("the start's book");
    let mut c = super::analyst::analyst(small.clone(), boxed(small)).expect("fits");
    c.set_book(&book.to_json()).expect("a book of the board");
    let read = c.report(&[]).expect("the start");
    assert_eq!(read.solved, 0, "from the book, no search");
    assert_eq!(read.moves, searched.moves);
    assert_eq!(read.recommended, searched.recommended);
}

#[test]
fn a_position_the_book_values_recommends_its_best_move_before_its_other_moves_are_solved() {
    let game = Connect4::new(5, 4, true).expect("a valid board");
    let g = Geometry::new(5, 4).expect("fits");
    let mut s = Solver::new(g.clone(), 1 << 20);
    // The book holds `c` and its sons: `c c` is valued, its sons are searched.
    let book = super::book::build(&g, &["c".to_string()], |p| s.solve(*p, false), |_, _| {})
        .expect("the book of c");
    let mut early = 0;
    for line in [["c", "c"], ["c", "b"], ["c", "d"]] {
        let line: Vec<String> = line.iter().map(|s| s.to_string()).collect();
        let mut plain = super::analyst::analyst(game.clone(), boxed(game.clone())).expect("fits");
        let whole = plain.report(&line).expect("legal");
        let mut a = super::analyst::analyst(game.clone(), boxed(game.clone())).expect("fits");
        a.set_budget(1 << 18);
        a.set_book(&book.to_json()).expect("a book of the board");
        let mut p = a.begin_report(&line).expect("legal");
        let sliced = loop {
            if let Some(r) = &p.report.recommended {
                assert_eq!(Some(r), whole.recommended.as_ref(), "after {line:?}");
                early += usize::from(p.done < p.total);
            }
            match a.advance(20).expect("under way") {
                crate::solution::Slice::Working(next) => p = *next,
                crate::solution::Slice::Done(r) => break *r,
            }
        };
        assert_eq!(sliced.recommended, whole.recommended, "after {line:?}");
        assert_eq!(sliced.moves, whole.moves, "after {line:?}");
    }
    assert!(
        early > 0,
        "some best move is known before the last move is solved"
    );
}
