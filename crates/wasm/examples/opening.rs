//! Writes the opening run of one experiment in every language:
//! `opening SCENARIO.json OUT_DIR` makes `OUT_DIR/<language>.json`.
//! `cargo xtask dist` runs it for the page (see `src/opening.rs`).

use std::path::Path;
use std::rc::Rc;
use std::{env, fs, process};

use fencelab_words::{Catalogue, LANGUAGES};

fn main() {
    if let Err(err) = write() {
        eprintln!("opening: {err}");
        process::exit(1);
    }
}

fn write() -> Result<(), String> {
    let args: Vec<String> = env::args().skip(1).collect();
    let [scenario, out] = args.as_slice() else {
        return Err("usage: opening SCENARIO.json OUT_DIR".into());
    };
    let path = Path::new(scenario);
    let text = fs::read_to_string(path).map_err(|err| format!("{scenario}: {err}"))?;
    let file = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| format!("{scenario} names no file"))?;
    fs::create_dir_all(out).map_err(|err| format!("{out}: {err}"))?;
    for language in LANGUAGES {
        fencelab_words::install(Rc::new(Catalogue::new(language)?));
        let json = fencelab_wasm::opening::opening(&file, &text)?;
        let to = Path::new(out).join(format!("{language}.json"));
        fs::write(&to, json).map_err(|err| format!("{}: {err}", to.display()))?;
    }
    Ok(())
}
