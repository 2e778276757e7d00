//! Memory budgets and moves in pieces, through the wasm handle: a search that fills its budget
//! ends "unknown (memory)" and the handle still answers; a move split into `rewindTo` and
//! bounded runs lands where one `goto` does.

use super::{get, js, snapshot_json};
use js_sys::JSON;
use pnlab::search::Algorithm;
use pnlab::wasm::PnSearch;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

const BUDGET: f64 = (3 << 20) as f64;

fn filling(algorithm: Algorithm) -> PnSearch {
    // pn2: small second-level searches keep the test fast; the budget is the first level's.
    let params = if algorithm.takes().contains(&"pn2Limit") {
        r#","params":{"pn2Limit":20}"#
    } else {
        ""
    };
    let algorithm = algorithm.name();
    PnSearch::new(js(&format!(
        r#"{{"game":"clique","n":6,"k":4,"preset":"BASIC","algorithm":"{algorithm}",
            "options":{{"transpositions":false}}{params},
            "limits":{{"maxBytes":{BUDGET}}}}}"#
    )))
    .expect("valid")
}

#[wasm_bindgen_test]
fn every_algorithm_fills_a_small_budget_and_the_handle_still_answers() {
    for a in Algorithm::ALL {
        let mut s = filling(a);
        let algorithm = a.name();
        let p = s.run(JsValue::UNDEFINED).expect("no error at the limit");
        let word = |k: &str| get(&p, k).as_string();
        assert_eq!(
            word("status").as_deref(),
            Some("limit-reached"),
            "{algorithm}"
        );
        assert_eq!(word("stoppedBy").as_deref(), Some("memory"), "{algorithm}");
        assert_eq!(word("result").as_deref(), Some("unknown"), "{algorithm}");
        let held = get(&p, "bytes").as_f64().expect("bytes");
        assert!(
            held > 0.0 && held <= BUDGET,
            "{algorithm}: {held} bytes held"
        );
        assert_eq!(s.bytes(), held);
        let at = s.iteration();
        assert!(
            at > 10.0,
            "{algorithm} made progress before the limit: {at}"
        );
        // The handle still answers.
        let root = s.node(JsValue::from(0.0)).expect("node(0)");
        assert_eq!(get(&root, "id").as_f64(), Some(0.0));
        let snap: JsValue = s.snapshot().expect("snapshot").into();
        assert!(js_sys::Uint32Array::from(get(&snap, "pn")).length() > 1);
        s.back(JsValue::from(1.0)).expect("back(1)");
        assert_eq!(s.iteration(), at - 1.0, "{algorithm}");
        assert_eq!(s.status(), "running", "{algorithm}");
        assert!(!s.step().expect("steps again").is_null(), "{algorithm}");
    }
}

#[wasm_bindgen_test]
fn a_move_in_pieces_lands_where_goto_does() {
    let config = r#"{"game":"clique","n":5,"k":3,"preset":"BASIC"}"#;
    let mut whole = PnSearch::new(js(config)).expect("valid");
    whole.goto(JsValue::from(40.0)).expect("goto");
    let mut pieces = PnSearch::new(js(config)).expect("valid");
    pieces.run(js(r#"{"maxIterations":70}"#)).expect("runs");
    // Back to 40: the rewind lands at or before it, and bounded runs cover the rest.
    let from = pieces.rewind_to(JsValue::from(40.0)).expect("rewind");
    assert!(from <= 40.0, "{from}");
    while pieces.iteration() < 40.0 {
        let left = 40.0 - pieces.iteration();
        let step = left.min(7.0);
        pieces
            .run(js(&format!(r#"{{"maxIterations":{step}}}"#)))
            .expect("runs");
    }
    assert_eq!(pieces.iteration(), 40.0);
    let text = |s: &PnSearch| JSON::stringify(&snapshot_json(s)).expect("json");
    assert_eq!(text(&pieces), text(&whole));
    // Ahead: nothing to undo.
    assert_eq!(pieces.rewind_to(JsValue::from(50.0)).expect("rewind"), 40.0);
    assert!(
        pieces.rewind_to(JsValue::from(-1.0)).is_err()
            && pieces.rewind_to(JsValue::from(2.5)).is_err()
    );
}
