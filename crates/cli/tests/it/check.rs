//! `fencelab check`: one line per file, exit 2 if any has a problem.

use crate::support::{fencelab, paused_holder, paused_holder_with, TempDir};

#[test]
fn the_checked_in_scenarios_are_ok() {
    let out = fencelab(&["check", "scenarios"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    // One line per scenario file, whatever files an author has added.
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../scenarios");
    let mut files: Vec<String> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".json") && n != "schema.json")
        .collect();
    files.sort();
    let expected: String = files
        .iter()
        .map(|n| format!("scenarios/{n}: ok\n"))
        .collect();
    assert!(files.contains(&"paused-holder.json".to_owned()));
    assert_eq!(out.stdout, expected);
    assert_eq!(out.stderr, "");
}

#[test]
fn a_bad_file_fails_the_check_and_is_pointed_at() {
    let dir = TempDir::new("check-bad");
    let good = dir.file("good.json", &paused_holder());
    let bad = dir.file(
        "bad.json",
        &paused_holder_with("\"lease_ms\": 10000", "\"lease_ms\": 0"),
    );
    let out = fencelab(&["check".as_ref(), good.as_os_str(), bad.as_os_str()]);
    assert_eq!(out.code, 2);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stdout);
    assert_eq!(lines[0], format!("{}: ok", good.display()));
    assert!(
        lines[1].starts_with(&format!("{}: ", bad.display())),
        "{}",
        lines[1]
    );
    assert!(lines[1].contains("lock_service.lease_ms"), "{}", lines[1]);
    assert!(out.stderr.starts_with("fencelab: "), "{}", out.stderr);
}

#[test]
fn a_directory_skips_the_schema_and_sorts_by_name() {
    let dir = TempDir::new("check-dir");
    let scenario = paused_holder();
    dir.file("b.json", &scenario);
    dir.file("a.json", &scenario);
    dir.file("schema.json", "{\"not\": \"a scenario\"}");
    dir.file("notes.txt", "not json");
    let out = fencelab(&["check".as_ref(), dir.path.as_os_str()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let names: Vec<&str> = out
        .stdout
        .lines()
        .map(|l| l.rsplit(['/', '\\']).next().unwrap())
        .collect();
    assert_eq!(names, ["a.json: ok", "b.json: ok"]);
}

#[test]
fn a_directory_without_scenarios_is_a_problem() {
    let dir = TempDir::new("check-empty");
    dir.file("schema.json", "{}");
    let out = fencelab(&["check".as_ref(), dir.path.as_os_str()]);
    assert_eq!(out.code, 2);
    assert!(out.stdout.contains("no scenario files"), "{}", out.stdout);
}

#[test]
fn a_missing_path_is_a_problem() {
    let out = fencelab(&[
        "check",
        "scenarios/paused-holder.json",
        "scenarios/nope.json",
    ]);
    assert_eq!(out.code, 2);
    assert!(out.stdout.contains("scenarios/paused-holder.json: ok"));
    assert!(out.stdout.contains("scenarios/nope.json: cannot read"));
}
