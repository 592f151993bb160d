//! The committed recordings against the simulator as it is now: every
//! replayed experiment has one, each reads back as a report, and each
//! agrees with the model's run of its settings. A change to the model that
//! parts it from what etcd and PostgreSQL did fails here, naming the
//! experiment and the first key event where the two part.

use std::path::Path;

use fencelab_core::{agreement, chart, read_recording, Report, Scenario, Simulation};
use fencelab_real::replay::stories::REPLAYS;

fn root() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
}

#[test]
fn every_committed_recording_agrees_with_the_model() {
    for replay in REPLAYS {
        let path = root().join("tests/real").join(replay.file_name());
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; record it with `cargo xtask real --bless`",
                path.display()
            )
        });
        let recording = read_recording(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        assert_eq!(recording.scenario, replay.scenario, "{}", path.display());
        let file = root()
            .join("scenarios")
            .join(format!("{}.json", replay.scenario));
        let mut scenario = Scenario::from_json(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let real = Report::recorded(&scenario, &recording)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for s in recording.settings.split_whitespace() {
            scenario.assign(s).unwrap();
        }
        for s in replay.settings {
            assert!(
                recording.settings.split_whitespace().any(|t| t == *s),
                "{}: recorded with other settings than the replay's {s}",
                path.display()
            );
        }
        // A recorded run draws as a simulated one does, several lock nodes
        // and their leases included.
        let drawing = chart(&real, 800);
        assert!(
            !drawing.items.is_empty(),
            "{}: nothing drawn",
            path.display()
        );
        let model = Simulation::new(&scenario).unwrap().run();
        let agreement = agreement(&model, &real);
        assert!(
            agreement.agrees(),
            "{}: the model ({}) and the recording ({}) part: {}",
            replay.name(),
            model.outcome.verdict.name(),
            real.outcome.verdict.name(),
            agreement.words
        );
    }
}

#[test]
fn no_recording_is_left_without_its_replay() {
    for entry in std::fs::read_dir(root().join("tests/real")).unwrap() {
        let name = entry.unwrap().file_name().to_string_lossy().into_owned();
        assert!(
            REPLAYS.iter().any(|r| r.file_name() == name),
            "tests/real/{name} belongs to no replay"
        );
    }
}
