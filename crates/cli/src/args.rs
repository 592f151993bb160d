//! Reading the command line into a [`Command`].
//!
//! Hand-written rather than clap: three commands and two flags do not need a
//! dependency, and every mistake gets a one-line reason that names it. The
//! usage text is the catalogues' `cli-usage`; `--lang` is taken out before
//! (see `lang.rs`).

use std::ffi::OsString;
use std::path::PathBuf;

/// What the command line asks for.
#[derive(Debug, PartialEq, Eq)]
pub enum Command {
    /// `run FILE [--set ID=VALUE]... [--json | --markdown] [--svg OUT]`.
    Run(RunOptions),
    /// `sweep FILE --x AXIS --y AXIS [--set ID=VALUE]... [--json]`.
    Sweep(SweepOptions),
    /// `explore FILE [--seeds N] [--set ID=VALUE]... [--json]`.
    Explore(ExploreOptions),
    /// `check FILE|DIR... [--solutions]`.
    Check {
        /// Files and directories, in the order given.
        paths: Vec<PathBuf>,
        /// Print the settings that solve each challenge, as JSON, instead
        /// of a line per file.
        solutions: bool,
    },
    /// `knobs FILE`.
    Knobs {
        /// The scenario file.
        file: PathBuf,
    },
    /// `link FILE`.
    Link {
        /// The scenario file.
        file: PathBuf,
    },
    /// `help`, `--help`, `-h`, or nothing at all.
    Help,
    /// `--version`.
    Version,
}

/// The options of `run`.
#[derive(Debug, PartialEq, Eq)]
pub struct RunOptions {
    /// The scenario file.
    pub file: PathBuf,
    /// `ID=VALUE` assignments, applied in order so a later one wins.
    pub sets: Vec<String>,
    /// How to print the report.
    pub format: RunFormat,
    /// Where to write the lease chart as SVG, if anywhere.
    pub svg: Option<PathBuf>,
    /// The figure's width in pixels.
    pub width: i64,
}

/// The options of `sweep`.
#[derive(Debug, PartialEq, Eq)]
pub struct SweepOptions {
    /// The scenario file.
    pub file: PathBuf,
    /// `ID=FROM..TO:STEPS` across.
    pub x: String,
    /// `ID=FROM..TO:STEPS` down.
    pub y: String,
    /// `ID=VALUE` assignments for the other knobs.
    pub sets: Vec<String>,
    /// How to print the map.
    pub format: Format,
}

/// The options of `explore`.
#[derive(Debug, PartialEq, Eq)]
pub struct ExploreOptions {
    /// The scenario file.
    pub file: PathBuf,
    /// How many runs.
    pub seeds: u32,
    /// `ID=VALUE` assignments for the switches (sliders are drawn at random).
    pub sets: Vec<String>,
    /// How to print the result.
    pub format: Format,
}

/// How many runs `explore` makes unless told otherwise.
pub const DEFAULT_SEEDS: u32 = 1000;

/// How `sweep` and `explore` print their results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// The header line and the core's transcript.
    Text,
    /// One pretty-printed JSON object.
    Json,
}

/// How `run` prints its report: as the other commands print, or as a
/// Markdown page, which only a run has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunFormat {
    /// The header line and the core's transcript.
    Text,
    /// One pretty-printed JSON object.
    Json,
    /// The header line and the transcript inside a Markdown page.
    Markdown,
}

/// Parses the arguments after the program name, or says what is wrong.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, String> {
    let mut args = args.into_iter();
    let Some(first) = args.next() else {
        return Ok(Command::Help);
    };
    let rest = words(args);
    match first.to_str() {
        Some("help" | "--help" | "-h") => Ok(Command::Help),
        Some("--version" | "-V") => Ok(Command::Version),
        Some("run" | "sweep" | "explore" | "check" | "knobs" | "link") if wants_help(&rest) => {
            Ok(Command::Help)
        }
        Some("run") => parse_run(rest),
        Some("sweep") => parse_sweep(rest),
        Some("explore") => parse_explore(rest),
        Some("check") => parse_check(rest),
        Some("knobs") => Ok(Command::Knobs {
            file: only_a_file(rest, "knobs")?,
        }),
        Some("link") => Ok(Command::Link {
            file: only_a_file(rest, "link")?,
        }),
        _ if is_option(&first) => Err(format!(
            "{} is not a command; options go after the command, as in `fencelab run FILE --json`",
            quote(&first)
        )),
        _ => Err(format!(
            "unknown command {}; the commands are run, sweep, explore, check, knobs, link and help",
            quote(&first)
        )),
    }
}

/// One argument after the command: an option, or a plain word such as a path.
#[derive(Debug)]
enum Word {
    Option(OsString),
    Plain(OsString),
}

/// Sorts arguments into options and plain words; after `--` everything is plain.
fn words(args: impl Iterator<Item = OsString>) -> Vec<Word> {
    let mut words = Vec::new();
    let mut options_over = false;
    for arg in args {
        if !options_over && arg == "--" {
            options_over = true;
        } else if !options_over && is_option(&arg) {
            words.push(Word::Option(arg));
        } else {
            words.push(Word::Plain(arg));
        }
    }
    words
}

fn wants_help(words: &[Word]) -> bool {
    words
        .iter()
        .any(|w| matches!(w, Word::Option(o) if o == "--help" || o == "-h"))
}

/// What every command that runs a scenario reads: its files, `--set`s
/// (as `--set ID=VALUE` or `--set=ID=VALUE`) and `--json`.
#[derive(Default)]
struct Common {
    files: Vec<PathBuf>,
    sets: Vec<String>,
    json: bool,
}

impl Common {
    /// Reads `word` if it is one of the shared words, taking an option's
    /// value from `words`; hands any other option back.
    fn read(
        &mut self,
        word: Word,
        words: &mut impl Iterator<Item = Word>,
    ) -> Result<Option<OsString>, String> {
        match word {
            Word::Plain(path) => self.files.push(PathBuf::from(path)),
            Word::Option(o) if o == "--json" => self.json = true,
            Word::Option(o) if o == "--set" => {
                self.sets.push(option_value(words, "--set", "fencing=on")?)
            }
            Word::Option(o) => match o.to_str().and_then(|o| o.strip_prefix("--set=")) {
                Some(value) => self.sets.push(value.to_owned()),
                None => return Ok(Some(o)),
            },
        }
        Ok(None)
    }

    fn format(&self) -> Format {
        if self.json {
            Format::Json
        } else {
            Format::Text
        }
    }
}

fn parse_run(words: Vec<Word>) -> Result<Command, String> {
    let mut common = Common::default();
    let (mut markdown, mut svg, mut width) = (false, None, None);
    let mut words = words.into_iter();
    while let Some(word) = words.next() {
        match common.read(word, &mut words)? {
            None => {}
            Some(o) if o == "--markdown" => markdown = true,
            Some(o) if o == "--width" => {
                width = Some(parse_width(&option_value(&mut words, "--width", "640")?)?)
            }
            Some(o) if o == "--svg" => {
                svg = Some(option_value(&mut words, "--svg", "chart.svg")?.into())
            }
            Some(o) => match o.to_str().and_then(|o| o.strip_prefix("--svg=")) {
                Some(path) => svg = Some(path.into()),
                None => return Err(unknown_option(&o, "run")),
            },
        }
    }
    let format = match (common.json, markdown) {
        (true, true) => {
            return Err("--json and --markdown both choose what run prints; give one".into())
        }
        (true, false) => RunFormat::Json,
        (false, true) => RunFormat::Markdown,
        (false, false) => RunFormat::Text,
    };
    if width.is_some() && svg.is_none() {
        return Err("--width sets the width of the --svg figure; give --svg OUT.svg too".into());
    }
    let file = one_file(common.files, "run")?;
    Ok(Command::Run(RunOptions {
        file,
        sets: common.sets,
        format,
        svg,
        width: width.unwrap_or(fencelab_core::FIGURE_WIDTH),
    }))
}

/// A figure's width: a whole number of pixels the chart can be laid out at.
fn parse_width(value: &str) -> Result<i64, String> {
    let (min, max) = (fencelab_core::MIN_WIDTH, fencelab_core::MAX_WIDTH);
    match value.parse::<i64>() {
        Ok(px) if (min..=max).contains(&px) => Ok(px),
        _ => Err(format!(
            "--width {}: give a whole number of pixels from {min} to {max}",
            quote(&OsString::from(value))
        )),
    }
}

/// The value after an option such as `--x`, which must be a plain word.
fn option_value(
    words: &mut impl Iterator<Item = Word>,
    option: &str,
    example: &str,
) -> Result<String, String> {
    match words.next() {
        Some(Word::Plain(value)) => value
            .into_string()
            .map_err(|v| format!("{option} {}: not valid UTF-8 text", quote(&v))),
        _ => Err(format!(
            "{option} needs a value, such as {option} {example}"
        )),
    }
}

fn parse_sweep(words: Vec<Word>) -> Result<Command, String> {
    let mut common = Common::default();
    let (mut x, mut y) = (None, None);
    let mut words = words.into_iter();
    while let Some(word) = words.next() {
        match common.read(word, &mut words)? {
            None => {}
            Some(o) if o == "--x" => {
                x = Some(option_value(&mut words, "--x", "pause_ms=0..30000:200")?)
            }
            Some(o) if o == "--y" => {
                y = Some(option_value(&mut words, "--y", "pause_at_ms=0..9000:200")?)
            }
            Some(o) => return Err(unknown_option(&o, "sweep")),
        }
    }
    let format = common.format();
    let sets = common.sets;
    let files = common.files;
    let file = one_file(files, "sweep")?;
    let (Some(x), Some(y)) = (x, y) else {
        return Err(
            "sweep needs two sliders, --x ID=FROM..TO:STEPS and --y ID=FROM..TO:STEPS".into(),
        );
    };
    Ok(Command::Sweep(SweepOptions {
        file,
        x,
        y,
        sets,
        format,
    }))
}

fn parse_explore(words: Vec<Word>) -> Result<Command, String> {
    let mut common = Common::default();
    let mut seeds = DEFAULT_SEEDS;
    let mut words = words.into_iter();
    while let Some(word) = words.next() {
        match common.read(word, &mut words)? {
            None => {}
            Some(o) if o == "--seeds" => {
                let text = option_value(&mut words, "--seeds", "1000")?;
                seeds = text
                    .parse()
                    .map_err(|_| format!("--seeds takes a whole number of runs, not {text:?}"))?;
            }
            Some(o) => return Err(unknown_option(&o, "explore")),
        }
    }
    let format = common.format();
    let sets = common.sets;
    let files = common.files;
    let file = one_file(files, "explore")?;
    Ok(Command::Explore(ExploreOptions {
        file,
        seeds,
        sets,
        format,
    }))
}

fn parse_check(words: Vec<Word>) -> Result<Command, String> {
    let mut paths = Vec::new();
    let mut solutions = false;
    for word in words {
        match word {
            Word::Plain(path) => paths.push(PathBuf::from(path)),
            Word::Option(o) if o == "--solutions" => solutions = true,
            Word::Option(o) => return Err(unknown_option(&o, "check")),
        }
    }
    if paths.is_empty() {
        return Err("check needs at least one scenario file or directory".into());
    }
    Ok(Command::Check { paths, solutions })
}

/// The one file of a command that takes nothing else.
fn only_a_file(words: Vec<Word>, command: &str) -> Result<PathBuf, String> {
    let mut files = Vec::new();
    for word in words {
        match word {
            Word::Plain(path) => files.push(PathBuf::from(path)),
            Word::Option(o) => return Err(unknown_option(&o, command)),
        }
    }
    one_file(files, command)
}

fn one_file(mut files: Vec<PathBuf>, command: &str) -> Result<PathBuf, String> {
    match files.len() {
        1 => Ok(files.remove(0)),
        0 => Err(format!("{command} needs a scenario file")),
        n => Err(format!("{command} takes one scenario file, not {n}")),
    }
}

/// A lone `-` is a plain word, as it is for most tools.
fn is_option(arg: &OsString) -> bool {
    let bytes = arg.as_encoded_bytes();
    bytes.len() > 1 && bytes[0] == b'-'
}

fn unknown_option(option: &OsString, command: &str) -> String {
    format!(
        "unknown option {} for {command}; try `fencelab help`",
        quote(option)
    )
}

fn quote(arg: &OsString) -> String {
    format!("{:?}", arg.to_string_lossy())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse_strs(args: &[&str]) -> Result<Command, String> {
        parse(args.iter().map(OsString::from))
    }

    #[test]
    fn run_collects_sets_in_order_wherever_they_are() {
        let command = parse_strs(&["run", "--set", "a=1", "f.json", "--json", "--set=b=on"]);
        assert_eq!(
            command,
            Ok(Command::Run(RunOptions {
                file: "f.json".into(),
                sets: vec!["a=1".into(), "b=on".into()],
                format: RunFormat::Json,
                svg: None,
                width: 800,
            }))
        );
    }

    #[test]
    fn run_takes_a_chart_file_and_markdown_but_not_with_json() {
        let command = parse_strs(&["run", "f.json", "--svg", "out.svg", "--markdown"]);
        assert_eq!(
            command,
            Ok(Command::Run(RunOptions {
                file: "f.json".into(),
                sets: vec![],
                format: RunFormat::Markdown,
                svg: Some("out.svg".into()),
                width: 800,
            }))
        );
        let Ok(Command::Run(run)) = parse_strs(&["run", "--svg=a b.svg", "f.json"]) else {
            panic!("a run");
        };
        assert_eq!(run.svg, Some("a b.svg".into()));
        assert_eq!(run.format, RunFormat::Text);
        assert!(parse_strs(&["run", "f.json", "--svg"])
            .unwrap_err()
            .contains("--svg needs a value"));
        let both = parse_strs(&["run", "f.json", "--markdown", "--json"]).unwrap_err();
        assert!(both.contains("--json and --markdown"), "{both}");
        assert!(parse_strs(&["sweep", "f.json", "--markdown"])
            .unwrap_err()
            .contains("\"--markdown\""));
    }

    #[test]
    fn sweep_and_explore_read_sets_as_run_does() {
        let sweep = parse_strs(&[
            "sweep",
            "f.json",
            "--x",
            "a=0..1:2",
            "--set=b=on",
            "--y",
            "c=0..1:2",
        ]);
        let Ok(Command::Sweep(sweep)) = sweep else {
            panic!("a sweep, not {sweep:?}");
        };
        assert_eq!(sweep.sets, vec!["b=on".to_owned()]);
        let explore = parse_strs(&[
            "explore", "--set", "b=on", "--json", "f.json", "--seeds", "9",
        ]);
        assert_eq!(
            explore,
            Ok(Command::Explore(ExploreOptions {
                file: "f.json".into(),
                seeds: 9,
                sets: vec!["b=on".into()],
                format: Format::Json,
            }))
        );
    }

    #[test]
    fn mistakes_are_named() {
        assert!(parse_strs(&["run"])
            .unwrap_err()
            .contains("needs a scenario file"));
        assert!(parse_strs(&["run", "f", "--set"])
            .unwrap_err()
            .contains("--set needs"));
        assert!(parse_strs(&["run", "f", "--jsn"])
            .unwrap_err()
            .contains("\"--jsn\""));
        assert!(parse_strs(&["knobs", "a", "b"])
            .unwrap_err()
            .contains("not 2"));
        assert!(parse_strs(&["link", "a", "--json"])
            .unwrap_err()
            .contains("for link"));
        assert!(parse_strs(&["frobnicate"])
            .unwrap_err()
            .contains("\"frobnicate\""));
    }

    #[test]
    fn help_wins_and_double_dash_ends_options() {
        assert_eq!(parse_strs(&[]), Ok(Command::Help));
        assert_eq!(parse_strs(&["run", "--help"]), Ok(Command::Help));
        assert_eq!(
            parse_strs(&["knobs", "--", "--odd-name.json"]),
            Ok(Command::Knobs {
                file: "--odd-name.json".into()
            })
        );
    }
}
