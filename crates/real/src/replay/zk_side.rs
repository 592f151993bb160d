//! ZooKeeper as a replay's lock service: a fresh standalone server for
//! each replay, its counter moved, where the scenario's first token is
//! ahead of it, so that the first grant's node gets that token, and the
//! session the watcher reads with.

use std::path::Path;
use std::sync::{Arc, Mutex};

use fencelab_core::World;

use super::watch::Watch;
use super::zk_lock;
use crate::socket::IO_TIMEOUT;
use crate::{ZkClient, ZooKeeper};

/// The longest the runner's own session may go unheard: the whole story.
const WATCHER_TIMEOUT_MS: i32 = 60_000;

/// The server, and the runner's session on it.
pub(super) struct ZkSide {
    server: ZooKeeper,
    watcher: Arc<Mutex<ZkClient>>,
    lock: String,
}

impl ZkSide {
    /// Starts a server in `folder`, makes the lock's path, and moves the
    /// counter so the first client's session takes the token before the
    /// scenario's first and its node the first; a first token the making
    /// of the path has passed is ZooKeeper's next zxid instead.
    pub(super) fn start(folder: &Path, world: &World, lock: &str) -> Result<ZkSide, String> {
        let server = ZooKeeper::start(folder).map_err(|e| e.to_string())?;
        let mut admin = ZkClient::connect(server.port(), WATCHER_TIMEOUT_MS, IO_TIMEOUT)
            .map_err(|e| e.to_string())?;
        let path = zk_lock::path(lock);
        let mut made = String::new();
        for part in path.trim_start_matches('/').split('/') {
            made.push('/');
            made.push_str(part);
            admin.ensure(&made).map_err(|e| e.to_string())?;
        }
        let counter = "/fencelab-counter";
        admin.ensure(counter).map_err(|e| e.to_string())?;
        let target = world.lock.first_token.0 as i64 - 2;
        let mut zxid = admin.set(counter, b"").map_err(|e| e.to_string())?;
        while zxid < target {
            zxid = admin.set(counter, b"").map_err(|e| e.to_string())?;
        }
        Ok(ZkSide {
            server,
            watcher: Arc::new(Mutex::new(admin)),
            lock: path,
        })
    }

    /// The server's client port.
    pub(super) fn port(&self) -> u16 {
        self.server.port()
    }

    /// What the watcher reads: the lowest node under the lock's path.
    pub(super) fn watch(&self) -> Watch {
        Watch::ZooKeeper(self.watcher.clone(), self.lock.clone())
    }
}
