//! The endgame tables against [`super::Table`], the retrograde analysis of everything reachable
//! from one start: on a seeded sample of 3-against-3 positions, both flying rules, value and
//! distance agree. The larger sectors are compared in `tests/integration/morris_endgames.rs`.

use super::endgames::{Endgames, Group};
use super::Table;
use crate::game::Rules;
use crate::games::morris::{Morris, Position};

/// A xorshift step: a fixed, reproducible sample.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn three_against_three_agrees_with_the_table_of_a_start() {
    for flying in [false, true] {
        let mut tables = Endgames::new(flying);
        tables.build(Group::G3v3).unwrap();
        let game = Morris::new(9, false, Some(flying))
            .unwrap()
            .starting_at("W:a7,d5,g1/B:g7,d3,a1/w")
            .unwrap();
        let table = Table::build(game.clone(), &game.initial(), 1_000_000).unwrap();
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut met = [0; 3];
        for _ in 0..3000 {
            let pos: Position = table.positions()[(next(&mut seed) % table.len() as u64) as usize];
            let want = table.eval(&pos).unwrap();
            assert_eq!(tables.eval(&pos), Some(want), "flying {flying}: {pos:?}");
            met[want.verdict as usize] += 1;
        }
        assert!(
            met.iter().all(|&n| n > 0),
            "flying {flying}: values met {met:?}"
        );
    }
}

/// A position with stones in hand, or with two or five stones a side, is in no table; one
/// with three or four a side is, in the group its counts name.
#[test]
fn positions_outside_the_sectors_are_not_located() {
    let tables = Endgames::new(true);
    let at = |white: u32, black: u32, white_hand: u8| Position {
        white,
        black,
        white_hand,
        ..Position::default()
    };
    assert_eq!(tables.locate(&at(0b111, 0b111 << 8, 1)), None);
    assert_eq!(tables.locate(&at(0b11, 0b111 << 8, 0)), None);
    assert_eq!(tables.locate(&at(0b11111, 0b111 << 8, 0)), None);
    let groups = [
        (0b111, 0b111, Group::G3v3),
        (0b1111, 0b111, Group::G4v3),
        (0b111, 0b1111, Group::G4v3),
        (0b1111, 0b1111, Group::G4v4),
    ];
    for (w, b, group) in groups {
        let (g, n) = tables.locate(&at(w, b << 8, 0)).unwrap();
        assert_eq!(g, group);
        assert!((n as usize) < tables.len(g));
    }
}
