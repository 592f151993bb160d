//! A process's wall clock moved by libfaketime: a Redlock node's, or a
//! client's that times its lease by it.
//!
//! libfaketime reads the offset from a file at every call
//! (`FAKETIME_NO_CACHE=1`), so the runner steps the clock by rewriting
//! that file while the process runs. Monotonic time is left true
//! (`FAKETIME_DONT_FAKE_MONOTONIC=1`): Redis's timers stall without it,
//! and a client schedules its steps and stamps its facts by it, on the
//! timeline every party shares.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// One faked clock: the file its process reads and the offset so far.
#[derive(Debug)]
pub struct FakedClock {
    file: PathBuf,
    offset_real_ms: i64,
}

impl FakedClock {
    /// A clock that reads true time until stepped, read from `file`.
    pub fn new(file: PathBuf) -> Result<FakedClock, String> {
        let clock = FakedClock {
            file,
            offset_real_ms: 0,
        };
        clock.write()?;
        Ok(clock)
    }

    /// The environment that puts a process on this clock.
    pub fn env(&self) -> Result<Vec<(OsString, OsString)>, String> {
        const PLACES: [&str; 3] = [
            "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1",
            "/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1",
            "/usr/lib/faketime/libfaketime.so.1",
        ];
        let library = PLACES.iter().find(|p| Path::new(p).is_file()).ok_or(
            "libfaketime not found: install Debian's faketime package (`apt-get install -y faketime`)",
        )?;
        Ok(vec![
            ("LD_PRELOAD".into(), (*library).into()),
            ("FAKETIME_DONT_FAKE_MONOTONIC".into(), "1".into()),
            ("FAKETIME_TIMESTAMP_FILE".into(), self.file.clone().into()),
            ("FAKETIME_NO_CACHE".into(), "1".into()),
        ])
    }

    /// Steps the clock by `by_real_ms` real milliseconds.
    pub fn step(&mut self, by_real_ms: i64) -> Result<(), String> {
        self.offset_real_ms += by_real_ms;
        self.write()
    }

    fn write(&self) -> Result<(), String> {
        let offset = self.offset_real_ms;
        let text = format!(
            "{}{:.3}\n",
            if offset < 0 { "-" } else { "+" },
            offset.unsigned_abs() as f64 / 1000.0
        );
        std::fs::write(&self.file, text)
            .map_err(|e| format!("cannot write {}: {e}", self.file.display()))
    }
}

/// libfaketime's version as Debian's package database has it, for the
/// recording's list of systems.
pub fn version() -> Result<String, String> {
    let out = std::process::Command::new("dpkg-query")
        .args(["-W", "-f=${Version}", "faketime"])
        .output()
        .map_err(|e| format!("cannot ask dpkg-query for libfaketime's version: {e}"))?;
    let version = String::from_utf8_lossy(&out.stdout).trim().to_owned();
    if !out.status.success() || version.is_empty() {
        return Err("dpkg-query does not know Debian's faketime package: install it with `apt-get install -y faketime`".to_owned());
    }
    Ok(version)
}
