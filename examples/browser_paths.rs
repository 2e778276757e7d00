//! Where the browser's solve spends its time beyond the CLI's, measured natively and paired:
//! clique (n,4) BEST (default n = 7) through each layer the wasm adds, in interleaved rounds,
//! CPU time of this thread, median per path:
//! - `direct`: the CLI's path, the game's own type, one `run(None)`;
//! - `any`: the same through `AnyGame`, the one game type the wasm build hands the algorithms;
//! - `session`: a `Session` as the page's `PnSearch` holds it (undo journal on, the wasm's
//!   byte budget), run in one call as `PnSearch::run()` without a time limit does;
//! - `session-nojournal`: the same with the journal off.
//!
//! Each asserts the same created nodes. `cargo run --release --example browser_paths -- 7 9`
//! (n, rounds; a path's name after them runs only that path); `docs/performance-browser.md`,
//! "Where the page's extra time goes", has its figures. The native programs' allocator is the CLI's (huge pages);
//! `node scripts/bench-browser.mjs` runs `… 7 1 direct` for its CPU-time pairing.
use pnlab::config::{Config, Preset, SearchSetup};
use pnlab::games::any::AnyGame;
use pnlab::games::clique::Clique;
use pnlab::session::Session;
use pnlab::Solver;

/// The CLI's allocator (large blocks on huge pages), so `direct` is the CLI's solve as
/// `scripts/bench-browser.mjs` pairs it with the page's in CPU time.
#[global_allocator]
static ALLOC: pnlab::hugepages::HugePages = pnlab::hugepages::HugePages;

/// CPU time of this thread in seconds. From the thread's CPU clock, not from
/// `/proc/thread-self/schedstat`: the scheduler updates that count for a running thread only at
/// its ticks (4 ms apart here), so a (7,4) solve of about 17 ms read as 16 or 20 ms.
fn cpu() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes into the timespec we own.
    unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) };
    t.tv_sec as f64 + t.tv_nsec as f64 / 1e9
}

fn setup(config: &Config) -> SearchSetup {
    SearchSetup {
        algorithm: config.algorithm().unwrap(),
        opts: config.effective_options().unwrap(),
        params: Default::default(),
        limits: config.limits,
        ask: Default::default(),
        start: Vec::new(),
    }
}

fn timed(mut s: Box<dyn Solver>) -> (f64, u64) {
    let t = cpu();
    s.run(None);
    (cpu() - t, s.stats().created)
}

fn session(config: &Config, journal: bool) -> (f64, u64) {
    let mut s = Session::new(config.clone()).unwrap();
    s.set_journal(journal);
    let t = cpu();
    s.run(None);
    (cpu() - t, s.solver().stats().created)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().map_or(7, |a| a.parse().expect("n"));
    let rounds: usize = args.next().map_or(9, |a| a.parse().expect("rounds"));
    // A path's name runs only that one (for a profiler).
    let only = args.next();
    let mut config = Config::clique(n, 4, Preset::Best);
    // The wasm's default budget (src/wasm/mod.rs), so the journal's cap is the page's.
    config.limits.max_bytes = Some(2 << 30);
    let params = config.game_params().unwrap();
    use pnlab::games::params::Registered;
    let game: Clique = Clique::from_params(&params).unwrap();
    let any: AnyGame = Clique::<u64>::from_params(&params).unwrap().into();
    let s = setup(&config);
    let names = ["direct", "any", "session", "session-nojournal"];
    let mut times = vec![Vec::new(); names.len()];
    let mut created = None;
    for _ in 0..rounds {
        let run = |i: usize| match i {
            0 => timed(s.solve(game.clone()).unwrap()),
            1 => timed(s.solve(any.clone()).unwrap()),
            2 => session(&config, true),
            _ => session(&config, false),
        };
        let picked = |i: usize| only.as_deref().is_none_or(|o| o == names[i]);
        let got: Vec<_> = (0..names.len())
            .filter(|&i| picked(i))
            .map(|i| (i, run(i)))
            .collect();
        for &(i, (t, c)) in &got {
            assert_eq!(*created.get_or_insert(c), c, "{}: created nodes", names[i]);
            times[i].push(t);
        }
    }
    for (name, mut t) in names.iter().zip(times) {
        if t.is_empty() {
            continue;
        }
        t.sort_by(f64::total_cmp);
        println!(
            "({n},4) BEST {name:18} median {:7.2} ms CPU over {rounds} rounds ({} nodes)",
            t[t.len() / 2] * 1e3,
            created.unwrap()
        );
    }
}
