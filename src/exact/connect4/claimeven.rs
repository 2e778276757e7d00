//! Static bounds from Allis's claimeven rule. When every column has an even number of empty
//! cells, the player not to move can answer each disc on top of it to the end of the game: the
//! player to move then gets exactly the empty cells of [`Geometry::first_rows`], the other
//! player the rest. If the player to move cannot make four with its discs and those cells, it
//! cannot win (its score is at most 0), and if the other player can with theirs, it loses (at
//! most -1). When exactly one column has an odd number, the player to move can play there
//! first and then answer on top itself: the same test with the roles swapped bounds the score
//! from below.

use super::bitboard::{Geometry, Position};

/// A bound on the score of `pos` from claimeven: `Upper(s)`: the score is at most `s`;
/// `Lower(s)`: at least `s`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is at most this.
    Upper(i32),
    /// The score is at least this.
    Lower(i32),
}

/// The claimeven bound on the score of `pos`, if the rule gives one.
pub fn bound(g: &Geometry, pos: &Position) -> Option<Bound> {
    let empty = g.board() & !pos.mask;
    let first = empty & g.first_rows();
    let second = empty & !g.first_rows();
    let (mine, theirs) = (pos.current, pos.current ^ pos.mask);
    // The lowest empty cells of the columns with an odd number of empty cells.
    let odd = pos.possible(g) & !g.first_rows();
    if odd == 0 {
        if g.has_four(mine | first) {
            return None;
        }
        return Some(Bound::Upper(if g.has_four(theirs | second) {
            -1
        } else {
            0
        }));
    }
    if odd & (odd - 1) == 0 {
        // After the disc on `odd` (a cell of `second`) the other player is the one to move
        // with every column even.
        if g.has_four(theirs | first) {
            return None;
        }
        return Some(Bound::Lower(if g.has_four(mine | second) { 1 } else { 0 }));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::super::search::{Options, Solver};
    use super::*;

    /// Every bound the rule gives holds for the exact score found without it, on random
    /// positions of a few boards (even and odd heights), and the rule does give bounds of
    /// both kinds.
    #[test]
    fn every_bound_holds_for_the_score_solved_without_it() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = move |n: u32| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (state >> 33) as u32 % n
        };
        let (mut upper, mut lower) = (0, 0);
        for (cols, rows, min) in [(4, 4, 2), (5, 4, 4), (5, 5, 8), (7, 6, 24)] {
            let g = Geometry::new(cols, rows).expect("fits");
            let plain = Options {
                claimeven: false,
                ..Options::default()
            };
            let mut solver = Solver::new(g.clone(), 1 << 18).with_options(plain);
            let mut tried = 0;
            while tried < 300 {
                let len = min + next(g.cells() - min - 1);
                let mut p = Position::EMPTY;
                let mut ok = true;
                for _ in 0..len {
                    let cols: Vec<u32> = (0..g.cols).filter(|&c| p.can_play(&g, c)).collect();
                    let c = cols[next(cols.len() as u32) as usize];
                    if p.wins_with(&g, c) {
                        ok = false;
                        break;
                    }
                    p = p.play_col(&g, c);
                }
                if !ok || p.can_win_next(&g) || p.moves == g.cells() {
                    continue;
                }
                tried += 1;
                let score = solver.solve(p, false);
                match bound(&g, &p) {
                    Some(Bound::Upper(u)) => {
                        upper += 1;
                        assert!(score <= u, "{cols}x{rows} {p:?}: {score} above {u}");
                    }
                    Some(Bound::Lower(l)) => {
                        lower += 1;
                        assert!(score >= l, "{cols}x{rows} {p:?}: {score} below {l}");
                    }
                    None => {}
                }
            }
        }
        assert!(
            upper > 20 && lower > 20,
            "bounds given: {upper} upper, {lower} lower"
        );
    }
}
