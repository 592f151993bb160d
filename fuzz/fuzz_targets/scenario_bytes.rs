//! Any bytes as a scenario file: the reader either refuses them with a
//! message or loads a scenario that runs and keeps every promise, and the
//! editor's list of problems is empty exactly when the file loads. Seeded
//! with the shipped scenarios, so most inputs are near-valid files.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let loaded = fencelab_core::Scenario::from_json(text);
    assert_eq!(fencelab_core::problems(text).is_empty(), loaded.is_ok());
    if let Ok(scenario) = loaded {
        if let Err(broken) = fencelab_core::check_run(&scenario) {
            panic!("{broken}");
        }
    }
});
