//! "Did the last move create a threat": a `K_K` through the move's edge with no opponent edge
//! and exactly one free edge. The search asks it of every son it creates (for the statistics'
//! threat counts), so the common `K = 4` has a loop of its own.

use super::board::{any_clique, line_row, set_size};
use super::line::Line;

/// Whether a `K_k` through the edge `ends` (two vertices), inside the player's `open` line
/// (own and free edges), with its other vertices in `common`, has exactly one edge of `free`.
pub(super) fn threat_through<L: Line>(
    open: L,
    free: L,
    n: usize,
    ends: u64,
    common: u64,
    k: usize,
) -> bool {
    any_clique(open, n, common, k as u32 - 2, ends, &mut |set| {
        let mut free_edges = 0;
        let mut rest = set;
        while rest != 0 {
            let v = rest.trailing_zeros() as usize;
            rest &= rest - 1;
            free_edges += set_size(line_row(free, n, v) & rest);
        }
        free_edges == 1
    })
}

/// [`threat_through`] for `k = 4`: the other two vertices are an `open` edge `a-b` inside
/// `common`, and the free edges of the `K_4` are those from `a` and `b` to the ends plus `a-b`
/// itself (the move's own edge is the player's). No callback per candidate and no recursion:
/// the general enumeration cost about 430 instructions per created son of a (7,4) solve.
#[inline]
pub(super) fn k4_threat<L: Line>(open: L, free: L, n: usize, ends: u64, common: u64) -> bool {
    let mut rest = common;
    while rest != 0 {
        let a = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let free_a = line_row(free, n, a);
        let to_ends_a = set_size(free_a & ends);
        let mut others = rest & line_row(open, n, a);
        while others != 0 {
            let b = others.trailing_zeros() as usize;
            others &= others - 1;
            let edges =
                to_ends_a + set_size(line_row(free, n, b) & ends) + (free_a >> b & 1) as u32;
            if edges == 1 {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::clique::board::{complete_line, Colour, Position};

    /// The `K_4` loop answers as the general enumeration does, on random colourings of every
    /// board size and every edge as the last move, for both line widths.
    fn k4_agrees_with_the_enumeration<L: Line>(max_n: usize) {
        let mut seed = 0x7E4A_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut threats = 0;
        for round in 0..4000 {
            let n = 4 + round % (max_n - 3);
            let mut pos = Position::<L>::EMPTY;
            for i in 0..n {
                for j in 0..i {
                    let colour = [Colour::Free, Colour::Red, Colour::Blue][next() as usize % 3];
                    pos = pos.with_edge(n, i, j, colour);
                }
            }
            let all = complete_line::<L>(n);
            let free = all & !(pos.red() | pos.blue());
            for i in 0..n {
                for j in 0..i {
                    for own in [pos.red(), pos.blue()] {
                        if line_row(own, n, i) >> j & 1 == 0 {
                            continue; // the last move's edge is the player's
                        }
                        let open = all & !(own ^ (pos.red() | pos.blue()));
                        let ends = 1u64 << i | 1u64 << j;
                        let common = line_row(open, n, i) & line_row(open, n, j);
                        let want = threat_through(open, free, n, ends, common, 4);
                        assert_eq!(k4_threat(open, free, n, ends, common), want, "n = {n}");
                        threats += want as u32;
                    }
                }
            }
        }
        assert!(threats > 100, "the positions hold threats ({threats})");
    }

    #[test]
    fn the_k4_loop_agrees_with_the_enumeration() {
        k4_agrees_with_the_enumeration::<u64>(8);
        k4_agrees_with_the_enumeration::<u128>(11);
    }
}
