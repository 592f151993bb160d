//! The view of a run: its committed schema is the generated one, and every
//! scenario's run is an instance of it.

use fencelab_core::view::RunView;
use fencelab_core::Simulation;

use crate::support::{assert_generated, load, scenario_files};

#[test]
fn the_committed_run_schema_is_the_generated_one() {
    let generated = serde_json::to_string_pretty(&RunView::json_schema()).unwrap() + "\n";
    assert_generated("docs/run.schema.json", &generated);
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
