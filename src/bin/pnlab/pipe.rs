//! A closed pipe ends the program quietly, as it does `cat` or `grep`.
//!
//! Rust ignores SIGPIPE, so `pnlab solve … | head` would turn the failed write into a panic
//! ("failed printing to stdout: Broken pipe"). Restoring the default action lets the kernel end
//! the process when the reader has gone, which is what a shell user expects.

#[cfg(unix)]
pub fn quiet_on_closed_pipe() {
    // SIGPIPE and SIG_DFL have these values on every Unix Rust supports.
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    // SAFETY: `signal` with SIG_DFL installs no Rust code as a handler; it only restores the
    // default disposition, before any thread is started.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
pub fn quiet_on_closed_pipe() {}
