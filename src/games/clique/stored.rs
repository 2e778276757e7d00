//! The clique position as the DAG keeps it, one per node.
//!
//! A position is two symmetric adjacency matrices, 16 bytes on 64-bit lines, and memory per
//! node is what limits a solve ((8,4) BEST creates 16.5M nodes). Each matrix holds every edge
//! twice and a diagonal that is always empty: the edges above the diagonal are the whole
//! position, `n(n-1)/2 ≤ 28` bits per colour up to 8 vertices, so both colours fit in 7 bytes:
//! red's triangle above the diagonal and blue's below it, in one word, without the diagonal.
//! Byte-aligned, they let a node slot take 16 bytes instead of 32 (`src/search/dag.rs`).
//! Packing is two masks (and, at 8 vertices, seven shifts), done once per son looked up;
//! unpacking mirrors each triangle edge by edge, done when a node is developed or shown.
//!
//! The 128-bit boards (9 to 11 vertices) keep their positions as they are.

use super::board::{line_row, Position};
use super::line::Line;
use std::fmt::Debug;
use std::hash::{Hash, Hasher};

/// A line type whose positions have a stored form.
pub trait Packs: Line {
    /// The stored form.
    type Packed: Copy + Eq + Hash + Debug;
    /// The stored form of `pos` on `n` vertices.
    fn pack(pos: &Position<Self>, n: usize) -> Self::Packed;
    /// The position a stored form on `n` vertices stands for.
    fn unpack(packed: &Self::Packed, n: usize) -> Position<Self>;
}

/// Both colours' edges, red's above the diagonal and blue's below it (see [`Packs::pack`] for
/// `u64`), in 7 bytes: alignment 1, so that a node slot packs it with its 4-byte fields and no padding.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Packed([u8; 7]);

impl Packed {
    /// The 56 bits as one integer.
    #[inline]
    pub fn bits(self) -> u64 {
        let mut b = [0u8; 8];
        b[..7].copy_from_slice(&self.0);
        u64::from_le_bytes(b)
    }

    #[inline]
    fn from_bits(bits: u64) -> Packed {
        debug_assert!(bits < 1 << 56);
        let b = bits.to_le_bytes();
        Packed([b[0], b[1], b[2], b[3], b[4], b[5], b[6]])
    }
}

impl Hash for Packed {
    /// One 64-bit write: the table's FxHash then costs one multiply.
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.bits());
    }
}

/// The bits above the diagonal of an `n`-vertex line, for each `n` up to 8.
const ABOVE: [u64; 9] = {
    let mut t = [0u64; 9];
    let mut n = 0;
    while n <= 8 {
        let mut i = 0;
        while i < n {
            let mut j = i + 1;
            while j < n {
                t[n] |= 1u64 << (i * n + j);
                j += 1;
            }
            i += 1;
        }
        n += 1;
    }
    t
};

/// An 8-vertex word without its diagonal bits `9k` (always clear): the 8 bits between two
/// diagonal bits, seven times, in 56 bits.
#[inline]
fn squeeze(w: u64) -> u64 {
    let mut out = 0;
    for k in 0..7 {
        out |= (w >> (9 * k + 1) & 0xFF) << (8 * k);
    }
    out
}

/// The inverse of [`squeeze`].
#[inline]
fn spread(x: u64) -> u64 {
    let mut w = 0;
    for k in 0..7 {
        w |= (x >> (8 * k) & 0xFF) << (9 * k + 1);
    }
    w
}

/// `half` (one triangle of an `n`-vertex line) with its mirror image added: the symmetric line.
#[inline]
fn symmetric(half: u64, n: usize) -> u64 {
    let mut line = half;
    for i in 0..n {
        let mut row = line_row(half, n, i);
        while row != 0 {
            let j = row.trailing_zeros() as usize;
            line |= 1u64 << (j * n + i);
            row &= row - 1;
        }
    }
    line
}

impl Packs for u64 {
    type Packed = Packed;

    /// Red's edges above the diagonal and blue's below it: both lines are symmetric, so each
    /// triangle is the whole colour. Up to 7 vertices the matrix has at most 49 bits; at 8 its
    /// always-clear diagonal is squeezed out.
    #[inline]
    fn pack(pos: &Position<u64>, n: usize) -> Packed {
        debug_assert!(n <= u64::MAX_VERTICES);
        let above = ABOVE[n];
        let w = pos.red() & above | pos.blue() & !above;
        Packed::from_bits(if n == 8 { squeeze(w) } else { w })
    }

    #[inline]
    fn unpack(packed: &Packed, n: usize) -> Position<u64> {
        let bits = packed.bits();
        let w = if n == 8 { spread(bits) } else { bits };
        let above = ABOVE[n];
        Position::from_lines(symmetric(w & above, n), symmetric(w & !above, n))
    }
}

impl Packs for u128 {
    type Packed = Position<u128>;

    #[inline(always)]
    fn pack(pos: &Position<u128>, _n: usize) -> Position<u128> {
        *pos
    }

    #[inline(always)]
    fn unpack(packed: &Position<u128>, _n: usize) -> Position<u128> {
        *packed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Rules, Storage};
    use crate::games::clique::{Clique, Normaliser};

    /// Random positions of every board size up to 8 vertices, reached by random legal play
    /// (a fixed xorshift seed: the same positions in every run).
    fn random_positions(n: usize, count: usize) -> Vec<Position<u64>> {
        let game = Clique::new(n, n.clamp(2, 4), Normaliser::Identity).expect("valid");
        let mut seed = 0x9E37_79B9_7F4A_7C15u64 ^ n as u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut out = Vec::new();
        let mut moves = Vec::new();
        while out.len() < count {
            let mut pos = game.initial();
            let stop = next() as usize % (n * (n - 1) / 2 + 1);
            for _ in 0..stop {
                moves.clear();
                game.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                pos = game.play(&pos, moves[next() as usize % moves.len()]);
            }
            out.push(pos);
        }
        out
    }

    /// `unpack(pack(p)) == p` on random positions of every 64-bit board, and two positions
    /// have the same stored form only when they are equal (what the table relies on).
    #[test]
    fn packing_round_trips_and_is_one_to_one() {
        for n in 2..=8 {
            let positions = random_positions(n, 400);
            let mut seen = std::collections::HashMap::new();
            for pos in positions {
                let packed = <u64 as Packs>::pack(&pos, n);
                assert_eq!(<u64 as Packs>::unpack(&packed, n), pos, "n = {n}");
                assert_eq!(
                    packed.bits().count_ones(),
                    pos.edge_count(),
                    "one bit per coloured edge"
                );
                if let Some(other) = seen.insert(packed, pos) {
                    assert_eq!(other, pos, "n = {n}: two positions, one stored form");
                }
            }
        }
    }

    /// The full board of 8 vertices takes all 56 bits and still round-trips; the game's own
    /// `pack`/`unpack` are these.
    #[test]
    fn the_full_board_of_8_vertices_fits_in_7_bytes() {
        let game = Clique::new(8, 4, Normaliser::Identity).expect("valid");
        let mut pos = game.initial();
        let mut moves = Vec::new();
        loop {
            moves.clear();
            game.legal_moves(&pos, &mut moves);
            let Some(&mv) = moves.first() else { break };
            pos = game.play(&pos, mv);
        }
        assert_eq!(pos.edge_count(), 28);
        let packed = game.pack(&pos);
        assert_eq!(packed.bits().count_ones(), 28);
        assert_eq!(game.unpack(&packed), pos);
        assert_eq!(std::mem::size_of::<Packed>(), 7);
    }
}
