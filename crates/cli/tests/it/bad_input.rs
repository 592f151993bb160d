//! Broken files and settings: exit code 2 and one line that points at the problem.

use crate::support::{expect_bad_input, paused_holder_with, TempDir};

const FILE: &str = "scenarios/paused-holder.json";

#[test]
fn invalid_json_gives_line_and_column() {
    let dir = TempDir::new("invalid-json");
    let file = dir.file("broken.json", "{\n  \"title\": \"x\",\n  oops\n}\n");
    let line = expect_bad_input(&["run".as_ref(), file.as_os_str()], &["line 3", "column"]);
    assert!(line.contains(&*file.to_string_lossy()), "{line}");
}

#[test]
fn an_unknown_field_is_named() {
    let dir = TempDir::new("unknown-field");
    let text = paused_holder_with("\"try_this\"", "\"try_thsi\"");
    let file = dir.file("typo.json", &text);
    expect_bad_input(
        &["run".as_ref(), file.as_os_str()],
        &[
            "line 5, column 15",
            "no field `try_thsi`",
            "did you mean `try_this`?",
        ],
    );
}

#[test]
fn a_zero_lease_names_its_field() {
    let dir = TempDir::new("zero-lease");
    let text = paused_holder_with("\"lease_ms\": 10000", "\"lease_ms\": 0");
    let file = dir.file("zero.json", &text);
    expect_bad_input(
        &["run".as_ref(), file.as_os_str()],
        &["lock_service.lease_ms", "greater than 0"],
    );
}

#[test]
fn a_missing_file_is_named() {
    let dir = TempDir::new("missing");
    let file = dir.path.join("nowhere.json");
    expect_bad_input(
        &["run".as_ref(), file.as_os_str()],
        &["nowhere.json", "cannot read"],
    );
    expect_bad_input(&["knobs".as_ref(), file.as_os_str()], &["nowhere.json"]);
}

#[test]
fn an_unknown_knob_is_named_with_the_real_ones() {
    expect_bad_input(
        &["run", FILE, "--set", "pause=7000"],
        &["\"pause\"", "pause_ms"],
    );
}

#[test]
fn an_out_of_range_value_gives_the_range() {
    expect_bad_input(
        &["run", FILE, "--set", "pause_ms=99999"],
        &["pause_ms", "0 ms", "30000 ms", "99999"],
    );
    expect_bad_input(
        &["run", FILE, "--set", "lease_ms=0"],
        &["lease_ms", "1000 ms"],
    );
}

#[test]
fn a_switch_takes_on_or_off() {
    expect_bad_input(
        &["run", FILE, "--set", "fencing=maybe"],
        &["fencing", "on or off", "maybe"],
    );
    expect_bad_input(
        &["run", FILE, "--set", "pause_ms=long"],
        &["pause_ms", "long"],
    );
    expect_bad_input(&["run", FILE, "--set", "fencing"], &["ID=VALUE"]);
}

#[test]
fn bad_input_prints_nothing_on_stdout() {
    let out = crate::support::fencelab(&["run", FILE, "--json", "--set", "fencing=maybe"]);
    assert_eq!(out.code, 2);
    assert_eq!(out.stdout, "");
}

#[test]
fn odd_bytes_do_not_panic() {
    let dir = TempDir::new("odd-bytes");
    let path = dir.path.join("binary.json");
    std::fs::write(&path, [0xff, 0xfe, 0x00, b'{']).unwrap();
    expect_bad_input(&["run".as_ref(), path.as_os_str()], &["binary.json"]);
    let empty = dir.file("empty.json", "");
    expect_bad_input(&["check".as_ref(), empty.as_os_str()], &["1 problem"]);
}

#[test]
fn an_endless_input_is_refused_not_read_forever() {
    expect_bad_input(&["run", "/dev/zero"], &["/dev/zero", "larger than 16 MB"]);
}

#[test]
fn an_option_before_the_command_says_where_options_go() {
    expect_bad_input(
        &["--json", "run", FILE],
        &[
            "\"--json\" is not a command",
            "options go after the command",
        ],
    );
}
