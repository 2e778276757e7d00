//! The command-line tool as a user calls it.

#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

/// Runs pnlab: its exit code, standard output and standard error.
pub(crate) fn pnlab(args: &[&str]) -> (i32, String, String) {
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
    assert_eq!(
        v["verified"].as_array().unwrap().len(),
        1,
        "one question asked"
    );
    assert!(v["verified"][0]["positions"].as_u64().unwrap() > 0);
    assert_eq!(v["verified"][0]["claim"], "second-avoids-loss");
    assert_eq!(v["answers"][0]["question"], "first-wins");
    assert_eq!(v["answers"][0]["answer"], "disproved");
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
    assert!(
        err.contains("'0' for '--max-nodes <MAX_NODES>': out of range: 1 <= maxNodes <= "),
        "{err}"
    );
    let (code, _, err) = pnlab(&["solve", "chess"]);
    assert_eq!(code, 2);
    assert!(err.contains("chess"), "{err}");
}

#[test]
fn compare_runs_each_configuration_in_command_line_order_and_checks_the_proofs() {
    let (code, out, err) = pnlab(&[
        "compare",
        "clique",
        "--n",
        "5",
        "--k",
        "4",
        "--algorithm",
        "pss",
        "--preset",
        "BASIC",
        "--rule",
        "snda",
        "--config",
        r#"{"preset":"K4","algorithm":"dfpn"}"#,
        "--verify",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    let runs = v["runs"].as_array().expect("runs");
    let algorithms: Vec<&str> = runs
        .iter()
        .map(|r| r["algorithm"].as_str().unwrap())
        .collect();
    assert_eq!(algorithms, ["pss", "pns", "pns", "dfpn"]);
    assert_eq!(runs[1]["label"], "BASIC");
    for r in runs {
        assert_eq!(r["result"], "draw", "{r}");
        assert_eq!(r["verified"], true, "{r}");
        assert!(r["iterations"].as_u64().unwrap() > 0);
    }
}

#[test]
fn compare_in_lockstep_stops_every_configuration_at_the_same_iteration() {
    let (code, out, _) = pnlab(&[
        "compare",
        "clique",
        "--n",
        "6",
        "--k",
        "4",
        "--preset",
        "BASIC",
        "--algorithm",
        "pss",
        "--max-iterations",
        "50",
    ]);
    assert_eq!(code, 0);
    let rows: Vec<&str> = out.lines().filter(|l| l.contains("unknown")).collect();
    assert_eq!(rows.len(), 2, "{out}");
    assert!(
        rows.iter().all(|r| r.split_whitespace().any(|w| w == "50")),
        "{out}"
    );
}

#[test]
fn compare_rejects_too_few_configurations_and_bad_json_naming_them() {
    let (code, _, err) = pnlab(&["compare", "tictactoe", "--preset", "K4"]);
    assert_eq!(code, 2);
    assert!(err.contains("at least 2 configurations, got 1"), "{err}");
    let (code, _, err) = pnlab(&[
        "compare",
        "tictactoe",
        "--preset",
        "K4",
        "--config",
        "{\"n\":3}",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown field \"n\" for the game tictactoe: it takes normaliser"),
        "{err}"
    );
    let (code, _, err) = pnlab(&[
        "compare",
        "tictactoe",
        "--preset",
        "K4",
        "--algorithm",
        "pss",
        "--config",
        r#"{"algorithm":"pss","params":{"maxSetSize":0}}"#,
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("maxSetSize = 0"), "{err}");
}

#[test]
fn solve_with_proof_set_search_and_a_tiny_set_bound_says_unknown() {
    let (code, out, _) = pnlab(&[
        "solve",
        "clique",
        "--n",
        "6",
        "--k",
        "4",
        "--preset",
        "BASIC",
        "--algorithm",
        "pss",
        "--max-set-size",
        "20",
    ]);
    assert_eq!(code, 0);
    assert!(out.contains("result      unknown"), "{out}");
}

#[test]
fn a_proof_file_is_written_checked_and_a_tampered_one_exits_with_2() {
    let dir = std::env::temp_dir().join(format!("pnlab-cli-proof-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("p.json");
    let p = path.to_str().expect("utf-8 path");
    let (code, _, err) = pnlab(&["solve", "clique", "--n", "5", "--k", "3", "--proof", p]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = pnlab(&["check", p]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("accepted    first-wins"), "{out}");
    let text = std::fs::read_to_string(&path).expect("written");
    std::fs::write(
        &path,
        text.replace("\"first-wins\",\"proofs\"", "\"draw\",\"proofs\""),
    )
    .expect("rewritten");
    let (code, _, err) = pnlab(&["check", p]);
    assert_eq!(code, 2);
    assert!(
        err.contains("rejected: the proofs establish first-wins"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn checked_proofs_are_named_in_words_with_what_the_check_established() {
    // Hexapawn has no draws: the disproof of "does the first player win?" is seen to be a
    // second-player win on every line, and the report says so.
    let (code, out, err) = pnlab(&["solve", "hexapawn", "--verify"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("result      second-wins"), "{out}");
    assert!(
        out.contains("proof       checked: second-avoids-loss (establishes second-wins), "),
        "{out}"
    );
    // A Connect-4 draw rests on two proofs that each only avoid a loss.
    let (code, out, err) = pnlab(&["solve", "connect4", "--preset", "BEST", "--verify"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("result      draw"), "{out}");
    assert!(
        out.contains("proof       checked: second-avoids-loss, "),
        "{out}"
    );
    assert!(
        out.contains("proof       checked: first-avoids-loss, "),
        "{out}"
    );
    assert!(!out.contains("AvoidsLoss"), "{out}");

    let dir = std::env::temp_dir().join(format!("pnlab-cli-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("h33.json");
    let p = path.to_str().expect("utf-8 path");
    let (code, _, err) = pnlab(&["solve", "hexapawn", "--proof", p]);
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = pnlab(&["check", p]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("accepted    second-wins"), "{out}");
    assert!(
        out.contains("proof       second-avoids-loss (establishes second-wins): 14 positions"),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `pnlab … | head` closes the pipe early: the program ends quietly, as `cat` does, instead of
/// panicking on the failed write.
#[test]
fn a_closed_pipe_ends_quietly() {
    let (reader, writer) = std::io::pipe().expect("a pipe");
    drop(reader); // the reader has gone before the first line is written
    let out = Command::new(env!("CARGO_BIN_EXE_pnlab"))
        .args(["solve", "tictactoe"])
        .stdout(writer)
        .output()
        .expect("pnlab runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "stderr: {err}");
    assert_ne!(out.status.code(), Some(101), "exit code 101 is a panic");
}

#[test]
fn a_time_limit_ends_a_solve_with_unknown_time_and_progress_lines_on_stderr() {
    let (code, out, err) = pnlab(&[
        "solve",
        "clique",
        "--n",
        "8",
        "--k",
        "4",
        "--preset",
        "BEST",
        "--max-time",
        "1.5",
        "--progress",
        "0.5",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["result"], "unknown");
    assert_eq!(v["stoppedBy"], "time");
    assert_eq!(v["status"], "limit-reached");
    let lines: Vec<serde_json::Value> = err
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l:?}: {e}")))
        .collect();
    assert!(lines.len() >= 2, "{err}");
    for pair in lines.windows(2) {
        assert!(pair[1]["iterations"].as_u64() > pair[0]["iterations"].as_u64());
        assert!(pair[1]["seconds"].as_f64() > pair[0]["seconds"].as_f64());
    }
    assert!(v["iterations"].as_u64() >= lines.last().unwrap()["iterations"].as_u64());
}

/// PN² with its second-level budget at the maximum: one iteration runs inner searches of up to
/// 100,000,000 nodes, minutes long. The deadline and the progress lines reach inside them, and
/// the lines count the inner search's memory, which stays within the budget.
#[test]
fn a_time_limit_and_progress_lines_reach_inside_pn2s_second_level() {
    let budget: u64 = 100 << 20;
    let t = std::time::Instant::now();
    let (code, out, err) = pnlab(&[
        "solve",
        "clique",
        "--n",
        "8",
        "--k",
        "4",
        "--algorithm",
        "pn2",
        "--pn2-limit",
        "100000000",
        "--max-memory",
        "100M",
        "--max-time",
        "1",
        "--progress",
        "0.2",
        "--json",
    ]);
    let took = t.elapsed().as_secs_f64();
    assert_eq!(code, 0, "{err}");
    // About the deadline, with room for a loaded machine and the report.
    assert!(took < 3.0, "took {took} s");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["result"], "unknown");
    assert_eq!(v["stoppedBy"], "time");
    assert_eq!(v["status"], "limit-reached");
    let lines: Vec<serde_json::Value> = err
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l:?}: {e}")))
        .collect();
    assert!(lines.len() >= 3, "{err}");
    let most = lines.iter().map(|l| l["bytes"].as_u64().unwrap()).max();
    assert!(
        most > Some(1 << 20),
        "the inner search's bytes are counted: {err}"
    );
    assert!(most <= Some(budget), "within the budget: {err}");
}

#[test]
fn a_watched_solve_does_the_same_iterations_as_an_unwatched_one() {
    let args = [
        "solve", "clique", "--n", "6", "--k", "4", "--preset", "K4WEAK", "--json",
    ];
    let (_, plain, _) = pnlab(&args);
    let mut watched_args = args.to_vec();
    watched_args.extend(["--progress", "0.001", "--max-time", "600"]);
    let (code, watched, _) = pnlab(&watched_args);
    assert_eq!(code, 0);
    let (a, b): (serde_json::Value, serde_json::Value) = (
        serde_json::from_str(&plain).unwrap(),
        serde_json::from_str(&watched).unwrap(),
    );
    assert_eq!(a["result"], "draw");
    for key in ["result", "iterations", "createdNodes", "answers", "levels"] {
        assert_eq!(a[key], b[key], "{key}");
    }
}

/// A limit that stops a solve's second question leaves the first one's answer: the result says
/// what it leaves (the words of a one-question solve), and `--verify` checks its proof.
#[test]
fn a_limit_in_the_second_question_reports_what_the_first_answered() {
    let args = [
        "solve",
        "connect4",
        "--cols",
        "4",
        "--rows",
        "4",
        "--preset",
        "BEST",
        "--max-nodes",
        "15000",
        "--verify",
    ];
    let (code, out, err) = pnlab(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("result      draw-or-second-wins (limit reached: nodes)"),
        "{out}"
    );
    assert!(out.contains("  question  first-wins: disproved"), "{out}");
    assert!(
        out.contains("  question  first-avoids-loss: unknown"),
        "{out}"
    );
    assert!(
        out.contains("proof       checked: second-avoids-loss, "),
        "{out}"
    );
    let (code, out, err) = pnlab(&[&args[..], &["--json"]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["result"], "draw-or-second-wins");
    assert_eq!(v["status"], "limit-reached");
    assert_eq!(v["stoppedBy"], "nodes");
    assert_eq!(v["verified"][0]["claim"], "second-avoids-loss");
    // The same words as a solve that asks the first question only.
    let (_, one, _) = pnlab(&[
        "solve",
        "connect4",
        "--cols",
        "4",
        "--rows",
        "4",
        "--preset",
        "BEST",
        "--question",
        "first-wins",
    ]);
    assert!(one.contains("result      draw-or-second-wins\n"), "{one}");
}

/// `solve --json` names the question asked in its options: the one asked alone, or `auto`.
#[test]
fn the_json_report_names_the_question_asked() {
    for (ask, questions) in [
        ("first-avoids-loss", vec!["first-avoids-loss"]),
        ("auto", vec!["first-wins", "first-avoids-loss"]),
        ("first-wins", vec!["first-wins"]),
    ] {
        let (code, out, err) = pnlab(&["solve", "connect4", "--question", ask, "--json"]);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
        assert_eq!(v["options"]["question"], ask);
        let asked: Vec<&str> = v["answers"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["question"].as_str().unwrap())
            .collect();
        assert_eq!(asked, questions, "{ask}");
    }
}

/// An algorithm's own bound says which it was, with the parameter that set it, in the text, in
/// `--json` beside the stable `stoppedBy`, and in `compare`.
#[test]
fn an_algorithms_own_bound_is_named_with_its_parameter() {
    let (code, out, err) = pnlab(&[
        "solve",
        "tictactoe",
        "--algorithm",
        "dfpn",
        "--tt-size",
        "5",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(
            "result      unknown (limit reached: transposition table too small, ttSize 5)"
        ),
        "{out}"
    );
    let (code, out, err) = pnlab(&[
        "solve",
        "tictactoe",
        "--algorithm",
        "pss",
        "--max-set-size",
        "5",
        "--json",
    ]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["stoppedBy"], "algorithm");
    assert_eq!(v["bound"], "set-size");
    assert_eq!(
        v["reason"],
        "proof or disproof set larger than maxSetSize 5"
    );
    let compare = [
        "compare",
        "tictactoe",
        "--config",
        r#"{"algorithm":"dfpn","params":{"ttSize":5}}"#,
        "--preset",
        "BASIC",
        "--max-nodes",
        "100",
    ];
    let (code, out, err) = pnlab(&compare);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("unknown (transposition table too small, ttSize 5)"),
        "{out}"
    );
    assert!(out.contains("unknown (nodes)"), "{out}");
    let (code, out, err) = pnlab(&[&compare[..], &["--json"]].concat());
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    let runs = v["runs"].as_array().unwrap();
    assert_eq!(runs[0]["stoppedBy"], "algorithm");
    assert_eq!(runs[0]["bound"], "table-too-small");
    assert_eq!(runs[0]["reason"], "transposition table too small, ttSize 5");
    assert_eq!(runs[1]["stoppedBy"], "nodes");
}

#[test]
fn a_bad_time_names_the_value_and_exits_with_2() {
    for bad in ["0", "abc", "1e9", "NaN"] {
        let (code, _, err) = pnlab(&["solve", "tictactoe", "--max-time", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains(&format!("\"{bad}\" is not a time")), "{err}");
    }
}

#[test]
fn a_choice_s_note_is_set_apart_from_its_values() {
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--normaliser", "bogus"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("one of identity, exact (exact: the 8 symmetries of the square)"),
        "{err}"
    );
}

/// docs/game-catalogue.md quotes the Clobber errors as the command line prints them.
#[test]
fn the_clobber_errors_in_the_docs_are_the_cli_s() {
    let docs = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/game-catalogue.md"
    ))
    .expect("docs/game-catalogue.md")
    .split_whitespace()
    .collect::<Vec<_>>()
    .join(" ");
    for row in ["BWX", ""] {
        let (code, _, err) = pnlab(&["solve", "clobber", "--row", row]);
        assert_eq!(code, 2, "{row:?}");
        let message = err.trim().strip_prefix("error: ").expect("an error line");
        assert!(docs.contains(&format!("`{message}`")), "{message}");
    }
}

/// A fresh directory for one test's files.
pub(crate) fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pnlab-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Runs pnlab with its standard output on /dev/full, where every write fails.
#[cfg(target_os = "linux")]
fn pnlab_to_full_disk(args: &[&str]) -> (Option<i32>, String) {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let out = Command::new(env!("CARGO_BIN_EXE_pnlab"))
        .args(args)
        .stdout(full)
        .output()
        .expect("pnlab runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_on_stdout_is_an_error_not_a_panic() {
    let dir = scratch("full");
    let path = dir.join("p.json");
    let p = path.to_str().expect("utf-8 path");
    let (code, _, err) = pnlab(&["solve", "tictactoe", "--proof", p]);
    assert_eq!(code, 0, "{err}");
    for args in [
        &["solve", "tictactoe"][..],
        &["solve", "tictactoe", "--json"],
        &["check", p],
        &["check", p, "--json"],
        &["moves", "tictactoe"],
        &["levels", "tictactoe", "--json"],
        &["normalisers", "--n", "4", "--max-k", "3"],
        &[
            "compare",
            "tictactoe",
            "--preset",
            "BASIC",
            "--preset",
            "BEST",
        ],
        &[
            "compare",
            "tictactoe",
            "--preset",
            "BASIC",
            "--preset",
            "BEST",
            "--json",
        ],
    ] {
        let (code, err) = pnlab_to_full_disk(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(
            err.starts_with("error: cannot write to standard output: "),
            "{args:?}: {err}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_limit_with_proof_prints_the_report_and_leaves_no_file() {
    let dir = scratch("unsolved");
    let path = dir.join("un.json");
    let p = path.to_str().expect("utf-8 path");
    // A file from an earlier solve at the path would pass for this one's proof.
    std::fs::write(&path, "{}").expect("an old file");
    let args = [
        "solve",
        "clique",
        "--n",
        "6",
        "--k",
        "4",
        "--max-nodes",
        "100",
    ];
    let (plain_code, plain, _) = pnlab(&args);
    let mut with_proof = args.to_vec();
    with_proof.extend(["--proof", p]);
    let (code, out, err) = pnlab(&with_proof);
    assert_eq!(code, plain_code, "{err}");
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("result      unknown (limit reached: nodes)"),
        "{out}"
    );
    let untimed = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| !l.starts_with("time "))
            .map(String::from)
            .collect()
    };
    assert_eq!(untimed(&out), untimed(&plain), "the report without --proof");
    assert!(
        err.contains(&format!("no proof file written to {p}"))
            && err.contains("the game is not solved"),
        "{err}"
    );
    assert!(!path.exists(), "no stale file is left at {p}");
    // The same with --json: one JSON object on stdout, the note on stderr.
    with_proof.push("--json");
    let (code, out, err) = pnlab(&with_proof);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["status"], "limit-reached");
    assert!(err.contains("no proof file written"), "{err}");
    assert!(!path.exists(), "no empty file is left at {p}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_one_question_solve_writes_a_one_proof_file_that_check_accepts() {
    let dir = scratch("one-question");
    for (game, question, result) in [
        (
            &["clique", "--n", "6", "--k", "4"][..],
            "first-avoids-loss",
            "first-avoids-loss",
        ),
        (&["tictactoe"][..], "first-avoids-loss", "first-avoids-loss"),
        (&["connect4"][..], "first-wins", "second-avoids-loss"),
    ] {
        let path = dir.join(format!("{}-{question}.json", game[0]));
        let p = path.to_str().expect("utf-8 path");
        let mut args = vec!["solve"];
        args.extend(game);
        args.extend(["--preset", "BEST", "--question", question, "--proof", p]);
        let (code, _, err) = pnlab(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let (code, out, err) = pnlab(&["check", p]);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.starts_with(&format!("accepted    {result} (")), "{out}");
        let mut file: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).expect("written")).expect("JSON");
        assert_eq!(file["result"], result);
        assert_eq!(file["proofs"].as_array().expect("proofs").len(), 1);
        // A changed move is rejected by name.
        file["proofs"][0]["moves"][0][1] = "z9".into();
        std::fs::write(&path, file.to_string()).expect("rewritten");
        let (code, _, err) = pnlab(&["check", p]);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("the move \"z9\" is not legal"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_proof_path_that_cannot_be_created_is_refused_before_the_solve() {
    // Progress lines would show a solve that ran before the path was found bad.
    let (code, out, err) = pnlab(&[
        "solve",
        "clique",
        "--n",
        "8",
        "--k",
        "4",
        "--max-time",
        "1",
        "--progress",
        "0.05",
        "--proof",
        "/nonexistent/dir/x.json",
    ]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    assert!(
        err.starts_with("error: --proof /nonexistent/dir/x.json: cannot be created: "),
        "{err}"
    );
    assert!(!err.contains("progress"), "{err}");
}

/// A proof that cannot be written after a solve still leaves the solve's report.
#[cfg(target_os = "linux")]
#[test]
fn the_report_is_printed_before_the_proof_is_written() {
    let (code, out, err) = pnlab(&["solve", "tictactoe", "--proof", "/dev/full"]);
    assert_eq!(code, 2);
    assert!(out.contains("result      draw"), "{out}");
    assert!(
        err.starts_with("error: --proof /dev/full: cannot be written: "),
        "{err}"
    );
}

#[test]
fn check_and_solve_name_the_game_and_the_start() {
    let dir = scratch("start");
    let path = dir.join("sw.json");
    let p = path.to_str().expect("utf-8 path");
    let args = ["solve", "tictactoe", "--start", "a2 b2 c2"];
    let (code, out, err) = pnlab(&[&args[..], &["--proof", p]].concat());
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\nstart       a2 b2 c2\n"), "{out}");
    let (code, out, _) = pnlab(&[&args[..], &["--json"]].concat());
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["start"], serde_json::json!(["a2", "b2", "c2"]));
    let (code, out, err) = pnlab(&["check", p]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("accepted    second-wins ("), "{out}");
    assert!(
        out.contains("\ngame        tictactoe: normaliser = exact\n"),
        "{out}"
    );
    assert!(out.contains("\nstart       a2 b2 c2\n"), "{out}");
    let (code, out, _) = pnlab(&["check", p, "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["start"], serde_json::json!(["a2", "b2", "c2"]));
    // Without a start: no start line in either report, an empty start in check's JSON.
    let (code, out, _) = pnlab(&["solve", "clique", "--n", "5", "--k", "3", "--proof", p]);
    assert_eq!(code, 0);
    assert!(!out.contains("\nstart "), "{out}");
    let (_, out, _) = pnlab(&["check", p]);
    assert!(
        out.contains("\ngame        clique: n = 5, k = 3, normaliser = neighbours\n"),
        "{out}"
    );
    assert!(!out.contains("\nstart "), "{out}");
    let (_, out, _) = pnlab(&["check", p, "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("one JSON object");
    assert_eq!(v["start"], serde_json::json!([]));
    // A positional game's definition is summed up by its size.
    let (code, _, err) = pnlab(&["solve", "positional", "--proof", p]);
    assert_eq!(code, 0, "{err}");
    let (_, out, _) = pnlab(&["check", p]);
    assert!(
        out.contains(
            "\ngame        positional: definition = \"tic-tac-toe\" (9 cells, 8 winning sets, \
             strong), normaliser = symmetric\n"
        ),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_bad_memory_size_says_what_is_wrong_and_what_is_allowed() {
    for bad in ["0", "0.1", "18446744073709551615", "16777216T", "2000000T"] {
        let (code, _, err) = pnlab(&["solve", "tictactoe", "--max-memory", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(
            err.contains(&format!(
                "\"{bad}\" is out of range: a size is 1 byte to 1048576T (2^60 bytes)"
            )),
            "{err}"
        );
    }
    for bad in ["abc", "2X", "1e3", "-1", "G", "1.2.3", "inf", ""] {
        let (code, _, err) = pnlab(&["solve", "tictactoe", "--max-memory", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(err.contains(&format!("\"{bad}\" is not a size")), "{err}");
    }
    // Fractions are read exactly and rounded down to whole bytes. The limit includes the
    // process's own few MB, so the smallest is well above them.
    for good in ["1.5G", "12.5M", "1048576T", ".5G"] {
        let (code, out, err) = pnlab(&["solve", "tictactoe", "--max-memory", good]);
        assert_eq!(code, 0, "{good}: {err}");
        assert!(out.contains("result      draw"), "{out}");
    }
}

#[test]
fn a_bad_number_names_the_flag_the_value_and_what_is_allowed() {
    let (code, _, err) = pnlab(&["solve", "clique", "--n", "99999999999999999999"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("n = 99999999999999999999 is out of range for the game clique: 2 <= n <= "),
        "{err}"
    );
    let (code, _, err) = pnlab(&["solve", "clique", "--n", "six"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--n six: not a whole number: 2 <= n <= "),
        "{err}"
    );
    for (args, flag, value) in [
        (
            &["solve", "tictactoe", "--max-nodes", "-1"][..],
            "--max-nodes",
            "-1",
        ),
        (
            &["solve", "tictactoe", "--max-nodes", "1e3"],
            "--max-nodes",
            "1e3",
        ),
        (
            &["solve", "tictactoe", "--max-iterations", "x"],
            "--max-iterations",
            "x",
        ),
        (&["levels", "tictactoe", "--budget", "-1"], "--budget", "-1"),
        (
            &["moves", "tictactoe", "--budget", "1.5"],
            "--budget",
            "1.5",
        ),
        (
            &["levels", "tictactoe", "--max-nodes", "0"],
            "--max-nodes",
            "0",
        ),
        (
            &["solve", "tictactoe", "--max-nodes", "0"],
            "--max-nodes",
            "0",
        ),
    ] {
        let (code, _, err) = pnlab(args);
        assert_eq!(code, 2, "{args:?}");
        // A setting's flag says the table's range; the other counts, any whole number from 1.
        let allowed = match args[0] {
            "solve" => "1 <= max",
            _ => "1 <= n <= 18446744073709551615",
        };
        assert!(
            err.contains(&format!("invalid value '{value}' for '{flag} <"))
                && err.contains(allowed),
            "{args:?}: {err}"
        );
        assert!(!err.contains("invalid digit"), "{err}");
    }
    // `moves` runs no PN-search: it does not offer --max-nodes.
    let (code, _, err) = pnlab(&["moves", "tictactoe", "--max-nodes", "5"]);
    assert_eq!(code, 2);
    assert!(err.contains("unexpected argument '--max-nodes'"), "{err}");
}

/// Input that gives a key twice is refused with the key named, wherever the CLI reads JSON: a
/// proof file's `game`, a positional definition (`--file`) and `compare --config`.
#[test]
fn a_key_given_twice_is_refused_by_name_in_every_input() {
    let dir = std::env::temp_dir().join(format!("pnlab-cli-dup-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join("p.json");
    let p = path.to_str().expect("utf-8 path");
    let (code, _, err) = pnlab(&["solve", "clique", "--n", "5", "--k", "3", "--proof", p]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&path).expect("written");
    assert!(text.contains("\"n\":5"), "{text}");
    std::fs::write(&path, text.replacen("\"n\":5", "\"n\":5,\"n\":99", 1)).expect("rewritten");
    let (code, out, err) = pnlab(&["check", p]);
    assert_eq!(code, 2, "{out}");
    assert!(
        err.contains("duplicate key \"n\": each key may be given once"),
        "{err}"
    );

    let def = dir.join("def.json");
    std::fs::write(&def, r#"{"cells": 2, "sets": [[0, 1]], "cells": 3}"#).expect("written");
    let d = def.to_str().expect("utf-8 path");
    let (code, _, err) = pnlab(&["solve", "positional", "--file", d]);
    assert_eq!(code, 2);
    assert!(err.contains("duplicate key \"cells\""), "{err}");

    let (code, _, err) = pnlab(&[
        "compare",
        "tictactoe",
        "--preset",
        "K4",
        "--config",
        r#"{"preset": "K4", "preset": "BASIC"}"#,
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("duplicate key \"preset\""), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A long `--config` is quoted back cut short, not in full.
#[test]
fn a_long_config_is_quoted_cut_short() {
    let long = format!("{{\"preset\": \"{}\"}}", "x".repeat(50_000));
    let (code, _, err) = pnlab(&["compare", "tictactoe", "--preset", "K4", "--config", &long]);
    assert_eq!(code, 2);
    assert!(err.contains("{\"preset\": \"xxx"), "{err}");
    assert!(err.contains("unknown preset"), "{err}");
    assert!(err.len() < 1000, "{} bytes: {err}", err.len());
}

/// The CLI's flags come from the one table of settings: each row is a flag of `solve`, with the
/// table's range in its help and in its error.
#[test]
fn every_setting_in_the_table_is_a_solve_flag_with_its_range() {
    use pnlab::config::settings::{all, Kind, Unit};
    let (code, help, _) = pnlab(&["solve", "--help"]);
    assert_eq!(code, 0);
    for d in all() {
        let flag = format!("--{}", d.cli_flag());
        assert!(help.contains(&flag), "{flag} missing from solve --help");
        assert!(help.contains(&d.allowed()), "{}", d.allowed());
        // (A size past the largest has the size reader's own words.)
        if let Kind::Whole {
            max,
            unit: Unit::Count(_),
            ..
        } = d.kind
        {
            let too_big = (max as u128 + 1).to_string();
            let (code, _, err) = pnlab(&["solve", "tictactoe", &flag, &too_big]);
            assert_eq!(code, 2, "{flag} {too_big}");
            assert!(err.contains(&d.allowed()), "{flag} {too_big}: {err}");
        }
    }
}
