//! A job at a position that a kept search has solved is answered from that search: the
//! position is found through the search's own table ([`Solver::find_line`]), which must find
//! exactly the nodes a look at every node's cells finds.

use super::*;
use crate::distributed::board::{board_of, Place};
use crate::proofs::ProofFile;
use std::path::PathBuf;

fn config(n: u32, transpositions: bool) -> Config {
    serde_json::from_value(serde_json::json!({
        "game": "clique", "n": n, "k": 4, "preset": "BEST",
        "options": {"transpositions": transpositions},
    }))
    .unwrap()
}

fn job(id: u64, config: &Config, line: &[String], max_nodes: u64, dir: &std::path::Path) -> Job {
    Job {
        job: id,
        config: config.clone(),
        line: line.to_vec(),
        question: Question::FirstWins,
        max_nodes,
        proof_dir: dir.to_path_buf(),
        after: None,
        pn_threshold: None,
        dn_threshold: None,
    }
}

/// The positions up to `depth` moves after `line`, one line per normal form, as the
/// coordinator's master tree reaches them.
fn places(config: &Config, line: &[String], depth: usize) -> Vec<Place> {
    let board = board_of(config).unwrap();
    let mut all = vec![board.place(line).unwrap()];
    let mut level = all.clone();
    for _ in 0..depth {
        let mut next = Vec::new();
        for p in level.iter().filter(|p| p.over.is_none()) {
            for son in board.sons(&p.line).unwrap() {
                if !all.iter().chain(&next).any(|q: &Place| q.key == son.key) {
                    next.push(son);
                }
            }
        }
        all.extend(next.iter().cloned());
        level = next;
    }
    all
}

#[test]
fn find_line_finds_the_nodes_a_look_at_every_node_finds() {
    let mut c = config(7, true);
    c.question = Ask::FirstWins;
    let mut solver = c.build().unwrap();
    solver.run(Some(5));
    let count = solver.node_count() as u32;
    let mut cells = Vec::new();
    solver.cells_of(0..count, &mut cells);
    let width = cells.len() / count as usize;
    let (mut found, mut missing) = (0, 0);
    for place in places(&c, &[], 4) {
        let scanned: Vec<u32> = (0..count)
            .filter(|&id| cells[id as usize * width..][..width] == place.key[..])
            .collect();
        match solver.find_line(&place.line) {
            Some(id) => {
                assert!(
                    scanned.contains(&id),
                    "{:?}: {id} of {scanned:?}",
                    place.line
                );
                found += 1;
            }
            None => {
                assert!(scanned.is_empty(), "{:?} missed: {scanned:?}", place.line);
                missing += 1;
            }
        }
    }
    assert!(found > 1 && missing > 0, "found {found}, missing {missing}");
    assert_eq!(solver.find_line(&[]), Some(0));
    assert_eq!(solver.find_line(&["0-0".into()]), None, "an illegal line");
}

#[test]
fn find_line_in_a_tree_finds_the_position_the_line_reaches() {
    let mut c = config(5, false);
    c.question = Ask::FirstWins;
    let mut solver = c.build().unwrap();
    solver.run(Some(50));
    assert_eq!(solver.find_line(&[]), Some(0));
    let line = ["0-1".to_string()];
    let id = solver
        .find_line(&line)
        .expect("the root's son by the move 0-1");
    assert_eq!(solver.node(id).unwrap().parents, vec![0]);
    assert_eq!(solver.find_line(&["0-1".into(), "0-1".into()]), None);
}

#[test]
fn a_job_at_a_position_a_kept_search_solved_is_answered_without_a_search() {
    let dir: PathBuf =
        std::env::temp_dir().join(format!("pnlab-worker-kept-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let c = config(7, true);
    // A position where the first player moves, with sons of more than one kind.
    let start = places(&c, &[], 2).pop().unwrap().line;
    let mut worker = Worker::new(None);
    // Jobs at `start` until its kept search has solved one of its sons.
    let mut id = 0;
    let son = loop {
        id += 1;
        let r = worker.run(&job(id, &c, &start, 1000, &dir));
        assert_eq!(r.status, JobStatus::Unknown, "solved before a son: {r:?}");
        if let Some(son) = r.solved_sons.first() {
            break son.clone();
        }
    };
    assert_eq!(worker.kept(), 1);
    let board = board_of(&c).unwrap();
    let place = board
        .sons(&start)
        .unwrap()
        .into_iter()
        .find(|p| p.key == son.cells)
        .expect("the solved son is a son of the position");
    let answer = worker.run(&job(id + 1, &c, &place.line, 1_000_000, &dir));
    assert_eq!(answer.nodes, 0, "searched again: {answer:?}");
    let expected = match son.proved {
        true => JobStatus::Proved,
        false => JobStatus::Disproved,
    };
    assert_eq!(answer.status, expected, "{answer:?}");
    let text = std::fs::read_to_string(&answer.proof.unwrap().path).unwrap();
    let file: ProofFile = serde_json::from_str(&text).unwrap();
    assert_eq!(file.start, place.line);
    file.check().unwrap();
    assert_eq!(worker.kept(), 1, "the kept search is still there");
    let _ = std::fs::remove_dir_all(&dir);
}
