//! `AnyGame::normalise_sons` against normalising each son afresh, and against the wrapped
//! game's own `normalise_sons`, on random positions of every game and every clique normaliser.
//! (`tests/integration/any_game.rs` compares whole searches; this finds a wrong son at its position.)
use pnlab::config::Config;
use pnlab::games::any::AnyGame;
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::games::params::Registered;
use pnlab::{Drawing, Game, Rules, Symmetry};
use serde_json::json;

/// A fixed-seed generator (xorshift), so a failure names the same positions each run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Walks `games` random games of `g` and checks every position on the way; returns how many
/// positions had sons.
/// The longest walk [`check_sons`] takes.
const MAX_PLIES: usize = 400;

fn check_sons<G: Game>(g: &G, games: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut checked = 0;
    for _ in 0..games {
        let mut pos = g.initial();
        let mut moves = Vec::new();
        // A game whose positions repeat (Morris) may slide for ever: a bounded walk.
        for _ in 0..MAX_PLIES {
            moves.clear();
            g.legal_moves(&pos, &mut moves);
            if moves.is_empty() {
                break;
            }
            let mut sons = Vec::new();
            g.normalise_sons(&pos, &moves, &mut sons);
            let fresh: Vec<_> = moves
                .iter()
                .map(|&m| g.normalise(&g.play(&pos, m)))
                .collect();
            assert_eq!(sons, fresh, "{} at {pos:?}", g.name());
            checked += 1;
            let mv = moves[rng.below(moves.len())];
            let next = g.play(&pos, mv);
            if g.evaluate(&next, mv).is_some() {
                break;
            }
            pos = next;
        }
    }
    checked
}

#[test]
fn clique_sons_through_any_game_are_each_sons_normal_form() {
    for n in 4..=8 {
        for normaliser in [
            Normaliser::Identity,
            Normaliser::Degree,
            Normaliser::Neighbours,
            Normaliser::Exact,
        ] {
            let own = Clique::new(n, 4.min(n), normaliser).unwrap();
            let any: AnyGame = own.clone().into();
            let games = if normaliser == Normaliser::Exact {
                3
            } else {
                20
            };
            assert!(check_sons(&any, games, 7 + n as u64) > 0);
            assert!(same_as_own(&own, &any, 20, 5 + n as u64) > 0);
        }
    }
}

/// Walks `games` random games of the clique game and its `AnyGame` form side by side (the same
/// move index in each) and compares their `normalise_sons`; returns the positions compared.
fn same_as_own(own: &Clique, any: &AnyGame, games: usize, seed: u64) -> usize {
    let mut rng = Rng(seed);
    let mut compared = 0;
    for _ in 0..games {
        let (mut p, mut q) = (own.initial(), any.initial());
        loop {
            let (mut m, mut mq) = (Vec::new(), Vec::new());
            own.legal_moves(&p, &mut m);
            any.legal_moves(&q, &mut mq);
            assert_eq!(m.len(), mq.len());
            if m.is_empty() {
                break;
            }
            let (mut a, mut b) = (Vec::new(), Vec::new());
            own.normalise_sons(&p, &m, &mut a);
            any.normalise_sons(&q, &mq, &mut b);
            assert_eq!(a.len(), b.len());
            for ((x, r), (y, s)) in a.iter().zip(&b) {
                assert_eq!(own.cells(x), any.cells(y), "{} at {p:?}", own.name());
                assert_eq!(own.relabelling_list(r), any.relabelling_list(s));
            }
            compared += 1;
            let i = rng.below(m.len());
            let (np, nq) = (own.play(&p, m[i]), any.play(&q, mq[i]));
            if own.evaluate(&np, m[i]).is_some() {
                break;
            }
            (p, q) = (np, nq);
        }
    }
    compared
}

/// Every game of the list from its default parameters (the clique game under its default
/// normaliser; its other normalisers above).
#[test]
fn every_game_s_sons_through_any_game_are_each_sons_normal_form() {
    macro_rules! check_each {
        ($($variant:ident: $game:ty $([$how:ident])?),* $(,)?) => {
            [$({
                let game = <$game>::info().name;
                let params = Config::from_json(json!({ "game": game }))
                    .unwrap()
                    .game_params()
                    .unwrap();
                let any = AnyGame::from(<$game>::from_params(&params).unwrap());
                (game, check_sons(&any, 10, 3))
            }),*]
        };
    }
    for (game, checked) in pnlab::with_games!(check_each) {
        assert!(checked > 0, "{game}");
    }
}
