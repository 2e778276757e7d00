//! Repetition by the rules: a position repeats when the same position with the same side to
//! move comes back, not a symmetric image of it. A start line that meets only a mirror image of
//! an earlier position is played on; the solve after a start line answers as a retrograde
//! analysis of the position does, with the start line's positions that can come back drawn; and
//! the proof file it writes is accepted by `pnlab check`'s checker whenever `--verify` accepts.

use pnlab::config::Config;
use pnlab::exact::retrograde::Table;
use pnlab::game::line::{labelled, play_line, Reached};
use pnlab::game::{Outcome, Player, Rules, Symmetry};
use pnlab::games::morris::Morris;
use pnlab::proofs::ProofFile;
use pnlab::search::Status;
use pnlab::solution::Verdict;
use serde_json::json;

fn line(text: &str) -> Vec<String> {
    text.split_whitespace().map(str::to_string).collect()
}

fn morris3(diagonals: bool) -> Morris {
    Morris::new(3, diagonals, None).expect("a variant")
}

fn config(diagonals: bool, start: &[String]) -> Config {
    serde_json::from_value(json!({
        "game": "morris",
        "men": 3,
        "diagonals": if diagonals { "on" } else { "off" },
        "start": start.join(" "),
    }))
    .expect("a good configuration")
}

/// The outcome retrograde analysis gives the position a line reaches, in the game as it goes
/// on after the line (a position of the line met again is a draw).
fn retrograde(game: &Morris, reached: &Reached<Morris>) -> Outcome {
    let after = reached.game_after(game);
    let table = Table::build(after.clone(), &reached.pos, 1_000_000).expect("fits");
    let verdict = table.eval(&reached.pos).expect("the start").verdict;
    let mover = after.to_move(&reached.pos);
    match verdict {
        Verdict::Win => Outcome::win_for(mover),
        Verdict::Draw => Outcome::Draw,
        Verdict::Loss => Outcome::win_for(mover.other()),
    }
}

/// Solves the position after `start` and checks it as `--verify` does and as `pnlab check`
/// reads its proof file; returns the result's word.
fn solve_and_check(diagonals: bool, start: &[String]) -> String {
    let config = config(diagonals, start);
    let mut solver = config.build().expect("builds");
    assert_eq!(solver.run(None), Status::Solved, "{start:?}");
    let verified = solver.verify_all();
    let file = ProofFile::of(&config, solver.as_ref()).expect("a proof file");
    let text = file.text();
    let read: ProofFile = serde_json::from_str(&text).expect("reads back");
    let checked = read.check();
    assert!(verified.is_ok(), "{start:?}: --verify: {verified:?}");
    assert!(checked.is_ok(), "{start:?}: pnlab check: {checked:?}");
    let (verified, checked) = (verified.unwrap(), checked.unwrap());
    for (v, c) in verified.iter().zip(&checked) {
        assert_eq!(
            (v.positions, &v.levels),
            (c.positions, &c.levels),
            "{start:?}"
        );
    }
    solver.result_word().to_string()
}

/// The line: after ply 15 the position is the mirror image of the one after ply 11,
/// not the same, so the game goes on, and black wins at once (b2-c1xb3).
#[test]
fn a_mirror_image_of_an_earlier_position_is_not_a_repetition() {
    let game = morris3(true);
    let start = line("b3 c1 a1 a2 b1 c3 b3-b2 c3-c2 b2-a3 a2-b2 a1-a2 c2-c3 a3-b3 c1-c2 b1-a1");
    let reached = play_line(&game, &start).expect("a legal line");
    assert_eq!(reached.over, None, "played on");
    let eleven = reached.passed[11];
    assert_ne!(reached.pos, eleven);
    assert_eq!(game.normal_form(&reached.pos), game.normal_form(&eleven));
    assert_eq!(game.to_move(&reached.pos), Player::Second);
    assert!(labelled(&game, &reached.pos)
        .iter()
        .any(|(_, l)| l == "b2-c1xb3"));
    assert_eq!(retrograde(&game, &reached), Outcome::SecondWins);
    assert_eq!(solve_and_check(true, &start), "second-wins");
    // The same position with the same side to move is a repetition: back and forth twice.
    let back = line("b3 c1 a1 a2 b1 c3 b3-b2 c3-c2 b2-b3 c2-c3");
    let reached = play_line(&game, &back).expect("a legal line");
    assert_eq!(reached.over, Some(Outcome::Draw));
}

/// Random lines of play in both Three Men's Morris variants (a fixed seed), each cut at a random
/// ply while the game goes on: the solve after the line answers as retrograde analysis of the
/// position with the line's positions drawn, and its proofs are accepted alike by `--verify`
/// and by `pnlab check`, with the same counts. Among them are lines that meet only a mirror
/// image of an earlier position.
#[test]
fn solves_after_random_start_lines_agree_with_retrograde_analysis() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut mirrors, mut lines) = (0, 0);
    for diagonals in [false, true] {
        let game = morris3(diagonals);
        let mut made = 0;
        while made < 100 {
            let plies = 6 + next(20);
            let mut start = Vec::new();
            let mut passed = vec![game.initial()];
            for _ in 0..plies {
                let pos = passed[passed.len() - 1];
                let legal = labelled(&game, &pos);
                let (mv, label) = &legal[next(legal.len())];
                let son = game.play(&pos, *mv);
                if game.evaluate(&son, *mv).is_some() || passed.contains(&son) {
                    break;
                }
                start.push(label.clone());
                passed.push(son);
            }
            let reached = play_line(&game, &start).expect("a legal line");
            if reached.over.is_some() {
                continue;
            }
            made += 1;
            let p = &reached.passed;
            let mirror = (1..p.len()).any(|i| {
                p[..i]
                    .iter()
                    .any(|q| q != &p[i] && game.normal_form(q) == game.normal_form(&p[i]))
            });
            mirrors += usize::from(mirror);
            let want = retrograde(&game, &reached);
            assert_eq!(
                solve_and_check(diagonals, &start),
                want.word(),
                "{}: {start:?}",
                game.name()
            );
            lines += 1;
        }
    }
    assert!(mirrors > 0, "no line met a mirror image in {lines}");
}

/// After this start line the position alone is a first-player win, but only by a line that
/// comes back to a position of the start line, which the rules call a draw: the solve answers
/// as retrograde analysis with the line's positions drawn, and its proof is accepted.
#[test]
fn a_start_line_s_positions_met_again_are_draws() {
    let game = morris3(true);
    let start = line("c2 b2 c3 a2 a1 a3 c2-c1 b2-b3 c1-c2 a3-b2");
    let reached = play_line(&game, &start).expect("a legal line");
    let own = Table::build(game.clone(), &game.initial(), 1_000_000).expect("fits");
    let alone = own.eval(&reached.pos).expect("reachable").verdict;
    let after = retrograde(&game, &reached);
    assert_eq!(alone, Verdict::Win, "the position alone: first wins");
    assert_ne!(after.word(), "first-wins");
    assert_eq!(solve_and_check(true, &start), after.word());
}
