//! RESP2, Redis's wire format: commands out as arrays of bulk strings, replies in five kinds.

use std::io::BufRead;

use crate::error::{Result, ServiceError};

/// One reply from Redis.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// A status line such as "OK" or "PONG".
    Simple(String),
    /// An error line such as "ERR unknown command"; a reply, not a failure of the connection.
    Error(String),
    /// A number.
    Integer(i64),
    /// A string, or `None` for the null bulk string; a null array also reads as `None`.
    Bulk(Option<String>),
    /// A list of replies.
    Array(Vec<Reply>),
}

/// Writes a command as RESP: an array of bulk strings.
pub fn encode_command(args: &[&str]) -> Vec<u8> {
    let mut out = format!("*{}\r\n", args.len()).into_bytes();
    for arg in args {
        out.extend_from_slice(format!("${}\r\n", arg.len()).as_bytes());
        out.extend_from_slice(arg.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    out
}

/// Reads one whole reply, nested arrays included.
pub fn read_reply(reader: &mut impl BufRead) -> Result<Reply> {
    let line = read_line(reader)?;
    let (kind, rest) = line.split_at(1.min(line.len()));
    let number = |text: &str| -> Result<i64> {
        text.parse()
            .map_err(|_| ServiceError::protocol("redis", format!("{text:?} is not a number")))
    };
    match kind {
        "+" => Ok(Reply::Simple(rest.to_string())),
        "-" => Ok(Reply::Error(rest.to_string())),
        ":" => Ok(Reply::Integer(number(rest)?)),
        "$" => {
            let length = number(rest)?;
            if length < 0 {
                return Ok(Reply::Bulk(None));
            }
            let mut bytes = vec![0u8; length.unsigned_abs() as usize + 2];
            reader
                .read_exact(&mut bytes)
                .map_err(|e| ServiceError::io("read from Redis", e))?;
            if !bytes.ends_with(b"\r\n") {
                return Err(ServiceError::protocol(
                    "redis",
                    "a bulk string does not end with CRLF",
                ));
            }
            bytes.truncate(bytes.len() - 2);
            Ok(Reply::Bulk(Some(
                String::from_utf8_lossy(&bytes).into_owned(),
            )))
        }
        "*" => {
            let count = number(rest)?;
            if count < 0 {
                return Ok(Reply::Bulk(None));
            }
            let mut items = Vec::new();
            for _ in 0..count {
                items.push(read_reply(reader)?);
            }
            Ok(Reply::Array(items))
        }
        _ => Err(ServiceError::protocol(
            "redis",
            format!("the reply line {line:?} has no known kind"),
        )),
    }
}

/// Reads a line without its CRLF; the end of the stream means Redis hung up.
fn read_line(reader: &mut impl BufRead) -> Result<String> {
    let mut line = String::new();
    let n = reader
        .read_line(&mut line)
        .map_err(|e| ServiceError::io("read from Redis", e))?;
    if n == 0 {
        return Err(ServiceError::protocol(
            "redis",
            "the connection closed before a reply",
        ));
    }
    if !line.ends_with("\r\n") {
        return Err(ServiceError::protocol(
            "redis",
            format!("the line {line:?} does not end with CRLF"),
        ));
    }
    line.truncate(line.len() - 2);
    Ok(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(raw: &str) -> Result<Reply> {
        read_reply(&mut raw.as_bytes())
    }

    #[test]
    fn commands_are_arrays_of_bulk_strings() {
        assert_eq!(
            encode_command(&["GET", "k"]),
            b"*2\r\n$3\r\nGET\r\n$1\r\nk\r\n"
        );
        assert_eq!(
            encode_command(&["SET", ""]),
            b"*2\r\n$3\r\nSET\r\n$0\r\n\r\n"
        );
    }

    #[test]
    fn each_kind_is_read() {
        assert_eq!(parse("+OK\r\n").unwrap(), Reply::Simple("OK".into()));
        assert_eq!(parse("-ERR no\r\n").unwrap(), Reply::Error("ERR no".into()));
        assert_eq!(parse(":-12\r\n").unwrap(), Reply::Integer(-12));
        assert_eq!(
            parse("$5\r\na\r\nbc\r\n").unwrap(),
            Reply::Bulk(Some("a\r\nbc".into()))
        );
        assert_eq!(parse("$-1\r\n").unwrap(), Reply::Bulk(None));
        assert_eq!(parse("*-1\r\n").unwrap(), Reply::Bulk(None));
        assert_eq!(
            parse("*2\r\n:1\r\n*1\r\n$0\r\n\r\n").unwrap(),
            Reply::Array(vec![
                Reply::Integer(1),
                Reply::Array(vec![Reply::Bulk(Some(String::new()))])
            ])
        );
    }

    #[test]
    fn broken_replies_are_protocol_errors() {
        for raw in [
            "?x\r\n",
            ":x\r\n",
            "$3\r\nabcd\r\n",
            "+OK\n",
            "",
            "*2\r\n:1\r\n",
        ] {
            assert!(
                matches!(parse(raw), Err(ServiceError::Protocol { .. })),
                "{raw:?}"
            );
        }
    }
}
