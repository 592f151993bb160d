//! Errors a scenario or a setting can cause, each pointing at the problem.

use std::fmt;

use crate::words::say;

/// Why a scenario could not be loaded, or a knob could not be set.
///
/// Every variant says where the problem is (a line and column, a field path,
/// or a knob id) and what is wrong in words, so a course author can fix the
/// file without reading Rust.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// The text is not JSON, or not JSON of the scenario's shape.
    Parse {
        /// The field path where the problem was found, such as `clients[0].plan[2]`; empty at the top.
        path: String,
        /// The 1-based line of the problem.
        line: usize,
        /// The 1-based column of the problem.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// The JSON has the right shape but says something impossible.
    Invalid {
        /// The field path, such as `lock_service.lease_ms`.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// A knob id or value given from outside (the command line, a link) is wrong.
    Setting {
        /// What is wrong, naming the knob.
        message: String,
    },
}

impl Error {
    pub(crate) fn invalid(path: impl Into<String>, message: impl Into<String>) -> Error {
        Error::Invalid {
            path: path.into(),
            message: message.into(),
        }
    }

    pub(crate) fn setting(message: impl Into<String>) -> Error {
        Error::Setting {
            message: message.into(),
        }
    }
}

/// The problem with its place, in the thread's language: `line 6, column
/// 33, at lock_service.lease_ms: …`.
impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Parse {
                path,
                line,
                column,
                message,
            } => f.write_str(&placed(*line, *column, path, message)),
            Error::Invalid { path, message } => {
                f.write_str(&say!("problem-at-field", path = path, message = message))
            }
            Error::Setting { message } => f.write_str(message),
        }
    }
}

/// A problem's sentence after its line, column and field, as the command
/// line prints it.
pub(crate) fn placed(line: usize, column: usize, path: &str, message: &str) -> String {
    let (line, column) = (line.to_string(), column.to_string());
    if path.is_empty() {
        say!(
            "problem-placed",
            line = line,
            column = column,
            message = message
        )
    } else {
        say!(
            "problem-placed-field",
            line = line,
            column = column,
            path = path,
            message = message
        )
    }
}

impl std::error::Error for Error {}
