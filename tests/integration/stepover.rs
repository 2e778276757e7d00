//! Step over and step out (`Session::leap`): a leap ends where it says, and going back to where
//! it started gives the same DAG.

#![cfg(not(target_arch = "wasm32"))]

use pnlab::config::{Config, Preset};
use pnlab::search::Value;
use pnlab::session::{LeapEnd, Session};

fn at(iteration: u64) -> Session {
    let mut s = Session::new(Config::clique(6, 4, Preset::K4Weak)).expect("valid");
    s.goto(iteration);
    s
}

#[test]
fn a_step_over_ends_when_its_target_is_solved_or_the_next_path_leaves_it() {
    let mut ends = [0; 3];
    for start in [0, 5, 30, 100, 200] {
        let mut s = at(start);
        let target = s.step_over_target().expect("the search steps");
        let end = s.leap(target, u64::MAX).expect("a leap ends");
        let value = s.solver().node(target).expect("the target exists").value;
        let to = s.iteration();
        assert!(to > start);
        match end {
            LeapEnd::Solved => {
                ends[0] += 1;
                assert_ne!(value, Value::Unknown);
            }
            LeapEnd::Left => {
                ends[1] += 1;
                assert_eq!(value, Value::Unknown);
                assert!(
                    s.solver().current_path().contains(&target),
                    "the last iteration taken still passed the target"
                );
                // The iteration not taken: its path does not pass through the target.
                s.run(Some(1));
                assert!(!s.solver().current_path().contains(&target));
            }
            LeapEnd::Stopped => ends[2] += 1,
        }
        // Going back to the start of the leap gives the DAG that was there.
        let mut back = at(to);
        back.goto(start);
        assert_eq!(back.solver().snapshot(), at(start).solver().snapshot());
    }
    assert!(ends[0] + ends[1] == 5, "{ends:?}");
}

#[test]
fn a_step_out_through_the_root_runs_to_the_end() {
    let mut s = at(3);
    assert_eq!(s.leap(0, u64::MAX), Some(LeapEnd::Solved));
    assert_eq!(s.solver().result_word(), "draw");
}
