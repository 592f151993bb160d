//! A tiny HTTP/1.1 client: one request per connection, enough for etcd's JSON gateway.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::time::Duration;

use crate::error::{Result, ServiceError};
use crate::socket::{connect, timeout_or_io};

/// The parts of an answer the clients use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Response {
    /// The status code, such as 200.
    pub status: u16,
    /// The body, with any chunked framing removed.
    pub body: String,
}

/// Sends one request with `Connection: close` and reads the whole answer.
///
/// `body` is sent as JSON when given; a GET has none. `timeout` bounds the connect and each
/// read and write.
pub fn request(
    service: &'static str,
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
    timeout: Duration,
) -> Result<Response> {
    let what = |doing: &str| format!("{doing} {service} at {addr}");
    let stream = connect(addr, timeout, &format!("{service} at {addr}"))?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n");
    if let Some(body) = body {
        head.push_str(&format!(
            "Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        ));
    }
    head.push_str("\r\n");
    let mut out = head.into_bytes();
    out.extend_from_slice(body.unwrap_or("").as_bytes());
    (&stream)
        .write_all(&out)
        .map_err(|e| timeout_or_io(e, what("send a request to"), timeout))?;
    read_response(service, BufReader::new(stream)).map_err(|e| match e {
        ServiceError::Io { source, .. } => {
            timeout_or_io(source, what("read an answer from"), timeout)
        }
        other => other,
    })
}

/// Reads a status line, headers, and a body framed by Content-Length, chunks or the close.
pub fn read_response(service: &'static str, mut reader: impl BufRead) -> Result<Response> {
    let bad = |message: String| ServiceError::protocol(service, message);
    let status_line = read_line(&mut reader)?;
    let mut parts = status_line.splitn(3, ' ');
    let version = parts.next().unwrap_or("");
    if !version.starts_with("HTTP/1.") {
        return Err(bad(format!(
            "the status line {status_line:?} is not HTTP/1.x"
        )));
    }
    let status: u16 = parts.next().and_then(|s| s.parse().ok()).ok_or_else(|| {
        bad(format!(
            "the status line {status_line:?} has no status code"
        ))
    })?;
    let mut length = None;
    let mut chunked = false;
    loop {
        let line = read_line(&mut reader)?;
        if line.is_empty() {
            break;
        }
        let Some((name, value)) = line.split_once(':') else {
            return Err(bad(format!("the header line {line:?} has no colon")));
        };
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-length") {
            length = Some(
                value
                    .parse::<usize>()
                    .map_err(|_| bad(format!("Content-Length {value:?} is not a number")))?,
            );
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            chunked = value.to_ascii_lowercase().contains("chunked");
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            let line = read_line(&mut reader)?;
            let size_text = line.split(';').next().unwrap_or("").trim();
            let size = usize::from_str_radix(size_text, 16)
                .map_err(|_| bad(format!("the chunk size {line:?} is not hexadecimal")))?;
            if size == 0 {
                break;
            }
            let start = body.len();
            body.resize(start + size, 0);
            reader
                .read_exact(&mut body[start..])
                .map_err(|e| ServiceError::io("read a chunk", e))?;
            let end = read_line(&mut reader)?;
            if !end.is_empty() {
                return Err(bad("a chunk does not end with CRLF".into()));
            }
        }
    } else if let Some(length) = length {
        body.resize(length, 0);
        reader
            .read_exact(&mut body)
            .map_err(|e| ServiceError::io("read a body", e))?;
    } else {
        reader
            .read_to_end(&mut body)
            .map_err(|e| ServiceError::io("read a body", e))?;
    }
    let body = String::from_utf8(body).map_err(|_| bad("the body is not UTF-8".into()))?;
    Ok(Response { status, body })
}

/// Reads one line without its CRLF; the end of the stream is an error, since HTTP ends with a blank line.
fn read_line(reader: &mut impl BufRead) -> Result<String> {
    let mut line = String::new();
    let n = reader
        .read_line(&mut line)
        .map_err(|e| ServiceError::io("read a line", e))?;
    if n == 0 {
        return Err(ServiceError::io(
            "read a line",
            std::io::Error::new(
                std::io::ErrorKind::UnexpectedEof,
                "the connection closed early",
            ),
        ));
    }
    while line.ends_with('\n') || line.ends_with('\r') {
        line.pop();
    }
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(raw: &str) -> Result<Response> {
        read_response("test", raw.as_bytes())
    }

    #[test]
    fn a_content_length_body_is_read_exactly() {
        let response =
            parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX: y\r\n\r\nhello, and more").unwrap();
        assert_eq!(response.status, 200);
        assert_eq!(response.body, "hello");
    }

    #[test]
    fn chunks_are_joined() {
        let raw = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n4\r\n{\"a\"\r\n3;x=1\r\n:1}\r\n0\r\n\r\n";
        assert_eq!(parse(raw).unwrap().body, "{\"a\":1}");
    }

    #[test]
    fn a_body_without_length_runs_to_the_close() {
        let response = parse("HTTP/1.0 404 Not Found\r\n\r\nnot here").unwrap();
        assert_eq!(response.status, 404);
        assert_eq!(response.body, "not here");
    }

    #[test]
    fn broken_answers_are_protocol_errors() {
        assert!(matches!(
            parse("SMTP 220\r\n\r\n"),
            Err(ServiceError::Protocol { .. })
        ));
        assert!(matches!(
            parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n"),
            Err(ServiceError::Protocol { .. })
        ));
        assert!(matches!(
            parse("HTTP/1.1 200 OK\r\n"),
            Err(ServiceError::Io { .. })
        ));
    }
}
