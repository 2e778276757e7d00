//! The grid behind docs/best.md: every combination of the switches BEST could use, on (7,4).
use pnlab::games::clique::{Clique, Normaliser};
use pnlab::search::*;
use pnlab::search::{DagAlgorithm, Setup, Solver};
use std::time::Instant;
fn main() {
    let mut out = vec![];
    for norm in [Normaliser::Exact, Normaliser::Neighbours] {
        for rule in [Rule::Weak, Rule::Standard] {
            for fws in [FreeWinningSet::AtCreation, FreeWinningSet::AtDevelopment] {
                for pe in [ParallelEdges::Merge, ParallelEdges::MergeAtRoot] {
                    for forced in [true, false] {
                        for order in [false, true] {
                            let o = Options {
                                transpositions: true,
                                rule,
                                delete_solved_sons: true,
                                parallel_edges: pe,
                                selection: Selection::LastChanged,
                                free_winning_set: fws,
                                forced_replies: forced,
                                order_sons: order,
                                ..Options::default()
                            };
                            let g = Clique::new(7, 4, norm).unwrap();
                            let mut s = Search::build(Setup::new(g, o).limits(Limits {
                                max_nodes: Some(400_000),
                                ..Limits::default()
                            }));
                            let t = Instant::now();
                            s.run(None);
                            let dt = t.elapsed().as_secs_f64();
                            out.push((s.stats().created, s.stats().iterations, dt, format!("{norm:?} {rule:?} {fws:?} {pe:?} forced={forced} order={order} {:?}", s.status()), s.dag().bytes()));
                        }
                    }
                }
            }
        }
    }
    out.sort_by_key(|x| x.0);
    for (c, i, t, d, b) in out.iter().take(20) {
        println!(
            "{c:>7} {i:>7} {t:.3}s {:.0}B/node {d}",
            *b as f64 / *c as f64
        );
    }
}
