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
#[serde(rename_all = "camelCase")]
pub struct DepthReport {
    /// The game's name with its parameters.
    pub game: String,
    /// Depth 0 (the start) to the depth asked, or to the first depth no position reaches when
    /// the game has ended everywhere before it (every deeper row would be empty too), or to the
    /// last depth counted in full when a limit stopped the count.
    pub rows: Vec<DepthRow>,
    /// The limit that stopped the count before the depth asked, in words; none when it ran to
    /// the end.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_by: Option<DepthLimit>,
}

/// What a count per depth may hold: the positions of one depth, and the bytes of the two
/// depths' tables it holds at once (the one it reads and the one it fills).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Budget {
    /// Most positions one depth may hold (up to symmetry).
    pub positions: Option<u64>,
    /// Most bytes the two tables may hold together, counted at the peak of the next growth.
    pub bytes: Option<u64>,
}

/// Why a count per depth stopped before the depth asked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DepthLimit {
    /// `"positions"` or `"memory"`.
    pub limit: &'static str,
    /// The depth that could not be counted in full.
    pub depth: u32,
    /// The limit in words, with its value and what raises it.
    pub why: String,
}

/// Counts positions and sequences from `start` to `depth` plies: each depth's positions are
/// the previous depth's ongoing ones' sons, with the sequences reaching each summed (symmetric
/// positions have as many continuations, so summing over their common form is exact).
pub fn by_depth<G: Game>(game: &G, start: &G::Position, depth: u32) -> DepthReport {
    by_depth_within(game, start, depth, Budget::default(), &mut |_, _| {})
}

/// [`by_depth`] within `budget`, calling `row` with the game's name and each row as soon as it
/// is counted (a long count shows its progress). A depth that would pass the budget, or whose table the system
/// refuses to grow, ends the count with the rows before it and [`DepthReport::stopped_by`].
pub fn by_depth_within<G: Game>(
    game: &G,
    start: &G::Position,
    depth: u32,
    budget: Budget,
    row: &mut dyn FnMut(&str, &DepthRow),
) -> DepthReport {
    let name = game.name();
    let entry = std::mem::size_of::<(G::Position, (u128, bool))>() as u64;
    let mut layer: PosMap<G::Position, (u128, bool)> = PosMap::default();
    layer.insert(game.counting_form(start), (1, false));
    let first = DepthRow {
        depth: 0,
        positions: 1,
        sequences: 1,
    };
    row(&name, &first);
    let mut rows = vec![first];
    let mut stopped_by = None;
    let mut moves = Vec::new();
    'depths: for d in 1..=depth {
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
                let key = game.counting_form(&son);
                let full = next.len() == next.capacity();
                let at_most = budget.positions.is_some_and(|m| next.len() as u64 >= m);
                if (full || at_most) && !next.contains_key(&key) {
                    let held = table_bytes(layer.capacity(), entry);
                    if let Err(limit) = make_room(&mut next, held, entry, d, budget) {
                        stopped_by = Some(limit);
                        break 'depths;
                    }
                }
                let e = next.entry(key).or_insert((0, ended));
                e.0 += ways;
            }
        }
        let counted = DepthRow {
            depth: d,
            positions: next.len() as u64,
            sequences: next.values().map(|v| v.0).sum(),
        };
        row(&name, &counted);
        rows.push(counted);
        if next.is_empty() {
            break;
        }
        layer = next;
    }
    DepthReport {
        game: name,
        rows,
        stopped_by,
    }
}

/// The bytes a table of `capacity` entries of `entry` bytes holds: its buckets (a power of two,
/// an eighth of them left free) with a control byte each.
fn table_bytes(capacity: usize, entry: u64) -> u64 {
    if capacity == 0 {
        return 0;
    }
    let buckets = (capacity as u64)
        .saturating_mul(8)
        .div_ceil(7)
        .next_power_of_two();
    buckets.saturating_mul(entry + 1)
}

/// Makes room in `next` for one more position at depth `depth`, growing it when it is full,
/// within `budget` beside the `held` bytes of the depth before; the limit it would pass when
/// it cannot.
fn make_room<K: std::hash::Hash + Eq, V>(
    next: &mut PosMap<K, V>,
    held: u64,
    entry: u64,
    depth: u32,
    budget: Budget,
) -> Result<(), DepthLimit> {
    let len = next.len() as u64;
    if let Some(max) = budget.positions.filter(|&m| len >= m) {
        return Err(DepthLimit {
            limit: "positions",
            depth,
            why: format!(
                "depth {depth} holds more than --budget {max} positions: raise it to count deeper"
            ),
        });
    }
    if next.len() < next.capacity() {
        return Ok(());
    }
    // A growth doubles the table, and the old one is held until the new one is filled.
    let now = table_bytes(next.capacity(), entry);
    let grown = table_bytes((next.capacity() * 2).max(3), entry);
    let peak = held.saturating_add(now).saturating_add(grown);
    if let Some(max) = budget.bytes.filter(|&m| peak > m) {
        return Err(DepthLimit {
            limit: "memory",
            depth,
            why: format!(
                "depth {depth} would hold {peak} bytes, over --max-memory {max}: raise it to \
                 count deeper"
            ),
        });
    }
    next.try_reserve(next.capacity().max(3))
        .map_err(|_| DepthLimit {
            limit: "memory",
            depth,
            why: format!(
                "depth {depth}: the system refused the {grown} bytes its table grows to; give \
             --max-memory below what is free to stop sooner"
            ),
        })
}

/// [`by_depth_within`] for a configuration's game from its start position.
pub fn of_config(
    config: &Config,
    depth: u32,
    budget: Budget,
    row: &mut dyn FnMut(&str, &DepthRow),
) -> Result<DepthReport, String> {
    struct Count<'a, 'r>(
        &'a [String],
        u32,
        Budget,
        &'r mut dyn FnMut(&str, &DepthRow),
    );
    impl Visit for Count<'_, '_> {
        type Output = Result<DepthReport, String>;
        fn visit<G: Game + 'static>(self, game: G) -> Self::Output {
            let reached = play_line(&game, self.0)?;
            Ok(by_depth_within(&game, &reached.pos, self.1, self.2, self.3))
        }
    }
    registry::with_game(
        &config.game,
        &config.game_params()?,
        Count(&config.start, depth, budget, row),
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

    /// A budget of positions stops the count at the first depth past it, with the rows before.
    #[test]
    fn a_budget_of_positions_stops_the_count_with_the_rows_before() {
        let g = TicTacToe::default();
        let budget = Budget {
            positions: Some(20),
            bytes: None,
        };
        let mut seen = Vec::new();
        let r = by_depth_within(&g, &g.initial(), 9, budget, &mut |_, row| {
            seen.push(row.depth)
        });
        let got: Vec<u64> = r.rows.iter().map(|r| r.positions).collect();
        assert_eq!(got, [1, 3, 12], "depth 3 holds 38 positions, over 20");
        assert_eq!(seen, [0, 1, 2], "each row is passed on as it is counted");
        let stop = r.stopped_by.expect("stopped");
        assert_eq!((stop.limit, stop.depth), ("positions", 3));
        assert!(stop.why.contains("--budget 20"), "{}", stop.why);
    }

    /// A memory budget stops a cyclic game's count, which would otherwise grow without end.
    #[test]
    fn a_memory_budget_stops_a_cyclic_count() {
        let g = Morris::new(9, false, None).unwrap();
        let budget = Budget {
            positions: None,
            bytes: Some(1 << 20),
        };
        let r = by_depth_within(&g, &g.initial(), 1_000_000, budget, &mut |_, _| {});
        let stop = r.stopped_by.expect("stopped");
        assert_eq!(stop.limit, "memory");
        assert_eq!(r.rows.len() as u32, stop.depth);
        assert!(stop.why.contains("--max-memory 1048576"), "{}", stop.why);
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
