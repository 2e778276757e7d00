//! Running for a while: up to a number of iterations and a time, reading the clock seldom.
//!
//! The page's `run({maxMillis})` must end close to its time: a worker's slice that overshoots
//! delays the page's Pause and Cancel. Reading the clock after every iteration costs a call
//! into JS each time, so iterations go in chunks, but a fixed chunk overshoots by a chunk's
//! time: 256 PN² iterations, each a whole inner search, ran about 10 s past a 20 s limit.
//! So the chunk adapts: it doubles while a chunk takes under half of [`CHUNK_MILLIS`] (so a
//! chunk takes at most about that long) and halves when one takes longer, and once less than
//! [`CHUNK_MILLIS`] is left it runs half chunks. A run then ends at most about half a chunk's
//! time past its limit, or one iteration's when a single iteration takes longer.

/// The time a chunk aims at, in milliseconds: short against a person's wait, long against a
/// clock read.
pub const CHUNK_MILLIS: f64 = 10.0;

/// The largest chunk: cheap iterations (microseconds each) then read the clock about every
/// millisecond.
pub const MAX_CHUNK: u64 = 256;

/// Runs `step(n)` (n iterations; false once the search stops running) until `max_iterations`
/// iterations, `max_millis` milliseconds by `now`, or the search's own end. Returns the
/// milliseconds taken. Without `max_millis`, all in one `step` (nothing to stop in time for).
pub fn run_paced(
    max_iterations: Option<u64>,
    max_millis: Option<f64>,
    mut step: impl FnMut(u64) -> bool,
    mut now: impl FnMut() -> f64,
) -> f64 {
    let start = now();
    let mut left = max_iterations.unwrap_or(u64::MAX);
    if max_millis.is_none() {
        // No time to keep: one call, and the clock read only for the time taken.
        if left > 0 {
            step(left);
        }
        return now() - start;
    }
    let mut chunk = 1u64;
    let mut elapsed = 0.0;
    while left > 0 {
        let mut n = left.min(chunk);
        if let Some(m) = max_millis {
            n = n.min(fits(m - elapsed, chunk));
        }
        let before = now();
        let running = step(n);
        let after = now();
        left -= n;
        elapsed = after - start;
        if !running || max_millis.is_some_and(|m| elapsed >= m) {
            break;
        }
        let took = after - before;
        if took < CHUNK_MILLIS / 2.0 {
            chunk = (chunk * 2).min(MAX_CHUNK);
        } else if took > CHUNK_MILLIS {
            chunk = (chunk / 2).max(1);
        }
    }
    elapsed
}

/// The iterations to run with `left` milliseconds to go: the whole chunk (it takes about
/// [`CHUNK_MILLIS`] or less) while that fits, then halves, so the end lands close; at least one,
/// so a run always makes progress.
fn fits(left: f64, chunk: u64) -> u64 {
    if left >= CHUNK_MILLIS {
        chunk
    } else {
        (chunk / 2).max(1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    /// A simulated run: each iteration costs `cost` ms on a fake clock; returns (the time the
    /// run took, iterations done, clock reads).
    fn simulate(
        cost: f64,
        total: u64,
        max_millis: Option<f64>,
        max_iterations: Option<u64>,
    ) -> (f64, u64, u64) {
        let clock = Cell::new(0.0);
        let done = Cell::new(0u64);
        let reads = Cell::new(0u64);
        let took = run_paced(
            max_iterations,
            max_millis,
            |n| {
                let n = n.min(total - done.get());
                done.set(done.get() + n);
                clock.set(clock.get() + n as f64 * cost);
                done.get() < total
            },
            || {
                reads.set(reads.get() + 1);
                clock.get()
            },
        );
        (took, done.get(), reads.get())
    }

    #[test]
    fn slow_iterations_end_within_one_iteration_of_the_limit() {
        // PN²'s inner searches: a run in Node averaged 23 ms each (1,280 in 29.9 s).
        let (took, done, _) = simulate(23.0, u64::MAX, Some(20_000.0), None);
        assert!((20_000.0..20_023.0).contains(&took), "took {took} ms");
        assert_eq!(done, 870, "20,000 ms at 23 ms per iteration, rounded up");
    }

    #[test]
    fn middling_iterations_end_within_a_chunk_of_the_limit() {
        for cost in [0.05, 0.3, 1.0, 4.0, 9.0] {
            let (took, _, _) = simulate(cost, u64::MAX, Some(1_000.0), None);
            assert!(
                (1_000.0..=1_000.0 + CHUNK_MILLIS + cost).contains(&took),
                "{cost} ms each: took {took} ms"
            );
        }
    }

    #[test]
    fn cheap_iterations_read_the_clock_seldom() {
        // 5 µs per iteration: the chunk grows to MAX_CHUNK, two reads per chunk.
        let (took, done, reads) = simulate(0.005, u64::MAX, Some(1_000.0), None);
        assert!(
            (1_000.0..1_000.0 + CHUNK_MILLIS).contains(&took),
            "took {took} ms"
        );
        assert!(done > 190_000, "{done} iterations");
        assert!(
            reads < 2 * done / 100,
            "{reads} clock reads for {done} iterations"
        );
    }

    #[test]
    fn without_a_time_limit_it_runs_in_one_call_and_reads_the_clock_twice() {
        for bound in [None, Some(1), Some(100_000)] {
            let calls = Cell::new(Vec::new());
            let reads = Cell::new(0);
            run_paced(
                bound,
                None,
                |n| {
                    let mut c = calls.take();
                    c.push(n);
                    calls.set(c);
                    true
                },
                || {
                    reads.set(reads.get() + 1);
                    0.0
                },
            );
            assert_eq!(calls.take(), vec![bound.unwrap_or(u64::MAX)]);
            assert_eq!(reads.get(), 2);
        }
    }

    #[test]
    fn iteration_bounds_and_the_searchs_end_are_exact() {
        assert_eq!(simulate(0.01, u64::MAX, None, Some(1_000)).1, 1_000);
        assert_eq!(simulate(0.01, u64::MAX, Some(1e9), Some(77)).1, 77);
        assert_eq!(simulate(0.01, 500, None, None).1, 500);
        assert_eq!(
            simulate(30.0, u64::MAX, Some(0.0), None).1,
            1,
            "a run always makes progress"
        );
    }
}
