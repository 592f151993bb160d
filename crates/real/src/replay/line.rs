//! What the runner and a client process say to each other.
//!
//! The runner starts each client with its [`ClientArgs`] as one JSON
//! argument; the client writes one [`ClientLine`] of JSON per line to its
//! standard output as it acts, and reads a line from its standard input
//! when it has to wait for the runner.

use fencelab_core::spec::DidSpec;

use super::stories::LockPlay;
use serde::{Deserialize, Serialize};

/// Everything a client process needs to play its part.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ClientArgs {
    /// The scenario file.
    pub scenario: std::path::PathBuf,
    /// The knobs, as `id=value` pairs separated by spaces.
    pub settings: String,
    /// Which client of the scenario to play.
    pub client: String,
    /// etcd's client port on loopback.
    pub etcd_port: u16,
    /// ZooKeeper's client port on loopback, when it plays the lock service.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub zk_port: Option<u16>,
    /// PostgreSQL's port on loopback.
    pub pg_port: u16,
    /// The fencing proxy's port on loopback, when a resource stands
    /// behind one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub proxy_port: Option<u16>,
    /// The slow links this client has to resources: each resource's index
    /// and the port of the relay that stands for its link.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relays: Vec<(u16, u16)>,
    /// The etcd key that is the lock, or its name for the lock API; the
    /// Redis key on every Redis node.
    pub lock: String,
    /// Which lock service the client takes the lock from, and how.
    pub lock_play: LockPlay,
    /// The Redis lock nodes' ports on loopback, in node order; empty when
    /// etcd plays the lock service.
    pub redis_ports: Vec<u16>,
    /// The file that holds the port of the Redis primary clients talk to,
    /// rewritten at a failover; a stand-in for Sentinel's answer.
    pub primary_file: std::path::PathBuf,
    /// The file a side effect appends its line to.
    pub effects: std::path::PathBuf,
    /// The moment the story starts, in microseconds since the Unix epoch:
    /// every client's clock counts from it.
    pub start_unix_us: u64,
    /// How many real milliseconds one simulated second takes.
    pub real_ms_per_second: u32,
}

/// One line from a client.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClientLine {
    /// Something the client did or was told, at this many real
    /// microseconds after the start.
    Did {
        /// When.
        real_us: u64,
        /// What.
        did: DidSpec,
        /// For a release: whether the lock key was still the client's and
        /// was deleted, or had already gone with its lease.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        unlocked: Option<bool>,
    },
    /// The client has reached a pause in its plan and waits, reading its
    /// standard input, for the runner to stop and resume its process.
    Pause {
        /// How long the pause is, in simulated milliseconds.
        for_ms: u64,
    },
    /// The client could not go on.
    Failed {
        /// Why, in words.
        message: String,
    },
}
