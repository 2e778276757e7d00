//! The closed set and the node levels on Three Men's Morris. The agreement with retrograde
//! analysis is in the integration tests (`tests/integration/dcg_morris.rs`): minutes of CPU.

use super::*;
use crate::game::{Rules, Storage};
use crate::games::morris::Morris;
use crate::search::Solver;

/// The options a default configuration gives a game without winning sets.
fn options(question: Question) -> Options {
    Options {
        question,
        ..crate::config::Preset::K4Weak.options()
    }
}

/// Levels count plies along the line that created a node; in a game whose positions repeat a
/// line can pass 255, where a node's level (a byte) stays.
#[test]
fn a_son_of_a_node_at_level_255_stays_there() {
    let game = Morris::new(3, false, None).unwrap();
    let opts = options(Question::FirstWins);
    let root = game.initial();
    let mut dag = Dag::new(game.pack(&root), u8::MAX, Kind::Or, true);
    let mut stats = Stats::default();
    let mut dev = Developer::default();
    dev.prepare(&game, &opts, &root);
    dev.develop(&game, &opts, &mut dag, &mut stats, 0, None);
    assert_eq!(dag.sons(0).len(), 3, "three placements up to symmetry");
    assert!(dag.sons(0).iter().all(|&s| dag.level(s) == u8::MAX));
}

/// Three Men's Morris is a draw: "does the first player win?" is disproved, and the nodes the
/// closed set solved say their value came from a repetition; the rest were solved by their sons,
/// each from sons solved before it (the invariants).
#[test]
fn the_closed_set_s_nodes_say_a_repetition_solved_them() {
    let game = Morris::new(3, false, None).unwrap();
    let mut s = Dcg::build(Setup::new(game.clone(), options(Question::FirstWins)));
    assert_eq!(Solver::run(&mut s, None), Status::Solved);
    s.check_invariants().unwrap();
    assert_eq!(s.dag.value(0), Value::Disproved);
    let infos: Vec<_> = (0..s.dag.len() as NodeId)
        .map(|id| Solver::node(&s, id).unwrap())
        .collect();
    let repeated: Vec<_> = infos.iter().filter(|i| i.repetition).collect();
    assert!(
        !repeated.is_empty(),
        "a draw by repetition needs the closed set"
    );
    for i in &repeated {
        assert_eq!(i.value, Value::Disproved, "node {}", i.id);
        assert!(i.expanded && !i.decided, "node {}", i.id);
    }
    assert!(infos
        .iter()
        .any(|i| !i.repetition && i.value != Value::Unknown));
    // The naive table marks the leaves it scored by a son on the path.
    let opts = Options {
        repetition: Repetition::Naive,
        ..options(Question::FirstWins)
    };
    let mut naive = Dcg::build(Setup::new(game, opts));
    Solver::run(&mut naive, None);
    assert!((0..naive.dag.len() as NodeId).any(|id| Solver::node(&naive, id).unwrap().repetition));
}
