//! Reuse of what evictions free, so that a bounded table's memory follows its size rather than
//! the number of nodes ever created.
//!
//! A son list is the only thing that keeps an evicted node's id meaningful: a parent that still
//! lists it finds or re-creates the position from it (df-pn's `refresh`). Parent links are kept
//! exact under eviction — an evicted node leaves its sons' parent lists, and a parent that
//! replaces an evicted son leaves that son's list — so an evicted node whose parent list is
//! empty is named by no son list, and its id (slot, numbers) goes on a free list that
//! [`Dag::push`] takes from before growing the arena. A parent list that loses an entry is
//! rewritten in its own blocks (`links.rs`); blocks left empty go on their free lists.
//!
//! Ids are reused only after evictions, and evictions turn the journal off, so no undo can
//! name a reused id: going back replays from the start, and replaying is deterministic.

use super::{Dag, NodeId, Parents, EVICTED, LIST, NONE};
use std::hash::Hash;

impl<P: Copy + Eq + Hash> Dag<P> {
    /// Takes `parent` out of `son`'s parent list (every occurrence), keeping the others newest
    /// first; frees `son`'s id when it is evicted and nothing lists it any more.
    pub(super) fn unlink(&mut self, parent: NodeId, son: NodeId) {
        let up = self.up(son);
        if up & LIST == 0 || up == NONE {
            if up != parent {
                return;
            }
            self.set_up(son, NONE);
        } else {
            let mut parents = std::mem::take(&mut self.scratch);
            parents.clear();
            parents.extend(Parents::of(up, &self.links));
            let listed = parents.contains(&parent);
            if listed {
                parents.retain(|&p| p != parent);
                // In the blocks the list had, so nothing is allocated.
                let up = match parents[..] {
                    [] | [_] => {
                        self.free_blocks_of(up);
                        parents.first().copied().unwrap_or(NONE)
                    }
                    _ => self.rewrite_parents(up, &parents),
                };
                self.set_up(son, up);
            }
            self.scratch = parents;
            // A parent that lists a son twice unlinks it twice: free it once.
            if !listed {
                return;
            }
        }
        self.release_if_unlisted(son);
    }

    /// Puts an evicted node that no son list names on the free list.
    pub(super) fn release_if_unlisted(&mut self, id: NodeId) {
        // The root has no parent and is never evicted.
        if id != 0
            && self.slots[id as usize].has(EVICTED)
            && self.up(id) == NONE
            && self.free_ids.try_reserve(1).is_ok()
        {
            self.free_ids.push(id);
        }
    }

    /// Starts (or stops) recording the ids [`Dag::push`] hands out, for an owner that keeps
    /// arrays by id and must know which ids are new now that ids are reused.
    pub fn record_created(&mut self, on: bool) {
        self.created = on.then(Vec::new);
    }

    /// The ids created since the last call, in order of creation (empty unless recording).
    /// Hand the vector back with [`Dag::created_done`] so its buffer is reused.
    pub fn take_created(&mut self) -> Vec<NodeId> {
        self.created
            .as_mut()
            .map(std::mem::take)
            .unwrap_or_default()
    }

    /// Gives back the vector [`Dag::take_created`] returned.
    pub fn created_done(&mut self, mut ids: Vec<NodeId>) {
        if let Some(created) = &mut self.created {
            ids.clear();
            if created.is_empty() {
                *created = ids;
            }
        }
    }

    /// How many times a bounded table evicted a node from this DAG.
    pub fn evictions(&self) -> u64 {
        self.evictions
    }

    /// Ids free for reuse: evicted nodes that no son list names.
    pub fn free_ids(&self) -> &[NodeId] {
        &self.free_ids
    }

    /// Bytes of the free lists and the scratch list.
    pub(super) fn reuse_bytes(&self) -> usize {
        (self.free_ids.capacity()
            + self.scratch.capacity()
            + self.created.as_ref().map_or(0, Vec::capacity))
            * 4
    }

    /// Checks that son lists and parent lists agree: every son a node lists (listed or
    /// deleted) names it as a parent, every parent a node names lists it, and no list names a
    /// free id. What id reuse relies on.
    pub fn check_links(&self) -> Result<(), String> {
        let mut free = vec![false; self.len()];
        for &id in &self.free_ids {
            if std::mem::replace(&mut free[id as usize], true) {
                return Err(format!("node {id} is on the free list twice"));
            }
        }
        for id in 0..self.len() as NodeId {
            if free[id as usize] {
                if self.up(id) != NONE || !self.all_sons(id).is_empty() {
                    return Err(format!("free node {id} still has parents or sons"));
                }
                continue;
            }
            for &s in self.all_sons(id) {
                if free[s as usize] {
                    return Err(format!("node {id} lists free node {s}"));
                }
                if !self.parents(s).any(|p| p == id) {
                    return Err(format!("node {id} lists {s}, which does not name it"));
                }
            }
            for p in self.parents(id) {
                if free[p as usize] || !self.all_sons(p).contains(&id) {
                    return Err(format!(
                        "node {id} names {p} as a parent, which does not list it"
                    ));
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Dag, Kind, Value};

    /// An evicted node's id is reused once no parent lists it, and not before.
    #[test]
    fn an_evicted_id_is_reused_once_no_parent_lists_it() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let a = dag.push(1, 1, Kind::And, Value::Unknown, 0);
        let b = dag.push(2, 1, Kind::And, Value::Unknown, 1);
        let c = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        dag.set_sons(0, &[a, b]);
        dag.set_sons(a, &[c]);
        dag.set_sons(b, &[c]);
        dag.evict(c);
        assert!(dag.free_ids().is_empty(), "a and b still list c");
        let c2 = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        assert_ne!(c2, c);
        dag.replace_son(a, 0, c2);
        assert!(dag.free_ids().is_empty(), "b still lists c");
        dag.check_links().unwrap();
        // Evicting b takes it out of c's parents: nothing lists c any more.
        dag.evict(b);
        assert_eq!(dag.free_ids(), &[c]);
        dag.check_links().unwrap();
        let d = dag.push(4, 2, Kind::Or, Value::Unknown, 1);
        assert_eq!(d, c, "the free id is reused");
        assert_eq!(dag.node(d).pos, 4);
        assert!(!dag.node(d).evicted && dag.parents(d).count() == 0);
        assert_eq!(dag.find(&4), Some(d));
        assert_eq!(dag.len(), 5, "no slot was added");
        assert_eq!(dag.evictions(), 2);
    }

    /// A parent that lists a son twice (two moves to one position) frees it once.
    #[test]
    fn a_son_listed_twice_is_freed_once() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let a = dag.push(1, 1, Kind::And, Value::Unknown, 0);
        let c = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        dag.set_sons(0, &[a]);
        dag.set_sons(a, &[c, c]);
        dag.evict(c);
        let c2 = dag.push(3, 2, Kind::Or, Value::Unknown, 0);
        dag.replace_son(a, 0, c2);
        assert!(
            dag.free_ids().is_empty(),
            "a still lists c at its second index"
        );
        dag.replace_son(a, 1, c2);
        assert_eq!(dag.free_ids(), &[c]);
        dag.check_links().unwrap();
        dag.evict(a);
        assert_eq!(
            dag.free_ids(),
            &[c],
            "c2 is live; a is still listed by the root"
        );
        assert_eq!(dag.parents(c2).count(), 0);
        dag.check_links().unwrap();
    }

    /// Taking a parent out of a list that spans blocks keeps the others newest first, and the
    /// freed blocks are used again before the arena grows.
    #[test]
    fn unlinking_keeps_the_other_parents_in_order_and_reuses_blocks() {
        let mut dag = Dag::new(0u32, 0, Kind::Or, true);
        let son = dag.push(100, 2, Kind::Or, Value::Unknown, 0);
        let parents: Vec<_> = (1..=7)
            .map(|p| dag.push(p, 1, Kind::And, Value::Unknown, 0))
            .collect();
        for &p in &parents {
            dag.set_sons(p, &[son]);
        }
        let blocks = dag.links.lens();
        dag.evict(parents[3]);
        let want: Vec<_> = parents
            .iter()
            .rev()
            .copied()
            .filter(|&p| p != parents[3])
            .collect();
        assert_eq!(dag.parents(son).collect::<Vec<_>>(), want);
        assert_eq!(
            dag.links.lens(),
            blocks,
            "the list was rebuilt in its own blocks"
        );
        dag.check_links().unwrap();
        for &p in &parents {
            if p != parents[3] {
                dag.evict(p);
            }
        }
        assert_eq!(dag.parents(son).count(), 0);
        assert!(dag.free_ids().contains(&parents[3]));
        dag.check_links().unwrap();
    }
}
