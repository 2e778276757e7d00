//! The boards of the Morris family as tables: the points, which points are joined, the mills,
//! and the board's symmetries as permutations of the points.
//!
//! ```text
//!   9 men (three squares)        6 men (two squares)        3 men (3×3 grid)
//!   7 a7-----d7-----g7           7 a7-----d7-----g7          3 a3-b3-c3
//!   6 |  b6--d6--f6  |           6 |  b6--d6--f6  |            |  |  |     with --diagonals on
//!   5 |  | c5d5e5 |  |           5 |  |       |  |          2 a2-b2-c2    a1-b2-c3 and a3-b2-c1
//!   4 a4-b4-c4  e4-f4-g4         4 a4-b4     f4-g4            |  |  |     are lines too
//!   3 |  | c3d3e3 |  |           3 |  |       |  |          1 a1-b1-c1
//!   2 |  b2--d2--f2  |           2 |  b2--d2--f2  |
//!   1 a1-----d1-----g1           1 a1-----d1-----g1
//!     a  b  c  d  e  f  g          a  b  c  d  e  f  g
//! ```
//!
//! Points are numbered as drawn, row by row from the top and left to right in a row (the order
//! of [`crate::Drawing::cells`]); a point's name is its column letter and its row counted from the
//! bottom. Six Men's Morris uses the outer and middle squares of the 7×7 grid.

/// The most points a board has (Nine Men's Morris): a side's stones are a `u32` mask.
pub const MAX_POINTS: usize = 24;

/// One board of the family, its tables made once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The grid's side: 7, or 3 for Three Men's Morris.
    pub size: u8,
    /// Each point's column and row on the grid, counted from the left and from the top.
    pub at: Vec<(u8, u8)>,
    /// The points joined to each point, as a mask.
    pub adjacent: Vec<u32>,
    /// The lines as point masks (three points each).
    pub mills: Vec<u32>,
    /// For each point, the mills through it.
    pub mills_at: Vec<Vec<u32>>,
    /// `perms[s][p]`: where point `p` goes under symmetry `s`; the identity first.
    pub perms: Vec<Vec<u8>>,
    /// The lines drawn between joined points, each once, as pairs of points.
    pub edges: Vec<(u8, u8)>,
}

impl Layout {
    /// The board for `men` (3, 6 or 9); `diagonals` adds the 3×3 grid's two diagonals.
    pub fn new(men: u8, diagonals: bool) -> Layout {
        let (size, segments) = match men {
            3 => (3, grid_segments(diagonals)),
            6 => (7, square_segments(2)),
            _ => (7, square_segments(3)),
        };
        // Every point lies on a segment; order them as drawn.
        let mut at: Vec<(u8, u8)> = segments.iter().flatten().copied().collect();
        at.sort_unstable_by_key(|&(x, y)| (y, x));
        at.dedup();
        let index = |p: (u8, u8)| {
            at.iter()
                .position(|&q| q == p)
                .expect("a point of the board") as u8
        };
        let mut adjacent = vec![0u32; at.len()];
        let mut edges = Vec::new();
        let mut mills = Vec::new();
        for seg in &segments {
            let ids: Vec<u8> = seg.iter().map(|&p| index(p)).collect();
            for w in ids.windows(2) {
                adjacent[w[0] as usize] |= 1 << w[1];
                adjacent[w[1] as usize] |= 1 << w[0];
                edges.push((w[0], w[1]));
            }
            if ids.len() == 3 {
                mills.push(ids.iter().fold(0u32, |m, &i| m | 1 << i));
            }
        }
        let mills_at = (0..at.len())
            .map(|p| mills.iter().copied().filter(|m| m >> p & 1 == 1).collect())
            .collect();
        let rings = if men == 9 { 3 } else { 2 };
        let perms = symmetries(size, men != 3)
            .into_iter()
            .map(|f| at.iter().map(|&p| index(f(p, rings))).collect())
            .collect();
        Layout {
            size,
            at,
            adjacent,
            mills,
            mills_at,
            perms,
            edges,
        }
    }

    /// The number of points.
    pub fn points(&self) -> usize {
        self.at.len()
    }

    /// A point's name, e.g. `d2`.
    pub fn name(&self, p: u8) -> String {
        let (x, y) = self.at[p as usize];
        // A letter and a digit: the grid is at most 7 wide.
        [(b'a' + x) as char, (b'0' + self.size - y) as char]
            .iter()
            .collect()
    }

    /// The point called `name`, if the board has one.
    pub fn point(&self, name: &str) -> Option<u8> {
        let &[letter, digit] = name.as_bytes() else {
            return None;
        };
        let at = (
            letter.wrapping_sub(b'a'),
            self.size.wrapping_sub(digit.wrapping_sub(b'0')),
        );
        self.at.iter().position(|&q| q == at).map(|p| p as u8)
    }

    /// A mask with its points moved by symmetry `s`.
    pub fn permute(&self, s: usize, mask: u32) -> u32 {
        let perm = &self.perms[s];
        let mut out = 0;
        let mut m = mask;
        while m != 0 {
            let p = m.trailing_zeros() as usize;
            out |= 1 << perm[p];
            m &= m - 1;
        }
        out
    }
}

/// A line of points drawn through, as grid coordinates: two points are joined, three are a
/// mill too.
type Segment = Vec<(u8, u8)>;

/// The 3×3 grid's rows and columns, and its diagonals when they count.
fn grid_segments(diagonals: bool) -> Vec<Segment> {
    let mut out: Vec<Segment> = (0..3)
        .flat_map(|i| {
            [
                (0..3).map(|j| (j, i)).collect(),
                (0..3).map(|j| (i, j)).collect(),
            ]
        })
        .collect();
    if diagonals {
        out.push((0..3).map(|i| (i, i)).collect());
        out.push((0..3).map(|i| (i, 2 - i)).collect());
    }
    out
}

/// `rings` concentric squares on the 7×7 grid, outermost first: each square's four sides
/// (mills), and the spokes joining the sides' midpoints, which are mills when they cross
/// three squares.
fn square_segments(rings: u8) -> Vec<Segment> {
    let mut out = Vec::new();
    for s in 0..rings {
        let (lo, hi) = (s, 6 - s);
        out.push(vec![(lo, lo), (3, lo), (hi, lo)]);
        out.push(vec![(lo, hi), (3, hi), (hi, hi)]);
        out.push(vec![(lo, lo), (lo, 3), (lo, hi)]);
        out.push(vec![(hi, lo), (hi, 3), (hi, hi)]);
    }
    let reach = 0..rings;
    out.push(reach.clone().map(|s| (3, s)).collect());
    out.push(reach.clone().map(|s| (3, 6 - s)).collect());
    out.push(reach.clone().map(|s| (s, 3)).collect());
    out.push(reach.map(|s| (6 - s, 3)).collect());
    out
}

/// A symmetry of the square: (x, y, the grid's last index) to (x, y).
type SquareMap = fn(u8, u8, u8) -> (u8, u8);

/// A map of grid points (with the number of squares, for the swap).
type PointMap = Box<dyn Fn((u8, u8), u8) -> (u8, u8)>;

/// The board's symmetries as maps of grid points: the 8 of the square, and with `swap` each of
/// them followed by the swap of the inner and outer squares (16 in all).
fn symmetries(size: u8, swap: bool) -> Vec<PointMap> {
    let n = size - 1;
    let square: [SquareMap; 8] = [
        |x, y, _| (x, y),
        |x, y, n| (y, n - x),
        |x, y, n| (n - x, n - y),
        |x, y, n| (n - y, x),
        |x, y, n| (n - x, y),
        |x, y, n| (x, n - y),
        |x, y, _| (y, x),
        |x, y, n| (n - y, n - x),
    ];
    let mut out: Vec<PointMap> = Vec::new();
    for swapped in [false, true] {
        if swapped && !swap {
            break;
        }
        for f in square {
            out.push(Box::new(move |(x, y), rings| {
                let (x, y) = f(x, y, n);
                if swapped {
                    swap_rings(x, y, rings)
                } else {
                    (x, y)
                }
            }));
        }
    }
    out
}

/// The point of the square `rings - 1 - s` in the same direction from the centre as (x, y) on
/// square `s`.
fn swap_rings(x: u8, y: u8, rings: u8) -> (u8, u8) {
    let ring = x.min(y).min(6 - x).min(6 - y);
    let reach = 3 - (rings - 1 - ring) as i8;
    let step = |c: u8| 3 + (c as i8 - 3).signum() * reach;
    (step(x) as u8, step(y) as u8)
}
