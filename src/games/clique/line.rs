//! The integer that holds one adjacency matrix "in a line": `u64` for up to 8 vertices (the
//! thesis's boards, and everything the browser offers), `u128` for 9 to 11 vertices. The game is
//! generic over it so that the common boards keep 16-byte positions and 64-bit operations; only
//! a game with more vertices pays for the wider board.

use std::fmt::Debug;
use std::hash::Hash;
use std::ops::{BitAnd, BitOr, BitXor, Not, Shl, Shr, Sub};

/// Most vertices any board holds.
pub const MAX_N: usize = 11;

/// A relabelling of the vertices, `perm[old] = new`; entries from `n` on are unused.
pub type Perm = [u8; MAX_N];

/// The relabelling that keeps every vertex.
pub const IDENTITY: Perm = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/// An unsigned integer wide enough for an `n × n` bit matrix.
pub trait Line:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + Send
    + Sync
    + 'static
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + Sub<Output = Self>
    + Shl<usize, Output = Self>
    + Shr<usize, Output = Self>
{
    /// No bit set.
    const ZERO: Self;
    /// Bit 0 set.
    const ONE: Self;
    /// Most vertices whose matrix fits: `MAX_VERTICES² <= bits`.
    const MAX_VERTICES: usize;
    /// Number of set bits.
    fn ones(self) -> u32;
    /// The low 64 bits (a matrix row, shifted down, always fits).
    fn low(self) -> u64;
    /// A 64-bit value widened.
    fn widen(x: u64) -> Self;
}

impl Line for u64 {
    const ZERO: u64 = 0;
    const ONE: u64 = 1;
    const MAX_VERTICES: usize = 8;
    #[inline]
    fn ones(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn low(self) -> u64 {
        self
    }
    #[inline]
    fn widen(x: u64) -> u64 {
        x
    }
}

impl Line for u128 {
    const ZERO: u128 = 0;
    const ONE: u128 = 1;
    const MAX_VERTICES: usize = MAX_N;
    #[inline]
    fn ones(self) -> u32 {
        self.count_ones()
    }
    #[inline]
    fn low(self) -> u64 {
        self as u64
    }
    #[inline]
    fn widen(x: u64) -> u128 {
        x as u128
    }
}
