//! The proof checker on a game whose positions repeat: Three Men's Morris, with and without
//! diagonals. Strategies read off retrograde analysis are accepted, exact and normalised; a
//! claimed win whose strategy comes back to a position, a draw claimed as a win and a move into
//! a lost position are refused by name; a draw claimed as avoiding a loss ends its repeating
//! lines as draws and counts them. Proof files of both go through `pnlab check`.

use crate::common;
use pnlab::exact::retrograde::Table;
use pnlab::game::line::play_line;
use pnlab::game::{Player, Rules, Symmetry};
use pnlab::games::morris::{Morris, Move, Position};
use pnlab::json::{Map, Value};
use pnlab::posmap::{PosMap, PosSet};
use pnlab::proofs::{ProofFile, FORMAT, VERSION};
use pnlab::search::{check, check_within, proof, Claim, Proof, Strategy};
use pnlab::solution::Verdict;
use pnlab::Error;

/// Three Men's Morris without and with diagonals, each with its retrograde table.
fn variants() -> Vec<(Morris, Table<Morris>)> {
    [false, true]
        .into_iter()
        .map(|diagonals| {
            let game = Morris::new(3, diagonals, None).expect("a variant");
            let table = Table::build(game.clone(), &game.initial(), 1_000_000).expect("fits");
            (game, table)
        })
        .collect()
}

/// A position as a strategy's state: itself, or its normal form.
fn state(game: &Morris, pos: &Position, normalised: bool) -> Position {
    if normalised {
        game.normal_form(pos)
    } else {
        *pos
    }
}

/// The moves of `pos` and where each goes: `None` where the move ends the game.
fn sons(game: &Morris, pos: &Position, normalised: bool) -> Vec<(Move, Option<Position>)> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves
        .into_iter()
        .map(|mv| {
            let son = game.play(pos, mv);
            let go = game.evaluate(&son, mv).is_none();
            (mv, go.then(|| state(game, &son, normalised)))
        })
        .collect()
}

/// The table's best move for the player to move: the fastest win, else a draw, else the
/// slowest loss.
fn best(table: &Table<Morris>, pos: &Position) -> Move {
    let mut moves = Vec::new();
    table.game().legal_moves(pos, &mut moves);
    let rank = |mv: &Move| {
        let e = table.move_eval(pos, *mv).expect("in the table");
        let plies = i64::from(e.plies.unwrap_or(0));
        match e.verdict {
            Verdict::Win => (0, plies),
            Verdict::Draw => (1, 0),
            Verdict::Loss => (2, -plies),
        }
    };
    moves.into_iter().min_by_key(rank).expect("a move")
}

/// A strategy for `claim` from `start` with the table's best move at every state of the
/// claim's side that any play reaches, not only the strategy's own.
fn table_strategy(
    table: &Table<Morris>,
    claim: Claim,
    start: Position,
    normalised: bool,
) -> Strategy<Morris> {
    let game = table.game();
    let mut moves = PosMap::default();
    let mut seen = PosSet::default();
    let mut work = vec![state(game, &start, normalised)];
    while let Some(pos) = work.pop() {
        if seen.insert(pos, ()).is_some() {
            continue;
        }
        if game.to_move(&pos) == claim.side() {
            moves.insert(pos, best(table, &pos));
        }
        work.extend(sons(game, &pos, normalised).into_iter().filter_map(|s| s.1));
    }
    Strategy {
        claim,
        start,
        normalised,
        moves,
    }
}

/// The states a check of `strategy` walks, in the order first met (breadth first).
fn walked(game: &Morris, strategy: &Strategy<Morris>) -> Vec<Position> {
    let start = state(game, &strategy.start, strategy.normalised);
    let mut order = vec![start];
    let mut seen: PosSet<Position> = [(start, ())].into_iter().collect();
    let mut i = 0;
    while i < order.len() {
        let pos = order[i];
        let chosen = strategy.moves.get(&pos);
        for (mv, son) in sons(game, &pos, strategy.normalised) {
            if chosen.is_some_and(|&c| c != mv) {
                continue;
            }
            if let Some(s) = son.filter(|s| seen.insert(*s, ()).is_none()) {
                order.push(s);
            }
        }
        i += 1;
    }
    order
}

/// The moves of `pos` that win for its mover and do not end the game, with where they go.
fn winning(table: &Table<Morris>, pos: &Position, normalised: bool) -> Vec<(Move, Position)> {
    sons(table.game(), pos, normalised)
        .into_iter()
        .filter(|&(mv, _)| table.move_eval(pos, mv).unwrap().verdict == Verdict::Win)
        .filter_map(|(mv, son)| Some((mv, son?)))
        .collect()
}

/// A way round among the states a check of the winner's `strategy` walks, each step a state
/// and its move: a state `s` of the sliding phase, a winning move, any reply, a winning move,
/// and a reply that returns to `s`.
fn cycle(table: &Table<Morris>, strategy: &Strategy<Morris>) -> [(Position, Move); 4] {
    let (game, normalised) = (table.game(), strategy.normalised);
    let side = strategy.claim.side();
    walked(game, strategy)
        .into_iter()
        .filter(|s| game.to_move(s) == side && game.moves_played(s) == 6)
        .find_map(|s| {
            winning(table, &s, normalised)
                .into_iter()
                .find_map(|(m, t)| {
                    sons(game, &t, normalised).into_iter().find_map(|(r, u)| {
                        let u = u?;
                        winning(table, &u, normalised)
                            .into_iter()
                            .find_map(|(m2, v)| {
                                let (r2, _) = sons(game, &v, normalised)
                                    .into_iter()
                                    .find(|&(_, w)| w == Some(s))?;
                                Some([(s, m), (t, r), (u, m2), (v, r2)])
                            })
                    })
                })
        })
        .expect("a way back to a position")
}

/// The claim that a side wins for the table's value of the start (a win for its mover).
fn win_claim(table: &Table<Morris>, start: &Position) -> Claim {
    let e = table.eval(start).expect("in the table");
    assert_eq!(e.verdict, Verdict::Win, "the start is won");
    match table.game().to_move(start) {
        Player::First => Claim::FirstWins,
        Player::Second => Claim::SecondWins,
    }
}

/// Every position play reaches from the initial one, breadth first, each with the position and
/// move it was first reached by.
fn paths(game: &Morris) -> Vec<(Position, Option<(Position, Move)>)> {
    let mut order = vec![(game.initial(), None)];
    let mut seen: PosSet<Position> = [(game.initial(), ())].into_iter().collect();
    let mut i = 0;
    while i < order.len() {
        let pos = order[i].0;
        for (mv, son) in sons(game, &pos, false) {
            if let Some(s) = son.filter(|s| seen.insert(*s, ()).is_none()) {
                order.push((s, Some((pos, mv))));
            }
        }
        i += 1;
    }
    order
}

/// A shortest line of moves from the initial position to `pos`.
fn line_to(game: &Morris, pos: Position) -> Vec<String> {
    let from: PosMap<_, _> = paths(game).into_iter().collect();
    let mut line = Vec::new();
    let mut at = pos;
    while let Some(&Some((parent, mv))) = from.get(&at) {
        line.push(game.move_label(mv));
        at = parent;
    }
    line.reverse();
    line
}

/// A position with the first player to move, `verdict` for him and at least `ply` stones
/// placed, the farthest from its end (breadth first, the first of those), with a shortest line
/// of moves from the initial position that reaches it.
fn reached(table: &Table<Morris>, verdict: Verdict, ply: u32) -> (Position, Vec<String>) {
    let game = table.game();
    let mut found: Option<(u32, Position)> = None;
    for (pos, _) in paths(game) {
        let e = table.eval(&pos).expect("in the table");
        let plies = e.plies.unwrap_or(0);
        if e.verdict == verdict
            && game.moves_played(&pos) >= ply
            && game.to_move(&pos) == Player::First
            && found.is_none_or(|(best, _)| plies > best)
        {
            found = Some((plies, pos));
        }
    }
    let (_, pos) = found.expect("such a position");
    (pos, line_to(game, pos))
}

/// The game as it goes on after `line` (its positions that can come back are draws), with the
/// retrograde table of the position the line reaches in it.
fn after_line(game: &Morris, line: &[String]) -> (Morris, Table<Morris>) {
    let reached = play_line(game, line).expect("a legal line");
    let after = reached.game_after(game);
    let table = Table::build(after.clone(), &reached.pos, 1_000_000).expect("fits");
    (after, table)
}

/// A proof file of Three Men's Morris with these proofs.
fn file(diagonals: bool, start: Vec<String>, result: &str, proofs: Vec<Proof>) -> ProofFile {
    let mut game = Map::new();
    game.insert("game".into(), Value::from("morris"));
    game.insert("men".into(), Value::from(3));
    game.insert(
        "diagonals".into(),
        Value::from(if diagonals { "on" } else { "off" }),
    );
    ProofFile {
        format: FORMAT.into(),
        version: VERSION,
        game,
        start,
        result: result.into(),
        proofs,
    }
}

/// The retrograde table's strategy for the side that wins is accepted, exact and normalised,
/// with no line drawn by repetition; the other side's claim to avoid a loss is refused.
#[test]
fn a_win_read_off_retrograde_analysis_is_accepted_exact_and_normalised() {
    for (game, table) in variants() {
        let (start, _) = reached(&table, Verdict::Win, 0);
        let claim = win_claim(&table, &start);
        assert_eq!(claim, Claim::FirstWins, "{}", game.name());
        let mut positions = Vec::new();
        for normalised in [false, true] {
            let strategy = table_strategy(&table, claim, start, normalised);
            let r = check(&game, &strategy).unwrap_or_else(|e| panic!("{}: {e}", game.name()));
            assert_eq!((r.claim, r.establishes), (claim, claim));
            assert_eq!(r.repetitions, 0);
            assert_eq!(r.ends[1..], [0, 0], "every line ends in a first-player win");
            assert!(r.ends[0] > 0 && r.strategy_moves > 0);
            positions.push(r.positions);
        }
        // Known answers: without diagonals the initial position is a draw, and the longest
        // win of the first player to move takes 5 plies; with them he wins from the initial
        // position in 9, where symmetry merges positions.
        let known = match game.name().as_str() {
            "morris(3)" => (Verdict::Draw, 5, [7, 7]),
            _ => (Verdict::Win, 9, [131, 32]),
        };
        let plies = table.eval(&start).unwrap().plies.unwrap();
        let initial = table.eval(&game.initial()).unwrap().verdict;
        assert_eq!(
            (initial, plies, positions),
            (known.0, known.1, known.2.to_vec())
        );
        let refuted = common::error_of(
            "refused",
            check(
                &game,
                &table_strategy(&table, Claim::SecondAvoidsLoss, start, true),
            ),
        );
        assert!(
            refuted.ends_with("the game ends first-wins against the claim second-avoids-loss"),
            "{refuted}"
        );
    }
}

/// The winner's strategy changed at two positions to winning moves that come back: from a
/// position `s`, a winning move, any reply, a winning move, and a reply that returns to `s`.
/// Every line still only meets won positions, but one goes round for ever: refused, naming the
/// line.
#[test]
fn a_win_whose_strategy_comes_back_to_a_position_is_refused() {
    for (game, table) in variants() {
        let (start, _) = reached(&table, Verdict::Win, 0);
        let claim = win_claim(&table, &start);
        for normalised in [false, true] {
            let mut strategy = table_strategy(&table, claim, start, normalised);
            let [(s, m), _, (u, m2), _] = cycle(&table, &strategy);
            strategy.moves.extend([(s, m), (u, m2)]);
            let e = common::error_of("refused", check(&game, &strategy));
            assert!(e.starts_with("after "), "{e}");
            assert!(
                e.ends_with(
                    ": the position repeats, a draw, against the claim first-wins: a win must \
                     come in finitely many plies"
                ),
                "{e}"
            );
        }
    }
}

/// From a drawn position either side avoids a loss: accepted, with the lines that come back
/// to a position counted as draws, and nothing stronger established. The same strategy
/// claimed as a win is refused at its first repetition.
#[test]
fn a_draw_claimed_as_avoiding_a_loss_ends_its_repeating_lines_as_draws() {
    for (game, table) in variants() {
        let (start, _) = reached(&table, Verdict::Draw, 6);
        for normalised in [false, true] {
            for claim in [Claim::FirstAvoidsLoss, Claim::SecondAvoidsLoss] {
                let strategy = table_strategy(&table, claim, start, normalised);
                let r = check(&game, &strategy).unwrap_or_else(|e| panic!("{claim:?}: {e}"));
                assert!(r.repetitions > 0, "{claim:?} {normalised}: {r:?}");
                assert_eq!(r.ends[1], 0, "Morris has no drawn end: draws repeat");
                assert_eq!(r.establishes, claim, "a draw is not strengthened to a win");
            }
            let e = common::error_of(
                "refused",
                check(
                    &game,
                    &table_strategy(&table, Claim::FirstWins, start, normalised),
                ),
            );
            assert!(e.ends_with("a win must come in finitely many plies"), "{e}");
        }
    }
}

/// A check given less memory than its tables take ends "unknown (memory)", naming the limit,
/// and with room enough it accepts the same strategy.
#[test]
fn a_check_past_its_memory_limit_ends_unknown() {
    let (game, table) = variants().pop().expect("with diagonals");
    let (start, _) = reached(&table, Verdict::Draw, 6);
    let strategy = table_strategy(&table, Claim::FirstAvoidsLoss, start, true);
    let e = common::error_of("limit", check_within(&game, &strategy, Some(1000)));
    assert!(
        e.starts_with("unknown (memory): the check holds ") && e.ends_with("bytes (--max-memory)"),
        "{e}"
    );
    let roomy = check_within(&game, &strategy, Some(1 << 30)).expect("checked");
    assert_eq!(roomy, check(&game, &strategy).expect("checked"));
}

/// The winner's first move on some line changed to one after which the opponent closes a mill
/// at once: refused, naming the line and the outcome.
#[test]
fn a_move_into_a_lost_position_is_refused() {
    for (game, table) in variants() {
        let (start, _) = reached(&table, Verdict::Win, 0);
        let claim = win_claim(&table, &start);
        for normalised in [false, true] {
            let mut strategy = table_strategy(&table, claim, start, normalised);
            let (s, bad) = walked(&game, &strategy)
                .into_iter()
                .filter(|s| game.to_move(s) == claim.side())
                .find_map(|s| {
                    let mut moves = Vec::new();
                    game.legal_moves(&s, &mut moves);
                    let lost = moves.into_iter().find(|&mv| {
                        let e = table.move_eval(&s, mv).unwrap();
                        e.verdict == Verdict::Loss && e.plies == Some(2)
                    });
                    lost.map(|mv| (s, mv))
                })
                .expect("a move that lets a mill be closed");
            strategy.moves.insert(s, bad);
            let e = common::error_of("refused", check(&game, &strategy));
            assert!(
                e.starts_with("after ")
                    && e.ends_with(": the game ends second-wins against the claim first-wins"),
                "{e}"
            );
        }
    }
}

/// A proof whose start line passed a position that a line of the proof meets again: the line
/// from `s` round a cycle to `v`, where the second player's reply returns to `s`. By the rules
/// that line is a draw, so the win written for the position on its own is refused.
#[test]
fn a_win_that_meets_a_position_of_the_start_line_is_refused() {
    let (game, table) = variants()
        .pop()
        .expect("with diagonals: won from the start");
    let strategy = table_strategy(&table, Claim::FirstWins, game.initial(), false);
    let [(s, m), (_, r), (_, m2), (v, r2)] = cycle(&table, &strategy);
    let mut line = line_to(&game, s);
    line.extend([m, r, m2].map(|mv| game.move_label(mv)));
    let reached = play_line(&game, &line).expect("legal");
    assert_eq!((reached.pos, reached.over), (v, None));
    for normalised in [false, true] {
        let from_v = table_strategy(&table, Claim::FirstWins, v, normalised);
        let (_, written) = proof(&game, &from_v).expect("a win from v on its own");
        let f = file(true, line.clone(), "first-wins", vec![written]);
        // Normalised, its labels are those of normal forms, which the game after the line,
        // where an image is not the position, does not take.
        let Error::Refused(e) = f.check().expect_err("a line meets s again") else {
            panic!("a refusal")
        };
        assert!(e.starts_with("proofs[0] (first-wins): "), "{e}");
        if !normalised {
            assert!(
                e.starts_with(&format!(
                    "proofs[0] (first-wins): after {}: the game is over",
                    game.move_label(r2)
                )),
                "the reply back to s: {e}"
            );
        }
    }
}

mod cli {
    use super::*;
    use crate::cli::pnlab;
    use pnlab::search::read_proof;

    /// A win (from the initial position when it is won) and a draw after a start line, both variants, written as proof files
    /// and accepted by `pnlab check` with the checker's counts; the draw's lines that repeat
    /// are counted, in words and in JSON. One changed move is refused with exit code 2.
    #[test]
    fn morris_proof_files_are_checked_by_the_command_line() {
        let dir = std::env::temp_dir().join(format!("pnlab-cyclic-proofs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        for (i, (game, table)) in variants().into_iter().enumerate() {
            let diagonals = i == 1;
            let (start, start_line) = reached(&table, Verdict::Win, 0);
            let (game, table) = after_line(&game, &start_line);
            let (report, won) = proof(
                &game,
                &table_strategy(&table, Claim::FirstWins, start, true),
            )
            .expect("checked");
            let path = dir.join(format!("win{i}.json"));
            let p = path.to_str().expect("a path");
            let mut f = file(diagonals, start_line, "first-wins", vec![won]);
            std::fs::write(&path, f.text()).expect("written");
            let (code, out, err) = pnlab(&["check", p]);
            assert_eq!(code, 0, "{err}");
            assert!(out.starts_with("accepted    first-wins"), "{out}");
            let counts = format!(
                "proof       first-wins: {} positions, {} strategy moves; per level",
                report.positions, report.strategy_moves
            );
            assert!(out.contains(&counts), "{out}");

            // The move of the first entry that has a losing move changed to that move.
            let (entry, lost) = (0..f.proofs[0].moves.len())
                .find_map(|i| {
                    let mut one = f.proofs[0].clone();
                    one.moves = vec![one.moves[i].clone()];
                    let at = read_proof(&game, start, &one).expect("read");
                    let (&pos, _) = at.moves.iter().next().expect("its position");
                    let mut legal = Vec::new();
                    game.legal_moves(&pos, &mut legal);
                    legal
                        .into_iter()
                        .find(|&mv| table.move_eval(&pos, mv).unwrap().verdict == Verdict::Loss)
                        .map(|mv| (i, mv))
                })
                .expect("a losing move");
            f.proofs[0].moves[entry].1 = game.move_label(lost);
            std::fs::write(&path, f.text()).expect("written");
            let (code, _, err) = pnlab(&["check", p]);
            assert_eq!(code, 2, "{err}");
            assert!(
                err.contains(": rejected: proofs[0] (first-wins): after "),
                "{err}"
            );

            let plain = Morris::new(3, diagonals, None).expect("a variant");
            let whole = Table::build(plain.clone(), &plain.initial(), 1_000_000).expect("fits");
            let (at, line) = reached(&whole, Verdict::Draw, 6);
            let reached = play_line(&plain, &line).expect("a line");
            assert_eq!(reached.pos, at);
            let (game, table) = after_line(&plain, &line);
            let mut proofs = Vec::new();
            let mut repetitions = Vec::new();
            for claim in [Claim::FirstAvoidsLoss, Claim::SecondAvoidsLoss] {
                let (r, p) =
                    proof(&game, &table_strategy(&table, claim, at, true)).expect("checked");
                proofs.push(p);
                repetitions.push(r.repetitions);
            }
            let path = dir.join(format!("draw{i}.json"));
            let p = path.to_str().expect("a path");
            std::fs::write(&path, file(diagonals, line, "draw", proofs).text()).expect("written");
            let (code, out, err) = pnlab(&["check", p]);
            assert_eq!(code, 0, "{err}");
            assert!(out.starts_with("accepted    draw"), "{out}");
            assert!(out.contains("lines drawn by repetition"), "{out}");
            let (code, out, err) = pnlab(&["check", p, "--json"]);
            assert_eq!(code, 0, "{err}");
            let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
            for (k, r) in v["checked"].as_array().expect("reports").iter().enumerate() {
                // After a start line, a proof's line may also meet a position of the start line.
                assert!(
                    r["repetitions"].as_u64().expect("a count") >= repetitions[k],
                    "{r}"
                );
            }
        }
        std::fs::remove_dir_all(&dir).ok();
    }

    /// After a start line the solve's proof file is accepted by `pnlab check` whenever
    /// `--verify` accepts the solve, with the same result: a line whose position alone is a
    /// first-player win only by coming back to a position of the start line (a draw by the
    /// rules), and the line whose last position is only a mirror image of an earlier
    /// one (black wins at once).
    #[test]
    fn a_solve_after_a_start_line_writes_a_file_its_checker_accepts() {
        let dir = std::env::temp_dir().join(format!("pnlab-start-proofs-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let cases = [
            ("c2 b2 c3 a2 a1 a3 c2-c1 b2-b3 c1-c2 a3-b2", "draw"),
            (
                "b3 c1 a1 a2 b1 c3 b3-b2 c3-c2 b2-a3 a2-b2 a1-a2 c2-c3 a3-b3 c1-c2 b1-a1",
                "second-wins",
            ),
        ];
        for (i, (start, result)) in cases.into_iter().enumerate() {
            let path = dir.join(format!("start{i}.json"));
            let p = path.to_str().expect("a path");
            let (code, out, err) = pnlab(&[
                "solve",
                "morris",
                "--men",
                "3",
                "--diagonals",
                "on",
                "--start",
                start,
                "--verify",
                "--proof",
                p,
            ]);
            assert_eq!(code, 0, "{err}");
            assert!(out.contains(&format!("result      {result}")), "{out}");
            assert!(out.contains("proof       checked: "), "{out}");
            let (code, out, err) = pnlab(&["check", p]);
            assert_eq!(code, 0, "{err}");
            assert!(out.starts_with(&format!("accepted    {result}")), "{out}");
        }
        std::fs::remove_dir_all(&dir).ok();
    }
}
