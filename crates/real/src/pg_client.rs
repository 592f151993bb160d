//! PostgreSQL's frontend/backend protocol v3 by hand: trust login and simple queries.
//!
//! Enough for the article's fenced write (`UPDATE ... WHERE fence <= token`) and its count of
//! changed rows, without an async runtime or a driver crate.

use std::io::{BufReader, Read, Write};
use std::net::{Ipv4Addr, SocketAddr, TcpStream};
use std::time::Duration;

use crate::error::{Result, ServiceError};
use crate::socket::{connect, timeout_or_io, IO_TIMEOUT};

/// One open session as the `postgres` user on the `postgres` database.
#[derive(Debug)]
pub struct PgClient {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    /// The bound on each read and write, for errors.
    timeout: Duration,
    /// Whether Terminate was sent, so drop does not send it twice.
    closed: bool,
}

/// What a simple query returned.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct QueryResult {
    /// The rows in text form; `None` is SQL NULL.
    pub rows: Vec<Vec<Option<String>>>,
    /// The last command tag, such as "UPDATE 1".
    pub tag: String,
    /// The count at the end of the last command tag ("UPDATE 1" is 1), or 0 when it has none.
    pub affected: u64,
}

/// Quotes text as an SQL literal, doubling single quotes; refuses a NUL, which SQL text cannot hold.
pub fn quote_literal(text: &str) -> Result<String> {
    if text.contains('\0') {
        return Err(ServiceError::protocol(
            "postgres",
            "a text value may not contain a NUL character",
        ));
    }
    Ok(format!("'{}'", text.replace('\'', "''")))
}

/// The protocol version 3.0, as the startup message writes it.
const PROTOCOL_3: i32 = 196_608;

impl PgClient {
    /// Connects to 127.0.0.1:`port` and logs in with trust authentication.
    pub fn connect(port: u16) -> Result<PgClient> {
        PgClient::connect_with_timeout(port, IO_TIMEOUT)
    }

    /// Connects with another bound on the connect and each read and write.
    pub fn connect_with_timeout(port: u16, timeout: Duration) -> Result<PgClient> {
        let addr = SocketAddr::from((Ipv4Addr::LOCALHOST, port));
        let what = format!("PostgreSQL at {addr}");
        let stream = connect(addr, timeout, &what)?;
        let writer = stream
            .try_clone()
            .map_err(|e| ServiceError::io(format!("share the socket to {what}"), e))?;
        let mut client = PgClient {
            reader: BufReader::new(stream),
            writer,
            timeout,
            closed: false,
        };
        let mut body = Vec::new();
        body.extend_from_slice(&PROTOCOL_3.to_be_bytes());
        for text in ["user", "postgres", "database", "postgres", ""] {
            body.extend_from_slice(text.as_bytes());
            body.push(0);
        }
        client.send(None, &body)?;
        loop {
            let (kind, body) = client.receive()?;
            match kind {
                b'R' => {
                    let code = read_i32(&body, 0)?;
                    if code != 0 {
                        return Err(ServiceError::protocol(
                            "postgres",
                            format!("the server asks for authentication method {code}; this client speaks only trust"),
                        ));
                    }
                }
                // ParameterStatus, BackendKeyData and notices say nothing the client needs.
                b'S' | b'K' | b'N' => {}
                // Before ReadyForQuery an error ends the session, such as "starting up".
                b'E' => {
                    return Err(ServiceError::Server {
                        service: "postgres",
                        message: error_text(&body),
                    })
                }
                b'Z' => return Ok(client),
                other => {
                    return Err(ServiceError::protocol(
                        "postgres",
                        format!("unexpected message {:?} during login", char::from(other)),
                    ))
                }
            }
        }
    }

    /// Runs one or more statements with the simple query protocol.
    ///
    /// An error from the server comes back as [`ServiceError::Server`] with its message, after
    /// the session is ready again, so the client can go on.
    pub fn simple_query(&mut self, sql: &str) -> Result<QueryResult> {
        if sql.contains('\0') {
            return Err(ServiceError::protocol(
                "postgres",
                "a query may not contain a NUL character",
            ));
        }
        let mut body = sql.as_bytes().to_vec();
        body.push(0);
        self.send(Some(b'Q'), &body)?;
        let mut result = QueryResult::default();
        let mut error = None;
        loop {
            let (kind, body) = self.receive()?;
            match kind {
                b'T' | b'I' | b'N' | b'S' => {}
                b'D' => result.rows.push(parse_row(&body)?),
                b'C' => {
                    result.tag = c_string(&body);
                    result.affected = result
                        .tag
                        .rsplit(' ')
                        .next()
                        .and_then(|n| n.parse().ok())
                        .unwrap_or(0);
                }
                b'E' => error = Some(error_text(&body)),
                b'Z' => {
                    return match error {
                        Some(message) => Err(ServiceError::Server {
                            service: "postgres",
                            message,
                        }),
                        None => Ok(result),
                    }
                }
                other => {
                    return Err(ServiceError::protocol(
                        "postgres",
                        format!("unexpected message {:?} after a query", char::from(other)),
                    ))
                }
            }
        }
    }

    /// Bounds each read from now on by `timeout`: a client that sends a
    /// request again when no answer comes waits only until then.
    pub fn set_read_timeout(&mut self, timeout: Duration) -> Result<()> {
        self.timeout = timeout;
        self.reader
            .get_ref()
            .set_read_timeout(Some(timeout.max(Duration::from_millis(1))))
            .map_err(|e| ServiceError::io("bound a read from PostgreSQL", e))
    }

    /// Says goodbye, so the server logs a clean disconnection; dropping the client does too,
    /// ignoring a failure.
    pub fn close(mut self) -> Result<()> {
        self.closed = true;
        self.send(Some(b'X'), &[])
    }

    fn send(&mut self, kind: Option<u8>, body: &[u8]) -> Result<()> {
        let mut message = Vec::with_capacity(body.len() + 5);
        message.extend(kind);
        let length = i32::try_from(body.len() + 4)
            .map_err(|_| ServiceError::protocol("postgres", "a message over 2 GB"))?;
        message.extend_from_slice(&length.to_be_bytes());
        message.extend_from_slice(body);
        self.writer
            .write_all(&message)
            .map_err(|e| timeout_or_io(e, "send to PostgreSQL".into(), self.timeout))
    }

    fn receive(&mut self) -> Result<(u8, Vec<u8>)> {
        let mut head = [0u8; 5];
        self.reader
            .read_exact(&mut head)
            .map_err(|e| timeout_or_io(e, "read from PostgreSQL".into(), self.timeout))?;
        let length = i32::from_be_bytes([head[1], head[2], head[3], head[4]]);
        let length = usize::try_from(length - 4).map_err(|_| {
            ServiceError::protocol("postgres", format!("a message length of {length}"))
        })?;
        let mut body = vec![0u8; length];
        self.reader
            .read_exact(&mut body)
            .map_err(|e| timeout_or_io(e, "read from PostgreSQL".into(), self.timeout))?;
        Ok((head[0], body))
    }
}

impl Drop for PgClient {
    fn drop(&mut self) {
        // Terminate is a courtesy; a server that is already gone needs no goodbye.
        if !self.closed {
            let _ = self.send(Some(b'X'), &[]);
        }
    }
}

/// Parses a DataRow: a column count, then each value's length (-1 for NULL) and bytes.
fn parse_row(body: &[u8]) -> Result<Vec<Option<String>>> {
    let short = || ServiceError::protocol("postgres", "a data row ends early");
    let count = u16::from_be_bytes([
        *body.first().ok_or_else(short)?,
        *body.get(1).ok_or_else(short)?,
    ]);
    let mut at = 2;
    let mut row = Vec::with_capacity(usize::from(count));
    for _ in 0..count {
        let length = read_i32(body, at)?;
        at += 4;
        if length < 0 {
            row.push(None);
            continue;
        }
        let end = at + length.unsigned_abs() as usize;
        let bytes = body.get(at..end).ok_or_else(short)?;
        row.push(Some(String::from_utf8_lossy(bytes).into_owned()));
        at = end;
    }
    Ok(row)
}

/// Reads the human message (field `M`) and the severity (field `S`) of an ErrorResponse.
fn error_text(body: &[u8]) -> String {
    let mut severity = String::new();
    let mut message = String::new();
    for field in body.split(|&b| b == 0) {
        match field.split_first() {
            Some((b'S', rest)) => severity = String::from_utf8_lossy(rest).into_owned(),
            Some((b'M', rest)) => message = String::from_utf8_lossy(rest).into_owned(),
            _ => {}
        }
    }
    if severity.is_empty() {
        message
    } else {
        format!("{severity}: {message}")
    }
}

fn read_i32(body: &[u8], at: usize) -> Result<i32> {
    let bytes = body
        .get(at..at + 4)
        .ok_or_else(|| ServiceError::protocol("postgres", "a message ends early"))?;
    Ok(i32::from_be_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]))
}

fn c_string(body: &[u8]) -> String {
    let end = body.iter().position(|&b| b == 0).unwrap_or(body.len());
    String::from_utf8_lossy(&body[..end]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals_double_quotes_and_refuse_nul() {
        assert_eq!(quote_literal("it's").unwrap(), "'it''s'");
        assert_eq!(quote_literal("").unwrap(), "''");
        assert!(quote_literal("a\0b").is_err());
    }

    #[test]
    fn a_data_row_holds_text_and_nulls() {
        let mut body = vec![0, 2];
        body.extend_from_slice(&2i32.to_be_bytes());
        body.extend_from_slice(b"15");
        body.extend_from_slice(&(-1i32).to_be_bytes());
        assert_eq!(
            parse_row(&body).unwrap(),
            vec![Some("15".to_string()), None]
        );
        assert!(parse_row(&body[..5]).is_err());
    }

    #[test]
    fn an_error_reads_as_severity_and_message() {
        let body = b"SERROR\0VERROR\0C42P01\0Mrelation \"x\" does not exist\0\0";
        assert_eq!(error_text(body), "ERROR: relation \"x\" does not exist");
    }
}
