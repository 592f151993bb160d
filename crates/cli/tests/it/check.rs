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

/// The paused holder with one more challenge, which no pause can meet:
/// without fencing, nothing refuses a stale write.
fn with_unsolvable_challenge() -> String {
    paused_holder_with(
        "  \"challenges\": [\n",
        "  \"challenges\": [\n    {\n      \"id\": \"never\",\n      \"task\": \"Make the store refuse a stale write.\",\n      \"moves\": [\"pause_ms\"],\n      \"goal\": { \"stale_refused\": { \"at_least\": 1 } }\n    },\n",
    )
}

#[test]
fn an_unsolvable_challenge_fails_the_check_with_its_place() {
    let dir = TempDir::new("check-unsolvable");
    let text = with_unsolvable_challenge();
    let bad = dir.file("bad.json", &text);
    let out = fencelab(&["check".as_ref(), bad.as_os_str()]);
    assert_eq!(out.code, 2, "{}", out.stdout);
    let line = text.lines().position(|l| l.contains("\"never\"")).unwrap();
    // The challenge's opening brace is on the line before its id, four spaces in.
    assert_eq!(
        out.stdout,
        format!(
            "{}: line {line}, column 5, at challenges[0]: No setting that challenge \"never\" allows meets its goal. Within its moves every run ends \"safe\" or \"lost\"; at the defaults: The run needs at least 1 stale write refused; this one has 0.\n",
            bad.display()
        )
    );
    assert_eq!(
        out.stderr,
        "fencelab: check found 1 problem; 0 files are ok\n"
    );
}

#[test]
fn solutions_are_printed_as_json_by_file_and_challenge() {
    let out = fencelab(&["check", "scenarios", "--solutions"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let solutions: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(
        solutions["paused-holder.json"]["longest-safe-pause"],
        serde_json::json!({ "pause_ms": 8500 })
    );
    assert_eq!(
        solutions["waiter-lease.json"]["check-the-waiter"],
        serde_json::json!({ "check_waiter_lease": true })
    );
    assert_eq!(solutions["audit-log.json"], serde_json::json!({}));
    // Each solution, run, is judged met.
    for (file, challenges) in solutions.as_object().unwrap() {
        for (id, settings) in challenges.as_object().unwrap() {
            let mut args = vec![
                "run".to_owned(),
                format!("scenarios/{file}"),
                "--json".to_owned(),
            ];
            for (knob, value) in settings.as_object().unwrap() {
                let value = match value {
                    serde_json::Value::Bool(true) => "on".to_owned(),
                    serde_json::Value::Bool(false) => "off".to_owned(),
                    other => other.to_string(),
                };
                args.extend(["--set".to_owned(), format!("{knob}={value}")]);
            }
            let run = fencelab(&args);
            let view: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
            let judged = view["challenges"]
                .as_array()
                .unwrap()
                .iter()
                .find(|c| c["id"] == id.as_str())
                .unwrap();
            assert_eq!(judged["met"], true, "{file} {id}: {judged}");
        }
    }
}

#[test]
fn solutions_leave_a_problem_on_stderr_and_no_json() {
    let dir = TempDir::new("check-solutions-bad");
    let good = dir.file("good.json", &paused_holder());
    let bad = dir.file("bad.json", &with_unsolvable_challenge());
    let out = fencelab(&[
        "check".as_ref(),
        good.as_os_str(),
        bad.as_os_str(),
        "--solutions".as_ref(),
    ]);
    assert_eq!(out.code, 2);
    // An object without the bad file would read as one whose challenges
    // need no setting.
    assert_eq!(out.stdout, "");
    assert!(out.stderr.contains("challenge \"never\""), "{}", out.stderr);
    assert!(
        out.stderr
            .ends_with("fencelab: check found 1 problem; 1 file is ok\n"),
        "{}",
        out.stderr
    );
}

/// The paused holder without its translations.
fn untranslated_paused_holder() -> String {
    let text = paused_holder();
    let cut = text
        .find(",\n  \"translations\"")
        .expect("the file has translations");
    format!("{}\n}}\n", &text[..cut])
}

#[test]
fn an_untranslated_file_is_ok_and_its_missing_texts_are_listed_by_language() {
    let dir = TempDir::new("check-untranslated");
    let file = dir.file("bare.json", &untranslated_paused_holder());
    let out = fencelab(&["check".as_ref(), file.as_os_str()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let every = "title, summary, try_this, knobs.fencing.label, knobs.fencing.help, \
        knobs.pause_ms.label, knobs.pause_ms.help, knobs.lease_ms.label, knobs.lease_ms.help, \
        knobs.pause_at_ms.label, knobs.pause_at_ms.help, knobs.b_arrives_ms.label, \
        knobs.b_arrives_ms.help, challenges.longest-safe-pause.task, \
        challenges.shortest-safe-lease.task";
    let name = file.display();
    assert_eq!(
        out.stdout,
        format!("{name}: ok\n{name}: de: missing {every}\n{name}: es: missing {every}\n")
    );
    assert_eq!(out.stderr, "");
}

#[test]
fn one_missing_translation_is_named_in_its_language_only() {
    let dir = TempDir::new("check-one-missing");
    let help = "        \"help\": \"Wie lange A einfriert. Eine Garbage Collection von einer Sekunde ist üblich; in echten Systemen wurden Pausen von vielen Sekunden beobachtet.\"\n";
    let text = paused_holder_with(help, "");
    let text = text.replacen(
        "        \"label\": \"Pausenlänge\",\n",
        "        \"label\": \"Pausenlänge\"\n",
        1,
    );
    let file = dir.file("paused-holder.json", &text);
    let out = fencelab(&["check".as_ref(), file.as_os_str()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let name = file.display();
    assert_eq!(
        out.stdout,
        format!("{name}: ok\n{name}: de: missing knobs.pause_ms.help\n")
    );
}

#[test]
fn with_solutions_the_missing_texts_go_to_stderr() {
    let dir = TempDir::new("check-untranslated-solutions");
    let file = dir.file("bare.json", &untranslated_paused_holder());
    let out = fencelab(&["check".as_ref(), file.as_os_str(), "--solutions".as_ref()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let solutions: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert!(solutions["bare.json"]["longest-safe-pause"].is_object());
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stderr);
    assert!(lines[0].ends_with(": de: missing title, summary, try_this, knobs.fencing.label, knobs.fencing.help, knobs.pause_ms.label, knobs.pause_ms.help, knobs.lease_ms.label, knobs.lease_ms.help, knobs.pause_at_ms.label, knobs.pause_at_ms.help, knobs.b_arrives_ms.label, knobs.b_arrives_ms.help, challenges.longest-safe-pause.task, challenges.shortest-safe-lease.task"), "{}", lines[0]);
    assert!(lines[1].contains(": es: missing title, "), "{}", lines[1]);
}

#[test]
fn a_translation_of_a_knob_the_file_lacks_fails_the_check_at_its_field() {
    let dir = TempDir::new("check-bad-translation");
    let text = paused_holder_with("\"b_arrives_ms\": {", "\"b_arrives\": {");
    let file = dir.file("bad.json", &text);
    let out = fencelab(&["check".as_ref(), file.as_os_str()]);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stdout,
        format!(
            "{}: line {}, column 9, at translations.de.knobs.b_arrives: This translates the knob \"b_arrives\", which the file does not have; it has \"fencing\", \"pause_ms\", \"lease_ms\", \"pause_at_ms\" and \"b_arrives_ms\".\n",
            file.display(),
            text.lines().position(|l| l.contains("\"b_arrives\": {")).unwrap() + 1
        )
    );
}

#[test]
fn every_problem_of_a_file_is_listed_at_its_line_in_the_language_asked_for() {
    let dir = TempDir::new("check-every-problem");
    let text = paused_holder_with("\"lease_ms\": 10000", "\"lease_ms\": \"10s\"").replacen(
        "\"for_ms\": 15000",
        "\"for_msec\": 15000",
        1,
    );
    let file = dir.file("bad.json", &text);
    let line = |needle: &str| text.lines().position(|l| l.contains(needle)).unwrap() + 1;
    let out = fencelab(&[
        "check".as_ref(),
        file.as_os_str(),
        "--lang".as_ref(),
        "de".as_ref(),
    ]);
    assert_eq!(out.code, 2);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stdout);
    let name = file.display();
    assert!(
        lines[0].starts_with(&format!("{name}: Zeile {}, ", line("\"10s\""))),
        "{}",
        lines[0]
    );
    assert!(
        lines[0].ends_with("bei lock_service.lease_ms: `lease_ms` ist eine Zeit in Millisekunden, eine ganze Zahl wie 1000, nicht \"10s\"."),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with(&format!("{name}: Zeile {}, ", line("for_msec"))),
        "{}",
        lines[1]
    );
    assert!(lines[1].ends_with("Meinst du `for_ms`?"), "{}", lines[1]);
    assert_eq!(
        out.stderr,
        "fencelab: check fand 2 Probleme; 0 Dateien sind in Ordnung\n"
    );
}

#[test]
fn every_challenge_no_setting_solves_is_named() {
    let dir = TempDir::new("check-two-unsolvable");
    let text = with_unsolvable_challenge().replacen(
        "  \"challenges\": [\n",
        "  \"challenges\": [\n    { \"id\": \"nor-this\", \"task\": \"Refuse with fencing off.\", \"moves\": [\"lease_ms\"], \"goal\": { \"verdict\": [\"refused\"] } },\n",
        1,
    );
    let bad = dir.file("bad.json", &text);
    let out = fencelab(&["check".as_ref(), bad.as_os_str()]);
    assert_eq!(out.code, 2, "{}", out.stdout);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stdout);
    assert!(lines[0].contains("at challenges[0]: No setting that challenge \"nor-this\" allows meets its goal. Within its moves every run ends "), "{}", lines[0]);
    assert!(
        lines[1].contains("at challenges[1]: No setting that challenge \"never\" allows"),
        "{}",
        lines[1]
    );
    assert_eq!(
        out.stderr,
        "fencelab: check found 2 problems; 0 files are ok\n"
    );
}

#[test]
fn solutions_of_a_file_with_problems_are_no_json_at_all() {
    let dir = TempDir::new("check-solutions-only-bad");
    let bad = dir.file(
        "bad.json",
        &paused_holder_with("\"lease_ms\": 10000", "\"lease_ms\": 0"),
    );
    let out = fencelab(&["check".as_ref(), bad.as_os_str(), "--solutions".as_ref()]);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stdout, "",
        "an empty object would read as a file without challenges"
    );
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stderr);
    assert!(
        lines[0].contains(
            "at lock_service.lease_ms: `lease_ms` is a time in milliseconds greater than 0"
        ),
        "{}",
        lines[0]
    );
    assert_eq!(lines[1], "fencelab: check found 1 problem; 0 files are ok");
}
