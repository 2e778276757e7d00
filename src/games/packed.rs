//! The fixed-size forms every game's positions, moves and relabellings pack into, so that
//! [`AnyGame`](super::any::AnyGame) holds any game behind one type. A game whose own types are
//! not among the plain ones here packs them in its own module.

use std::cell::Cell;
use std::thread::LocalKey;

/// A position of any game: 16 bytes, the size of the largest (clique, Connect-4, positional).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Key {
    /// The first word.
    pub a: u64,
    /// The second word.
    pub b: u64,
}

/// Both words mixed into one 32-bit word before the table's hasher sees it. On wasm32 FxHash
/// keeps a 32-bit state and multiplies, so a bit of its result depends only on the input's
/// bits at or below it, and a derived hash (four 32-bit words added in) fills those from the
/// words' low bits alone, and large tables' positions would collide.
/// The table looks positions up by equality only, so the search's steps do not change.
impl std::hash::Hash for Key {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // Odd 64-bit multipliers (the golden ratio's and SplitMix64's): the high half of a
        // product depends on every input bit, and the fold brings it into the low half.
        let m = (self.a.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ self.b)
            .wrapping_mul(0xBF58_476D_1CE4_E5B9);
        state.write_u32((m ^ m >> 32) as u32);
    }
}

impl Key {
    /// Two 32-bit boards and the moves played.
    pub fn boards(first: u32, second: u32, ply: u8) -> Key {
        Key {
            a: first as u64 | (second as u64) << 32,
            b: ply as u64,
        }
    }
    /// Back from [`Key::boards`]: the two boards and the moves played.
    pub fn to_boards(self) -> (u32, u32, u8) {
        (self.a as u32, (self.a >> 32) as u32, self.b as u8)
    }
}

/// A move of any game: at most two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mv(pub u16);

impl Mv {
    /// A move between two cells (or an edge between two vertices).
    pub fn pair(a: u8, b: u8) -> Mv {
        Mv(u16::from_le_bytes([a, b]))
    }
    /// Back from [`Mv::pair`].
    pub fn to_pair(self) -> (u8, u8) {
        let [a, b] = self.0.to_le_bytes();
        (a, b)
    }
}

/// A relabelling of any game: at most 8 bytes (the clique game's vertex map on 8 vertices).
#[derive(Clone, Debug, PartialEq)]
pub struct Rl(pub u64);

/// A game type's own value and its fixed-size form `K`, both ways.
pub trait Pack<K>: Sized {
    /// The fixed-size form.
    fn pack(self) -> K;
    /// Back from the fixed-size form; `k` came from [`Pack::pack`].
    fn unpack(k: K) -> Self;
}

/// Tic-tac-toe's board.
impl Pack<Key> for u32 {
    fn pack(self) -> Key {
        Key {
            a: self as u64,
            b: 0,
        }
    }
    fn unpack(k: Key) -> Self {
        k.a as u32
    }
}

/// A cell or a column.
impl Pack<Mv> for u8 {
    fn pack(self) -> Mv {
        Mv(self as u16)
    }
    fn unpack(m: Mv) -> Self {
        m.0 as u8
    }
}

/// No symmetry.
impl Pack<Rl> for () {
    fn pack(self) -> Rl {
        Rl(0)
    }
    fn unpack(_: Rl) -> Self {}
}

/// A mirror image or not.
impl Pack<Rl> for bool {
    fn pack(self) -> Rl {
        Rl(self as u64)
    }
    fn unpack(r: Rl) -> Self {
        r.0 != 0
    }
}

/// Tic-tac-toe's symmetry.
impl Pack<Rl> for u8 {
    fn pack(self) -> Rl {
        Rl(self as u64)
    }
    fn unpack(r: Rl) -> Self {
        r.0 as u8
    }
}

/// A positional game's symmetry.
impl Pack<Rl> for u32 {
    fn pack(self) -> Rl {
        Rl(self as u64)
    }
    fn unpack(r: Rl) -> Self {
        r.0 as u32
    }
}

/// A move type with a buffer of its own to list moves into before they are packed, so that
/// listing moves allocates nothing once the buffer has grown (the search lists them for every
/// development and every son it evaluates: a fresh `Vec` each time cost time).
pub trait Scratch: Pack<Mv> + Copy + 'static {
    /// The buffer, one per thread.
    fn buffer() -> &'static LocalKey<Cell<Vec<Self>>>;
}

/// Implements [`Scratch`] for move types.
macro_rules! scratch {
    ($($t:ty),*) => {$(
        impl $crate::games::packed::Scratch for $t {
            fn buffer() -> &'static ::std::thread::LocalKey<::std::cell::Cell<Vec<Self>>> {
                thread_local!(static BUFFER: ::std::cell::Cell<Vec<$t>> = const { ::std::cell::Cell::new(Vec::new()) });
                &BUFFER
            }
        }
    )*};
}
pub(crate) use scratch;

/// Packs a position of two 32-bit boards and the moves played (fields `$first`, `$second` and
/// `ply`), and a move from one cell to another (fields `from` and `to`): Hexapawn's and
/// Clobber's.
macro_rules! two_boards {
    ($pos:ident { $first:ident, $second:ident }, $mv:ident) => {
        impl $crate::games::packed::Pack<$crate::games::packed::Key> for $pos {
            fn pack(self) -> $crate::games::packed::Key {
                $crate::games::packed::Key::boards(self.$first, self.$second, self.ply)
            }
            fn unpack(k: $crate::games::packed::Key) -> Self {
                let ($first, $second, ply) = k.to_boards();
                $pos {
                    $first,
                    $second,
                    ply,
                }
            }
        }
        impl $crate::games::packed::Pack<$crate::games::packed::Mv> for $mv {
            fn pack(self) -> $crate::games::packed::Mv {
                $crate::games::packed::Mv::pair(self.from, self.to)
            }
            fn unpack(m: $crate::games::packed::Mv) -> Self {
                let (from, to) = m.to_pair();
                $mv { from, to }
            }
        }
        $crate::games::packed::scratch!($mv);
    };
}
pub(crate) use two_boards;

scratch!(u8);
