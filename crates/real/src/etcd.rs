//! One etcd node on free loopback ports, with its data in a folder it can lose on purpose.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;

use crate::error::{Result, ServiceError};
use crate::etcd_client::EtcdClient;
use crate::folder::{free_port, Folder};
use crate::http;
use crate::process::{wait_for, Service};
use crate::socket::{IO_TIMEOUT, PROBE_TIMEOUT};

/// How long a node may take to become healthy; it usually needs 0.3 to 1 s.
pub const START_BOUND: Duration = Duration::from_secs(10);

/// How many times a start is tried on fresh ports after losing a port race.
const PORT_TRIES: usize = 3;

/// A running single-node etcd, stopped on drop.
#[derive(Debug)]
pub struct Etcd {
    service: Service,
    folder: PathBuf,
    data: PathBuf,
    client_port: u16,
    peer_port: u16,
}

impl Etcd {
    /// Starts a node with its data and log in `folder` and waits until it is healthy.
    ///
    /// The heartbeat of 50 ms and election timeout of 500 ms make the minimum lease TTL 1 s,
    /// so stories about expiry stay short.
    pub fn start(folder: &Folder) -> Result<Etcd> {
        let mut last = None;
        for _ in 0..PORT_TRIES {
            let client_port = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
            let peer_port = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
            match Etcd::launch(folder.path().to_path_buf(), client_port, peer_port) {
                Err(e @ ServiceError::PortInUse { .. }) => last = Some(e),
                other => return other,
            }
        }
        Err(last.expect("at least one try"))
    }

    /// The address of the client URL.
    pub fn addr(&self) -> SocketAddr {
        SocketAddr::from((Ipv4Addr::LOCALHOST, self.client_port))
    }

    /// The client port.
    pub fn client_port(&self) -> u16 {
        self.client_port
    }

    /// The peer port.
    pub fn peer_port(&self) -> u16 {
        self.peer_port
    }

    /// The running process, for its pid and log.
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// A client of this node.
    pub fn client(&self) -> EtcdClient {
        EtcdClient::new(self.addr())
    }

    /// The server's version as `/version` reports it, such as "3.4.23".
    pub fn version(&self) -> Result<String> {
        let response = http::request("etcd", self.addr(), "GET", "/version", None, IO_TIMEOUT)?;
        let value: Value = serde_json::from_str(&response.body).map_err(|e| {
            ServiceError::protocol(
                "etcd",
                format!("/version answered {:?}: {e}", response.body),
            )
        })?;
        value
            .get("etcdserver")
            .and_then(Value::as_str)
            .map(str::to_string)
            .ok_or_else(|| {
                ServiceError::protocol("etcd", format!("/version has no etcdserver: {value}"))
            })
    }

    /// Stops the node, deletes its data and starts it again on the same ports.
    ///
    /// This is the lock service losing its state: every lease and key is gone and the
    /// revision counter, and so the fencing token, starts over.
    pub fn restart_empty(&mut self) -> Result<()> {
        self.service.stop()?;
        self.delete_data()?;
        let fresh = Etcd::launch(self.folder.clone(), self.client_port, self.peer_port)?;
        // The old, stopped service is dropped here; its stop is already done.
        *self = fresh;
        Ok(())
    }

    /// Makes an empty store whose revision is already `revision`, in a
    /// folder of its own, for [`Etcd::restart_with`].
    ///
    /// A second node runs on private ports while its revision is moved with
    /// puts, so no client can reach it before the counter is where the story
    /// says a restarted lock service counts from. It advertises this node's
    /// peer address, so the store it leaves is this node's own.
    pub fn prepare_empty(&self, revision: i64) -> Result<PathBuf> {
        let spare = self.folder.join("etcd-spare");
        let _ = std::fs::remove_dir_all(&spare);
        let client_port = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
        let listen_peer = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
        let mut node = Etcd::launch_on(
            self.folder.clone(),
            spare.clone(),
            client_port,
            listen_peer,
            self.peer_port,
        )?;
        let client = node.client();
        let mut now = client.revision()?;
        while now < revision {
            now = client.put("fencelab/counter", "")?;
        }
        node.stop()?;
        Ok(spare)
    }

    /// Stops the node and starts it again on the same ports with the store
    /// [`Etcd::prepare_empty`] made: every lease and key is gone, and the
    /// counter is where that store left it.
    pub fn restart_with(&mut self, store: PathBuf) -> Result<()> {
        self.service.stop()?;
        self.delete_data()?;
        std::fs::rename(&store, &self.data)
            .map_err(|e| ServiceError::io("put the prepared store in etcd's data folder", e))?;
        let fresh = Etcd::launch(self.folder.clone(), self.client_port, self.peer_port)?;
        *self = fresh;
        Ok(())
    }

    /// Deletes the data folder of the stopped node; one already gone is fine.
    fn delete_data(&self) -> Result<()> {
        match std::fs::remove_dir_all(&self.data) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(ServiceError::io("delete etcd's data folder", e))
            }
            _ => Ok(()),
        }
    }

    /// Stops the node now rather than on drop.
    pub fn stop(&mut self) -> Result<()> {
        self.service.stop()
    }

    /// Starts the process on given ports and waits for health.
    fn launch(folder: PathBuf, client_port: u16, peer_port: u16) -> Result<Etcd> {
        let data = folder.join("etcd-data");
        Etcd::launch_on(folder, data, client_port, peer_port, peer_port)
    }

    /// Starts the process with its data in `data`, listening for peers on
    /// `listen_peer` and advertising `peer_port`, and waits for health.
    fn launch_on(
        folder: PathBuf,
        data: PathBuf,
        client_port: u16,
        listen_peer: u16,
        peer_port: u16,
    ) -> Result<Etcd> {
        let log = folder.join(format!("etcd-{client_port}.log"));
        let client_url = format!("http://127.0.0.1:{client_port}");
        let listen_peer_url = format!("http://127.0.0.1:{listen_peer}");
        let peer_url = format!("http://127.0.0.1:{peer_port}");
        let mut command = Command::new("etcd");
        command
            .arg("--name=n1")
            .arg(format!("--data-dir={}", data.display()))
            .args(["--heartbeat-interval=50", "--election-timeout=500"])
            .arg(format!("--listen-client-urls={client_url}"))
            .arg(format!("--advertise-client-urls={client_url}"))
            .arg(format!("--listen-peer-urls={listen_peer_url}"))
            .arg(format!("--initial-advertise-peer-urls={peer_url}"))
            .arg(format!("--initial-cluster=n1={peer_url}"))
            .arg("--log-outputs=stderr");
        let mut service = Service::start("etcd", command, &log)?;
        let client = EtcdClient::new(SocketAddr::from((Ipv4Addr::LOCALHOST, client_port)))
            .with_timeout(PROBE_TIMEOUT);
        let what = format!("etcd did not answer on 127.0.0.1:{client_port}");
        let ready = wait_for(
            &what,
            START_BOUND,
            Duration::from_millis(50),
            Some(&mut service),
            || client.revision().ok(),
        );
        if let Err(e) = ready {
            let tail = service.log_tail();
            if tail.contains("address already in use") {
                let port = if tail.contains(&format!(":{peer_port}")) {
                    peer_port
                } else {
                    client_port
                };
                return Err(ServiceError::PortInUse {
                    service: "etcd",
                    port,
                });
            }
            return Err(e);
        }
        Ok(Etcd {
            service,
            folder,
            data,
            client_port,
            peer_port,
        })
    }
}
