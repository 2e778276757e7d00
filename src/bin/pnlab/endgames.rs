//! `pnlab endgames`: builds the Nine Men's Morris endgame tables (`exact::retrograde::endgames`)
//! and writes each group's file, with the time and size of each.

use crate::out::emit;
use clap::Args;
use pnlab::exact::retrograde::endgames::{Endgames, Group};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Args)]
pub struct EndgamesArgs {
    /// The folder the page's root is: files go to `<out>/data/morris9/` (unzipped; the build
    /// script zips them).
    #[arg(long)]
    out: PathBuf,
    /// The largest group to build: 3v3, 4v3 (with 3v4) or 4v4; the groups below it come too.
    #[arg(long, default_value = "4v4", value_parser = group)]
    upto: Group,
    /// The flying rule: on, off or both.
    #[arg(long, default_value = "both", value_parser = ["on", "off", "both"])]
    flying: String,
}

fn group(s: &str) -> Result<Group, String> {
    Group::ALL
        .into_iter()
        .find(|g| g.name() == s)
        .ok_or_else(|| {
            let names: Vec<&str> = Group::ALL.iter().map(|g| g.name()).collect();
            format!("\"{s}\" is not a group: allowed are {}", names.join(", "))
        })
}

pub fn endgames(a: &EndgamesArgs) -> Result<(), String> {
    let rules: &[bool] = match a.flying.as_str() {
        "on" => &[true],
        "off" => &[false],
        _ => &[true, false],
    };
    for &flying in rules {
        let mut tables = Endgames::new(flying);
        for g in Endgames::needs(a.upto) {
            let t = Instant::now();
            tables.build(g)?;
            let bytes = tables.file_bytes(g).expect("built above");
            let file = a.out.join(g.file(flying).trim_end_matches(".gz"));
            if let Some(dir) = file.parent() {
                std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
            }
            std::fs::write(&file, &bytes).map_err(|e| format!("{}: {e}", file.display()))?;
            let table = tables.table(g).expect("built above");
            let mut counts = [0usize; 3];
            for e in table
                .iter()
                .map(|&b| pnlab::exact::retrograde::endgames::decode(b))
            {
                counts[e.verdict as usize] += 1;
            }
            let longest = table
                .iter()
                .map(|&b| b as u32)
                .max()
                .unwrap_or(0)
                .saturating_sub(1);
            emit(&format!(
                "{} flying {}: {} positions ({:?} by value: win, draw, loss), longest end {} \
                 plies, {:.1} s, {} bytes -> {}\n",
                g.name(),
                if flying { "on" } else { "off" },
                table.len(),
                counts,
                longest,
                t.elapsed().as_secs_f64(),
                bytes.len(),
                file.display()
            ))?;
        }
    }
    Ok(())
}
