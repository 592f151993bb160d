//! Redis servers on free loopback ports, and a RESP2 client with the lock's few commands.

use std::ffi::OsString;
use std::io::{BufReader, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::path::PathBuf;
use std::process::Command;
use std::time::Duration;

use crate::error::{Result, ServiceError};
use crate::folder::{free_port, Folder};
use crate::process::{wait_for, Service};
use crate::resp::{encode_command, read_reply, Reply};
use crate::socket::{connect, timeout_or_io, IO_TIMEOUT, PROBE_TIMEOUT};

/// How long a server may take to answer PING; it usually answers at once.
pub const START_BOUND: Duration = Duration::from_secs(10);

/// Deletes a key only while it still holds the caller's value, so a late holder cannot free
/// another's lock.
const DEL_IF_EQUAL: &str =
    "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/// How to start a Redis server.
#[derive(Debug, Clone)]
pub struct RedisOptions {
    /// The server program; `redis-server` from the PATH by default. A build without jemalloc
    /// is needed under libfaketime, where Debian's deadlocks.
    pub binary: PathBuf,
    /// Extra environment variables, such as `LD_PRELOAD` and `FAKETIME_*` for a moved clock.
    pub env: Vec<(OsString, OsString)>,
    /// The primary to replicate from, as host and port; `None` starts a primary.
    pub replica_of: Option<(String, u16)>,
}

/// A running redis-server, stopped on drop.
#[derive(Debug)]
pub struct Redis {
    service: Service,
    port: u16,
}

/// One connection to a Redis server.
#[derive(Debug)]
pub struct RedisClient {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    /// The bound on each read and write, for errors.
    timeout: Duration,
}

impl Default for RedisOptions {
    fn default() -> RedisOptions {
        RedisOptions {
            binary: PathBuf::from("redis-server"),
            env: Vec::new(),
            replica_of: None,
        }
    }
}

impl Redis {
    /// Starts a server without persistence, its files in a subfolder of `folder`, and waits for PING.
    pub fn start(folder: &Folder, options: &RedisOptions) -> Result<Redis> {
        let mut last = None;
        for _ in 0..3 {
            let port = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
            match Redis::launch(folder, options, port) {
                Err(e @ ServiceError::PortInUse { .. }) => last = Some(e),
                other => return other,
            }
        }
        Err(last.expect("at least one try"))
    }

    /// The port the server listens on at 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The running server, for its pid, its log and signals.
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Opens a new connection.
    pub fn client(&self) -> Result<RedisClient> {
        RedisClient::connect(self.port)
    }

    /// The server's version from `INFO server`, such as "7.0.15".
    pub fn version(&self) -> Result<String> {
        let info = match self.client()?.command(&["INFO", "server"])? {
            Reply::Bulk(Some(text)) => text,
            other => {
                return Err(ServiceError::protocol(
                    "redis",
                    format!("INFO answered {other:?}"),
                ))
            }
        };
        info.lines()
            .find_map(|line| line.strip_prefix("redis_version:"))
            .map(|v| v.trim().to_string())
            .ok_or_else(|| ServiceError::protocol("redis", "INFO server names no redis_version"))
    }

    /// Stops the server now rather than on drop.
    pub fn stop(&mut self) -> Result<()> {
        self.service.stop()
    }

    fn launch(folder: &Folder, options: &RedisOptions, port: u16) -> Result<Redis> {
        let dir = folder
            .subfolder(&format!("redis-{port}"))
            .map_err(|e| ServiceError::io("create Redis's folder", e))?;
        let mut command = Command::new(&options.binary);
        command
            .args([
                "--port",
                &port.to_string(),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
            ])
            .args(["--appendonly", "no", "--daemonize", "no"])
            .arg("--dir")
            .arg(&dir);
        if let Some((host, primary)) = &options.replica_of {
            command.args(["--replicaof", host, &primary.to_string()]);
        }
        command.envs(options.env.iter().map(|(k, v)| (k, v)));
        let log = folder.join(&format!("redis-{port}.log"));
        let mut service = Service::start("redis-server", command, &log)?;
        let ready = wait_for(
            &format!("redis-server did not answer PING on 127.0.0.1:{port}"),
            START_BOUND,
            Duration::from_millis(20),
            Some(&mut service),
            || {
                let mut client = RedisClient::connect_with_timeout(port, PROBE_TIMEOUT).ok()?;
                (client.command(&["PING"]).ok()? == Reply::Simple("PONG".into())).then_some(())
            },
        );
        if let Err(e) = ready {
            if service.log_tail().contains("Address already in use") {
                return Err(ServiceError::PortInUse {
                    service: "redis-server",
                    port,
                });
            }
            return Err(e);
        }
        Ok(Redis { service, port })
    }
}

impl RedisClient {
    /// Connects to 127.0.0.1:`port`, with timeouts on every read and write.
    pub fn connect(port: u16) -> Result<RedisClient> {
        RedisClient::connect_with_timeout(port, IO_TIMEOUT)
    }

    /// Connects with another bound on the connect and each read and write.
    pub fn connect_with_timeout(port: u16, timeout: Duration) -> Result<RedisClient> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let stream = connect(addr, timeout, &format!("Redis at {addr}"))?;
        let writer = stream
            .try_clone()
            .map_err(|e| ServiceError::io(format!("share the socket to Redis at {addr}"), e))?;
        Ok(RedisClient {
            reader: BufReader::new(stream),
            writer,
            timeout,
        })
    }

    /// Sends one command and reads its reply; an error reply is a [`Reply::Error`], not a failure.
    pub fn command(&mut self, args: &[&str]) -> Result<Reply> {
        self.writer
            .write_all(&encode_command(args))
            .map_err(|e| timeout_or_io(e, "send to Redis".into(), self.timeout))?;
        read_reply(&mut self.reader).map_err(|e| match e {
            ServiceError::Io { what, source } => timeout_or_io(source, what, self.timeout),
            other => other,
        })
    }

    /// `SET key value NX PX ms`: whether the key was set, which is whether the lock was taken.
    pub fn set_nx_px(&mut self, key: &str, value: &str, ms: u64) -> Result<bool> {
        match self.command(&["SET", key, value, "NX", "PX", &ms.to_string()])? {
            Reply::Simple(s) if s == "OK" => Ok(true),
            Reply::Bulk(None) => Ok(false),
            other => Err(unexpected("SET NX PX", other)),
        }
    }

    /// A key's value, or `None` when it is absent or expired.
    pub fn get(&mut self, key: &str) -> Result<Option<String>> {
        match self.command(&["GET", key])? {
            Reply::Bulk(value) => Ok(value),
            other => Err(unexpected("GET", other)),
        }
    }

    /// Deletes `key` whatever it holds, as a plain `DEL`; whether there was one.
    pub fn del(&mut self, key: &str) -> Result<bool> {
        match self.command(&["DEL", key])? {
            Reply::Integer(n) => Ok(n == 1),
            other => Err(unexpected("DEL", other)),
        }
    }

    /// Deletes `key` only while it holds `value`, in one script; whether it was deleted.
    pub fn del_if_equal(&mut self, key: &str, value: &str) -> Result<bool> {
        match self.command(&["EVAL", DEL_IF_EQUAL, "1", key, value])? {
            Reply::Integer(n) => Ok(n == 1),
            other => Err(unexpected("EVAL", other)),
        }
    }

    /// Makes this server replicate from `host`:`port`.
    pub fn replicaof(&mut self, host: &str, port: u16) -> Result<()> {
        match self.command(&["REPLICAOF", host, &port.to_string()])? {
            Reply::Simple(_) => Ok(()),
            other => Err(unexpected("REPLICAOF", other)),
        }
    }

    /// Promotes a replica to a primary, as a failover does.
    pub fn replicaof_no_one(&mut self) -> Result<()> {
        match self.command(&["REPLICAOF", "NO", "ONE"])? {
            Reply::Simple(_) => Ok(()),
            other => Err(unexpected("REPLICAOF NO ONE", other)),
        }
    }

    /// Waits up to `bound` until PING answers PONG, as it does once a dataset is loaded.
    pub fn wait_for_ready(&mut self, bound: Duration) -> Result<()> {
        wait_for(
            "Redis did not answer PONG",
            bound,
            Duration::from_millis(20),
            None,
            || (self.command(&["PING"]).ok()? == Reply::Simple("PONG".into())).then_some(()),
        )
    }

    /// Waits up to `bound` until a replica reports its link to the primary up.
    pub fn wait_for_sync(&mut self, bound: Duration) -> Result<()> {
        wait_for(
            "the Redis replica did not reach its primary",
            bound,
            Duration::from_millis(20),
            None,
            || match self.command(&["INFO", "replication"]).ok()? {
                Reply::Bulk(Some(info)) => info.contains("master_link_status:up").then_some(()),
                _ => None,
            },
        )
    }
}

fn unexpected(command: &str, reply: Reply) -> ServiceError {
    match reply {
        Reply::Error(message) => ServiceError::Server {
            service: "redis",
            message,
        },
        other => ServiceError::protocol("redis", format!("{command} answered {other:?}")),
    }
}
