//! The names the core gives its kinds are the names it serializes them
//! as: the CLI's JSON and the page (through the wasm's TypeScript
//! declarations) read the same words.

use fencelab_core::{ElementTag, EventTag, RunVerdict, Simulation};

use crate::support::{load, scenario_files};

fn serialized(value: impl serde::Serialize) -> String {
    serde_json::to_value(value)
        .unwrap()
        .as_str()
        .unwrap()
        .to_owned()
}

#[test]
fn every_kind_is_serialized_as_its_name() {
    for verdict in RunVerdict::ALL {
        assert_eq!(serialized(verdict), verdict.name());
    }
    for tag in EventTag::ALL {
        assert_eq!(serialized(tag), tag.name());
    }
    for tag in ElementTag::ALL {
        assert_eq!(serialized(tag), tag.name());
    }
}

#[test]
fn the_scenarios_show_most_kinds_of_event() {
    let mut kinds: Vec<EventTag> = Vec::new();
    for (stem, _) in scenario_files() {
        let report = Simulation::new(&load(&stem)).unwrap().run();
        for tag in report.events.iter().map(|e| e.tag()) {
            if !kinds.contains(&tag) {
                kinds.push(tag);
            }
        }
    }
    // Most kinds happen in a shipped story, so the page's styles for them are seen.
    assert!(kinds.len() >= 12, "{kinds:?}");
}
