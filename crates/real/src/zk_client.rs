//! A synchronous ZooKeeper client of the few requests the lock recipe
//! needs, speaking ZooKeeper's own binary protocol (jute: big-endian
//! numbers, length-prefixed strings and frames) over one connection.
//!
//! A session is the lease: the server ends it, and deletes its ephemeral
//! nodes, once no packet has come from the client for the negotiated
//! timeout. This client sends nothing on its own, no background pings, so
//! a session lives from the client's last request exactly as a lease
//! lives from its last renewal; [`ZkClient::ping`] is the renewal.

use std::io::{Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::Duration;

use crate::error::{Result, ServiceError};
use crate::socket::{connect, timeout_or_io};

/// The node flags: an ephemeral node goes with its session, a
/// sequential one gets the parent's next counter appended to its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// Stays until deleted: the lock's parent.
    Persistent = 0,
    /// Goes with its session, named with the parent's next counter: a
    /// candidate for the lock.
    EphemeralSequential = 3,
}

/// The operation codes of the requests used here.
#[derive(Clone, Copy, Debug)]
enum Op {
    Delete = 2,
    Exists = 3,
    SetData = 5,
    GetChildren = 8,
    Ping = 11,
    Create2 = 15,
    CloseSession = -11,
}

/// An error code ZooKeeper answered a request with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Code(i32);

impl Code {
    const NO_NODE: Code = Code(-101);
    const NODE_EXISTS: Code = Code(-110);

    /// The code in words, as ZooKeeper's Java client names it.
    fn words(self) -> String {
        match self.0 {
            -101 => "no node".to_owned(),
            -110 => "node exists".to_owned(),
            -111 => "node not empty".to_owned(),
            -112 => "session expired".to_owned(),
            other => format!("error {other}"),
        }
    }
}

/// An answer: its body and zxid, or the code the server refused with.
type Answer = std::result::Result<(Vec<u8>, i64), Code>;

/// The xid ZooKeeper gives pings and their answers.
const PING_XID: i32 = -2;

/// One session on one server.
#[derive(Debug)]
pub struct ZkClient {
    stream: TcpStream,
    xid: i32,
    /// The session timeout the server granted, in milliseconds.
    pub timeout_ms: i32,
    /// The session's id, as the server's log names it.
    pub session: i64,
}

/// A node as created: its path and its creation zxid, the fencing token.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Created {
    /// The path as created, with its sequence number.
    pub path: String,
    /// The zxid of the transaction that created it.
    pub czxid: i64,
}

impl ZkClient {
    /// Opens a session with the server on `port` that lives `timeout_ms`
    /// past the client's last packet, within the server's bounds.
    pub fn connect(port: u16, timeout_ms: i32, io: Duration) -> Result<ZkClient> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let stream = connect(addr, io, &format!("ZooKeeper at {addr}"))?;
        let mut client = ZkClient {
            stream,
            xid: 0,
            timeout_ms,
            session: 0,
        };
        let mut body = Vec::new();
        put_i32(&mut body, 0); // protocol version
        put_i64(&mut body, 0); // last zxid seen
        put_i32(&mut body, timeout_ms);
        put_i64(&mut body, 0); // a new session
        put_bytes(&mut body, &[0; 16]); // its password
        body.push(0); // not read-only
        client.send(&body)?;
        let answer = client.receive()?;
        let mut at = Reader::new(&answer);
        let _protocol = at.i32()?;
        client.timeout_ms = at.i32()?;
        client.session = at.i64()?;
        if client.session == 0 || client.timeout_ms <= 0 {
            return Err(ServiceError::Server {
                service: "ZooKeeper",
                message: "the server refused the session".to_owned(),
            });
        }
        Ok(client)
    }

    /// Creates `path` holding `data`, open to all; its path as created
    /// (with a sequence number for a sequential node) and its zxid.
    pub fn create(&mut self, path: &str, data: &[u8], kind: NodeKind) -> Result<Created> {
        let (answer, _) = self.create_node(path, data, kind)?.map_err(refused)?;
        let mut at = Reader::new(&answer);
        let path = at.string()?;
        let czxid = at.i64()?;
        Ok(Created { path, czxid })
    }

    /// Creates a persistent node unless it exists already.
    pub fn ensure(&mut self, path: &str) -> Result<()> {
        match self.create_node(path, b"", NodeKind::Persistent)? {
            Ok(_) | Err(Code::NODE_EXISTS) => Ok(()),
            Err(code) => Err(refused(code)),
        }
    }

    /// Asks for a node open to all.
    fn create_node(&mut self, path: &str, data: &[u8], kind: NodeKind) -> Result<Answer> {
        let mut body = Vec::new();
        put_str(&mut body, path);
        put_bytes(&mut body, data);
        put_i32(&mut body, 1); // one ACL: everyone may do everything
        put_i32(&mut body, 31);
        put_str(&mut body, "world");
        put_str(&mut body, "anyone");
        put_i32(&mut body, kind as i32);
        self.call(Op::Create2, &body)
    }

    /// The names of `path`'s children.
    pub fn children(&mut self, path: &str) -> Result<Vec<String>> {
        let mut body = Vec::new();
        put_str(&mut body, path);
        body.push(0); // no watch
        let (answer, _) = self.call(Op::GetChildren, &body)?.map_err(refused)?;
        let mut at = Reader::new(&answer);
        let count = at.i32()?;
        (0..count.max(0)).map(|_| at.string()).collect()
    }

    /// The creation zxid of `path`, or `None` when it does not exist.
    pub fn czxid(&mut self, path: &str) -> Result<Option<i64>> {
        let mut body = Vec::new();
        put_str(&mut body, path);
        body.push(0);
        match self.call(Op::Exists, &body)? {
            Ok((answer, _)) => Reader::new(&answer).i64().map(Some),
            Err(Code::NO_NODE) => Ok(None),
            Err(code) => Err(refused(code)),
        }
    }

    /// Deletes `path` whatever its version; whether it was there.
    pub fn delete(&mut self, path: &str) -> Result<bool> {
        let mut body = Vec::new();
        put_str(&mut body, path);
        put_i32(&mut body, -1);
        match self.call(Op::Delete, &body)? {
            Ok(_) => Ok(true),
            Err(Code::NO_NODE) => Ok(false),
            Err(code) => Err(refused(code)),
        }
    }

    /// Sets `path`'s data; the zxid of the change, which moves the
    /// server's counter by one.
    pub fn set(&mut self, path: &str, data: &[u8]) -> Result<i64> {
        let mut body = Vec::new();
        put_str(&mut body, path);
        put_bytes(&mut body, data);
        put_i32(&mut body, -1);
        Ok(self.call(Op::SetData, &body)?.map_err(refused)?.1)
    }

    /// Tells the server the client is alive, which renews the session;
    /// an error once the session has expired and the server has closed it.
    pub fn ping(&mut self) -> Result<()> {
        let mut frame = Vec::new();
        put_i32(&mut frame, PING_XID);
        put_i32(&mut frame, Op::Ping as i32);
        self.send(&frame)?;
        self.reply(PING_XID)?.map_err(refused).map(drop)
    }

    /// Ends the session, which deletes its ephemeral nodes at once.
    pub fn close(mut self) -> Result<()> {
        self.call(Op::CloseSession, &[])?.map_err(refused).map(drop)
    }

    /// Sends one request and reads its answer.
    fn call(&mut self, op: Op, body: &[u8]) -> Result<Answer> {
        self.xid += 1;
        let mut frame = Vec::with_capacity(body.len() + 8);
        put_i32(&mut frame, self.xid);
        put_i32(&mut frame, op as i32);
        frame.extend_from_slice(body);
        self.send(&frame)?;
        self.reply(self.xid)
    }

    /// Reads the answer to request `xid`.
    fn reply(&mut self, xid: i32) -> Result<Answer> {
        let answer = self.receive()?;
        let mut at = Reader::new(&answer);
        let got = at.i32()?;
        let zxid = at.i64()?;
        let err = at.i32()?;
        if got != xid {
            return Err(ServiceError::protocol(
                "ZooKeeper",
                format!("answered request {got} where {xid} was awaited"),
            ));
        }
        if err != 0 {
            return Ok(Err(Code(err)));
        }
        Ok(Ok((answer[at.at..].to_vec(), zxid)))
    }

    fn send(&mut self, payload: &[u8]) -> Result<()> {
        let mut frame = Vec::with_capacity(payload.len() + 4);
        put_i32(&mut frame, payload.len() as i32);
        frame.extend_from_slice(payload);
        self.stream
            .write_all(&frame)
            .map_err(|e| ServiceError::io("write to ZooKeeper", e))
    }

    fn receive(&mut self) -> Result<Vec<u8>> {
        let after = self
            .stream
            .read_timeout()
            .ok()
            .flatten()
            .unwrap_or_default();
        let read = |stream: &mut TcpStream, buf: &mut [u8]| {
            stream
                .read_exact(buf)
                .map_err(|e| timeout_or_io(e, "read from ZooKeeper".to_owned(), after))
        };
        let mut length = [0; 4];
        read(&mut self.stream, &mut length)?;
        let length = i32::from_be_bytes(length);
        if !(0..=1 << 20).contains(&length) {
            return Err(ServiceError::protocol(
                "ZooKeeper",
                format!("a frame of {length} bytes"),
            ));
        }
        let mut payload = vec![0; length as usize];
        read(&mut self.stream, &mut payload)?;
        Ok(payload)
    }
}

/// A code the server refused with, as this crate's error.
fn refused(code: Code) -> ServiceError {
    ServiceError::Server {
        service: "ZooKeeper",
        message: code.words(),
    }
}

fn put_i32(out: &mut Vec<u8>, n: i32) {
    out.extend_from_slice(&n.to_be_bytes());
}

fn put_i64(out: &mut Vec<u8>, n: i64) {
    out.extend_from_slice(&n.to_be_bytes());
}

fn put_bytes(out: &mut Vec<u8>, bytes: &[u8]) {
    put_i32(out, bytes.len() as i32);
    out.extend_from_slice(bytes);
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_bytes(out, s.as_bytes());
}

/// Reads jute's numbers and strings from an answer, front to back.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8]> {
        let end = self.at + n;
        let taken = self.bytes.get(self.at..end).ok_or_else(|| {
            ServiceError::protocol("ZooKeeper", "an answer ended too soon".to_owned())
        })?;
        self.at = end;
        Ok(taken)
    }

    fn i32(&mut self) -> Result<i32> {
        let b = self.take(4)?;
        Ok(i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }

    fn i64(&mut self) -> Result<i64> {
        let b = self.take(8)?;
        let mut n = [0; 8];
        n.copy_from_slice(b);
        Ok(i64::from_be_bytes(n))
    }

    fn string(&mut self) -> Result<String> {
        let length = self.i32()?;
        let bytes = self.take(length.max(0) as usize)?;
        Ok(String::from_utf8_lossy(bytes).into_owned())
    }
}
