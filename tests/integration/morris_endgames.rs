//! The Nine Men's Morris endgame tables (`exact::retrograde::endgames`) against two others: the
//! retrograde analysis of everything reachable from one start ([`Table`]), value and distance,
//! on a seeded sample of each group with both flying rules; and `dcg`, whose proofs the checker
//! accepts, on sampled won and lost positions of each sector.

use crate::dcg_morris::answer;
use pnlab::exact::retrograde::endgames::{Endgames, Group};
use pnlab::exact::retrograde::Table;
use pnlab::game::{Player, Rules};
use pnlab::games::morris::{Morris, Position};
use pnlab::search::{Question, Value};
use pnlab::solution::{Eval, Verdict};

/// A xorshift step: a fixed, reproducible sample.
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

/// A random position of `group`'s table, with black to move half the time (the colours
/// swapped, so the side to move keeps its stones).
fn sample(tables: &Endgames, group: Group, seed: &mut u64) -> Position {
    let n = next(seed) % tables.len(group) as u64;
    let pos = tables.position(group, n as u32).unwrap();
    match next(seed) % 2 {
        0 => pos,
        _ => Position {
            white: pos.black,
            black: pos.white,
            black_to_move: true,
            ..pos
        },
    }
}

/// The Nine Men's game with `flying`, started at `pos`.
fn game_at(flying: bool, pos: &Position) -> Morris {
    let game = Morris::new(9, false, Some(flying)).unwrap();
    let text = game.write_position(pos);
    game.starting_at(&text).unwrap()
}

/// From a start of `group` drawn at random (one not over already), the table of everything
/// reachable agrees with the endgame tables on `count` of its positions, value and distance;
/// returns the values met.
fn agrees_with_a_table(tables: &Endgames, group: Group, budget: usize, count: usize) -> [usize; 3] {
    let mut seed = 0x9E37_79B9_7F4A_7C15u64 ^ group as u64;
    let start = loop {
        let pos = sample(tables, group, &mut seed);
        let mut moves = Vec::new();
        let game = Morris::new(9, false, Some(tables.flying())).unwrap();
        game.legal_moves(&pos, &mut moves);
        if !moves.is_empty() {
            break pos;
        }
    };
    let game = game_at(tables.flying(), &start);
    let table = Table::build(game.clone(), &start, budget).unwrap();
    let mut met = [0; 3];
    for _ in 0..count {
        let pos = table.positions()[(next(&mut seed) % table.len() as u64) as usize];
        let want = table.eval(&pos).unwrap();
        assert_eq!(tables.eval(&pos), Some(want), "{}: {pos:?}", game.name());
        met[want.verdict as usize] += 1;
    }
    met
}

#[test]
fn four_against_three_agrees_with_the_table_of_a_start() {
    for flying in [false, true] {
        let mut tables = Endgames::new(flying);
        tables.build(Group::G4v3).unwrap();
        let met = agrees_with_a_table(&tables, Group::G4v3, 3_000_000, 3000);
        assert!(
            met.iter().filter(|&&n| n > 0).count() >= 2,
            "flying {flying}: {met:?}"
        );
    }
}

/// The committed table of `group` (www/data/morris9), unzipped by `gzip -dc`.
pub fn committed(group: Group, flying: bool) -> Vec<u8> {
    let file = format!("{}/www/{}", env!("CARGO_MANIFEST_DIR"), group.file(flying));
    let out = std::process::Command::new("gzip")
        .args(["-dc", &file])
        .output()
        .unwrap();
    assert!(out.status.success(), "gzip -dc {file}");
    out.stdout
}

/// The value of `pos` from its sons' values in the tables: a win in the fewest plies if a move
/// ends the game or reaches a lost position, else a draw if one reaches a drawn position, else
/// a loss in the most plies.
fn from_sons(game: &Morris, tables: &Endgames, pos: &Position) -> Eval {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    let (mut win, mut draw, mut loss) = (None::<u32>, false, 0);
    for mv in moves {
        let son = game.play(pos, mv);
        let e = match game.evaluate(&son, mv) {
            Some(_) => Eval {
                verdict: Verdict::Loss,
                plies: Some(0),
            },
            None => tables.eval(&son).unwrap(),
        };
        let plies = e.plies.map(|p| p + 1);
        match e.verdict {
            Verdict::Loss => win = win.min(plies).or(plies),
            Verdict::Draw => draw = true,
            Verdict::Win => loss = loss.max(plies.unwrap()),
        }
    }
    match (win, draw) {
        (Some(_), _) => Eval {
            verdict: Verdict::Win,
            plies: win,
        },
        (None, true) => Eval {
            verdict: Verdict::Draw,
            plies: None,
        },
        (None, false) => Eval {
            verdict: Verdict::Loss,
            plies: Some(loss),
        },
    }
}

/// The committed files read back, and every sampled position's value and distance follows from
/// its sons' in the tables (the retrograde equations, which with distances have one solution):
/// 4v4, too large for a table of a start here, and the lower groups too.
#[test]
fn the_committed_tables_keep_the_retrograde_equations() {
    for flying in [false, true] {
        let mut tables = Endgames::new(flying);
        let game = Morris::new(9, false, Some(flying)).unwrap();
        for group in Group::ALL {
            tables.read(group, &committed(group, flying)).unwrap();
        }
        for group in Group::ALL {
            let mut seed = 0x5851_F42D_4C95_7F2Du64 ^ group as u64;
            let mut met = [0; 3];
            for _ in 0..20_000 {
                let pos = sample(&tables, group, &mut seed);
                let want = from_sons(&game, &tables, &pos);
                assert_eq!(
                    tables.eval(&pos),
                    Some(want),
                    "{} flying {flying}: {pos:?}",
                    group.name()
                );
                met[want.verdict as usize] += 1;
            }
            assert!(
                met[1] > 0 && met[0] + met[2] > 0,
                "{} flying {flying}: {met:?}",
                group.name()
            );
        }
    }
}

/// On won and lost positions of every sector drawn at random (those ending within `max_plies`,
/// so each search stays small), dcg answers both questions as the tables do, and its proofs
/// pass the checker. Drawn positions are passed over: dcg proves a draw only by developing all
/// that is reachable, the whole group each time. The tables are the committed ones, which the
/// test above holds to the retrograde equations: building every group of both rules here would
/// cost more than all the searches.
#[test]
fn dcg_agrees_on_won_and_lost_positions_of_each_sector() {
    let max_plies = 15;
    for flying in [false, true] {
        let mut tables = Endgames::new(flying);
        for group in Group::ALL {
            tables.read(group, &committed(group, flying)).unwrap();
        }
        for group in Group::ALL {
            let mut seed = 0x2545_F491_4F6C_DD1Du64 ^ (group as u64) << 8 ^ flying as u64;
            let mut met = [0; 3];
            let mut tries = 0;
            while met[0] + met[2] < 6 && tries < 200_000 {
                tries += 1;
                let pos = sample(&tables, group, &mut seed);
                let game = Morris::new(9, false, Some(flying)).unwrap();
                let mut moves = Vec::new();
                game.legal_moves(&pos, &mut moves);
                let e = tables.eval(&pos).unwrap();
                if moves.is_empty() || e.verdict == Verdict::Draw || e.plies > Some(max_plies) {
                    continue;
                }
                if met[e.verdict as usize] >= 3 && met[2 - e.verdict as usize] < 3 {
                    continue;
                }
                let game = game_at(flying, &pos);
                let first = match game.to_move(&pos) {
                    Player::First => e.verdict,
                    Player::Second => e.verdict.flip(),
                };
                let yes = |b: bool| if b { Value::Proved } else { Value::Disproved };
                let want = [yes(first == Verdict::Win), yes(first != Verdict::Loss)];
                let got = Question::ALL.map(|q| answer(&game, pos, q));
                assert_eq!(got, want, "{}: {e:?}", game.name());
                met[e.verdict as usize] += 1;
            }
            assert!(
                met[0] + met[2] > 0,
                "{} flying {flying}: none met",
                group.name()
            );
        }
    }
}
