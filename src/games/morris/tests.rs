use super::*;

fn play_all(g: &Morris, labels: &str) -> Position {
    labels.split_whitespace().fold(g.initial(), |pos, label| {
        let mv = g.parse_move(&pos, label).unwrap_or_else(|e| panic!("{e}"));
        g.play(&pos, mv)
    })
}

fn labels(g: &Morris, pos: &Position) -> Vec<String> {
    let mut moves = Vec::new();
    g.legal_moves(pos, &mut moves);
    moves.iter().map(|&m| g.move_label(m)).collect()
}

fn nine() -> Morris {
    Morris::new(9, false, None).unwrap()
}

/// A position from each side's point names, who is to move and the stones in hand.
fn at(g: &Morris, white: &str, black: &str, black_to_move: bool, hands: (u8, u8)) -> Position {
    let mask = |names: &str| {
        names.split_whitespace().fold(0u32, |m, n| {
            m | 1
                << g.layout()
                    .point(n)
                    .unwrap_or_else(|| panic!("{n} is a point"))
        })
    };
    Position {
        white: mask(white),
        black: mask(black),
        white_hand: hands.0,
        black_hand: hands.1,
        black_to_move,
    }
}

#[test]
fn the_boards_have_their_points_lines_and_mills() {
    // (points, lines drawn, mills) of 9, 6, 3 and 3 with diagonals.
    for (men, diag, want) in [
        (9, false, (24, 32, 16)),
        (6, false, (16, 20, 8)),
        (3, false, (9, 12, 6)),
        (3, true, (9, 16, 8)),
    ] {
        let l = Morris::new(men, diag, None).unwrap().layout().clone();
        assert_eq!(
            (l.points(), l.edges.len(), l.mills.len()),
            want,
            "{men} {diag}"
        );
        assert!(l.mills.iter().all(|m| m.count_ones() == 3));
    }
    let g = nine();
    let l = g.layout();
    assert_eq!(l.name(0), "a7");
    assert_eq!(l.name(23), "g1");
    let d2 = l.point("d2").unwrap();
    let joined: Vec<String> = (0..24)
        .filter(|&p| l.adjacent[d2 as usize] >> p & 1 == 1)
        .map(|p| l.name(p))
        .collect();
    assert_eq!(joined, ["d3", "b2", "f2", "d1"]);
    let three = Morris::new(3, false, None).unwrap();
    assert_eq!(three.layout().name(0), "a3");
    assert_eq!(three.layout().point("c1"), Some(8));
}

/// Every symmetry is a permutation that keeps the lines and the mills, and they are 16 (8 for
/// the 3×3 grid) different ones, the swap of the inner and outer squares among them.
#[test]
fn the_symmetries_keep_lines_and_mills() {
    for (men, diag, count) in [(9, false, 16), (6, false, 16), (3, false, 8), (3, true, 8)] {
        let l = Morris::new(men, diag, None).unwrap().layout().clone();
        assert_eq!(l.perms.len(), count);
        let mut seen = l.perms.clone();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), count, "{men}: the symmetries differ");
        for s in 0..count {
            let mut image = l.perms[s].clone();
            image.sort();
            assert_eq!(image, (0..l.points() as u8).collect::<Vec<_>>());
            for p in 0..l.points() {
                assert_eq!(
                    l.permute(s, l.adjacent[p]),
                    l.adjacent[l.perms[s][p] as usize]
                );
            }
            let mut mills: Vec<u32> = l.mills.iter().map(|&m| l.permute(s, m)).collect();
            let mut want = l.mills.clone();
            mills.sort();
            want.sort();
            assert_eq!(mills, want);
        }
    }
    let g = nine();
    let swap = (8..16)
        .find(|&s| {
            g.layout().perms[s][g.layout().point("a7").unwrap() as usize]
                == g.layout().point("c5").unwrap()
        })
        .expect("a symmetry swaps the outer and inner squares");
    assert_eq!(
        g.layout().perms[swap][g.layout().point("b6").unwrap() as usize],
        g.layout().point("b6").unwrap()
    );
}

#[test]
fn the_sides_place_then_slide() {
    let g = Morris::new(3, false, None).unwrap();
    assert_eq!(labels(&g, &g.initial()).len(), 9);
    let pos = play_all(&g, "b2 a1 a3 c3 c1 b1");
    assert_eq!((pos.white_hand, pos.black_hand), (0, 0));
    assert_eq!(g.moves_played(&pos), 6);
    assert_eq!(g.to_move(&pos), Player::First);
    // White b2 a3 c1; black a1 c3 b1: White slides to the free points next to his stones.
    let mut l = labels(&g, &pos);
    l.sort();
    assert_eq!(l, ["a3-a2", "a3-b3", "b2-a2", "b2-b3", "b2-c2", "c1-c2"]);
    let d = Morris::new(3, true, None).unwrap();
    let pos = play_all(&d, "a1 b2 c3 a2 c2 c1");
    assert!(labels(&d, &pos).iter().all(|m| m.contains('-')));
}

#[test]
fn a_mill_removes_a_stone_outside_mills_unless_all_are_in_mills() {
    let g = nine();
    // White closes a1 d1 g1; black's a7 d7 g7 is a mill, his b6 is not: only b6 may go.
    let pos = at(&g, "a1 d1", "a7 d7 g7 b6", false, (7, 5));
    let closing: Vec<String> = labels(&g, &pos)
        .into_iter()
        .filter(|m| m.starts_with("g1"))
        .collect();
    assert_eq!(closing, ["g1xb6"]);
    // With all of black's stones in a mill, any of them may go.
    let pos = at(&g, "a1 d1", "a7 d7 g7", false, (7, 6));
    let closing: Vec<String> = labels(&g, &pos)
        .into_iter()
        .filter(|m| m.starts_with("g1"))
        .collect();
    assert_eq!(closing, ["g1xa7", "g1xd7", "g1xg7"]);
    let after = g.play(&pos, g.parse_move(&pos, "g1xd7").unwrap());
    assert_eq!(after.black.count_ones(), 2);
    assert!(after.black_to_move);
}

#[test]
fn two_mills_at_once_remove_one_stone() {
    let g = nine();
    // d1 closes a1 d1 g1 and d1 d2 d3 at once.
    let pos = at(&g, "a1 g1 d2 d3", "a7 b6 c5", false, (5, 6));
    let mut closing: Vec<String> = labels(&g, &pos)
        .into_iter()
        .filter(|m| m.starts_with("d1"))
        .collect();
    closing.sort();
    assert_eq!(closing, ["d1xa7", "d1xb6", "d1xc5"]);
}

#[test]
fn three_stones_fly_when_flying_is_on() {
    let pos_of = |g: &Morris| at(g, "a1 d1 b2", "a7 d7 f6 f4", false, (0, 0));
    let flying = nine();
    let moves = labels(&flying, &pos_of(&flying));
    assert!(moves.contains(&"a1-e5".to_string()), "{moves:?}");
    let walking = Morris::new(9, false, Some(false)).unwrap();
    let moves = labels(&walking, &pos_of(&walking));
    assert!(!moves.contains(&"a1-e5".to_string()));
    assert!(moves.contains(&"a1-a4".to_string()));
    assert!(!Morris::new(6, false, None).unwrap().flying);
}

#[test]
fn fewer_than_three_stones_or_no_move_loses() {
    let g = nine();
    let pos = at(&g, "a1 d1", "a7 d7 g7", false, (1, 0));
    let mv = Move {
        from: NONE,
        to: 0,
        take: NONE,
    };
    assert_eq!(
        g.evaluate(&pos, mv),
        None,
        "two stones and one to place is three"
    );
    let pos = at(&g, "a1 d1 g1", "a7 d7", true, (0, 0));
    assert_eq!(g.evaluate(&pos, mv), Some(Outcome::FirstWins));
    // Black's stones on a1, a4 hemmed in by white's on d1, b4, a7: black has no move.
    let g6 = Morris::new(6, false, Some(false)).unwrap();
    let pos = at(&g6, "d1 b4 a7 f6", "a1 a4 d7", true, (0, 0));
    assert_eq!(labels(&g6, &pos), ["d7-g7", "d7-d6"], "d7 still moves");
    let blocked = at(&g6, "d1 b4 a7 d7 g4", "a1 a4 g7", true, (0, 0));
    assert!(labels(&g6, &blocked).is_empty());
    assert_eq!(g6.evaluate(&blocked, mv), Some(Outcome::FirstWins));
}

#[test]
fn labels_name_placements_slides_and_removals() {
    let g = nine();
    let pos = at(&g, "a7 a4 d1", "g1 b6", false, (0, 0));
    let l = labels(&g, &pos);
    assert!(
        l.contains(&"d1-a1xg1".to_string()) && l.contains(&"d1-a1xb6".to_string()),
        "{l:?}"
    );
    assert!(l.contains(&"a4-b4".to_string()), "{l:?}");
    assert!(g.parse_move(&g.initial(), "d2").is_ok());
    let e = g.parse_move(&g.initial(), "d4").unwrap_err();
    assert!(
        e.contains("\"d4\" is not a legal move") && e.contains("a7, d7"),
        "{e}"
    );
}

#[test]
fn the_normaliser_joins_symmetric_positions() {
    for (men, diag) in [(9, false), (6, false), (3, false), (3, true)] {
        let g = Morris::new(men, diag, None).unwrap();
        let mut pos = g.initial();
        let mut moves = Vec::new();
        for step in 0..40 {
            let (n, r) = g.normalise(&pos);
            assert_eq!(g.relabel(&pos, &r), n);
            for s in 0..g.layout().perms.len() as u8 {
                assert_eq!(g.normal_form(&g.relabel(&pos, &s)), n, "{men} step {step}");
            }
            moves.clear();
            g.legal_moves(&pos, &mut moves);
            let mv = moves[(step * 7 + 3) % moves.len()];
            let image = g.play(&g.relabel(&pos, &r), g.relabel_move(mv, &r));
            pos = g.play(&pos, mv);
            assert_eq!(g.relabel(&pos, &r), image, "a move maps with its position");
            if g.evaluate(&pos, mv).is_some() {
                break;
            }
        }
    }
}

#[test]
fn bad_parameters_are_refused_by_value() {
    assert!(Morris::new(4, false, None).unwrap_err().contains("men = 4"));
    assert!(Morris::new(9, true, None)
        .unwrap_err()
        .contains("diagonals = on needs men = 3"));
    assert_eq!(
        Morris::new(3, true, None).unwrap().name(),
        "morris(3,diagonals)"
    );
    assert_eq!(
        Morris::new(9, false, Some(false)).unwrap().name(),
        "morris(9,no-flying)"
    );
}

#[test]
fn positions_and_moves_pack_both_ways() {
    use crate::games::packed::{Key, Mv, Pack};
    let g = nine();
    let pos = at(&g, "a1 g7", "d2", true, (7, 8));
    assert_eq!(<Position as Pack<Key>>::unpack(pos.pack()), pos);
    for mv in [
        Move {
            from: NONE,
            to: 23,
            take: 0,
        },
        Move {
            from: 5,
            to: 6,
            take: NONE,
        },
    ] {
        assert_eq!(<Move as Pack<Mv>>::unpack(mv.pack()), mv);
    }
}

/// A line that comes back to a position ends there in a draw; the same moves without the
/// return go on.
#[test]
fn a_repeated_position_ends_the_line_in_a_draw() {
    use crate::game::line::play_line;
    let g = Morris::new(3, false, None).unwrap();
    let line = |s: &str| s.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    let open = play_line(&g, &line("b2 a1 a3 c3 c1 b1 a3-a2 c3-b3 a2-a3")).unwrap();
    assert_eq!(open.over, None);
    let back = play_line(&g, &line("b2 a1 a3 c3 c1 b1 a3-a2 c3-b3 a2-a3 b3-c3")).unwrap();
    assert_eq!(back.over, Some(Outcome::Draw));
    let e = play_line(&g, &line("b2 a1 a3 c3 c1 b1 a3-a2 c3-b3 a2-a3 b3-c3 a3-a2")).unwrap_err();
    assert_eq!(e.kind(), "input");
    assert!(
        e.message()
            .contains("comes after the end of the game (draw)"),
        "{e}"
    );
}
