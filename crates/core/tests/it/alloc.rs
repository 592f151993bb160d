//! The fast path's promise, measured: once its buffers have grown, a run
//! allocates nothing. Allocations are counted per thread, so tests running
//! beside this one do not disturb the count.

// Counting needs a global allocator, which is unsafe to implement.
#![allow(unsafe_code)]

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use fencelab_core::{KnobValue, Runner};

use crate::support::{load, scenario_files};

struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is passed straight to the system allocator; the only
// addition is a thread-local counter that never allocates.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|n| n.set(n.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn allocations() -> u64 {
    ALLOCATIONS.with(Cell::get)
}

#[test]
fn a_warm_runner_allocates_nothing() {
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        let mut runner = Runner::new(&scenario);
        let fencing = runner.knob_index("fencing");
        // Warm up with every switch position so every buffer reaches its size.
        for on in [false, true] {
            if let Some(f) = fencing {
                runner.set(f, KnobValue::Toggle(on)).unwrap();
            }
            runner.run();
        }
        let before = allocations();
        for on in [false, true, false] {
            if let Some(f) = fencing {
                runner.set(f, KnobValue::Toggle(on)).unwrap();
            }
            std::hint::black_box(runner.run());
        }
        assert_eq!(
            allocations() - before,
            0,
            "{stem} allocated during warm runs"
        );
    }
}
