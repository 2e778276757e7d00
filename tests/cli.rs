//! The command-line tool as a user calls it.

#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

fn pnlab(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pnlab"))
        .args(args)
        .output()
        .expect("pnlab runs");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn solve_tictactoe_json_parses_and_says_draw() {
    let (code, out, _) = pnlab(&["solve", "tictactoe", "--json", "--verify"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["result"], "draw");
    assert!(v["iterations"].as_u64().unwrap() > 0);
    assert!(v["verified"]["positions"].as_u64().unwrap() > 0);
    assert!(v["levels"].as_array().unwrap().len() > 5);
}

#[test]
fn solve_tictactoe_with_ten_nodes_says_unknown() {
    let (code, out, _) = pnlab(&["solve", "tictactoe", "--max-nodes", "10"]);
    assert_eq!(code, 0);
    assert!(out.contains("result      unknown"), "{out}");
}

#[test]
fn bad_arguments_name_the_value_and_exit_with_2() {
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--preset", "FAST"]);
    assert_eq!(code, 2);
    assert!(err.contains("FAST") && err.contains("K4WEAK"), "{err}");
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--max-nodes", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("maxNodes = 0"), "{err}");
    let (code, _, err) = pnlab(&["solve", "chess"]);
    assert_eq!(code, 2);
    assert!(err.contains("chess"), "{err}");
}
