//! One ZooKeeper server, standalone, on a free loopback port, its data in
//! a folder of its own: Debian's `zookeeper` package run by Java.
//!
//! Its tick is 50 ms, the grain of its session expiry: a session ends at
//! the first tick after its timeout, so a lease runs at most 50 real ms
//! long, and a timeout may be as short as two ticks.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use crate::error::{Result, ServiceError};
use crate::folder::free_port;
use crate::process::{wait_for, Service};
use crate::socket::PROBE_TIMEOUT;
use crate::zk_client::ZkClient;

/// Where Debian's package puts the server's classes; the jar names
/// what else it needs in its manifest.
pub const JAR: &str = "/usr/share/java/zookeeper.jar";

/// How long a server may take to take a session: a Java start, about 1 s.
pub const START_BOUND: Duration = Duration::from_secs(20);

/// The server's tick, in milliseconds.
pub const TICK_MS: u32 = 50;

/// A running ZooKeeper, stopped on drop.
#[derive(Debug)]
pub struct ZooKeeper {
    service: Service,
    port: u16,
}

impl ZooKeeper {
    /// Starts a server with its data, configuration and log in `folder`
    /// and waits until it opens a session.
    pub fn start(folder: &Path) -> Result<ZooKeeper> {
        if !Path::new(JAR).exists() {
            return Err(ServiceError::MissingBinary {
                service: "ZooKeeper",
                binary: JAR.to_owned(),
            });
        }
        let port = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
        let data = folder.join(format!("zookeeper-{port}"));
        std::fs::create_dir_all(&data)
            .map_err(|e| ServiceError::io("make ZooKeeper's data folder", e))?;
        let config = data.join("zoo.cfg");
        std::fs::write(&config, configuration(&data, port))
            .map_err(|e| ServiceError::io("write ZooKeeper's configuration", e))?;
        let mut command = Command::new("java");
        command
            .args(["-Xmx256m", "-cp", JAR])
            .arg("org.apache.zookeeper.server.ZooKeeperServerMain")
            .arg(&config);
        let log = folder.join(format!("zookeeper-{port}.log"));
        let mut service = Service::start("ZooKeeper", command, &log)?;
        let what = format!("ZooKeeper did not take a session on 127.0.0.1:{port}");
        wait_for(
            &what,
            START_BOUND,
            Duration::from_millis(100),
            Some(&mut service),
            || {
                ZkClient::connect(port, 10_000, PROBE_TIMEOUT)
                    .ok()?
                    .close()
                    .ok()
            },
        )?;
        Ok(ZooKeeper { service, port })
    }

    /// The client port.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The running process, for its pid and log.
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// The version of Debian's package: "3.8.0".
    pub fn version() -> Result<String> {
        let out = Command::new("dpkg-query")
            .args(["-W", "-f=${Version}", "zookeeper"])
            .output()
            .map_err(|e| ServiceError::io("ask dpkg-query for ZooKeeper's version", e))?;
        let version = String::from_utf8_lossy(&out.stdout);
        // "3.8.0-11+deb12u2": the upstream version before Debian's revision.
        let upstream = version.trim().split('-').next().unwrap_or("").to_owned();
        if !out.status.success() || upstream.is_empty() {
            return Err(ServiceError::MissingBinary {
                service: "ZooKeeper",
                binary: "Debian's zookeeper package".to_owned(),
            });
        }
        Ok(upstream)
    }

    /// Stops the server now rather than on drop.
    pub fn stop(&mut self) -> Result<()> {
        self.service.stop()
    }
}

/// A standalone server on loopback: sessions from two ticks to a minute,
/// no admin server, no snapshots kept beyond what a story makes.
fn configuration(data: &Path, port: u16) -> String {
    let data: PathBuf = data.to_path_buf();
    format!(
        "tickTime={TICK_MS}\ndataDir={}\nclientPort={port}\nclientPortAddress=127.0.0.1\n\
         minSessionTimeout={}\nmaxSessionTimeout=60000\nadmin.enableServer=false\n\
         4lw.commands.whitelist=\n",
        data.display(),
        2 * TICK_MS
    )
}
