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

use crate::json::{Map, Value};

/// Most cells a board may have: a position is two 64-bit masks.
pub const MAX_CELLS: usize = 64;
/// Most winning sets a definition may list.
pub const MAX_SETS: usize = 4096;
/// Most permutations `symmetries` may list (they generate the group; listing the whole group of
/// a board is fine up to this many).
pub const MAX_GIVEN_SYMMETRIES: usize = 256;
/// Longest `name`, in characters.
pub const MAX_NAME: usize = 200;

/// The fields a definition takes.
const FIELD_NAMES: [&str; 6] = ["cells", "sets", "variant", "coords", "symmetries", "name"];
/// [`FIELD_NAMES`] for messages.
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
        masks_of(&self.sets)
    }
}

/// Each set as a cell mask: one copy of the loop for the game and the symmetries' lookups.
pub fn masks_of(sets: &[Vec<u8>]) -> Vec<u64> {
    sets.iter().map(|s| mask_of(s)).collect()
}

/// The mask of a list of cells (each below 64).
pub fn mask_of(cells: &[u8]) -> u64 {
    cells.iter().fold(0, |m, &c| m | 1u64 << (c & 63))
}

/// Reads and checks a definition.
pub fn parse(json: &Value) -> Result<Definition, String> {
    let obj = json
        .as_object()
        .ok_or_else(|| format!("the definition must be a JSON object, not {}", short(json)))?;
    if let Some(bad) = obj.keys().find(|k| !FIELD_NAMES.contains(&k.as_str())) {
        return Err(format!(
            "unknown field \"{bad}\" in the definition: it takes {FIELDS}"
        ));
    }
    // Built field by field in place.
    let mut def = Definition {
        name: None,
        cells: parse_cells(obj)?,
        coords: Vec::new(),
        sets: Vec::new(),
        variant: Variant::Strong,
        symmetries: None,
    };
    if let Some(v) = obj.get("variant") {
        def.variant = match v.as_str() {
            Some("strong") => Variant::Strong,
            Some("maker-breaker") => Variant::MakerBreaker,
            _ => {
                return Err(bad(
                    format_args!("variant"),
                    v,
                    "is not known: use \"strong\" or \"maker-breaker\"",
                ))
            }
        };
    }
    if let Some(v) = obj.get("name") {
        let s = v
            .as_str()
            .ok_or_else(|| bad(format_args!("name"), v, "must be a text"))?;
        let len = s.chars().count();
        if len > MAX_NAME {
            return Err(format!(
                "name has {len} characters: at most {MAX_NAME} are allowed"
            ));
        }
        def.name = Some(s.to_string());
    }
    parse_coords(obj, &mut def)?;
    parse_sets(obj, &mut def)?;
    parse_symmetries(obj, &mut def)?;
    Ok(def)
}

/// `what = value tail`, the value cut short: the one writer of the messages that quote a bad
/// value.
fn bad(what: std::fmt::Arguments<'_>, v: &Value, tail: &str) -> String {
    format!("{what} = {} {tail}", short(v))
}

/// A whole number below `limit`.
fn below(v: &Value, limit: usize) -> Option<u8> {
    v.as_u64().filter(|&c| c < limit as u64).map(|c| c as u8)
}

fn parse_cells(obj: &Map) -> Result<usize, String> {
    let v = obj.get("cells").ok_or_else(|| {
        format!("cells is required: the number of cells, 1 <= cells <= {MAX_CELLS}")
    })?;
    match v.as_u64() {
        Some(n) if (1..=MAX_CELLS as u64).contains(&n) => Ok(n as usize),
        _ if !v.is_number() => Err(crate::json::wrong_type(
            format_args!("cells"),
            v,
            "a whole number (1 <= cells <= 64)",
        )),
        _ if v.is_f64() => Err(bad(
            format_args!("cells"),
            v,
            &format!("is {}, 1 <= cells <= {MAX_CELLS}", crate::json::NOT_WHOLE),
        )),
        _ => Err(bad(
            format_args!("cells"),
            v,
            &format!("is out of range: 1 <= cells <= {MAX_CELLS}"),
        )),
    }
}

fn parse_sets(obj: &Map, def: &mut Definition) -> Result<(), String> {
    let cells = def.cells;
    let v = obj
        .get("sets")
        .ok_or("sets is required: the winning sets, each a list of cells")?;
    let list = v
        .as_array()
        .ok_or_else(|| bad(format_args!("sets"), v, "must be a list of winning sets"))?;
    if list.is_empty() {
        return Err("sets is empty: a game needs at least one winning set".into());
    }
    if list.len() > MAX_SETS {
        return Err(format!(
            "sets has {} winning sets: at most {MAX_SETS} are allowed",
            list.len()
        ));
    }
    def.sets.reserve_exact(list.len());
    // A linear search for repeats: at most 4,096 sets, 8M comparisons.
    let mut masks: Vec<u64> = Vec::with_capacity(list.len());
    for (i, s) in list.iter().enumerate() {
        let items = s
            .as_array()
            .ok_or_else(|| bad(format_args!("sets[{i}]"), s, "must be a list of cells"))?;
        let mut set = Vec::with_capacity(items.len());
        let mut seen = 0u64;
        for (j, c) in items.iter().enumerate() {
            if !c.is_number() {
                return Err(crate::json::wrong_type(
                    format_args!("sets[{i}][{j}]"),
                    c,
                    "a cell number",
                ));
            }
            let cell = below(c, cells).ok_or_else(|| {
                let why = match c.is_f64() {
                    true => crate::json::NOT_WHOLE,
                    false => "out of range",
                };
                bad(
                    format_args!("sets[{i}][{j}]"),
                    c,
                    &format!("is {why}: cells are 0..={}", cells - 1),
                )
            })?;
            if seen >> cell & 1 == 1 {
                return Err(format!("sets[{i}] has cell {cell} twice"));
            }
            seen |= 1 << cell;
            set.push(cell);
        }
        if set.is_empty() {
            return Err(format!("sets[{i}] is empty"));
        }
        if let Some(j) = masks.iter().position(|&m| m == seen) {
            return Err(format!("sets[{i}] repeats sets[{j}]"));
        }
        masks.push(seen);
        def.sets.push(set);
    }
    Ok(())
}

fn parse_coords(obj: &Map, def: &mut Definition) -> Result<(), String> {
    let Some(v) = obj.get("coords") else {
        return Ok(());
    };
    let cells = def.cells;
    let list = v
        .as_array()
        .ok_or_else(|| bad(format_args!("coords"), v, "must be a list of [x, y] points"))?;
    if list.len() != cells {
        return Err(format!(
            "coords has {} points: it needs one per cell ({cells})",
            list.len()
        ));
    }
    def.coords.reserve_exact(cells);
    for (i, p) in list.iter().enumerate() {
        let pair = p
            .as_array()
            .filter(|a| a.len() == 2)
            .ok_or_else(|| bad(format_args!("coords[{i}]"), p, "must be a point [x, y]"))?;
        let mut out = [0.0; 2];
        for (k, c) in pair.iter().enumerate() {
            let axis = ["x", "y"][k];
            if !c.is_number() {
                return Err(crate::json::wrong_type(
                    format_args!("coords[{i}][{k}]"),
                    c,
                    "a number",
                ));
            }
            out[k] = c
                .as_f64()
                .filter(|x| (0.0..=1.0).contains(x))
                .ok_or_else(|| {
                    bad(
                        format_args!("coords[{i}][{k}]"),
                        c,
                        &format!("is out of range: 0 <= {axis} <= 1"),
                    )
                })?;
        }
        def.coords.push(out);
    }
    Ok(())
}

fn parse_symmetries(obj: &Map, def: &mut Definition) -> Result<(), String> {
    let Some(v) = obj.get("symmetries") else {
        return Ok(());
    };
    let cells = def.cells;
    let list = v.as_array().ok_or_else(|| {
        bad(
            format_args!("symmetries"),
            v,
            "must be a list of permutations",
        )
    })?;
    if list.len() > MAX_GIVEN_SYMMETRIES {
        return Err(format!(
            "symmetries has {} permutations: at most {MAX_GIVEN_SYMMETRIES} are allowed \
             (give generators: the group they generate is used)",
            list.len()
        ));
    }
    let perms = def.symmetries.insert(Vec::with_capacity(list.len()));
    for (i, p) in list.iter().enumerate() {
        let items = p
            .as_array()
            .ok_or_else(|| not_perm(i, cells, format_args!("{} is not a list", short(p))))?;
        if items.len() != cells {
            return Err(not_perm(
                i,
                cells,
                format_args!("it has {} entries, not {cells}", items.len()),
            ));
        }
        let mut seen = 0u64;
        let mut out = Vec::with_capacity(cells);
        for (k, c) in items.iter().enumerate() {
            let to = below(c, cells).ok_or_else(|| {
                not_perm(
                    i,
                    cells,
                    format_args!("entry {k} = {} is out of range", short(c)),
                )
            })?;
            if seen >> to & 1 == 1 {
                return Err(not_perm(i, cells, format_args!("{to} appears twice")));
            }
            seen |= 1 << to;
            out.push(to);
        }
        perms.push(out);
    }
    Ok(())
}

/// `symmetries[i] is not a permutation …: why`, out of line, the reason written straight into it.
#[inline(never)]
fn not_perm(i: usize, cells: usize, why: std::fmt::Arguments<'_>) -> String {
    format!("symmetries[{i}] is not a permutation of 0..{cells}: {why}")
}

/// A value for a message, cut short when long.
fn short(v: &Value) -> String {
    crate::json::shown(v)
}
