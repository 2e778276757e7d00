//! How proof and disproof numbers are computed: one place for every rule.
//!
//! pn = size of the smallest proof set found so far (0: proved, [`INF`]: disproved);
//! dn likewise for disproof. [`INF`] is a large finite constant, as in the thesis's program;
//! sums saturate there, so an infinite son makes an infinite sum.

use super::node::MAX_SONS;

crate::named! {
    /// How an inner node's proof and disproof numbers combine its sons' (thesis 2.1.4, 2.2.3).
    pub enum Rule {
        /// Allis: OR pn = min pn, dn = Σ dn; AND dn = min dn, pn = Σ pn.
        Standard = "standard",
        /// Weak PN-search: the sum is replaced by `max + (k − 1)`, k the number of sons listed.
        Weak = "weak",
        /// Source node detection (Kishimoto 2010): the sum, except that sons whose summed number
        /// is the number of one shared son of theirs count once, by their maximum
        /// (`docs/algorithms.md`).
        Snda = "snda",
    }
}

/// The proof number that stands for ∞.
pub const INF: u32 = 1 << 30;

/// A node's value: the search's question proved (pn = 0), disproved (dn = 0), or unknown.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Value {
    /// The question holds at this node: the first player achieves it.
    Proved,
    /// The question fails at this node: the second player prevents it.
    Disproved,
    /// Not known yet.
    Unknown,
}

/// AND or OR: who moves at a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// The first player moves: the node is proved when one son is.
    Or,
    /// The second player moves: the node is proved when every son is.
    And,
}

impl Kind {
    /// The kind of a node where `player` is to move.
    pub fn of(player: crate::game::Player) -> Kind {
        match player {
            crate::game::Player::First => Kind::Or,
            crate::game::Player::Second => Kind::And,
        }
    }
}

impl Kind {
    /// The mover's number of a pair `(pn, dn)`: pn at an OR node, dn at an AND node. Selection
    /// follows a son with the node's own mover's number, and SNDA's source is such a son.
    #[inline]
    pub fn mover(self, (pn, dn): (u32, u32)) -> u32 {
        match self {
            Kind::Or => pn,
            Kind::And => dn,
        }
    }
}

/// Numbers of a leaf evaluated as `value` (Table 2.3).
pub fn leaf(value: Value) -> (u32, u32) {
    match value {
        Value::Proved => (0, INF),
        Value::Disproved => (INF, 0),
        Value::Unknown => (1, 1),
    }
}

/// The value that a pair of numbers means.
pub fn value_of(pn: u32, dn: u32) -> Value {
    if pn == 0 {
        Value::Proved
    } else if dn == 0 {
        Value::Disproved
    } else {
        Value::Unknown
    }
}

/// Combines the numbers of a node's listed sons (`(pn, dn)` each) by the rule.
///
/// At an OR node pn = min pn and dn = Σ dn (weak: max dn + (k − 1)); at an AND node the roles
/// swap. `k` is the number of sons listed, duplicates included. An empty list solves the node
/// against the player to move (every son was deleted as lost for him). Under the weak rule a
/// list whose sons are all lost for the mover still solves the node, whatever k is.
/// Without source information the SNDA rule is the standard one: see [`combine_sourced`].
pub fn combine(kind: Kind, rule: Rule, sons: impl Iterator<Item = (u32, u32)>) -> (u32, u32) {
    // SNDA with every son its own source sums like the standard rule.
    let rule = if rule == Rule::Snda {
        Rule::Standard
    } else {
        rule
    };
    // The update runs this once per node it recomputes: no SNDA group arrays to clear here.
    let mut summary = Summary::new();
    for son in sons {
        summary.add(kind, son);
    }
    finish(kind, rule, &summary, 0)
}

/// [`combine`] over the sons that are not dead ([`is_dead_son`]) when `skip_dead`, all of them
/// otherwise; also says whether a son was dead. The update's recomputation deletes dead sons
/// and then combines the rest: this gives those numbers in one scan of the sons' numbers, and
/// the scan that deletes runs only when a son died (rarely).
pub fn combine_living(
    kind: Kind,
    rule: Rule,
    sons: impl Iterator<Item = (u32, u32)>,
    skip_dead: bool,
) -> ((u32, u32), bool) {
    let rule = if rule == Rule::Snda {
        Rule::Standard
    } else {
        rule
    };
    // The weak rule needs no sum: a scan without it.
    let (summary, any_dead) = match rule {
        Rule::Weak => summarise_living::<false>(kind, sons, skip_dead),
        _ => summarise_living::<true>(kind, sons, skip_dead),
    };
    (finish(kind, rule, &summary, 0), any_dead)
}

#[inline(always)]
fn summarise_living<const SUM: bool>(
    kind: Kind,
    sons: impl Iterator<Item = (u32, u32)>,
    skip_dead: bool,
) -> (Summary, bool) {
    // One loop per kind, so that which number is "mine" is not decided per son.
    match kind {
        Kind::Or => summarise_living_as::<SUM, false>(sons, skip_dead),
        Kind::And => summarise_living_as::<SUM, true>(sons, skip_dead),
    }
}

/// [`summarise_living`] at an OR node (`AND` false) or an AND node, without a branch per son: a
/// dead son is one whose "theirs" is 0 (solved against the mover: (INF, 0) at an OR node,
/// (0, INF) at an AND node), and such a son leaves the least "mine" (INF), the sum and the
/// largest "theirs" (0) as they are, so skipping it only means not counting it.
#[inline(always)]
fn summarise_living_as<const SUM: bool, const AND: bool>(
    sons: impl Iterator<Item = (u32, u32)>,
    skip_dead: bool,
) -> (Summary, bool) {
    let mut summary = Summary::new();
    let mut dead = 0u32;
    for (pn, dn) in sons {
        let (mine, theirs) = if AND { (dn, pn) } else { (pn, dn) };
        summary.min_mine = summary.min_mine.min(mine);
        if SUM {
            summary.sum_theirs = (summary.sum_theirs as u64 + theirs as u64).min(INF as u64) as u32;
        }
        summary.max_theirs = summary.max_theirs.max(theirs);
        summary.k += 1;
        dead += (theirs == 0) as u32;
    }
    if skip_dead {
        summary.k -= dead;
    }
    (summary, skip_dead && dead > 0)
}

/// What the rules need of a node's sons: the least "mine" (the number the player to move
/// minimises), the sum and the largest of "theirs", and how many sons there are.
struct Summary {
    min_mine: u32,
    sum_theirs: u32,
    max_theirs: u32,
    k: u32,
}

impl Summary {
    fn new() -> Summary {
        Summary {
            min_mine: INF,
            sum_theirs: 0,
            max_theirs: 0,
            k: 0,
        }
    }

    /// Counts a son `(pn, dn)` of a `kind` node; returns its "theirs".
    #[inline]
    fn add(&mut self, kind: Kind, son: (u32, u32)) -> u32 {
        self.add_summing::<true>(kind, son)
    }

    /// [`Summary::add`], leaving the sum at 0 unless `SUM`.
    #[inline(always)]
    fn add_summing<const SUM: bool>(&mut self, kind: Kind, (pn, dn): (u32, u32)) -> u32 {
        let (mine, theirs) = match kind {
            Kind::Or => (pn, dn),
            Kind::And => (dn, pn),
        };
        self.min_mine = self.min_mine.min(mine);
        if SUM {
            // Saturating at INF, without a branch: the sum of two u32s fits in a u64.
            self.sum_theirs = (self.sum_theirs as u64 + theirs as u64).min(INF as u64) as u32;
        }
        self.max_theirs = self.max_theirs.max(theirs);
        self.k += 1;
        theirs
    }
}

/// A node's numbers from its sons' summary and SNDA's sum over source groups.
fn finish(kind: Kind, rule: Rule, summary: &Summary, snda_sum: u32) -> (u32, u32) {
    let Summary {
        min_mine,
        sum_theirs,
        max_theirs,
        k,
    } = *summary;
    let theirs = match rule {
        _ if k == 0 || max_theirs == 0 => 0,
        Rule::Standard => sum_theirs,
        Rule::Snda => snda_sum,
        Rule::Weak if max_theirs >= INF => INF,
        Rule::Weak => (max_theirs + k - 1).min(INF),
    };
    let mine = if k == 0 { INF } else { min_mine };
    match kind {
        Kind::Or => (mine, theirs),
        Kind::And => (theirs, mine),
    }
}

/// A source key that no node has: sons with distinct keys are never merged.
pub const NO_SOURCE: u32 = u32::MAX;

/// [`combine`] where each son carries a source key `(pn, dn, source)`. Under [`Rule::Snda`] the
/// summed numbers of sons with the same key count once, by their maximum: those sons take that
/// number from one shared node, and summing them would count its leaves twice. The other rules
/// ignore the keys.
pub fn combine_sourced(
    kind: Kind,
    rule: Rule,
    sons: impl Iterator<Item = (u32, u32, u32)>,
) -> (u32, u32) {
    if rule != Rule::Snda {
        return combine(kind, rule, sons.map(|(pn, dn, _)| (pn, dn)));
    }
    let mut summary = Summary::new();
    // SNDA's groups: a son list is at most MAX_SONS long, so fixed arrays, no allocation.
    let mut keys = [0u32; MAX_SONS];
    let mut group_max = [0u32; MAX_SONS];
    let mut groups = 0;
    for (pn, dn, source) in sons {
        let theirs = summary.add(kind, (pn, dn));
        match keys[..groups].iter().position(|&g| g == source) {
            Some(g) => group_max[g] = group_max[g].max(theirs),
            None => {
                keys[groups] = source;
                group_max[groups] = theirs;
                groups += 1;
            }
        }
    }
    let snda_sum = group_max[..groups]
        .iter()
        .fold(0u32, |acc, &m| acc.saturating_add(m).min(INF));
    finish(kind, rule, &summary, snda_sum)
}

/// Whether a son's change from `old` to `new` numbers can change what a `kind` parent holds:
/// its numbers (`parent`, which [`combine`] gave over its `live` listed sons before the change)
/// or the son that selection takes there (the leftmost with the parent's "mine"). `false` only
/// when neither can change, also when other sons of the parent change in the same update with
/// `false` each: the least "mine" stays with the sons that held it, the largest "theirs" too
/// (strict comparisons, so no son reaches either), and no son dies, so the weak rule's count
/// stays. The update then need not recompute the parent for this son. Under the standard rule
/// any change of a "theirs" changes the sum; SNDA's sums also follow sources: always `true`.
#[inline]
pub fn son_change_matters(
    kind: Kind,
    rule: Rule,
    parent: (u32, u32),
    live: u32,
    old: (u32, u32),
    new: (u32, u32),
) -> bool {
    if rule == Rule::Snda
        || value_of(old.0, old.1) != Value::Unknown
        || value_of(new.0, new.1) != Value::Unknown
    {
        return true;
    }
    let mine = |(pn, dn): (u32, u32)| kind.mover((pn, dn));
    let theirs = |(pn, dn): (u32, u32)| kind.mover((dn, pn));
    let least = mine(parent);
    if mine(old) != mine(new) && (mine(old) <= least || mine(new) <= least) {
        return true;
    }
    if theirs(old) == theirs(new) {
        return false;
    }
    match rule {
        Rule::Weak => {
            // The parent's "theirs" is the largest of its sons' plus `live - 1`, unless it
            // saturated at INF (then the largest is not known).
            let total = theirs(parent);
            match total.checked_sub(live.wrapping_sub(1)) {
                Some(largest) if total < INF && live > 0 => {
                    theirs(old) >= largest || theirs(new) >= largest
                }
                _ => true,
            }
        }
        Rule::Standard | Rule::Snda => true,
    }
}

/// Is a son with this value solved *against* the player to move at a `kind` node?
/// Those are the sons that "deleting solved sons" removes (3.1.2).
pub fn is_dead_son(kind: Kind, value: Value) -> bool {
    matches!(
        (kind, value),
        (Kind::Or, Value::Disproved) | (Kind::And, Value::Proved)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One scan that skips dead sons gives what deleting them and combining the rest gives,
    /// for every rule and kind, on random son lists with solved sons and large numbers.
    #[test]
    fn combining_the_living_sons_is_deleting_then_combining() {
        let mut seed = 0x1234_5678_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for _ in 0..20_000 {
            let k = (next() % 6) as usize;
            let sons: Vec<(u32, u32)> = (0..k)
                .map(|_| match next() % 5 {
                    0 => (0, INF),
                    1 => (INF, 0),
                    2 => (INF - 1 - (next() % 3) as u32, 1 + (next() % 3) as u32),
                    _ => (1 + (next() % 9) as u32, 1 + (next() % 9) as u32),
                })
                .collect();
            for rule in [Rule::Standard, Rule::Weak, Rule::Snda] {
                for kind in [Kind::Or, Kind::And] {
                    let living = sons
                        .iter()
                        .copied()
                        .filter(|&(pn, dn)| !is_dead_son(kind, value_of(pn, dn)));
                    let any_dead = living.clone().count() < k;
                    assert_eq!(
                        combine_living(kind, rule, sons.iter().copied(), true),
                        (combine(kind, rule, living), any_dead),
                        "{sons:?} {rule:?} {kind:?}"
                    );
                    assert_eq!(
                        combine_living(kind, rule, sons.iter().copied(), false),
                        (combine(kind, rule, sons.iter().copied()), false),
                    );
                }
            }
        }
    }

    /// A change `son_change_matters` calls harmless leaves the parent's numbers and the son
    /// selection takes as they were, also when several sons of the parent change so, on random
    /// son lists under every rule and kind; and it is not always `true` (the test could not
    /// fail otherwise).
    #[test]
    fn a_son_change_that_does_not_matter_leaves_the_parent_as_it_was() {
        let mut seed = 0x9E37_79B9_u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut harmless = 0;
        for _ in 0..50_000 {
            let k = 1 + (next() % 6) as usize;
            let number = |next: &mut dyn FnMut() -> u64| match next() % 12 {
                0 => (0, INF),
                1 => (INF, 0),
                2 => (INF - 1, 1 + (next() % 3) as u32),
                _ => (1 + (next() % 6) as u32, 1 + (next() % 6) as u32),
            };
            for rule in [Rule::Standard, Rule::Weak, Rule::Snda] {
                for kind in [Kind::Or, Kind::And] {
                    // A parent with no dead son, as the update leaves it with deletion on.
                    let mut sons: Vec<(u32, u32)> = (0..k)
                        .map(|_| number(&mut next))
                        .filter(|&(pn, dn)| !is_dead_son(kind, value_of(pn, dn)))
                        .collect();
                    if sons.is_empty() {
                        continue;
                    }
                    let parent = combine(kind, rule, sons.iter().copied());
                    if value_of(parent.0, parent.1) != Value::Unknown {
                        continue;
                    }
                    let live = sons.len() as u32;
                    let leftmost = |sons: &[(u32, u32)], target: u32| {
                        sons.iter().position(|&s| kind.mover(s) == target)
                    };
                    let chosen = leftmost(&sons, kind.mover(parent));
                    let mut any = false;
                    for son in sons.iter_mut() {
                        if next() % 2 == 0 {
                            continue;
                        }
                        let new = number(&mut next);
                        if son_change_matters(kind, rule, parent, live, *son, new) {
                            continue;
                        }
                        *son = new;
                        any = true;
                    }
                    if any {
                        harmless += 1;
                        let now = combine(kind, rule, sons.iter().copied());
                        assert_eq!(now, parent, "{sons:?} {rule:?} {kind:?}");
                        assert_eq!(leftmost(&sons, kind.mover(now)), chosen);
                    }
                }
            }
        }
        assert!(harmless > 1000, "only {harmless} harmless changes");
    }

    #[test]
    fn or_node_takes_min_pn_and_sums_dn() {
        let sons = [(3, 2), (1, 4), (2, 1)];
        assert_eq!(combine(Kind::Or, Rule::Standard, sons.into_iter()), (1, 7));
        assert_eq!(combine(Kind::Or, Rule::Weak, sons.into_iter()), (1, 4 + 2));
    }

    #[test]
    fn and_node_takes_min_dn_and_sums_pn() {
        let sons = [(3, 2), (1, 4), (2, 1)];
        assert_eq!(combine(Kind::And, Rule::Standard, sons.into_iter()), (6, 1));
        assert_eq!(combine(Kind::And, Rule::Weak, sons.into_iter()), (3 + 2, 1));
    }

    #[test]
    fn a_proved_son_proves_an_or_node_and_infinity_saturates() {
        let sons = [(0, INF), (1, 1)];
        assert_eq!(
            combine(Kind::Or, Rule::Standard, sons.into_iter()),
            (0, INF)
        );
        assert_eq!(combine(Kind::Or, Rule::Weak, sons.into_iter()), (0, INF));
    }

    #[test]
    fn sons_all_lost_for_the_mover_solve_the_node_under_both_rules() {
        let sons = [(INF, 0), (INF, 0)];
        for rule in [Rule::Standard, Rule::Weak, Rule::Snda] {
            assert_eq!(combine(Kind::Or, rule, sons.into_iter()), (INF, 0));
            assert_eq!(combine(Kind::Or, rule, std::iter::empty()), (INF, 0));
            assert_eq!(combine(Kind::And, rule, std::iter::empty()), (0, INF));
        }
    }

    #[test]
    fn snda_counts_sons_with_one_source_once_by_their_maximum() {
        // Sons 1 and 2 take their dn from the same node 7; son 3 from node 8.
        let sons = [(3, 2, 7), (1, 2, 7), (2, 4, 8)];
        assert_eq!(
            combine_sourced(Kind::Or, Rule::Snda, sons.into_iter()),
            (1, 2 + 4)
        );
        assert_eq!(
            combine_sourced(Kind::Or, Rule::Standard, sons.into_iter()),
            (1, 8)
        );
        assert_eq!(
            combine_sourced(Kind::And, Rule::Snda, sons.into_iter()),
            (3 + 2, 2)
        );
        // Without sources SNDA is the standard rule, and infinity saturates.
        let plain = [(3, 2), (1, INF)];
        assert_eq!(
            combine(Kind::Or, Rule::Snda, plain.into_iter()),
            combine(Kind::Or, Rule::Standard, plain.into_iter())
        );
    }
}
