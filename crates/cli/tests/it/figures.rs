//! `run --svg` writes the lease chart as a figure, and `run --markdown`
//! prints the transcript as a Markdown page; both come from the core.

use std::fs;

use crate::support::{expect_bad_input, fencelab, workspace_root, TempDir};

const FILE: &str = "scenarios/paused-holder.json";

#[test]
fn the_text_is_the_header_line_and_the_golden_transcript() {
    let out = fencelab(&["run", FILE, "--set", "fencing=on"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let golden = workspace_root().join("tests/golden/paused-holder/fencing-on.txt");
    let header = "The paused lock holder (fencing=on pause_ms=15000 lease_ms=10000 \
                  pause_at_ms=2000 b_arrives_ms=10300)\n\n";
    let expected = format!("{header}{}", fs::read_to_string(golden).unwrap());
    assert_eq!(out.stdout, expected);
}

#[test]
fn svg_writes_the_chart_and_still_prints_the_transcript() {
    let dir = TempDir::new("svg");
    let path = dir.path.join("chart.svg");
    let out = fencelab(&[
        "run".as_ref(),
        FILE.as_ref(),
        "--svg".as_ref(),
        path.as_os_str(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(out.stdout, fencelab(&["run", FILE]).stdout);
    let svg = fs::read_to_string(&path).expect("the chart was written");
    let doc = roxmltree::Document::parse(&svg).expect("the chart is well-formed XML");
    let lanes: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("data-party"))
        .collect();
    assert_eq!(lanes, ["A", "lock service", "B", "Storage"]);
    assert_eq!(doc.root_element().attribute("width"), Some("800"));
    let title = doc.descendants().find(|n| n.has_tag_name("title"));
    assert_eq!(title.and_then(|t| t.text()), Some("The paused lock holder"));

    // The same settings give the same file, whatever is printed.
    let again = dir.path.join("again.svg");
    let mut args = vec!["run".into(), FILE.into(), "--json".into()];
    args.push(format!("--svg={}", again.display()));
    assert_eq!(fencelab(&args).code, 0);
    assert_eq!(fs::read_to_string(&again).unwrap(), svg);
}

#[test]
fn width_sets_the_figures_width_and_is_checked() {
    let dir = TempDir::new("svg-width");
    let path = dir.path.join("narrow.svg");
    let out = fencelab(&[
        "run".as_ref(),
        FILE.as_ref(),
        "--svg".as_ref(),
        path.as_os_str(),
        "--width".as_ref(),
        "390".as_ref(),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let svg = fs::read_to_string(&path).unwrap();
    let doc = roxmltree::Document::parse(&svg).unwrap();
    assert_eq!(doc.root_element().attribute("width"), Some("390"));
    expect_bad_input(
        &["run", FILE, "--svg", "x.svg", "--width", "wide"],
        &["--width \"wide\"", "280 to 4000"],
    );
    expect_bad_input(
        &["run", FILE, "--svg", "x.svg", "--width", "100"],
        &["280 to 4000"],
    );
    expect_bad_input(
        &["run", FILE, "--width", "640"],
        &["give --svg OUT.svg too"],
    );
}

#[test]
fn an_svg_path_that_cannot_be_written_is_named() {
    let dir = TempDir::new("svg-bad");
    let path = dir.path.join("no-such-folder").join("chart.svg");
    let out = fencelab(&[
        "run".as_ref(),
        FILE.as_ref(),
        "--svg".as_ref(),
        path.as_os_str(),
    ]);
    assert_eq!(out.code, 1, "stderr: {}", out.stderr);
    assert_eq!(out.stdout, "", "nothing printed that looks like success");
    let line = out.stderr.trim_end();
    assert!(!line.contains('\n'), "{line}");
    assert!(line.starts_with("fencelab: cannot write "), "{line}");
    assert!(line.contains(&path.display().to_string()), "{line}");
    expect_bad_input(&["run", FILE, "--svg"], &["--svg needs a value"]);
}

#[test]
fn markdown_is_a_page_around_the_text_transcript() {
    let out = fencelab(&["run", FILE, "--markdown", "--set", "pause_ms=7000"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.starts_with("# The paused lock holder\n"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("Settings: `fencing=off pause_ms=7000 "));
    let text = fencelab(&["run", FILE, "--set", "pause_ms=7000"]).stdout;
    assert!(
        out.stdout.contains(&format!("```text\n{text}```\n")),
        "{}",
        out.stdout
    );
}

#[test]
fn json_and_markdown_cannot_both_be_printed() {
    expect_bad_input(
        &["run", FILE, "--json", "--markdown"],
        &["--json and --markdown"],
    );
}
