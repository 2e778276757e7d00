//! A positional game's definition as JSON, read and checked field by field so every error names
//! the bad value and what is allowed.
//!
//! ```json
//! {"name": "tic-tac-toe", "variant": "strong", "cells": 9,
//!  "coords": [[0.17, 0.17], …], "sets": [[0,1,2], …], "symmetries": [[2,1,0,5,4,3,8,7,6], …]}
//! ```
//!
//! `cells` and `sets` are required; `variant` is `strong` (the default) or `maker-breaker`;
//! `coords` (one `[x, y]` in `0..=1` per cell), `symmetries` (permutations of the cells that map
//! winning sets onto winning sets) and `name` are optional.

use serde_json::{Map, Value as Json};

/// Most cells a board may have: a position is two 64-bit masks.
pub const MAX_CELLS: usize = 64;
/// Most winning sets a definition may list.
pub const MAX_SETS: usize = 4096;
/// Most permutations `symmetries` may list (they generate the group; listing the whole group of
/// a board is fine up to this many).
pub const MAX_GIVEN_SYMMETRIES: usize = 256;
/// Longest `name`, in characters.
pub const MAX_NAME: usize = 200;

/// The fields a definition takes, for messages.
const FIELDS: &str = "cells, sets, variant, coords, symmetries, name";

/// Who wins how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    /// Both players claim cells; the first to own a whole winning set wins; a full board without
    /// one is a draw.
    Strong,
    /// The first player (Maker) wins by owning a whole winning set; the second (Breaker) wins
    /// when Maker can no longer complete one. No draws.
    MakerBreaker,
}

impl Variant {
    /// The word in a definition: `strong` or `maker-breaker`.
    pub fn word(self) -> &'static str {
        match self {
            Variant::Strong => "strong",
            Variant::MakerBreaker => "maker-breaker",
        }
    }
}

/// A checked definition.
#[derive(Clone, Debug, PartialEq)]
pub struct Definition {
    /// A title, when given.
    pub name: Option<String>,
    /// Number of cells, 1 to [`MAX_CELLS`].
    pub cells: usize,
    /// Where to draw each cell (x, y in `0..=1`); empty when not given.
    pub coords: Vec<[f64; 2]>,
    /// The winning sets as given: non-empty, cells in range, no cell twice, no set twice.
    pub sets: Vec<Vec<u8>>,
    /// Strong or Maker–Breaker.
    pub variant: Variant,
    /// The permutations given (each a permutation of `0..cells`; not yet checked to be
    /// automorphisms: that is [`super::symmetry`]'s job); `None` when absent.
    pub symmetries: Option<Vec<Vec<u8>>>,
}

impl Definition {
    /// Each winning set as a cell mask.
    pub fn masks(&self) -> Vec<u64> {
        self.sets.iter().map(|s| mask_of(s)).collect()
    }
}

/// The mask of a list of cells (each below 64).
pub fn mask_of(cells: &[u8]) -> u64 {
    cells.iter().fold(0, |m, &c| m | 1u64 << (c & 63))
}

/// Reads and checks a definition.
pub fn parse(json: &Json) -> Result<Definition, String> {
    let obj = json
        .as_object()
        .ok_or_else(|| format!("the definition must be a JSON object, not {}", short(json)))?;
    if let Some(bad) = obj
        .keys()
        .find(|k| !FIELDS.split(", ").any(|f| f == k.as_str()))
    {
        return Err(format!(
            "unknown field \"{bad}\" in the definition: it takes {FIELDS}"
        ));
    }
    let cells = parse_cells(obj)?;
    let variant = match obj.get("variant") {
        None => Variant::Strong,
        Some(v) => match v.as_str() {
            Some("strong") => Variant::Strong,
            Some("maker-breaker") => Variant::MakerBreaker,
            _ => {
                return Err(format!(
                    "variant = {} is not known: use \"strong\" or \"maker-breaker\"",
                    short(v)
                ))
            }
        },
    };
    let name = match obj.get("name") {
        None => None,
        Some(v) => {
            let s = v
                .as_str()
                .ok_or_else(|| format!("name = {} must be a text", short(v)))?;
            let len = s.chars().count();
            if len > MAX_NAME {
                return Err(format!(
                    "name has {len} characters: at most {MAX_NAME} are allowed"
                ));
            }
            Some(s.to_string())
        }
    };
    Ok(Definition {
        name,
        cells,
        coords: parse_coords(obj, cells)?,
        sets: parse_sets(obj, cells)?,
        variant,
        symmetries: parse_symmetries(obj, cells)?,
    })
}

fn parse_cells(obj: &Map<String, Json>) -> Result<usize, String> {
    let v = obj.get("cells").ok_or_else(|| {
        format!("cells is required: the number of cells, 1 <= cells <= {MAX_CELLS}")
    })?;
    match v.as_u64() {
        Some(n) if (1..=MAX_CELLS as u64).contains(&n) => Ok(n as usize),
        _ => Err(format!(
            "cells = {} is out of range: 1 <= cells <= {MAX_CELLS}",
            short(v)
        )),
    }
}

/// A list of cells: each a whole number below `cells`, none twice. `what` names the list.
fn parse_cell_list(v: &Json, what: &str, cells: usize) -> Result<Vec<u8>, String> {
    let items = v
        .as_array()
        .ok_or_else(|| format!("{what} = {} must be a list of cells", short(v)))?;
    let mut out = Vec::with_capacity(items.len());
    let mut seen = 0u64;
    for (i, c) in items.iter().enumerate() {
        let cell = c.as_u64().filter(|&c| c < cells as u64).ok_or_else(|| {
            format!(
                "{what}[{i}] = {} is out of range: cells are 0..={}",
                short(c),
                cells - 1
            )
        })? as u8;
        if seen >> cell & 1 == 1 {
            return Err(format!("{what} has cell {cell} twice"));
        }
        seen |= 1 << cell;
        out.push(cell);
    }
    Ok(out)
}

fn parse_sets(obj: &Map<String, Json>, cells: usize) -> Result<Vec<Vec<u8>>, String> {
    let v = obj
        .get("sets")
        .ok_or("sets is required: the winning sets, each a list of cells")?;
    let list = v
        .as_array()
        .ok_or_else(|| format!("sets = {} must be a list of winning sets", short(v)))?;
    if list.is_empty() {
        return Err("sets is empty: a game needs at least one winning set".into());
    }
    if list.len() > MAX_SETS {
        return Err(format!(
            "sets has {} winning sets: at most {MAX_SETS} are allowed",
            list.len()
        ));
    }
    let mut sets = Vec::with_capacity(list.len());
    // A linear search for repeats (at most 4,096 sets: 8M comparisons) rather than a hash map,
    // whose code and hasher would be in the wasm for this one use.
    let mut masks: Vec<u64> = Vec::with_capacity(list.len());
    for (i, s) in list.iter().enumerate() {
        let set = parse_cell_list(s, &format!("sets[{i}]"), cells)?;
        if set.is_empty() {
            return Err(format!("sets[{i}] is empty"));
        }
        let mask = mask_of(&set);
        if let Some(j) = masks.iter().position(|&m| m == mask) {
            return Err(format!("sets[{i}] repeats sets[{j}]"));
        }
        masks.push(mask);
        sets.push(set);
    }
    Ok(sets)
}

fn parse_coords(obj: &Map<String, Json>, cells: usize) -> Result<Vec<[f64; 2]>, String> {
    let Some(v) = obj.get("coords") else {
        return Ok(Vec::new());
    };
    let list = v
        .as_array()
        .ok_or_else(|| format!("coords = {} must be a list of [x, y] points", short(v)))?;
    if list.len() != cells {
        return Err(format!(
            "coords has {} points: it needs one per cell ({cells})",
            list.len()
        ));
    }
    // Loops rather than `collect`s of `Result`s, here and below: smaller in the wasm.
    let mut points = Vec::with_capacity(cells);
    for (i, p) in list.iter().enumerate() {
        let pair = p
            .as_array()
            .filter(|a| a.len() == 2)
            .ok_or_else(|| format!("coords[{i}] = {} must be a point [x, y]", short(p)))?;
        let mut out = [0.0; 2];
        for (k, c) in pair.iter().enumerate() {
            out[k] = c
                .as_f64()
                .filter(|x| (0.0..=1.0).contains(x))
                .ok_or_else(|| {
                    format!(
                        "coords[{i}][{k}] = {} is out of range: 0 <= {} <= 1",
                        short(c),
                        ["x", "y"][k]
                    )
                })?;
        }
        points.push(out);
    }
    Ok(points)
}

fn parse_symmetries(obj: &Map<String, Json>, cells: usize) -> Result<Option<Vec<Vec<u8>>>, String> {
    let Some(v) = obj.get("symmetries") else {
        return Ok(None);
    };
    let list = v
        .as_array()
        .ok_or_else(|| format!("symmetries = {} must be a list of permutations", short(v)))?;
    if list.len() > MAX_GIVEN_SYMMETRIES {
        return Err(format!(
            "symmetries has {} permutations: at most {MAX_GIVEN_SYMMETRIES} are allowed \
             (give generators: the group they generate is used)",
            list.len()
        ));
    }
    let mut perms = Vec::with_capacity(list.len());
    for (i, p) in list.iter().enumerate() {
        let not_perm =
            |why: String| format!("symmetries[{i}] is not a permutation of 0..{cells}: {why}");
        let items = p
            .as_array()
            .ok_or_else(|| not_perm(format!("{} is not a list", short(p))))?;
        if items.len() != cells {
            return Err(not_perm(format!(
                "it has {} entries, not {cells}",
                items.len()
            )));
        }
        let mut seen = 0u64;
        let mut out = Vec::with_capacity(cells);
        for (k, c) in items.iter().enumerate() {
            let to = c
                .as_u64()
                .filter(|&c| c < cells as u64)
                .ok_or_else(|| not_perm(format!("entry {k} = {} is out of range", short(c))))?
                as u8;
            if seen >> to & 1 == 1 {
                return Err(not_perm(format!("{to} appears twice")));
            }
            seen |= 1 << to;
            out.push(to);
        }
        perms.push(out);
    }
    Ok(Some(perms))
}

/// A value for a message, cut short when long.
fn short(v: &Json) -> String {
    let s = crate::config::text::compact(v);
    if s.chars().count() <= 40 {
        s
    } else {
        format!("{}…", s.chars().take(40).collect::<String>())
    }
}
