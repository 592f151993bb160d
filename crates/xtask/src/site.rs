//! `cargo xtask dist`: builds the wasm and lays out the static site in `dist/`.
//!
//! The site is plain files: `www/` as written (its scripts and styles made
//! lean: see `lean.rs`), the wasm package under
//! `pkg/`, every scenario under `scenarios/` and every recording of a real
//! run (`tests/real/`) under `real/`, each folder with an `index.json` that
//! lists it, so the page can offer each one without a server that lists
//! folders. Every path inside is relative; the folder works from any static
//! host and any sub-folder. Beside them, `fencelab.html` is the same page
//! in one file for use offline (see `single/mod.rs`).

use std::fs;
use std::io;
use std::path::Path;

use crate::cmd::{self, workspace_root};
use crate::{lean, preload, scorm, single, tools, words, Result};

/// What `dist/` is built from and where the wasm package lands; `www/pkg`
/// is ignored by git but lets `tsc` check `www/js` against the real
/// declarations with the same relative imports the page uses.
const PKG: &str = "www/pkg";

/// The experiment the page opens with, the one its walk tells: named in
/// `scenarios/index.json` as `home`, and run at build time as the page's
/// opening (see `opening`).
const HOME: &str = "paused-holder.json";

/// The files of wasm-pack's output that the page loads (and the types tsc reads).
const PKG_FILES: &[&str] = &[
    "fencelab_wasm.js",
    "fencelab_wasm_bg.wasm",
    "fencelab_wasm.d.ts",
    "fencelab_wasm_bg.wasm.d.ts",
];

/// Installs what the build needs, builds the wasm and writes `dist/`.
pub fn run() -> Result {
    build_wasm()?;
    assemble()?;
    let dist = workspace_root().join("dist");
    eprintln!("==> wrote {}", dist.display());
    let size = single::write(&dist)?;
    eprintln!(
        "==> wrote {} ({} KB)",
        dist.join(single::FILE).display(),
        size.div_ceil(1000)
    );
    let package = scorm::write(&dist)?;
    eprintln!(
        "==> wrote {} ({} KB)",
        dist.join(scorm::FILE).display(),
        package.div_ceil(1000)
    );
    Ok(())
}

/// `wasm-pack build --target web` into `www/pkg`, with binaryen's wasm-opt
/// from npm on `PATH`.
pub fn build_wasm() -> Result {
    eprintln!("==> building the wasm package");
    tools::ensure_wasm_target()?;
    tools::ensure_wasm_pack()?;
    tools::ensure_wasm_bindgen()?;
    tools::ensure_npm_packages()?;
    let out_dir = workspace_root().join(PKG);
    let out_dir = out_dir.to_string_lossy();
    let mut build = tools::program(
        "wasm-pack",
        &[
            "build",
            "crates/wasm",
            "--target",
            "web",
            "--profile",
            "wasm-release",
            "--no-pack",
            "--out-dir",
            &out_dir,
        ],
    )?;
    cmd::run(&mut build)?;
    vendor()
}

/// Where the page's one library, `@fluent/bundle`, is copied from npm's
/// folder: its ES modules and their types, beside `www/pkg` and ignored by
/// git like it, so `tsc` checks the page against them and `dist/` serves them.
const VENDOR: &[(&str, &str)] = &[(
    "node_modules/@fluent/bundle/esm",
    "www/vendor/fluent-bundle",
)];

/// Copies the page's library from `node_modules` into `www/vendor`.
pub fn vendor() -> Result {
    let root = workspace_root();
    for (from, to) in VENDOR {
        let (from, to) = (root.join(from), root.join(to));
        if to.exists() {
            fs::remove_dir_all(&to)?;
        }
        copy_tree(&from, &to, &|path| {
            !path.file_name().is_some_and(|n| {
                n.to_string_lossy().ends_with(".js") || n.to_string_lossy().ends_with(".d.ts")
            })
        })
        .map_err(|err| format!("{}: {err}; did `npm ci` run?", from.display()))?;
    }
    Ok(())
}

/// `dist/` again under `target/panic-site/`, with a wasm built with the
/// `test-panic` feature, in the quick dev profile: only the browser test
/// of the panic path opens it. Needs `dist/` built first.
pub fn panic_site() -> Result<std::path::PathBuf> {
    eprintln!("==> building the wasm with a panic the tests can ask for");
    let root = workspace_root();
    let out = root.join("target/panic-pkg");
    let out_dir = out.to_string_lossy();
    let mut build = tools::program(
        "wasm-pack",
        &[
            "build",
            "crates/wasm",
            "--target",
            "web",
            "--dev",
            "--no-pack",
            "--no-opt",
            "--out-dir",
            &out_dir,
            "--",
            "--features",
            "test-panic",
        ],
    )?;
    cmd::run(&mut build)?;
    let site = root.join("target/panic-site");
    if site.exists() {
        fs::remove_dir_all(&site)?;
    }
    copy_tree(&root.join("dist"), &site, &|path| {
        path.file_name().is_some_and(|n| n == single::FILE)
    })?;
    for file in PKG_FILES {
        fs::copy(out.join(file), site.join("pkg").join(file))?;
    }
    Ok(site)
}

/// Copies `www/`, the package, the scenarios and the recordings into a fresh `dist/`.
pub fn assemble() -> Result {
    let root = workspace_root();
    let dist = root.join("dist");
    if dist.exists() {
        fs::remove_dir_all(&dist)?;
    }
    copy_tree(&root.join("www"), &dist, &|path| {
        // The package is copied below, file by file.
        path.strip_prefix(root.join("www"))
            .is_ok_and(|p| p.starts_with("pkg"))
    })?;
    fs::create_dir_all(dist.join("pkg"))?;
    for file in PKG_FILES {
        fs::copy(root.join(PKG).join(file), dist.join("pkg").join(file))
            .map_err(|err| format!("{PKG}/{file}: {err}; did the wasm build run?"))?;
    }
    copy_listed(
        &root.join("scenarios"),
        &dist.join("scenarios"),
        "scenarios",
        Some(HOME),
    )?;
    copy_listed(
        &root.join("tests/real"),
        &dist.join("real"),
        "recordings",
        None,
    )?;
    opening(&root.join("scenarios").join(HOME), &dist.join("opening"))?;
    words::write(&root.join("words"), &dist.join("words"))?;
    let saved = lean::tree(&dist)?;
    eprintln!(
        "==> took comments and indentation out of the scripts and styles: {} KB less",
        saved / 1000
    );
    let preloads = preload::write(&dist)?;
    eprintln!("==> preloaded {preloads} files the first verdict needs");
    Ok(())
}

/// Writes the opening run of `scenario` in every language into `to`:
/// the first run at its defaults, which the page shows before its wasm
/// has arrived. The wasm crate's own views make it, run natively.
fn opening(scenario: &Path, to: &Path) -> Result {
    eprintln!("==> running the opening run in every language");
    cmd::run(&mut cmd::cargo(&[
        "run",
        "--locked",
        "--quiet",
        "-p",
        "fencelab-wasm",
        "--example",
        "opening",
        "--",
        &scenario.to_string_lossy(),
        &to.to_string_lossy(),
    ]))
}

/// Copies every `.json` file of `from` but the schema into `to`, with an
/// `index.json` that lists them under `key` (and names `home`, if given,
/// as the one the page opens with). A missing `from` gives an empty list:
/// the page then has nothing of that kind to offer.
fn copy_listed(from: &Path, to: &Path, key: &str, home: Option<&str>) -> Result {
    fs::create_dir_all(to)?;
    let mut names = Vec::new();
    if from.exists() {
        for entry in fs::read_dir(from)? {
            let path = entry?.path();
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            if name.ends_with(".json") && name != "schema.json" && name != "index.json" {
                fs::copy(&path, to.join(&name))?;
                names.push(name);
            }
        }
    }
    names.sort();
    if let Some(home) = home.filter(|h| !names.iter().any(|n| n == h)) {
        return Err(format!("{}: there is no {home} to open with", from.display()).into());
    }
    fs::write(to.join("index.json"), index_json(key, &names, home))?;
    Ok(())
}

/// `{"home": "a.json", "scenarios": ["a.json", ...]}`; file names are plain ASCII by the
/// scenarios guide, and checked here so the hand-written JSON stays valid.
fn index_json(key: &str, names: &[String], home: Option<&str>) -> String {
    let home = home.map_or(String::new(), |h| format!("  \"home\": \"{h}\",\n"));
    let quoted: Vec<String> = names
        .iter()
        .filter(|n| {
            n.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
        })
        .map(|n| format!("    \"{n}\""))
        .collect();
    if quoted.is_empty() {
        return format!("{{\n{home}  \"{key}\": []\n}}\n");
    }
    format!(
        "{{\n{home}  \"{key}\": [\n{}\n  ]\n}}\n",
        quoted.join(",\n")
    )
}

fn copy_tree(from: &Path, to: &Path, skip: &dyn Fn(&Path) -> bool) -> io::Result<()> {
    fs::create_dir_all(to)?;
    for entry in fs::read_dir(from)? {
        let entry = entry?;
        let path = entry.path();
        if skip(&path) {
            continue;
        }
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_tree(&path, &target, skip)?;
        } else {
            fs::copy(&path, &target)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::index_json;

    #[test]
    fn an_index_lists_its_files_under_its_key() {
        let names = [
            "a.json".to_owned(),
            "b-c.json".to_owned(),
            "bad\".json".to_owned(),
        ];
        assert_eq!(
            index_json("recordings", &names, None),
            "{\n  \"recordings\": [\n    \"a.json\",\n    \"b-c.json\"\n  ]\n}\n"
        );
        assert_eq!(
            index_json("recordings", &[], None),
            "{\n  \"recordings\": []\n}\n"
        );
        assert_eq!(
            index_json("scenarios", &names[..1], Some("a.json")),
            "{\n  \"home\": \"a.json\",\n  \"scenarios\": [\n    \"a.json\"\n  ]\n}\n"
        );
    }
}
