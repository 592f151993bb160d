//! The docs say what the repository holds: the authors' guide's example is a
//! real scenario that tells the story the guide says it tells, and every path
//! the architecture's code map names is there.

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
    let facts: Vec<(u64, &str, &str)> = report
        .events
        .iter()
        .map(|e| (e.at.ms(), report.actor(e), e.kind_name()))
        .collect();
    for fact in [
        (1000, "W2", "refused"),
        (5000, "W2", "granted"),
        (5200, "W2", "write_accepted"),
        (8100, "W1", "woke"),
        (8100, "W1", "write_accepted"),
    ] {
        assert!(facts.contains(&fact), "{fact:?} not in {facts:?}");
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

#[test]
fn the_authors_guide_shows_the_errors_fencelab_gives() {
    let guide = std::fs::read_to_string(root().join("scenarios/README.md")).unwrap();
    let section = guide
        .split("## When something is wrong")
        .nth(1)
        .expect("the section exists");
    let shown: Vec<&str> = section
        .lines()
        .filter_map(|l| l.strip_prefix("scenarios/lost-credit.json: "))
        .collect();
    let example = guide_example();
    let mistakes = [
        ("\"for_ms\": 8000", "\"for_msec\": 8000"),
        (
            "\"do\": \"read\", \"resource\": \"Account\" },\n        { \"after_ms\"",
            "\"do\": \"read\", \"resource\": \"Acount\" },\n        { \"after_ms\"",
        ),
        ("\"default\": 8000", "\"default\": 7000"),
    ];
    assert_eq!(shown.len(), mistakes.len());
    for ((from, to), message) in mistakes.iter().zip(shown) {
        assert!(example.contains(from), "{from:?} is not in the example");
        let found = fencelab_core::problems(&example.replacen(from, to, 1));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!(found[0].to_string(), message);
    }
}

#[test]
fn the_authors_guide_translates_its_example_as_it_says() {
    let guide = std::fs::read_to_string(root().join("scenarios/README.md")).unwrap();
    let section = guide
        .split("### Translations")
        .nth(1)
        .expect("the guide has a section on translations");
    let start = section.find("```json\n").expect("a json block") + "```json\n".len();
    let end = section[start..].find("```").expect("the block ends") + start;
    let translations = &section[start..end];
    let example = guide_example();
    let cut = example.rfind('}').unwrap();
    let text = format!("{},\n{translations}}}", example[..cut].trim_end());
    let scenario = Scenario::from_json(&text).unwrap_or_else(|e| panic!("{e}"));
    let shown: Vec<&str> = section
        .lines()
        .filter_map(|l| l.strip_prefix("scenarios/lost-credit.json: de: missing "))
        .collect();
    assert_eq!(shown, [scenario.untranslated("de").join(", ")]);
    let spanish = section
        .lines()
        .find_map(|l| l.strip_prefix("scenarios/lost-credit.json: es: missing "))
        .unwrap();
    let missing = scenario.untranslated("es").join(", ");
    assert!(
        missing.starts_with(spanish.trim_end_matches('…')),
        "{missing}"
    );
}

/// The heading of the architecture's code map: every path in backticks
/// between it and the next heading of its level must exist.
const CODE_MAP: &str = "\n## Code map\n";

/// Each text in backticks in `ARCHITECTURE.md`'s code map, in order.
fn code_map_paths() -> Vec<String> {
    let architecture = std::fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let start = architecture
        .find(CODE_MAP)
        .expect("ARCHITECTURE.md has a \"## Code map\" section")
        + CODE_MAP.len();
    let section = &architecture[start..];
    let section = section.find("\n## ").map_or(section, |end| &section[..end]);
    section
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// A reader who follows the code map to a path finds it: a file, or a folder
/// where the path ends in `/` or names one.
#[test]
fn every_path_in_the_architecture_code_map_exists() {
    let paths = code_map_paths();
    assert!(paths.len() > 50, "the code map names only {paths:?}");
    let missing: Vec<&str> = paths
        .iter()
        .map(String::as_str)
        .filter(|path| {
            let found = root().join(path);
            if path.ends_with('/') {
                !found.is_dir()
            } else {
                !found.exists()
            }
        })
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md's code map names paths that are not in the repository: {missing:?}"
    );
}
