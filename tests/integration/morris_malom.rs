//! Malom's Nine Men's Morris databases (Gévay & Danner) as a second check of the endgame
//! tables: the committed flying tables hold, sector by sector, the same number of positions up
//! to symmetry, and as many wins, draws and losses at each distance, as Malom's.
//!
//! Malom's figures come from its sector files `std_3_3_0_0.sec2`, `std_4_3_0_0.sec2` and
//! `std_3_4_0_0.sec2` (the standard rules, with flying; the side to move has the first count)
//! as shipped in calcitem/Sanmill at a6623f88959f7453594df274fbe1f128af7ff55e, directory
//! `src/ui/flutter_app/assets/databases/`, read by `python3 scripts/malom-sector-stats.py
//! std.secval std_3_3_0_0.sec2 std_4_3_0_0.sec2 std_3_4_0_0.sec2` (docs/morris-endgames.md).
//! Malom counts one entry per position up to the board's 16 symmetries (its other entries point
//! to a symmetric one), where our index holds some positions twice; so both sides are counted
//! over distinct normal forms.

use crate::morris_endgames::committed;
use pnlab::exact::retrograde::endgames::{Endgames, Group};
use pnlab::games::morris::{Morris, Position};
use pnlab::solution::Verdict;
use pnlab::Symmetry;
use std::collections::HashSet;

/// One sector's values as Malom's file gives them.
struct Published {
    /// Stones of the side to move, of the other side.
    sector: (u8, u8),
    /// Entries of the sector's file, as many as our index numbers.
    entries: u32,
    /// Positions up to symmetry.
    distinct: u32,
    /// Drawn positions.
    draws: u32,
    /// `plies[d]`: positions that end in `d` plies with best play (odd: won by the side to
    /// move, even: lost).
    plies: &'static [u32],
}

const MALOM: [Published; 3] = [
    Published {
        sector: (3, 3),
        entries: 210_140,
        distinct: 169_626,
        draws: 269,
        plies: &[
            0, 66472, 3125, 33775, 4700, 16651, 3998, 6619, 2496, 4770, 2099, 2561, 2160, 3808,
            2261, 2506, 2387, 1185, 2116, 776, 2122, 1125, 1079, 346, 123, 27, 70,
        ],
    },
    Published {
        sector: (4, 3),
        entries: 862_980,
        distinct: 760_398,
        draws: 681_906,
        plies: &[
            0, 75397, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 89, 0, 13, 0, 3, 0,
            2437, 0, 439, 0, 81, 0, 33,
        ],
    },
    Published {
        sector: (3, 4),
        entries: 945_630,
        distinct: 760_398,
        draws: 658_117,
        plies: &[
            0, 0, 0, 0, 0, 0, 0, 0, 0, 1395, 0, 1699, 0, 2527, 0, 0, 0, 2562, 0, 10303, 0, 5298, 0,
            7290, 0, 38855, 0, 28200, 0, 3143, 0, 705, 0, 304,
        ],
    },
];

/// Our figures for one sector of the committed flying tables, counted as Malom counts them.
fn ours(tables: &Endgames, group: Group, sector: (u8, u8)) -> (u32, u32, u32, Vec<u32>) {
    let game = Morris::new(9, false, Some(true)).unwrap();
    let mut seen = HashSet::new();
    let (mut entries, mut distinct, mut draws, mut plies) = (0, 0, 0, Vec::new());
    for n in 0..tables.len(group) as u32 {
        let pos: Position = tables.position(group, n).unwrap();
        let counts = (pos.white.count_ones() as u8, pos.black.count_ones() as u8);
        if counts != sector {
            continue;
        }
        entries += 1;
        if !seen.insert(game.normal_form(&pos)) {
            continue;
        }
        distinct += 1;
        let e = tables.eval(&pos).unwrap();
        match e.plies {
            None => draws += 1,
            Some(d) => {
                let d = d as usize;
                if plies.len() <= d {
                    plies.resize(d + 1, 0);
                }
                plies[d] += 1;
                assert_eq!(e.verdict == Verdict::Win, d % 2 == 1, "{e:?}");
            }
        }
    }
    (entries, distinct, draws, plies)
}

#[test]
fn the_flying_tables_hold_malom_s_values_per_sector() {
    let mut tables = Endgames::new(true);
    for group in [Group::G3v3, Group::G4v3] {
        tables.read(group, &committed(group, true)).unwrap();
    }
    for want in &MALOM {
        let (m, o) = want.sector;
        let got = ours(&tables, Group::of(m, o), want.sector);
        assert_eq!(
            got,
            (want.entries, want.distinct, want.draws, want.plies.to_vec()),
            "{m}v{o}: (entries, positions, draws, per plies) against Malom's"
        );
    }
}
