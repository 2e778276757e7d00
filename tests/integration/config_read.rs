//! Reading a configuration: each section by serde, errors that name the key at fault and what
//! is allowed, each key given once, and bad values quoted short.

use pnlab::config::{Ask, Config};
use pnlab::json::SHOWN_CHARS;
use pnlab::search::{Algorithm, LeafInit, Rule, ThresholdRule};
use pnlab::Error;
use serde_json::{json, Value as Json};

fn read(section: &str, v: Json) -> Result<Config, String> {
    Config::from_json(json!({"game": "tictactoe", section: v})).map_err(String::from)
}

#[test]
fn every_section_is_read_into_its_fields() {
    let c = Config::from_json(json!({
        "game": "clique", "n": 5, "k": 3, "preset": "BEST", "algorithm": "dfpn",
        "question": "first-avoids-loss",
        "options": {"rule": "snda", "leafInit": "heuristic", "transpositions": false},
        "params": {"epsilon": 0.25, "ttSize": 1000, "thresholdRule": "nagai"},
        "limits": {"maxNodes": 77, "maxIterations": 9},
        "start": "0-1 2-3"
    }))
    .expect("a good configuration");
    assert_eq!(c.preset.as_deref(), Some("BEST"));
    assert_eq!(c.algorithm, Some(Algorithm::Dfpn));
    assert_eq!(c.question, Ask::FirstAvoidsLoss);
    assert_eq!(c.options.rule, Some(Rule::Snda));
    assert_eq!(c.options.leaf_init, Some(LeafInit::Heuristic));
    assert_eq!(c.options.transpositions, Some(false));
    assert_eq!(c.options.selection, None);
    assert_eq!(c.params.epsilon, Some(0.25));
    assert_eq!(c.params.tt_size, Some(1000));
    assert_eq!(c.params.threshold_rule, Some(ThresholdRule::Nagai));
    assert_eq!(
        (c.limits.max_nodes, c.limits.max_iterations),
        (Some(77), Some(9))
    );
    assert_eq!(c.limits.max_bytes, None);
    assert_eq!(c.start, ["0-1", "2-3"]);
    assert_eq!(c.game_params.get("n"), Some(&json!(5)));
}

#[test]
fn an_error_names_the_key_and_what_is_allowed() {
    let e = read("options", json!({"rule": "strong"})).unwrap_err();
    assert_eq!(
        e,
        "options.rule: unknown variant `strong`, expected one of `standard`, `weak`, `snda`"
    );
    let e = read("limits", json!({"maxNodes": 2.5})).unwrap_err();
    assert_eq!(
        e,
        "limits.maxNodes: invalid type: floating point `2.5`, expected u64"
    );
    let e = read("limits", json!({"maxNode": 5})).unwrap_err();
    assert!(
        e.starts_with("limits.maxNode: unknown field `maxNode`, expected one of `maxNodes`"),
        "{e}"
    );
    let e = read("algorithm", json!("dfs")).unwrap_err();
    let allowed: Vec<String> = pnlab::search::Algorithm::NAMES
        .iter()
        .map(|n| format!("`{n}`"))
        .collect();
    assert_eq!(
        e,
        format!(
            "algorithm: unknown variant `dfs`, expected one of {}",
            allowed.join(", ")
        )
    );
    let e = read("question", json!(3)).unwrap_err();
    assert!(e.starts_with("question: invalid type: integer `3`"), "{e}");
    let e = read("preset", json!({"a": 1})).unwrap_err();
    assert_eq!(e, "preset.a: invalid type: map, expected a string");
}

#[test]
fn a_key_given_twice_is_refused_with_the_key_named() {
    let e = Config::from_text(r#"{"game": "clique", "n": 5, "k": 3, "n": 99}"#)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("duplicate key \"n\": each key may be given once"),
        "{e}"
    );
    let e = Config::from_text(r#"{"game": "tictactoe", "limits": {"maxNodes": 5, "maxNodes": 6}}"#)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("duplicate key \"maxNodes\""), "{e}");
    let e = Config::from_text(
        r#"{"game": "positional", "definition": {"cells": 2, "sets": [[0, 1]], "sets": [[0]]}}"#,
    )
    .unwrap_err()
    .to_string();
    assert!(e.starts_with("duplicate key \"sets\""), "{e}");
    // Through serde too: a configuration inside another document.
    let e = serde_json::from_str::<Config>(r#"{"game": "tictactoe", "game": "clique"}"#)
        .unwrap_err()
        .to_string();
    assert!(e.starts_with("duplicate key \"game\""), "{e}");
    let c = Config::from_text(r#"{"game": "clique", "n": 5, "k": 3}"#).expect("each key once");
    assert_eq!(c.game_params.get("n"), Some(&json!(5)));
}

#[test]
fn a_long_value_is_quoted_cut_short() {
    let long = "x".repeat(50_000);
    let cases = [
        json!([long]),
        json!({"game": long}),
        json!({"game": "tictactoe", "preset": long}),
        json!({"game": "tictactoe", "options": {"rule": long}}),
        json!({"game": "tictactoe", "options": {long.clone(): 1}}),
        json!({"game": "clique", "n": long}),
        json!({"game": "positional", "definition": {"cells": long, "sets": [[0]]}}),
    ];
    for v in cases {
        let e = Config::from_json(v.clone())
            .and_then(|c| c.build().map(|_| c))
            .expect_err("refused")
            .to_string();
        assert!(e.contains("xxxxxxxxxx…"), "{e}");
        assert!(
            e.chars().count() < 6 * SHOWN_CHARS,
            "{} characters: {e}",
            e.len()
        );
    }
}

#[test]
fn a_definition_of_the_wrong_type_is_a_type_error() {
    let e = Config::from_json(json!({"game": "positional", "definition": "{\"cells\": 9}"}))
        .and_then(|c| c.game_params().map(|_| c))
        .unwrap_err();
    let Error::Input(e) = e else {
        panic!("an input error: {e:?}")
    };
    assert_eq!(
        e,
        "definition = \"{\\\"cells\\\": 9}\" has the wrong type for the game positional: it is a \
         string, where a JSON object (cells (1 to 64), sets (at most 4096), variant strong or \
         maker-breaker, optional coords, symmetries and name) is wanted"
    );
    assert!(!e.contains("out of range"));
}
