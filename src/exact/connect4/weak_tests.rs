//! A report's two passes: every move's weak value (win, draw or loss) first, then each win or
//! loss refined to its distance, and the perfect engine's move decided by the weak values.

use super::tests::random_lines;
use crate::games::connect4::Connect4;
use crate::solution::analyst::boxed;
use crate::solution::distance::Verdict;
use crate::solution::Slice;

/// On random 5x4 positions, worked in small slices: a move's value once shown never changes,
/// it shows without a distance (`pending`) only while that is searched, and once exact it is
/// the whole report's; every value is shown before the first distance; the move decided early
/// keeps the position's value and is a win or a draw.
#[test]
fn every_value_comes_before_the_distances_and_the_early_move_keeps_the_value() {
    let game = Connect4::new(5, 4, true).expect("a valid board");
    let (mut weak_before_exact, mut decided_early) = (0, 0);
    for line in random_lines(&game, 24, 2, 8, 0x5eed) {
        let whole = super::analyst::analyst(game.clone(), boxed(game.clone()))
            .expect("fits")
            .report(&line)
            .expect("legal");
        let mut a = super::analyst::analyst(game.clone(), boxed(game.clone())).expect("fits");
        a.set_budget(1 << 18);
        let mut p = a.begin_report(&line).expect("legal");
        let mut all_valued_while_pending = false;
        let sliced = loop {
            let moves = &p.report.moves;
            for (m, w) in moves.iter().zip(&whole.moves) {
                if let Some(v) = m.value {
                    assert_eq!(Some(v), w.value, "{line:?} {}: the value shown", m.label);
                    if m.pending {
                        assert_ne!(v, Verdict::Draw, "a draw has no distance to wait for");
                        assert_eq!(m.plies, None, "{line:?} {}", m.label);
                    } else {
                        assert_eq!(m.plies, w.plies, "{line:?} {}: exact", m.label);
                    }
                } else {
                    assert!(!m.pending);
                }
            }
            let exact = moves.iter().filter(|m| m.value.is_some() && !m.pending);
            assert_eq!(
                exact.count(),
                p.done,
                "{line:?}: done counts the exact values"
            );
            let valued = moves.iter().filter(|m| m.value.is_some()).count();
            if moves.iter().any(|m| m.pending) && valued == moves.len() {
                all_valued_while_pending = true;
            }
            if let Some(d) = &p.decided {
                let m = whole.moves.iter().find(|m| &m.label == d).expect("legal");
                assert!(
                    m.keeps_value,
                    "{line:?}: the early move {d} keeps the value"
                );
                if p.done < p.total {
                    decided_early += 1;
                    assert!(
                        whole.value != Some(Verdict::Loss),
                        "{line:?}: a lost position waits for the distances"
                    );
                }
            }
            match a.advance(20).expect("under way") {
                Slice::Working(next) => p = *next,
                Slice::Done(r) => break *r,
            }
        };
        weak_before_exact += usize::from(all_valued_while_pending);
        assert_eq!(
            sliced.moves, whole.moves,
            "{line:?}: the sliced report's moves"
        );
        assert_eq!(
            (sliced.value, sliced.plies, &sliced.recommended),
            (whole.value, whole.plies, &whole.recommended),
            "{line:?}: the sliced report's value"
        );
    }
    assert!(
        weak_before_exact > 5,
        "every value known before some distance: {weak_before_exact}"
    );
    assert!(
        decided_early > 0,
        "some move is decided before the distances"
    );
}
