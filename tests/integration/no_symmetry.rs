//! The ready-made "no symmetry" (`Relabelling = ()`) on a game written here, as a contributor
//! would write one: every relabelling is the identity, and the game solves through the engine
//! with its proofs checked, its answers those of plain minimax and of the rule of four.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Preset;
use pnlab::game::Pieces;
use pnlab::search::{check, extract, minimax, Claim, Search, Status, Value};
use pnlab::search::{DagAlgorithm, Setup, Solver};
use pnlab::{Board, Drawing, Outcome, Rules, Symmetry};

/// Take-away: one heap; a move takes 1 to 3 stones, and whoever takes the last stone wins. A
/// position is the stones left (low 16 bits) and the moves played (high 16 bits).
#[derive(Clone, Debug)]
struct Take {
    stones: u32,
}

impl Rules for Take {
    type Position = u32;
    type Move = u8;

    fn name(&self) -> String {
        format!("take({})", self.stones)
    }
    fn initial(&self) -> u32 {
        self.stones
    }
    fn moves_played(&self, pos: &u32) -> u32 {
        pos >> 16
    }
    fn legal_moves(&self, pos: &u32, out: &mut Vec<u8>) {
        out.extend((1..=3u8).filter(|&n| n as u32 <= pos & 0xFFFF));
    }
    fn play(&self, pos: &u32, mv: u8) -> u32 {
        pos - mv as u32 + (1 << 16)
    }
    fn evaluate(&self, pos: &u32, _last: u8) -> Option<Outcome> {
        (pos & 0xFFFF == 0).then(|| Outcome::win_for(self.to_move(pos).other()))
    }
    fn move_label(&self, mv: u8) -> String {
        mv.to_string()
    }
}

impl pnlab::game::Hints for Take {}

pnlab::stored_as_is!(Take);

impl Symmetry for Take {
    type Relabelling = ();
}

impl Drawing for Take {
    fn board(&self) -> Board {
        Board::Grid {
            cols: self.stones,
            rows: 1,
            pieces: Pieces::Stones,
            sets: Vec::new(),
        }
    }
    fn cells(&self, pos: &u32) -> Vec<u8> {
        (0..self.stones)
            .map(|i| u8::from(i < pos & 0xFFFF))
            .collect()
    }
    fn cell_of(&self, after: &u32, _mv: u8) -> usize {
        (after & 0xFFFF) as usize
    }
}

#[test]
fn without_symmetry_every_relabelling_is_the_identity() {
    let g = Take { stones: 7 };
    let after = g.play(&g.play(&g.initial(), 2), 3);
    assert_eq!(after, 2 | 2 << 16);
    for pos in [g.initial(), after] {
        assert_eq!(g.normalise(&pos), (pos, ()));
        assert_eq!(g.normal_form(&pos), pos);
        assert_eq!(g.counting_form(&pos), pos);
        assert_eq!(g.relabel(&pos, &g.identity()), pos);
    }
    assert_eq!(g.relabel_move(3, &()), 3);
    assert_eq!(g.relabelling_list(&()), [0, 1, 2, 3, 4, 5, 6]);
    let mut sons = Vec::new();
    g.normalise_sons(&after, &[1, 2], &mut sons);
    assert_eq!(sons, [(1 | 3 << 16, ()), (3 << 16, ())]);
}

#[test]
fn a_game_without_symmetry_solves_with_its_proof_checked() {
    for stones in 1..=13 {
        let g = Take { stones };
        let want = if stones % 4 == 0 {
            Outcome::SecondWins
        } else {
            Outcome::FirstWins
        };
        assert_eq!(minimax::outcome(&g, &g.initial()), want, "{stones}");
        let mut s = Search::build(Setup::new(g.clone(), Preset::Best.options()));
        assert_eq!(s.run(None), Status::Solved, "{stones}");
        let first_wins = want == Outcome::FirstWins;
        let value = if first_wins {
            Value::Proved
        } else {
            Value::Disproved
        };
        assert_eq!(s.root_value(), value, "{stones}");
        let strategy = extract(&s).expect("solved");
        let claim = if first_wins {
            Claim::FirstWins
        } else {
            Claim::SecondAvoidsLoss
        };
        assert_eq!(strategy.claim, claim, "{stones}");
        check(&g, &strategy).expect("the proof checks");
    }
}
