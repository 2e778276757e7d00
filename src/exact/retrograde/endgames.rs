//! Nine Men's Morris endgame databases: the value and distance of every position after placement
//! with at most four stones a side, one byte each, numbered by [`super::sector::Index`].
//!
//! Sectors are seen from the side to move (`4v3`: four stones to move against three). A move
//! that takes no stone goes from `m`v`o` to `o`v`m`, so `4v3` and `3v4` are solved together; a
//! capture goes down to a sector solved before, or ends the game. The groups, each one file:
//! `3v3`; `4v3` (with `3v4`); `4v4`. Each is settled backwards in order of distance as
//! [`super::Table`] settles a game, with the lower groups' values read where a capture leads.
//!
//! A byte is 0 for a draw and `d + 1` for an end in `d` plies: odd `d` a win for the side to
//! move, even `d` a loss. Values are the positions' own, without a history.

use super::sector::{Index, Stones};
use crate::game::Rules;
use crate::games::morris::{Morris, Position};
use crate::solution::distance::Eval;
use crate::solution::Verdict;

/// A group of sectors solved together, one file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Group {
    /// Three stones against three.
    G3v3,
    /// Four against three and three against four.
    G4v3,
    /// Four against four.
    G4v4,
}

impl Group {
    /// Every group, the lower first (each needs only those before it).
    pub const ALL: [Group; 3] = [Group::G3v3, Group::G4v3, Group::G4v4];

    /// The sectors (stones of the side to move, of the other) in the group's file, in order.
    pub fn sectors(self) -> &'static [(u8, u8)] {
        match self {
            Group::G3v3 => &[(3, 3)],
            Group::G4v3 => &[(4, 3), (3, 4)],
            Group::G4v4 => &[(4, 4)],
        }
    }

    /// The group holding a sector.
    pub fn of(mover: u8, other: u8) -> Group {
        match mover + other {
            6 => Group::G3v3,
            7 => Group::G4v3,
            _ => Group::G4v4,
        }
    }

    /// The name in the file's name, e.g. `4v3`.
    pub fn name(self) -> &'static str {
        match self {
            Group::G3v3 => "3v3",
            Group::G4v3 => "4v3",
            Group::G4v4 => "4v4",
        }
    }

    /// The file of the group's table (relative to the page's root); the page fetches it gzipped.
    pub fn file(self, flying: bool) -> String {
        let rule = if flying { "flying" } else { "sliding" };
        format!("data/morris9/{}-{rule}.bin.gz", self.name())
    }
}

/// The bytes before a table: a tag, the format, the group, the flying rule.
fn header(group: Group, flying: bool) -> [u8; 8] {
    [b'P', b'N', b'M', b'9', 1, group as u8, flying as u8, 0]
}

/// What a move leads to.
enum Son {
    /// The game ends: the mover wins.
    Ends,
    /// A position of a sector: its group, and its place in the group's table.
    At(Group, u32),
}

/// The endgame tables of one flying rule, each group built or read when first needed.
pub struct Endgames {
    game: Morris,
    flying: bool,
    index: Index,
    tables: [Option<Vec<u8>>; 3],
}

impl Endgames {
    /// No table yet, for Nine Men's Morris with or without flying.
    pub fn new(flying: bool) -> Endgames {
        Endgames {
            game: Morris::new(9, false, Some(flying)).expect("Nine Men's Morris"),
            flying,
            index: Index::new(),
            tables: [None, None, None],
        }
    }

    /// Whether a side with three stones jumps.
    pub fn flying(&self) -> bool {
        self.flying
    }

    /// The group and the place in its table of a position after placement with three or four
    /// stones a side; `None` for any other.
    pub fn locate(&self, pos: &Position) -> Option<(Group, u32)> {
        let (mover, other) = match pos.black_to_move {
            false => (pos.white, pos.black),
            true => (pos.black, pos.white),
        };
        let counts = (mover.count_ones() as u8, other.count_ones() as u8);
        let fits = |n: u8| (3..=super::sector::MAX_STONES).contains(&n);
        if pos.white_hand + pos.black_hand > 0 || !fits(counts.0) || !fits(counts.1) {
            return None;
        }
        let group = Group::of(counts.0, counts.1);
        let mut at = 0;
        for &(m, o) in group.sectors() {
            if (m, o) == counts {
                break;
            }
            at += self.index.len(m, o) as u32;
        }
        Some((group, at + self.index.number(Stones { mover, other })))
    }

    /// The groups a position of `group` can reach, itself included, the lower first.
    pub fn needs(group: Group) -> impl Iterator<Item = Group> {
        Group::ALL.into_iter().filter(move |&g| g <= group)
    }

    /// The table of `group`, if built or read.
    pub fn table(&self, group: Group) -> Option<&[u8]> {
        self.tables[group as usize].as_deref()
    }

    /// The value of a located position, if its group's table is at hand.
    pub fn eval(&self, pos: &Position) -> Option<Eval> {
        let (group, n) = self.locate(pos)?;
        Some(decode(self.table(group)?[n as usize]))
    }

    /// How many positions a group's table holds.
    pub fn len(&self, group: Group) -> usize {
        group
            .sectors()
            .iter()
            .map(|&(m, o)| self.index.len(m, o))
            .sum()
    }

    /// The file's bytes of a built table: the header, then the table.
    pub fn file_bytes(&self, group: Group) -> Option<Vec<u8>> {
        let t = self.table(group)?;
        Some([&header(group, self.flying())[..], t].concat())
    }

    /// Takes a table's file (as [`Endgames::file_bytes`] writes it); one of another group, rule
    /// or length is refused by value.
    pub fn read(&mut self, group: Group, bytes: &[u8]) -> Result<(), String> {
        let want = header(group, self.flying());
        let (head, table) = bytes.split_at(bytes.len().min(8));
        if head != want {
            return Err(format!(
                "the endgame table read for {} ({}) has the header {head:?}: expected {want:?}",
                group.name(),
                group.file(self.flying())
            ));
        }
        if table.len() != self.len(group) {
            return Err(format!(
                "the endgame table for {} holds {} positions: expected {}",
                group.name(),
                table.len(),
                self.len(group)
            ));
        }
        self.tables[group as usize] = Some(table.to_vec());
        Ok(())
    }

    /// Builds the tables of `group` and of every group below it that is not at hand yet.
    pub fn build(&mut self, group: Group) -> Result<(), String> {
        for g in Endgames::needs(group) {
            if self.tables[g as usize].is_none() {
                let t = self.settle(g)?;
                self.tables[g as usize] = Some(t);
            }
        }
        Ok(())
    }

    /// The position numbered `n` in `group`'s table, white to move; `None` past
    /// [`Endgames::len`].
    pub fn position(&self, group: Group, mut n: u32) -> Option<Position> {
        for &(m, o) in group.sectors() {
            let len = self.index.len(m, o) as u32;
            if n < len {
                let s = self.index.position(m, o, n);
                return Some(Position {
                    white: s.mover,
                    black: s.other,
                    ..Position::default()
                });
            }
            n -= len;
        }
        None
    }

    /// Each move's son of the position numbered `n` in `group`.
    fn sons(
        &self,
        group: Group,
        n: u32,
        moves: &mut Vec<crate::games::morris::Move>,
        out: &mut Vec<Son>,
    ) {
        let pos = self
            .position(group, n)
            .expect("a number below the group's length");
        moves.clear();
        out.clear();
        self.game.legal_moves(&pos, moves);
        for &mv in moves.iter() {
            let son = self.game.play(&pos, mv);
            if self.game.evaluate(&son, mv).is_some() {
                out.push(Son::Ends);
            } else {
                let (g, at) = self.locate(&son).expect("a son of a sector is in a sector");
                out.push(Son::At(g, at));
            }
        }
    }

    /// Retrograde analysis of `group`, the lower groups' tables at hand.
    fn settle(&self, group: Group) -> Result<Vec<u8>, String> {
        let n = self.len(group);
        // Moves into the group not yet known to lose; a move that draws outside counts one
        // for ever. The slowest loss among the moves known to lose, the fastest win a move
        // out of the group gives (0: none), each in plies.
        let mut open = vec![0u32; n];
        let mut slowest = vec![0u8; n];
        let mut out_win = vec![0u8; n];
        let mut preds_first = vec![0u32; n + 1];
        let (mut moves, mut sons) = (Vec::new(), Vec::new());
        for id in 0..n {
            self.sons(group, id as u32, &mut moves, &mut sons);
            for son in &sons {
                let (g, at) = match *son {
                    Son::Ends => {
                        out_win[id] = 1;
                        continue;
                    }
                    Son::At(g, at) => (g, at),
                };
                if g == group {
                    open[id] += 1;
                    preds_first[at as usize + 1] += 1;
                    continue;
                }
                let byte = self.table(g).expect("lower groups first")[at as usize];
                // The move's own ply added to the son's distance: the byte itself.
                let plies = byte;
                match decode(byte).verdict {
                    Verdict::Draw => open[id] += 1,
                    Verdict::Loss if out_win[id] == 0 || plies < out_win[id] => out_win[id] = plies,
                    Verdict::Loss => {}
                    Verdict::Win => slowest[id] = slowest[id].max(plies),
                }
            }
        }
        for i in 0..n {
            preds_first[i + 1] += preds_first[i];
        }
        let mut fill = preds_first.clone();
        let mut preds = vec![0u32; preds_first[n] as usize];
        for id in 0..n {
            self.sons(group, id as u32, &mut moves, &mut sons);
            for son in &sons {
                if let Son::At(g, at) = *son {
                    if g == group {
                        preds[fill[at as usize] as usize] = id as u32;
                        fill[at as usize] += 1;
                    }
                }
            }
        }
        drop(fill);
        // 0 unsettled; else the byte.
        let mut value = vec![0u8; n];
        let mut settled = vec![false; n];
        let mut buckets: Vec<Vec<u32>> = vec![Vec::new(); 256];
        let mut wins_from_out: Vec<Vec<u32>> = vec![Vec::new(); 256];
        for id in 0..n {
            if out_win[id] > 0 {
                wins_from_out[out_win[id] as usize].push(id as u32);
            } else if open[id] == 0 {
                settled[id] = true;
                value[id] = slowest[id] + 1;
                buckets[slowest[id] as usize].push(id as u32);
            }
        }
        let too_far = || {
            format!(
                "the endgame {} has a distance past 254 plies: a byte does not hold it",
                group.name()
            )
        };
        for d in 0..255usize {
            let mut now = std::mem::take(&mut buckets[d]);
            for &id in &wins_from_out[d] {
                if !settled[id as usize] {
                    settled[id as usize] = true;
                    value[id as usize] = d as u8 + 1;
                    now.push(id);
                }
            }
            for &id in &now {
                let lost = d % 2 == 0;
                let range =
                    preds_first[id as usize] as usize..preds_first[id as usize + 1] as usize;
                for &p in &preds[range] {
                    let p = p as usize;
                    if settled[p] {
                        continue;
                    }
                    if d + 1 >= 255 {
                        return Err(too_far());
                    }
                    if lost {
                        settled[p] = true;
                        value[p] = d as u8 + 2;
                        buckets[d + 1].push(p as u32);
                    } else {
                        open[p] -= 1;
                        slowest[p] = slowest[p].max(d as u8 + 1);
                        if open[p] == 0 && out_win[p] == 0 {
                            settled[p] = true;
                            value[p] = slowest[p] + 1;
                            buckets[slowest[p] as usize].push(p as u32);
                        }
                    }
                }
            }
        }
        Ok(value)
    }
}

/// A table's byte as a value for the side to move.
pub fn decode(byte: u8) -> Eval {
    match byte {
        0 => Eval {
            verdict: Verdict::Draw,
            plies: None,
        },
        b => {
            let d = b as u32 - 1;
            Eval {
                verdict: if d % 2 == 1 {
                    Verdict::Win
                } else {
                    Verdict::Loss
                },
                plies: Some(d),
            }
        }
    }
}
