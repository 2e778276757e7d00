//! Positions and move sequences per depth from a start, counted without solving: what `pnlab
//! levels --depth D` prints for every game, cyclic ones included.

use crate::config::Config;
use crate::game::line::play_line;
use crate::game::Game;
use crate::games::registry::{self, Visit};
use crate::posmap::PosMap;
use serde::Serialize;

/// The counts at one depth.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DepthRow {
    /// Plies from the start.
    pub depth: u32,
    /// Positions reached in exactly `depth` plies, up to the game's symmetry
    /// ([`crate::Symmetry::counting_form`]); ended ones included.
    pub positions: u64,
    /// Move sequences of `depth` plies that no end cut short before their last move.
    pub sequences: u128,
}

/// The counts per depth up to `depth`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DepthReport {
    /// The game's name with its parameters.
    pub game: String,
    /// Depth 0 (the start) to the depth asked, or to the first depth no position reaches when
    /// the game has ended everywhere before it (every deeper row would be empty too).
    pub rows: Vec<DepthRow>,
}

/// Counts positions and sequences from `start` to `depth` plies: each depth's positions are
/// the previous depth's ongoing ones' sons, with the sequences reaching each summed (symmetric
/// positions have as many continuations, so summing over their common form is exact).
pub fn by_depth<G: Game>(game: &G, start: &G::Position, depth: u32) -> DepthReport {
    let mut layer: PosMap<G::Position, (u128, bool)> = PosMap::default();
    layer.insert(game.counting_form(start), (1, false));
    let mut rows = vec![DepthRow {
        depth: 0,
        positions: 1,
        sequences: 1,
    }];
    let mut moves = Vec::new();
    for d in 1..=depth {
        let mut next: PosMap<G::Position, (u128, bool)> = PosMap::default();
        for (pos, &(ways, over)) in &layer {
            if over {
                continue;
            }
            moves.clear();
            game.legal_moves(pos, &mut moves);
            for &mv in &moves {
                let son = game.play(pos, mv);
                let ended = game.evaluate(&son, mv).is_some();
                let e = next.entry(game.counting_form(&son)).or_insert((0, ended));
                e.0 += ways;
            }
        }
        rows.push(DepthRow {
            depth: d,
            positions: next.len() as u64,
            sequences: next.values().map(|v| v.0).sum(),
        });
        if next.is_empty() {
            break;
        }
        layer = next;
    }
    DepthReport {
        game: game.name(),
        rows,
    }
}

/// [`by_depth`] for a configuration's game from its start position.
pub fn of_config(config: &Config, depth: u32) -> Result<DepthReport, String> {
    struct Count<'a>(&'a [String], u32);
    impl Visit for Count<'_> {
        type Output = Result<DepthReport, String>;
        fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
            let reached = play_line(&game, self.0)?;
            Ok(by_depth(&game, &reached.pos, self.1))
        }
    }
    registry::with_game(
        &config.game,
        &config.game_params()?,
        Count(&config.start, depth),
    )?
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Rules;
    use crate::games::morris::Morris;
    use crate::games::tictactoe::TicTacToe;

    /// The lecture's count: after two white stones and one black, 428 Nine Men's Morris
    /// positions up to the board's 16 symmetries, from 24 × 23 × 22 = 12,144 move sequences.
    #[test]
    fn nine_men_s_morris_has_428_positions_at_depth_3() {
        let g = Morris::new(9, false, None).unwrap();
        let r = by_depth(&g, &g.initial(), 3);
        let got: Vec<(u64, u128)> = r.rows.iter().map(|r| (r.positions, r.sequences)).collect();
        assert_eq!(got[3], (428, 12_144));
        assert_eq!(
            got[1],
            (4, 24),
            "a corner, a midpoint of each square: 4 up to symmetry"
        );
    }

    /// Tic-tac-toe's known counts up to its 8 symmetries: 1, 3, 12, 38 positions.
    #[test]
    fn tic_tac_toe_counts_its_known_positions() {
        let g = TicTacToe::default();
        let r = by_depth(&g, &g.initial(), 3);
        let got: Vec<u64> = r.rows.iter().map(|r| r.positions).collect();
        assert_eq!(got, [1, 3, 12, 38]);
        assert_eq!(r.rows[3].sequences, 9 * 8 * 7);
    }
}
