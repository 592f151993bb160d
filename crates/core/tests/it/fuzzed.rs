//! The inputs the fuzzers keep: every file in `tests/fuzz/scenarios/`,
//! written by hand or saved by `cargo xtask fuzz` when it broke a promise,
//! is refused with a message, and with its problems listed, or runs
//! keeping every promise.

use fencelab_core::{check_run, Scenario};

use crate::support::root;

#[test]
fn every_kept_fuzz_input_is_refused_or_keeps_its_promises() {
    let dir = root().join("tests/fuzz/scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/fuzz/scenarios is readable")
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert!(files.len() >= 3, "the hand-written inputs are there");
    let (mut refused, mut ran) = (0, 0);
    for path in files {
        let bytes = std::fs::read(&path).unwrap();
        let Ok(text) = String::from_utf8(bytes) else {
            continue;
        };
        let problems = fencelab_core::problems(&text);
        let loaded = Scenario::from_json(&text);
        assert_eq!(problems.is_empty(), loaded.is_ok(), "{}", path.display());
        match loaded {
            Err(e) => {
                assert!(!e.to_string().is_empty(), "{}", path.display());
                refused += 1;
            }
            Ok(scenario) => {
                check_run(&scenario).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                ran += 1;
            }
        }
    }
    assert!(refused > 0 && ran > 0, "both kinds of input are kept");
}
