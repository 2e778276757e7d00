//! The `position` parameter: reading and writing a position, its checks, and a game started
//! there.
use super::*;
use crate::game::line::play_line;
use crate::games::registry;
use crate::json::Map;
use serde_json::json;

fn nine() -> Morris {
    Morris::new(9, false, None).unwrap()
}

fn mask(g: &Morris, names: &[&str]) -> u32 {
    names
        .iter()
        .fold(0, |m, n| m | 1 << g.layout().point(n).unwrap())
}

#[test]
fn a_position_reads_its_stones_hands_and_mover() {
    let g = nine();
    let pos = g.read_position("W:a7,d7,a4/B:g7,b4,d2/w").unwrap();
    assert_eq!(
        pos,
        Position {
            white: mask(&g, &["a7", "d7", "a4"]),
            black: mask(&g, &["g7", "b4", "d2"]),
            white_hand: 0,
            black_hand: 0,
            black_to_move: false,
        }
    );
    let placing = g.read_position("W:d2+8/B:+9/b").unwrap();
    assert_eq!(
        (
            placing.white,
            placing.black,
            placing.white_hand,
            placing.black_hand
        ),
        (mask(&g, &["d2"]), 0, 8, 9)
    );
    assert!(placing.black_to_move);
    assert_eq!(g.read_position("").unwrap(), g.initial());
}

/// Every position random play reaches, placing and sliding, on each board, is written and read
/// back unchanged.
#[test]
fn positions_are_written_and_read_back() {
    let mut seed = 0x2545_F491_4F6C_DD1Du64;
    for (men, diagonals) in [(9, false), (6, false), (3, true)] {
        let g = Morris::new(men, diagonals, None).unwrap();
        for _ in 0..20 {
            let mut pos = g.initial();
            let mut moves = Vec::new();
            for _ in 0..40 {
                moves.clear();
                g.legal_moves(&pos, &mut moves);
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let mv = moves[(seed % moves.len() as u64) as usize];
                let next = g.play(&pos, mv);
                if g.evaluate(&next, mv).is_some() {
                    break;
                }
                pos = next;
                let text = g.write_position(&pos);
                assert_eq!(g.read_position(&text), Ok(pos), "{text}");
            }
        }
    }
}

#[test]
fn a_bad_position_is_refused_naming_the_value() {
    let g = nine();
    for (text, says) in [
        (
            "W:a7,d7,h4/B:g7,b4,d2/w",
            "\"h4\" is not a point of the board: the points are a7 d7 g7 b6 ",
        ),
        (
            "W:a7,d7,a7/B:g7,b4,d2/w",
            "\"a7\" is given twice: a point holds one stone",
        ),
        (
            "W:a7,d7,a4/B:a7,b4,d2/w",
            "\"a7\" is given twice: a point holds one stone",
        ),
        (
            "W:a7,d7,a4+7/B:g7,b4,d2/w",
            "\"W:a7,d7,a4+7\" has more stones, on the board and in hand, than men (9 men a side",
        ),
        (
            "W:a7,d7,a4+x/B:g7,b4,d2/w",
            "\"x\" is not a number of stones in hand",
        ),
        (
            "W:a7,d7,a4/B:g7,b4,d2/x",
            "should end in /w or /b, who moves",
        ),
        ("W:a7,d7,a4/B:g7,b4,d2", "should end in /w or /b, who moves"),
        (
            "W:a7,,d7,a4/B:g7,b4,d2/w",
            "\"W:a7,,d7,a4\" has an empty entry between commas",
        ),
        (
            "W:a7,d7,a4,/B:g7,b4,d2/w",
            "has an empty entry between commas",
        ),
        ("a7,d7,a4/B:g7,b4,d2/w", "\"a7,d7,a4\" should begin with W:"),
        (
            "W:a7,d7/B:g7,b4,d2/w",
            "\"W:a7,d7\" has fewer than three stones on the board and in hand",
        ),
        // White's four stones in the corner are shut in, and do not fly: no move.
        (
            "W:a7,d7,a4,b6/B:g7,d6,c4,a1,b4/w",
            "leaves the side to move no legal move: the game is over",
        ),
    ] {
        let e = g.read_position(text).unwrap_err();
        assert!(e.contains(says) && e.contains(text), "{text}: {e}");
    }
    let six = Morris::new(6, false, None).unwrap();
    let e = six.read_position("W:a7,d7,c5/B:g7,b4,d2/w").unwrap_err();
    assert!(
        e.contains("\"c5\" is not a point") && e.contains("(6 men a side"),
        "{e}"
    );
}

/// The registry builds the game from its parameters: without a position it is the game of
/// the empty board, named as before; with one it starts there, says so in its name, and a
/// start line plays on from there.
#[test]
fn the_game_starts_from_its_position_parameter() {
    let build = |given: serde_json::Value| {
        let map: &Map = given.as_object().unwrap();
        let p = registry::params("morris", map, &[]).unwrap();
        Morris::from_params(&p)
    };
    let plain = build(json!({})).unwrap();
    assert_eq!(plain, nine());
    assert_eq!(plain.name(), "morris(9)");
    let text = "W:a7,d7,a4/B:g7,b4,d2/b";
    let g = build(json!({ "position": text })).unwrap();
    assert_eq!(g.initial(), g.read_position(text).unwrap());
    assert_eq!(g.name(), format!("morris(9,{text})"));
    assert_eq!(g.moves_played(&g.initial()), 0);
    let line: Vec<String> = ["g7-g4", "a7-g7"].map(String::from).to_vec();
    let reached = play_line(&g, &line).unwrap();
    assert_eq!(
        g.write_position(&reached.pos),
        "W:d7,g7,a4/B:b4,g4,d2/b",
        "white flies a7-g7"
    );
    let e = build(json!({"men": 6, "position": "W:a7,d7,a4+6/B:g7,b4,d2/w"})).unwrap_err();
    assert!(e.contains("than men (6 men a side"), "{e}");
}
