//! The index of a Nine Men's Morris endgame sector: every position after placement in which the
//! side to move has `mover` stones and the other side `other`, numbered densely up to the
//! board's symmetry, so a table holds one byte per number ([`super::endgames`]).
//!
//! A position is seen from the side to move. The mover's stones are brought to the least image
//! of their set under the board's 16 symmetries (its class), and the other side's stones, moved
//! by the same symmetry, are ranked among the points the class leaves free: the number is
//! `class × C(24 - mover, other) + rank`. A class with a symmetry of its own holds some
//! positions twice (both with the same value); that costs a few per cent and keeps the
//! number one sum.

use crate::games::morris::board::Layout;

/// The points of the Nine Men's board.
pub const POINTS: usize = 24;

/// `BINOMIAL[n][k]` = C(n, k), for n ≤ 24 and k ≤ 4 (no sector has more stones a side).
const BINOMIAL: [[u32; 5]; POINTS + 1] = {
    let mut t = [[0u32; 5]; POINTS + 1];
    let mut n = 0;
    while n <= POINTS {
        t[n][0] = 1;
        let mut k = 1;
        while k < 5 {
            t[n][k] = if n == 0 {
                0
            } else {
                t[n - 1][k - 1] + t[n - 1][k]
            };
            k += 1;
        }
        n += 1;
    }
    t
};

/// The most stones a side has in a sector.
pub const MAX_STONES: u8 = 4;

/// The colex rank of a `k`-subset of `0..n`, given as a mask (bits below `n`).
fn rank(mask: u32) -> u32 {
    let mut r = 0;
    let mut m = mask;
    let mut i = 1;
    while m != 0 {
        r += BINOMIAL[m.trailing_zeros() as usize][i];
        m &= m - 1;
        i += 1;
    }
    r
}

/// The `k`-subset of colex rank `r`, as a mask.
fn unrank(mut r: u32, k: usize) -> u32 {
    let mut mask = 0;
    for i in (1..=k).rev() {
        let mut p = i - 1;
        while BINOMIAL[p + 1][i] <= r {
            p += 1;
        }
        r -= BINOMIAL[p][i];
        mask |= 1 << p;
    }
    mask
}

/// The points of `free` (in order) that `mask` holds, as bits 0.. of a mask over `free`.
fn compress(mask: u32, free: u32) -> u32 {
    let mut out = 0;
    let mut m = mask;
    while m != 0 {
        let p = m.trailing_zeros();
        out |= 1 << (free & ((1 << p) - 1)).count_ones();
        m &= m - 1;
    }
    out
}

/// Back from [`compress`]: bits over `free` to points.
fn expand(bits: u32, free: u32) -> u32 {
    let mut out = 0;
    let mut f = free;
    let mut i = 0;
    while f != 0 {
        let p = f.trailing_zeros();
        if bits >> i & 1 == 1 {
            out |= 1 << p;
        }
        f &= f - 1;
        i += 1;
    }
    out
}

/// The classes of the mover's stones for one number of stones.
#[derive(Debug)]
struct Classes {
    /// Each class's least image, in increasing order.
    least: Vec<u32>,
    /// For every set of stones by colex rank: its class and the symmetry taking it there.
    of: Vec<(u32, u8)>,
}

impl Classes {
    fn new(layout: &Layout, stones: usize) -> Classes {
        let count = BINOMIAL[POINTS][stones] as usize;
        let image = |mask: u32| {
            (0..layout.perms.len())
                .map(|s| (layout.permute(s, mask), s as u8))
                .min()
                .expect("the identity at least")
        };
        let mut least: Vec<u32> = (0..count as u32)
            .map(|r| image(unrank(r, stones)).0)
            .collect();
        least.sort_unstable();
        least.dedup();
        let of = (0..count as u32)
            .map(|r| {
                let (min, s) = image(unrank(r, stones));
                let class = least.binary_search(&min).expect("listed above");
                (class as u32, s)
            })
            .collect();
        Classes { least, of }
    }
}

/// A position of a sector: the side to move's stones and the other side's, as point masks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stones {
    /// The side to move's stones.
    pub mover: u32,
    /// The other side's.
    pub other: u32,
}

/// The numbering of every sector up to [`MAX_STONES`] a side.
#[derive(Debug)]
pub struct Index {
    layout: Layout,
    /// `classes[k - 3]`: the classes of `k` stones.
    classes: Vec<Classes>,
}

impl Index {
    /// The numbering on the Nine Men's board.
    pub fn new() -> Index {
        let layout = Layout::new(9, false);
        let classes = (3..=MAX_STONES as usize)
            .map(|k| Classes::new(&layout, k))
            .collect();
        Index { layout, classes }
    }

    fn classes(&self, stones: u8) -> &Classes {
        &self.classes[stones as usize - 3]
    }

    /// How many numbers the sector `mover` against `other` has.
    pub fn len(&self, mover: u8, other: u8) -> usize {
        self.classes(mover).least.len() * self.block(mover, other) as usize
    }

    /// The numbers each class of the mover's stones holds.
    fn block(&self, mover: u8, other: u8) -> u32 {
        BINOMIAL[POINTS - mover as usize][other as usize]
    }

    /// The number of a position of the sector its stone counts name (each 3 or 4).
    pub fn number(&self, s: Stones) -> u32 {
        let (m, o) = (s.mover.count_ones() as u8, s.other.count_ones() as u8);
        let (class, sym) = self.classes(m).of[rank(s.mover) as usize];
        let least = self.classes(m).least[class as usize];
        let other = self.layout.permute(sym as usize, s.other);
        let free = ((1u32 << POINTS) - 1) & !least;
        class * self.block(m, o) + rank(compress(other, free))
    }

    /// The position numbered `n` in the sector `mover` against `other`.
    pub fn position(&self, mover: u8, other: u8, n: u32) -> Stones {
        let block = self.block(mover, other);
        let least = self.classes(mover).least[(n / block) as usize];
        let free = ((1u32 << POINTS) - 1) & !least;
        Stones {
            mover: least,
            other: expand(unrank(n % block, other as usize), free),
        }
    }
}

impl Default for Index {
    fn default() -> Index {
        Index::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sets of `k` points of the board.
    fn sets(k: usize) -> u32 {
        BINOMIAL[POINTS][k]
    }

    #[test]
    fn ranks_are_dense_and_invert() {
        for k in 1..=4 {
            for r in 0..sets(k) {
                let m = unrank(r, k);
                assert_eq!(m.count_ones() as usize, k);
                assert_eq!(rank(m), r);
            }
        }
    }

    /// Every number decodes to a position that numbers back to it, and a position moved by any
    /// symmetry keeps its number's class and value slot.
    #[test]
    fn numbers_and_positions_invert() {
        let index = Index::new();
        for (m, o) in [(3, 3), (4, 3), (3, 4), (4, 4)] {
            let len = index.len(m, o);
            for n in (0..len as u32).step_by(97) {
                let s = index.position(m, o, n);
                assert_eq!(s.mover & s.other, 0);
                assert_eq!(s.mover.count_ones() as u8, m);
                assert_eq!(s.other.count_ones() as u8, o);
                assert_eq!(index.number(s), n, "{m}v{o} {s:?}");
                for sym in 0..16 {
                    let image = Stones {
                        mover: index.layout.permute(sym, s.mover),
                        other: index.layout.permute(sym, s.other),
                    };
                    let back = index.position(m, o, index.number(image));
                    assert_eq!(back.mover, s.mover, "{m}v{o} {s:?} sym {sym}");
                }
            }
        }
        // Classes counted apart, by Burnside's lemma: the mean over the symmetries of the sets
        // each leaves in place.
        for k in 3..=MAX_STONES as usize {
            let fixed: u32 = (0..index.layout.perms.len())
                .map(|sym| {
                    (0..sets(k))
                        .filter(|&r| index.layout.permute(sym, unrank(r, k)) == unrank(r, k))
                        .count() as u32
                })
                .sum();
            let classes = fixed / index.layout.perms.len() as u32;
            assert_eq!(
                index.classes(k as u8).least.len() as u32,
                classes,
                "{k} stones"
            );
        }
        assert_eq!(index.len(3, 3), 210_140);
    }
}
