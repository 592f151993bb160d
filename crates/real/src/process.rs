//! Ownership of started service processes by pid, bounded waits, and cleanup on Ctrl-C.
//!
//! Every process this crate starts is recorded in a process-wide registry, so a Ctrl-C in the
//! middle of a story still stops the services instead of leaving them bound to ports.

use std::collections::BTreeMap;
use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;
use std::thread;
use std::time::{Duration, Instant};

use nix::errno::Errno;
use nix::sys::signal::{kill, Signal};
use nix::sys::wait::{waitpid, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

use crate::error::{Result, ServiceError};

/// How long a service may take to exit after its stop signal before it is killed.
pub const STOP_BOUND: Duration = Duration::from_secs(5);

/// How long a Ctrl-C waits for all services to stop before it kills them.
pub const INTERRUPT_BOUND: Duration = Duration::from_secs(2);

/// How many lines of a service's log an error quotes.
pub const LOG_TAIL_LINES: usize = 12;

/// One started process, stopped when this value is dropped.
#[derive(Debug)]
pub struct Service {
    name: &'static str,
    pid: Pid,
    log: PathBuf,
    stop_signal: Signal,
    exit: Option<WaitStatus>,
}

/// Makes Ctrl-C stop every registered service, remove every registered folder and exit with 130.
///
/// Calling it again does nothing, so every entry point may call it.
pub fn on_interrupt() -> Result<()> {
    static INSTALLED: AtomicBool = AtomicBool::new(false);
    if INSTALLED.swap(true, Ordering::SeqCst) {
        return Ok(());
    }
    ctrlc::set_handler(|| {
        // From here on nothing new starts: the runner's thread goes on
        // until the exit below and would otherwise start the next story's
        // services after they were counted.
        lock_registry().stopping = true;
        let (services, folders) = stop_everything();
        eprintln!("interrupted: stopped {services} service(s) and removed {folders} folder(s)");
        std::process::exit(130);
    })
    .map_err(|e| ServiceError::io("install the Ctrl-C handler", std::io::Error::other(e)))
}

/// Waits until `probe` returns `Some`, checking every `every`, for at most `bound`.
///
/// `what` says what did not happen, for the error: "etcd did not answer on 127.0.0.1:2379".
///
/// When a service is given, its early exit ends the wait with [`ServiceError::WillNotStart`]
/// and a timeout quotes its log.
pub fn wait_for<T>(
    what: &str,
    bound: Duration,
    every: Duration,
    mut service: Option<&mut Service>,
    mut probe: impl FnMut() -> Option<T>,
) -> Result<T> {
    let start = Instant::now();
    loop {
        if let Some(value) = probe() {
            return Ok(value);
        }
        if let Some(service) = service.as_deref_mut() {
            if !service.is_running() {
                return Err(ServiceError::WillNotStart {
                    service: service.name,
                    log_tail: service.log_tail(),
                });
            }
        }
        if start.elapsed() >= bound {
            return Err(ServiceError::Timeout {
                what: what.to_string(),
                after: bound,
                log_tail: service.map(|s| s.log_tail()).unwrap_or_default(),
            });
        }
        thread::sleep(every);
    }
}

/// Returns the last `lines` lines of a log file, or an empty string when it cannot be read.
pub fn tail(path: &Path, lines: usize) -> String {
    let Ok(bytes) = std::fs::read(path) else {
        return String::new();
    };
    let text = String::from_utf8_lossy(&bytes);
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}

impl Service {
    /// Starts `command` with stdin closed and stdout and stderr appended to `log`.
    ///
    /// A program that cannot be found becomes [`ServiceError::MissingBinary`], naming it.
    pub fn start(name: &'static str, mut command: Command, log: &Path) -> Result<Service> {
        let file = File::options()
            .create(true)
            .append(true)
            .open(log)
            .map_err(|e| ServiceError::io(format!("open {name}'s log"), e))?;
        let err = file
            .try_clone()
            .map_err(|e| ServiceError::io(format!("open {name}'s log"), e))?;
        command
            .stdin(Stdio::null())
            .stdout(Stdio::from(file))
            .stderr(Stdio::from(err));
        let program = command.get_program().to_string_lossy().into_owned();
        // Registering under the lock means a Ctrl-C cannot fall between spawning and recording.
        let mut registry = lock_registry();
        if registry.stopping {
            return Err(ServiceError::io(
                format!("start {name}"),
                std::io::Error::other("interrupted"),
            ));
        }
        let child = command.spawn().map_err(|e| {
            if e.kind() == std::io::ErrorKind::NotFound {
                ServiceError::MissingBinary {
                    service: name,
                    binary: program.clone(),
                }
            } else {
                ServiceError::io(format!("start {name} ({program})"), e)
            }
        })?;
        let raw = i32::try_from(child.id()).expect("pids fit in i32");
        registry.pids.insert(raw, Signal::SIGTERM);
        drop(registry);
        // The child is reaped by pid with waitpid; dropping the handle neither waits nor kills.
        drop(child);
        Ok(Service {
            name,
            pid: Pid::from_raw(raw),
            log: log.to_path_buf(),
            stop_signal: Signal::SIGTERM,
            exit: None,
        })
    }

    /// Chooses the signal `stop` sends first; PostgreSQL wants SIGINT for a fast shutdown.
    pub fn with_stop_signal(mut self, signal: Signal) -> Service {
        self.stop_signal = signal;
        if let Some(entry) = lock_registry().pids.get_mut(&self.pid.as_raw()) {
            *entry = signal;
        }
        self
    }

    /// The service's name, as errors print it.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The process id.
    pub fn pid(&self) -> u32 {
        self.pid.as_raw().unsigned_abs()
    }

    /// The log file that holds the process's output.
    pub fn log_path(&self) -> &Path {
        &self.log
    }

    /// The last lines of the log.
    pub fn log_tail(&self) -> String {
        tail(&self.log, LOG_TAIL_LINES)
    }

    /// Whether the process is still alive; reaps it when it has exited.
    pub fn is_running(&mut self) -> bool {
        if self.exit.is_some() {
            return false;
        }
        match waitpid(self.pid, Some(WaitPidFlag::WNOHANG)) {
            Ok(WaitStatus::StillAlive) => true,
            // Stopped or continued children are alive; only an exit or a kill ends them.
            Ok(status @ (WaitStatus::Exited(..) | WaitStatus::Signaled(..))) => {
                self.mark_exited(status);
                false
            }
            Err(Errno::ECHILD) => {
                self.mark_exited(WaitStatus::Exited(self.pid, -1));
                false
            }
            Ok(_) | Err(_) => true,
        }
    }

    /// Sends the stop signal, waits up to [`STOP_BOUND`] for the exit, then kills.
    ///
    /// A stopped process (SIGSTOP) is continued first, since it cannot act on the signal.
    pub fn stop(&mut self) -> Result<()> {
        if !self.is_running() {
            return Ok(());
        }
        let _ = kill(self.pid, self.stop_signal);
        let _ = kill(self.pid, Signal::SIGCONT);
        let start = Instant::now();
        while start.elapsed() < STOP_BOUND {
            if !self.is_running() {
                return Ok(());
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = kill(self.pid, Signal::SIGKILL);
        // SIGKILL cannot be ignored; the bound only guards against an unreapable child.
        let start = Instant::now();
        while start.elapsed() < STOP_BOUND {
            if !self.is_running() {
                return Err(ServiceError::Timeout {
                    what: format!(
                        "{} (pid {}) was killed because it did not exit after {}",
                        self.name,
                        self.pid,
                        self.stop_signal.as_str()
                    ),
                    after: STOP_BOUND,
                    log_tail: self.log_tail(),
                });
            }
            thread::sleep(Duration::from_millis(20));
        }
        Err(ServiceError::Timeout {
            what: format!(
                "{} (pid {}) did not exit even after SIGKILL",
                self.name, self.pid
            ),
            after: STOP_BOUND * 2,
            log_tail: self.log_tail(),
        })
    }

    /// Sends a signal, such as SIGSTOP to pause a holder and SIGCONT to wake it.
    pub fn signal(&self, signal: Signal) -> Result<()> {
        kill(self.pid, signal).map_err(|e| {
            ServiceError::io(
                format!("send {signal} to {} (pid {})", self.name, self.pid),
                e.into(),
            )
        })
    }

    /// Waits up to `bound` for a process that ends by itself, such as initdb, and returns its
    /// exit code (-1 when a signal ended it).
    pub fn wait_exit(&mut self, what: &str, bound: Duration) -> Result<i32> {
        let start = Instant::now();
        while self.is_running() {
            if start.elapsed() >= bound {
                return Err(ServiceError::Timeout {
                    what: what.to_string(),
                    after: bound,
                    log_tail: self.log_tail(),
                });
            }
            thread::sleep(Duration::from_millis(20));
        }
        Ok(match self.exit {
            Some(WaitStatus::Exited(_, code)) => code,
            _ => -1,
        })
    }

    fn mark_exited(&mut self, status: WaitStatus) {
        self.exit = Some(status);
        lock_registry().pids.remove(&self.pid.as_raw());
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        if let Err(e) = self.stop() {
            eprintln!("{e}");
        }
    }
}

/// The pids and folders a Ctrl-C must clean up.
struct Registry {
    /// Each running pid with the signal that stops it.
    pids: BTreeMap<i32, Signal>,
    folders: Vec<PathBuf>,
    /// Set by Ctrl-C: nothing may start any more.
    stopping: bool,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    pids: BTreeMap::new(),
    folders: Vec::new(),
    stopping: false,
});

fn lock_registry() -> std::sync::MutexGuard<'static, Registry> {
    // A panic while holding the lock leaves the sets whole, so the data is still usable.
    REGISTRY
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Stops every registered process, each with its own signal, kills what is left after
/// [`INTERRUPT_BOUND`], and removes the registered folders; returns how many of each.
fn stop_everything() -> (usize, usize) {
    let (pids, folders) = {
        let registry = lock_registry();
        (registry.pids.clone(), registry.folders.clone())
    };
    for (&pid, &signal) in &pids {
        let _ = kill(Pid::from_raw(pid), signal);
        let _ = kill(Pid::from_raw(pid), Signal::SIGCONT);
    }
    let start = Instant::now();
    let mut left: Vec<Pid> = pids.keys().map(|&p| Pid::from_raw(p)).collect();
    while !left.is_empty() && start.elapsed() < INTERRUPT_BOUND {
        left.retain(|&pid| {
            matches!(
                waitpid(pid, Some(WaitPidFlag::WNOHANG)),
                Ok(WaitStatus::StillAlive)
            )
        });
        thread::sleep(Duration::from_millis(20));
    }
    for pid in left {
        let _ = kill(pid, Signal::SIGKILL);
        let _ = waitpid(pid, None);
    }
    for folder in &folders {
        let _ = std::fs::remove_dir_all(folder);
    }
    (pids.len(), folders.len())
}

/// Registers a process started elsewhere (a story's client, with pipes the
/// runner reads), so Ctrl-C stops it too, paused or not.
pub fn adopt(pid: u32) {
    let mut registry = lock_registry();
    if registry.stopping {
        let _ = kill(Pid::from_raw(pid as i32), Signal::SIGKILL);
        return;
    }
    registry.pids.insert(pid as i32, Signal::SIGTERM);
}

/// Forgets an adopted process once it has been waited for.
pub fn release(pid: u32) {
    lock_registry().pids.remove(&(pid as i32));
}

pub(crate) fn register_folder(path: &Path) {
    lock_registry().folders.push(path.to_path_buf());
}

pub(crate) fn unregister_folder(path: &Path) {
    lock_registry().folders.retain(|p| p != path);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Folder;

    #[test]
    fn a_stopped_service_is_gone_and_unregistered() {
        let folder = Folder::new().unwrap();
        let mut command = Command::new("sleep");
        command.arg("60");
        let mut service = Service::start("sleep", command, &folder.join("sleep.log")).unwrap();
        assert!(service.is_running());
        assert!(lock_registry().pids.contains_key(&service.pid.as_raw()));
        service.stop().unwrap();
        assert!(!service.is_running());
        assert!(!lock_registry().pids.contains_key(&service.pid.as_raw()));
        assert!(!Path::new(&format!("/proc/{}", service.pid())).exists());
    }

    #[test]
    fn a_missing_program_is_named() {
        let folder = Folder::new().unwrap();
        let command = Command::new("fencelab-no-such-program");
        let error = Service::start("nothing", command, &folder.join("x.log")).unwrap_err();
        assert!(matches!(error, ServiceError::MissingBinary { .. }));
        assert!(error.to_string().contains("fencelab-no-such-program"));
    }

    #[test]
    fn a_wait_that_runs_out_quotes_the_log() {
        let folder = Folder::new().unwrap();
        let mut command = Command::new("sh");
        command.args(["-c", "echo first; echo last; sleep 60"]);
        let mut service = Service::start("sh", command, &folder.join("sh.log")).unwrap();
        let error = wait_for(
            "nothing happened",
            Duration::from_millis(200),
            Duration::from_millis(20),
            Some(&mut service),
            || None::<()>,
        )
        .unwrap_err();
        let text = error.to_string();
        assert!(text.starts_with("nothing happened within 200 ms"), "{text}");
        assert!(text.ends_with("first\nlast"), "{text}");
    }

    #[test]
    fn an_early_exit_is_reported_with_the_log() {
        let folder = Folder::new().unwrap();
        let mut command = Command::new("sh");
        command.args(["-c", "echo cannot bind; exit 1"]);
        let mut service = Service::start("sh", command, &folder.join("sh.log")).unwrap();
        let error = wait_for(
            "sh to be ready",
            Duration::from_secs(5),
            Duration::from_millis(20),
            Some(&mut service),
            || None::<()>,
        )
        .unwrap_err();
        assert!(
            matches!(error, ServiceError::WillNotStart { .. }),
            "{error}"
        );
        assert!(error.to_string().contains("cannot bind"));
    }
}
