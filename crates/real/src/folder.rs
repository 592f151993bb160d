//! Temporary folders for services' data and logs, and free loopback ports.

use std::io;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use crate::process;

/// A fresh folder under the system's temporary directory, removed with everything in it on drop.
///
/// Its name holds the process id, so leftovers of a killed run can be traced to it, and
/// a counter, so one process can hold many. Drop the services that use it first: a folder
/// declared before them is, since locals drop in reverse order.
#[derive(Debug)]
pub struct Folder {
    path: PathBuf,
}

/// Asks the system for a free TCP port on 127.0.0.1.
///
/// The port is free when this returns, not necessarily when a service binds it; the services
/// report a lost race as [`crate::ServiceError::PortInUse`].
pub fn free_port() -> io::Result<u16> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    Ok(listener.local_addr()?.port())
}

impl Folder {
    /// Creates the folder `fencelab-real-<pid>-<n>` and registers it for removal on Ctrl-C.
    pub fn new() -> io::Result<Folder> {
        static COUNTER: AtomicU32 = AtomicU32::new(0);
        loop {
            let n = COUNTER.fetch_add(1, Ordering::Relaxed);
            let name = format!("fencelab-real-{}-{n}", std::process::id());
            let path = std::env::temp_dir().join(name);
            match std::fs::create_dir(&path) {
                Ok(()) => {
                    process::register_folder(&path);
                    return Ok(Folder { path });
                }
                // A folder left by an earlier process with the same pid: take the next number.
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// The folder's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// A path inside the folder.
    pub fn join(&self, name: &str) -> PathBuf {
        self.path.join(name)
    }

    /// Creates a subfolder, or returns it when it already exists.
    pub fn subfolder(&self, name: &str) -> io::Result<PathBuf> {
        let path = self.join(name);
        std::fs::create_dir_all(&path)?;
        Ok(path)
    }
}

impl Drop for Folder {
    fn drop(&mut self) {
        // A failure here leaves only files behind, and a panic in drop would hide the real error.
        let _ = std::fs::remove_dir_all(&self.path);
        process::unregister_folder(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folders_are_distinct_and_removed_on_drop() {
        let a = Folder::new().unwrap();
        let b = Folder::new().unwrap();
        assert_ne!(a.path(), b.path());
        std::fs::write(a.join("file"), "x").unwrap();
        let path = a.path().to_path_buf();
        drop(a);
        assert!(!path.exists());
        assert!(b.path().is_dir());
    }

    #[test]
    fn a_free_port_can_be_bound() {
        let port = free_port().unwrap();
        assert_ne!(port, 0);
        TcpListener::bind(("127.0.0.1", port)).unwrap();
    }
}
