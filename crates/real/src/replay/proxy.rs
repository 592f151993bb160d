//! A fencing proxy: the one way to a store that knows nothing of tokens.
//!
//! fencing-proxy's Payments API adds up charges and has no fence of its
//! own, so the check stands in front of it. The runner starts this proxy
//! on a loopback port of its own, and a client writes to a proxied
//! resource only through it: each write arrives as the writer's token and
//! the `UPDATE` to run, and the proxy refuses a token below the highest it
//! has let through and applied, or runs the statement on its own
//! PostgreSQL session and raises that highest token. The check and the
//! statement happen under one lock, so two writers cannot pass between
//! them. The table itself never sees a token.

use std::io::{BufRead, BufReader, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::JoinHandle;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use crate::socket::{connect, timeout_or_io, IO_TIMEOUT};
use crate::{PgClient, QueryResult, Result, ServiceError};

/// A write as a client sends it: one JSON line.
#[derive(Debug, Serialize, Deserialize)]
struct Request {
    token: i64,
    sql: String,
}

/// The proxy's answer: refused, or what the statement returned.
#[derive(Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Answer {
    /// The token is below the highest the proxy has let through.
    Refused { highest: i64 },
    /// The statement ran.
    Ran {
        rows: Vec<Vec<Option<String>>>,
        affected: u64,
    },
    /// The statement failed in PostgreSQL.
    Failed { message: String },
}

/// The proxy's session on the store and the highest token applied.
struct Gate {
    pg: PgClient,
    highest: Option<i64>,
}

/// A running proxy, stopped when dropped.
pub struct Proxy {
    port: u16,
    stop: Arc<AtomicBool>,
    accepting: Option<JoinHandle<()>>,
}

/// How often the accepting thread looks at the stop flag.
const POLL: Duration = Duration::from_millis(5);

impl Proxy {
    /// Starts a proxy in front of PostgreSQL's `pg_port`, listening on a
    /// free loopback port.
    pub fn start(pg_port: u16) -> Result<Proxy> {
        let pg = PgClient::connect(pg_port)?;
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0))
            .map_err(|e| ServiceError::io("listen for the fencing proxy", e))?;
        let port = listener
            .local_addr()
            .map_err(|e| ServiceError::io("find the fencing proxy's port", e))?
            .port();
        listener
            .set_nonblocking(true)
            .map_err(|e| ServiceError::io("set up the fencing proxy", e))?;
        let gate = Arc::new(Mutex::new(Gate { pg, highest: None }));
        let stop = Arc::new(AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        let accepting = std::thread::spawn(move || accept(&listener, &gate, &stopping));
        Ok(Proxy {
            port,
            stop,
            accepting: Some(accepting),
        })
    }

    /// The port clients write to.
    pub fn port(&self) -> u16 {
        self.port
    }
}

impl Drop for Proxy {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(thread) = self.accepting.take() {
            let _ = thread.join();
        }
    }
}

/// Takes connections until told to stop, each served on a thread of its
/// own, which ends when its client hangs up.
fn accept(listener: &TcpListener, gate: &Arc<Mutex<Gate>>, stop: &AtomicBool) {
    while !stop.load(Ordering::Relaxed) {
        match listener.accept() {
            Ok((stream, _)) => {
                let gate = Arc::clone(gate);
                std::thread::spawn(move || serve(stream, &gate));
            }
            Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => std::thread::sleep(POLL),
            Err(_) => std::thread::sleep(POLL),
        }
    }
}

/// Answers one client's writes, a line each. A client may be stopped for
/// its pause for many seconds, so the proxy waits for its next line
/// without a bound; the client's own reads are bounded.
fn serve(stream: TcpStream, gate: &Mutex<Gate>) {
    let _ = stream.set_nonblocking(false);
    let Ok(mut writer) = stream.try_clone() else {
        return;
    };
    for line in BufReader::new(stream).lines() {
        let Ok(line) = line else { return };
        let answer = match serde_json::from_str::<Request>(&line) {
            Ok(request) => pass(gate, &request),
            Err(e) => Answer::Failed {
                message: format!("a request the proxy cannot read: {e}"),
            },
        };
        let text = serde_json::to_string(&answer).expect("plain data");
        if writeln!(writer, "{text}").is_err() {
            return;
        }
    }
}

/// The check and the statement, under the gate's lock.
fn pass(gate: &Mutex<Gate>, request: &Request) -> Answer {
    let mut gate = gate.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(highest) = gate.highest.filter(|&h| request.token < h) {
        return Answer::Refused { highest };
    }
    match gate.pg.simple_query(&request.sql) {
        Ok(result) => {
            if result.affected > 0 {
                gate.highest = Some(gate.highest.map_or(request.token, |h| h.max(request.token)));
            }
            Answer::Ran {
                rows: result.rows,
                affected: result.affected,
            }
        }
        Err(e) => Answer::Failed {
            message: e.to_string(),
        },
    }
}

/// A client's connection to the proxy.
pub struct ProxyClient {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
}

impl ProxyClient {
    /// Connects to the proxy on loopback `port`.
    pub fn connect(port: u16) -> Result<ProxyClient> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let stream = connect(addr, IO_TIMEOUT, &format!("the fencing proxy at {addr}"))?;
        let writer = stream
            .try_clone()
            .map_err(|e| ServiceError::io("open the fencing proxy's connection", e))?;
        Ok(ProxyClient {
            reader: BufReader::new(stream),
            writer,
        })
    }

    /// Sends an `UPDATE` with the writer's token: what it returned, or
    /// `None` when the proxy refused the token.
    pub fn update(&mut self, sql: &str, token: i64) -> Result<Option<QueryResult>> {
        let request = Request {
            token,
            sql: sql.to_owned(),
        };
        let text = serde_json::to_string(&request).expect("plain data");
        writeln!(self.writer, "{text}")
            .map_err(|e| timeout_or_io(e, "write to the fencing proxy".into(), IO_TIMEOUT))?;
        let mut line = String::new();
        self.reader
            .read_line(&mut line)
            .map_err(|e| timeout_or_io(e, "read from the fencing proxy".into(), IO_TIMEOUT))?;
        if line.is_empty() {
            return Err(ServiceError::protocol("proxy", "the fencing proxy hung up"));
        }
        let answer: Answer = serde_json::from_str(&line).map_err(|e| {
            ServiceError::protocol("proxy", format!("an answer that is not the proxy's: {e}"))
        })?;
        match answer {
            Answer::Refused { .. } => Ok(None),
            Answer::Ran { rows, affected } => Ok(Some(QueryResult {
                rows,
                tag: format!("UPDATE {affected}"),
                affected,
            })),
            Answer::Failed { message } => Err(ServiceError::protocol("proxy", message)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_and_its_answers_read_back() {
        let request = Request {
            token: 3,
            sql: "update t set value = '1'".into(),
        };
        let text = serde_json::to_string(&request).expect("plain data");
        let back: Request = serde_json::from_str(&text).expect("reads back");
        assert_eq!((back.token, back.sql.as_str()), (3, request.sql.as_str()));
        let refused = serde_json::to_string(&Answer::Refused { highest: 4 }).expect("data");
        assert_eq!(refused, r#"{"refused":{"highest":4}}"#);
    }
}
