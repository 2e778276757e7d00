//! A counting global allocator for the tests that compare a structure's own byte count with
//! what the allocator gave it. It is the integration binary's global allocator (`main.rs`).
//!
//! It counts per thread: the other tests and the test harness's own thread allocate too (under
//! load, its "has been running for over 60 seconds" notice did, and a count of the whole process
//! was 900 bytes off), while the test's structures are made and dropped on the test's thread.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

pub struct Counting;

thread_local! {
    // Const-initialised and without a destructor: reading it never allocates.
    static LIVE: Cell<isize> = const { Cell::new(0) };
    static PEAK: Cell<isize> = const { Cell::new(0) };
}

fn add(bytes: isize) {
    let _ = LIVE.try_with(|live| {
        live.set(live.get() + bytes);
        let _ = PEAK.try_with(|peak| peak.set(peak.get().max(live.get())));
    });
}

/// The most bytes live at once through [`Counting`] on this thread since [`reset_peak`].
pub fn peak() -> isize {
    PEAK.with(Cell::get)
}

/// Starts [`peak`] again from the bytes live now.
pub fn reset_peak() {
    PEAK.with(|peak| peak.set(live()));
}

/// Bytes live now through [`Counting`], allocated and freed on this thread.
pub fn live() -> isize {
    LIVE.with(Cell::get)
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        add(layout.size() as isize);
        System.alloc(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        add(-(layout.size() as isize));
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new: usize) -> *mut u8 {
        add(new as isize - layout.size() as isize);
        System.realloc(ptr, layout, new)
    }
}
