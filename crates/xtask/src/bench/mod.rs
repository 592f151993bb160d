//! `cargo xtask bench`: measures what the safety map and the page cost, in
//! three rounds, and prints one table with each figure's median and worst.
//!
//! The figures come from three measuring programs that print
//! `fencelab-bench KEY VALUE` lines, read here:
//!
//! - `crates/core/benches/figures.rs`: a 200 × 200 map of
//!   `paused-holder.json` and one outcome-only run, natively, in release;
//! - `tests/bench/page.mjs`: the same map in wasm inside headless Chromium,
//!   the page's own measures while every slider moves, the time from a
//!   change to the full map drawn, the first verdict over a slow connection,
//!   and the gzip size of `dist/`;
//! - `tests/bench/story.py`: the article's `fencing.py`, extracted from the
//!   article at bench time (it is not part of the repository), in CPython.
//!
//! Before them, the core's divan benchmarks (`benches/outcome.rs`) print
//! their own table. A round is one native run and one page run, back to
//! back, so the wasm/native ratio compares times taken moments apart on a
//! noisy machine. A budget counts as met only when its worst round meets
//! it. Figures are reported, never asserted: the task fails only when
//! something cannot run at all.

mod figures;
mod rounds;
mod table;

use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use crate::cmd::{self, cargo, workspace_root};
use crate::{serve, site, tools, Result};
use figures::Figures;

/// Names the article's text, which holds `fencing.py`; the article is not
/// part of the repository.
const ARTICLE_ENV: &str = "FENCELAB_ARTICLE";
/// The first line of `fencing.py` in the article, and the line after it ends.
const SCRIPT_START: &str = "\"\"\"fencing.py: a paused lock holder";
const SCRIPT_END: &str = "Run it with python3 fencing.py";

/// Rounds of native and page figures.
const ROUNDS: usize = 3;

/// Builds `dist/`, runs the benchmarks and prints the table.
pub fn run() -> Result {
    site::run()?;
    tools::ensure_debian(
        &[("/usr/bin/openssl", "openssl")],
        "The bench serves the page over HTTPS with a certificate it makes with openssl.",
    )?;

    eprintln!("==> running the core's divan benchmarks");
    cmd::run(&mut cargo(&[
        "bench",
        "--locked",
        "-p",
        "fencelab-core",
        "--bench",
        "outcome",
    ]))?;

    let mut rounds = Vec::new();
    for round in 1..=ROUNDS {
        eprintln!("==> round {round} of {ROUNDS}: a 200 × 200 map and one run natively (release)");
        let native = Figures::read(
            "the native bench",
            &cmd::output(&mut cargo(&[
                "bench",
                "--locked",
                "-p",
                "fencelab-core",
                "--bench",
                "figures",
            ]))?,
        );
        eprintln!("==> round {round} of {ROUNDS}: the wasm map and the page in headless Chromium");
        let page = page()?;
        rounds.push(rounds::Round { native, page });
    }

    eprintln!("==> timing the article's fencing.py in CPython");
    let python = python();

    let table = table::Table::new(&rounds, &python)?;
    println!();
    table.print();
    for note in &table.notes {
        println!("{note}");
    }
    Ok(())
}

/// Serves `dist/` on a free port and runs `tests/bench/page.mjs` against it.
fn page() -> Result<Figures> {
    tools::ensure_chromium()?;
    tools::ensure_npm_packages()?;
    tools::ensure_node()?;
    let addr = serve::start(workspace_root().join("dist"), "/")?;
    let mut node = cmd::program("node", &["tests/bench/page.mjs"]);
    node.env("FENCELAB_URL", format!("http://{addr}/"))
        .env("CHROMIUM", tools::CHROMIUM);
    Ok(Figures::read(
        "tests/bench/page.mjs",
        &cmd::output(&mut node)?,
    ))
}

/// The CPython figures, or why there are none: this row is optional, since
/// the article lives outside the repository.
fn python() -> std::result::Result<Figures, String> {
    let article = env::var_os(ARTICLE_ENV).map(PathBuf::from).ok_or_else(|| {
        format!(
            "no article to compare with; set {ARTICLE_ENV}=/path/to/the/article.txt \
             to time its fencing.py in CPython"
        )
    })?;
    let text = fs::read_to_string(&article).map_err(|err| {
        format!(
            "the article is not at {} ({err}); set {ARTICLE_ENV}=/path/to/\
             locks-leases-fencing-article.txt to compare with its fencing.py",
            article.display()
        )
    })?;
    let script = extract_script(&text).ok_or_else(|| {
        format!(
            "{} has no fencing.py between a line starting {SCRIPT_START:?} and one \
             starting {SCRIPT_END:?}",
            article.display()
        )
    })?;
    let dir = env::temp_dir().join(format!("fencelab-bench-{}", std::process::id()));
    let result = time_script(&dir, &script);
    // A leftover scratch folder is harmless; failing to remove it is not news.
    let _ = fs::remove_dir_all(&dir);
    result
}

/// The lines of `fencing.py` in the article, from its docstring to the
/// last line of code before the sentence that follows it.
fn extract_script(article: &str) -> Option<String> {
    let lines: Vec<&str> = article.lines().collect();
    let start = lines.iter().position(|l| l.starts_with(SCRIPT_START))?;
    let length = lines[start..]
        .iter()
        .position(|l| l.starts_with(SCRIPT_END))?;
    let script = lines[start..start + length].join("\n");
    Some(format!("{}\n", script.trim_end()))
}

fn time_script(dir: &Path, script: &str) -> std::result::Result<Figures, String> {
    fs::create_dir_all(dir).map_err(|err| format!("cannot create {}: {err}", dir.display()))?;
    let file = dir.join("fencing.py");
    fs::write(&file, script).map_err(|err| format!("cannot write {}: {err}", file.display()))?;
    let file = file.to_string_lossy();
    let mut python = cmd::program("python3", &["tests/bench/story.py", &file]);
    let output = cmd::output(&mut python).map_err(|err| err.to_string())?;
    Ok(Figures::read("tests/bench/story.py", &output))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_script_is_cut_from_its_docstring_to_the_sentence_after_it() {
        let article = "Code#\n\n\"\"\"fencing.py: a paused lock holder, and more.\n\nx = 1\n\n\
                       Run it with python3 fencing.py:\n\nstorage\n";
        assert_eq!(
            extract_script(article).as_deref(),
            Some("\"\"\"fencing.py: a paused lock holder, and more.\n\nx = 1\n")
        );
        assert_eq!(extract_script("no script here"), None);
    }

    #[test]
    fn figures_are_read_from_their_lines_only() {
        let figures = Figures::read(
            "test",
            "noise\nfencelab-bench map_ms 11.5\nfencelab-bench n 3\n",
        );
        assert_eq!(figures.number("map_ms").ok(), Some(11.5));
        assert_eq!(figures.text("n").ok(), Some("3"));
        assert!(figures.number("missing").is_err());
    }
}
