//! Stepping back and jumping land on exactly the same DAG.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;
use pnlab::search::Algorithm;
use pnlab::session::Session;

fn config() -> Config {
    Config {
        preset: Some("BASIC".into()),
        ..Config::new("tictactoe")
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

/// Each node's drawing is its position, and its last cell is the creating move: a cell of the
/// player who moved. Without normalisation the creator's position plus that cell is the node's.
#[test]
fn a_snapshot_draws_each_position_with_the_creating_move_emphasised() {
    for normaliser in ["identity", "neighbours", "exact"] {
        let config = Config::new("clique")
            .with("n", 5)
            .with("k", 3)
            .with("normaliser", normaliser);
        let mut s = Session::new(config).expect("valid");
        s.goto(40);
        let snap = s.solver().snapshot();
        let per = snap.cells_per_node as usize;
        assert_eq!(per, 10);
        assert_eq!(snap.cells.len(), per * snap.level.len());
        assert_eq!(snap.last_cell[0], pnlab::search::snapshot::NO_CELL);
        assert!(snap.cells[..per].iter().all(|&c| c == 0));
        for son in 1..snap.level.len() {
            let cells = &snap.cells[son * per..(son + 1) * per];
            let last = snap.last_cell[son] as usize;
            let mover = if snap.level[son] % 2 == 1 { 1 } else { 2 };
            assert_eq!(cells[last], mover, "{normaliser}: node {son}");
            let played = cells.iter().filter(|&&c| c != 0).count();
            assert_eq!(played, snap.level[son] as usize);
            if normaliser == "identity" {
                let creator = snap.creator[son] as usize;
                let mut expected = snap.cells[creator * per..(creator + 1) * per].to_vec();
                expected[last] = mover;
                assert_eq!(cells, &expected[..], "node {son}");
            }
        }
    }
}

/// The chart's data: the root's numbers after every iteration, however the iterations were
/// made (steps, runs, replays after going back), equal to what stepping observes.
#[test]
fn the_root_history_records_every_iteration_whichever_way_it_was_reached() {
    let mut stepped = Session::new(config()).expect("valid");
    let mut seen = vec![stepped.solver().root_numbers()];
    while stepped.step().is_some() {
        seen.push(stepped.solver().root_numbers());
    }
    let seen: Vec<[u32; 2]> = seen.into_iter().map(Into::into).collect();
    assert_eq!(stepped.root_history(), &seen[..]);
    assert_eq!(seen.len() as u64, stepped.iteration() + 1);
    let last = seen.last().expect("root");
    assert!(last[0] == 0 || last[1] == 0, "solved at the end");

    let mut mixed = Session::new(config()).expect("valid");
    mixed.run(Some(50));
    mixed.step();
    mixed.back(20);
    mixed.run(None);
    assert_eq!(mixed.root_history(), &seen[..]);
}

/// Every algorithm takes the same path whether it steps (with records) or runs (without):
/// a jump to the last iteration then one step must solve exactly where stepping does.
#[test]
fn stepping_and_running_agree_for_every_preset_to_the_end() {
    for (preset, algorithm) in [
        ("K4WEAK", None),
        ("BEST", None),
        ("DFPN", None),
        ("K4WEAK", Some(Algorithm::Pn2)),
        ("K4", Some(Algorithm::Pss)),
    ] {
        let config = Config {
            preset: Some(preset.into()),
            algorithm,
            ..Config::new("clique").with("n", 6).with("k", 4)
        };
        let mut stepped = Session::new(config.clone()).expect("valid");
        while stepped.step().is_some() {}
        let end = stepped.iteration();
        let mut jumped = Session::new(config).expect("valid");
        jumped.goto(end - 1);
        let last = jumped.step().expect("the last step");
        assert!(
            last.solved,
            "{preset}: the jump's last step does not solve at {end}"
        );
        assert_eq!(
            jumped.solver().snapshot(),
            stepped.solver().snapshot(),
            "{preset}"
        );
    }
}

#[test]
fn a_rewind_then_bounded_runs_land_where_goto_does_with_the_same_root_history() {
    let mut whole = Session::new(config()).expect("valid");
    whole.goto(40);
    let mut pieces = Session::new(config()).expect("valid");
    pieces.goto(90);
    pieces.rewind_to(40);
    assert!(pieces.iteration() <= 40);
    while pieces.iteration() < 40 {
        let left = 40 - pieces.iteration();
        pieces.run(Some(left.min(7)));
    }
    assert_eq!(pieces.iteration(), 40);
    assert_eq!(pieces.solver().snapshot(), whole.solver().snapshot());
    assert_eq!(pieces.root_history(), whole.root_history());
    // Ahead of the search: nothing to undo.
    pieces.rewind_to(60);
    assert_eq!(pieces.iteration(), 40);
}
