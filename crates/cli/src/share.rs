//! `fencelab link FILE`: the `file=` parameter of a link that carries the
//! scenario, for a page to open (the format is `link/`'s).

use std::io::Write;
use std::path::Path;

use fencelab_words::say;

use crate::link::{parameter, MAX_UNPACKED};
use crate::load::read;
use crate::Failure;

/// `fencelab link FILE`: checks that the scenario loads and prints its
/// `file=` parameter, one line. A file larger than a link may carry is
/// refused, so every link made here opens.
pub fn link(file: &Path, out: &mut impl Write) -> Result<(), Failure> {
    let (text, _) = read(file).map_err(Failure::Input)?;
    if text.len() > MAX_UNPACKED {
        let name = file.display().to_string();
        let kb = MAX_UNPACKED >> 10;
        return Err(Failure::Input(say!(
            "cli-link-file-too-large",
            file = name,
            kb = kb
        )));
    }
    writeln!(out, "{}", parameter(&text))?;
    Ok(())
}
