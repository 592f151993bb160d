//! The core's errors as JavaScript `Error`s.
//!
//! The message is the core's own, which already points at the problem (a
//! line and column, a field path, or a knob id). The `name` tells the page
//! which kind of problem it is, so it can say "this scenario file is broken"
//! or "this setting is out of range" above the message.

use fencelab_core::Error;

/// `name` of an error in a scenario file.
pub const SCENARIO_ERROR: &str = "ScenarioError";
/// `name` of an error in a setting given from outside.
pub const SETTING_ERROR: &str = "SettingError";
/// `name` of a failure to build a view; a bug, not bad input.
pub const VIEW_ERROR: &str = "ViewError";

/// A problem with the scenario text, or with a setting (the core decides which).
pub fn scenario(err: Error) -> js_sys::Error {
    let name = match err {
        Error::Setting { .. } => SETTING_ERROR,
        Error::Parse { .. } | Error::Invalid { .. } => SCENARIO_ERROR,
    };
    named(name, &err.to_string())
}

/// A problem with a setting given from JavaScript.
pub fn setting(err: Error) -> js_sys::Error {
    named(SETTING_ERROR, &err.to_string())
}

/// A JavaScript `Error` with the given `name` and message.
pub fn named(name: &str, message: &str) -> js_sys::Error {
    let error = js_sys::Error::new(message);
    error.set_name(name);
    error
}
