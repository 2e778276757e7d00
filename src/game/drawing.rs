//! [`Drawing`]: how the page draws a game's positions.

use super::{Board, Rules};

/// What the page needs to draw any position of a game: the board's shape and what stands on
/// each of its cells.
pub trait Drawing: Rules {
    /// The shape of the board ([`Board`]); its cells are listed in the order it gives.
    fn board(&self) -> Board;
    /// The state of every cell: 0 free, 1 first player's, 2 second player's; on a board of
    /// neutral pieces ([`Pieces::Stones`](super::Pieces::Stones)) 1 is a piece of nobody's.
    fn cells(&self, pos: &Self::Position) -> Vec<u8>;
    /// The index in [`Drawing::cells`] of the cell the move `mv` filled or moved to, where
    /// `after` is the position it led to (in the same labels as `mv`), so the page can
    /// emphasise the last move played on each node's drawing.
    fn cell_of(&self, after: &Self::Position, mv: Self::Move) -> usize;
    /// [`Drawing::cells`] appended to `out`: a whole snapshot draws millions of positions, and a
    /// vector for each was a third of its time at (8,4).
    fn cells_into(&self, pos: &Self::Position, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.cells(pos));
    }
}

/// [`Drawing::cells`] of a position held as two masks of cells, one per player (bit `c` set:
/// the player has a piece on cell `c`): 1 on the first's cells, 2 on the second's, 0 elsewhere.
pub fn cells_from_masks(cells: u32, first: u64, second: u64) -> Vec<u8> {
    (0..cells)
        .map(|c| match (first >> c & 1, second >> c & 1) {
            (1, _) => 1,
            (_, 1) => 2,
            _ => 0,
        })
        .collect()
}
