//! What one input costs the thread that runs it: the bytes it allocates (a counting global
//! allocator over the system's) and the CPU time it spends (the thread's own CPU clock, so a
//! busy machine does not change the verdict). The only unsafe code of the crate.
//!
//! Counting is per thread: `cargo test` runs each test on its own thread, so two targets
//! measured at once never see each other's bytes. Every job of Muster runs on the thread
//! that calls it; a byte allocated on another thread is not counted (none of the parsers
//! starts one). A byte freed on the metered thread that was allocated before the metering
//! started counts as a negative, so the peak is never overstated.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

/// The system allocator, counting what the metered thread holds.
pub struct Counting;

/// One thread's counts. Every field is a `Cell` of a plain number, without a destructor, so
/// reading it from the allocator never allocates and never registers anything.
struct Meter {
    /// Counting is on (between [`start`] and [`stop`]).
    on: Cell<bool>,
    /// Bytes held now, less those held at the start.
    live: Cell<isize>,
    /// The most `live` has been.
    peak: Cell<isize>,
    /// `live` may not pass this: an allocation that would is refused (see [`start`]).
    cap: Cell<isize>,
    /// Inside the hook of a refused allocation: nothing is counted or refused.
    hooked: Cell<bool>,
}

thread_local! {
    static METER: Meter = const {
        Meter {
            on: Cell::new(false),
            live: Cell::new(0),
            peak: Cell::new(0),
            cap: Cell::new(isize::MAX),
            hooked: Cell::new(false),
        }
    };
}

/// What to do when the metered thread asks for more than its cap: set by [`start`].
type Hook = fn(requested: usize, live: isize);

thread_local! {
    static HOOK: Cell<Option<Hook>> = const { Cell::new(None) };
}

/// Whether `size` more bytes fit under the thread's cap. Over it, the hook runs once (it
/// saves the input and ends the process) and the allocation is refused.
fn admit(size: usize) -> bool {
    METER
        .try_with(|m| {
            if !m.on.get() || m.hooked.get() {
                return true;
            }
            let after = m
                .live
                .get()
                .saturating_add(size.min(isize::MAX as usize) as isize);
            if after <= m.cap.get() {
                return true;
            }
            m.hooked.set(true);
            if let Some(hook) = HOOK.try_with(Cell::get).ok().flatten() {
                hook(size, m.live.get());
            }
            m.hooked.set(false);
            false
        })
        .unwrap_or(true)
}

/// Adds `delta` bytes to the thread's count.
fn count(delta: isize) {
    let _ = METER.try_with(|m| {
        if m.on.get() && !m.hooked.get() {
            let live = m.live.get().saturating_add(delta);
            m.live.set(live);
            if live > m.peak.get() {
                m.peak.set(live);
            }
        }
    });
}

// SAFETY: every call is passed to `System` with the caller's own pointer and layout; the
// counting around it reads and writes only this thread's `Cell`s, which never allocate. A
// refused allocation returns null, which `GlobalAlloc` allows.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !admit(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's layout, as `GlobalAlloc::alloc` requires.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            count(layout.size() as isize);
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        if !admit(layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: as `alloc`.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            count(layout.size() as isize);
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: the caller gives back a block this allocator (that is, `System`) gave.
        unsafe { System.dealloc(ptr, layout) };
        count(-(layout.size() as isize));
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() && !admit(new_size - layout.size()) {
            return std::ptr::null_mut();
        }
        // SAFETY: the caller's block and layout, as `GlobalAlloc::realloc` requires.
        let new = unsafe { System.realloc(ptr, layout, new_size) };
        if !new.is_null() {
            count(new_size as isize - layout.size() as isize);
        }
        new
    }
}

/// Starts counting on this thread from zero: what it allocates from now on, at most `cap`
/// bytes held at once; an allocation past `cap` runs `hook` and is refused (so a greedy
/// input is stopped before it takes the machine's memory).
pub fn start(cap: usize, hook: Hook) {
    let _ = HOOK.try_with(|h| h.set(Some(hook)));
    let _ = METER.try_with(|m| {
        m.live.set(0);
        m.peak.set(0);
        m.cap.set(cap.min(isize::MAX as usize) as isize);
        m.hooked.set(false);
        m.on.set(true);
    });
}

/// Stops counting on this thread: the most bytes it held at once since [`start`].
pub fn stop() -> usize {
    METER
        .try_with(|m| {
            m.on.set(false);
            m.peak.get().max(0) as usize
        })
        .unwrap_or(0)
}

/// The bytes this thread holds now since [`start`] (for a report while counting).
pub fn live() -> isize {
    METER.try_with(|m| m.live.get()).unwrap_or(0)
}

/// A CPU clock: this thread's, readable from another thread (the watchdog's).
#[derive(Clone, Copy, Debug)]
pub struct CpuClock(libc::clockid_t);

impl CpuClock {
    /// The calling thread's CPU clock.
    pub fn this_thread() -> CpuClock {
        let mut clock: libc::clockid_t = 0;
        // SAFETY: `pthread_self` is always valid for the calling thread, and `clock` is a
        // place for the answer.
        let failed = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut clock) };
        if failed != 0 {
            // Linux always has one; this one is the calling thread's too.
            clock = libc::CLOCK_THREAD_CPUTIME_ID;
        }
        CpuClock(clock)
    }

    /// The CPU time the thread has spent, in nanoseconds (0 if the clock cannot be read:
    /// the thread has ended).
    pub fn nanos(self) -> u64 {
        let mut now = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: `now` is a place for the answer; a clock id that is no longer valid makes
        // the call fail, not misbehave.
        if unsafe { libc::clock_gettime(self.0, &mut now) } != 0 {
            return 0;
        }
        now.tv_sec as u64 * 1_000_000_000 + now.tv_nsec as u64
    }
}
