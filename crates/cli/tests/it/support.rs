//! Running the binary and making throwaway scenario files.

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

use serde_json::Value;

/// What one run of the binary produced.
pub struct Output {
    /// The exit code; a death by signal counts as -1 and fails every check.
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `fencelab` with `args` from the workspace root, so paths such as
/// `scenarios/paused-holder.json` mean what they do in the README.
pub fn fencelab<S: AsRef<OsStr>>(args: &[S]) -> Output {
    let output = Command::new(env!("CARGO_BIN_EXE_fencelab"))
        .args(args)
        .current_dir(workspace_root())
        .output()
        .expect("the fencelab binary runs");
    let out = Output {
        code: output.status.code().unwrap_or(-1),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    };
    assert!(
        !out.stderr.contains("panicked") && !out.stderr.contains("RUST_BACKTRACE"),
        "fencelab panicked: {}",
        out.stderr
    );
    out
}

/// Runs `fencelab run ... --json`, expects success and parses the output.
pub fn run_json(args: &[&str]) -> Value {
    let mut args = args.to_vec();
    args.insert(0, "run");
    args.push("--json");
    let out = fencelab(&args);
    assert_eq!(out.code, 0, "stderr: {}", out.stderr);
    serde_json::from_str(&out.stdout).expect("run --json prints JSON")
}

/// Expects exit code 2 and a single `fencelab: ...` line on stderr that
/// contains every one of `needles`; returns that line.
pub fn expect_bad_input<S: AsRef<OsStr>>(args: &[S], needles: &[&str]) -> String {
    let out = fencelab(args);
    assert_eq!(
        out.code, 2,
        "stdout: {}\nstderr: {}",
        out.stdout, out.stderr
    );
    let line = out.stderr.trim_end();
    assert!(!line.contains('\n'), "more than one line: {line}");
    assert!(line.starts_with("fencelab: "), "{line}");
    for needle in needles {
        assert!(line.contains(needle), "{line:?} lacks {needle:?}");
    }
    line.to_owned()
}

pub fn workspace_root() -> PathBuf {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).to_path_buf()
}

/// A directory under the system's temp dir, removed when dropped, so broken
/// test files never land in the repository.
pub struct TempDir {
    pub path: PathBuf,
}

impl TempDir {
    /// The name joins the process id and a counter, so parallel tests and
    /// parallel test runs never share a directory.
    pub fn new(name: &str) -> TempDir {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let path =
            std::env::temp_dir().join(format!("fencelab-cli-{name}-{}-{n}", std::process::id()));
        let _ = fs::remove_dir_all(&path);
        fs::create_dir_all(&path).expect("a temp dir can be made");
        TempDir { path }
    }

    /// Writes `text` to `name` inside the directory and returns its path.
    pub fn file(&self, name: &str, text: &str) -> PathBuf {
        let path = self.path.join(name);
        fs::write(&path, text).expect("a temp file can be written");
        path
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = fs::remove_dir_all(&self.path);
    }
}

/// The text of the checked-in paused-holder scenario.
pub fn paused_holder() -> String {
    fs::read_to_string(workspace_root().join("scenarios/paused-holder.json"))
        .expect("the scenario is readable")
}

/// The paused-holder scenario with `from` replaced by `to`, to break one
/// thing at a time in an otherwise valid file.
pub fn paused_holder_with(from: &str, to: &str) -> String {
    let text = paused_holder();
    assert!(text.contains(from), "{from:?} is not in the scenario");
    text.replacen(from, to, 1)
}
