//! `Session::run` runs the search in one call (`Solver::run_noting`) and records the root's
//! numbers as it goes: the chart, the statistics and the DAG must equal stepping's, for every
//! algorithm, across a solve's two questions, and when a limit ends the run.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::Config;
use pnlab::search::{Algorithm, Limits, Status};
use pnlab::session::Session;

fn configs() -> Vec<(String, Config)> {
    let clique = |preset: &str, algorithm: Option<Algorithm>| Config {
        preset: Some(preset.into()),
        algorithm,
        ..Config::new("clique").with("n", 6).with("k", 4)
    };
    vec![
        ("pns BEST".into(), clique("BEST", None)),
        ("dfpn".into(), clique("DFPN", None)),
        ("pn2".into(), clique("K4WEAK", Some(Algorithm::Pn2))),
        ("pss".into(), clique("K4", Some(Algorithm::Pss))),
        (
            // A draw: "first wins?" disproved, then "first avoids losing?" in a second DAG.
            "tictactoe, two questions".into(),
            Config {
                preset: Some("BASIC".into()),
                ..Config::new("tictactoe")
            },
        ),
    ]
}

/// The root's numbers after every iteration as stepping sees them, entry 0 before the first.
fn stepped(config: &Config) -> (Session, Vec<[u32; 2]>) {
    let mut s = Session::new(config.clone()).expect("valid");
    let mut seen = vec![s.solver().root_numbers().into()];
    while s.step().is_some() {
        seen.push(s.solver().root_numbers().into());
    }
    (s, seen)
}

#[test]
fn a_run_in_one_call_or_in_chunks_records_what_stepping_sees() {
    for (name, config) in configs() {
        let (by_step, seen) = stepped(&config);
        assert!(seen.len() > 20, "{name}: {} iterations", seen.len() - 1);
        assert_eq!(by_step.root_history(), &seen[..], "{name}: stepping");
        for chunk in [None, Some(1), Some(7), Some(256)] {
            let mut s = Session::new(config.clone()).expect("valid");
            while s.solver().status() == Status::Running {
                s.run(chunk);
            }
            assert_eq!(s.root_history(), &seen[..], "{name}, chunks of {chunk:?}");
            assert_eq!(s.solver().stats(), by_step.solver().stats(), "{name}");
            assert_eq!(s.solver().status(), by_step.solver().status(), "{name}");
            assert_eq!(s.solver().snapshot(), by_step.solver().snapshot(), "{name}");
        }
    }
}

#[test]
fn a_run_a_limit_ends_records_the_iterations_done_and_no_more() {
    for (name, config) in configs() {
        let (_, seen) = stepped(&config);
        let total = seen.len() as u64 - 1;
        for limits in [
            Limits {
                max_iterations: Some(total / 2),
                ..Limits::default()
            },
            Limits {
                max_nodes: Some(60),
                ..Limits::default()
            },
        ] {
            let config = Config {
                limits,
                ..config.clone()
            };
            let mut by_step = Session::new(config.clone()).expect("valid");
            while by_step.step().is_some() {}
            let mut run = Session::new(config).expect("valid");
            assert_eq!(run.run(None), Status::LimitReached, "{name}, {limits:?}");
            let done = run.iteration();
            assert_eq!(done, by_step.iteration(), "{name}, {limits:?}");
            assert_eq!(run.root_history(), &seen[..done as usize + 1], "{name}");
            assert_eq!(run.root_history(), by_step.root_history(), "{name}");
            // The handle stays usable: back, then forwards to the same end.
            run.back(3);
            assert_eq!(run.root_history(), &seen[..done as usize - 2], "{name}");
            run.run(None);
            assert_eq!(run.iteration(), done, "{name}");
            assert_eq!(run.root_history(), &seen[..done as usize + 1], "{name}");
        }
    }
}
