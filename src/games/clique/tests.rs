//! Tests of the clique game as the search sees it.

use super::*;
use line::MAX_N;
use proptest::prelude::*;

fn game(n: usize, k: usize) -> Clique {
    Clique::new(n, k, Normaliser::Identity).unwrap()
}

/// Builds a position from red and blue edge lists given as `(a, b)` pairs.
fn position(n: usize, red: &[(usize, usize)], blue: &[(usize, usize)]) -> Position {
    let mut pos = Position::EMPTY;
    for &(a, b) in red {
        pos = pos.with_edge(n, a, b, Colour::Red);
    }
    for &(a, b) in blue {
        pos = pos.with_edge(n, a, b, Colour::Blue);
    }
    pos
}

fn e(a: u8, b: u8) -> Edge {
    Edge::new(a, b)
}

#[test]
fn new_rejects_out_of_range_parameters_with_the_allowed_range() {
    assert_eq!(
        Clique::new(9, 4, Normaliser::Exact).unwrap_err(),
        "n = 9 is out of range: 2 <= n <= 8"
    );
    assert_eq!(
        Clique::new(1, 1, Normaliser::Exact).unwrap_err(),
        "n = 1 is out of range: 2 <= n <= 8"
    );
    assert_eq!(
        Clique::new(4, 5, Normaliser::Exact).unwrap_err(),
        "k = 5 must be at most n = 4"
    );
    assert_eq!(
        Clique::new(4, 1, Normaliser::Exact).unwrap_err(),
        "k = 1 is out of range: 2 <= k <= n"
    );
    assert!(Clique::new(8, 8, Normaliser::Exact).is_ok());
    assert!(Clique::new(2, 2, Normaliser::Identity).is_ok());
}

#[test]
fn normalisers_round_trip_through_numbers_and_names() {
    for nm in Normaliser::ALL {
        assert_eq!(Normaliser::from_number(nm.number()), Ok(nm));
        assert_eq!(Normaliser::from_name(nm.name()), Ok(nm));
    }
    assert_eq!(
        Normaliser::from_number(5).unwrap_err(),
        "normaliser 5 is out of range: 1 <= normaliser <= 4"
    );
    assert!(Normaliser::from_name("fancy").is_err());
    // The bad name is quoted as the configuration's messages quote it (JSON's escapes).
    assert_eq!(
        Normaliser::from_name("a\"b\u{1}"),
        Err(
            "unknown normaliser \"a\\\"b\\u0001\": use identity, degree, neighbours, exact or 1-4"
                .to_string()
        )
    );
}

#[test]
fn legal_moves_list_hi_ascending_then_lo_ascending() {
    let g = game(4, 3);
    let mut moves = Vec::new();
    g.legal_moves(&g.initial(), &mut moves);
    let labels: Vec<String> = moves.iter().map(|&m| g.move_label(m)).collect();
    assert_eq!(labels, ["1-0", "2-0", "2-1", "3-0", "3-1", "3-2"]);
    let pos = g.play(&g.initial(), e(2, 0));
    moves.clear();
    g.legal_moves(&pos, &mut moves);
    assert_eq!(moves.len(), 5);
    assert!(!moves.contains(&e(2, 0)));
}

#[test]
fn play_alternates_red_and_blue_and_cells_follow_the_move_order() {
    let g = game(4, 3);
    let p1 = g.play(&g.initial(), e(3, 1));
    let p2 = g.play(&p1, e(1, 0));
    assert_eq!(p2.colour(4, 1, 3), Colour::Red);
    assert_eq!(p2.colour(4, 0, 1), Colour::Blue);
    assert_eq!(g.moves_played(&p2), 2);
    assert_eq!(g.to_move(&p2), Player::First);
    assert_eq!(g.cells(&p2), [2, 0, 0, 0, 1, 0]);
}

#[test]
fn evaluate_detects_a_red_triangle_through_the_last_edge_only_when_complete() {
    let g = game(5, 3);
    let pos = position(5, &[(0, 1), (1, 2)], &[(3, 4)]);
    assert_eq!(g.evaluate(&pos, e(1, 0)), None);
    let done = pos.with_edge(5, 0, 2, Colour::Red);
    assert_eq!(g.evaluate(&done, e(2, 0)), Some(Outcome::FirstWins));
    // A blue triangle is a loss for the first player.
    let blue = position(5, &[(0, 1), (0, 2), (0, 3)], &[(2, 3), (3, 4), (2, 4)]);
    assert_eq!(g.evaluate(&blue, e(4, 2)), Some(Outcome::SecondWins));
    // A mixed triangle wins nobody.
    let mixed = position(5, &[(0, 1), (1, 2)], &[(0, 2)]);
    assert_eq!(g.evaluate(&mixed, e(2, 0)), None);
}

#[test]
fn evaluate_detects_a_k4_and_not_a_k4_minus_an_edge() {
    let g = game(6, 4);
    let k4_minus = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)];
    let pos = position(6, &k4_minus, &[(4, 5), (0, 4), (1, 5), (2, 5)]);
    assert_eq!(g.evaluate(&pos, e(3, 1)), None);
    let done = pos.with_edge(6, 2, 3, Colour::Red);
    assert_eq!(g.evaluate(&done, e(3, 2)), Some(Outcome::FirstWins));
    let blue = position(6, &[(4, 5)], &k4_minus);
    assert_eq!(
        g.evaluate(&blue.with_edge(6, 2, 3, Colour::Blue), e(3, 2)),
        Some(Outcome::SecondWins)
    );
    // Two triangles sharing the last edge but no K4.
    let two = position(6, &[(0, 1), (0, 2), (1, 2), (0, 3), (1, 3)], &[(2, 3)]);
    assert_eq!(g.evaluate(&two, e(1, 0)), None);
}

#[test]
fn a_full_board_without_a_clique_is_a_draw() {
    // K4 with red 4-cycle, blue diagonals: no monochromatic triangle.
    let g = game(4, 3);
    let pos = position(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], &[(0, 2), (1, 3)]);
    assert_eq!(g.evaluate(&pos, e(3, 1)), Some(Outcome::Draw));
}

#[test]
fn winning_moves_are_the_free_edges_closing_a_clique() {
    let g = game(5, 3);
    let pos = position(5, &[(0, 1), (0, 2), (3, 4)], &[(1, 2), (0, 3)]);
    let mut red = Vec::new();
    g.winning_moves(&pos, Player::First, &mut red);
    // Red's only two-edge path 1-0-2 is closed by 2-1, which is blue.
    assert_eq!(red, Vec::<Edge>::new());
    let pos = position(5, &[(0, 1), (0, 2), (0, 4), (1, 3)], &[(1, 2)]);
    red.clear();
    g.winning_moves(&pos, Player::First, &mut red);
    assert_eq!(red, [e(3, 0), e(4, 1), e(4, 2)]);
    let mut blue = Vec::new();
    g.winning_moves(&pos, Player::Second, &mut blue);
    assert!(blue.is_empty());
}

#[test]
fn created_threat_needs_a_clique_through_the_last_edge_missing_one_free_edge() {
    let g = game(6, 4);
    // Red 0-1, 0-2, 0-3, 1-2, last move 1-3: K4 {0,1,2,3} misses only free 2-3.
    let pos = position(6, &[(0, 1), (0, 2), (0, 3), (1, 2), (1, 3)], &[(4, 5)]);
    assert!(g.created_threat(&pos, e(3, 1)));
    // If 2-3 is blue it is no threat.
    let blocked = pos.with_edge(6, 2, 3, Colour::Blue);
    assert!(!g.created_threat(&blocked, e(3, 1)));
    // Two edges missing: no threat.
    let thin = position(6, &[(0, 1), (0, 2), (1, 2), (1, 3)], &[(4, 5)]);
    assert!(!g.created_threat(&thin, e(3, 1)));
    // K = 3: a red path makes a threat when its closing edge is free.
    let g3 = game(4, 3);
    let path = position(4, &[(0, 1), (1, 2)], &[(3, 0)]);
    assert!(g3.created_threat(&path, e(2, 1)));
    let closed = path.with_edge(4, 0, 2, Colour::Blue);
    assert!(!g3.created_threat(&closed, e(2, 1)));
}

#[test]
fn first_player_can_win_while_some_clique_has_no_blue_edge() {
    let g = game(4, 3);
    assert!(g.can_win(&g.initial(), Player::First));
    // Every triangle of K4 contains 0-1 or 2-3.
    let pos = position(4, &[], &[(0, 1), (2, 3)]);
    assert!(!g.can_win(&pos, Player::First));
    let pos = position(4, &[], &[(0, 1)]);
    assert!(g.can_win(&pos, Player::First));
}

#[test]
fn move_score_counts_free_winning_sets_through_the_edge() {
    let g = game(5, 3);
    // On an empty K5 each edge lies in 3 triangles.
    assert_eq!(g.move_score(&g.initial(), e(1, 0)), 3);
    let pos = position(5, &[(0, 2)], &[(1, 2)]);
    // Red to move (two edges played): triangles through 1-0 avoiding blue: {0,1,3}, {0,1,4}.
    assert_eq!(g.move_score(&pos, e(1, 0)), 2);
    assert_eq!(
        g.free_winning_sets_through(&pos, e(1, 0), Player::Second),
        2
    );
    assert_eq!(g.free_winning_sets_through(&pos, e(2, 1), Player::First), 0);
}

#[test]
fn relabel_move_keeps_hi_above_lo() {
    let g = game(4, 3);
    let r = [3, 2, 1, 0, 4, 5, 6, 7, 8, 9, 10];
    assert_eq!(g.relabel_move(e(1, 0), &r), e(3, 2));
    assert_eq!(g.relabelling_list(&r), [3, 2, 1, 0]);
}

/// Random play of up to `moves` moves (stopping at a finished game), from `seed`.
fn random_position(g: &Clique, seed: u64, moves: usize) -> Position {
    let mut state = seed | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut pos = g.initial();
    let mut legal = Vec::new();
    for _ in 0..moves {
        legal.clear();
        g.legal_moves(&pos, &mut legal);
        if legal.is_empty() {
            break;
        }
        let mv = legal[(next() % legal.len() as u64) as usize];
        pos = g.play(&pos, mv);
        if g.evaluate(&pos, mv).is_some() {
            break;
        }
    }
    pos
}

/// Random coloured graph (not necessarily reachable): each edge free, red or blue.
fn random_colouring<L: line::Line>(n: usize, seed: u64) -> Position<L> {
    let mut pos = Position::<L>::EMPTY;
    let mut s = seed;
    for i in 0..n {
        for j in 0..i {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let colour = match (s >> 33) % 3 {
                0 => Colour::Free,
                1 => Colour::Red,
                _ => Colour::Blue,
            };
            pos = pos.with_edge(n, i, j, colour);
        }
    }
    pos
}

/// The winning moves are the free edges, in move order, that complete a `K_k` of the player's:
/// the row-by-row loop against the definition, on random colourings.
#[test]
fn winning_moves_are_the_free_edges_that_complete_a_clique() {
    let mut found = 0;
    for seed in 0..3000u64 {
        let n = 4 + (seed % 5) as usize;
        let k = 3 + (seed / 5 % 3) as usize;
        let g = game(n, k.min(n));
        let pos = random_colouring(n, seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        for player in [Player::First, Player::Second] {
            let mut got = Vec::new();
            g.winning_moves(&pos, player, &mut got);
            let want: Vec<Edge> = g
                .all_edges()
                .filter(|&e| {
                    pos.is_free(n, e.hi as usize, e.lo as usize)
                        && g.completes_clique(&pos, e, player)
                })
                .collect();
            assert_eq!(got, want, "n = {n}, k = {k}, {pos:?}");
            found += got.len();
        }
    }
    assert!(found > 100, "the colourings have winning moves ({found})");
}

/// A permutation of `0..n` from a seed (Fisher-Yates).
pub(super) fn random_perm(n: usize, seed: u64) -> Perm {
    let mut perm = IDENTITY;
    let mut s = seed;
    for i in (1..n).rev() {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let j = ((s >> 33) % (i as u64 + 1)) as usize;
        perm.swap(i, j);
    }
    perm
}

proptest! {
    #[test]
    fn every_normaliser_returns_the_input_relabelled_by_its_relabelling(
        n in 2usize..=8, seed: u64, moves in 0usize..28, which in 1u8..=4,
    ) {
        let g = Clique::new(n, 2.max(n.min(4)), Normaliser::from_number(which).unwrap()).unwrap();
        let pos = random_position(&g, seed, moves);
        let (normal, perm) = g.normalise(&pos);
        let mut seen = [false; MAX_N];
        for &v in &perm[..n] {
            prop_assert!((v as usize) < n && !seen[v as usize], "{perm:?}");
            seen[v as usize] = true;
        }
        prop_assert_eq!(g.relabel(&pos, &perm), normal);
        prop_assert_eq!(g.normal_form(&pos), normal);
        prop_assert_eq!(normal.edge_count(), pos.edge_count());
    }

    #[test]
    fn the_exact_normaliser_is_the_same_for_every_relabelling(
        n in 2usize..=8, seed: u64, perm_seed: u64, reachable: bool, moves in 0usize..28,
    ) {
        let g = Clique::new(n, 2.max(n.min(4)), Normaliser::Exact).unwrap();
        let pos = if reachable { random_position(&g, seed, moves) } else { random_colouring(n, seed) };
        let other = g.relabel(&pos, &random_perm(n, perm_seed));
        prop_assert_eq!(g.normal_form(&pos), g.normal_form(&other));
    }

    #[test]
    fn relabelling_moves_commutes_with_playing_them(
        n in 3usize..=8, seed: u64, perm_seed: u64, moves in 0usize..20,
    ) {
        let g = Clique::new(n, 3, Normaliser::Identity).unwrap();
        let pos = random_position(&g, seed, moves);
        let perm = random_perm(n, perm_seed);
        let mut legal = Vec::new();
        g.legal_moves(&pos, &mut legal);
        for mv in legal {
            let a = g.relabel(&g.play(&pos, mv), &perm);
            let b = g.play(&g.relabel(&pos, &perm), g.relabel_move(mv, &perm));
            prop_assert_eq!(a, b);
        }
    }
}

#[test]
fn the_exact_normaliser_separates_non_isomorphic_positions_of_k4() {
    // Exhaustive check on K_4 (3^6 colourings): two colourings share a normal form exactly
    // when some permutation maps one onto the other.
    let n = 4;
    let g = Clique::new(n, 3, Normaliser::Exact).unwrap();
    let mut perms = Vec::new();
    let mut p = [0u8, 1, 2, 3];
    permutations(&mut p, 0, &mut perms);
    let all: Vec<Position> = (0..729u32)
        .map(|mut code| {
            let mut pos = Position::EMPTY;
            for i in 0..n {
                for j in 0..i {
                    let colour = [Colour::Free, Colour::Red, Colour::Blue][(code % 3) as usize];
                    code /= 3;
                    pos = pos.with_edge(n, i, j, colour);
                }
            }
            pos
        })
        .collect();
    for (a, pa) in all.iter().enumerate() {
        for pb in &all[a..] {
            let iso = perms.iter().any(|perm| {
                let mut r = IDENTITY;
                r[..4].copy_from_slice(perm);
                pa.relabel(n, &r) == *pb
            });
            assert_eq!(iso, g.normal_form(pa) == g.normal_form(pb), "{pa:?} {pb:?}");
        }
    }
}

fn permutations(p: &mut [u8; 4], i: usize, out: &mut Vec<[u8; 4]>) {
    if i == p.len() {
        out.push(*p);
        return;
    }
    for j in i..p.len() {
        p.swap(i, j);
        permutations(p, i + 1, out);
        p.swap(i, j);
    }
}

/// Plain minimax with a memo on normal forms: whether the first player wins from `pos`.
fn first_player_wins(
    g: &Clique,
    pos: Position,
    prune: bool,
    memo: &mut std::collections::HashMap<Position, bool>,
) -> bool {
    if let Some(&v) = memo.get(&pos) {
        return v;
    }
    let or_node = g.to_move(&pos) == Player::First;
    let mut moves = Vec::new();
    g.legal_moves(&pos, &mut moves);
    let mut value = !or_node;
    for mv in moves {
        let child = g.play(&pos, mv);
        let won = match g.evaluate(&child, mv) {
            Some(o) => o == Outcome::FirstWins,
            None if prune && !g.can_win(&child, Player::First) => false,
            None => first_player_wins(g, g.normal_form(&child), prune, memo),
        };
        if won == or_node {
            value = won;
            break;
        }
    }
    memo.insert(pos, value);
    value
}

#[test]
fn a_small_solver_finds_the_thesis_results_with_every_normaliser() {
    // Thesis 1.2.2: (4,3) and (5,4), (6,4) are draws, (5,3) is a first-player win.
    for (n, k, wins) in [
        (4, 3, false),
        (5, 3, true),
        (5, 4, false),
        (6, 4, false),
        (3, 2, true),
    ] {
        for normaliser in Normaliser::ALL {
            let g = Clique::new(n, k, normaliser).unwrap();
            for prune in [false, true] {
                let mut memo = std::collections::HashMap::new();
                let value = first_player_wins(&g, g.initial(), prune, &mut memo);
                assert_eq!(value, wins, "({n},{k}) {normaliser:?} prune {prune}");
            }
        }
    }
}

/// A position's cells on lines of type `L` are its edges' colours in move order, free 0, red 1,
/// blue 2, appended after what the buffer held.
fn cells_match_colours<L: line::Line + stored::Packs>(n: usize, seed: u64) {
    let g = Clique::<L>::on_lines(n, 2, Normaliser::Identity).unwrap();
    let pos = random_colouring::<L>(n, seed);
    let want: Vec<u8> = g
        .all_edges()
        .map(|e| match pos.colour(n, e.hi as usize, e.lo as usize) {
            Colour::Free => 0,
            Colour::Red => 1,
            Colour::Blue => 2,
        })
        .collect();
    let mut got = vec![7, 7];
    g.cells_into(&pos, &mut got);
    assert_eq!(&got[..2], &[7, 7], "n = {n}: what the buffer held stays");
    assert_eq!(&got[2..], &want[..], "n = {n}, {pos:?}");
    assert_eq!(g.cells(&pos), want);
}

/// A position's cells (the page's drawing of every node): the row-by-row loop against
/// `colour`, on random colourings of every size, on both line widths (up to 11 vertices on
/// the 128-bit ones).
#[test]
fn cells_are_the_edges_colours_in_move_order() {
    for seed in 0..300u64 {
        let seed = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        for n in 2..=8 {
            cells_match_colours::<u64>(n, seed ^ n as u64);
        }
        for n in 2..=MAX_N {
            cells_match_colours::<u128>(n, seed ^ n as u64);
        }
    }
}
