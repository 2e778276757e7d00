//! Statistics per level: the columns of the thesis's Tables 4.1 and 4.2, kept up to date.

use serde::Serialize;

/// One level's row.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LevelRow {
    /// Moves played.
    pub level: u32,
    /// Nodes created on this level.
    pub created: u64,
    /// Of those, proved when created (won for the first player under "does the first player
    /// win?", the thesis's question).
    pub created_won: u64,
    /// Of those, disproved when created (lost for the first player under the thesis's question).
    pub created_lost: u64,
    /// Of those, created by a move that made a threat.
    pub threats: u64,
    /// Nodes of this level that are solved now.
    pub solved: u64,
    /// Nodes of this level that were developed.
    pub developed: u64,
}

/// The table and its totals.
#[derive(Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Stats {
    /// Iterations done.
    pub iterations: u64,
    /// Nodes created, the root not counted (as the thesis counts them).
    pub created: u64,
    /// Deepest level of a developed node.
    pub max_level: u32,
    /// One row per level, from 0 to the deepest level that holds a node.
    pub levels: Vec<LevelRow>,
    /// The limit that ended the search, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_by: Option<super::status::Limit>,
    /// With `stopped_by` [`super::status::Limit::Algorithm`]: which of its bounds.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bound: Option<super::status::Bound>,
}

/// By hand for `clone_from`: the derived one allocates a fresh `levels` on every call, and the
/// page's session copies the statistics after every iteration (`Solve::run`) and every journal
/// segment. Naming every field makes a new one a compile error here.
impl Clone for Stats {
    fn clone(&self) -> Stats {
        let mut s = Stats::default();
        s.clone_from(self);
        s
    }

    fn clone_from(&mut self, source: &Stats) {
        let Stats {
            iterations,
            created,
            max_level,
            levels,
            stopped_by,
            bound,
        } = source;
        self.iterations = *iterations;
        self.created = *created;
        self.max_level = *max_level;
        self.levels.clone_from(levels);
        self.stopped_by = *stopped_by;
        {
            self.bound = *bound;
        }
    }
}

impl Stats {
    /// The row of a level, growing the table when needed.
    pub fn row(&mut self, level: u32) -> &mut LevelRow {
        while self.levels.len() <= level as usize {
            let l = self.levels.len() as u32;
            self.levels.push(LevelRow {
                level: l,
                ..LevelRow::default()
            });
        }
        &mut self.levels[level as usize]
    }
}

/// Totals over every second-level search of a solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct InnerTotals {
    /// Second-level searches run.
    pub searches: u64,
    /// Nodes they created, all together.
    pub nodes: u64,
    /// Iterations they ran, all together.
    pub iterations: u64,
    /// How many solved their root.
    pub solved: u64,
    /// The largest budget one was given.
    pub largest_limit: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stats(levels: u32, iterations: u64) -> Stats {
        let mut s = Stats {
            iterations,
            created: 3 * iterations,
            max_level: levels,
            stopped_by: Some(super::super::status::Limit::Nodes),
            ..Stats::default()
        };
        for l in 0..levels {
            s.row(l).created = u64::from(l) + iterations;
        }
        s
    }

    #[test]
    fn clone_from_copies_every_field_whatever_the_lengths() {
        let (long, short) = (stats(9, 7), stats(3, 40));
        for (mut to, from) in [(long.clone(), &short), (short.clone(), &long)] {
            to.clone_from(from);
            assert_eq!(&to, from);
        }
        let mut to = stats(4, 1);
        to.clone_from(&Stats::default());
        assert_eq!(to, Stats::default());
        assert_eq!(long.clone(), long);
    }
}
