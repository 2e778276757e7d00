use super::symmetry::{self, IDENTITY};
use super::*;

use serde_json::{json, Value as Json};

fn ttt_json() -> Json {
    serde_json::from_str(TICTACTOE).expect("the shipped definition parses")
}

#[test]
fn the_default_is_the_shipped_file() {
    assert_eq!(tictactoe(), ttt_json());
    assert!(tictactoe().is_object());
}

fn ttt(symmetric: bool) -> Positional {
    Positional::from_json(&ttt_json(), symmetric).expect("valid")
}

fn error(def: Json) -> String {
    Positional::from_json(&def, true).expect_err("invalid")
}

/// Tic-tac-toe's definition with one field replaced.
fn ttt_with(key: &str, value: Json) -> Json {
    let mut d = ttt_json();
    if let Json::Object(m) = &mut d {
        m.insert(key.into(), value);
    }
    d
}

fn example(file: &str) -> Positional {
    let path = format!("{}/examples/games/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("example file");
    Positional::from_json(&serde_json::from_str(&text).expect("JSON"), true).expect("valid")
}

fn play_all(g: &Positional, moves: &[u8]) -> Position {
    moves.iter().fold(g.initial(), |p, &m| g.play(&p, m))
}

#[test]
fn each_bad_input_is_refused_with_a_message_naming_it() {
    let cases: Vec<(Json, &str)> = vec![
        (json!([1, 2]), "the definition must be a JSON object"),
        (
            ttt_with("colour", json!("red")),
            "unknown field \"colour\" in the definition: it takes cells, sets",
        ),
        (
            json!({"sets": [[0]]}),
            "cells is required: the number of cells, 1 <= cells <= 64",
        ),
        (
            ttt_with("cells", json!(65)),
            "cells = 65 is out of range: 1 <= cells <= 64",
        ),
        (
            ttt_with("cells", json!(0)),
            "cells = 0 is out of range: 1 <= cells <= 64",
        ),
        (
            ttt_with("cells", json!(9.0)),
            "cells = 9.0 is not a whole number: write it without a fraction or exponent, \
             1 <= cells <= 64",
        ),
        (
            ttt_with("sets", json!([[0, 1.0, 2]])),
            "sets[0][1] = 1.0 is not a whole number: write it without a fraction or exponent: \
             cells are 0..=8",
        ),
        (
            ttt_with("cells", json!("nine")),
            "cells = \"nine\" has the wrong type: it is a string, where a whole number \
             (1 <= cells <= 64) is wanted",
        ),
        (json!({"cells": 9}), "sets is required"),
        (
            ttt_with("sets", json!([])),
            "sets is empty: a game needs at least one winning set",
        ),
        (
            ttt_with("sets", json!([[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 12, 6]])),
            "sets[3][1] = 12 is out of range: cells are 0..=8",
        ),
        (
            ttt_with("sets", json!([[0, 1, 2], [3, 4, 5], []])),
            "sets[2] is empty",
        ),
        (
            ttt_with("sets", json!([[0, 1, 2], [3, 4, 3]])),
            "sets[1] has cell 3 twice",
        ),
        (
            ttt_with("sets", json!([[0, 1, 2], [3, 4, 5], [2, 1, 0]])),
            "sets[2] repeats sets[0]",
        ),
        (
            ttt_with("sets", json!([[0, 1, -1]])),
            "sets[0][2] = -1 is out of range: cells are 0..=8",
        ),
        (
            ttt_with("sets", json!([0, 1, 2])),
            "sets[0] = 0 must be a list of cells",
        ),
        (
            ttt_with("sets", json!(vec![vec![0]; 4097])),
            "sets has 4097 winning sets: at most 4096 are allowed",
        ),
        (
            ttt_with("variant", json!("weak")),
            "variant = \"weak\" is not known: use \"strong\" or \"maker-breaker\"",
        ),
        (
            ttt_with("coords", json!([[0.5, 0.5]])),
            "coords has 1 points: it needs one per cell (9)",
        ),
        (
            ttt_with("coords", json!(vec![json!([0.5, 1.5]); 9])),
            "coords[0][1] = 1.5 is out of range: 0 <= y <= 1",
        ),
        (
            ttt_with("coords", json!(vec![json!([0.5]); 9])),
            "coords[0] = [0.5] must be a point [x, y]",
        ),
        (ttt_with("name", json!(7)), "name = 7 must be a text"),
        (
            ttt_with(
                "symmetries",
                json!([[0, 1, 2, 3, 4, 5, 6, 7, 8], [0, 1, 2]]),
            ),
            "symmetries[1] is not a permutation of 0..9: it has 3 entries, not 9",
        ),
        (
            ttt_with("symmetries", json!([{"a": 1}])),
            "symmetries[0] is not a permutation of 0..9: {\"a\":1} is not a list",
        ),
        (
            ttt_with("symmetries", json!([[0, 1, 2, 3, 4, 5, 6, 7, 7]])),
            "symmetries[0] is not a permutation of 0..9: 7 appears twice",
        ),
        (
            ttt_with("symmetries", json!([[0, 1, 2, 3, 4, 5, 6, 7, 9]])),
            "symmetries[0] is not a permutation of 0..9: entry 8 = 9 is out of range",
        ),
        (
            // Swapping cells 2 and 5 breaks the top row.
            ttt_with("symmetries", json!([[0, 1, 5, 3, 4, 2, 6, 7, 8]])),
            "symmetries[0] is not an automorphism: it maps set [0,1,2] to [0,1,5], which is not \
             a winning set",
        ),
        (
            ttt_with("symmetries", json!(vec![IDENTITY[..9].to_vec(); 257])),
            "symmetries has 257 permutations: at most 256",
        ),
    ];
    for (def, expected) in cases {
        let e = error(def.clone());
        assert!(
            e.contains(expected),
            "{def}\n  gave: {e}\n  expected: {expected}"
        );
    }
}

#[test]
fn a_group_beyond_the_cap_is_refused_by_name() {
    // 12 isolated singletons: any permutation is an automorphism; two generate all 12! of them.
    let sets: Vec<Vec<u8>> = (0..12).map(|c| vec![c]).collect();
    let cycle: Vec<u8> = (0..12).map(|c| (c + 1) % 12).collect();
    let swap: Vec<u8> = [1, 0].into_iter().chain(2..12).collect();
    let def = json!({"cells": 12, "sets": sets, "symmetries": [cycle, swap]});
    let e = error(def.clone());
    assert!(
        e.contains("symmetries generate more than 10000 permutations"),
        "{e}"
    );
    // The identity normaliser does not need the group.
    assert!(Positional::from_json(&def, false).is_ok());
    // Without given symmetries the search gives up and the game keeps the identity only.
    let def = json!({"cells": 12, "sets": sets});
    let g = Positional::from_json(&def, true).expect("valid");
    assert_eq!(g.symmetry_source(), Source::SearchGaveUp);
    assert_eq!(g.group().len(), 1);
}

#[test]
fn given_symmetries_generate_their_group() {
    // A quarter turn and a mirror generate the 8 symmetries of the square.
    let d = ttt_with(
        "symmetries",
        json!([[2, 5, 8, 1, 4, 7, 0, 3, 6], [2, 1, 0, 5, 4, 3, 8, 7, 6]]),
    );
    let g = Positional::from_json(&d, true).expect("valid");
    assert_eq!(g.symmetry_source(), Source::Given);
    assert_eq!(g.group().len(), 8);
    assert_eq!(g.group()[0], IDENTITY);
    // A quarter turn alone: the 4 rotations.
    let d = ttt_with("symmetries", json!([[2, 5, 8, 1, 4, 7, 0, 3, 6]]));
    assert_eq!(Positional::from_json(&d, true).unwrap().group().len(), 4);
    // Qubic's three generators: the 48 symmetries of the cube.
    assert_eq!(example("qubic-3x3x3.json").group().len(), 48);
}

#[test]
fn the_search_finds_every_automorphism_of_small_boards() {
    let g = ttt(true);
    assert_eq!(g.symmetry_source(), Source::Found);
    assert_eq!(g.group().len(), 8);
    // Each is one of tic-tac-toe's own 8 symmetries.
    for p in g.group() {
        assert!(crate::games::tictactoe::SYMMETRIES
            .iter()
            .any(|s| s[..] == p[..9]));
    }
    // 4×4 with rows, columns and both diagonals: the square's 8, each combined with swapping
    // the two middle rows and columns together, and with swapping the halves: 32.
    let g4 = example("4x4-four-in-a-row.json");
    assert_eq!(g4.symmetry_source(), Source::Found);
    assert_eq!(g4.group().len(), 32);
    let swap_middle = [0, 2, 1, 3, 8, 10, 9, 11, 4, 6, 5, 7, 12, 14, 13, 15];
    assert!(g4.group().iter().any(|p| p[..16] == swap_middle));
    // The triangles of K5: the 120 relabellings of its vertices.
    assert_eq!(example("k5-triangles.json").group().len(), 120);
    // Every one found maps winning sets onto winning sets, and they are all different.
    for g in [&g, &g4] {
        let lists: Vec<Vec<u8>> = g
            .group()
            .iter()
            .map(|p| p[..g.def.cells].to_vec())
            .collect();
        symmetry::check_automorphisms(&lists, &g.def.sets).expect("automorphisms");
        let distinct: std::collections::HashSet<_> = lists.iter().collect();
        assert_eq!(distinct.len(), lists.len());
    }
    // Large boards are not searched; the identity normaliser uses no group.
    let big = json!({"cells": 20, "sets": [[0, 1], [2, 3]]});
    let g = Positional::from_json(&big, true).unwrap();
    assert_eq!(g.symmetry_source(), Source::NotSearched);
    assert_eq!(g.group().len(), 1);
    assert_eq!(ttt(false).symmetry_source(), Source::Off);
}

#[test]
fn the_search_refuses_boards_beyond_its_arrays_rather_than_indexing_past_them() {
    // 17 cells in a ring of pairs: 34 automorphisms, but more cells than the search's arrays.
    let sets: Vec<Vec<u8>> = (0..17u8).map(|c| vec![c, (c + 1) % 17]).collect();
    assert_eq!(symmetry::search(17, &sets, 10_000, 2_000_000), None);
    // 16 cells in a ring: the dihedral group's 32.
    let sets: Vec<Vec<u8>> = (0..16u8).map(|c| vec![c, (c + 1) % 16]).collect();
    let group = symmetry::search(16, &sets, 10_000, 2_000_000).map(|g| g.len());
    assert_eq!(group, Some(32));
}

#[test]
fn the_normal_form_is_the_same_for_every_image_and_a_relabelling_of_the_position() {
    for g in [
        ttt(true),
        example("4x4-four-in-a-row.json"),
        example("qubic-3x3x3.json"),
    ] {
        let pos = play_all(&g, &[0, 5, 7, 4]);
        let (n, r) = g.normalise(&pos);
        assert_eq!(g.relabel(&pos, &r), n);
        assert!(n <= pos);
        for i in 0..g.group().len() as u32 {
            let image = g.relabel(&pos, &i);
            assert_eq!(g.normal_form(&image), n);
            assert_eq!(g.moves_played(&image), 4);
        }
        // Moves follow the relabelling.
        let son = g.play(&pos, 1);
        assert_eq!(g.relabel(&son, &r), g.play(&n, g.relabel_move(1, &r)));
    }
    // Without symmetry the position is its own normal form.
    let g = ttt(false);
    let pos = play_all(&g, &[8, 1]);
    assert_eq!(g.normalise(&pos), (pos, 0));
}

#[test]
fn a_completed_set_wins_in_the_strong_game_and_a_full_board_without_one_draws() {
    let g = ttt(true);
    // First: 0, 1 then 2; second: 3, 4.
    let pos = play_all(&g, &[0, 3, 1, 4]);
    assert_eq!(g.evaluate(&g.play(&pos, 2), 2), Some(Outcome::FirstWins));
    let pos = g.play(&pos, 8);
    assert_eq!(g.evaluate(&g.play(&pos, 5), 5), Some(Outcome::SecondWins));
    assert_eq!(g.evaluate(&g.play(&pos, 6), 6), None);
    // x o x / x o o / o x x: full, no line.
    let full = play_all(&g, &[0, 1, 2, 4, 3, 5, 7, 6, 8]);
    assert_eq!(g.evaluate(&full, 8), Some(Outcome::Draw));
    assert_eq!(g.moves_played(&full), 9);
    // The strong game promises no second-player win from the empty board only.
    assert!(!g.value_can_be(&g.initial(), Outcome::SecondWins));
    assert!(g.value_can_be(&g.initial(), Outcome::Draw));
    assert!(g.value_can_be(&play_all(&g, &[4]), Outcome::SecondWins));
}

#[test]
fn breaker_wins_when_no_set_is_free_for_maker_and_there_are_no_draws() {
    let d = ttt_with("variant", json!("maker-breaker"));
    let g = Positional::from_json(&d, true).unwrap();
    // Maker (first) completes the top row.
    let pos = play_all(&g, &[0, 3, 1, 4]);
    assert_eq!(g.evaluate(&g.play(&pos, 2), 2), Some(Outcome::FirstWins));
    // Breaker owning a whole line wins nothing by it.
    let pos = play_all(&g, &[0, 3, 1, 4, 8]);
    assert_eq!(g.evaluate(&g.play(&pos, 5), 5), None);
    // Maker 0, 1, 8; Breaker 4, 2: only 6-7-8 and 0-3-6 are still free for Maker.
    let pos = play_all(&g, &[0, 4, 1, 2, 8]);
    assert_eq!(g.evaluate(&pos, 8), None);
    assert!(g.can_win(&pos, Player::First));
    // Breaker's 6 spoils both: Breaker wins with the board not full.
    let pos = g.play(&pos, 6);
    assert_eq!(g.evaluate(&pos, 6), Some(Outcome::SecondWins));
    assert!(!g.can_win(&pos, Player::First));
    // Breaker's chance is never given up while the game goes on.
    assert!(g.can_win(&g.initial(), Player::Second));
    for o in [Outcome::FirstWins, Outcome::SecondWins] {
        assert!(g.value_can_be(&g.initial(), o));
    }
    assert!(!g.value_can_be(&g.initial(), Outcome::Draw));
    assert!(!g.value_can_be(&play_all(&g, &[4]), Outcome::Draw));
}

#[test]
fn can_win_needs_a_set_without_an_opponent_cell() {
    let g = ttt(true);
    // Second owns 0, 4, 8 (made up: play would have ended), first owns 1, 3: every line meets
    // 0, 4 or 8, and 6-7-8 avoids 1 and 3.
    let pos = Position {
        first: 1 << 1 | 1 << 3,
        second: 1 << 0 | 1 << 4 | 1 << 8,
    };
    assert!(!g.can_win(&pos, Player::First));
    assert!(g.can_win(&pos, Player::Second));
    let pos = play_all(&g, &[4, 0]);
    assert!(g.can_win(&pos, Player::First));
    assert!(g.can_win(&pos, Player::Second));
}

#[test]
fn threats_and_winning_moves_name_the_missing_cell() {
    let g = ttt(true);
    // First 0, 1; second 3 (to move: second).
    let pos = play_all(&g, &[0, 3, 1]);
    let mut out = Vec::new();
    g.winning_moves(&pos, Player::First, &mut out);
    assert_eq!(out, vec![2]);
    out.clear();
    g.winning_moves(&pos, Player::Second, &mut out);
    assert!(out.is_empty());
    assert!(g.created_threat(&pos, 1));
    assert!(!g.created_threat(&play_all(&g, &[0, 3]), 3));
    // Breaker never threatens in Maker–Breaker.
    let mb = Positional::from_json(&ttt_with("variant", json!("maker-breaker")), true).unwrap();
    let pos = play_all(&mb, &[0, 3, 8, 4]);
    assert!(!mb.created_threat(&pos, 4));
    out.clear();
    mb.winning_moves(&pos, Player::Second, &mut out);
    assert!(out.is_empty());
    out.clear();
    mb.winning_moves(&pos, Player::First, &mut out);
    assert!(
        out.is_empty(),
        "0 and 8 need 4, which Breaker owns: {out:?}"
    );
}

#[test]
fn leaf_numbers_count_the_first_player_s_free_sets() {
    let g = ttt(true);
    assert_eq!(g.leaf_numbers(&g.initial()), (2, 8));
    // First owns 4, second 0: 5 lines avoid 0; the nearest needs 2 more and first is to move.
    let pos = play_all(&g, &[4, 0]);
    assert_eq!(g.leaf_numbers(&pos), (1, 5));
    // Leaf numbers do not change under relabelling.
    for r in 0..8 {
        assert_eq!(g.leaf_numbers(&g.relabel(&pos, &r)), (1, 5));
    }
}

#[test]
fn the_board_lists_cells_coordinates_and_sets() {
    let g = ttt(true);
    match g.board() {
        Board::Sets {
            cells,
            coords,
            sets,
        } => {
            assert_eq!(cells, 9);
            assert_eq!(coords.len(), 9);
            assert_eq!(sets.len(), 8);
            assert_eq!(sets[0], vec![0, 1, 2]);
        }
        other => panic!("{other:?}"),
    }
    let pos = play_all(&g, &[4, 0]);
    assert_eq!(g.cells(&pos), vec![2, 0, 0, 0, 1, 0, 0, 0, 0]);
    assert_eq!(g.cell_of(&pos, 0), 0);
    assert_eq!(g.move_label(13), "13");
    assert_eq!(g.name(), "positional(tic-tac-toe)");
}

#[test]
fn the_default_definition_is_tic_tac_toe_and_every_example_is_valid() {
    let info = Positional::info();
    assert_eq!(info.params[0].default, Some(ttt_json()));
    let dir = format!("{}/examples/games", env!("CARGO_MANIFEST_DIR"));
    let mut files = 0;
    for entry in std::fs::read_dir(dir).expect("the examples") {
        let file = entry.expect("an entry").file_name();
        let g = example(&file.to_string_lossy());
        assert!(!g.def.coords.is_empty(), "{file:?} has coordinates");
        files += 1;
    }
    assert!(files >= 6);
    assert_eq!(example("qubic-3x3x3.json").sets.len(), 49);
}

#[test]
fn a_full_64_cell_board_works() {
    let sets: Vec<Vec<u8>> = (0..8)
        .map(|r| (0..8).map(|c| r * 8 + c).collect())
        .collect();
    let g = Positional::from_json(&json!({"cells": 64, "sets": sets}), true).unwrap();
    let mut moves = Vec::new();
    g.legal_moves(&g.initial(), &mut moves);
    assert_eq!(moves.len(), 64);
    let pos = g.play(&g.initial(), 63);
    assert_eq!(g.cells(&pos)[63], 1);
    assert_eq!(g.evaluate(&pos, 63), None);
}

/// A bad value is quoted whole up to 80 characters and cut after the 80th (counted in
/// characters, not bytes: a cut inside "é" would panic) with "…".
#[test]
fn a_long_bad_value_is_cut_after_80_characters() {
    let eighty = "é".repeat(76); // quoted with its brackets: 80 characters
    assert_eq!(
        error(ttt_with("name", json!([eighty]))),
        format!("name = [\"{eighty}\"] must be a text")
    );
    let long = "é".repeat(77); // 81 characters
    assert_eq!(
        error(ttt_with("name", json!([long]))),
        format!("name = [\"{long}\"… must be a text")
    );
}
