//! Golden transcripts: every scenario, with every combination of its switches,
//! against a reviewed copy under `tests/golden/`, and two stories in every
//! other language too.
//!
//! After reviewing a change with `git diff`, accept it with `cargo xtask bless`.

use std::collections::BTreeSet;
use std::path::PathBuf;
use std::rc::Rc;

use fencelab_words::{Catalogue, LANGUAGES};

use fencelab_core::{KnobKind, KnobValue, Scenario, Simulation};

use crate::support::{blessing, root, scenario_files};

/// The stories whose transcripts are also kept in every other language,
/// under `tests/golden/<stem>/<language>/`.
const SPOKEN: &[&str] = &["paused-holder", "kleppmann-2016"];

/// The golden file for a scenario and a set of switch positions, such as
/// `tests/golden/paused-holder/fencing-off.txt`, or in another language
/// `tests/golden/paused-holder/de/fencing-off.txt`.
fn golden_path(stem: &str, lang: &str, switches: &[(String, bool)]) -> PathBuf {
    let name = if switches.is_empty() {
        "default".to_owned()
    } else {
        switches
            .iter()
            .map(|(id, on)| format!("{id}-{}", if *on { "on" } else { "off" }))
            .collect::<Vec<_>>()
            .join(".")
    };
    let dir = root().join("tests/golden").join(stem);
    let dir = if lang == "en" { dir } else { dir.join(lang) };
    dir.join(format!("{name}.txt"))
}

/// Every on/off combination of the scenario's toggle knobs.
fn combinations(scenario: &Scenario) -> Vec<Vec<(String, bool)>> {
    let toggles: Vec<&str> = scenario
        .knobs()
        .iter()
        .filter(|k| matches!(k.kind, KnobKind::Toggle { .. }))
        .map(|k| k.id.as_str())
        .collect();
    assert!(
        toggles.len() <= 6,
        "too many switches to test every combination"
    );
    (0..1u32 << toggles.len())
        .map(|bits| {
            toggles
                .iter()
                .enumerate()
                .map(|(i, id)| ((*id).to_owned(), bits & (1 << i) != 0))
                .collect()
        })
        .collect()
}

/// A path as the reader of a failure wants it: from the repository's root.
fn shown(path: &std::path::Path) -> String {
    path.strip_prefix(root())
        .unwrap_or(path)
        .display()
        .to_string()
}

#[test]
fn every_scenario_matches_its_golden_transcripts() {
    let mut failures = Vec::new();
    let mut expected_files = BTreeSet::new();
    let runs = scenario_files().into_iter().flat_map(|(stem, path)| {
        let langs = LANGUAGES
            .iter()
            .filter(|l| **l == "en" || SPOKEN.contains(&stem.as_str()));
        let runs: Vec<_> = langs.map(|l| (stem.clone(), path.clone(), *l)).collect();
        runs
    });
    for (stem, path, lang) in runs {
        speak(lang);
        let text = std::fs::read_to_string(&path).unwrap();
        let base = Scenario::from_json(&text).unwrap_or_else(|e| panic!("{stem}: {e}"));
        for switches in combinations(&base) {
            let mut scenario = base.clone();
            for (id, on) in &switches {
                scenario.set(id, KnobValue::Toggle(*on)).unwrap();
            }
            let actual = Simulation::new(&scenario).unwrap().run().transcript();
            let golden = golden_path(&stem, lang, &switches);
            expected_files.insert(golden.clone());
            if blessing() {
                std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
                std::fs::write(&golden, &actual).unwrap();
                continue;
            }
            match std::fs::read_to_string(&golden) {
                Ok(expected) if expected == actual => {}
                Ok(expected) => failures.push(format!(
                    "{} differs:\n--- expected\n{expected}\n--- actual\n{actual}",
                    shown(&golden)
                )),
                Err(_) => failures.push(format!("{} is missing", shown(&golden))),
            }
        }
    }
    speak("en");
    // A golden file with no scenario behind it is a test that no longer runs.
    let dir = root().join("tests/golden");
    for scenario_dir in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
        for path in files_under(&scenario_dir.path()) {
            if !expected_files.contains(&path) {
                if blessing() {
                    std::fs::remove_file(&path).unwrap();
                } else {
                    failures.push(format!("{} belongs to no scenario run", shown(&path)));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{}\n\nReview the difference; if it is right, accept it with `cargo xtask bless`.",
        failures.join("\n\n")
    );
}

/// Makes this thread speak `lang`.
fn speak(lang: &str) {
    fencelab_core::words::install(Rc::new(Catalogue::new(lang).unwrap()));
}

/// Every file in `dir` and in its folders (one per language).
fn files_under(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).into_iter().flatten().flatten() {
        let path = entry.path();
        if path.is_dir() {
            files.extend(files_under(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn the_committed_schema_is_the_generated_one() {
    let generated = serde_json::to_string_pretty(&Scenario::json_schema()).unwrap() + "\n";
    crate::support::assert_generated("scenarios/schema.json", &generated);
}

#[test]
fn the_same_input_gives_the_same_bytes() {
    for (stem, _) in scenario_files() {
        let once = crate::support::run(&stem, &[]);
        let twice = crate::support::run(&stem, &[]);
        assert_eq!(once.transcript(), twice.transcript(), "{stem}");
        assert_eq!(once.events, twice.events, "{stem}");
        assert_eq!(once.timeline, twice.timeline, "{stem}");
    }
}

#[test]
fn every_scenario_file_passes_the_schema_and_typos_do_not() {
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("scenarios/schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).expect("the schema is a valid JSON Schema");
    for (stem, path) in scenario_files() {
        let file: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&file)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{stem}: {errors:?}");
    }
    // An editor must flag the same mistakes the loader does.
    let text = std::fs::read_to_string(root().join("scenarios/paused-holder.json")).unwrap();
    for (from, to) in [
        ("\"for_ms\": 15000", "\"for_msec\": 15000"),
        ("\"do\": \"acquire\"", "\"do\": \"acquires\""),
        ("\"kind\": \"toggle\"", "\"kind\": \"switch\""),
        ("\"unit\": \"ms\"", "\"unit\": \"s\""),
        ("\"initial\": 10", "\"initial\": \"ten\""),
    ] {
        let broken: serde_json::Value = serde_json::from_str(&text.replacen(from, to, 1)).unwrap();
        assert!(!validator.is_valid(&broken), "the schema accepts {to}");
        assert!(
            Scenario::from_json(&text.replacen(from, to, 1)).is_err(),
            "the loader accepts {to}"
        );
    }
}

#[test]
fn the_wasm_tests_read_every_scenario_file() {
    let web = std::fs::read_to_string(root().join("crates/wasm/tests/web.rs")).unwrap();
    for (stem, _) in scenario_files() {
        let include = format!("scenarios/{stem}.json");
        assert!(
            web.contains(&include),
            "crates/wasm/tests/web.rs does not include {include}"
        );
    }
}
