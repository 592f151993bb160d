//! `fencelab sweep` and `fencelab explore`, run as a reader would.

use serde_json::Value;

use crate::support::{expect_bad_input, fencelab, run_json};

const FILE: &str = "scenarios/paused-holder.json";

fn sweep_json(args: &[&str]) -> Value {
    let mut all = vec!["sweep", FILE, "--json"];
    all.extend_from_slice(args);
    let out = fencelab(&all);
    assert_eq!(out.code, 0, "stderr: {}", out.stderr);
    serde_json::from_str(&out.stdout).expect("sweep --json prints JSON")
}

#[test]
fn the_issue_s_map_finishes_and_fencing_makes_every_cell_safe() {
    let axes = [
        "--x",
        "pause_ms=0..30000:200",
        "--y",
        "pause_at_ms=0..19900:200",
    ];
    let open = sweep_json(&axes);
    assert_eq!(open["cell_count"], 40_000);
    let runs = open["runs"].as_u64().unwrap();
    assert!(runs < 4_000, "the map ran {runs} of its cells");
    assert!(
        open["counts"]["lost"].as_u64().unwrap() > 10_000,
        "{}",
        open["counts"]
    );
    assert!(open["elapsed_ms"].as_f64().unwrap() >= 0.0);
    let mut fenced = axes.to_vec();
    fenced.extend(["--set", "fencing=on"]);
    let fenced = sweep_json(&fenced);
    let counts = &fenced["counts"];
    assert_eq!(
        counts["safe"].as_u64().unwrap() + counts["refused"].as_u64().unwrap(),
        40_000,
        "{counts}"
    );
}

#[test]
fn cells_agree_with_single_runs_at_the_same_settings() {
    let map = sweep_json(&[
        "--x",
        "pause_ms=0..30000:13",
        "--y",
        "lease_ms=1000..30000:11",
        "--set",
        "b_arrives_ms=9000",
    ]);
    let xs = map["x"]["values"].as_array().unwrap();
    let ys = map["y"]["values"].as_array().unwrap();
    assert_eq!((xs.len(), ys.len()), (13, 11));
    assert_eq!((xs[0].as_i64(), xs[12].as_i64()), (Some(0), Some(30000)));
    for value in xs.iter().chain(ys) {
        assert_eq!(
            value.as_i64().unwrap() % 100,
            0,
            "{value} is on the 0.1 s steps"
        );
    }
    for (row, column) in [(0, 0), (3, 7), (5, 5), (10, 12), (7, 2)] {
        let pause = format!("pause_ms={}", xs[column]);
        let lease = format!("lease_ms={}", ys[row]);
        let run = run_json(&[
            FILE,
            "--set",
            &pause,
            "--set",
            &lease,
            "--set",
            "b_arrives_ms=9000",
        ]);
        assert_eq!(
            map["cells"][row][column], run["outcome"]["verdict"],
            "{pause} {lease}"
        );
    }
}

#[test]
fn an_axis_with_more_steps_than_its_slider_has_takes_each_step_once() {
    // 0 to 9 s holds 91 steps of 100 ms; 150.75 ms apart snaps to them.
    let map = sweep_json(&[
        "--x",
        "pause_ms=0..30000:200",
        "--y",
        "pause_at_ms=0..9000:200",
    ]);
    let ys: Vec<i64> = map["y"]["values"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    assert_eq!(ys, (0..=90).map(|k| k * 100).collect::<Vec<i64>>());
    let xs = map["x"]["values"].as_array().unwrap();
    assert_eq!(xs.len(), 200);
    assert_eq!(xs[1], 200, "150.75 ms snaps to 200");
    assert!(xs.iter().all(|v| v.as_i64().unwrap() % 100 == 0));
    assert_eq!(map["cell_count"], 200 * 91);
}

#[test]
fn the_text_map_has_a_row_per_value_and_a_key() {
    let out = fencelab(&[
        "sweep",
        FILE,
        "--x",
        "pause_ms=0..30000:40",
        "--y",
        "pause_at_ms=0..9000:10",
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let rows: Vec<&str> = out.stdout.lines().filter(|l| l.contains(" |")).collect();
    assert_eq!(rows.len(), 10);
    assert!(rows
        .iter()
        .all(|r| r.split('|').nth(1).unwrap().chars().count() == 40));
    assert!(
        rows[0].trim_start().starts_with("9000 |"),
        "the largest y is on top"
    );
    assert!(out.stdout.contains("X not safe: update lost"));
    assert!(out.stdout.contains("of 400 settings are not safe"));
    assert!(out.stdout.contains(" runs made the map in "));
}

#[test]
fn bad_axes_are_named() {
    expect_bad_input(
        &[
            "sweep",
            FILE,
            "--x",
            "pause_ms=0..30000",
            "--y",
            "lease_ms=1000..2000:2",
        ],
        &["\"pause_ms=0..30000\" is not an axis", "ID=FROM..TO:STEPS"],
    );
    expect_bad_input(
        &[
            "sweep",
            FILE,
            "--x",
            "pause_ms=0..99999:5",
            "--y",
            "lease_ms=1000..2000:2",
        ],
        &["pause_ms must be between"],
    );
    expect_bad_input(
        &[
            "sweep",
            FILE,
            "--x",
            "fencing=0..1:2",
            "--y",
            "lease_ms=1000..2000:2",
        ],
        &["fencing is a switch"],
    );
    expect_bad_input(
        &[
            "sweep",
            FILE,
            "--x",
            "nope=0..1:2",
            "--y",
            "lease_ms=1000..2000:2",
        ],
        &["no knob \"nope\"", "pause_ms"],
    );
    expect_bad_input(
        &[
            "sweep",
            FILE,
            "--x",
            "pause_ms=0..1:2",
            "--y",
            "pause_ms=0..1:2",
        ],
        &["two different knobs"],
    );
    expect_bad_input(
        &[
            "sweep",
            FILE,
            "--x",
            "pause_ms=0..1:5000",
            "--y",
            "lease_ms=1000..2000:2",
        ],
        &["between 1 and 1000 steps"],
    );
    expect_bad_input(&["sweep", FILE, "--x", "pause_ms=0..1:2"], &["--y"]);
}

fn explore_json(args: &[&str]) -> Value {
    let mut all = vec!["explore"];
    all.extend_from_slice(args);
    all.push("--json");
    let out = fencelab(&all);
    assert_eq!(out.code, 0, "{}", out.stderr);
    serde_json::from_str(&out.stdout).expect("explore --json prints JSON")
}

#[test]
fn explore_finds_the_lost_update_and_says_how_to_replay_it() {
    let found = explore_json(&[FILE, "--seeds", "300"]);
    assert_eq!(found["runs"], 300);
    assert!(found["unsafe"].as_u64().unwrap() > 0);
    let shrunk = &found["shrunk"];
    let command = shrunk["command"].as_str().unwrap();
    assert!(command.starts_with("fencelab run scenarios/paused-holder.json --set fencing=off"));
    // The story as it opens already loses an update: every slider goes home.
    assert_eq!(
        command,
        "fencelab run scenarios/paused-holder.json --set fencing=off --set pause_ms=15000 \
         --set lease_ms=10000 --set pause_at_ms=2000 --set b_arrives_ms=10300"
    );
    assert!(shrunk["drawn_events"].as_u64().unwrap() >= shrunk["events"].as_u64().unwrap());
    // The command replays exactly: same verdict, same number of events.
    let args: Vec<&str> = command.split(' ').skip(2).collect();
    let replay = run_json(&args);
    assert_eq!(replay["outcome"]["verdict"], shrunk["verdict"]);
    assert_eq!(
        replay["events"].as_array().unwrap().len() as u64,
        shrunk["events"].as_u64().unwrap()
    );
    // The same search again gives the same answer.
    let again = explore_json(&[FILE, "--seeds", "300"]);
    assert_eq!(again, found);
}

#[test]
fn explore_shrinks_a_long_pause_to_the_shortest_that_goes_wrong() {
    let file = "scenarios/short-pause.json";
    let found = explore_json(&[file, "--seeds", "500"]);
    let pause = found["shrunk"]["settings"]["pause_ms"].as_i64().unwrap();
    assert_eq!(pause % 100, 0, "{pause} is on the slider's steps");
    let verdict = |ms: i64| {
        run_json(&[file, "--set", &format!("pause_ms={ms}")])["outcome"]["verdict"].clone()
    };
    assert_eq!(verdict(pause), found["shrunk"]["verdict"]);
    assert_ne!(verdict(pause), "safe");
    // Its default, 7 s, is safe, and so is the step before: this is the edge.
    assert_eq!(verdict(7000), "safe");
    assert_eq!(verdict(pause - 100), "safe");
    let out = fencelab(&["explore", file, "--seeds", "500"]);
    assert!(
        out.stdout.contains("shrunk towards the defaults"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains(&format!("--set pause_ms={pause}")),
        "{}",
        out.stdout
    );
}

#[test]
fn explore_with_fencing_finds_nothing_and_says_it_proves_nothing() {
    let out = fencelab(&["explore", FILE, "--seeds", "200", "--set", "fencing=on"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout.starts_with("0 of 200 runs were not safe."),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("no proof that none can"));
    expect_bad_input(&["explore", FILE, "--seeds", "0"], &["between 1 and"]);
    expect_bad_input(
        &["explore", FILE, "--seeds", "many"],
        &["--seeds takes a whole number"],
    );
}
