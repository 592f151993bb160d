//! Any bytes as a scenario file: the reader either refuses them with a
//! message or loads a scenario that runs and keeps every promise. Seeded
//! with the shipped scenarios, so most inputs are near-valid files.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(scenario) = fencelab_core::Scenario::from_json(text) {
        if let Err(broken) = fencelab_core::check_run(&scenario) {
            panic!("{broken}");
        }
    }
});
