//! The figures a measuring program prints, one `fencelab-bench KEY VALUE`
//! line each, read back by name.

use std::collections::BTreeMap;

use crate::Result;

/// The `fencelab-bench KEY VALUE` lines one program printed.
pub struct Figures {
    /// Who printed them, for error messages.
    source: &'static str,
    values: BTreeMap<String, String>,
}

impl Figures {
    pub fn read(source: &'static str, output: &str) -> Figures {
        let values = output
            .lines()
            .filter_map(|line| line.strip_prefix("fencelab-bench "))
            .filter_map(|line| line.split_once(' '))
            .map(|(key, value)| (key.to_owned(), value.trim().to_owned()))
            .collect();
        Figures { source, values }
    }

    pub fn text(&self, key: &str) -> Result<&str> {
        self.values
            .get(key)
            .map(String::as_str)
            .ok_or_else(|| format!("{} printed no figure `{key}`", self.source).into())
    }

    pub fn number(&self, key: &str) -> Result<f64> {
        let text = self.text(key)?;
        text.parse().map_err(|_| {
            format!("{} printed `{key}` as {text:?}, not a number", self.source).into()
        })
    }
}
