//! The command line's inputs: a clique edge in either spelling, `check`'s and `--file`'s size
//! limits, and a start position where the game is over already.

#![cfg(not(target_arch = "wasm32"))]

use crate::cli::{pnlab, scratch};

#[test]
fn a_clique_edge_is_accepted_in_either_spelling() {
    for start in ["0-1", "1-0"] {
        let (code, out, err) =
            pnlab(&["solve", "clique", "--n", "4", "--k", "3", "--start", start]);
        assert_eq!(code, 0, "{start}: {err}");
        assert!(out.contains("\nresult      "), "{out}");
        let (code, out, err) =
            pnlab(&["moves", "clique", "--n", "4", "--k", "3", "--start", start]);
        assert_eq!(code, 0, "{start}: {err}");
        assert!(out.starts_with("clique(4,3) after 1 moves"), "{out}");
    }
}

/// A game's document (`solve positional --file`) is read up to a size: a file that never ends
/// is refused with the limit, and a long path is quoted cut short.
#[test]
fn a_game_document_is_read_up_to_its_limit_and_its_path_quoted_short() {
    let (code, out, err) = pnlab(&["solve", "positional", "--file", "/dev/zero"]);
    assert_eq!(code, 2, "{out}");
    assert_eq!(
        err.trim(),
        "error: --file /dev/zero: more than 1,048,576 bytes is over the limit of 1,048,576 bytes \
         (1M): a game's document is read whole, and is far smaller"
    );
    let dir = scratch("document");
    let file = dir.join("sparse.json");
    std::fs::File::create(&file)
        .unwrap()
        .set_len(2 << 20)
        .unwrap();
    let (code, _, err) = pnlab(&["solve", "positional", "--file", file.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("2,097,152 bytes is over the limit of 1,048,576"),
        "{err}"
    );
    let long = format!("/nonexistent/{}", "x".repeat(10_000));
    let (code, _, err) = pnlab(&["solve", "positional", "--file", &long]);
    assert_eq!(code, 2);
    assert!(err.len() < 200 && err.contains("cannot be read"), "{err}");
}

/// `levels --depth` counts no deeper than the game goes: the rows stop at the first depth no
/// position reaches, so a huge depth prints a few rows, not millions of empty ones.
#[test]
fn levels_depth_stops_where_the_game_has_ended_and_names_what_it_takes() {
    let (code, out, err) = pnlab(&["levels", "tictactoe", "--depth", "1000000", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    let rows = v["rows"].as_array().expect("rows");
    // Depths 0 to 9 reach positions; depth 10 is the first none reaches.
    assert_eq!(rows.len(), 11, "{out}");
    assert!(
        rows[9]["positions"].as_u64() > Some(0),
        "full boards at depth 9"
    );
    assert_eq!(rows[10]["positions"], 0);
    for bad in ["abc", "-1", "1.5", "99999999999"] {
        let (code, _, err) = pnlab(&["levels", "tictactoe", "--depth", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(
            err.contains("0 <= depth <= 4294967295 (plies)"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn check_refuses_a_file_over_its_size_limit_naming_both() {
    let dir = scratch("size");
    let file = dir.join("big.json");
    // Sparse: 33 MiB on the file system costs nothing.
    std::fs::File::create(&file)
        .unwrap()
        .set_len(33 << 20)
        .unwrap();
    let name = file.display().to_string();
    let (code, _, err) = pnlab(&["check", &name]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        format!(
            "error: {name}: 34,603,008 bytes is over the limit of 33,554,432 bytes (32M): raise it with --max-bytes"
        )
    );
    // A real proof file over a lowered limit, then accepted under a raised one.
    let proof = dir.join("p.json");
    let proof_name = proof.display().to_string();
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--proof", &proof_name]);
    assert_eq!(code, 0, "{err}");
    let size = std::fs::metadata(&proof).unwrap().len();
    assert!(size > 1024, "{size}");
    let (code, _, err) = pnlab(&["check", &proof_name, "--max-bytes", "1K"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("bytes is over the limit of 1,024 bytes (1K): raise it with --max-bytes"),
        "{err}"
    );
    let (code, out, err) = pnlab(&["check", &proof_name, "--max-bytes", &size.to_string()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("accepted    draw"), "{out}");
    let (code, _, err) = pnlab(&["check", &proof_name, "--max-bytes", "lots"]);
    assert_eq!(code, 2);
    assert!(err.contains("\"lots\" is not a size"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_clobber_row_with_no_first_move_is_answered_second_wins_with_why() {
    let row = [
        "solve",
        "clobber",
        "--row",
        "B.WWW.W...WWW",
        "--first",
        "black",
    ];
    let (code, out, err) = pnlab(&row);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\nresult      second-wins\n"), "{out}");
    assert!(
        out.contains("\nwhy         the game is over at the start: the first player is to move and has no move (second-wins); no search is needed\n"),
        "{out}"
    );
    assert!(out.contains("\niterations  0\n"), "{out}");
    let (code, out, _) = pnlab(&[&row[..], &["--json", "--verify"]].concat());
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["result"], "second-wins");
    assert_eq!(
        v["why"],
        "the first player is to move and has no move (second-wins)"
    );
    assert_eq!(v["status"], "solved");
    assert_eq!(v["iterations"], 0);
    assert_eq!(v["answers"][0]["answer"], "disproved");
    assert_eq!(v["verified"][0]["claim"], "second-avoids-loss");
    assert_eq!(v["verified"][0]["establishes"], "second-wins");
    assert_eq!(v["verified"][0]["positions"], 1);
    // The proof file is written, and the checker finds the outcome from the rules itself.
    let dir = scratch("over");
    let proof = dir.join("p.json").display().to_string();
    let (code, _, err) = pnlab(&[&row[..], &["--proof", &proof]].concat());
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = pnlab(&["check", &proof]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("accepted    second-wins"), "{out}");
    assert!(
        out.contains("second-avoids-loss (establishes second-wins): 1 positions, 0 strategy moves"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
    // `moves` and `levels` answer it too.
    let game = ["clobber", "--row", "B.WWW.W...WWW", "--first", "black"];
    let (code, out, err) = pnlab(&[&["moves"][..], &game].concat());
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "clobber(B.WWW.W...WWW): the game is over: the first player is to move and has no move (second-wins)\n"
    );
    let (code, out, err) = pnlab(&[&["levels"][..], &game].concat());
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("clobber(B.WWW.W...WWW): second-wins in 0 plies\n"),
        "{out}"
    );
    assert!(out.contains("the game is over at the start: the first player is to move and has no move (second-wins); nothing to search"), "{out}");
}

#[test]
fn a_start_line_that_ends_the_game_is_answered_with_the_move_that_ended_it() {
    let (code, out, err) = pnlab(&[
        "solve",
        "tictactoe",
        "--start",
        "a1 b1 a2 b2 a3",
        "--verify",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\nresult      first-wins\n"), "{out}");
    assert!(
        out.contains(
            "why         the game is over at the start: move 5 \"a3\" ends the game (first-wins)"
        ),
        "{out}"
    );
    assert!(
        out.contains("proof       checked: first-wins, 1 positions, 0 strategy moves"),
        "{out}"
    );
}

/// `levels --depth` on a game whose positions grow without end holds its tables within
/// `--max-memory` and `--budget`, and ends "unknown" with the rows counted in full.
#[test]
fn levels_depth_ends_unknown_at_its_memory_and_position_limits() {
    let (code, out, err) = pnlab(&[
        "levels",
        "morris",
        "--men",
        "9",
        "--depth",
        "40",
        "--max-memory",
        "1M",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["result"], "unknown", "{out}");
    assert_eq!(v["stoppedBy"]["limit"], "memory", "{out}");
    let rows = v["rows"].as_array().expect("rows");
    assert_eq!(v["stoppedBy"]["depth"].as_u64(), Some(rows.len() as u64));
    assert_eq!(rows[3]["positions"], 428, "the lecture's count at depth 3");
    let (code, out, err) = pnlab(&["levels", "morris", "--depth", "40", "--budget", "1000"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("unknown (positions): depth 4 holds more than --budget 1000 positions"),
        "{out}"
    );
    let (code, _, err) = pnlab(&["levels", "morris", "--max-memory", "1M"]);
    assert_eq!(code, 2);
    assert!(err.contains("sizes Connect-4's exact solver only"), "{err}");
}

/// `--max-memory` sizes Connect-4's table: a small one gives the same move values, and one
/// below the smallest table is refused with the least size named.
#[test]
fn a_connect4_memory_limit_sizes_its_table_and_too_small_a_one_is_named() {
    let game = [
        "moves", "connect4", "--cols", "5", "--rows", "4", "--start", "c c b",
    ];
    let moves = |extra: &[&str]| {
        let (code, out, err) = pnlab(&[&game[..], &["--json"], extra].concat());
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
        v["moves"].clone()
    };
    assert_eq!(moves(&[]), moves(&["--max-memory", "2M"]));
    let (code, _, err) = pnlab(&[&game[..], &["--max-memory", "1M"]].concat());
    assert_eq!(code, 2);
    assert!(
        err.contains("1048576 bytes is below") && err.contains("1310735"),
        "{err}"
    );
}

/// Hostile values are named cut short, with what is allowed: a start move that looks like a
/// number, a 10,000-character move, and a game document saved with a byte-order mark (read as
/// the document it is).
#[test]
fn hostile_values_are_answered_short_and_a_byte_order_mark_is_read_past() {
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--start", "-1"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("move 1 \"-1\" is not legal in tictactoe: allowed are a3,"),
        "{err}"
    );
    let long = "a".repeat(10_000);
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--start", &long]);
    assert_eq!(code, 2);
    assert!(err.len() < 300, "{} bytes", err.len());
    assert!(
        err.contains(&format!("\"{}…\" is not legal", "a".repeat(80))),
        "{err}"
    );
    let dir = scratch("bom");
    let file = dir.join("bom.json");
    let doc = std::fs::read_to_string("examples/games/tictactoe.json").expect("the example");
    std::fs::write(&file, format!("\u{feff}{doc}")).unwrap();
    let (code, out, err) = pnlab(&["solve", "positional", "--file", file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("draw"), "{out}");
}
