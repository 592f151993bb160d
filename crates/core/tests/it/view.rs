//! The view of a run: its committed schema is the generated one, and every
//! scenario's run is an instance of it.

use fencelab_core::view::RunView;
use fencelab_core::Simulation;

use crate::support::{blessing, load, root, scenario_files};

const SCHEMA: &str = "docs/run.schema.json";

#[test]
fn the_committed_run_schema_is_the_generated_one() {
    let path = root().join(SCHEMA);
    let generated = serde_json::to_string_pretty(&RunView::json_schema()).unwrap() + "\n";
    if blessing() {
        std::fs::write(&path, &generated).unwrap();
        return;
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == generated,
        "{SCHEMA} is out of date with the Rust types; regenerate it with `cargo xtask bless`"
    );
}

/// With its defaults and, where it has the switch, with fencing on: a run
/// with stale writes refused as well as one with stale writes accepted.
#[test]
fn every_scenario_s_run_fits_the_schema() {
    let validator = jsonschema::validator_for(&RunView::json_schema())
        .expect("the schema is a valid JSON Schema");
    for (stem, _) in scenario_files() {
        for settings in [&[][..], &["fencing=on"]] {
            let mut scenario = load(&stem);
            if settings.iter().any(|s| scenario.assign(s).is_err()) {
                continue;
            }
            let report = Simulation::new(&scenario).expect("valid").run();
            let view = serde_json::to_value(RunView::new(&scenario, &report)).unwrap();
            let errors: Vec<String> = validator
                .iter_errors(&view)
                .map(|e| format!("{e} at {}", e.instance_path()))
                .collect();
            assert!(errors.is_empty(), "{stem} {settings:?}: {errors:#?}");
        }
    }
}
