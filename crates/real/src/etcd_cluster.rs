//! Three etcd members on free loopback ports, one cluster, for a story
//! told with etcd's election API: a member can be frozen, so that the
//! client who talks to it is cut off from the others, and let go again.

use std::net::{Ipv4Addr, SocketAddr};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use nix::sys::signal::Signal;

use crate::error::{Result, ServiceError};
use crate::etcd::START_BOUND;
use crate::etcd_client::EtcdClient;
use crate::folder::free_port;
use crate::process::{wait_for, Service};
use crate::socket::PROBE_TIMEOUT;

/// How many times a start is tried on fresh ports.
const PORT_TRIES: usize = 3;

/// A running cluster, every member stopped on drop.
#[derive(Debug)]
pub struct EtcdCluster {
    members: Vec<Member>,
}

#[derive(Debug)]
struct Member {
    service: Service,
    client_port: u16,
}

impl EtcdCluster {
    /// Starts `size` members with their data and logs in `folder` and
    /// waits until every one answers, on fresh ports again if a start
    /// fails, as when another program took a port first. Pre-vote is on,
    /// so a member let go after a freeze does not unseat the cluster's
    /// leader by standing in a term of its own.
    pub fn start(folder: &Path, size: usize) -> Result<EtcdCluster> {
        let mut tries = 1;
        loop {
            match EtcdCluster::launch(folder, size) {
                Err(_) if tries < PORT_TRIES => tries += 1,
                other => return other,
            }
        }
    }

    /// Starts the members once, on ports chosen now.
    fn launch(folder: &Path, size: usize) -> Result<EtcdCluster> {
        let port = || free_port().map_err(|e| ServiceError::io("find a free port", e));
        let mut ports = Vec::with_capacity(size);
        for _ in 0..size {
            ports.push((port()?, port()?));
        }
        let initial: Vec<String> = (ports.iter().enumerate())
            .map(|(i, (_, peer))| format!("m{}=http://127.0.0.1:{peer}", i + 1))
            .collect();
        let initial = initial.join(",");
        let mut members = Vec::with_capacity(size);
        for (i, &(client_port, peer_port)) in ports.iter().enumerate() {
            let name = format!("m{}", i + 1);
            let data = folder.join(format!("etcd-{name}"));
            let _ = std::fs::remove_dir_all(&data);
            let client_url = format!("http://127.0.0.1:{client_port}");
            let peer_url = format!("http://127.0.0.1:{peer_port}");
            let mut command = Command::new("etcd");
            command
                .arg(format!("--name={name}"))
                .arg(format!("--data-dir={}", data.display()))
                .args(["--heartbeat-interval=50", "--election-timeout=500"])
                .arg("--pre-vote")
                .arg(format!("--listen-client-urls={client_url}"))
                .arg(format!("--advertise-client-urls={client_url}"))
                .arg(format!("--listen-peer-urls={peer_url}"))
                .arg(format!("--initial-advertise-peer-urls={peer_url}"))
                .arg(format!("--initial-cluster={initial}"))
                .arg("--initial-cluster-state=new")
                .arg("--log-outputs=stderr");
            let log = folder.join(format!("etcd-{name}.log"));
            let service = Service::start("etcd", command, &log)?;
            members.push(Member {
                service,
                client_port,
            });
        }
        let cluster = EtcdCluster { members };
        for i in 0..size {
            let client = cluster.client(i).with_timeout(PROBE_TIMEOUT);
            let what = format!(
                "etcd's member {} did not answer on 127.0.0.1:{}",
                i + 1,
                cluster.port(i)
            );
            wait_for(&what, START_BOUND, Duration::from_millis(50), None, || {
                client.revision().ok()
            })?;
        }
        Ok(cluster)
    }

    /// How many members it has.
    pub fn size(&self) -> usize {
        self.members.len()
    }

    /// The client port of member `i`, from 0.
    pub fn port(&self, i: usize) -> u16 {
        self.members[i].client_port
    }

    /// A client of member `i`.
    pub fn client(&self, i: usize) -> EtcdClient {
        EtcdClient::new(SocketAddr::from((Ipv4Addr::LOCALHOST, self.port(i))))
    }

    /// Which member leads the cluster's own Raft: the one whose leases
    /// count, since etcd's leader keeps them.
    pub fn leader(&self) -> Result<usize> {
        for i in 0..self.size() {
            if self.client(i).leads_cluster()? {
                return Ok(i);
            }
        }
        Err(ServiceError::protocol(
            "etcd",
            "no member of the cluster says it leads".to_owned(),
        ))
    }

    /// Freezes member `i`: it answers no client and no peer until thawed.
    pub fn freeze(&self, i: usize) -> Result<()> {
        self.members[i].service.signal(Signal::SIGSTOP)
    }

    /// Lets a frozen member `i` go on.
    pub fn thaw(&self, i: usize) -> Result<()> {
        self.members[i].service.signal(Signal::SIGCONT)
    }
}

impl Drop for EtcdCluster {
    /// A frozen member cannot stop: each is let go before it is stopped.
    fn drop(&mut self) {
        for member in &mut self.members {
            let _ = member.service.signal(Signal::SIGCONT);
            let _ = member.service.stop();
        }
    }
}
