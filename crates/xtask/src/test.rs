//! `cargo xtask test`: the project's one test command, the one CI runs.
//!
//! The steps run in order and the first failure stops the run, so the last
//! `==>` line printed names what broke. Adding a check means writing one
//! function and adding one [`Step`].

use crate::cmd::{self, cargo, workspace_root};
use crate::{bless, cycles, fuzz, real, serve, site, smoke, tools, Result};

/// One named step of the test run.
struct Step {
    /// What the step does, printed after `==>` before it starts.
    what: &'static str,
    /// Does the work; an error stops the whole run.
    run: fn() -> Result,
}

/// The steps in the order they run: cheap checks first, so a formatting slip
/// fails in seconds rather than after a full build.
const STEPS: &[Step] = &[
    Step {
        what: "checking that rustfmt and clippy are installed",
        run: components,
    },
    Step {
        what: "checking formatting",
        run: fmt,
    },
    Step {
        what: "running clippy",
        run: clippy,
    },
    Step {
        what: "checking that no module of a crate reaches back into one that uses it",
        run: cycles::run,
    },
    Step {
        what: "installing etcd, PostgreSQL, Redis and ZooKeeper for the tests that start them",
        run: real::ensure_services,
    },
    Step {
        what: "running tests",
        run: tests,
    },
    Step {
        what: "running clippy on the wasm wrapper's browser tests",
        run: clippy_wasm,
    },
    Step {
        what: "building the wasm package and the site in dist/",
        run: site::run,
    },
    Step {
        what: "type-checking the page's modules against the wasm's declarations",
        run: typecheck,
    },
    Step {
        what: "running the wasm wrapper's tests in headless Chromium",
        run: wasm_tests,
    },
    Step {
        what: "running the browser tests against dist/, served from a sub-folder",
        run: browser_tests,
    },
    Step {
        what: "running the smoke suite in Chromium, Firefox and WebKit",
        run: smoke::suite,
    },
    Step {
        what: "fuzzing the scenario reader and the link reader, 20 s each",
        run: || fuzz::run(20),
    },
    Step {
        what: "replaying the stories on real etcd, ZooKeeper, Redis and PostgreSQL",
        run: || real::run(false),
    },
    Step {
        what: "replaying the stories on real services at one random setting each",
        run: || real::random_except(1, RANDOM_SEED, KNOWN_RANDOM_DISAGREEMENTS),
    },
];

/// The seed the test's random replays draw with, fixed so that a failure
/// can be run again with `cargo xtask real --random 1 --seed-base 11`.
const RANDOM_SEED: u32 = 11;

/// Experiments whose random replays disagree with the model for a reason
/// found and written down, left out of the test's random replays and
/// named instead; `cargo xtask real --random N` still replays them.
const KNOWN_RANDOM_DISAGREEMENTS: &[(&str, &str)] = &[(
    "waiter-lease",
    "etcd grants B the lock on B's 5 s session lease, taken when B began to wait and \
     renewed by nothing, where the model grants a fresh 10 s lease; with A's release \
     drawn before 8 s (2.1 s at seed 0) B's key goes at 6 s and C takes the lock before \
     B writes at 9 s",
)];

/// Runs every step in order, stopping at the first failure, then prints
/// how long each step took, so a run that creeps towards CI's limit shows
/// which step grew.
pub fn run() -> Result {
    let mut took = Vec::with_capacity(STEPS.len());
    for step in STEPS {
        eprintln!("==> {}", step.what);
        let started = std::time::Instant::now();
        let done = (step.run)();
        took.push((step.what, started.elapsed()));
        if done.is_err() {
            print_times(&took);
        }
        done?;
    }
    print_times(&took);
    eprintln!("==> all checks passed");
    Ok(())
}

/// Each step run so far with its time, and the total.
fn print_times(took: &[(&str, std::time::Duration)]) {
    eprintln!("==> time per step:");
    for (what, time) in took {
        eprintln!("{:>8.1} s  {what}", time.as_secs_f64());
    }
    let total: std::time::Duration = took.iter().map(|(_, time)| *time).sum();
    eprintln!("{:>8.1} s  in all", total.as_secs_f64());
}

/// A fresh machine may have a minimal toolchain; installing the components
/// here keeps CI setup down to "install Rust, run `.ci/run`".
fn components() -> Result {
    let has_fmt = cmd::succeeds(&mut cargo(&["fmt", "--version"]));
    let has_clippy = cmd::succeeds(&mut cargo(&["clippy", "--version"]));
    if has_fmt && has_clippy {
        return Ok(());
    }
    cmd::run(&mut cmd::program(
        "rustup",
        &["component", "add", "rustfmt", "clippy"],
    ))
}

fn fmt() -> Result {
    cmd::run(&mut cargo(&["fmt", "--all", "--check"]))
}

/// `--locked` everywhere: CI must build what is committed in `Cargo.lock`,
/// and fail rather than quietly resolve newer dependencies.
fn clippy() -> Result {
    cmd::run(&mut cargo(&[
        "clippy",
        "--workspace",
        "--all-targets",
        "--locked",
        "--",
        "-D",
        "warnings",
    ]))
}

/// Removes the bless switch so that a stray `FENCELAB_BLESS` in the caller's
/// environment cannot turn a check into a silent rewrite of the expectations.
fn tests() -> Result {
    // No fast failing here: one broken test binary must not hide the others.
    let mut tests = cargo(&["test", "--workspace", "--locked", "--no-fail-fast"]);
    cmd::run(tests.env_remove(bless::ENV))
}

/// The wrapper's tests exist only for wasm, so the native clippy run never
/// sees them; this lints the crate as the browser runs it.
fn clippy_wasm() -> Result {
    tools::ensure_wasm_target()?;
    cmd::run(&mut cargo(&[
        "clippy",
        "-p",
        "fencelab-wasm",
        "--target",
        "wasm32-unknown-unknown",
        "--all-targets",
        "--locked",
        "--",
        "-D",
        "warnings",
    ]))
}

/// Builds the site and runs only the browser tests, for work on `www/`.
pub fn browser() -> Result {
    site::run()?;
    browser_tests()
}

/// `tsc --noEmit` over `www/js` with `// @ts-check`, against the `.d.ts`
/// the wasm build just wrote: a wrong call or field name fails here.
fn typecheck() -> Result {
    cmd::run(&mut tools::program("tsc", &["-p", "tsconfig.json"])?)
}

/// The wrapper's own tests, compiled to wasm and run by
/// wasm-bindgen-test-runner in Debian's Chromium through ChromeDriver.
fn wasm_tests() -> Result {
    tools::ensure_chromium()?;
    let webdriver = workspace_root().join("crates/wasm/webdriver.json");
    let mut tests = cargo(&[
        "test",
        "--locked",
        "-p",
        "fencelab-wasm",
        "--target",
        "wasm32-unknown-unknown",
    ]);
    tests
        .env(
            "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
            "wasm-bindgen-test-runner",
        )
        .env("CHROMEDRIVER", tools::CHROMEDRIVER)
        .env("WASM_BINDGEN_TEST_WEBDRIVER_JSON", webdriver)
        .env("PATH", tools::path()?);
    cmd::run(&mut tests)
}

/// The page as a reader uses it: `tests/browser/*.test.mjs` under Node's
/// test runner, driving Chromium with playwright-core, against `dist/`
/// served under a sub-folder so that any absolute path would break, and
/// `dist/fencelab.html` opened from disk.
fn browser_tests() -> Result {
    tools::ensure_chromium()?;
    tools::ensure_npm_packages()?;
    tools::ensure_node()?;
    let solutions = write_solutions()?;
    let prefix = "/course/fencelab/";
    let addr = serve::start(workspace_root().join("dist"), prefix)?;
    let panicking = serve::start(site::panic_site()?, prefix)?;
    // The files by name: what `node --test DIR` means changed between Node
    // versions (a folder, then a glob), a list of files has not.
    let mut files = Vec::new();
    for entry in std::fs::read_dir(workspace_root().join("tests/browser"))? {
        let name = entry?.file_name().to_string_lossy().into_owned();
        if name.ends_with(".test.mjs") {
            files.push(format!("tests/browser/{name}"));
        }
    }
    files.sort();
    // One file at a time. Two side by side halve the step's time, but on a
    // 2-core machine an embed's frame and the opening's held requests then
    // miss their 10 s waits now and then, and a test that fails on a busy
    // machine is worse than a slow one.
    let mut args = vec!["--test", "--test-concurrency=1"];
    args.extend(files.iter().map(String::as_str));
    let mut node = cmd::program("node", &args);
    // The served site for most tests; the folder itself for the single
    // file, which is opened from disk.
    node.env("FENCELAB_URL", format!("http://{addr}{prefix}"))
        .env("FENCELAB_DIST", workspace_root().join("dist"))
        .env(SOLUTIONS_ENV, solutions)
        .env("FENCELAB_PANIC_URL", format!("http://{panicking}{prefix}"))
        .env("CHROMIUM", tools::CHROMIUM);
    cmd::run(&mut node)
}

/// The variable that tells the challenges' browser test where the CLI's
/// solutions are.
const SOLUTIONS_ENV: &str = "FENCELAB_SOLUTIONS";

/// Writes the settings that solve each shipped challenge, as `fencelab
/// check scenarios --solutions` finds them, to a file under `target/`, so
/// the browser test can open each solving run and need not run the search
/// itself; returns the file's path.
fn write_solutions() -> Result<std::path::PathBuf> {
    let json = cmd::output(&mut cargo(&[
        "run",
        "-q",
        "--locked",
        "-p",
        "fencelab-cli",
        "--",
        "check",
        "scenarios",
        "--solutions",
    ]))?;
    let path = workspace_root().join("target/challenge-solutions.json");
    std::fs::write(&path, json)?;
    Ok(path)
}
