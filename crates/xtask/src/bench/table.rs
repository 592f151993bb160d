//! The bench's table: one row per figure, its median and worst over the
//! rounds against its goal or budget, and notes under it.

use super::figures::Figures;
use super::rounds::{Round, Spread};
use crate::Result;

/// Cells in a 200 × 200 map.
const MAP_RUNS: f64 = 40_000.0;
/// One frame at 60 Hz, in milliseconds.
const FRAME_MS: f64 = 1000.0 / 60.0;
/// The goals and budgets the table compares with.
const WASM_RATIO_GOAL: f64 = 1.5;
const PYTHON_SPEEDUP_GOAL: f64 = 50.0;
const UPDATE_P95_BUDGET_MS: f64 = 4.0;
const MAP_DRAWN_P95_BUDGET_MS: f64 = FRAME_MS;
const GZIP_BUDGET_BYTES: f64 = 300_000.0;
const FIRST_VERDICT_BUDGET_MS: f64 = 2000.0;
/// What may have arrived, gzipped, by the time the first verdict is on
/// screen: at 1.6 Mbit/s and 150 ms a round trip, 2 s carries about 250 KB
/// in all, and the page needs some of that time to run.
const FIRST_VERDICT_BYTES_BUDGET: f64 = 200_000.0;
/// Everything one language's page fetches on its own, gzipped.
const FETCHED_BUDGET_BYTES: f64 = 300_000.0;
/// The default story's sliders as `tests/bench/page.mjs` names their figures.
const SLIDERS: &[(&str, &str)] = &[
    ("pause", "Pause length"),
    ("lease", "Lease length"),
    ("pause_at", "A pauses at"),
    ("b_asks", "B asks at"),
];

/// The table's rows and the notes printed under it.
pub struct Table {
    rows: Vec<[String; 4]>,
    pub notes: Vec<String>,
}

fn native(round: &Round) -> &Figures {
    &round.native
}

fn page(round: &Round) -> &Figures {
    &round.page
}

impl Table {
    /// The table of `rounds`, row by row in the order it is read: the
    /// map's speed, a single run's, the page's updates, what it weighs and
    /// how soon it answers; then the notes that say how it was measured.
    pub fn new(rounds: &[Round], python: &std::result::Result<Figures, String>) -> Result<Table> {
        let mut table = Table {
            rows: Vec::new(),
            notes: Vec::new(),
        };
        let first = rounds.first().ok_or("no rounds were run")?;
        table.map_rows(rounds)?;
        let story_ns = table.run_rows(rounds)?;
        table.python_row(python, &story_ns)?;
        table.update_rows(rounds)?;
        table.size_rows(rounds)?;
        table.agreement_notes(rounds)?;
        let cores = std::thread::available_parallelism().map_or(0, usize::from);
        table.notes.push(format!(
            "Each figure is the median of {} rounds, with the worst round after it; a budget is \
             met only when its worst round meets it. Timings are medians after a warm-up within \
             a round (p95 where named), on {cores} cores, in {}; gzip at level 9 by Node's zlib, \
             KB = 1000 bytes.",
            rounds.len(),
            first
                .page
                .text("chromium_version")
                .map_or("Chromium".to_owned(), |v| format!("Chromium {v}"))
        ));
        Ok(table)
    }

    /// The safety map's rows: native with and without filling between
    /// alike runs, in wasm, and wasm against native round by round.
    fn map_rows(&mut self, rounds: &[Round]) -> Result {
        let first = rounds.first().ok_or("no rounds were run")?;
        let each_ms = Spread::across(rounds, native, "map_each_ms")?;
        let native_ms = Spread::across(rounds, native, "map_ms")?;
        let wasm_ms = Spread::across(rounds, page, "wasm_map_ms")?;
        let runs = first.native.number("map_runs")?;
        self.row(
            "native 200 × 200 map, every cell run",
            format!("{} = {}", each_ms.show(2, " ms"), rate(each_ms.median)),
            "",
            "",
        );
        self.row(
            "native 200 × 200 map, filled between alike runs",
            format!(
                "{} ({runs:.0} runs of {MAP_RUNS:.0} cells)",
                native_ms.show(2, " ms")
            ),
            "",
            "",
        );
        self.row(
            "wasm 200 × 200 map, filled (Chromium)",
            format!(
                "{} ({:.0} runs)",
                wasm_ms.show(2, " ms"),
                first.page.number("wasm_map_runs")?
            ),
            "",
            "",
        );
        let ratios: Vec<f64> = wasm_ms
            .each
            .iter()
            .zip(&native_ms.each)
            .map(|(wasm, native)| wasm / native)
            .collect();
        let ratio = Spread::of(ratios).ok_or("no rounds were run")?;
        self.row(
            "wasm/native time ratio, each round",
            format!("{} ({})", ratio.show(2, ""), list(&ratio.each, 2)),
            format!("≤ {WASM_RATIO_GOAL} in every round"),
            meets(ratio.within(WASM_RATIO_GOAL)),
        );
        Ok(())
    }

    /// One run to its outcome, the default story and the article's; the
    /// article's times, which the Python comparison uses.
    fn run_rows(&mut self, rounds: &[Round]) -> Result<Spread> {
        let run_ns = Spread::across(rounds, native, "run_ns")?;
        let story_ns = Spread::across(rounds, native, "story_ns")?;
        self.row(
            "native outcome-only run, default story / article's story",
            format!(
                "{} / {}",
                duration(run_ns.median),
                duration(story_ns.median)
            ),
            "",
            "",
        );
        Ok(story_ns)
    }

    /// The article's story against fencing.py, when Python could run it;
    /// else a note that says why not.
    fn python_row(
        &mut self,
        python: &std::result::Result<Figures, String>,
        story_ns: &Spread,
    ) -> Result {
        match python {
            Ok(python) => {
                // The same story on both sides: fencing.py's scenario(False)
                // is kleppmann-2016.json with fencing off.
                let python_ns = python.number("python_run_ns")?;
                let speedup = python_ns / story_ns.worst;
                self.row(
                    "native vs CPython fencing.py, the article's story",
                    format!(
                        "{} vs {}: {speedup:.0}× faster",
                        duration(story_ns.worst),
                        duration(python_ns)
                    ),
                    format!("≥ {PYTHON_SPEEDUP_GOAL:.0}×"),
                    meets(speedup >= PYTHON_SPEEDUP_GOAL),
                );
                self.notes.push(format!(
                    "fencing.py ran in {}.",
                    python.text("python_version")?
                ));
            }
            Err(why) => self.notes.push(format!("fencing.py not timed: {why}.")),
        }
        Ok(())
    }

    /// The page's updates as a reader drags each slider, and the map drawn
    /// after a change; a note says where the map ran.
    fn update_rows(&mut self, rounds: &[Round]) -> Result {
        for (key, name) in SLIDERS {
            self.p95_row(
                rounds,
                &format!("update_{key}"),
                &format!("page update p95, {name} dragged"),
                Some(UPDATE_P95_BUDGET_MS),
            )?;
        }
        self.p95_row(
            rounds,
            "update_compare",
            "page update p95, Lease length dragged, two runs compared",
            None,
        )?;
        self.p95_row(
            rounds,
            "update_map_open",
            "page update p95, Lease length dragged, safety map open",
            None,
        )?;
        self.p95_row(
            rounds,
            "map_drawn",
            "change of Lease length to the full map drawn, p95",
            Some(MAP_DRAWN_P95_BUDGET_MS),
        )?;
        let workers: Vec<&str> = rounds
            .iter()
            .map(|r| r.page.text("map_workers"))
            .collect::<Result<_>>()?;
        self.notes.push(format!(
            "The map ran on {} (workers per round; 0 is the page's own thread).",
            workers.join(", ")
        ));
        Ok(())
    }

    /// What the page weighs, gzipped, and how soon a cold load on a slow
    /// link shows its first verdict.
    fn size_rows(&mut self, rounds: &[Round]) -> Result {
        let first = rounds.first().ok_or("no rounds were run")?;
        let gzip = Spread::across(rounds, page, "gzip_total")?;
        let parts: Result<Vec<String>> = ["html", "css", "js", "wasm", "words"]
            .iter()
            .map(|kind| {
                Ok(format!(
                    "{kind} {}",
                    kb(first.page.number(&format!("gzip_{kind}"))?)
                ))
            })
            .collect();
        self.row(
            "page files, gzip",
            format!("{} ({})", kb(gzip.worst), parts?.join(", ")),
            format!("≤ {}", kb(GZIP_BUDGET_BYTES)),
            meets(gzip.within(GZIP_BUDGET_BYTES)),
        );
        let verdict = Spread::across(rounds, page, "first_verdict_ms")?;
        self.row(
            "first verdict, cold, 1.6 Mbit/s and 150 ms",
            verdict.show(0, " ms"),
            format!("≤ {FIRST_VERDICT_BUDGET_MS:.0} ms"),
            meets(verdict.within(FIRST_VERDICT_BUDGET_MS)),
        );
        self.bytes_row(
            rounds,
            "first_verdict_bytes",
            "fetched before the first verdict, gzip",
            FIRST_VERDICT_BYTES_BUDGET,
        )?;
        self.bytes_row(
            rounds,
            "page_fetched_bytes",
            "fetched by the page once settled, gzip",
            FETCHED_BUDGET_BYTES,
        )
    }

    /// A warning for each round whose wasm map counted other verdicts
    /// than the native map: the timings would compare different work.
    fn agreement_notes(&mut self, rounds: &[Round]) -> Result {
        for round in rounds {
            if round.native.text("map_counts")? != round.page.text("wasm_map_counts")? {
                self.notes.push(format!(
                    "warning: the wasm map's verdict counts ({}) differ from the native map's ({}).",
                    round.page.text("wasm_map_counts")?,
                    round.native.text("map_counts")?
                ));
            }
        }
        Ok(())
    }

    /// A row for a p95 the page measured under `key` in each round,
    /// against `budget` if it has one.
    fn p95_row(&mut self, rounds: &[Round], key: &str, what: &str, budget: Option<f64>) -> Result {
        let counts = Spread::across(rounds, page, &format!("{key}_n"))?;
        let goal = budget.map_or(String::new(), |b| format!("≤ {b:.1} ms"));
        if counts.each.contains(&0.0) {
            self.row(what, "not measured in every round".to_owned(), goal, "?");
            return Ok(());
        }
        let p95 = Spread::across(rounds, page, &format!("{key}_p95_ms"))?;
        let met = budget.map_or(String::new(), |b| meets(p95.within(b)));
        self.row(
            what,
            format!("{} (of {:.0} changes)", p95.show(1, " ms"), counts.median),
            goal,
            met,
        );
        Ok(())
    }

    /// A count of bytes the page measured, its worst round against `budget`.
    fn bytes_row(&mut self, rounds: &[Round], key: &str, what: &str, budget: f64) -> Result {
        let bytes = Spread::across(rounds, page, key)?;
        self.row(
            what,
            kb(bytes.worst),
            format!("≤ {}", kb(budget)),
            meets(bytes.within(budget)),
        );
        Ok(())
    }

    fn row(&mut self, what: &str, figure: String, goal: impl Into<String>, met: impl Into<String>) {
        self.rows
            .push([what.to_owned(), figure, goal.into(), met.into()]);
    }

    pub fn print(&self) {
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

/// Each round's value, with `digits` after the point.
fn list(values: &[f64], digits: usize) -> String {
    let shown: Vec<String> = values.iter().map(|v| format!("{v:.digits$}")).collect();
    shown.join(", ")
}

/// Simulations per second of a 200 × 200 map that took `map_ms`.
fn rate(map_ms: f64) -> String {
    let per_second = MAP_RUNS / (map_ms / 1000.0);
    format!("{:.2} M runs/s", per_second / 1e6)
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

    fn round(native: &str, page: &str) -> Round {
        Round {
            native: Figures::read("native", native),
            page: Figures::read("page", page),
        }
    }

    #[test]
    fn a_budget_is_met_only_when_its_worst_round_meets_it() {
        let page = |p95: f64| {
            let mut lines = String::new();
            for key in [
                "update_pause",
                "update_lease",
                "update_pause_at",
                "update_b_asks",
                "update_compare",
                "update_map_open",
                "map_drawn",
            ] {
                lines.push_str(&format!(
                    "fencelab-bench {key}_n 100\nfencelab-bench {key}_p95_ms {p95}\n"
                ));
            }
            lines.push_str(
                "fencelab-bench wasm_map_ms 12\nfencelab-bench wasm_map_counts 1,2\n\
                 fencelab-bench wasm_map_runs 2600\n\
                 fencelab-bench map_workers 2\nfencelab-bench gzip_total 290000\n\
                 fencelab-bench gzip_html 1\nfencelab-bench gzip_css 1\nfencelab-bench gzip_js 1\n\
                 fencelab-bench gzip_wasm 1\nfencelab-bench gzip_words 1\nfencelab-bench first_verdict_ms 1500\n\
                 fencelab-bench first_verdict_bytes 250000\nfencelab-bench page_fetched_bytes 290000\n",
            );
            lines
        };
        let native = "fencelab-bench map_ms 10\nfencelab-bench map_each_ms 80\nfencelab-bench map_runs 2600\nfencelab-bench run_ns 100\nfencelab-bench story_ns 100\nfencelab-bench map_counts 1,2\n";
        let rounds = [
            round(native, &page(3.0)),
            round(native, &page(5.0)),
            round(native, &page(3.5)),
        ];
        let table = Table::new(&rounds, &Err("no article".to_owned())).unwrap();
        let row = |what: &str| {
            table
                .rows
                .iter()
                .find(|r| r[0].starts_with(what))
                .unwrap_or_else(|| panic!("no row {what}"))
                .clone()
        };
        let pause = row("page update p95, Pause length");
        assert_eq!(pause[1], "3.5 ms (worst 5.0 ms) (of 100 changes)");
        assert_eq!(pause[3], "no");
        assert_eq!(row("wasm/native")[3], "yes");
        assert_eq!(row("page files")[3], "yes");
        assert_eq!(row("first verdict,")[3], "yes");
        assert_eq!(row("fetched before")[3], "no");
        assert_eq!(row("fetched by the page")[3], "yes");
        assert!(table.notes.iter().any(|n| n.contains("2, 2, 2")));
    }
}
