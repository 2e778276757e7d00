//! `solve --max-time` and `--progress`: the search runs in short chunks so the CLI can look at
//! the clock between them, and where one iteration can take long (PN²'s second-level searches)
//! the search asks the same question inside it ([`Solver::run_polled`]). The search keeps no
//! clock itself, so its steps stay the same: a watched run does exactly the iterations an
//! unwatched one does, and only the deadline ends it early.

use pnlab::search::{Limit, Solver, Status, Watch};
use std::time::{Duration, Instant};

/// How long one chunk aims to take: short enough that a progress line between chunks is at
/// most this late, long enough that the clock costs nothing.
const CHUNK: Duration = Duration::from_millis(50);

/// Runs `solver` until it ends, or until `max_time` seconds have passed; prints a progress line
/// to stderr every `every` seconds. Returns true when the time ran out with the search unended.
pub fn run_watched(
    solver: &mut dyn Solver,
    max_time: Option<f64>,
    every: Option<f64>,
    json: bool,
) -> bool {
    let start = Instant::now();
    let deadline = max_time.map(|s| start + Duration::from_secs_f64(s));
    let every = every.map(Duration::from_secs_f64);
    let mut next_line = every.map(|e| start + e);
    // Asked between chunks, and by the search inside a long iteration.
    let mut look = |w: &Watch| -> Option<Limit> {
        let now = Instant::now();
        if let (Some(at), Some(e)) = (next_line, every) {
            if now >= at {
                print_line(w, (now - start).as_secs_f64(), json);
                // After a wait longer than a period the lines it missed are not printed in a
                // burst: the next is a period from now.
                next_line = Some(if at + e > now { at + e } else { now + e });
            }
        }
        deadline.is_some_and(|d| now >= d).then_some(Limit::Time)
    };
    let mut chunk: u64 = 64;
    loop {
        let t = Instant::now();
        match solver.run_polled(Some(chunk), &mut look) {
            Status::Running => {}
            // Stopped by the deadline inside an iteration: the search says so itself.
            Status::LimitReached => return solver.stats().stopped_by == Some(Limit::Time),
            Status::Solved => return false,
        }
        let took = t.elapsed();
        // Grow or shrink the chunk toward CHUNK's length, whatever the search's speed.
        if took < CHUNK / 2 {
            chunk = chunk.saturating_mul(2);
        } else if took > CHUNK * 2 && chunk > 1 {
            chunk /= 2;
        }
        if look(&Watch::of(solver)).is_some() {
            return true;
        }
    }
}

/// This process's CPU seconds (user + system) where Linux's `/proc/self/stat` tells them; on a
/// shared machine they say more than the wall clock. Its fields 14 and 15 count USER_HZ ticks,
/// 100 a second on every Linux ABI.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // The command name (field 2) may hold spaces; the fields after its ')' are fixed.
    let rest = &stat[stat.rfind(')')? + 2..];
    let mut fields = rest.split(' ').skip(11);
    let user: f64 = fields.next()?.parse().ok()?;
    let system: f64 = fields.next()?.parse().ok()?;
    Some((user + system) / 100.0)
}

fn print_line(w: &Watch, seconds: f64, json: bool) {
    let cpu = cpu_seconds();
    let (pn, dn) = w.root;
    if json {
        let line = serde_json::json!({
            "seconds": (seconds * 1000.0).round() / 1000.0,
            "cpuSeconds": cpu,
            "iterations": w.iterations,
            "createdNodes": w.created,
            "bytes": w.bytes,
            "rootPn": pn,
            "rootDn": dn,
            "maxLevel": w.max_level,
        });
        crate::out::note(&line.to_string());
    } else {
        let cpu = cpu.map_or(String::new(), |c| format!(" ({c:.1} s CPU)"));
        crate::out::note(&format!(
            "progress    {seconds:8.1} s{cpu}  {:>12} iterations  {:>12} nodes  {:>8.1} MiB  root pn {pn} dn {dn}",
            w.iterations,
            w.created,
            w.bytes as f64 / (1u64 << 20) as f64
        ));
    }
}
