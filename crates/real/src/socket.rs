//! Loopback TCP connections with a timeout on the connect and on every read and write.

use std::io;
use std::net::{SocketAddr, TcpStream};
use std::time::Duration;

use crate::error::{Result, ServiceError};

/// How long a connect, a read or a write may take in ordinary use.
pub const IO_TIMEOUT: Duration = Duration::from_secs(5);

/// How long one readiness probe may take: short, so a starting service is probed often and a
/// port held by a program that never answers does not stall the start.
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(1);

/// Connects to `addr` with `timeout` on the connect and set on the socket; `what` names the
/// service for errors ("etcd at 127.0.0.1:2379").
pub fn connect(addr: SocketAddr, timeout: Duration, what: &str) -> Result<TcpStream> {
    let stream = TcpStream::connect_timeout(&addr, timeout)
        .map_err(|e| timeout_or_io(e, format!("connect to {what}"), timeout))?;
    stream
        .set_read_timeout(Some(timeout))
        .and_then(|()| stream.set_write_timeout(Some(timeout)))
        .and_then(|()| stream.set_nodelay(true))
        .map_err(|e| ServiceError::io(format!("set timeouts for {what}"), e))?;
    Ok(stream)
}

/// Turns a socket timeout into [`ServiceError::Timeout`] and anything else into `Io`; `what`
/// is the action ("read from Redis").
pub fn timeout_or_io(e: io::Error, what: String, after: Duration) -> ServiceError {
    match e.kind() {
        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut => ServiceError::Timeout {
            what: format!("could not {what}"),
            after,
            log_tail: String::new(),
        },
        _ => ServiceError::io(what, e),
    }
}
