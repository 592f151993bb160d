//! The one error type of this crate, worded for the person running a check.

use std::fmt;
use std::io;
use std::time::Duration;

/// What went wrong while starting, stopping or talking to a real service.
#[derive(Debug)]
pub enum ServiceError {
    /// The program a service needs is not installed or not on the PATH.
    MissingBinary {
        /// The service that needed it.
        service: &'static str,
        /// The program that was looked for.
        binary: String,
    },
    /// Someone else took the port between choosing it and the service binding it.
    PortInUse {
        /// The service that could not bind.
        service: &'static str,
        /// The port it was given.
        port: u16,
    },
    /// The service exited before it was ready.
    WillNotStart {
        /// The service that exited.
        service: &'static str,
        /// The last lines of its log, which usually say why.
        log_tail: String,
    },
    /// A bounded wait ran out.
    Timeout {
        /// What did not happen, as a sentence to which "within 10 s" is added
        /// ("etcd did not answer on 127.0.0.1:2379").
        what: String,
        /// How long it was awaited.
        after: Duration,
        /// The last lines of the service's log, or empty when there is none.
        log_tail: String,
    },
    /// The service answered something this crate's client did not expect.
    Protocol {
        /// The service that answered.
        service: &'static str,
        /// What was wrong with the answer.
        message: String,
    },
    /// The service understood the request and refused it, with its own message.
    Server {
        /// The service that refused.
        service: &'static str,
        /// The server's message.
        message: String,
    },
    /// The etcd lease named in a request has expired or was revoked.
    LeaseGone,
    /// An operating-system call failed.
    Io {
        /// What was being done, as a phrase ("write etcd's log").
        what: String,
        /// The error the system gave.
        source: io::Error,
    },
}

/// The result of everything in this crate that can fail.
pub type Result<T> = std::result::Result<T, ServiceError>;

impl ServiceError {
    /// Wraps an I/O error with a phrase saying what was being done.
    pub fn io(what: impl Into<String>, source: io::Error) -> ServiceError {
        ServiceError::Io {
            what: what.into(),
            source,
        }
    }

    /// Builds a protocol error for a service.
    pub fn protocol(service: &'static str, message: impl Into<String>) -> ServiceError {
        ServiceError::Protocol {
            service,
            message: message.into(),
        }
    }
}

impl fmt::Display for ServiceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServiceError::MissingBinary { service, binary } => write!(
                f,
                "{service} cannot start: the program {binary} is not installed or not on the PATH"
            ),
            ServiceError::PortInUse { service, port } => write!(
                f,
                "{service} could not listen on 127.0.0.1:{port}: another program took the port"
            ),
            ServiceError::WillNotStart { service, log_tail } => {
                write!(f, "{service} exited before it was ready")?;
                write_tail(f, log_tail)
            }
            ServiceError::Timeout {
                what,
                after,
                log_tail,
            } => {
                write!(f, "{what} within {}", seconds(*after))?;
                write_tail(f, log_tail)
            }
            ServiceError::Protocol { service, message } => {
                write!(f, "{service} answered something unexpected: {message}")
            }
            ServiceError::Server { service, message } => {
                write!(f, "{service} refused the request: {message}")
            }
            ServiceError::LeaseGone => {
                write!(
                    f,
                    "etcd no longer knows the lease: it expired or was revoked"
                )
            }
            ServiceError::Io { what, source } => write!(f, "could not {what}: {source}"),
        }
    }
}

impl std::error::Error for ServiceError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ServiceError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

/// Writes a duration the way a person says it: "10 s", "1.5 s", "250 ms".
fn seconds(after: Duration) -> String {
    let ms = after.as_millis();
    if ms < 1000 {
        format!("{ms} ms")
    } else if ms % 1000 == 0 {
        format!("{} s", ms / 1000)
    } else {
        format!("{:.1} s", after.as_secs_f64())
    }
}

fn write_tail(f: &mut fmt::Formatter<'_>, log_tail: &str) -> fmt::Result {
    if log_tail.trim().is_empty() {
        Ok(())
    } else {
        write!(f, "; its log ends:\n{}", log_tail.trim_end())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_timeout_says_what_for_how_long_and_the_log() {
        let error = ServiceError::Timeout {
            what: "etcd did not answer on 127.0.0.1:41233".into(),
            after: Duration::from_secs(10),
            log_tail: "line one\nline two\n".into(),
        };
        assert_eq!(
            error.to_string(),
            "etcd did not answer on 127.0.0.1:41233 within 10 s; its log ends:\nline one\nline two"
        );
    }

    #[test]
    fn durations_read_as_a_person_says_them() {
        assert_eq!(seconds(Duration::from_millis(250)), "250 ms");
        assert_eq!(seconds(Duration::from_millis(1500)), "1.5 s");
        assert_eq!(seconds(Duration::from_secs(5)), "5 s");
    }
}
