//! The shapes of boards the page draws, declared once: the Rust type the engine fills and
//! serialises, and the TypeScript type of the same objects ([`BOARD_TS`], in the wasm's
//! `.d.ts`), are both made from the declaration below.

use serde::Serialize;

/// A type's TypeScript spelling, as serde writes it to JSON.
pub trait Ts {
    /// The TypeScript type.
    const TS: &'static str;
}

impl Ts for u32 {
    const TS: &'static str = "number";
}

impl Ts for Vec<Vec<u32>> {
    const TS: &'static str = "number[][]";
}

impl Ts for Vec<[f64; 2]> {
    const TS: &'static str = "[number, number][]";
}

/// Declares a word enum, serialised as its words, with its TypeScript union.
macro_rules! words {
    ($(#[doc = $doc:literal])* $name:ident { $($(#[doc = $vdoc:literal])* $variant:ident = $word:literal),+ $(,)? }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
        pub enum $name {
            $($(#[doc = $vdoc])* #[serde(rename = $word)] $variant,)+
        }
        impl Ts for $name {
            const TS: &'static str = join_words!($($word),+);
        }
    };
}

macro_rules! join_words {
    ($first:literal $(, $rest:literal)*) => {
        concat!("\"", $first, "\"" $(, " | \"", $rest, "\"")*)
    };
}

words! {
    /// What stands on a grid's cells, for drawing. A player's pieces are the cells
    /// [`crate::Drawing::cells`] marks 1 (the first player's) or 2 (the second's); a neutral
    /// kind belongs to neither player, and its cells are marked 1.
    Pieces {
        /// Hexapawn's pawns.
        Pawns = "pawns",
        /// Connect-4's discs.
        Discs = "discs",
        /// Tic-tac-toe's X and O.
        Marks = "marks",
        /// Stones that belong to neither player (Nim's heaps): neutral.
        Stones = "stones",
    }
}

/// Declares [`Board`] and [`BOARD_TS`] from one list of shapes.
macro_rules! shapes {
    ($(#[doc = $doc:literal])* $name:ident {
        $($(#[doc = $vdoc:literal])* $variant:ident {
            $($(#[doc = $fdoc:literal])* $field:ident: $ty:ty),* $(,)?
        }),+ $(,)?
    }) => {
        $(#[doc = $doc])*
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(rename_all = "camelCase", rename_all_fields = "camelCase", tag = "shape")]
        pub enum $name {
            $($(#[doc = $vdoc])* $variant { $($(#[doc = $fdoc])* $field: $ty),* },)+
        }

        /// The TypeScript type of a serialised [`Board`]: a union over the shapes.
        pub const BOARD_TS: &str = {
            const PARTS: &[Part] = &[
                Part::Text(concat!("export type ", stringify!($name), " =")),
                $(
                    Part::Text("\n  | { shape: \""),
                    Part::Camel(stringify!($variant)),
                    Part::Text("\""),
                    $(
                        Part::Text("; "),
                        Part::Camel(stringify!($field)),
                        Part::Text(": "),
                        Part::Text(<$ty as Ts>::TS),
                    )*
                    Part::Text(" }"),
                )+
                Part::Text(";\n"),
            ];
            const BYTES: [u8; length(PARTS)] = join(PARTS);
            match std::str::from_utf8(&BYTES) {
                Ok(text) => text,
                Err(_) => panic!("the board's TypeScript is ASCII"),
            }
        };
    };
}

shapes! {
    /// The shape of a game's board, so the page can draw any position of it.
    /// [`crate::Drawing::cells`] lists the cells in the order given here. A game with winning
    /// sets lists them, so the page marks threats and free sets without knowing the game.
    Board {
        /// The edges of the complete graph on `vertices` vertices, in the order (1,0), (2,0),
        /// (2,1), (3,0), …: the clique game.
        Graph {
            /// Number of vertices.
            vertices: u32,
            /// The winning sets (each K_K's edges), as lists of cells.
            sets: Vec<Vec<u32>>,
        },
        /// A grid of `cols` × `rows` cells, listed row by row as drawn: the top row first, each
        /// row from left to right (Connect-4's floor and Hexapawn's first player's home row are
        /// the last row).
        Grid {
            /// Width.
            cols: u32,
            /// Height.
            rows: u32,
            /// What stands on a cell.
            pieces: Pieces,
            /// The winning sets (lines), as lists of cells; empty for a game without them.
            sets: Vec<Vec<u32>>,
        },
        /// A row of `len` cells.
        Row {
            /// Length.
            len: u32,
        },
        /// A Morris board: points on a `size` × `size` grid joined by lines; a stone stands
        /// on a point.
        Morris {
            /// The grid's side (7, or 3 for Three Men's Morris).
            size: u32,
            /// Each point's column and row on the grid, from the left and from the top.
            coords: Vec<[f64; 2]>,
            /// The lines drawn, each between two joined points.
            edges: Vec<Vec<u32>>,
            /// The mills, as lists of points.
            sets: Vec<Vec<u32>>,
        },
        /// Cells given as points (x, y in 0..=1, when known) with the winning sets to highlight.
        Sets {
            /// Number of cells.
            cells: u32,
            /// Where to draw each cell; empty when the game gives no coordinates.
            coords: Vec<[f64; 2]>,
            /// The winning sets, as lists of cells.
            sets: Vec<Vec<u32>>,
        },
    }
}

/// A piece of [`BOARD_TS`]: text as it stands, or a Rust name in serde's camelCase.
enum Part {
    Text(&'static str),
    Camel(&'static str),
}

/// The bytes `part` contributes, one at a time: `at` is the index in the part's own text, and
/// `None` marks a byte the part drops (a snake_case underscore).
const fn byte(part: &Part, at: usize) -> Option<u8> {
    match part {
        Part::Text(t) => Some(t.as_bytes()[at]),
        Part::Camel(name) => {
            let b = name.as_bytes();
            if b[at] == b'_' {
                None
            } else if at == 0 {
                Some(b[at].to_ascii_lowercase())
            } else if b[at - 1] == b'_' {
                Some(b[at].to_ascii_uppercase())
            } else {
                Some(b[at])
            }
        }
    }
}

const fn text(part: &Part) -> &'static str {
    match part {
        Part::Text(t) | Part::Camel(t) => t,
    }
}

/// The length of the parts joined.
const fn length(parts: &[Part]) -> usize {
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        let mut at = 0;
        while at < text(&parts[i]).len() {
            if byte(&parts[i], at).is_some() {
                n += 1;
            }
            at += 1;
        }
        i += 1;
    }
    n
}

/// The parts joined into `N` bytes ([`length`]).
const fn join<const N: usize>(parts: &[Part]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut n, mut i) = (0, 0);
    while i < parts.len() {
        let mut at = 0;
        while at < text(&parts[i]).len() {
            if let Some(b) = byte(&parts[i], at) {
                out[n] = b;
                n += 1;
            }
            at += 1;
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The TypeScript names every shape and field as serde writes them, with each field's type.
    #[test]
    fn the_typescript_union_matches_the_shapes_serde_writes() {
        assert_eq!(
            BOARD_TS,
            "export type Board =\n  \
             | { shape: \"graph\"; vertices: number; sets: number[][] }\n  \
             | { shape: \"grid\"; cols: number; rows: number; pieces: \"pawns\" | \"discs\" | \"marks\" | \"stones\"; sets: number[][] }\n  \
             | { shape: \"row\"; len: number }\n  \
             | { shape: \"morris\"; size: number; coords: [number, number][]; edges: number[][]; sets: number[][] }\n  \
             | { shape: \"sets\"; cells: number; coords: [number, number][]; sets: number[][] };\n"
        );
        let grid = Board::Grid {
            cols: 3,
            rows: 2,
            pieces: Pieces::Discs,
            sets: vec![vec![0, 1]],
        };
        assert_eq!(
            serde_json::to_string(&grid).unwrap(),
            r#"{"shape":"grid","cols":3,"rows":2,"pieces":"discs","sets":[[0,1]]}"#
        );
    }

    /// Snake-case Rust names come out in serde's camelCase.
    #[test]
    fn names_are_joined_in_camel_case() {
        const PARTS: &[Part] = &[Part::Camel("Max_len"), Part::Text("_x")];
        assert_eq!(length(PARTS), 8);
        assert_eq!(&join::<8>(PARTS), b"maxLen_x");
    }
}
