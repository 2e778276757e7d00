//! A memory limit sizes the solver's table: a smaller limit, a smaller table, the same answers.

use super::analyst::exact;
use super::table::SLOT_BYTES;
use super::tests::random_lines;
use crate::games::connect4::Connect4;
use crate::solution::analyst::boxed;
use crate::solution::Analyst;

#[test]
fn a_small_memory_limit_gives_a_smaller_table_and_the_same_reports() {
    let game = Connect4::new(5, 4, true).expect("a valid board");
    let mut big = exact(game.clone(), boxed(game.clone())).expect("fits");
    let mut small = exact(game.clone(), boxed(game.clone())).expect("fits");
    let limit = 2 * 1024 * 1024;
    small.set_max_memory(limit).expect("a table fits in 2 MiB");
    assert!(small.slots() as u64 * SLOT_BYTES <= limit);
    assert!(small.slots() < big.slots(), "{} slots", small.slots());
    for line in random_lines(&game, 12, 0, 6, 0xfeed) {
        let (a, b) = (big.report(&line), small.report(&line));
        let (a, b) = (a.expect("legal"), b.expect("legal"));
        assert_eq!(
            (&a.moves, a.value, a.plies, &a.recommended),
            (&b.moves, b.value, b.plies, &b.recommended),
            "{line:?}"
        );
    }
    let e = small
        .set_max_memory(1024)
        .expect_err("no table fits in 1 KiB");
    assert!(
        e.kind() == "input" && e.message().contains("1024 bytes"),
        "{e}"
    );
}
