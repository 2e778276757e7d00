//! Sorting by a comparison through one copy of std's sort.
//!
//! std's sorts are generic: each element type and comparison they are called with compiles to a
//! copy of its own in the page's wasm, a large one for a large element. The sorts that run
//! once per game or per teaching page sort indices here instead, all through one stable sort of
//! `usize` whose comparison is a `dyn` call. The searches' hot sorts (move ordering) call std
//! directly.

use std::cmp::Ordering;

/// The indices `0..n`, stably sorted by `cmp`.
pub fn order_by(n: usize, cmp: &dyn Fn(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

/// `items`, stably sorted by `cmp`.
pub fn sorted_by<T: Copy>(items: &[T], cmp: impl Fn(&T, &T) -> Ordering) -> Vec<T> {
    order_by(items.len(), &|a, b| cmp(&items[a], &items[b]))
        .into_iter()
        .map(|i| items[i])
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_items_keep_their_order() {
        let items = [(2, 'a'), (1, 'b'), (2, 'c'), (0, 'd'), (1, 'e')];
        let out = sorted_by(&items, |a, b| a.0.cmp(&b.0));
        assert_eq!(out, [(0, 'd'), (1, 'b'), (1, 'e'), (2, 'a'), (2, 'c')]);
    }

    #[test]
    fn the_order_names_the_items_by_their_places() {
        let keys = [30, 10, 20];
        assert_eq!(order_by(3, &|a, b| keys[a].cmp(&keys[b])), [1, 2, 0]);
        assert!(order_by(0, &|_, _| Ordering::Equal).is_empty());
    }
}
