use super::*;
use crate::game::{Player, Rules};
use crate::games::morris::Morris;
use crate::games::tictactoe::TicTacToe;
use crate::solution::Distances;
use std::collections::HashMap;

/// Every Three Men's Morris position, exact (not normalised), with its moves' ends: a plain
/// fixpoint over them, apart from the table's code. A move ends in a win for its mover or in a
/// position of the map.
fn plain_values(game: &Morris) -> HashMap<u64, Option<Verdict>> {
    let mut sons: HashMap<u64, Vec<Option<u64>>> = HashMap::new();
    let mut work = vec![game.initial()];
    let mut moves = Vec::new();
    while let Some(pos) = work.pop() {
        if sons.contains_key(&pos.code()) {
            continue;
        }
        moves.clear();
        game.legal_moves(&pos, &mut moves);
        let mut list = Vec::new();
        for &mv in &moves {
            let son = game.play(&pos, mv);
            if game.evaluate(&son, mv).is_some() {
                list.push(None);
            } else {
                list.push(Some(son.code()));
                work.push(son);
            }
        }
        sons.insert(pos.code(), list);
    }
    // Win if a move wins at once or reaches a lost position; loss if every move reaches a won
    // one; repeated until nothing changes. What stays open is a draw.
    let mut value: HashMap<u64, Option<Verdict>> = sons.keys().map(|&k| (k, None)).collect();
    loop {
        let mut changed = false;
        for (k, list) in &sons {
            if value[k].is_some() {
                continue;
            }
            let of = |s: &Option<u64>| s.map_or(Some(Verdict::Loss), |c| value[&c]);
            let v = if list.iter().any(|s| of(s) == Some(Verdict::Loss)) {
                Some(Verdict::Win)
            } else if list.iter().all(|s| of(s) == Some(Verdict::Win)) {
                Some(Verdict::Loss)
            } else {
                None
            };
            if v.is_some() {
                value.insert(*k, v);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    value
}

/// Retrograde analysis of Three Men's Morris, both variants, agrees with the plain fixpoint on
/// random positions, and its distances hold move by move: a win in `d` has a move to a loss in
/// `d - 1` and none faster, a loss in `d` only moves to wins, the slowest in `d - 1`.
#[test]
fn three_men_s_morris_agrees_with_a_plain_fixpoint() {
    for diagonals in [false, true] {
        let game = Morris::new(3, diagonals, None).unwrap();
        let table = Table::build(game.clone(), &game.initial(), 1_000_000).unwrap();
        let plain = plain_values(&game);
        let mut codes: Vec<u64> = plain.keys().copied().collect();
        codes.sort();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut verdicts = [0; 3];
        for _ in 0..2000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let code = codes[(seed % codes.len() as u64) as usize];
            let pos = crate::games::morris::Position::from_code(code);
            let e = table
                .eval(&pos)
                .expect("every reachable position is in the table");
            let want = plain[&code].unwrap_or(Verdict::Draw);
            assert_eq!(e.verdict, want, "{pos:?}");
            verdicts[e.verdict as usize] += 1;
            let mut moves = Vec::new();
            game.legal_moves(&pos, &mut moves);
            let sons: Vec<Eval> = moves
                .iter()
                .map(|&m| table.move_eval(&pos, m).unwrap())
                .collect();
            let d = e.plies.unwrap_or(0);
            match e.verdict {
                Verdict::Win => {
                    assert!(sons
                        .iter()
                        .any(|s| s.verdict == Verdict::Win && s.plies == Some(d)));
                    assert!(sons
                        .iter()
                        .all(|s| s.verdict != Verdict::Win || s.plies >= Some(d)));
                }
                Verdict::Loss => {
                    assert!(sons.iter().all(|s| s.verdict == Verdict::Loss));
                    assert_eq!(sons.iter().filter_map(|s| s.plies).max(), Some(d));
                }
                Verdict::Draw => {
                    assert!(sons.iter().all(|s| s.verdict != Verdict::Win));
                    assert!(sons.iter().any(|s| s.verdict == Verdict::Draw));
                }
            }
        }
        assert!(
            verdicts.iter().all(|&n| n > 0),
            "all three values met: {verdicts:?}"
        );
    }
}

/// On an acyclic game retrograde analysis gives minimax's values and distances.
#[test]
fn on_tic_tac_toe_it_gives_minimax_s_values_and_distances() {
    let game = TicTacToe::default();
    let table = Table::build(game.clone(), &game.initial(), 100_000).unwrap();
    let mut minimax = Distances::new(game.clone(), 100_000);
    for pos in table.positions().to_vec() {
        let want = minimax.eval(&pos).expect("within the budget");
        let got = table.eval(&pos).unwrap();
        assert_eq!(got.verdict, want.verdict, "{pos:b}");
        if got.verdict != Verdict::Draw {
            assert_eq!(got.plies, want.plies, "{pos:b}");
        }
    }
    assert_eq!(table.eval(&game.initial()).unwrap().verdict, Verdict::Draw);
    assert_eq!(game.to_move(&game.initial()), Player::First);
}

#[test]
fn a_table_over_its_budget_is_refused() {
    let game = Morris::new(9, false, None).unwrap();
    let e = Table::build(game.clone(), &game.initial(), 1000)
        .err()
        .expect("too many");
    assert!(
        e.contains("morris(9) reaches more than 1000 positions"),
        "{e}"
    );
}
