//! Help, version, unknown commands and flags, and a reader that goes away.

use std::process::{Command, Stdio};

use crate::support::{expect_bad_input, fencelab, workspace_root};

#[test]
fn help_in_every_spelling() {
    for args in [&[][..], &["help"], &["--help"], &["-h"], &["run", "--help"]] {
        let out = fencelab(args);
        assert_eq!(out.code, 0, "{args:?}");
        assert!(out.stdout.contains("fencelab run FILE"), "{args:?}");
        assert!(out.stdout.contains("fencelab check"), "{args:?}");
        assert!(out.stdout.contains("fencelab knobs"), "{args:?}");
    }
}

#[test]
fn version() {
    let out = fencelab(&["--version"]);
    assert_eq!(out.code, 0);
    assert_eq!(
        out.stdout,
        format!("fencelab {}\n", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn unknown_commands_and_flags_are_bad_input() {
    expect_bad_input(&["frobnicate"], &["unknown command", "frobnicate"]);
    expect_bad_input(&["--frobnicate"], &["--frobnicate"]);
    expect_bad_input(
        &["run", "scenarios/paused-holder.json", "--jsno"],
        &["--jsno"],
    );
    expect_bad_input(&["run"], &["needs a scenario file"]);
    expect_bad_input(&["run", "a.json", "b.json"], &["one scenario file"]);
    expect_bad_input(
        &["run", "scenarios/paused-holder.json", "--set"],
        &["--set"],
    );
    expect_bad_input(&["check"], &["check needs"]);
}

/// A reader that closes the pipe early (`| head`) must not make fencelab
/// print a panic or fail.
#[test]
fn a_closed_pipe_is_not_an_error() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fencelab"))
        .args(["run", "scenarios/kleppmann-2016.json", "--json"])
        .current_dir(workspace_root())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fencelab binary runs");
    drop(child.stdout.take());
    let output = child.wait_with_output().expect("fencelab finishes");
    assert_eq!(String::from_utf8_lossy(&output.stderr), "");
    assert_eq!(output.status.code(), Some(0));
}
