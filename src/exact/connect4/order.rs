//! Move ordering: the moves that create the most winning cells first, ties going to the
//! column nearer the centre (the centre column, then alternately its neighbours outwards).

/// The columns from the centre outwards: on seven, d c e b f a g.
pub fn centre_first(cols: u32) -> impl Iterator<Item = u32> {
    (0..cols as i32).map(move |i| {
        let side = if i % 2 == 0 { 1 } else { -1 };
        (cols as i32 / 2 + side * (i + 1) / 2) as u32
    })
}

/// At most 32 columns (a board of one row and its sentinel)' cells with their scores, handed out best first.
pub struct Sorter {
    /// Kept in increasing order of score; among equals, the later added come later.
    entries: [(u64, u32); 32],
    len: usize,
}

impl Sorter {
    /// No moves.
    pub fn new() -> Sorter {
        Sorter {
            entries: [(0, 0); 32],
            len: 0,
        }
    }

    /// Adds a move (a cell) with its score; a move added later wins a tie.
    pub fn add(&mut self, cell: u64, score: u32) {
        let mut i = self.len;
        while i > 0 && self.entries[i - 1].1 > score {
            self.entries[i] = self.entries[i - 1];
            i -= 1;
        }
        self.entries[i] = (cell, score);
        self.len += 1;
    }
}

impl Sorter {
    /// The moves best first, left in the sorter.
    pub fn peek(&self) -> impl Iterator<Item = u64> + '_ {
        self.entries[..self.len].iter().rev().map(|e| e.0)
    }
}

impl Default for Sorter {
    fn default() -> Self {
        Sorter::new()
    }
}

impl Iterator for Sorter {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        self.len = self.len.checked_sub(1)?;
        Some(self.entries[self.len].0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_go_from_the_centre_outwards() {
        assert_eq!(centre_first(7).collect::<Vec<_>>(), [3, 2, 4, 1, 5, 0, 6]);
        assert_eq!(centre_first(4).collect::<Vec<_>>(), [2, 1, 3, 0]);
    }

    #[test]
    fn the_best_score_comes_first_and_the_last_added_wins_a_tie() {
        let mut s = Sorter::new();
        s.add(1, 2);
        s.add(2, 5);
        s.add(4, 2);
        s.add(8, 0);
        assert_eq!(s.collect::<Vec<_>>(), [2, 4, 1, 8]);
    }
}
