//! Panics reported, not hidden.
//!
//! In wasm a panic aborts the call with a bare `RuntimeError: unreachable`,
//! which says nothing. The hook logs the real message to the console and
//! keeps it, so the page can show it in place of the simulator instead of
//! a blank page. The core is meant never to panic on any input; this is the
//! net under that promise.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

thread_local! {
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Sets the hook; called once when the module starts.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        web_sys::console::error_1(&format!("fencelab: {message}").into());
        LAST.with(|last| *last.borrow_mut() = Some(message));
    }));
}

/// The message of the last panic, once: the page asks after a call threw.
#[wasm_bindgen(js_name = takePanic)]
pub fn take_panic() -> Option<String> {
    LAST.with(|last| last.borrow_mut().take())
}

/// The word in a scenario's title that makes a run panic, in a build with
/// the `test-panic` feature: the browser tests' way to see that a panic
/// leaves the page with its message and the lesson still working. The
/// shipped build has no such word.
#[cfg(feature = "test-panic")]
pub const MARK: &str = "fencelab-test-panic";

/// The word in a scenario's title that makes a map panic, and only a map:
/// the run opens, and the panic happens where the map is made, on the
/// page's workers when it has them.
#[cfg(feature = "test-panic")]
pub const MAP_MARK: &str = "fencelab-map-panic";

/// Panics when `title` carries `mark`.
#[cfg(feature = "test-panic")]
pub fn when_marked(title: &str, mark: &str) {
    if title.contains(mark) {
        panic!("a panic the tests asked for: the title says {mark}");
    }
}
