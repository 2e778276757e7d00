//! Stepping back and jumping land on exactly the same DAG.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{Config, GameName};
use pnlab::session::Session;

fn config() -> Config {
    Config {
        preset: Some("BASIC".into()),
        ..Config::new(GameName::Tictactoe)
    }
}

#[test]
fn going_back_k_steps_and_forward_k_steps_gives_the_same_snapshot() {
    let mut s = Session::new(config()).expect("valid");
    s.goto(40);
    let at40 = s.solver().snapshot();
    let path40 = s.solver().current_path();
    for k in [1, 7, 40] {
        s.back(k);
        assert_eq!(s.iteration(), 40 - k);
        assert_ne!(s.solver().snapshot(), at40);
        for _ in 0..k {
            s.step().expect("a step");
        }
        assert_eq!(s.solver().snapshot(), at40);
        assert_eq!(s.solver().current_path(), path40);
    }
}

#[test]
fn a_jump_equals_stepping_one_by_one() {
    let mut a = Session::new(config()).expect("valid");
    let mut b = Session::new(config()).expect("valid");
    a.goto(100);
    for _ in 0..100 {
        b.step();
    }
    assert_eq!(a.solver().snapshot(), b.solver().snapshot());
    assert_eq!(a.solver().stats(), b.solver().stats());
}

#[test]
fn a_snapshot_lists_every_node_and_every_edge_with_its_creator() {
    let mut s = Session::new(config()).expect("valid");
    s.goto(30);
    let snap = s.solver().snapshot();
    let n = s.solver().node_count();
    assert_eq!(snap.pn.len(), n);
    assert_eq!(snap.creator[0], pnlab::search::snapshot::NO_PARENT);
    for son in 1..n {
        let creator = snap.creator[son];
        assert!((creator as usize) < n);
        assert_eq!(snap.level[son], snap.level[creator as usize] + 1);
        // The creating edge is among the edges.
        assert!((0..snap.edge_son.len())
            .any(|e| snap.edge_son[e] as usize == son && snap.edge_parent[e] == creator));
    }
}
