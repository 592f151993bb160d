//! Shared helpers: paths into the repository and loading scenario files.

use std::path::{Path, PathBuf};

use fencelab_core::{Report, Scenario, Simulation};

/// The repository's root, where `scenarios/` and `tests/` live.
pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every scenario file in `scenarios/`, sorted, with its stem.
pub fn scenario_files() -> Vec<(String, PathBuf)> {
    let mut files: Vec<(String, PathBuf)> = std::fs::read_dir(root().join("scenarios"))
        .expect("scenarios/ is readable")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .filter(|p| p.file_name().is_some_and(|n| n != "schema.json"))
        .map(|p| {
            let stem = p.file_stem().unwrap().to_string_lossy().into_owned();
            (stem, p)
        })
        .collect();
    files.sort();
    files
}

/// Loads `scenarios/NAME.json`, panicking with the loader's message if it is broken.
pub fn load(name: &str) -> Scenario {
    let path = root().join("scenarios").join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).expect("scenario file is readable");
    Scenario::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Loads a scenario, applies `ID=VALUE` settings and runs it to the end.
pub fn run(name: &str, settings: &[&str]) -> Report {
    let mut scenario = load(name);
    for s in settings {
        scenario.assign(s).unwrap_or_else(|e| panic!("{s}: {e}"));
    }
    Simulation::new(&scenario).expect("valid").run()
}

/// Holds the committed file at `path` (from the repository's root) to what
/// the Rust types generate now, or writes it when blessing.
pub fn assert_generated(path: &str, generated: &str) {
    let file = root().join(path);
    if blessing() {
        std::fs::write(&file, generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        committed == generated,
        "{path} is out of date with the Rust types; regenerate it with `cargo xtask bless`"
    );
}

/// Whether the environment asks tests to rewrite their expectations.
pub fn blessing() -> bool {
    std::env::var_os("FENCELAB_BLESS").is_some_and(|v| v == "1")
}

/// The ids of the scenario's sliders, in its order.
pub fn sliders(scenario: &Scenario) -> Vec<String> {
    knob_ids(scenario, |kind| {
        matches!(kind, fencelab_core::KnobKind::Range { .. })
    })
}

/// The ids of the scenario's switches, in its order.
pub fn switches(scenario: &Scenario) -> Vec<String> {
    knob_ids(scenario, |kind| {
        matches!(kind, fencelab_core::KnobKind::Toggle { .. })
    })
}

fn knob_ids(scenario: &Scenario, kind: impl Fn(&fencelab_core::KnobKind) -> bool) -> Vec<String> {
    scenario
        .knobs()
        .iter()
        .filter(|k| kind(&k.kind))
        .map(|k| k.id.clone())
        .collect()
}

/// Every scenario at every combination of its toggles (the other knobs at
/// their defaults), each with its stem and its settings as `ID=on/off`.
pub fn toggle_settings() -> Vec<(String, String, Scenario)> {
    use fencelab_core::KnobValue;
    let mut out = Vec::new();
    for (stem, _) in scenario_files() {
        let scenario = load(&stem);
        let toggles = switches(&scenario);
        for bits in 0..1u32 << toggles.len() {
            let mut set = scenario.clone();
            let mut said = Vec::new();
            for (i, id) in toggles.iter().enumerate() {
                let on = bits >> i & 1 == 1;
                set.set(id, KnobValue::Toggle(on)).unwrap();
                said.push(format!("{id}={}", if on { "on" } else { "off" }));
            }
            out.push((stem.clone(), said.join(" "), set));
        }
    }
    out
}
