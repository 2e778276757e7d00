//! Connect-4 positions as two bitboards, after Pascal Pons's solver: each column is `rows + 1`
//! bits from the bottom up, the top bit a sentinel that is never set, so a shift by one moves
//! along a column and a shift by `rows + 1` along a row without wrapping into the next column.
//! `mask` holds every disc, `current` the discs of the player to move; `current + mask` is a
//! unique key (adding `mask` turns each column's discs into a single bit above them).

/// The board's shape and the masks derived from it, for boards with `cols * (rows + 1) <= 64`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Columns.
    pub cols: u32,
    /// Rows.
    pub rows: u32,
    bottom: u64,
    board: u64,
    /// The cells of the rows whose parity is the top row's: in a column with an even number
    /// of empty cells, the player to move there first gets these of its empty cells.
    first_rows: u64,
}

/// The largest number of bits a board may take (`cols * (rows + 1)`).
pub const MAX_BITS: u32 = 64;

impl Geometry {
    /// The geometry of a `cols` x `rows` board; boards too large for one `u64` with its
    /// sentinel row, or too small for four in a row, are refused by value.
    pub fn new(cols: u32, rows: u32) -> Result<Geometry, String> {
        if cols == 0 || rows == 0 || cols * (rows + 1) > MAX_BITS {
            return Err(format!(
                "a {cols}x{rows} board does not fit the exact Connect-4 solver: it needs \
                 cols >= 1, rows >= 1 and cols * (rows + 1) <= {MAX_BITS}"
            ));
        }
        let bottom = (0..cols).fold(0u64, |m, c| m | 1 << (c * (rows + 1)));
        let column_rows = (0..rows)
            .filter(|r| (rows - r) % 2 == 0)
            .fold(0u64, |m, r| m | 1 << r);
        Ok(Geometry {
            cols,
            rows,
            bottom,
            board: bottom * ((1u64 << rows) - 1),
            first_rows: bottom * column_rows,
        })
    }

    /// Cells on the board.
    pub fn cells(&self) -> u32 {
        self.cols * self.rows
    }

    /// Bits the key can use: a unique key needs the table's index and stored part to cover them.
    pub fn key_bits(&self) -> u32 {
        self.cols * (self.rows + 1)
    }

    /// The bit of a column's lowest cell.
    pub fn bottom_of(&self, col: u32) -> u64 {
        1 << (col * (self.rows + 1))
    }

    /// A column's cells.
    pub fn column(&self, col: u32) -> u64 {
        ((1u64 << self.rows) - 1) << (col * (self.rows + 1))
    }

    /// The bit of the cell `row` (0 at the bottom) of `col`.
    pub fn bit(&self, col: u32, row: u32) -> u64 {
        1 << (col * (self.rows + 1) + row)
    }

    /// The empty cells that would complete four in a row for the owner of `discs`.
    pub fn winning_cells(&self, discs: u64, mask: u64) -> u64 {
        let h = self.rows;
        // Vertical: three below.
        let mut r = (discs << 1) & (discs << 2) & (discs << 3);
        // Horizontal (step h+1) and the two diagonals (steps h and h+2): a gap at any of the
        // four places of the line.
        for s in [h + 1, h, h + 2] {
            let p = (discs << s) & (discs << (2 * s));
            r |= p & (discs << (3 * s));
            r |= p & (discs >> s);
            let p = (discs >> s) & (discs >> (2 * s));
            r |= p & (discs << s);
            r |= p & (discs >> (3 * s));
        }
        r & (self.board ^ mask)
    }

    /// Every cell of the board.
    pub fn board(&self) -> u64 {
        self.board
    }

    /// Whether `discs` hold four in a row.
    pub fn has_four(&self, discs: u64) -> bool {
        [1, self.rows + 1, self.rows, self.rows + 2]
            .iter()
            .any(|&s| {
                let m = discs & (discs >> s);
                m & (m >> (2 * s)) != 0
            })
    }

    /// The cells of the rows that the player to move first in a column with an even number
    /// of empty cells gets there when the other player answers each disc on top of it
    /// (Allis's claimeven): the rows of the top row's parity.
    pub fn first_rows(&self) -> u64 {
        self.first_rows
    }

    /// The position of the game's cells (numbered row by row from the top, as
    /// [`crate::games::connect4`] numbers them): the first player's discs and every disc.
    pub fn from_cells(&self, first: u64, all: u64) -> Position {
        let (cols, rows) = (self.cols, self.rows);
        let bits = |cells: u64| {
            (0..cols * rows)
                .filter(|&c| cells >> c & 1 == 1)
                .fold(0u64, |m, c| m | self.bit(c % cols, rows - 1 - c / cols))
        };
        let (first, mask) = (bits(first), bits(all));
        let moves = mask.count_ones();
        let current = if moves % 2 == 0 { first } else { mask ^ first };
        Position {
            current,
            mask,
            moves,
        }
    }

    /// The mirror image of a bitboard (column `c` to `cols - 1 - c`).
    pub fn mirror(&self, bits: u64) -> u64 {
        let col = (1u64 << (self.rows + 1)) - 1;
        (0..self.cols).fold(0, |m, c| {
            let part = (bits >> (c * (self.rows + 1))) & col;
            m | part << ((self.cols - 1 - c) * (self.rows + 1))
        })
    }
}

/// A position: the discs of the player to move and every disc, and how many were played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The discs of the player to move.
    pub current: u64,
    /// Every disc.
    pub mask: u64,
    /// Discs played.
    pub moves: u32,
}

impl Position {
    /// The empty board.
    pub const EMPTY: Position = Position {
        current: 0,
        mask: 0,
        moves: 0,
    };

    /// The key: unique for the position on its board.
    pub fn key(&self) -> u64 {
        self.current + self.mask
    }

    /// The key of the position or of its mirror image, whichever is smaller: mirror images
    /// have the same score.
    pub fn sym_key(&self, g: &Geometry) -> u64 {
        let m = g.mirror(self.current) + g.mirror(self.mask);
        self.key().min(m)
    }

    /// The cells a disc can be played to, one per column that is not full.
    pub fn possible(&self, g: &Geometry) -> u64 {
        (self.mask + g.bottom) & g.board
    }

    /// Whether `col` takes another disc.
    pub fn can_play(&self, g: &Geometry, col: u32) -> bool {
        self.mask & g.bit(col, g.rows - 1) == 0
    }

    /// The position after a disc on the cell `cell` (one bit of [`Position::possible`]).
    pub fn play(&self, cell: u64) -> Position {
        Position {
            current: self.current ^ self.mask,
            mask: self.mask | cell,
            moves: self.moves + 1,
        }
    }

    /// The position after a disc in `col` (which must take one).
    pub fn play_col(&self, g: &Geometry, col: u32) -> Position {
        self.play((self.mask + g.bottom_of(col)) & g.column(col))
    }

    /// Whether a disc in `col` makes four in a row for the player to move.
    pub fn wins_with(&self, g: &Geometry, col: u32) -> bool {
        self.winning(g) & self.possible(g) & g.column(col) != 0
    }

    /// The empty cells that would make four for the player to move.
    pub fn winning(&self, g: &Geometry) -> u64 {
        g.winning_cells(self.current, self.mask)
    }

    /// The empty cells that would make four for the other player.
    pub fn opponent_winning(&self, g: &Geometry) -> u64 {
        g.winning_cells(self.current ^ self.mask, self.mask)
    }

    /// Whether the player to move wins with the next disc.
    pub fn can_win_next(&self, g: &Geometry) -> bool {
        self.winning(g) & self.possible(g) != 0
    }

    /// The playable cells that do not lose at once: a forced block when the other player has
    /// one threat to play, none when they have two, and never the cell below one of theirs.
    /// Only for a position where the player to move cannot win next.
    pub fn non_losing(&self, g: &Geometry) -> u64 {
        let mut possible = self.possible(g);
        let theirs = self.opponent_winning(g);
        let forced = possible & theirs;
        if forced != 0 {
            if forced & (forced - 1) != 0 {
                return 0;
            }
            possible = forced;
        }
        possible & !(theirs >> 1)
    }

    /// How many winning cells the player to move would have after a disc on `cell`: the move
    /// order's score.
    pub fn move_score(&self, g: &Geometry, cell: u64) -> u32 {
        g.winning_cells(self.current | cell, self.mask).count_ones()
    }
}
