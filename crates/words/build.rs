//! Lists the catalogues in `words/<language>/*.ftl`, so that adding a file
//! or a language needs no line of code: the `fluent` feature embeds them all.

use std::env;
use std::fs;
use std::path::Path;

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../words");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<_> = fs::read_dir(&root)
        .expect("the words/ folder at the workspace root")
        .filter_map(|e| e.ok())
        .filter(|e| e.path().is_dir())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    // English first: it is the language every other falls back to.
    languages.sort_by_key(|l| (l != "en", l.clone()));
    let mut out = String::from(
        "/// Every language with a catalogue, English first.\npub const LANGUAGES: &[&str] = &[",
    );
    for l in &languages {
        out.push_str(&format!("{l:?}, "));
    }
    out.push_str("];\n\n/// Every catalogue file: its language, its name and its text.\npub(crate) const FILES: &[(&str, &str, &str)] = &[\n");
    for l in &languages {
        let dir = root.join(l);
        println!("cargo:rerun-if-changed={}", dir.display());
        let mut files: Vec<_> = fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort();
        for f in files {
            println!("cargo:rerun-if-changed={}", f.display());
            let name = f.file_name().unwrap().to_string_lossy().into_owned();
            let path = f.canonicalize().unwrap();
            out.push_str(&format!(
                "    ({l:?}, {name:?}, include_str!({:?})),\n",
                path.display().to_string()
            ));
        }
    }
    out.push_str("];\n");
    fs::write(
        Path::new(&env::var("OUT_DIR").unwrap()).join("catalogues.rs"),
        out,
    )
    .unwrap();
}
