//! `dcg` on Morris against retrograde analysis: on random positions of Three Men's Morris and of
//! Six and Nine Men's endgames it answers both questions as the table does, its proofs are
//! checked and a finite answer's strategy never comes back to a position; the naive table's
//! false draw. Minutes of CPU together, so in the full tier rather than the library's tests.

use pnlab::config::Preset;
use pnlab::exact::retrograde::Table;
use pnlab::game::{Player, Rules, Symmetry};
use pnlab::games::morris::{Morris, Position};
use pnlab::search::dcg::may_repeat;
use pnlab::search::options::Repetition;
use pnlab::search::verify::{check, extract, Strategy};
use pnlab::search::{DagAlgorithm, Dcg, Options, Question, Setup, Solver, Status, Value};
use pnlab::solution::Verdict;

/// The options a default configuration gives a game without winning sets.
fn options(question: Question) -> Options {
    Options {
        question,
        ..Preset::K4Weak.options()
    }
}

/// Dcg's answer to `question` from `start`, its proof checked and, for a finite answer, its
/// strategy checked never to come back to a position.
pub(crate) fn answer(game: &Morris, start: Position, question: Question) -> Value {
    let mut s = Dcg::build(Setup::new(game.clone(), options(question)).at(start));
    assert_eq!(Solver::run(&mut s, None), Status::Solved, "{start:?}");
    Solver::check_invariants(&s).unwrap();
    let value = Solver::root_value(&s);
    let strategy = extract(&s).unwrap();
    check(game, &strategy).unwrap_or_else(|e| panic!("{start:?} {question:?}: {e}"));
    if value != may_repeat(question).0 {
        assert!(
            !repeats(game, &strategy),
            "{start:?} {question:?}: the win repeats"
        );
    }
    value
}

/// Whether play by `strategy` (its moves on one side, every move on the other) can come back
/// to a position: a cycle in the graph of the positions it reaches.
fn repeats(game: &Morris, strategy: &Strategy<Morris>) -> bool {
    // 0 unseen, 1 on the depth-first stack, 2 done.
    let mut state = pnlab::posmap::PosMap::<Position, u8>::default();
    let mut stack = vec![(game.normal_form(&strategy.start), false)];
    let mut moves = Vec::new();
    while let Some((pos, leaving)) = stack.pop() {
        if leaving {
            state.insert(pos, 2);
            continue;
        }
        match state.get(&pos) {
            Some(1) => return true,
            Some(_) => continue,
            None => {}
        }
        state.insert(pos, 1);
        stack.push((pos, true));
        moves.clear();
        game.legal_moves(&pos, &mut moves);
        if game.to_move(&pos) == strategy.claim.side() {
            moves.retain(|m| strategy.moves.get(&pos) == Some(m));
        }
        for &mv in &moves {
            let son = game.play(&pos, mv);
            if game.evaluate(&son, mv).is_none() {
                let key = game.normal_form(&son);
                match state.get(&key) {
                    Some(1) => return true,
                    Some(2) => {}
                    _ => stack.push((key, false)),
                }
            }
        }
    }
    false
}

/// The values retrograde analysis gives `pos` for both questions.
fn exact(game: &Morris, table: &Table<Morris>, pos: &Position) -> [Value; 2] {
    let verdict = table.eval(pos).expect("reachable").verdict;
    let first = match game.to_move(pos) {
        Player::First => verdict,
        Player::Second => verdict.flip(),
    };
    let yes = |b: bool| if b { Value::Proved } else { Value::Disproved };
    [yes(first == Verdict::Win), yes(first != Verdict::Loss)]
}

/// On `count` positions of `table` drawn at random (a fixed seed), dcg answers both questions
/// as retrograde analysis does; returns how many positions of each value were met. Without
/// `draws`, drawn positions are passed over: dcg proves a draw only by searching all that is
/// reachable, which in a large endgame is the whole table each time.
fn agrees_on_random_positions(
    game: &Morris,
    table: &Table<Morris>,
    count: usize,
    draws: bool,
) -> [usize; 3] {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64;
    let mut met = [0; 3];
    while met.iter().sum::<usize>() < count {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        let pos = table.positions()[(seed % table.len() as u64) as usize];
        let want = exact(game, table, &pos);
        let kind = match want {
            [Value::Proved, _] => 0,
            [_, Value::Proved] => 1,
            _ => 2,
        };
        if kind == 1 && !draws {
            continue;
        }
        let got = Question::ALL.map(|q| answer(game, pos, q));
        assert_eq!(got, want, "{} at {pos:?}", game.name());
        met[kind] += 1;
    }
    met
}

#[test]
fn three_men_s_morris_agrees_with_retrograde_analysis() {
    for diagonals in [false, true] {
        let game = Morris::new(3, diagonals, None).unwrap();
        let table = Table::build(game.clone(), &game.initial(), 1_000_000).unwrap();
        let met = agrees_on_random_positions(&game, &table, 50, true);
        assert!(
            met.iter().all(|&n| n > 0),
            "wins, draws and losses met: {met:?}"
        );
        let whole = exact(&game, &table, &game.initial());
        let got = Question::ALL.map(|q| answer(&game, game.initial(), q));
        assert_eq!(got, whole, "{}", game.name());
    }
}

/// Endgames in the movement phase, each written as the game's `position` parameter, and
/// everything reachable from them: dcg answers as retrograde analysis does on `count` random
/// positions of each (drawn ones only with `draws`), and more than one value is met.
fn endgames_agree(game: &Morris, starts: &[&str], count: usize, draws: bool) {
    let mut met = [0; 3];
    for text in starts {
        let game = game.clone().starting_at(text).unwrap();
        let start = game.initial();
        let mut moves = Vec::new();
        game.legal_moves(&start, &mut moves);
        assert!(moves[0].from != pnlab::games::morris::NONE, "{text} slides");
        let table = Table::build(game.clone(), &start, 2_000_000).unwrap();
        let m = agrees_on_random_positions(&game, &table, count, draws);
        (0..3).for_each(|i| met[i] += m[i]);
    }
    assert!(
        met.iter().filter(|&&n| n > 0).count() >= 2,
        "{}: values met: {met:?}",
        game.name()
    );
}

#[test]
fn six_men_s_morris_endgames_agree_with_retrograde_analysis() {
    let game = Morris::new(6, false, None).unwrap();
    endgames_agree(
        &game,
        &[
            "W:a7,d7,g4/B:d6,a1,g1/w",
            "W:a7,g7,f6,b4/B:d7,f4,d1/b",
            "W:b6,a4,b2/B:f6,d2,f2,g1/w",
        ],
        20,
        true,
    );
    let flying = Morris::new(6, false, Some(true)).unwrap();
    endgames_agree(&flying, &["W:a7,d6,f2/B:g7,b4,d1/w"], 20, true);
}

#[test]
fn nine_men_s_morris_endgames_agree_with_retrograde_analysis() {
    let game = Morris::new(9, false, Some(false)).unwrap();
    endgames_agree(
        &game,
        &["W:a7,d5,g1/B:g7,d3,a1/w", "W:a7,b6,c5,d6/B:g1,f2,e3/b"],
        10,
        false,
    );
}

/// The answer of the naive table ([`Repetition::Naive`]) to `question` from `start`.
fn naive_answer(game: &Morris, start: Position, question: Question) -> Value {
    let opts = Options {
        repetition: Repetition::Naive,
        ..options(question)
    };
    let mut s = Dcg::build(Setup::new(game.clone(), opts).at(start));
    assert_eq!(Solver::run(&mut s, None), Status::Solved, "{start:?}");
    Solver::root_value(&s)
}

/// The naive table's error on a Six Men's Morris endgame (white a7 d7 a4, black g7 b4 d2,
/// white to move): second wins, and dcg says so,
/// but the naive table, counting a repetition on its path as a draw and keeping that as the
/// position's value, claims the first player avoids losing.
#[test]
fn the_naive_table_proves_a_false_draw_that_dcg_does_not() {
    let game = Morris::new(6, false, None)
        .unwrap()
        .starting_at("W:a7,d7,a4/B:g7,b4,d2/w")
        .unwrap();
    let start = game.initial();
    let table = Table::build(game.clone(), &start, 2_000_000).unwrap();
    let q = Question::FirstAvoidsLoss;
    assert_eq!(
        exact(&game, &table, &start)[1],
        Value::Disproved,
        "second wins"
    );
    assert_eq!(answer(&game, start, q), Value::Disproved);
    assert_eq!(naive_answer(&game, start, q), Value::Proved);
    let opts = Options {
        repetition: Repetition::Naive,
        ..options(q)
    };
    let mut s = Dcg::build(Setup::new(game.clone(), opts).at(start));
    Solver::run(&mut s, None);
    // Its claim has no strategy: extraction and the checker reject it.
    assert!(extract(&s).and_then(|st| check(&game, &st)).is_err());
}
