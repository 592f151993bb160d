//! The authors' guide's example is a real scenario that tells the story the
//! guide says it tells.

use fencelab_core::{Scenario, Simulation, Value};

use crate::support::root;

/// The first ```json block after the heading "## The whole example".
fn guide_example() -> String {
    let guide = std::fs::read_to_string(root().join("scenarios/README.md")).unwrap();
    let section = guide
        .split("## The whole example")
        .nth(1)
        .expect("the guide has its example");
    let start = section.find("```json\n").expect("a json block") + "```json\n".len();
    let end = section[start..].find("```").expect("the block ends") + start;
    section[start..end].to_owned()
}

#[test]
fn the_authors_guide_example_runs_as_described() {
    let mut scenario = Scenario::from_json(&guide_example()).unwrap_or_else(|e| panic!("{e}"));
    let report = Simulation::new(&scenario).unwrap().run();
    let counter = &report.outcome.resources[0];
    assert_eq!(
        (&counter.final_value, &counter.expected),
        (&Value::Number(150), &Value::Number(120))
    );
    assert!(!report.outcome.safe);
    let transcript = report.transcript();
    for fact in ["1.0 s  W2", "5.0 s  W2", "8.1 s  W1"] {
        assert!(transcript.contains(fact), "{fact:?} not in\n{transcript}");
    }

    scenario.assign("fencing=on").unwrap();
    let fenced = Simulation::new(&scenario).unwrap().run();
    assert!(fenced.outcome.safe);
    assert_eq!(fenced.outcome.tally.stale_refused, 1);

    scenario.assign("fencing=off").unwrap();
    scenario.assign("stall_ms=3000").unwrap();
    let short = Simulation::new(&scenario).unwrap().run();
    assert!(short.outcome.safe);
    assert_eq!(short.outcome.resources[0].final_value, Value::Number(170));
}
