//! Real etcd, ZooKeeper, PostgreSQL and Redis for fencelab's stories.
//!
//! The simulator's stories (a holder pauses, its lease runs out, another client takes the
//! lock and writes, the first wakes and writes too) are replayed here against real services.
//! This crate starts them on free loopback ports in temporary folders, stops them by pid, and
//! speaks their protocols with small synchronous clients: etcd's JSON gateway over HTTP/1.1,
//! PostgreSQL's frontend/backend protocol v3, ZooKeeper's jute and Redis's RESP2. It uses no
//! async runtime, so it builds quickly, and every wait in it has a bound.
//!
//! ```
//! use fencelab_real::{Etcd, Folder};
//!
//! let folder = Folder::new()?;
//! let etcd = Etcd::start(&folder)?;
//! let client = etcd.client();
//! let lease = client.grant(1)?;
//! let token = client.try_lock("lock", lease)?.expect("nobody holds the lock yet");
//! assert_eq!(client.try_lock("lock", lease)?, None, "a held lock is refused");
//! println!("took the lock with fencing token {token}");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

pub mod error;
pub mod etcd;
pub mod etcd_client;
pub mod etcd_cluster;
pub mod folder;
pub mod http;
pub mod pg_client;
pub mod postgres;
pub mod process;
pub mod redis;
pub mod replay;
pub mod resp;
pub mod socket;
pub mod zk_client;
pub mod zookeeper;

pub use error::{Result, ServiceError};
pub use etcd::Etcd;
pub use etcd_client::{EtcdClient, LeaderKey, LeaseId};
pub use etcd_cluster::EtcdCluster;
pub use folder::{free_port, Folder};
pub use postgres::{quote_literal, PgClient, Postgres, QueryResult};
pub use process::{on_interrupt, Service};
pub use redis::{Redis, RedisClient, RedisOptions};
pub use resp::Reply;
pub use zk_client::{Created, NodeKind, ZkClient};
pub use zookeeper::ZooKeeper;
