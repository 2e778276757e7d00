//! `pnlab experiments` and `pnlab normalisers`: the thesis's tables beside ours.

use crate::out::{emit, out, outln};
use pnlab::experiments::{run_all, Measured};
use pnlab::games::clique::table::{normaliser_table_upto, TableRow};

/// A row of Table 3.1 and how to read its count from our rows.
type Column = (&'static str, fn(&TableRow) -> u64);

/// Table 3.1 as printed in the thesis (n = 5, k = 0..10), rows 1–4.
const THESIS_TABLE_3_1: [[u64; 11]; 4] = [
    [1, 10, 90, 360, 1260, 2520, 4200, 4200, 3150, 1260, 252],
    [1, 1, 2, 9, 31, 60, 96, 96, 69, 28, 22],
    [1, 1, 2, 7, 24, 36, 63, 63, 55, 28, 22],
    [1, 1, 2, 6, 17, 30, 47, 47, 37, 16, 6],
];

pub fn normalisers(n: usize, max_k: usize, json: bool) -> Result<(), String> {
    if !(2..=6).contains(&n) {
        return Err(format!(
            "n = {n} is out of range: 2 <= n <= 6 (the count enumerates every colouring)"
        ));
    }
    let rows = normaliser_table_upto(n, max_k);
    let mut o = String::new();
    if json {
        outln!(
            o,
            "{}",
            serde_json::to_string(&rows).map_err(|e| e.to_string())?
        );
        return emit(&o);
    }
    outln!(
        o,
        "Table 3.1 for n = {n}: distinct normalised graphs with k coloured edges"
    );
    out!(o, "{:<28}", "k");
    for r in &rows {
        out!(o, "{:>7}", r.k);
    }
    outln!(o);
    let columns: [Column; 4] = [
        ("1 identity (labelled)", |r| r.identity),
        ("2 sorting by degree", |r| r.degree),
        ("3 degree and neighbours", |r| r.neighbours),
        ("4 exact canonical form", |r| r.exact),
    ];
    for (i, (name, get)) in columns.iter().enumerate() {
        out!(o, "{name:<28}");
        for r in &rows {
            out!(o, "{:>7}", get(r));
        }
        outln!(o);
        if n == 5 {
            out!(o, "{:<28}", "   thesis");
            for r in &rows {
                match THESIS_TABLE_3_1[i].get(r.k) {
                    Some(v) if *v == get(r) => out!(o, "{:>7}", "="),
                    Some(v) => out!(o, "{v:>7}"),
                    None => out!(o, "{:>7}", ""),
                }
            }
            outln!(o);
        }
    }
    if n == 5 {
        outln!(o);
        outln!(
            o,
            "\"=\" marks a figure equal to the thesis's. Row 3 as printed is not what the thesis's"
        );
        outln!(
            o,
            "own normaliser-3 formula gives; see docs/thesis-figures.md for why."
        );
    }
    emit(&o)
}

fn cell(m: &Measured) -> String {
    format!(
        "{:>7} {:>8} {:>3} {:>8.3}s {}",
        m.iterations,
        m.created,
        m.max_level,
        m.seconds,
        if m.verified { "checked" } else { "-" }
    )
}

pub fn experiments(json: bool) -> Result<(), String> {
    let rows = run_all();
    let mut o = String::new();
    if json {
        outln!(
            o,
            "{}",
            serde_json::to_string(&rows).map_err(|e| e.to_string())?
        );
        return emit(&o);
    }
    outln!(o, "Tables 4.3-4.5 of the thesis, re-run. Columns: iterations, created nodes, deepest level, time.");
    outln!(o, "\"thesis rule\" scores a completed K4 as the thesis's program does (for the wrong player);");
    outln!(
        o,
        "\"correct rule\" is PN Lab's. The thesis's times are from a 2012 machine.\n"
    );
    outln!(
        o,
        "{:<3} {:<11} | {:<38} | {:<38} | {:<38}",
        "N",
        "preset",
        "thesis (table)",
        "ours, thesis rule",
        "ours, correct rule"
    );
    for r in &rows {
        let thesis = match &r.thesis {
            Some(t) => format!(
                "{:>7} {:>8} {:>3} {:>8.2}s ({})",
                t.iterations,
                t.created,
                t.max_level.map(|l| l.to_string()).unwrap_or_default(),
                t.seconds,
                t.table
            ),
            None if r.preset == "DFPN" || r.preset.contains('/') => "not in the thesis".into(),
            None => "not in the thesis (did not finish)".into(),
        };
        let thesis = if r.preset == "BEST" {
            "ours only".into()
        } else {
            thesis
        };
        let ours_thesis = r.thesis_rule.as_ref().map(cell).unwrap_or_default();
        // The other algorithms' rows are labelled preset/variant by experiments::other_rows.
        let label = r.preset;
        outln!(
            o,
            "{:<3} {:<11} | {:<38} | {:<38} | {:<38}",
            r.n,
            label,
            thesis,
            ours_thesis,
            cell(&r.correct_rule)
        );
    }
    outln!(
        o,
        "\nResults, as `pnlab solve --question first-wins` says them:"
    );
    for (column, results) in [
        (
            "thesis rule",
            rows.iter()
                .filter_map(|r| r.thesis_rule.as_ref())
                .map(|m| m.result)
                .collect::<Vec<_>>(),
        ),
        (
            "correct rule",
            rows.iter().map(|r| r.correct_rule.result).collect(),
        ),
    ] {
        let mut words: Vec<(&str, usize)> = Vec::new();
        for w in results {
            match words.iter_mut().find(|(x, _)| *x == w) {
                Some((_, n)) => *n += 1,
                None => words.push((w, 1)),
            }
        }
        let words: Vec<String> = words
            .iter()
            .map(|(w, n)| format!("{w} ({n} rows)"))
            .collect();
        outln!(o, "  {column:<13} {}", words.join(", "));
    }
    outln!(
        o,
        "A disproof of \"the first player wins\" is a draw under the correct rule, where the \
         second player cannot win (strategy stealing); under the thesis's rule, where completing \
         a K4 of your own loses, strategy stealing does not hold, and it leaves draw-or-second-wins."
    );
    outln!(
        o,
        "\nDFPN runs df-pn (algorithm dfpn); the other presets run PN-search."
    );
    outln!(
        o,
        "DFPN/thesis is DFPN with the thesis program's threshold rule (--threshold-rule thesis)."
    );
    outln!(
        o,
        "P/snda is preset P with SNDA numbers; P/pss is proof-set search with P's options;"
    );
    outln!(
        o,
        "P/pn2 is PN² (Allis's second-level budget: the first level's size) with P's options."
    );
    emit(&o)
}
