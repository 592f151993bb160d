//! `cargo xtask bench`: measures what the safety map and the page cost, and
//! prints one table.
//!
//! The figures come from three measuring programs that print
//! `fencelab-bench KEY VALUE` lines, read here:
//!
//! - `crates/core/benches/figures.rs`: a 200 × 200 map of
//!   `paused-holder.json` and one outcome-only run, natively, in release;
//! - `tests/bench/page.mjs`: the same map in wasm inside headless Chromium,
//!   the page's `fencelab:update` (and `fencelab:safety-map`) measures over
//!   100 moves of the pause slider, and the gzip size of `dist/`;
//! - `tests/bench/story.py`: the article's `fencing.py`, extracted from the
//!   article at bench time (it is not part of the repository), in CPython.
//!
//! Before them, the core's divan benchmarks (`benches/outcome.rs`) print
//! their own table. Figures are reported against their goals, never
//! asserted: the task fails only when something cannot run at all.

use std::collections::BTreeMap;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};

use crate::cmd::{self, cargo, workspace_root};
use crate::{serve, site, tools, Result};

/// Names the article's text, which holds `fencing.py`; the article is not
/// part of the repository.
const ARTICLE_ENV: &str = "FENCELAB_ARTICLE";
/// The first line of `fencing.py` in the article, and the line after it ends.
const SCRIPT_START: &str = "\"\"\"fencing.py: a paused lock holder";
const SCRIPT_END: &str = "Run it with python3 fencing.py";

/// Cells in a 200 × 200 map.
const MAP_RUNS: f64 = 40_000.0;
/// One frame at 60 Hz, in milliseconds.
const FRAME_MS: f64 = 1000.0 / 60.0;
/// The goals and budgets the table compares with.
const WASM_RATIO_GOAL: f64 = 1.5;
const PYTHON_SPEEDUP_GOAL: f64 = 50.0;
const UPDATE_P95_BUDGET_MS: f64 = 8.0;
const GZIP_BUDGET_BYTES: f64 = 300_000.0;

/// Builds `dist/`, runs the benchmarks and prints the table.
pub fn run() -> Result {
    site::run()?;

    eprintln!("==> running the core's divan benchmarks");
    cmd::run(&mut cargo(&[
        "bench",
        "--locked",
        "-p",
        "fencelab-core",
        "--bench",
        "outcome",
    ]))?;

    eprintln!("==> timing a 200 × 200 map and one run natively (release)");
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

    eprintln!("==> timing the wasm map and the page in headless Chromium");
    let page = page()?;

    eprintln!("==> timing the article's fencing.py in CPython");
    let python = python();

    let table = Table::new(&native, &page, &python)?;
    println!();
    table.print();
    for note in &table.notes {
        println!("{note}");
    }
    Ok(())
}

/// The `fencelab-bench KEY VALUE` lines one program printed.
struct Figures {
    /// Who printed them, for error messages.
    source: &'static str,
    values: BTreeMap<String, String>,
}

impl Figures {
    fn read(source: &'static str, output: &str) -> Figures {
        let values = output
            .lines()
            .filter_map(|line| line.strip_prefix("fencelab-bench "))
            .filter_map(|line| line.split_once(' '))
            .map(|(key, value)| (key.to_owned(), value.trim().to_owned()))
            .collect();
        Figures { source, values }
    }

    fn text(&self, key: &str) -> Result<&str> {
        self.values
            .get(key)
            .map(String::as_str)
            .ok_or_else(|| format!("{} printed no figure `{key}`", self.source).into())
    }

    fn number(&self, key: &str) -> Result<f64> {
        let text = self.text(key)?;
        text.parse().map_err(|_| {
            format!("{} printed `{key}` as {text:?}, not a number", self.source).into()
        })
    }
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

/// The table's rows and the notes printed under it.
struct Table {
    rows: Vec<[String; 4]>,
    notes: Vec<String>,
}

impl Table {
    fn new(
        native: &Figures,
        page: &Figures,
        python: &std::result::Result<Figures, String>,
    ) -> Result<Table> {
        let mut table = Table {
            rows: Vec::new(),
            notes: Vec::new(),
        };
        let native_ms = native.number("map_ms")?;
        let wasm_ms = page.number("wasm_map_ms")?;
        let run_ns = native.number("run_ns")?;

        table.row(
            "native sims/s",
            format!("{} (200 × 200 map in {native_ms:.2} ms)", rate(native_ms)),
            "",
            "",
        );
        table.row(
            "wasm sims/s (Chromium)",
            format!(
                "{} (200 × 200 map in {wasm_ms:.2} ms, the median of pages at {} ms)",
                rate(wasm_ms),
                page.text("wasm_map_pages_ms")?.replace(',', ", ")
            ),
            "",
            "",
        );
        let ratio = wasm_ms / native_ms;
        table.row(
            "wasm/native time ratio",
            format!("{ratio:.2}"),
            format!("≤ {WASM_RATIO_GOAL}"),
            meets(ratio <= WASM_RATIO_GOAL),
        );
        table.row(
            "200 × 200 map per frame, native / wasm",
            format!("{native_ms:.2} ms / {wasm_ms:.2} ms"),
            format!("≤ {FRAME_MS:.2} ms (60 Hz frame)"),
            format!(
                "{} / {}",
                meets(native_ms <= FRAME_MS),
                meets(wasm_ms <= FRAME_MS)
            ),
        );
        let story_ns = native.number("story_ns")?;
        table.row(
            "native outcome-only run, default story / article's story",
            format!("{} / {}", duration(run_ns), duration(story_ns)),
            "",
            "",
        );
        match python {
            Ok(python) => {
                // The same story on both sides: fencing.py's scenario(False)
                // is kleppmann-2016.json with fencing off.
                let python_ns = python.number("python_run_ns")?;
                let speedup = python_ns / story_ns;
                table.row(
                    "native vs CPython fencing.py, the article's story",
                    format!(
                        "{} vs {}: {speedup:.0}× faster",
                        duration(story_ns),
                        duration(python_ns)
                    ),
                    format!("≥ {PYTHON_SPEEDUP_GOAL:.0}×"),
                    meets(speedup >= PYTHON_SPEEDUP_GOAL),
                );
                table.notes.push(format!(
                    "fencing.py ran in {}.",
                    python.text("python_version")?
                ));
            }
            Err(why) => table.notes.push(format!("fencing.py not timed: {why}.")),
        }
        table.update_row(
            page,
            "update",
            "page update, pause slider (map redrawn) p50 / p95",
        )?;
        table.update_row(
            page,
            "update_remap",
            "page update, lease slider (map re-run) p50 / p95",
        )?;
        table.update_row(
            page,
            "update_compare",
            "page update, lease slider, two runs compared p50 / p95",
        )?;
        let full = page.number("safety_map_full_n")?;
        let full_map = if full > 0.0 {
            format!(
                "{:.1} / {:.1} ms ({full} maps of 200 × 200, run and drawn)",
                page.number("safety_map_full_p50_ms")?,
                page.number("safety_map_full_p95_ms")?
            )
        } else {
            "no full map was measured".to_owned()
        };
        table.row(
            "full map on page, settings at rest p50 / p95",
            full_map,
            "",
            "",
        );
        let gzip = page.number("gzip_total")?;
        let parts: Result<Vec<String>> = ["html", "css", "js", "wasm"]
            .iter()
            .map(|kind| {
                Ok(format!(
                    "{kind} {}",
                    kb(page.number(&format!("gzip_{kind}"))?)
                ))
            })
            .collect();
        table.row(
            "page files, gzip",
            format!("{} ({})", kb(gzip), parts?.join(", ")),
            format!("≤ {}", kb(GZIP_BUDGET_BYTES)),
            meets(gzip <= GZIP_BUDGET_BYTES),
        );

        if native.text("map_counts")? != page.text("wasm_map_counts")? {
            table.notes.push(format!(
                "warning: the wasm map's verdict counts ({}) differ from the native map's ({}).",
                page.text("wasm_map_counts")?,
                native.text("map_counts")?
            ));
        }
        let cores = std::thread::available_parallelism().map_or(0, usize::from);
        table.notes.push(format!(
            "Medians after a warm-up, on {cores} cores, in {}; gzip at level 9 by Node's \
             zlib, KB = 1000 bytes.",
            page.text("chromium_version")
                .map_or("Chromium".to_owned(), |v| format!("Chromium {v}"))
        ));
        Ok(table)
    }

    /// A row for the page's `fencelab:update` measures under `key`.
    fn update_row(&mut self, page: &Figures, key: &str, what: &str) -> Result {
        let goal = format!("p95 ≤ {UPDATE_P95_BUDGET_MS:.0} ms");
        let updates = page.number(&format!("{key}_n"))?;
        if updates > 0.0 {
            let p95 = page.number(&format!("{key}_p95_ms"))?;
            let p50 = page.number(&format!("{key}_p50_ms"))?;
            self.row(
                what,
                format!("{p50:.1} / {p95:.1} ms ({updates} changes)"),
                goal,
                meets(p95 <= UPDATE_P95_BUDGET_MS),
            );
        } else {
            self.row(what, "no fencelab:update measures".to_owned(), goal, "?");
        }
        Ok(())
    }

    fn row(&mut self, what: &str, figure: String, goal: impl Into<String>, met: impl Into<String>) {
        self.rows
            .push([what.to_owned(), figure, goal.into(), met.into()]);
    }

    fn print(&self) {
        let header = ["", "figure", "goal", "met"].map(str::to_owned);
        let mut widths = [0; 4];
        for row in std::iter::once(&header).chain(&self.rows) {
            for (width, cell) in widths.iter_mut().zip(row) {
                *width = (*width).max(cell.chars().count());
            }
        }
        let line = |row: &[String; 4]| {
            let cells: Vec<String> = row
                .iter()
                .zip(widths)
                .map(|(cell, width)| format!("{cell:<width$}"))
                .collect();
            println!("{}", cells.join("  ").trim_end());
        };
        line(&header);
        line(&widths.map(|width| "-".repeat(width)));
        for row in &self.rows {
            line(row);
        }
    }
}

/// Simulations per second of a 200 × 200 map that took `map_ms`.
fn rate(map_ms: f64) -> String {
    let per_second = MAP_RUNS / (map_ms / 1000.0);
    format!("{:.2} M/s", per_second / 1e6)
}

/// A time in nanoseconds, in the unit that reads best.
fn duration(ns: f64) -> String {
    if ns >= 1e6 {
        format!("{:.2} ms", ns / 1e6)
    } else if ns >= 1e3 {
        format!("{:.2} µs", ns / 1e3)
    } else {
        format!("{ns:.0} ns")
    }
}

fn kb(bytes: f64) -> String {
    format!("{:.1} KB", bytes / 1000.0)
}

fn meets(ok: bool) -> String {
    if ok { "yes" } else { "no" }.to_owned()
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
