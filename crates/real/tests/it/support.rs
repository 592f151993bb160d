//! Helpers every test shares: starting with a clear failure, and proving nothing is left.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use fencelab_real::ServiceError;

/// Unwraps a start, failing with the error's own sentence, which names a missing program.
pub fn started<T>(what: &str, result: Result<T, ServiceError>) -> T {
    result.unwrap_or_else(|e| panic!("could not start {what}: {e}"))
}

/// Fails when a process whose command line names `folder` is still running, or a pid is alive.
///
/// Redis rewrites its command line, so its pids are checked directly.
pub fn assert_nothing_left(folder: &Path, pids: &[u32]) {
    let output = Command::new("pgrep")
        .arg("-f")
        .arg(folder)
        .output()
        .expect("pgrep is needed to check that the services stopped; install procps");
    let left = String::from_utf8_lossy(&output.stdout);
    assert!(
        left.trim().is_empty(),
        "processes of {} are still running: {left}",
        folder.display()
    );
    for pid in pids {
        assert!(
            !Path::new(&format!("/proc/{pid}")).exists(),
            "process {pid} is still running"
        );
    }
}

/// Polls `probe` every 20 ms for at most `bound`; the time it took, or a failure saying what.
pub fn within(what: &str, bound: Duration, mut probe: impl FnMut() -> bool) -> Duration {
    let start = Instant::now();
    while !probe() {
        assert!(
            start.elapsed() < bound,
            "waited {bound:?} for {what}, in vain"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    start.elapsed()
}
