//! Playing against the solution: every reachable position of tic-tac-toe and Hexapawn 3×3 gets
//! the value and distance of a plain minimax (written here, on exact positions, without
//! normalisation); the levels of solving count 765 positions for tic-tac-toe; a start line with
//! an illegal move is refused by name.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use pnlab::config::Config;
use pnlab::exact::analyst;
use pnlab::game::line::play_line;
use pnlab::games::hexapawn::Hexapawn;
use pnlab::games::tictactoe::TicTacToe;
use pnlab::search::minimax;
use pnlab::solution::levels::semi_strong;
use pnlab::solution::{Distances, Eval, Verdict};
use pnlab::{Game, Outcome};
use std::collections::HashMap;

/// Plain minimax with distances, on exact positions: (verdict for the mover, plies), where the
/// mover prefers a win to a draw to a loss, then the fastest win and the slowest loss.
fn plain<G: Game>(
    game: &G,
    pos: &G::Position,
    memo: &mut HashMap<G::Position, (i8, u32)>,
) -> (i8, u32) {
    if let Some(&v) = memo.get(pos) {
        return v;
    }
    let me = game.to_move(pos);
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let mut best: Option<(i8, u32)> = None;
    for mv in moves {
        let son = game.play(pos, mv);
        let (v, d) = match game.evaluate(&son, mv) {
            Some(o) => (o.score_for(me), 1),
            None => {
                let (v, d) = plain(game, &son, memo);
                let v = if game.to_move(&son) == me { v } else { -v };
                (v, d + 1)
            }
        };
        let better = match best {
            None => true,
            Some((bv, bd)) => v > bv || (v == bv && ((v > 0 && d < bd) || (v < 0 && d > bd))),
        };
        if better {
            best = Some((v, d));
        }
    }
    let best = best.expect("an undecided position has a move");
    memo.insert(*pos, best);
    best
}

fn verdict(v: i8) -> Verdict {
    match v {
        1 => Verdict::Win,
        0 => Verdict::Draw,
        _ => Verdict::Loss,
    }
}

/// Every undecided position reachable from the start, exactly (no normalisation).
fn reachable<G: Game>(game: &G) -> Vec<G::Position> {
    let mut seen = std::collections::HashSet::new();
    let mut work = vec![game.initial()];
    let mut out = Vec::new();
    let mut moves = Vec::new();
    while let Some(p) = work.pop() {
        if !seen.insert(p) {
            continue;
        }
        out.push(p);
        moves.clear();
        game.legal_moves(&p, &mut moves);
        for &mv in &moves {
            let son = game.play(&p, mv);
            if game.evaluate(&son, mv).is_none() {
                work.push(son);
            }
        }
    }
    out
}

/// Compares the solution with plain minimax on every reachable position and every move there.
fn agrees_everywhere<G: Game>(game: G) -> usize {
    let positions = reachable(&game);
    let mut memo = HashMap::new();
    let mut dist = Distances::new(game.clone(), 1_000_000);
    let mut moves = Vec::new();
    for pos in &positions {
        let (v, d) = plain(&game, pos, &mut memo);
        let e = dist.eval(pos).expect("within budget");
        let want_plies = (v != 0).then_some(d);
        assert_eq!(
            e,
            Eval {
                verdict: verdict(v),
                plies: want_plies
            },
            "{pos:?}"
        );
        moves.clear();
        game.legal_moves(pos, &mut moves);
        for &mv in &moves {
            let me = game.to_move(pos);
            let son = game.play(pos, mv);
            let (mv_v, mv_d) = match game.evaluate(&son, mv) {
                Some(o) => (o.score_for(me), 1),
                None => {
                    let (v, d) = plain(&game, &son, &mut memo);
                    (if game.to_move(&son) == me { v } else { -v }, d + 1)
                }
            };
            let got = dist.eval_move(pos, mv).expect("within budget");
            assert_eq!(got.verdict, verdict(mv_v), "{pos:?} {mv:?}");
            assert_eq!(got.plies, (mv_v != 0).then_some(mv_d), "{pos:?} {mv:?}");
        }
    }
    positions.len()
}

#[test]
fn tictactoe_values_and_distances_equal_plain_minimax_in_every_reachable_position() {
    let n = agrees_everywhere(TicTacToe { symmetry: true });
    // 5478 reachable boards, of which 958 are decided: the 4520 undecided ones are walked.
    assert_eq!(n, 4520);
}

#[test]
fn hexapawn_3x3_values_and_distances_equal_plain_minimax_in_every_reachable_position() {
    let n = agrees_everywhere(Hexapawn::new(3, 3, true).unwrap());
    assert!(n > 50, "{n} positions");
}

fn line(s: &str) -> Vec<String> {
    s.split_whitespace().map(str::to_string).collect()
}

#[test]
fn tictactoe_every_first_move_is_a_draw_and_after_a_corner_and_an_edge_x_wins() {
    let mut a = analyst(&Config::new("tictactoe")).unwrap();
    let r = a.report(&[]).unwrap();
    assert_eq!(r.method, "exact");
    assert_eq!(r.moves.len(), 9);
    assert!(r
        .moves
        .iter()
        .all(|m| m.value == Some(Verdict::Draw) && m.plies.is_none()));
    // X in a corner, O on an edge next to it: X wins.
    let r = a.report(&line("a1 b1")).unwrap();
    assert_eq!(r.value, Some(Verdict::Win));
    let game = TicTacToe { symmetry: false };
    let pos = play_line(&game, &line("a1 b1")).unwrap().pos;
    let mut memo = HashMap::new();
    let mut wins = 0;
    for m in &r.moves {
        let reached = play_line(&game, &line(&format!("a1 b1 {}", m.label))).unwrap();
        let (v, d) = plain(&game, &reached.pos, &mut memo);
        assert_eq!(m.value, Some(verdict(-v)), "{}", m.label);
        if v < 0 {
            wins += 1;
            assert_eq!(m.plies, Some(d + 1), "{}", m.label);
        }
    }
    assert!(wins >= 1);
    assert_eq!(plain(&game, &pos, &mut memo).0, 1);
}

#[test]
fn an_illegal_move_in_the_line_is_named_with_the_legal_ones() {
    let mut a = analyst(&Config::new("tictactoe")).unwrap();
    let e = common::error_of("input", a.report(&line("a1 a1")));
    assert!(e.contains("move 2 \"a1\" is not legal"), "{e}");
    assert!(e.contains("allowed are") && e.contains("b2"), "{e}");
    let e = common::error_of("input", a.report(&line("zz")));
    assert!(e.contains("\"zz\""), "{e}");
}

#[test]
fn tictactoe_levels_count_765_positions_strongly_and_fewer_for_the_weaker_levels() {
    let mut a = analyst(&Config::new("tictactoe")).unwrap();
    let r = a.levels(&[], 1_000_000).unwrap();
    assert_eq!(r.strong, 765, "{r:?}");
    let per_depth: Vec<u64> = r.rows.iter().map(|row| row.strong).collect();
    // Empty board; corner, edge, centre; … ; the 15 full boards that are no win.
    assert_eq!(per_depth, [1, 3, 12, 38, 108, 174, 204, 153, 57, 15]);
    assert_eq!(r.result, "draw");
    let weak = r.weak.expect("PN-search solves tic-tac-toe");
    assert!(weak < r.semi_strong && r.semi_strong < r.strong, "{r:?}");
    assert_eq!(r.claims, ["second-avoids-loss", "first-avoids-loss"]);
    for row in &r.rows {
        assert!(row.weak.unwrap() <= row.strong && row.semi_strong <= row.strong);
    }
}

#[test]
fn every_semi_strong_position_has_minimax_value() {
    for game in [Config::new("tictactoe"), Config::new("hexapawn")] {
        let name = game.game.clone();
        check_semi(&name);
    }
}

fn check_semi(name: &str) {
    fn run<G: Game>(game: G) -> usize {
        let mut dist = Distances::new(game.clone(), 1_000_000);
        let start = game.initial();
        let semi = semi_strong(&mut dist, &start).unwrap();
        let mut memo = rustc_hash::FxHashMap::default();
        let mut checked = 0;
        for (pos, &(_, value)) in &semi {
            let Some(v) = value else { continue };
            let o = minimax::outcome_memo(&game, pos, &mut memo);
            let want = match o.score_for(game.to_move(pos)) {
                1 => Verdict::Win,
                0 => Verdict::Draw,
                _ => Verdict::Loss,
            };
            assert_eq!(v, want, "{pos:?}");
            checked += 1;
        }
        checked
    }
    let n = match name {
        "tictactoe" => run(TicTacToe { symmetry: true }),
        _ => run(Hexapawn::new(3, 3, true).unwrap()),
    };
    assert!(n > 10, "{name}: {n}");
    let _ = Outcome::Draw;
}

#[test]
fn a_start_line_in_the_configuration_is_searched_and_its_proofs_checked() {
    let json = serde_json::json!({"game": "tictactoe", "start": "a1 b1"});
    let config = Config::from_json(json).unwrap();
    assert_eq!(config.start, ["a1", "b1"]);
    let mut s = config.build().unwrap();
    s.run(None);
    assert_eq!(s.result_word(), "first-wins");
    assert!(!s.verify_all().unwrap().is_empty());
    // The same as a list.
    let json = serde_json::json!({"game": "hexapawn", "start": ["zz9"]});
    let e = Config::from_json(json)
        .and_then(|c| c.build().map(|_| ()))
        .unwrap_err()
        .to_string();
    assert!(e.contains("\"zz9\"") && e.contains("allowed are"), "{e}");
    let json = serde_json::json!({"game": "tictactoe", "start": 5});
    let e = Config::from_json(json).unwrap_err().to_string();
    assert!(e.starts_with("start:"), "{e}");
    // A line that ends the game is answered by the rules, with no search.
    let json = serde_json::json!({"game": "tictactoe", "start": "a1 b1 a2 b2 a3"});
    let s = Config::from_json(json).unwrap().build().unwrap();
    assert_eq!(s.result_word(), "first-wins");
    assert_eq!(s.stats().iterations, 0);
    assert_eq!(
        s.ended().unwrap().why,
        "move 5 \"a3\" ends the game (first-wins)"
    );
}

#[test]
fn connect4_4x4_values_and_distances_equal_plain_minimax_on_every_reachable_position() {
    let n = agrees_everywhere(pnlab::games::connect4::Connect4::new(4, 4, true).unwrap());
    assert!(n > 100_000, "{n}");
}

fn pnlab(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_pnlab"))
        .args(args)
        .output()
        .expect("pnlab runs")
}

#[test]
fn cli_levels_json_sums_to_765_and_a_bad_start_exits_2() {
    let out = pnlab(&["levels", "tictactoe", "--json"]);
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let strong: u64 = v["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["strong"].as_u64().unwrap())
        .sum();
    assert_eq!(strong, 765);
    assert!(v["weak"].as_u64().unwrap() < v["semiStrong"].as_u64().unwrap());
    let out = pnlab(&["solve", "tictactoe", "--start", "a1 a1"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("move 2 \"a1\" is not legal"), "{err}");
    let out = pnlab(&["moves", "tictactoe", "--start", "a1,b1"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("win in 5"), "{text}");
}

#[test]
fn past_its_budget_the_report_falls_back_to_pn_search_per_move_and_says_so() {
    let mut a = analyst(&Config::new("tictactoe")).unwrap();
    a.set_budget(10);
    let r = a.report(&[]).unwrap();
    assert_eq!(r.method, "pn-search");
    assert_eq!(
        r.note.as_deref(),
        Some("the exact solve holds at most 10 positions and this one needs more: values by PN-search per move, without distances"),
        "{r:?}"
    );
    assert_eq!(r.moves.len(), 9);
    assert!(r
        .moves
        .iter()
        .all(|m| m.value == Some(Verdict::Draw) && m.plies.is_none() && m.keeps_value));
    assert_eq!(r.value, Some(Verdict::Draw));
    // After a1 b1 the fallback finds X's wins too, without distances.
    let r = a.report(&line("a1 b1")).unwrap();
    let wins: Vec<&str> = r
        .moves
        .iter()
        .filter(|m| m.value == Some(Verdict::Win))
        .map(|m| m.label.as_str())
        .collect();
    assert_eq!(wins, ["a3", "a2", "b2"]);
    assert_eq!(r.recommended.as_deref(), Some("a3"));
}

#[test]
fn each_engine_level_keeps_the_value_and_perfect_hurries() {
    use pnlab::solution::analyst::Level;
    let mut a = analyst(&Config::new("hexapawn").with("cols", 4).with("rows", 4)).unwrap();
    // Walk a few lines where the engine plays the first player against every reply: each
    // level keeps the first player's win to the end.
    for level in Level::ALL {
        for seed in 0..3u64 {
            let mut line: Vec<String> = Vec::new();
            let mut reply = seed as usize;
            loop {
                let r = a.report(&line).unwrap();
                if let Some(o) = r.over {
                    assert_eq!(o, Outcome::FirstWins, "{level:?} {line:?}");
                    break;
                }
                let mv = if line.len() % 2 == 0 {
                    let mv = a.choose(&line, level, seed).unwrap().unwrap();
                    let info = r.moves.iter().find(|m| m.label == mv).unwrap();
                    assert!(info.keeps_value, "{level:?} {line:?} {mv}");
                    if level == Level::Perfect {
                        assert_eq!(Some(&mv), r.recommended.as_ref());
                        assert_eq!(info.plies, r.plies);
                    }
                    if level == Level::SemiStrong {
                        let first = r.moves.iter().find(|m| m.keeps_value).unwrap();
                        assert_eq!(mv, first.label);
                    }
                    mv
                } else {
                    reply = reply * 7 + 3;
                    r.moves[reply % r.moves.len()].label.clone()
                };
                line.push(mv);
            }
        }
    }
    assert!(Level::parse("best")
        .unwrap_err()
        .contains("perfect, just-win, semi-strong"));
    let names: Vec<&str> = Level::ALL.iter().map(|l| l.name()).collect();
    assert_eq!(Level::NAMES, names.join(", "));
    // `parse` matches the names written out: each reads back as its level.
    for l in Level::ALL {
        assert_eq!(Level::parse(l.name()), Ok(l));
    }
    assert!(Level::parse("Perfect").is_err());
}
