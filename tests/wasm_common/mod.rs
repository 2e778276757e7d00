//! The wasm library's tests, shared by the Node and the headless-Chromium test binaries.

use js_sys::{Reflect, JSON};
use pnlab::wasm::PnSearch;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

mod alloc;
mod limits;

fn js(json: &str) -> JsValue {
    JSON::parse(json).expect("test JSON parses")
}

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &JsValue::from_str(key)).expect("property")
}

fn error_message(config: JsValue) -> String {
    match PnSearch::new(config) {
        Ok(_) => panic!("the config was accepted"),
        Err(e) => {
            let v: JsValue = e.into();
            assert!(v.is_instance_of::<js_sys::Error>(), "a JS Error is thrown");
            // A bad configuration is a value given: `Error::Input`, mapped by `wasm::thrown`.
            assert_eq!(get(&v, "kind").as_string().as_deref(), Some("input"));
            get(&v, "message").as_string().expect("a message")
        }
    }
}

/// Bad configs, each with words its error message must contain.
const BAD: &[(&str, &[&str])] = &[
    ("null", &["config must be an object"]),
    ("42", &["config must be an object"]),
    ("\"clique\"", &["config must be an object"]),
    ("{}", &["game"]),
    (r#"{"game":"chess"}"#, &["chess", "tictactoe"]),
    (
        r#"{"game":7}"#,
        &["unknown game 7", "allowed are", "clique", "tictactoe"],
    ),
    (
        r#"{"game":"clique","n":9,"k":4}"#,
        &["n = 9", "2 <= n <= 8"],
    ),
    (r#"{"game":"clique","n":1,"k":1}"#, &["n = 1"]),
    (r#"{"game":"clique","n":4,"k":5}"#, &["k = 5", "n = 4"]),
    (r#"{"game":"clique","n":5,"k":1}"#, &["k = 1"]),
    (r#"{"game":"clique","n":5.5,"k":3}"#, &["n"]),
    (r#"{"game":"clique","n":-5,"k":3}"#, &["n"]),
    // n defaults to 5.
    (r#"{"game":"clique","k":6}"#, &["k = 6", "n = 5"]),
    (
        r#"{"game":"tictactoe","limits":{"maxBytes":8000000000}}"#,
        &["maxBytes = 8000000000", "at most"],
    ),
    (
        r#"{"game":"clique","n":5,"k":3,"normaliser":"magic"}"#,
        &["normaliser", "magic"],
    ),
    (
        r#"{"game":"tictactoe","preset":"FAST"}"#,
        &["preset", "FAST", "K4WEAK"],
    ),
    (
        r#"{"game":"tictactoe","limits":{"maxNodes":0}}"#,
        &["maxNodes = 0", "1 <= maxNodes"],
    ),
    (
        r#"{"game":"tictactoe","limits":{"maxNodes":-3}}"#,
        &["maxNodes"],
    ),
    (
        r#"{"game":"tictactoe","limits":{"maxIterations":"many"}}"#,
        &["maxIterations"],
    ),
    (
        r#"{"game":"tictactoe","options":{"rule":"strong"}}"#,
        &["rule", "strong", "weak"],
    ),
    (
        r#"{"game":"tictactoe","options":{"transpositions":"yes"}}"#,
        &["transpositions"],
    ),
    (
        r#"{"game":"tictactoe","options":{"deleteSolved":true}}"#,
        &["deleteSolved"],
    ),
    (r#"{"game":"tictactoe","colour":"red"}"#, &["colour"]),
];

#[wasm_bindgen_test]
fn every_kind_of_bad_config_throws_an_error_that_names_the_problem() {
    assert!(BAD.len() >= 20);
    for (config, words) in BAD {
        let msg = error_message(js(config));
        for w in *words {
            assert!(
                msg.contains(w),
                "config {config}: message \"{msg}\" lacks \"{w}\""
            );
        }
    }
    let msg = error_message(JsValue::UNDEFINED);
    assert!(msg.contains("config must be an object"));
}

#[wasm_bindgen_test]
fn a_step_returns_a_plain_record_and_null_once_solved() {
    let mut s = PnSearch::new(js(r#"{"game":"tictactoe","preset":"BASIC"}"#)).expect("valid");
    let rec = s.step().expect("a step");
    assert_eq!(get(&rec, "iteration").as_f64(), Some(1.0));
    assert_eq!(get(&rec, "developed").as_f64(), Some(0.0));
    let sons = js_sys::Array::from(&get(&rec, "sons"));
    assert_eq!(sons.length(), 3);
    let progress = s.run(JsValue::UNDEFINED).expect("runs");
    assert_eq!(
        get(&progress, "status").as_string().as_deref(),
        Some("solved")
    );
    assert_eq!(s.result(), "draw");
    assert!(s.step().expect("no error").is_null());
}

#[wasm_bindgen_test]
fn run_respects_max_iterations_and_rejects_bad_bounds() {
    let mut s = PnSearch::new(js(r#"{"game":"tictactoe"}"#)).expect("valid");
    let p = s.run(js(r#"{"maxIterations":10}"#)).expect("runs");
    assert_eq!(get(&p, "iteration").as_f64(), Some(10.0));
    assert_eq!(s.iteration(), 10.0);
    assert!(s.run(js(r#"{"maxIterations":-1}"#)).is_err());
    assert!(s.run(js(r#"{"maxMillis":0}"#)).is_err());
    assert!(s.run(js(r#"{"maxSeconds":1}"#)).is_err());
}

#[wasm_bindgen_test]
fn node_queries_check_the_id() {
    let mut s = PnSearch::new(js(r#"{"game":"tictactoe"}"#)).expect("valid");
    s.step().expect("a step");
    let root = s.node(JsValue::from(0.0)).expect("the root");
    assert_eq!(get(&root, "level").as_f64(), Some(0.0));
    assert_eq!(js_sys::Array::from(&get(&root, "sons")).length(), 3);
    let son = s.node(JsValue::from(1.0)).expect("a son");
    assert!(get(&son, "via").is_object());
    assert!(s.node(JsValue::from(99.0)).is_err());
    assert!(s.node(JsValue::from(-1.0)).is_err());
    assert!(s.node(JsValue::from(0.5)).is_err());
}

#[wasm_bindgen_test]
fn rule_comparisons_cross_as_plain_objects_and_check_the_id() {
    let mut s = PnSearch::new(js(
        r#"{"game":"tictactoe","preset":"BASIC","algorithm":"pss"}"#,
    ))
    .expect("valid");
    for _ in 0..4 {
        s.step().expect("a step");
    }
    let r = s.rules(JsValue::from(0.0)).expect("the root");
    let pn = |k: &str| get(&get(&r, k), "pn").as_f64().expect("a number");
    assert!(pn("snda") <= pn("standard"));
    assert!(get(&r, "minProof").as_f64().expect("small enough") <= pn("snda"));
    let count = s.node_count();
    let Err(e) = s.rules(JsValue::from(count as f64)) else {
        panic!("an id out of range was accepted")
    };
    let e: JsValue = e.into();
    assert!(e.is_instance_of::<js_sys::Error>(), "a JS Error is thrown");
    let msg = get(&e, "message").as_string().expect("a message");
    assert_eq!(
        msg,
        format!("node id {count} is out of range: 0 <= id < {count}")
    );
    assert!(s.rules(JsValue::from(-1.0)).is_err() && s.rules(JsValue::from(0.5)).is_err());
}

#[wasm_bindgen_test]
fn going_back_and_forward_gives_byte_identical_snapshots() {
    let mut s = PnSearch::new(js(r#"{"game":"tictactoe","preset":"BASIC"}"#)).expect("valid");
    s.run(js(r#"{"maxIterations":60}"#)).expect("runs");
    let before = JSON::stringify(&snapshot_json(&s)).expect("json");
    for k in [1.0, 5.0, 60.0] {
        s.back(JsValue::from(k)).expect("back");
        assert_eq!(s.iteration(), 60.0 - k);
        for _ in 0..k as usize {
            s.step().expect("step");
        }
        assert_eq!(JSON::stringify(&snapshot_json(&s)).expect("json"), before);
    }
    s.goto(JsValue::from(0.0)).expect("goto");
    assert_eq!(s.node_count(), 1);
    assert!(s.goto(JsValue::from(-2.0)).is_err());
}

/// The snapshot's typed arrays as plain arrays, so they can be compared as text.
fn snapshot_json(s: &PnSearch) -> JsValue {
    let snap: JsValue = s.snapshot().expect("snapshot").into();
    let out = js_sys::Object::new();
    for key in [
        "level",
        "pn",
        "dn",
        "value",
        "creator",
        "edgeParent",
        "edgeSon",
        "edgeListed",
        "path",
    ] {
        let arr = js_sys::Array::from(&get(&snap, key));
        Reflect::set(&out, &JsValue::from_str(key), &arr).expect("set");
    }
    out.into()
}

/// The native figures for the same configurations, computed by the native library in this
/// very test build would need a second target; instead the native test
/// `tests/integration/known_answers.rs` reads the same rows from `tests/data/solves.txt`.
#[wasm_bindgen_test]
fn solves_in_wasm_match_the_native_figures() {
    for line in include_str!("../data/solves.txt").lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let f: Vec<&str> = line.split_whitespace().collect();
        let (config, result, iterations, created) = (f[0], f[1], f[2], f[3]);
        let mut s = PnSearch::new(js(config)).expect("valid");
        let p = s.run(JsValue::UNDEFINED).expect("runs");
        assert_eq!(s.result(), result, "{config}");
        assert_eq!(
            get(&p, "iteration").as_f64(),
            iterations.parse().ok(),
            "{config}"
        );
        assert_eq!(
            get(&p, "createdNodes").as_f64(),
            created.parse().ok(),
            "{config}"
        );
    }
}

/// `v`'s elements, for a JS array.
fn items(v: &JsValue) -> Vec<JsValue> {
    js_sys::Array::from(v).iter().collect()
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key)
        .as_string()
        .unwrap_or_else(|| panic!("{key} is a string"))
}

/// How many cells a board description has, by its shape.
fn board_cells(board: &JsValue) -> f64 {
    let n = |k: &str| get(board, k).as_f64().expect("a number");
    match text(board, "shape").as_str() {
        "graph" => n("vertices") * (n("vertices") - 1.0) / 2.0,
        "grid" => n("cols") * n("rows"),
        "row" => n("len"),
        "sets" => n("cells"),
        other => panic!("unknown board shape {other}"),
    }
}

#[wasm_bindgen_test]
fn every_game_of_the_schema_solves_at_its_defaults_with_checked_proofs_and_a_board() {
    let schema = pnlab::wasm::schema().expect("the schema");
    let games = items(&get(&schema, "games"));
    assert!(games.len() >= 2, "the schema lists the games");
    let cyclic: Vec<String> = items(&get(&schema, "cyclic"))
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    for g in &games {
        let name = text(g, "name");
        assert!(!text(g, "title").is_empty(), "{name} has a title");
        for p in items(&get(g, "params")) {
            let ty = text(&p, "type");
            assert!(
                ["int", "choice", "text", "document"].contains(&ty.as_str()),
                "{name}.{}: type {ty}",
                text(&p, "name")
            );
            assert!(!get(&p, "default").is_undefined(), "{name}: a default");
        }
        let config = js(&format!(r#"{{"game":"{name}"}}"#));
        if cyclic.contains(&name) {
            // Positions that repeat: an algorithm for acyclic graphs refuses the game by name, and
            // its default, dcg, searches it. Not solved here: Morris's default board is Nine
            // Men's (tests/browser/cyclic.spec.js solves Three Men's in the page).
            let msg = error_message(js(&format!(r#"{{"game":"{name}","algorithm":"pns"}}"#)));
            assert!(
                msg.contains("can repeat") && msg.contains(&name),
                "{name}: {msg}"
            );
            let mut s = PnSearch::new(config).unwrap_or_else(|_| panic!("{name} at its defaults"));
            s.step().expect("a step");
            assert!(s.node_count() > 1, "{name}: the step developed the root");
            continue;
        }
        let mut s = PnSearch::new(config).unwrap_or_else(|_| panic!("{name} at its defaults"));
        let board = s.board().expect("a board");
        let cells = board_cells(&board);
        s.step().expect("a step");
        let snap: JsValue = s.snapshot().expect("snapshot").into();
        assert_eq!(
            get(&snap, "cellsPerNode").as_f64(),
            Some(cells),
            "{name}: a node's cells are the board's"
        );
        let p = s.run(JsValue::UNDEFINED).expect("runs");
        assert_eq!(text(&p, "status"), "solved", "{name}");
        let result = s.result();
        assert!(
            ["first-wins", "draw", "second-wins"].contains(&result.as_str()),
            "{name}: {result}"
        );
        let answers = items(&s.answers().expect("answers"));
        let checks = items(&s.verify_all().expect("every proof checks"));
        assert!(!answers.is_empty() && answers.len() <= 2, "{name}");
        assert_eq!(
            checks.len(),
            answers.len(),
            "{name}: one proof per question"
        );
        assert_eq!(
            text(&p, "question"),
            text(answers.last().unwrap(), "question")
        );
    }
}

#[wasm_bindgen_test]
fn an_unknown_or_mistyped_game_is_answered_with_the_list_of_games() {
    let schema = pnlab::wasm::schema().expect("the schema");
    let names: Vec<String> = items(&get(&schema, "games"))
        .iter()
        .map(|g| text(g, "name"))
        .collect();
    for config in [r#"{"game":1}"#, r#"{"game":"chess"}"#, r#"{"game":null}"#] {
        let msg = error_message(js(config));
        for n in &names {
            assert!(msg.contains(n.as_str()), "{config}: \"{msg}\" lacks {n}");
        }
    }
}

#[wasm_bindgen_test]
fn boards_describe_each_shape() {
    let board = |config: &str| {
        PnSearch::new(js(config))
            .expect("valid")
            .board()
            .expect("a board")
    };
    let b = board(r#"{"game":"clique","n":6,"k":4}"#);
    assert_eq!(text(&b, "shape"), "graph");
    assert_eq!(get(&b, "vertices").as_f64(), Some(6.0));
    assert_eq!(items(&get(&b, "sets")).len(), 15, "one set per K4 of K6");
    let b = board(r#"{"game":"tictactoe"}"#);
    assert_eq!(text(&b, "shape"), "grid");
    assert_eq!(text(&b, "pieces"), "marks");
    assert_eq!(
        (get(&b, "cols").as_f64(), get(&b, "rows").as_f64()),
        (Some(3.0), Some(3.0))
    );
    assert_eq!(items(&get(&b, "sets")).len(), 8);
}

#[wasm_bindgen_test]
fn kind_comes_with_each_node_and_values_answer_the_question() {
    let mut s = PnSearch::new(js(r#"{"game":"tictactoe","preset":"BASIC"}"#)).expect("valid");
    s.run(js(r#"{"maxIterations":30}"#)).expect("runs");
    let snap: JsValue = s.snapshot().expect("snapshot").into();
    let kind = js_sys::Uint8Array::from(get(&snap, "kind")).to_vec();
    assert_eq!(kind.len() as u32, s.node_count());
    assert_eq!(kind[0], 0, "the first player moves at the root: OR");
    for id in [0usize, 1, 2, kind.len() - 1] {
        let info = s.node(JsValue::from(id as f64)).expect("a node");
        let word = if kind[id] == 0 { "or" } else { "and" };
        assert_eq!(text(&info, "kind"), word, "node {id}");
        let value = text(&info, "value");
        assert!(["proved", "disproved", "unknown"].contains(&value.as_str()));
    }
    assert_eq!(s.question(), "first-wins");
}

#[wasm_bindgen_test]
fn a_second_question_starts_a_new_dag_with_its_own_checked_proof() {
    let mut s = PnSearch::new(js(
        r#"{"game":"connect4","cols":4,"rows":4,"preset":"BEST"}"#,
    ))
    .expect("valid");
    let rec = loop {
        let rec = s.step().expect("a step");
        assert!(
            !rec.is_null(),
            "the solve asks a second question before it ends"
        );
        if get(&rec, "newSearch").as_bool() == Some(true) {
            break rec;
        }
        assert_eq!(text(&rec, "question"), "first-wins");
    };
    assert_eq!(text(&rec, "question"), "first-avoids-loss");
    assert_eq!(
        get(&rec, "developed").as_f64(),
        Some(0.0),
        "it starts at its root"
    );
    assert_eq!(s.question(), "first-avoids-loss");
    assert_eq!(items(&s.answers().expect("answers")).len(), 2);
    assert_eq!(s.status(), "running");
    s.run(JsValue::UNDEFINED).expect("runs");
    assert_eq!(s.result(), "draw");
    let claims: Vec<String> = items(&s.verify_all().expect("both proofs check"))
        .iter()
        .map(|c| text(c, "claim"))
        .collect();
    assert_eq!(claims, ["second-avoids-loss", "first-avoids-loss"]);
    assert_eq!(
        text(&s.verify().expect("checks"), "claim"),
        "first-avoids-loss"
    );
}

/// `schema()` crosses as the plain object that `config::schema()`'s JSON text parses to.
#[wasm_bindgen_test]
fn the_schema_is_the_wasm_build_s_own() {
    let built = serde_json::to_string(&pnlab::config::schema()).expect("the schema as JSON");
    let stringify = |v: &JsValue| String::from(JSON::stringify(v).expect("JSON"));
    assert_eq!(
        stringify(&pnlab::wasm::schema().expect("the schema")),
        stringify(&js(&built))
    );
}
