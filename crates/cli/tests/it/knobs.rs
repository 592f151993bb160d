//! `fencelab knobs`: the table of knobs.

use crate::support::{fencelab, paused_holder, TempDir};

#[test]
fn lists_every_knob_of_the_paused_holder() {
    let out = fencelab(&["knobs", "scenarios/paused-holder.json"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let ids: Vec<&str> = out
        .stdout
        .lines()
        .skip(1)
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    assert_eq!(
        ids,
        [
            "fencing",
            "pause_ms",
            "lease_ms",
            "pause_at_ms",
            "b_arrives_ms"
        ]
    );
    let pause = out
        .stdout
        .lines()
        .find(|l| l.starts_with("pause_ms"))
        .unwrap();
    assert!(pause.contains("range"), "{pause}");
    assert!(pause.contains("0..30000 ms step 100"), "{pause}");
    assert!(pause.contains("15000"), "{pause}");
    assert!(pause.ends_with("Pause length"), "{pause}");
    let fencing = out
        .stdout
        .lines()
        .find(|l| l.starts_with("fencing"))
        .unwrap();
    assert!(
        fencing.contains("toggle") && fencing.contains("on/off"),
        "{fencing}"
    );
    assert!(out.stdout.contains("on or off"));
    assert!(out.stdout.contains("whole number"));
}

#[test]
fn columns_line_up() {
    let out = fencelab(&["knobs", "scenarios/paused-holder.json"]);
    let table: Vec<&str> = out.stdout.lines().take_while(|l| !l.is_empty()).collect();
    let column = |line: &str| {
        line.find("KIND")
            .or_else(|| line.find("range"))
            .or_else(|| line.find("toggle"))
    };
    let first = column(table[0]);
    assert!(table.iter().all(|l| column(l) == first), "{}", out.stdout);
    assert!(table.iter().all(|l| !l.ends_with(' ')), "trailing spaces");
}

#[test]
fn a_scenario_without_knobs_says_so() {
    let dir = TempDir::new("no-knobs");
    let text = paused_holder();
    let start = text.find(",\n  \"knobs\"").unwrap();
    let end = text.rfind('}').unwrap();
    let file = dir.file(
        "plain.json",
        &format!("{}\n{}", &text[..start], &text[end..]),
    );
    let out = fencelab(&["knobs".as_ref(), file.as_os_str()]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("no knobs"), "{}", out.stdout);
    let run = fencelab(&["run".as_ref(), file.as_os_str()]);
    assert!(
        run.stdout.starts_with("The paused lock holder\n\n"),
        "{}",
        run.stdout
    );
}
